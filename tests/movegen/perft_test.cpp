// Published perft numbers at the depths that run in every test run; the rest are in
// perft_deep_test.cpp (label "deep").

#include "movegen/perft.hpp"

#include <gtest/gtest.h>

#include "perft_cases.hpp"
#include "test_util.hpp"

namespace kabe::test::perft_test {
namespace {

class PublishedPerft : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PublishedPerft, MatchesEveryDepthUpToTheQuickDepth) {
    const PerftCase& c = GetParam();
    const auto pos = N::parse_fen(c.fen);
    for (int depth = 1; depth <= c.quick_depth; ++depth)
        ASSERT_EQ(perft(pos, depth, c.duplicates), c.nodes[depth - 1]) << "depth " << depth;
}

INSTANTIATE_TEST_SUITE_P(International, PublishedPerft, ::testing::ValuesIn(perft_cases()),
                         [](const auto& info) { return info.param.name; });

TEST(Perft, ThreadsAndHashGiveTheSameCounts) {
    const auto pos =
        N::parse_fen("W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");
    PerftTable table(4);
    // Woldouby perft(11) = 377 436 (perft.md §3.1).
    EXPECT_EQ(perft(pos, 11, Duplicates::drop, 2, nullptr), 377436u);
    EXPECT_EQ(perft(pos, 11, Duplicates::drop, 1, &table), 377436u);
    EXPECT_EQ(perft(pos, 11, Duplicates::drop, 2, &table), 377436u);  // warm shared table
    const auto start = Position<Intl>::start();
    EXPECT_EQ(perft(start, 7, Duplicates::drop, 3, &table), 1049442u);
}

TEST(Perft, DivideSumsToPerft) {
    const auto start = Position<Intl>::start();
    std::uint64_t total = 0;
    const auto divide = perft_divide(start, 5);
    for (const auto& [move, nodes] : divide) total += nodes;
    EXPECT_EQ(divide.size(), 9u);
    EXPECT_EQ(total, 27117u);  // perft.md §2.1
}

TEST(Perft, DepthZeroIsOneAndATerminalPositionCountsZero) {
    // perft.md §1.1 (dctl's definition): a position without moves before the horizon adds 0.
    EXPECT_EQ(perft(N::parse_fen("W:W31:B1"), 0), 1u);
    EXPECT_EQ(perft(N::parse_fen("W:W:B1"), 3), 0u);
}

// The 128-bit bitboard (the word for boards beyond 64 bits) must count exactly like the
// 64-bit one on the same rules.
struct International128 : International {
    using Word = Uint128;
};

TEST(Perft, HundredTwentyEightBitWordsCountTheSame) {
    using N128 = Notation<International128>;
    for (const auto& c : perft_cases()) {
        const auto pos = N128::parse_fen(c.fen);
        const int depth = std::min(c.quick_depth, 6);
        EXPECT_EQ(perft(pos, depth, c.duplicates), c.nodes[depth - 1]) << c.name;
    }
}

}  // namespace
}  // namespace kabe::test::perft_test
