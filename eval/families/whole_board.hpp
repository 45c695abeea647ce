#pragma once
// The whole-board games (Turkish, Gothic, Dameo): the structure terms are ideas of the
// diagonal games (centre diagonals, outposts, runaways on diagonals), so only material
// and the tempo (rows advanced, towards crowning) are kept (docs/eval.md). Gothic's
// one-step kings weigh 1.5 men (weights_for, kings_fly false).

#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

struct WholeBoardEval {
    static constexpr std::array weights{weight("man"),           weight("king"),
                                        weight("extra_king"),    weight("tempo_opening"),
                                        weight("tempo_endgame"), weight("side_to_move")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        EvalTerms t = material_and_move(pos, w);
        t.tempo = tempo(pos, w, pieces_left(pos));
        return t;
    }
};

}  // namespace kabe::eval
