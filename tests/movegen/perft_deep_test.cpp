// The published perft numbers at their deepest published depth, on two threads
// (International's positions, Frisian's start position).
// Built twice (tests/CMakeLists.txt): with a hash table of subtree counts it takes
// seconds and runs in every Release test run (label "slow": not under the sanitizers);
// without one, every node is generated (label "deep": scripts/test --deep).

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <utility>

#include "movegen/perft.hpp"
#include "perft_cases.hpp"
#include "test_util.hpp"

namespace kabe::test {
namespace {

class PublishedPerftDeep : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PublishedPerftDeep, MatchesTheDeepestPublishedDepth) {
    const PerftCase& c = GetParam();
    const auto pos = N::parse_fen(c.fen);
    std::unique_ptr<PerftTable> table;
    if (KABE_PERFT_HASHED) table = std::make_unique<PerftTable>(256);
    const int depth = static_cast<int>(c.nodes.size());
    EXPECT_EQ(perft(pos, depth, c.duplicates, 2, table.get()), c.nodes[depth - 1]);
}

INSTANTIATE_TEST_SUITE_P(International, PublishedPerftDeep, ::testing::ValuesIn(perft_cases()),
                         [](const auto& info) { return info.param.name; });

// Frisian's start position at depth 11, both conventions (perft.md §2.2; dctl test/src/
// algo/traversal/initial/board_10x10.cpp L52 (K) and L53 (D)). The key includes the
// king-move runs, so the table cannot mix positions the limit tells apart.
TEST(FrisianPerftDeep, StartPositionAtDepth11) {
    const auto start = Position<Frisian>::start();
    const std::pair<Duplicates, std::uint64_t> expected[] = {{Duplicates::drop, 491186430},
                                                             {Duplicates::keep, 521287205}};
    for (const auto& [duplicates, nodes] : expected) {
        std::unique_ptr<PerftTable> table;
        if (KABE_PERFT_HASHED) table = std::make_unique<PerftTable>(256);
        EXPECT_EQ(perft(start, 11, duplicates, 2, table.get()), nodes);
    }
}

}  // namespace
}  // namespace kabe::test
