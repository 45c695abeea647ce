#pragma once
// Turns limits into three budgets: a soft one (do not start another iteration past it), a
// target (stop inside an iteration past it while the best move holds) and a hard one
// (abort the search). The hard budget always keeps a safety margin on the clock, so that
// the move reaches the GUI before the flag falls.

#include <chrono>

#include "search/limits.hpp"

namespace kabe {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    // `pieces` is the material on the board, used to guess how many moves remain.
    TimeManager(const SearchLimits& limits, int pieces, Clock::time_point start = Clock::now());

    bool timed() const { return timed_; }
    // Seconds since the search started.
    double elapsed() const { return seconds_since(start_); }
    // The soft budget and the target count from the start of the search, pondering
    // included (a long ponder has already built the tree); the hard one from when our
    // clock started.
    bool past_soft() const { return timed_ && !pondering_ && elapsed() >= soft_; }
    bool past_target() const { return timed_ && !pondering_ && elapsed() >= target_; }
    bool past_hard() const { return timed_ && !pondering_ && seconds_since(clock_start_) >= hard_; }
    // The opponent played the expected move: our clock runs from now on.
    void ponder_hit();

    double soft_budget() const { return soft_; }
    double target_budget() const { return target_; }
    double hard_budget() const { return hard_; }

private:
    static double seconds_since(Clock::time_point t) {
        return std::chrono::duration<double>(Clock::now() - t).count();
    }

    Clock::time_point start_, clock_start_;
    double soft_ = 0, target_ = 0, hard_ = 0;
    bool timed_ = false;
    bool pondering_ = false;
};

}  // namespace kabe
