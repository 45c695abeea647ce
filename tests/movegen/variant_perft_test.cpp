// Published perft numbers of the variants (variant_perft_cases.hpp), at the quick depths;
// the deepest ones are in perft_deep_test.cpp.

#include <gtest/gtest.h>

#include "movegen/perft.hpp"
#include "movegen/variants.hpp"
#include "variant_perft_cases.hpp"

namespace kabe::test::variant_perft_test {
namespace {

class VariantPerft : public ::testing::TestWithParam<VariantPerftCase> {};

TEST_P(VariantPerft, MatchesEveryDepthUpToTheQuickDepth) {
    const VariantPerftCase& c = GetParam();
    dispatch_variant(c.variant, [&](auto rules) {
        using Rules = decltype(rules);
        const auto pos =
            c.fen == "start" ? Position<Rules>::start() : Notation<Rules>::parse_fen(c.fen);
        for (int depth = 1; depth <= c.quick_depth; ++depth)
            EXPECT_EQ(perft(pos, depth, c.duplicates), c.nodes[depth - 1]) << "depth " << depth;
    });
}

INSTANTIATE_TEST_SUITE_P(Variants, VariantPerft, ::testing::ValuesIn(variant_perft_cases()),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace kabe::test::variant_perft_test
