// Time budgets from Hub levels (protocols.md §2.8). Budgets only: no clock is read here.

#include "search/time_manager.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace kabe {
namespace {

TEST(TimeManager, MoveTimeKeepsAMarginForTheGui) {
    SearchLimits limits;
    limits.move_time = 2.0;
    const TimeManager tm(limits, 40);
    EXPECT_TRUE(tm.timed());
    EXPECT_LT(tm.hard_budget(), 2.0);
    EXPECT_GT(tm.hard_budget(), 1.9);
}

TEST(TimeManager, AVeryShortMoveTimeKeepsAShareForSearching) {
    SearchLimits limits;
    limits.move_time = 0.01;
    const TimeManager tm(limits, 40);
    EXPECT_GT(tm.hard_budget(), 0.005);
    EXPECT_LT(tm.hard_budget(), 0.01);
}

TEST(TimeManager, SuddenDeathSpreadsTheClockOverTheGame) {
    SearchLimits limits;
    limits.time = 60;
    const TimeManager opening(limits, 40), ending(limits, 4);
    EXPECT_NEAR(opening.target_budget(), 60.0 / 30 * 1.2, 0.01);  // 30 moves left, full board
    EXPECT_GT(ending.target_budget(), opening.target_budget());
    EXPECT_LE(opening.hard_budget(), 60 * 0.25);
    EXPECT_GE(opening.hard_budget(), opening.target_budget());
}

TEST(TimeManager, NoIterationStartsLateInTheTarget) {
    // Iterations grow faster with a full board: the next one is not begun past 40 % of
    // the target then, past 80 % with an empty board.
    SearchLimits limits;
    limits.time = 60;
    const TimeManager opening(limits, 40), ending(limits, 0);
    EXPECT_NEAR(opening.soft_budget(), 0.4 * opening.target_budget(), 1e-9);
    EXPECT_NEAR(ending.soft_budget(), 0.8 * ending.target_budget(), 1e-9);
}

TEST(TimeManager, TheIncrementComesBeforeTheMove) {
    SearchLimits limits;
    limits.time = 0.2;
    limits.increment = 1.0;  // 1.2 s available now: more than the clock shows
    const TimeManager tm(limits, 40);
    EXPECT_GT(tm.hard_budget(), 0.2);
    EXPECT_LT(tm.hard_budget(), 1.2);
}

TEST(TimeManager, ALongSuddenDeathGameKeepsTimeForItsEnd) {
    // 150 moves on a 3 s clock, each spending its soft budget (where the search stops
    // iterating), with the board emptying: time must remain for the last moves (with
    // ten moves planned in the ending, Kabe flagged at move 141 of such a game).
    double clock = 3.0;
    for (int move = 0; move < 150; ++move) {
        SearchLimits limits;
        limits.time = clock;
        clock -= TimeManager(limits, std::max(4, 40 - move / 3)).soft_budget();
    }
    EXPECT_GT(clock, 0.015);
}

TEST(TimeManager, NeverPlansBeyondTheClock) {
    for (double time : {0.0, 0.01, 0.1, 1.0, 10.0, 1000.0}) {
        for (int moves : {1, 2, 10, 40}) {
            SearchLimits limits;
            limits.time = time;
            limits.moves_to_go = moves;
            const TimeManager tm(limits, 20);
            EXPECT_LE(tm.hard_budget(), time) << time << " s, " << moves << " moves";
            EXPECT_LE(tm.soft_budget(), tm.target_budget()) << time << " s, " << moves << " moves";
            EXPECT_LE(tm.target_budget(), tm.hard_budget()) << time << " s, " << moves << " moves";
            EXPECT_GE(tm.soft_budget(), 0.0);
        }
    }
}

TEST(TimeManager, TheLastMoveBeforeTheControlKeepsHalfTheClock) {
    SearchLimits limits;
    limits.time = 10;
    limits.moves_to_go = 1;
    EXPECT_LE(TimeManager(limits, 30).hard_budget(), 5.0);
}

TEST(TimeManager, ClockFieldsWinOverMoveTime) {
    SearchLimits limits;
    limits.move_time = 50;
    limits.time = 3;
    EXPECT_LT(TimeManager(limits, 40).hard_budget(), 3.0);
}

TEST(TimeManager, InfiniteAndUnlimitedSearchesAreUntimed) {
    SearchLimits infinite;
    infinite.infinite = true;
    infinite.move_time = 1;
    EXPECT_FALSE(TimeManager(infinite, 40).timed());
    EXPECT_FALSE(TimeManager(SearchLimits{}, 40).timed());
}

TEST(TimeManager, PonderingIgnoresTimeUntilThePonderHit) {
    SearchLimits limits;
    limits.ponder = true;
    limits.move_time = 0.0;  // already spent
    TimeManager tm(limits, 40);
    EXPECT_FALSE(tm.past_hard());
    tm.ponder_hit();
    EXPECT_TRUE(tm.past_hard());
}

}  // namespace
}  // namespace kabe
