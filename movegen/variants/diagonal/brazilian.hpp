#pragma once
// Brazilian draughts (rules.md §2.2): the FMJD rules on the 8x8 board, 12 men a side.
// Its own draw rules (FMJD-64) could not be read (UNVERIFIED there): until they are, the
// FMJD ones of International apply (docs/variants.md).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct BrazilianRules : InternationalRules {
    static constexpr std::string_view name = "brazilian";

    // Board
    using Board = DarkSquareBoard<8, 8>;  // a1 dark, squares 1-32 (PDN GameType 26)
    static constexpr int start_rows = 3;  // White 21-32, Black 1-12

    // Notation
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 26;
};
using Brazilian = Variant<BrazilianRules>;

}  // namespace kabe
