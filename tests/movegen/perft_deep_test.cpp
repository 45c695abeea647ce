// The published perft numbers beyond the quick depths (label "deep": scripts/test --deep).
// Two threads and a hash table, as a user would run them; the counts are exact either way.

#include <gtest/gtest.h>

#include "movegen/perft.hpp"
#include "perft_cases.hpp"
#include "test_util.hpp"

namespace kabe::test {
namespace {

class PublishedPerftDeep : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PublishedPerftDeep, MatchesTheDeepestPublishedDepth) {
    const PerftCase& c = GetParam();
    const auto pos = N::parse_fen(c.fen);
    PerftTable table(256);
    const int depth = static_cast<int>(c.nodes.size());
    EXPECT_EQ(perft(pos, depth, c.duplicates, 2, &table), c.nodes[depth - 1]);
}

INSTANTIATE_TEST_SUITE_P(International, PublishedPerftDeep, ::testing::ValuesIn(perft_cases()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace kabe::test
