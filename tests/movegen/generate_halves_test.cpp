// generate_compulsory_captures and generate_quiet_moves (movegen/generate.hpp), the two
// halves the search generates a node's moves with: in random games of every variant they
// give generate_moves' list, move for move and in its order (the table's move is an index
// into it), and the first says must_capture.

#include <gtest/gtest.h>

#include <random>

#include "movegen/variants.hpp"

namespace kabe::generate_halves_test {
namespace {

template <class Rules>
void check_halves(std::mt19937& rng, int& captures, int& quiet) {
    using List = MoveList<typename Rules::Word>;
    for (int game = 0; game < 8; ++game) {
        auto pos = Position<Rules>::start();
        for (int ply = 0; ply < 120; ++ply) {
            List whole, halves;
            generate_moves(pos, whole);
            const bool must = generate_compulsory_captures(pos, halves);
            ASSERT_EQ(must, must_capture(pos)) << Rules::name;
            if (must) {
                ++captures;
            } else {
                ASSERT_TRUE(halves.empty()) << Rules::name;
                generate_quiet_moves(pos, halves);
                ++quiet;
            }
            ASSERT_EQ(halves.size(), whole.size()) << Rules::name;
            for (int i = 0; i < whole.size(); ++i) ASSERT_EQ(halves[i], whole[i]) << Rules::name;
            if (whole.empty()) break;
            pos = pos.after(whole[static_cast<int>(rng() % whole.size())]);
        }
    }
}

template <class... Rules>
void check_all(VariantList<Rules...>) {
    std::mt19937 rng(20261201);
    (
        [&] {
            int captures = 0, quiet = 0;
            check_halves<Rules>(rng, captures, quiet);
            EXPECT_GT(quiet, 0) << Rules::name;
        }(),
        ...);
}

TEST(GenerateHalves, CapturesThenQuietMovesAreTheWholeListInEveryVariant) {
    check_all(AllVariants{});
}

TEST(GenerateHalves, InternationalGamesHaveBoth) {
    std::mt19937 rng(7);
    int captures = 0, quiet = 0;
    check_halves<International>(rng, captures, quiet);
    EXPECT_GT(captures, 50);
    EXPECT_GT(quiet, 200);
}

}  // namespace
}  // namespace kabe::generate_halves_test
