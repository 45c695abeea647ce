#pragma once
// Killer draughts (rules.md §2.20): International, except that a capture whose last
// captured piece is a king must stop right behind it.

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct KillerRules : InternationalRules {
    static constexpr std::string_view name = "killer";

    // Captures
    static constexpr bool halt_behind_king = true;

    // Notation
    static constexpr int pdn_gametype = 0;  // none exists
};
using Killer = Variant<KillerRules>;

}  // namespace kabe
