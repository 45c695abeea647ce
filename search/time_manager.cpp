#include "search/time_manager.hpp"

#include <algorithm>

namespace kabe {

namespace {

// Latency between our decision and the GUI receiving it (process scheduling, pipes),
// kept off every budget. Generous on purpose: losing on time loses the game.
constexpr double overhead = 0.030;

}  // namespace

TimeManager::TimeManager(const SearchLimits& limits, int pieces, Clock::time_point start)
    : start_(start), clock_start_(start), pondering_(limits.ponder) {
    if (limits.infinite) return;
    if (limits.uses_clock()) {
        // Clock fields win over move-time, as in Scan (protocols.md §2.8).
        const double time = std::max(0.0, limits.time.value_or(0.0));
        const double inc = std::max(0.0, limits.increment.value_or(0.0));
        // Fewer moves remain as the board empties. Without an increment every move spends
        // from a clock that never refills, so plan for more of them: a long game must
        // still have time at its end (a 140-move game at 3 s each flagged with 10).
        const double phase = std::clamp(pieces / 40.0, 0.0, 1.0);
        const bool sudden_death = inc == 0 && !limits.moves_to_go;
        double moves_left = sudden_death ? 20 + 10 * phase : 10 + 20 * phase;
        if (limits.moves_to_go)
            moves_left = std::clamp(double(*limits.moves_to_go), 1.0, moves_left);
        // The increment is added before this move (protocols.md §2.8, P-H5).
        const double available = time + inc;
        const double total = time + inc * moves_left;
        // The target is a little more than an even share: the iterations that are not
        // started past the soft budget leave some of every share unspent. With a full
        // board no iteration starts past 40 % of the target (the next one would take
        // longer than the rest of it), in the ending past 80 % (iterations grow less).
        // Measured against Scan 2.0 at 1 minute a game, a plan of 30 + 10 x phase moves
        // with no target spent 1.77 s a move in moves 1-10 and 0.54 s in moves 41-50, where
        // the games were lost (docs/testing.md).
        target_ = total / moves_left * 1.2;
        soft_ = target_ * (0.8 - 0.4 * phase);
        // One move never takes more than a quarter of what is on the clock now (half on
        // the last move before a time control), and always leaves the fixed overhead.
        const double share = limits.moves_to_go && *limits.moves_to_go <= 1 ? 0.5 : 0.25;
        const double cap = std::max(0.0, std::min(available * share, available - overhead));
        hard_ = std::min(cap, target_ * 4);
        target_ = std::min(target_, hard_);
        soft_ = std::min(soft_, target_);
        timed_ = true;
    } else if (limits.move_time) {
        // Very short move times (quick matches) keep a share of the move instead of the
        // whole fixed overhead, which would leave nothing to search with.
        const double margin = std::min(overhead, *limits.move_time * 0.3);
        hard_ = std::max(0.0, *limits.move_time - margin);
        soft_ = target_ = hard_;
        timed_ = true;
    }
}

void TimeManager::ponder_hit() {
    clock_start_ = Clock::now();
    pondering_ = false;
}

}  // namespace kabe
