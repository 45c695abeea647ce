#pragma once
// What every family's evaluation returns: each term's contribution from White's point of
// view (White's value minus Black's), and the few pieces that several families share.

#include <algorithm>
#include <string_view>

#include "eval/score.hpp"
#include "eval/terms.hpp"
#include "eval/weights.hpp"
#include "movegen/generate.hpp"
#include "movegen/position.hpp"

namespace kabe::eval {

struct EvalTerms {
    Score material = 0;
    Score tempo = 0;
    Score balance = 0;
    Score centre = 0;
    Score back_rank = 0;
    Score runaways = 0;
    Score mobility = 0;
    Score frozen = 0;
    Score outposts = 0;
    Score king_diagonal = 0;
    Score side_to_move = 0;
    Score drawn_ending = 0;  // takes back most of the rest in a drawn ending (endgame.hpp)
    Score crowning = 0;      // breakthrough: the side to move crowns, and wins, now
    Score king_escape = 0;   // Tablut: the king's way to the edge (families/tablut.hpp)
    Score patterns = 0;      // the learned board patterns (eval/learned.hpp), if any

    // Unclamped.
    Score sum() const {
        return material + tempo + balance + centre + back_rank + runaways + mobility + frozen +
               outposts + king_diagonal + side_to_move + drawn_ending + crowning + king_escape +
               patterns;
    }
};

// A family's evaluation (eval/families/): the weights it reads (every one of them, and no
// other: tests/eval/weight_use_test.cpp changes each weight and watches the scores) and
// its terms. The tuner offers a variant exactly the weights its family reads.
template <class E, class Rules>
concept FamilyEvaluation = requires(const Position<Rules>& pos, const Weights& w) {
    { E::weights.size() } -> std::convertible_to<std::size_t>;
    { E::template terms<Rules>(pos, w) } -> std::same_as<EvalTerms>;
};

// Whether the list of a family holds the weight called `name`.
template <class List>
constexpr bool reads(const List& weights, std::string_view name) {
    return std::any_of(weights.begin(), weights.end(),
                       [&](const WeightField& f) { return f.name == name; });
}

// Rows (a White-minus-Black difference) times the tempo weight, which slides from the
// opening value (board full) to the endgame value (board empty). Applied to the
// difference, so that it is exactly antisymmetric (integer division truncates towards
// zero on both sides).
template <class Rules>
int phase_scaled_rows(int rows, const Weights& w, int pieces) {
    const int tempo_scale =
        w.tempo_opening * pieces + w.tempo_endgame * (full_board<Rules>() - pieces);
    return rows * tempo_scale / full_board<Rules>();
}

// Tempo: the rows the men have advanced, White's minus Black's, scaled by the phase.
template <class Rules>
int tempo(const Position<Rules>& pos, const Weights& w, int pieces) {
    constexpr Color white = Color::white, black = Color::black;
    const int rows_ahead =
        rows_advanced<Rules, white>(pos.men(white)) - rows_advanced<Rules, black>(pos.men(black));
    return phase_scaled_rows<Rules>(rows_ahead, w, pieces);
}

// The terms of every game with men and kings: material and the move.
template <class Rules>
EvalTerms material_and_move(const Position<Rules>& pos, const Weights& w) {
    EvalTerms t;
    t.material = material<Rules, Color::white>(pos, w) - material<Rules, Color::black>(pos, w);
    t.side_to_move = pos.side_to_move() == Color::white ? w.side_to_move : -w.side_to_move;
    return t;
}

// The number of moves side Us would have in pos (whoever is to move), from the
// generator's bulk count: the mobility of Konane and Alquerque.
template <class Rules, Color Us>
int moves_of(const Position<Rules>& pos) {
    return GeneratorOf<Rules>::template count<Us>(pos, Duplicates::drop);
}

// A White-view total turned to the side to move's view and clamped to the eval band.
inline Score for_side_to_move(Score white_view, Color side_to_move) {
    const Score score = side_to_move == Color::white ? white_view : -white_view;
    return std::clamp(score, -score::eval_limit, score::eval_limit);
}

}  // namespace kabe::eval
