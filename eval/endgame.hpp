#pragma once
// Endings that the material count misjudges: a lone king that the other side cannot beat.
// In international draughts one king draws against two pieces, and against three when it
// holds the long diagonal (the stronger side cannot drive it off in time; FMJD 6.3 and
// 6.4 then end the game as a draw after 16 or 5 moves). The search cannot see that far,
// so the evaluation shrinks such advantages towards zero.

#include "eval/masks.hpp"
#include "movegen/position.hpp"

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

}  // namespace kabe::eval
