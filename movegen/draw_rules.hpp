#pragma once
// The counted draw rules (FMJD art. 6.2-6.4, rules.md §2.1): the plies since the last
// man move or capture, and the plies spent in a "lone king" endgame. Repetition (art.
// 6.1) needs the position history and lives with it (engine/game.hpp, the search).

#include <cstdint>

#include "move.hpp"
#include "position.hpp"

namespace kabe {

// The material classes that FMJD 6.3 and 6.4 give a move limit.
enum class LoneKingEnding : std::uint8_t {
    none,
    sixteen_moves,  // one king against 3 kings, 2 kings + 1 man or 1 king + 2 men
    five_moves,     // one king against 2 kings, 1 king + 1 man or 1 king
};

template <class Rules>
LoneKingEnding lone_king_ending(const Position<Rules>& pos) {
    const auto lone_king = [&](Color c) {
        return pos.pieces(c).count() == 1 && pos.kings(c).count() == 1;
    };
    for (Color c : {Color::white, Color::black}) {
        if (!lone_king(c)) continue;
        const int kings = pos.kings(!c).count(), pieces = pos.pieces(!c).count();
        if (kings == 0) continue;  // a king against men only: art. 6.2 alone applies
        if (pieces <= 2) return LoneKingEnding::five_moves;
        if (pieces == 3) return LoneKingEnding::sixteen_moves;
    }
    return LoneKingEnding::none;
}

template <class Rules>
struct DrawClock {
    int reversible_plies = 0;  // plies since the last man move or capture (art. 6.2)
    int ending_plies = 0;      // plies since the current lone-king ending arose
    LoneKingEnding ending = LoneKingEnding::none;

    // The clock of a position set up from scratch: nothing counted yet.
    static DrawClock starting_at(const Position<Rules>& pos) {
        return DrawClock{0, 0, lone_king_ending(pos)};
    }

    // The clock after `move` took `before` to `after`. The ending counters start at the
    // move that creates the material class and do not count it (rules.md §2.1, after
    // LD:Standard); a promotion that keeps the class (1 king + 2 men becoming 2 kings + 1
    // man) does not restart them.
    DrawClock after(const Position<Rules>& before, const Move<typename Rules::Word>& move,
                    const Position<Rules>& next) const {
        DrawClock clock = *this;
        const bool man_moved = !before.kings().test(move.from);
        clock.reversible_plies = (man_moved || move.is_capture()) ? 0 : reversible_plies + 1;
        if (move.is_capture() || move.promotes) {
            const LoneKingEnding now = lone_king_ending(next);
            if (now != ending) {
                clock.ending = now;
                clock.ending_plies = 0;
                return clock;
            }
        }
        if (clock.ending != LoneKingEnding::none) ++clock.ending_plies;
        return clock;
    }

    bool is_draw() const {
        if (reversible_plies >= Rules::king_moves_draw_plies) return true;
        switch (ending) {
            case LoneKingEnding::sixteen_moves:
                return ending_plies >= Rules::sixteen_move_draw_plies;
            case LoneKingEnding::five_moves:
                return ending_plies >= Rules::five_move_draw_plies;
            case LoneKingEnding::none:
                return false;
        }
        return false;
    }
};

}  // namespace kabe
