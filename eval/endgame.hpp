#pragma once
// Endings that the material count misjudges: a lone king that the other side cannot beat,
// and (International) material that an advantage is seldom converted with against a king.
// In international draughts one king draws against two pieces, and against three when it
// holds the long diagonal (the stronger side cannot drive it off in time; FMJD 6.3 and
// 6.4 then end the game as a draw after 16 or 5 moves). The search cannot see that far,
// so the evaluation shrinks such advantages towards zero.

#include <type_traits>

#include "eval/masks.hpp"
#include "eval/score.hpp"
#include "movegen/position.hpp"
#include "movegen/variants/diagonal/international.hpp"

namespace kabe::eval {

// Whether a lone king holds the draw by material and placement alone.
template <class Rules>
bool lone_king_holds(const Position<Rules>& pos) {
    for (Color weak : {Color::white, Color::black}) {
        if (pos.pieces(weak).count() != 1 || !pos.kings(weak)) continue;
        const int others = pos.pieces(!weak).count();
        if (others <= 2) return true;
        if (others == 3 && (pos.kings(weak) & EvalMasks<Rules>::main_diagonal)) return true;
    }
    return false;
}

// The share of a drawn ending's advantage that remains: a hint of which side presses,
// nothing like a winning score.
inline constexpr int drawn_ending_divisor = 16;

// Material that the side ahead seldom converts once the other side has a king (the idea
// of Scan 2.0's evaluation; docs/eval.md): ahead with three pieces or fewer, it keeps an
// eighth of its advantage; with kings on both sides in equal number and men within one
// of each other, half. `white_view` says which side is ahead; returns the divisor (1:
// nothing drawish). International only (measured there: docs/testing.md); in English,
// with short kings, two kings beat one.
template <class Rules>
inline constexpr bool scales_drawish_material = std::is_same_v<Rules, International>;

template <class Rules>
int drawish_material_divisor(const Position<Rules>& pos, int white_view) {
    if (white_view == 0) return 1;
    const Color ahead = white_view > 0 ? Color::white : Color::black;
    if (!pos.kings(!ahead)) return 1;
    if (pos.pieces(ahead).count() <= 3) return 8;
    const int kings = pos.kings(ahead).count(), their_kings = pos.kings(!ahead).count();
    const int men = pos.men(ahead).count(), their_men = pos.men(!ahead).count();
    if (kings == their_kings && men - their_men <= 1 && their_men - men <= 1) return 2;
    return 1;
}

// The drawn_ending term (eval_terms.hpp) of a position whose other terms sum to `rest`
// (White's view): what it takes back of a drawn lone-king ending, then of drawish
// material.
template <class Rules>
Score drawn_ending_term(const Position<Rules>& pos, Score rest) {
    Score total = lone_king_holds(pos) ? rest / drawn_ending_divisor : rest;
    if constexpr (scales_drawish_material<Rules>) total /= drawish_material_divisor(pos, total);
    return total - rest;
}

}  // namespace kabe::eval
