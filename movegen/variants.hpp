#pragma once
// The one runtime switch on the variant (design.md §1): a name in, the rules type out.

#include <string>
#include <string_view>
#include <vector>

#include "notation.hpp"
#include "rules.hpp"

namespace kabe {

// The variants by their canonical names, in the order help texts list them.
inline std::vector<std::string> variant_names() {
    return {"international", "brazilian",        "canadian",
            "killer",        "breakthrough",     "antidraughts",
            "russian",       "russian-giveaway", "pool",
            "english",       "english-giveaway", "italian",
            "spanish",       "portuguese",       "czech",
            "thai",          "frisian",          "turkish",
            "corner",        "one-way",          "parachute",
            "konane",        "alquerque",        "gothic",
            "dameo",         "tablut"};
}

// Other names for them: Scan's (normal, bt, losing), lidraughts' and pydraughts'
// (standard), and the common English ones; BrainKing's "Corner Checkers" and the like.
struct VariantAlias {
    std::string_view alias, name;
};
inline constexpr VariantAlias variant_aliases[] = {
    {"normal", "international"},      {"standard", "international"},
    {"fmjd", "international"},        {"bt", "breakthrough"},
    {"losing", "antidraughts"},       {"shashki", "russian"},
    {"checkers", "english"},          {"american", "english"},
    {"giveaway", "english-giveaway"}, {"dama", "turkish"},
    {"corner-checkers", "corner"},    {"oneway", "one-way"},
    {"one-way-checkers", "one-way"},  {"parachute-checkers", "parachute"},
    {"hawaiian", "konane"},          {"alkerk", "alquerque"},
};

inline std::string_view canonical_variant_name(std::string_view name) {
    for (const auto& a : variant_aliases)
        if (a.alias == name) return a.name;
    return name;
}

// Calls f(Rules{}) for the variant called `name`; throws NotationError if unknown.
template <class F>
decltype(auto) dispatch_variant(std::string_view given, F&& f) {
    const std::string_view name = canonical_variant_name(given);
    if (name == "international") return f(International{});
    if (name == "brazilian") return f(Brazilian{});
    if (name == "canadian") return f(Canadian{});
    if (name == "killer") return f(Killer{});
    if (name == "breakthrough") return f(Breakthrough{});
    if (name == "antidraughts") return f(Antidraughts{});
    if (name == "russian") return f(Russian{});
    if (name == "russian-giveaway") return f(RussianGiveaway{});
    if (name == "pool") return f(Pool{});
    if (name == "english") return f(English{});
    if (name == "english-giveaway") return f(EnglishGiveaway{});
    if (name == "italian") return f(Italian{});
    if (name == "spanish") return f(Spanish{});
    if (name == "portuguese") return f(Portuguese{});
    if (name == "czech") return f(Czech{});
    if (name == "thai") return f(Thai{});
    if (name == "frisian") return f(Frisian{});
    if (name == "turkish") return f(Turkish{});
    if (name == "gothic") return f(Gothic{});
    if (name == "dameo") return f(Dameo{});
    if (name == "corner") return f(Corner{});
    if (name == "one-way") return f(OneWay{});
    if (name == "parachute") return f(Parachute{});
    if (name == "konane") return f(Konane{});
    if (name == "alquerque") return f(Alquerque{});
    if (name == "tablut") return f(Tablut{});
    throw NotationError("unknown variant " + notation::quote(given) +
                        " ('kabe variants' lists the known ones)");
}

}  // namespace kabe
