#pragma once
// The list of all variants, in the order help texts show them (`kabe variants`, Hub's
// `variants`), and their other names. Everything that enumerates the variants reads this
// list: variant_names(), dispatch_variant() and variant_facts() (movegen/variants.hpp), and
// the engines compiled per variant (engine/variants/groups.hpp). Adding a variant is one
// traits file (movegen/variants/<family>/) and one entry here (and one in an engine group).

#include <string_view>
#include <type_traits>

#include "movegen/rules.hpp"

namespace kabe {

template <class... Rules>
struct VariantList {
    static constexpr int size = sizeof...(Rules);
};

using AllVariants =
    VariantList<International, Brazilian, Canadian, Killer, Breakthrough, Antidraughts, Russian,
                RussianGiveaway, Pool, English, EnglishGiveaway, Italian, Spanish, Portuguese,
                Czech, Thai, Frisian, Frysk, Turkish, Corner, OneWay, Parachute, Konane, Alquerque,
                Gothic, Dameo, Tablut>;

// Other names for them: Scan's (normal, bt, losing), lidraughts' and pydraughts'
// (standard; pydraughts' frysk!), and the common English ones; BrainKing's "Corner
// Checkers" and the like.
struct VariantAlias {
    std::string_view alias, name;
};
inline constexpr VariantAlias variant_aliases[] = {
    {"normal", "international"},
    {"standard", "international"},
    {"fmjd", "international"},
    {"bt", "breakthrough"},
    {"losing", "antidraughts"},
    {"shashki", "russian"},
    {"checkers", "english"},
    {"american", "english"},
    {"giveaway", "english-giveaway"},
    {"dama", "turkish"},
    {"corner-checkers", "corner"},
    {"oneway", "one-way"},
    {"one-way-checkers", "one-way"},
    {"parachute-checkers", "parachute"},
    {"hawaiian", "konane"},
    {"alkerk", "alquerque"},
    {"frysk!", "frysk"},
};

namespace detail {

template <class... Rules>
constexpr bool names_a_variant(std::string_view name, VariantList<Rules...>) {
    return ((name == Rules::name) || ...);
}

template <class... Rules>
constexpr bool names_unique(VariantList<Rules...>) {
    constexpr std::string_view names[] = {Rules::name...};
    for (std::size_t i = 0; i < sizeof...(Rules); ++i)
        for (std::size_t j = i + 1; j < sizeof...(Rules); ++j)
            if (names[i] == names[j]) return false;
    return true;
}

constexpr bool aliases_name_variants() {
    for (const auto& a : variant_aliases)
        if (!names_a_variant(a.name, AllVariants{}) || names_a_variant(a.alias, AllVariants{}))
            return false;
    return true;
}

}  // namespace detail

static_assert(detail::names_unique(AllVariants{}), "two variants of one name");
static_assert(detail::aliases_name_variants(),
              "an alias must name a listed variant and not be a variant's own name");

}  // namespace kabe
