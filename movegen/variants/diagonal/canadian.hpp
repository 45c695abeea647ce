#pragma once
// Canadian draughts (rules.md §2.3): the FMJD rules on 12x12, 30 men a side; the layout
// needs 77 bits, so the 128-bit word. Draw rules: FMJD's (no Canadian text, UNVERIFIED).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct CanadianRules : InternationalRules {
    static constexpr std::string_view name = "canadian";

    // Board
    using Board = DarkSquareBoard<12, 12>;
    static constexpr int start_rows = 5;  // White 43-72, Black 1-30

    // Notation
    static constexpr int pdn_gametype = 27;
};
using Canadian = Variant<CanadianRules>;

}  // namespace kabe
