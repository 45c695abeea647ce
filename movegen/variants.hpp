#pragma once
// The one runtime switch on the variant (design.md §1): a name in, the rules type out.
// Every function here walks the one list of variants (AllVariants, variants/registry.hpp).

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "movegen/variants/registry.hpp"
#include "notation.hpp"

namespace kabe {

// What a program can ask of a variant without its rules type: the facts help texts, GUIs
// and protocols show.
struct VariantFacts {
    std::string_view name;
    Family family;
    int board_width, board_height;
    int squares;  // the playable squares (the dark ones of a draughts board)
    Numbering numbering;
    bool algebraic;    // squares written a1..h8 by default
    int pdn_gametype;  // 0: none exists
    Color first_to_move;
    Goal goal;
};

template <class Rules>
constexpr VariantFacts facts_of() {
    using Board = typename Rules::Board;
    return {Rules::name,          Rules::family,    Board::width,     Board::height,
            Board::squares,       Rules::numbering, Rules::algebraic, Rules::pdn_gametype,
            Rules::first_to_move, Rules::goal};
}

namespace detail {

template <class... Rules>
constexpr std::array<VariantFacts, sizeof...(Rules)> facts_of_all(VariantList<Rules...>) {
    return {facts_of<Rules>()...};
}

inline constexpr auto variant_facts_table = facts_of_all(AllVariants{});

template <class F, class Rules, class... Rest>
decltype(auto) dispatch_among(std::string_view name, std::string_view given, F& f,
                              VariantList<Rules, Rest...>) {
    if (name == Rules::name) return f(Rules{});
    if constexpr (sizeof...(Rest) > 0)
        return dispatch_among(name, given, f, VariantList<Rest...>{});
    else
        throw NotationError("unknown variant " + notation::quote(given) +
                            " ('kabe variants' lists the known ones)");
}

}  // namespace detail

// Every variant, in the order of AllVariants.
inline constexpr const std::array<VariantFacts, AllVariants::size>& all_variant_facts() {
    return detail::variant_facts_table;
}

// The variants by their canonical names, in the order help texts list them.
inline std::vector<std::string> variant_names() {
    std::vector<std::string> names;
    for (const VariantFacts& v : all_variant_facts()) names.emplace_back(v.name);
    return names;
}

namespace detail {
// Names are matched without regard to case: `--variant Russian`, lidraughts' "Frisian".
constexpr bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}
}  // namespace detail

// The variant's own name for a name or alias in any case; an unknown name comes back as it
// was given.
inline std::string_view canonical_variant_name(std::string_view name) {
    for (const auto& a : variant_aliases)
        if (detail::same_name(a.alias, name)) return a.name;
    for (const VariantFacts& v : all_variant_facts())
        if (detail::same_name(v.name, name)) return v.name;
    return name;
}

// Calls f(Rules{}) for the variant called `name`; throws NotationError if unknown.
template <class F>
decltype(auto) dispatch_variant(std::string_view given, F&& f) {
    return detail::dispatch_among(canonical_variant_name(given), given, f, AllVariants{});
}

// The facts of the variant called `name` (or one of its aliases); throws NotationError if
// unknown.
inline const VariantFacts& variant_facts(std::string_view given) {
    const std::string_view name = canonical_variant_name(given);
    for (const VariantFacts& v : all_variant_facts())
        if (v.name == name) return v;
    throw NotationError("unknown variant " + notation::quote(given) +
                        " ('kabe variants' lists the known ones)");
}

}  // namespace kabe
