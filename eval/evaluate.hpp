#pragma once
// Static evaluation of a quiet position (no capture pending), in centi-men from the side
// to move's point of view, always within +-score::eval_limit.
//
// Each family of games has its own evaluation in eval/families/ (hand-made terms of
// eval/terms.hpp with the weights of eval/weights.hpp; docs/eval.md describes each), and
// Evaluation<Rules> below picks a variant's, in one place. Every term is computed for
// White and for Black from the same square sets turned half a turn (eval/masks.hpp), so
// a position and its colour mirror get the same score.

#include "eval/eval_terms.hpp"
#include "eval/families/alquerque.hpp"
#include "eval/families/breakthrough.hpp"
#include "eval/families/czech_family.hpp"
#include "eval/families/draughts.hpp"
#include "eval/families/giveaway.hpp"
#include "eval/families/konane.hpp"
#include "eval/families/tablut.hpp"
#include "eval/families/whole_board.hpp"

namespace kabe {

namespace eval {

namespace detail {
// The goal decides first (a giveaway or breakthrough game is judged by its goal whatever
// its board), then the board and moves.
template <class Rules>
constexpr auto evaluation_of() {
    if constexpr (Rules::goal == Goal::escape)
        return TablutEval{};
    else if constexpr (Rules::goal == Goal::give_away)
        return GiveawayEval{};
    else if constexpr (Rules::goal == Goal::first_king)
        return BreakthroughEval{};
    else if constexpr (Rules::family == Family::whole_board)
        return WholeBoardEval{};
    else if constexpr (Rules::corner_crowning)
        return CornerEval{};
    else if constexpr (Rules::all_men_move_up || Rules::parachutists)
        return UpwardEval{};
    else if constexpr (Rules::family == Family::konane)
        return KonaneEval{};
    else if constexpr (Rules::family == Family::alquerque)
        return AlquerqueEval{};
    else
        return DraughtsEval<Rules>{};
}
}  // namespace detail

// The evaluation of a variant's family.
template <class Rules>
using Evaluation = decltype(detail::evaluation_of<Rules>());

// Each term White's value minus Black's.
template <class Rules>
EvalTerms eval_terms(const Position<Rules>& pos, const Weights& w = variant_weights<Rules>) {
    static_assert(FamilyEvaluation<Evaluation<Rules>, Rules>);
    return Evaluation<Rules>::template terms<Rules>(pos, w);
}

}  // namespace eval

template <class Rules>
Score evaluate(const Position<Rules>& pos) {
    return eval::for_side_to_move(eval::eval_terms(pos).sum(), pos.side_to_move());
}

}  // namespace kabe
