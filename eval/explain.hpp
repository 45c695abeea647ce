#pragma once
// The evaluation taken apart, for people: each term's contribution by name, from White's
// point of view, and the totals, so that a command such as `kabe eval --fen F` can print
// why a position scores what it does. Uses the same eval_terms() as evaluate(), so the
// parts always add up to the score the search sees.

#include <array>
#include <string_view>

#include "eval/learned.hpp"

namespace kabe::eval {

struct EvalTerm {
    std::string_view name;
    Score white_view;  // centi-men, positive when the term favours White
};

struct EvalBreakdown {
    EvalTerms terms;                // the same numbers as `rows`, as fields
    std::array<EvalTerm, 15> rows;  // every term in print order
    Score white_view = 0;           // the sum of the terms, clamped to the eval band
    Score side_to_move_view = 0;    // evaluate(pos): the same, from the side to move's view
};

template <class Rules>
EvalBreakdown explain_terms(const Position<Rules>& pos, const EvalTerms& terms) {
    EvalBreakdown b;
    b.terms = terms;
    const EvalTerms& t = b.terms;
    b.rows = {{{"material", t.material},
               {"tempo", t.tempo},
               {"balance", t.balance},
               {"centre", t.centre},
               {"back rank", t.back_rank},
               {"runaways", t.runaways},
               {"mobility", t.mobility},
               {"frozen men", t.frozen},
               {"outposts", t.outposts},
               {"king diagonal", t.king_diagonal},
               {"side to move", t.side_to_move},
               {"drawn ending", t.drawn_ending},
               {"crowning", t.crowning},
               {"king escape", t.king_escape},
               {"patterns", t.patterns}}};
    b.white_view = for_side_to_move(t.sum(), Color::white);
    b.side_to_move_view = for_side_to_move(t.sum(), pos.side_to_move());
    return b;
}

template <class Rules>
EvalBreakdown explain(const Position<Rules>& pos, const Weights& w = variant_weights<Rules>) {
    return explain_terms(pos, eval_terms(pos, w));
}

// With the learned patterns (nullptr: none), as evaluate(pos, patterns) sees it.
template <class Rules>
EvalBreakdown explain(const Position<Rules>& pos, const PatternsOf<Rules>* patterns) {
    return explain_terms(pos, learned_terms(pos, patterns));
}

}  // namespace kabe::eval
