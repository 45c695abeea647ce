#pragma once
// Spanish draughts (rules.md §2.17): flying kings, men move and capture forward only,
// most pieces then most kings, the board mirrored and numbered from White's right
// (scheme C). Draws: repetition and 40 king moves without a capture (20 each).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct SpanishRules : InternationalRules {
    static constexpr std::string_view name = "spanish";

    // Board
    using Board = DarkSquareBoard<8, 8>;
    static constexpr int start_rows = 3;

    // Moves and captures
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::pieces_then_kings;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 40;

    // Notation
    static constexpr Numbering numbering = Numbering::scheme_c;
    static constexpr int pdn_gametype = 24;
};
using Spanish = Variant<SpanishRules>;

}  // namespace kabe
