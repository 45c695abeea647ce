#pragma once
// How the variant's goal (Rules::goal, rules.md §1) scores the ends of the game in the
// search tree. Scores are from the side to move's point of view at `ply` from the root.

#include "eval/score.hpp"
#include "movegen/position.hpp"

namespace kabe {

// The side to move has no legal move (no pieces, or all blocked): it has lost (FMJD 7.2),
// except in the giveaway games, where that is exactly what it was playing for.
template <class Rules>
constexpr Score no_move_score(int ply) {
    return Rules::goal == Goal::give_away ? score::win_in(ply) : score::loss_in(ply);
}

// The best score the side to move can still reach at `ply`: a win on its own move is at
// ply + 1 (the opponent is then without a move, or breakthrough's crowning is made),
// but in the giveaway games it may already have won here, by having no move.
template <class Rules>
constexpr Score best_possible_score(int ply) {
    return Rules::goal == Goal::give_away ? score::win_in(ply) : score::win_in(ply + 1);
}

// Breakthrough (rules.md §2.21): the opponent's last move made a king, so the game ended
// before the side to move had a turn.
template <class Rules>
bool opponent_crowned(const Position<Rules>& pos) {
    if constexpr (Rules::goal == Goal::first_king)
        return !pos.kings(!pos.side_to_move()).empty();
    else
        return false;
}

}  // namespace kabe
