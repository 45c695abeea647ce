#include <gtest/gtest.h>

#include <random>

#include "test_util.hpp"

namespace kabe::test::position_test {
namespace {

TEST(Position, StartPositionIsFmjdArticle2_8) {
    EXPECT_EQ(N::to_fen(Position<Intl>::start()),
              "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
              ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
}

TEST(Position, IncrementalKeyMatchesRecomputedKeyThroughRandomGames) {
    std::mt19937 rng(20261129);
    for (const char* start : {"start",
                              "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,"
                              "K44,K45,K46,K47,K48,K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,"
                              "K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
                              "W:W6,7,8,9,10:B41,42,43,44,45"}) {
        for (int game = 0; game < 50; ++game) {
            auto pos = N::parse_position(start);
            for (int ply = 0; ply < 200; ++ply) {
                MoveList<Intl::Word> moves;
                generate_moves(pos, moves);
                if (moves.empty()) break;
                pos = pos.after(moves[static_cast<int>(rng() % moves.size())]);
                ASSERT_EQ(pos.key(), pos.compute_key()) << N::to_fen(pos);
                ASSERT_TRUE((pos.pieces(Color::white) & pos.pieces(Color::black)).empty());
            }
        }
    }
}

TEST(Position, KeyDependsOnSideToMove) {
    EXPECT_NE(N::parse_fen("W:W31:B1").key(), N::parse_fen("B:W31:B1").key());
    EXPECT_NE(N::parse_fen("W:W31:B1").key(), N::parse_fen("W:WK31:B1").key());
}

TEST(Position, CaptureRemovesPiecesAndKings) {
    // The king on 47 takes 33, 9 and 12 (landing on 20, then 3) and ends on 26.
    const auto pos = N::parse_fen("W:WK47:B9,12,K33");
    const auto next = pos.after(N::parse_move(pos, "47x26x9x12x33"));
    EXPECT_EQ(N::to_fen(next), "B:WK26:B");
    EXPECT_EQ(next.key(), next.compute_key());
}

}  // namespace
}  // namespace kabe::test::position_test
