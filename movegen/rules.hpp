#pragma once
// Variant rules as data (design.md §2): one struct of compile-time traits per variant,
// one file each under movegen/variants/, grouped by family (Family, rule_types.hpp).
// The generator reads these with `if constexpr`; a new variant that differs by one rule
// derives from its parent and restates only that rule. The list of all variants, in the
// order help texts show them, is movegen/variants/registry.hpp.

#include <cstdint>
#include <type_traits>

#include "movegen/rule_types.hpp"
#include "movegen/variants/alquerque.hpp"
#include "movegen/variants/diagonal/antidraughts.hpp"
#include "movegen/variants/diagonal/brazilian.hpp"
#include "movegen/variants/diagonal/breakthrough.hpp"
#include "movegen/variants/diagonal/canadian.hpp"
#include "movegen/variants/diagonal/corner.hpp"
#include "movegen/variants/diagonal/czech.hpp"
#include "movegen/variants/diagonal/english.hpp"
#include "movegen/variants/diagonal/english_giveaway.hpp"
#include "movegen/variants/diagonal/frisian.hpp"
#include "movegen/variants/diagonal/frysk.hpp"
#include "movegen/variants/diagonal/international.hpp"
#include "movegen/variants/diagonal/italian.hpp"
#include "movegen/variants/diagonal/killer.hpp"
#include "movegen/variants/diagonal/one_way.hpp"
#include "movegen/variants/diagonal/parachute.hpp"
#include "movegen/variants/diagonal/pool.hpp"
#include "movegen/variants/diagonal/portuguese.hpp"
#include "movegen/variants/diagonal/russian.hpp"
#include "movegen/variants/diagonal/russian_giveaway.hpp"
#include "movegen/variants/diagonal/spanish.hpp"
#include "movegen/variants/diagonal/thai.hpp"
#include "movegen/variants/konane.hpp"
#include "movegen/variants/tablut.hpp"
#include "movegen/variants/whole_board/dameo.hpp"
#include "movegen/variants/whole_board/gothic.hpp"
#include "movegen/variants/whole_board/turkish.hpp"

namespace kabe {

// The derived facts (Variant, variants/common.hpp) as every variant stated them before
// they were computed: a 64-bit word up to 10x10 and 8x8 whole boards, 128 bits for 12x12
// and 9x9; duplicate captures possible from 4 pieces with delayed removal, 3 with
// Frisian's captures along rows and files, 2 with immediate removal, on whole boards and
// on Alquerque's lines.
namespace detail {
template <class R, class Word, int MinDuplicates>
constexpr bool derives_as() {
    return std::is_same_v<typename R::Word, Word> && R::min_duplicate_captures == MinDuplicates;
}
static_assert(derives_as<International, std::uint64_t, 4>());
static_assert(derives_as<Brazilian, std::uint64_t, 4>());
static_assert(derives_as<Canadian, Uint128, 4>());
static_assert(derives_as<Killer, std::uint64_t, 4>());
static_assert(derives_as<Breakthrough, std::uint64_t, 4>());
static_assert(derives_as<Antidraughts, std::uint64_t, 4>());
static_assert(derives_as<Russian, std::uint64_t, 4>());
static_assert(derives_as<RussianGiveaway, std::uint64_t, 4>());
static_assert(derives_as<Pool, std::uint64_t, 4>());
static_assert(derives_as<English, std::uint64_t, 4>());
static_assert(derives_as<EnglishGiveaway, std::uint64_t, 4>());
static_assert(derives_as<Italian, std::uint64_t, 4>());
static_assert(derives_as<Spanish, std::uint64_t, 4>());
static_assert(derives_as<Portuguese, std::uint64_t, 4>());
static_assert(derives_as<Czech, std::uint64_t, 4>());
static_assert(derives_as<Corner, std::uint64_t, 4>());
static_assert(derives_as<OneWay, std::uint64_t, 4>());
static_assert(derives_as<Parachute, std::uint64_t, 4>());
static_assert(derives_as<Frisian, std::uint64_t, 3>());
static_assert(derives_as<Frysk, std::uint64_t, 3>());
static_assert(derives_as<Thai, std::uint64_t, 2>());
static_assert(derives_as<Turkish, std::uint64_t, 2>());
static_assert(derives_as<Gothic, std::uint64_t, 2>());
static_assert(derives_as<Dameo, std::uint64_t, 2>());
static_assert(derives_as<Alquerque, std::uint64_t, 2>());
// Konane's 64 and Tablut's 4 (inherited) were never read: a capture there has one route.
static_assert(std::is_same_v<Konane::Word, std::uint64_t>);
static_assert(std::is_same_v<Tablut::Word, Uint128>);
}  // namespace detail

}  // namespace kabe
