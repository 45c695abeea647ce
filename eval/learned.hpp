#pragma once
// The evaluation the search uses: the hand-made terms (evaluate.hpp) plus, for a variant
// with learned board patterns (eval/patterns/, docs/eval.md), the patterns' value. The
// patterns learn what the hand-made terms miss, so with no weights (or with
// `eval=hand`) the evaluation is exactly the hand-made one.

#include <type_traits>

#include "eval/endgame.hpp"
#include "eval/evaluate.hpp"
#include "eval/patterns/weights.hpp"

namespace kabe {

namespace eval {

// A variant without patterns has a table type that holds nothing.
struct NoPatterns {
    static const NoPatterns* builtin() { return nullptr; }
};
template <class Rules>
using PatternsOf = std::conditional_t<patterns::has_patterns<Rules>(),
                                      patterns::PatternWeights<Rules>, NoPatterns>;

// The hand-made terms with the patterns' value added before a drawn ending or drawish
// material shrinks the whole (the patterns do not know it).
template <class Rules>
EvalTerms learned_terms(const Position<Rules>& pos, const PatternsOf<Rules>* patterns) {
    EvalTerms t = eval_terms(pos);
    if constexpr (patterns::has_patterns<Rules>()) {
        if (!patterns) return t;
        t.patterns = patterns->white_view(pos);
        // The patterns' value is shrunk with the rest in a drawn ending or drawish material.
        t.drawn_ending = drawn_ending_term(pos, t.sum() - t.drawn_ending);
    }
    return t;
}

}  // namespace eval

template <class Rules>
Score evaluate(const Position<Rules>& pos, const eval::PatternsOf<Rules>* patterns) {
    if constexpr (eval::patterns::has_patterns<Rules>()) {
        if (patterns)
            return eval::for_side_to_move(eval::learned_terms(pos, patterns).sum(),
                                          pos.side_to_move());
    }
    return evaluate(pos);
}

}  // namespace kabe
