#pragma once
// English draughts / American checkers (rules.md §2.6, WCDF): short kings, men capture
// forward only, free choice, Black first; a man crowned by a capture stops there (it has
// no forward capture left). Draws: threefold repetition and the 40-move rule (80 plies
// without a man move or capture, as dctl).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct EnglishRules : InternationalRules {
    static constexpr std::string_view name = "english";

    // Board
    using Board = DarkSquareBoard<8, 8>;  // squares 1-32, scheme A (PDN GameType 21)
    static constexpr int start_rows = 3;

    // Moves and captures
    static constexpr Color first_to_move = Color::black;
    static constexpr bool men_capture_backward = false;
    static constexpr bool kings_fly = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 80;

    // Notation
    static constexpr int pdn_gametype = 21;
};
using English = Variant<EnglishRules>;

}  // namespace kabe
