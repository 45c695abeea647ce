#pragma once
// Frisian draughts (rules.md §2.19, the official rules of 2011, FRIS): International's
// board, start, moves, delayed removal and promotion, but men and kings capture in eight
// directions, the most valuable capture is compulsory (FRIS 11-12), and a king may make
// at most three non-capturing moves in a row while its side has men (FRIS 17).

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct FrisianRules : InternationalRules {
    static constexpr std::string_view name = "frisian";

    // Moves and captures
    static constexpr bool orthogonal_captures = true;
    static constexpr CapturePrecedence precedence = CapturePrecedence::frisian;
    static constexpr int king_move_limit = 3;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::frisian;

    // Notation
    static constexpr int pdn_gametype = 40;
};
using Frisian = Variant<FrisianRules>;

}  // namespace kabe
