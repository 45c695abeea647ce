#pragma once
// Portuguese draughts (rules.md §2.16): Spanish rules (dctl cites the Portuguese book for
// both); draw rules not found, Spanish's used.

#include "movegen/variants/diagonal/spanish.hpp"

namespace kabe {

struct PortugueseRules : SpanishRules {
    static constexpr std::string_view name = "portuguese";

    // Notation
    static constexpr int pdn_gametype = 28;
};
using Portuguese = Variant<PortugueseRules>;

}  // namespace kabe
