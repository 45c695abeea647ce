#pragma once
// Which file of engine/variants/ compiles which variants' engines. An engine instantiates
// the whole search and evaluation for its variant, so the variants are spread over
// several translation units that build in parallel; each file names its group here once
// (`template struct EngineGroup<...>;`) and compiles every engine of it. Type lists
// rather than an X-macro or written-out instantiations: the groups are checked against
// the one list of variants (AllVariants, movegen/variants/registry.hpp) at compile time,
// so a new variant that is in no group (or in two) stops the build here.

#include "movegen/variants/registry.hpp"

namespace kabe {

using InternationalEngines = VariantList<International, Killer, Breakthrough, Antidraughts>;
using FrisianEngines = VariantList<Frisian, Frysk>;
using RussianEngines = VariantList<Brazilian, Russian, RussianGiveaway, Pool>;
using EnglishEngines = VariantList<English, EnglishGiveaway, Italian>;
using SpanishEngines = VariantList<Spanish, Portuguese, Czech, Thai>;
using CanadianEngines = VariantList<Canadian>;  // 12x12: 128-bit words
using TurkishEngines = VariantList<Turkish>;
using CzechFamilyEngines = VariantList<Corner, OneWay, Parachute>;
using KonaneAlquerqueEngines = VariantList<Konane, Alquerque>;
using GothicDameoEngines = VariantList<Gothic, Dameo>;
using TablutEngines = VariantList<Tablut>;

template <class... Groups>
struct GroupList {};
using EngineGroups = GroupList<InternationalEngines, FrisianEngines, RussianEngines, EnglishEngines,
                               SpanishEngines, CanadianEngines, TurkishEngines, CzechFamilyEngines,
                               KonaneAlquerqueEngines, GothicDameoEngines, TablutEngines>;

namespace detail {

template <class R, class... Rules>
constexpr bool contains(VariantList<Rules...>) {
    return (std::is_same_v<R, Rules> || ...);
}

// The place of R in the list (its size if absent).
template <class R, class... Rules>
constexpr int index_in(VariantList<Rules...>) {
    int index = 0;
    bool found = false;
    ((found = found || std::is_same_v<R, Rules>, index += found ? 0 : 1), ...);
    return index;
}

template <class R, class... Groups>
constexpr int groups_holding(GroupList<Groups...>) {
    return (int(contains<R>(Groups{})) + ... + 0);
}

template <class... Rules>
constexpr bool each_in_one_group(VariantList<Rules...>) {
    return ((groups_holding<Rules>(EngineGroups{}) == 1) && ...);
}

template <class... Groups>
constexpr int grouped_engines(GroupList<Groups...>) {
    return (Groups::size + ... + 0);
}

template <class R, class Groups>
struct EngineGroupOf;
template <class R, class Group, class... Rest>
struct EngineGroupOf<R, GroupList<Group, Rest...>> {
    using type = std::conditional_t<contains<R>(Group{}), Group,
                                    typename EngineGroupOf<R, GroupList<Rest...>>::type>;
};
template <class R>
struct EngineGroupOf<R, GroupList<>> {
    using type = void;
};

}  // namespace detail

static_assert(detail::each_in_one_group(AllVariants{}) &&
                  detail::grouped_engines(EngineGroups{}) == AllVariants::size,
              "every variant of AllVariants belongs to exactly one engine group");

// The group whose file compiles the engine of Rules.
template <class Rules>
using EngineGroupOf = typename detail::EngineGroupOf<Rules, EngineGroups>::type;

}  // namespace kabe
