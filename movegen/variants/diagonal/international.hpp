#pragma once
// International draughts, FMJD rules (rules.md §2.1; article numbers of the FMJD rules).

#include "movegen/variants/diagonal/base.hpp"

namespace kabe {

struct InternationalRules : DiagonalRules {
    static constexpr std::string_view name = "international";

    // Board (FMJD art. 2)
    using Board = DarkSquareBoard<10, 10>;  // FMJD 2.1-2.4: 10x10, 50 dark squares (54-bit layout)
    static constexpr int start_rows = 4;    // FMJD 2.8: men on 1-20 and 31-50

    // Moves and captures (FMJD art. 3-4)
    static constexpr Color first_to_move = Color::white;  // FMJD 3.3
    static constexpr bool men_capture_backward = true;    // FMJD 4.2
    static constexpr bool kings_fly = true;               // FMJD 3.9 and 4.3
    static constexpr CapturePrecedence precedence = CapturePrecedence::most_pieces;  // 4.13-4.14

    // Promotion
    // FMJD 4.15: a man that only passes the back row during a capture stays a man; it is
    // crowned only when the move ends there (FMJD 3.5). Captured pieces are removed after
    // the move (FMJD 4.8, 4.11).
    static constexpr PassingPromotion passing_promotion = PassingPromotion::stays_man;

    // Goal
    static constexpr Goal goal = Goal::capture_all;

    // Draws in plies (FMJD art. 6, rules.md §2.1). 6.1: the same position three times
    // with the same side to move. 6.2: 25 moves by each player in which only kings moved,
    // without a capture. 6.3: one king against three pieces of which at least one king,
    // 16 moves each. 6.4: one king against two pieces of which at least one king (or
    // against one king), 5 moves each.
    static constexpr DrawRules draw_rules = DrawRules::fmjd;
    static constexpr int repetitions = 3;
    static constexpr int king_moves_draw_plies = 50;
    static constexpr int sixteen_move_draw_plies = 32;
    static constexpr int five_move_draw_plies = 10;

    // Notation (rules.md §0.3-0.4)
    static constexpr Numbering numbering = Numbering::scheme_a;
    static constexpr bool algebraic = false;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_gametype = 20;
};
using International = Variant<InternationalRules>;

}  // namespace kabe
