// The search under the blitz rule set (rules.md §3.3, clause 12): a side to move that may
// claim a draw is worth a draw at least; under the standard rules nothing changes.

#include <gtest/gtest.h>

#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace kabe {
namespace {

using N = Notation<International>;
using Pos = Position<International>;

Score score_at_depth(const RootState<International>& root, int depth) {
    TranspositionTable tt(4);
    Searcher<International> searcher(tt);
    SearchLimits limits;
    limits.depth = depth;
    return searcher.run(root, limits).score;
}

RootState<International> root_of(const std::string& fen, bool blitz) {
    const Pos pos = N::parse_position(fen);
    return {pos, DrawClock<International>::starting_at(pos, blitz), {}};
}

// White has two kings and a man against a king and a man; no capture or crowning for it
// on this move, so after it Black may claim 12(d) if 59 plies have gone unchanged.
const char* ahead = "W:WK46,K47,33:BK5,11";

TEST(BlitzSearch, TheOpponentsClaimCapsTheScoreAtADraw) {  // 12(d)
    auto standard = root_of(ahead, false);
    standard.clock.claims.balance_plies = 59;  // not counted: standard rules
    EXPECT_GT(score_at_depth(standard, 5), 100);
    auto blitz = root_of(ahead, true);
    EXPECT_GT(score_at_depth(blitz, 5), 100);  // the count has just started
    blitz.clock.claims.balance_plies = 59;
    EXPECT_EQ(score_at_depth(blitz, 5), score::draw);
}

TEST(BlitzSearch, TheClaimHoldsWithATableFilledUnderTheStandardRules) {  // 12(d)
    // The same table searched first without the claims, then with them: entries of the
    // first search must not take the claim away in the second.
    TranspositionTable tt(4);
    Searcher<International> searcher(tt);
    SearchLimits limits;
    limits.depth = 7;
    auto standard = root_of(ahead, false);
    EXPECT_GT(searcher.run(standard, limits).score, 100);
    auto blitz = root_of(ahead, true);
    blitz.clock.claims.balance_plies = 59;
    EXPECT_EQ(searcher.run(blitz, limits).score, score::draw);
}

TEST(BlitzSearch, TheLoneKingsClaimIsADrawForTheStrongSide) {  // 12(c)
    // Three kings against a king off the main road, White to move; Black has made 15
    // moves in the ending and claims at its turn.
    // (An eighth of three kings' lead: drawish material, eval/endgame.hpp.)
    auto root = root_of("W:WK1,K2,K3:BK36", true);
    EXPECT_GT(score_at_depth(root, 5), 50);
    root.clock.claims.lone_side = 2;  // Black (1 + Color::black)
    root.clock.claims.lone_moves = 15;
    EXPECT_EQ(score_at_depth(root, 5), score::draw);
}

TEST(BlitzSearch, TheSideBehindPlaysOnToItsNextClaim) {  // 12(d), either side
    // Black, behind, may claim now; the root's own claim is the caller's to make (the
    // match runner, the console), so the search scores playing on, and Black's claim at
    // its next turn still makes that a draw.
    auto root = root_of("B:WK46,K47,33:BK5,11", true);
    EXPECT_LT(score_at_depth(root, 5), -100);
    root.clock.claims.balance_plies = 60;
    EXPECT_EQ(score_at_depth(root, 5), score::draw);
}

}  // namespace
}  // namespace kabe
