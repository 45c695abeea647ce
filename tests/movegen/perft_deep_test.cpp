// The published perft numbers at their deepest published depth, on two threads
// (perft_cases.hpp for International, variant_perft_cases.hpp for the others).
// Built twice (tests/CMakeLists.txt): with a hash table of subtree counts it takes
// seconds and runs in every Release test run (label "slow": not under the sanitizers);
// without one, every node is generated (label "deep": scripts/test --deep).

#include <gtest/gtest.h>

#include <memory>

#include "movegen/perft.hpp"
#include "movegen/variants.hpp"
#include "perft_cases.hpp"
#include "test_util.hpp"
#include "variant_perft_cases.hpp"

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

class VariantPerftDeep : public ::testing::TestWithParam<VariantPerftCase> {};

TEST_P(VariantPerftDeep, MatchesTheDeepestPublishedDepth) {
    const VariantPerftCase& c = GetParam();
    std::unique_ptr<PerftTable> table;
    if (KABE_PERFT_HASHED) table = std::make_unique<PerftTable>(256);
    dispatch_variant(c.variant, [&](auto rules) {
        using Rules = decltype(rules);
        const auto pos =
            c.fen == "start" ? Position<Rules>::start() : Notation<Rules>::parse_fen(c.fen);
        const int depth = static_cast<int>(c.nodes.size());
        EXPECT_EQ(perft(pos, depth, c.duplicates, 2, table.get()), c.nodes[depth - 1]);
    });
}

INSTANTIATE_TEST_SUITE_P(Variants, VariantPerftDeep, ::testing::ValuesIn(variant_perft_cases()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace kabe::test
