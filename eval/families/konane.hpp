#pragma once
// Konane (docs/eval.md): the side that cannot move loses, and every move takes a piece
// of equal value, so material says nothing; mobility, own moves minus the opponent's, is
// the whole evaluation (the classic heuristic of Konane programs).

#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

struct KonaneEval {
    static constexpr std::array weights{weight("konane_move")};

    // During the two opening removals (fewer than two empty squares) the counts are of
    // removals, not of jumps, and say nothing: the position scores 0 (the search looks
    // past the two plies).
    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        EvalTerms t;
        if (pos.empty().count() < 2) return t;
        t.mobility = w.konane_move *
                     (moves_of<Rules, Color::white>(pos) - moves_of<Rules, Color::black>(pos));
        return t;
    }
};

}  // namespace kabe::eval
