// The counted draw rules of FMJD art. 6.2-6.4 (rules.md §2.1).

#include "movegen/draw_rules.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace kabe::test::draw_rules_test {
namespace {

using Clock = DrawClock<Intl>;

// Plays `moves` (PDN) from `fen` and returns the clock.
Clock clock_after(const std::string& fen, std::initializer_list<const char*> moves) {
    auto pos = N::parse_fen(fen);
    Clock clock = Clock::starting_at(pos);
    for (const char* text : moves) {
        const auto m = N::parse_move(pos, text);
        const auto next = pos.after(m);
        clock = clock.after(pos, m, next);
        pos = next;
    }
    return clock;
}

TEST(LoneKingEnding, ClassifiesTheMaterialOfArticles63And64) {
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,K2,K3:BK50")), LoneKingEnding::sixteen_moves);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,K2,30:BK50")), LoneKingEnding::sixteen_moves);
    EXPECT_EQ(lone_king_ending(N::parse_fen("B:WK1,29,30:BK50")), LoneKingEnding::sixteen_moves);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,K2:BK50")), LoneKingEnding::five_moves);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,30:BK50")), LoneKingEnding::five_moves);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1:BK50")), LoneKingEnding::five_moves);
    // The lone king may be either colour.
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK50:BK1,K2,K3")), LoneKingEnding::sixteen_moves);
    // A king against men only, four pieces, or a lone man: no such rule.
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:W28,29,30:BK50")), LoneKingEnding::none);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,K2,K3,K4:BK50")), LoneKingEnding::none);
    EXPECT_EQ(lone_king_ending(N::parse_fen("W:WK1,K2:B45")), LoneKingEnding::none);
}

TEST(DrawClock, TwentyFiveKingMovesEachDraw) {
    // Kings shuttle on opposite sides of the board: 49 plies are not yet a draw, 50 are.
    const std::string fen = "W:WK50,30:BK5,21";
    Clock clock = Clock::starting_at(N::parse_fen(fen));
    auto pos = N::parse_fen(fen);
    const char* cycle[] = {"50-45", "5-10", "45-50", "10-5"};
    for (int ply = 0; ply < 50; ++ply) {
        EXPECT_FALSE(clock.is_draw()) << "ply " << ply;
        const auto m = N::parse_move(pos, cycle[ply % 4]);
        const auto next = pos.after(m);
        clock = clock.after(pos, m, next);
        pos = next;
    }
    EXPECT_EQ(clock.reversible_plies, 50);
    EXPECT_TRUE(clock.is_draw());
}

TEST(DrawClock, AManMoveOrACaptureRestartsTheKingMoveCount) {
    EXPECT_EQ(clock_after("W:WK50,30:BK5,21", {"50-45", "5-10", "45-50"}).reversible_plies, 3);
    EXPECT_EQ(clock_after("W:WK50,30:BK5,21", {"50-45", "5-10", "30-24"}).reversible_plies, 0);
    EXPECT_EQ(clock_after("W:WK50,30:BK5,21", {"50-45", "21-26"}).reversible_plies, 0);
    // A king capture restarts it too: the king on 46 takes 37 along the long diagonal.
    EXPECT_EQ(clock_after("W:WK46,30:BK5,37", {"46x28"}).reversible_plies, 0);
}

TEST(DrawClock, SixteenMoveRuleCountsFromTheCaptureThatCreatesIt) {
    // Three kings against king and man; the king on 46 takes the man: 3 kings against 1.
    const std::string fen = "W:WK1,K2,K46:BK50,41";
    Clock clock = clock_after(fen, {"46x37"});
    EXPECT_EQ(clock.ending, LoneKingEnding::sixteen_moves);
    EXPECT_EQ(clock.ending_plies, 0);  // the creating capture itself is not counted
    for (int ply = 0; ply < 32; ++ply) {
        EXPECT_FALSE(clock.is_draw()) << "ply " << ply;
        ++clock.ending_plies;
    }
    EXPECT_TRUE(clock.is_draw());
}

TEST(DrawClock, FiveMoveRuleAfterTenPlies) {
    const std::string fen = "W:WK1,K2:BK50";
    Clock clock =
        clock_after(fen, {"1-7", "50-44", "7-1", "44-50", "1-7", "50-44", "7-1", "44-50", "1-7"});
    EXPECT_EQ(clock.ending, LoneKingEnding::five_moves);
    EXPECT_EQ(clock.ending_plies, 9);
    EXPECT_FALSE(clock.is_draw());
    clock = clock_after(
        fen, {"1-7", "50-44", "7-1", "44-50", "1-7", "50-44", "7-1", "44-50", "1-7", "50-44"});
    EXPECT_TRUE(clock.is_draw());
}

TEST(DrawClock, APromotionThatKeepsTheClassKeepsCounting) {
    // King + 2 men against a king (16-move class); the man on 7 is crowned on 1 or 2:
    // 2 kings + 1 man against a king, still the 16-move class.
    Clock clock = clock_after("W:WK46,7,30:BK50", {"46-41", "50-44"});
    EXPECT_EQ(clock.ending_plies, 2);
    clock = clock_after("W:WK46,7,30:BK50", {"46-41", "50-44", "7-1"});
    EXPECT_EQ(clock.ending, LoneKingEnding::sixteen_moves);
    EXPECT_EQ(clock.ending_plies, 3);
    EXPECT_EQ(clock.reversible_plies, 0);  // a promotion is a man move
}

TEST(DrawClock, ACaptureThatChangesTheClassRestartsIt) {
    // The black man on 41 is taken: 3 kings against 1, the 16-move class.
    Clock clock = clock_after("W:WK1,K2,K46:BK50,41", {"46x37"});
    EXPECT_EQ(clock.ending, LoneKingEnding::sixteen_moves);
    // Then Black's king takes a white king: 2 kings vs 1 king, the 5-move class, from 0.
    clock = clock_after("B:WK1,K2,K28:BK50", {"50x22"});
    EXPECT_EQ(clock.ending, LoneKingEnding::five_moves);
    EXPECT_EQ(clock.ending_plies, 0);
}

}  // namespace
}  // namespace kabe::test::draw_rules_test
