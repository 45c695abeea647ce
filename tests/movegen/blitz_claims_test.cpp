// The claimable draws of the Estonian blitz rules, clause 12 (rules.md §3.3): counted by
// the draw clock under the blitz rule set, never under the standard one.

#include "movegen/blitz_claims.hpp"

#include <gtest/gtest.h>

#include "movegen/draw_rules.hpp"
#include "test_util.hpp"

namespace kabe::test::blitz_claims_test {
namespace {

using Clock = DrawClock<Intl>;

struct Played {
    Position<Intl> pos;
    Clock clock;
    DrawClaim claim() const { return clock.claim(pos); }
};

// Plays `moves` (PDN) from `fen` with the blitz claims counted (or not).
Played play(const std::string& fen, const std::vector<std::string>& moves, bool blitz = true) {
    Played p{N::parse_fen(fen), {}};
    p.clock = Clock::starting_at(p.pos, blitz);
    for (const auto& text : moves) {
        const auto m = N::parse_move(p.pos, text);
        const auto next = p.pos.after(m);
        p.clock = p.clock.after(p.pos, m, next);
        p.pos = next;
    }
    return p;
}

// `cycle` repeated to `plies` moves.
std::vector<std::string> repeat(const std::vector<std::string>& cycle, int plies) {
    std::vector<std::string> out;
    for (int i = 0; i < plies; ++i) out.push_back(cycle[i % cycle.size()]);
    return out;
}

// The main road of 10x10 is 46-5 (rules.md §3.1): Black's lone king walks it against three
// white kings far from it.
const std::string lone_on_road = "B:WK1,K2,K3:BK46";

TEST(BlitzClaims, MainRoadAfterThreeMovesOfTheLoneKing) {  // 12(a-b)
    EXPECT_EQ(play(lone_on_road, {}).claim(), DrawClaim::none);
    EXPECT_EQ(play(lone_on_road, {"46-41", "1-7", "41-37", "7-1"}).claim(), DrawClaim::none);
    const Played p = play(lone_on_road, {"46-41", "1-7", "41-37", "7-1", "37-41", "1-7"});
    EXPECT_EQ(p.clock.claims.road_moves, 3);
    EXPECT_EQ(p.claim(), DrawClaim::main_road);
    // Only the side to move claims (the claimant's moves made, at its turn).
    EXPECT_EQ(play(lone_on_road, {"46-41", "1-7", "41-37", "7-1", "37-41"}).claim(),
              DrawClaim::none);
}

TEST(BlitzClaims, LeavingTheMainRoadStartsItsCountAgain) {  // 12(b)
    const auto moves =
        std::vector<std::string>{"46-41", "1-7", "41-36", "7-1", "36-41", "1-7", "41-37", "7-1"};
    EXPECT_EQ(play(lone_on_road, moves).clock.claims.road_moves, 2);
    EXPECT_EQ(play(lone_on_road, moves).claim(), DrawClaim::none);
    auto more = moves;
    more.insert(more.end(), {"37-41", "1-7"});
    EXPECT_EQ(play(lone_on_road, more).claim(), DrawClaim::main_road);
}

TEST(BlitzClaims, TheLoneKingMustStillHoldTheRoadWhenItClaims) {  // 12(a-b)
    // The counts say three moves on the road, but a white king stands on it too now.
    Played p = play("B:WK1,K2,K5:BK46", {});
    p.clock.claims.road_moves = 3;
    p.clock.claims.lone_moves = 3;
    EXPECT_EQ(p.claim(), DrawClaim::none);
    p.pos = N::parse_fen("B:WK1,K2,K4:BK46");
    EXPECT_EQ(p.claim(), DrawClaim::main_road);
}

TEST(BlitzClaims, LoneKingOffTheRoadAfterFifteenMoves) {  // 12(c)
    const std::string fen = "B:WK1,K2,K3:BK36";           // 36 and 31 are off the main road
    const std::vector<std::string> cycle = {"36-31", "1-7", "31-36", "7-1"};
    EXPECT_EQ(play(fen, repeat(cycle, 28)).claim(), DrawClaim::none);  // 14 moves of Black
    const Played p = play(fen, repeat(cycle, 30));
    EXPECT_EQ(p.clock.claims.lone_moves, 15);
    EXPECT_EQ(p.claim(), DrawClaim::lone_king);
    // The strong side never may claim by (a-c).
    EXPECT_EQ(play(fen, repeat(cycle, 31)).claim(), DrawClaim::none);
}

TEST(BlitzClaims, TheLoneKingClausesNeedThreeKingsAndNothingElse) {  // 12(a-c)
    const std::vector<std::string> cycle = {"36-31", "1-7", "31-36", "7-1"};
    // Two kings, or three kings and a man, against the king: no such claim.
    EXPECT_EQ(play("B:WK1,K2:BK36", repeat(cycle, 40)).claim(), DrawClaim::none);
    EXPECT_EQ(play("B:WK1,K2,K3,50:BK36", repeat(cycle, 30)).claim(), DrawClaim::none);
    // Four kings: "at least three" (12a).
    EXPECT_EQ(play("B:WK1,K2,K3,K49:BK36", repeat(cycle, 30)).claim(), DrawClaim::lone_king);
}

TEST(BlitzClaims, ACaptureStartsTheLoneKingCountAgain) {  // 12(a-c)
    // Black's king takes the man on 41 and is then alone against four kings.
    const Played p = play("B:WK1,K2,K3,K4,41:BK46", {"46x37"});
    EXPECT_EQ(p.clock.claims.lone_side, 2);  // Black, 1 + Color::black
    EXPECT_EQ(p.clock.claims.lone_moves, 0);
}

TEST(BlitzClaims, EitherSideAfterThirtyMovesOfUnchangedMenAndKings) {  // 12(d)
    const std::string fen = "W:WK50,30:BK5,21";  // kings shuttle, the men stand
    const std::vector<std::string> cycle = {"50-45", "5-10", "45-50", "10-5"};
    EXPECT_EQ(play(fen, repeat(cycle, 59)).claim(), DrawClaim::none);
    EXPECT_EQ(play(fen, repeat(cycle, 60)).claim(), DrawClaim::balance);  // White to move
    EXPECT_EQ(play(fen, repeat(cycle, 61)).claim(), DrawClaim::balance);  // Black to move
    // A man move keeps the number and the value of the pieces: the count goes on.
    auto with_man_move = repeat(cycle, 58);
    with_man_move.insert(with_man_move.end(), {"30-25", "10-5"});
    EXPECT_EQ(play(fen, with_man_move).claim(), DrawClaim::balance);
}

TEST(BlitzClaims, TheBalanceClauseNeedsMenAndKingsOnTheBoard) {  // 12(d)
    const std::vector<std::string> cycle = {"50-45", "5-10", "45-50", "10-5"};
    EXPECT_EQ(play("W:WK50,K30:BK5,K21", repeat(cycle, 80)).claim(), DrawClaim::none);
    EXPECT_EQ(play("W:W50,31,30:B5,6,7", {}, true).claim(), DrawClaim::none);
}

TEST(BlitzClaims, ACaptureOrAPromotionStartsTheBalanceCountAgain) {  // 12(d)
    EXPECT_EQ(play("W:WK50,30:BK5,21", {"50-45", "21-26"}).clock.claims.balance_plies, 2);
    EXPECT_EQ(play("W:WK50,30:BK5,24", {"30x19"}).clock.claims.balance_plies, 0);
    EXPECT_EQ(play("W:WK50,6:BK45,30", {"6-1"}).clock.claims.balance_plies, 0);
}

TEST(BlitzClaims, TheStandardRulesCountNoClaims) {
    const std::vector<std::string> cycle = {"50-45", "5-10", "45-50", "10-5"};
    EXPECT_EQ(play("W:WK50,30:BK5,21", repeat(cycle, 60), false).claim(), DrawClaim::none);
}

TEST(BlitzClaims, OnlyDraughtsWithKingsAndAMainRoad) {
    static_assert(BlitzClaims<International>::possible);
    static_assert(BlitzClaims<Russian>::possible);
    static_assert(!BlitzClaims<RussianGiveaway>::possible);
    static_assert(!BlitzClaims<Breakthrough>::possible);
    static_assert(!BlitzClaims<Turkish>::possible);
    static_assert(!BlitzClaims<Tablut>::possible);
}

TEST(BlitzClaims, TheRussianMainRoadIsA1H8) {  // 12(a-b) on 8x8
    using R = Notation<Russian>;
    auto pos = R::parse_fen("B:WKa7,Kb8,Kc7:BKa1");  // the road: a1 b2 c3 d4 e5 f6 g7 h8
    auto clock = DrawClock<Russian>::starting_at(pos, true);
    for (const char* text : {"a1-b2", "a7-b6", "b2-c3", "b6-a7", "c3-b2", "a7-b6"}) {
        const auto m = R::parse_move(pos, text);
        const auto next = pos.after(m);
        clock = clock.after(pos, m, next);
        pos = next;
    }
    EXPECT_EQ(clock.claim(pos), DrawClaim::main_road);
}

}  // namespace
}  // namespace kabe::test::blitz_claims_test
