#pragma once
// American pool checkers (rules.md §2.8, APCA rules): flying kings, men capturing
// backwards, delayed removal and no crowning in passing as in International, but the
// capture sequence is free (APCA; dctl pool) and Black, on 1-12, moves first (APCA 7).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct PoolRules : InternationalRules {
    static constexpr std::string_view name = "pool";

    // Board
    using Board = DarkSquareBoard<8, 8>;  // as English checkers, squares 1-32 (PDN GameType 23)
    static constexpr int start_rows = 3;

    // Moves and captures
    static constexpr Color first_to_move = Color::black;  // APCA 7: dark pieces first
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;

    // Draws (rules.md §2.8, UNVERIFIED: APCA rule 26 not read): dctl's 30 reversible plies
    // and threefold repetition; no lone-king rules (FMJD 6.3/6.4 do not apply).
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 30;

    // Notation
    static constexpr int pdn_gametype = 23;
};
using Pool = Variant<PoolRules>;

}  // namespace kabe
