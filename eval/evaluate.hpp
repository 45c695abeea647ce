#pragma once
// Static evaluation of a quiet position (no capture pending), in centi-men from the side
// to move's point of view, always within +-score::eval_limit.
//
// Hand-made terms (eval/terms.hpp) with the weights of eval/weights.hpp; docs/eval.md
// describes each. Every term is computed for White and for Black from the same square
// sets turned half a turn (eval/masks.hpp), so a position and its colour mirror get the
// same score.

#include <algorithm>

#include "eval/czech_family.hpp"
#include "eval/endgame.hpp"
#include "eval/score.hpp"
#include "eval/terms.hpp"
#include "eval/weights.hpp"
#include "movegen/generate.hpp"
#include "movegen/position.hpp"

namespace kabe {

namespace eval {

// Each term's contribution from White's point of view (White's value minus Black's).
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
    Score king_escape = 0;   // Tablut: the king's way to the edge (terms.hpp)

    // Unclamped.
    Score sum() const {
        return material + tempo + balance + centre + back_rank + runaways + mobility + frozen +
               outposts + king_diagonal + side_to_move + drawn_ending + crowning + king_escape;
    }
};

// The giveaway games (docs/eval.md): the aim is inverted, so only the terms whose sense
// is clear are kept, turned round. Fewer own pieces is good (material against its
// owner), and so is having few moves (mobility against its owner), as the side left
// without a move wins. The structure terms (centre, back rank, outposts, runaways, ...)
// serve a side that wants to keep its pieces and to crown: they are left out.
template <class Rules>
EvalTerms giveaway_terms(const Position<Rules>& pos, const Weights& w) {
    constexpr Color white = Color::white, black = Color::black;
    EvalTerms t;
    t.material = giveaway_material<Rules, white>(pos, w) - giveaway_material<Rules, black>(pos, w);
    t.mobility = -(mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w));
    return t;
}

// Breakthrough (docs/eval.md): the first king wins, so the game is a race. Material,
// a steep reward per row advanced, runaways weighted up (weights_for), mobility, and a
// winning bonus when the side to move can crown with this move.
template <class Rules>
EvalTerms breakthrough_terms(const Position<Rules>& pos, const Weights& w) {
    constexpr Color white = Color::white, black = Color::black;
    EvalTerms t;
    t.material = material<Rules, white>(pos, w) - material<Rules, black>(pos, w);
    t.tempo = race<Rules, white>(pos, w) - race<Rules, black>(pos, w);
    t.runaways = runaways<Rules, white>(pos, w) - runaways<Rules, black>(pos, w);
    t.mobility = mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w);
    if (pos.side_to_move() == white ? can_crown<Rules, white>(pos) : can_crown<Rules, black>(pos))
        t.crowning = pos.side_to_move() == white ? w.crown_now : -w.crown_now;
    return t;
}

// Tempo: the weight per row slides from the opening value (board full) to the endgame
// value (board empty). Applied to the difference, so that it is exactly antisymmetric
// (integer division truncates towards zero on both sides).
template <class Rules>
int tempo(const Position<Rules>& pos, const Weights& w, int pieces) {
    constexpr Color white = Color::white, black = Color::black;
    const int rows_ahead =
        rows_advanced<Rules, white>(pos.men(white)) - rows_advanced<Rules, black>(pos.men(black));
    const int tempo_scale =
        w.tempo_opening * pieces + w.tempo_endgame * (full_board<Rules>() - pieces);
    return rows_ahead * tempo_scale / full_board<Rules>();
}

// The terms of every game with men and kings: material and the move.
template <class Rules>
EvalTerms material_and_move(const Position<Rules>& pos, const Weights& w) {
    EvalTerms t;
    t.material = material<Rules, Color::white>(pos, w) - material<Rules, Color::black>(pos, w);
    t.side_to_move = pos.side_to_move() == Color::white ? w.side_to_move : -w.side_to_move;
    return t;
}

// The whole-board games (Family::whole_board: Turkish, Gothic, Dameo): the structure
// terms are ideas of the diagonal games (centre diagonals, outposts, runaways on
// diagonals), so only material and the tempo (rows advanced, towards crowning) are kept
// (docs/eval.md). Gothic's one-step kings weigh 1.5 men (weights_for, kings_fly false).
template <class Rules>
EvalTerms orthogonal_terms(const Position<Rules>& pos, const Weights& w) {
    EvalTerms t = material_and_move(pos, w);
    t.tempo = tempo(pos, w, pieces_left(pos));
    return t;
}

// BrainKing's Corner, One-way and Parachute (eval/czech_family.hpp): material, progress
// (Corner: towards the two crowning squares; the others: rows advanced, scaled like the
// tempo), mobility and the side to move.
template <class Rules>
EvalTerms czech_family_terms(const Position<Rules>& pos, const Weights& w) {
    constexpr Color white = Color::white, black = Color::black;
    const int pieces = pieces_left(pos);
    EvalTerms t = material_and_move(pos, w);
    const int progress = family_progress(pos, white, w) - family_progress(pos, black, w);
    if constexpr (Rules::corner_crowning) {
        t.tempo = progress;
    } else {
        const int tempo_scale =
            w.tempo_opening * pieces + w.tempo_endgame * (full_board<Rules>() - pieces);
        t.tempo = progress * tempo_scale / full_board<Rules>();
    }
    t.mobility = family_mobility<Rules, white>(pos, w) - family_mobility<Rules, black>(pos, w);
    return t;
}

// The number of moves side Us would have in pos (whoever is to move): the mobility of
// Konane and Alquerque, from their generators' bulk counts.
template <class Rules, Color Us>
int moves_of(const Position<Rules>& pos) {
    return GeneratorOf<Rules>::template count<Us>(pos, Duplicates::drop);
}

// Konane (docs/eval.md): the side that cannot move loses, and every move takes a piece
// of equal value, so material says nothing; mobility, own moves minus the opponent's, is
// the whole evaluation (the classic heuristic of Konane programs). 25 centi-men a move:
// a handful of moves is worth a man in the draughts scale the search's margins expect.
// During the two opening removals (fewer than two empty squares) the counts are of
// removals, not of jumps, and say nothing: the position scores 0 (the search looks past
// the two plies).
template <class Rules>
EvalTerms konane_terms(const Position<Rules>& pos) {
    EvalTerms t;
    if (pos.empty().count() < 2) return t;
    t.mobility = 25 * (moves_of<Rules, Color::white>(pos) - moves_of<Rules, Color::black>(pos));
    return t;
}

// Alquerque (docs/eval.md): material (men only) and mobility, which also values the
// men not yet stuck on the far row (they have no steps there). Advancement is not
// rewarded: a man gains nothing by reaching the far row, where it can only wait to
// capture.
template <class Rules>
EvalTerms alquerque_terms(const Position<Rules>& pos, const Weights& w) {
    constexpr Color white = Color::white, black = Color::black;
    EvalTerms t;
    t.material = w.man * (pos.pieces(white).count() - pos.pieces(black).count());
    t.mobility = 5 * (moves_of<Rules, white>(pos) - moves_of<Rules, black>(pos));
    t.side_to_move = pos.side_to_move() == white ? w.side_to_move : -w.side_to_move;
    return t;
}

// Tablut (docs/eval.md): not a race of men but a king against a ring of attackers.
// Material (defenders worth more than attackers, the king is not counted: without it the
// game is over) and the king's way out (king_escape). The start is not level: the sides
// are not alike.
template <class Rules>
EvalTerms tablut_terms(const Position<Rules>& pos, const Weights& w) {
    EvalTerms t;
    t.material = w.tablut_defender * pos.men(Color::white).count() -
                 w.man * pos.pieces(Color::black).count();
    t.king_escape = king_escape(pos, w);
    return t;
}

// The draughts games.
template <class Rules>
EvalTerms draughts_terms(const Position<Rules>& pos, const Weights& w) {
    if constexpr (Rules::goal == Goal::give_away) return giveaway_terms(pos, w);
    if constexpr (Rules::goal == Goal::first_king) return breakthrough_terms(pos, w);
    if constexpr (Rules::family == Family::whole_board) return orthogonal_terms(pos, w);
    if constexpr (czech_family<Rules>) return czech_family_terms(pos, w);
    if constexpr (Rules::family == Family::konane) return konane_terms(pos);
    if constexpr (Rules::family == Family::alquerque) return alquerque_terms(pos, w);
    constexpr Color white = Color::white, black = Color::black;
    const int pieces = pieces_left(pos);
    EvalTerms t = material_and_move(pos, w);
    t.tempo = tempo(pos, w, pieces);
    t.balance = balance<Rules, white>(pos, w) - balance<Rules, black>(pos, w);
    t.centre = centre<Rules, white>(pos, w) - centre<Rules, black>(pos, w);
    t.back_rank = back_rank<Rules, white>(pos, w, pieces) - back_rank<Rules, black>(pos, w, pieces);
    t.runaways = runaways<Rules, white>(pos, w) - runaways<Rules, black>(pos, w);
    t.mobility = mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w);
    t.frozen = frozen<Rules, white>(pos, w) - frozen<Rules, black>(pos, w);
    t.outposts = outposts<Rules, white>(pos, w) - outposts<Rules, black>(pos, w);
    t.king_diagonal = king_diagonal<Rules, white>(pos, w) - king_diagonal<Rules, black>(pos, w);
    if (lone_king_holds(pos)) {
        const Score rest = t.sum();
        t.drawn_ending = rest / drawn_ending_divisor - rest;
    }
    return t;
}

// Each term White's value minus Black's, with the terms of the variant's goal.
template <class Rules>
EvalTerms eval_terms(const Position<Rules>& pos, const Weights& w = variant_weights<Rules>) {
    // Tablut has none of the draughts terms (and no rows of men: full_board() is 0).
    if constexpr (Rules::goal == Goal::escape)
        return tablut_terms(pos, w);
    else
        return draughts_terms(pos, w);
}

// A White-view total turned to the side to move's view and clamped to the eval band.
inline Score for_side_to_move(Score white_view, Color side_to_move) {
    const Score score = side_to_move == Color::white ? white_view : -white_view;
    return std::clamp(score, -score::eval_limit, score::eval_limit);
}

}  // namespace eval

template <class Rules>
Score evaluate(const Position<Rules>& pos) {
    return eval::for_side_to_move(eval::eval_terms(pos).sum(), pos.side_to_move());
}

}  // namespace kabe
