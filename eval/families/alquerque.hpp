#pragma once
// Alquerque (docs/eval.md): material (men only) and mobility, which also values the men
// not yet stuck on the far row (they have no steps there). Advancement is not rewarded:
// a man gains nothing by reaching the far row, where it can only wait to capture.

#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

struct AlquerqueEval {
    static constexpr std::array weights{weight("man"), weight("alquerque_move"),
                                        weight("side_to_move")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        constexpr Color white = Color::white, black = Color::black;
        EvalTerms t;
        t.material = w.man * (pos.pieces(white).count() - pos.pieces(black).count());
        t.mobility = w.alquerque_move * (moves_of<Rules, white>(pos) - moves_of<Rules, black>(pos));
        t.side_to_move = pos.side_to_move() == white ? w.side_to_move : -w.side_to_move;
        return t;
    }
};

}  // namespace kabe::eval
