// Brazilian draughts: the FMJD rules on 8x8 (rules.md §2.2).

#include <gtest/gtest.h>

#include <cstdint>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::brazilian_test {
namespace {

using B = Notation<Brazilian>;

// Start position, both conventions (perft.md §2.5; source: dctl test/src/algo/traversal/
// initial/board_08x08.cpp L25 (K) and L26 (D), first derived on the Russian Shashki forum,
// shashki.com t=627 start=78).
TEST(Brazilian, StartPositionPerftBothConventions) {
    const auto start = Position<Brazilian>::start();
    EXPECT_EQ(B::to_fen(start), B::to_fen(B::parse_fen("W:W21-32:B1-12")));
    const std::uint64_t drop[] = {7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766};
    const std::uint64_t keep[] = {7, 49, 302, 1469, 7473, 37628, 187302, 907836, 4431847};
    for (int depth = 1; depth <= 9; ++depth) {
        EXPECT_EQ(perft(start, depth, Duplicates::drop), drop[depth - 1]) << "depth " << depth;
        EXPECT_EQ(perft(start, depth, Duplicates::keep), keep[depth - 1]) << "depth " << depth;
    }
}

TEST(Brazilian, AManPassingTheBackRowInACaptureStaysAMan) {
    // rules.md §2.2: W:Wd6:Be7,g7 -> d6xf8xh6 and the piece on h6 is still a man. In numbers
    // (scheme A on 8x8: b8 = 1, d6 = 10, e7 = 7, g7 = 8, f8 = 3, h6 = 12).
    const auto pos = B::parse_fen("W:W10:B7,8");
    MoveList<Brazilian::Word> moves;
    generate_moves(pos, moves);
    ASSERT_EQ(moves.size(), 1);
    EXPECT_EQ(B::format_pdn(pos, moves[0]), "d6xf8xh6");  // Brazilian PDN is algebraic
    EXPECT_FALSE(moves[0].promotes);
    const auto after = pos.after(moves[0]);
    EXPECT_TRUE(after.kings().empty());
    EXPECT_EQ(B::to_fen(after), "B:W12:B");
}

TEST(Brazilian, MajorityCaptureAndFlyingKingsAsInInternational) {
    // The king on 29 (a1) flies up the long diagonal over 25 (b2); landing on 22, 18 or
    // 15 takes one man, but from 18 (d4) it can turn and take 14 (c5) too, landing on 9 or
    // 5: only those two-piece captures are legal.
    const auto pos = B::parse_fen("W:WK29:B25,14");
    MoveList<Brazilian::Word> moves;
    generate_moves(pos, moves);
    ASSERT_EQ(moves.size(), 2);
    for (const auto& m : moves) EXPECT_EQ(m.captured.count(), 2) << B::format_pdn(pos, m);
}

}  // namespace
}  // namespace kabe::brazilian_test
