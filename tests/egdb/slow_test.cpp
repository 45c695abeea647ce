// The endgame database's long checks (label slow: Release only, not under the
// sanitizers): every index of every 4-piece International slice, 4 kings against 1 king
// (a 5-piece slice of 21 million positions, about half a minute to build), and the search
// against 4-piece slices with men (promotions inside the material's family).

#include <gtest/gtest.h>

#include <random>

#include "egdb/generate.hpp"
#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace kabe::egdb {
namespace {

TEST(EgdbSlow, EveryIndexOfEveryFourPieceSliceRoundTrips) {
    for (const Material& m : materials_up_to(4)) {
        if (m.pieces() < 4) continue;
        const SliceIndex<International> index(m);
        for (std::uint64_t i = 0; i < index.size(); ++i) {
            const auto pos = index.unrank(i, Color::white);
            ASSERT_EQ(SliceIndex<International>::material_of(pos), m);
            ASSERT_EQ(index.rank(pos), i) << m.digits();
        }
    }
}

// Four kings beat one, wherever they stand: every position with the four to move and no
// capture pending for either side is won.
TEST(EgdbSlow, FourKingsBeatOne) {
    SliceStore<International> store;
    const Material four_v_one{0, 4, 0, 1};
    build_with_dependencies(store, four_v_one);
    const auto* e = store.find(four_v_one);
    ASSERT_TRUE(e);
    std::uint64_t quiet = 0;
    for (std::uint64_t i = 0; i < e->index.size(); ++i) {
        const auto pos = e->index.unrank(i, Color::white);
        if (must_capture(pos) || opponent_threatens(pos)) continue;
        ++quiet;
        ASSERT_EQ(e->tables[0].get(i), Code::win) << Notation<International>::to_fen(pos);
    }
    EXPECT_EQ(quiet, 4'084'806u);
    // The lone king on the long diagonal, which holds against three kings, loses to four.
    const auto pos = Notation<International>::parse_fen("W:WK1,K2,K3,K4:BK28");
    EXPECT_EQ(store.code(pos), Code::win);
    EXPECT_EQ(store.code(Notation<International>::parse_fen("B:WK1,K2,K3,K4:BK28")), Code::loss);
}

// Where the search proves a result, the database agrees (as in generate_test.cpp, here on
// 2 men and a king against a king, and what it promotes into).
TEST(EgdbSlow, AgreesWithTheSearchOnMenAndKings) {
    SliceStore<International> store;
    build_with_dependencies(store, {2, 1, 0, 1});
    std::mt19937_64 random(4);
    TranspositionTable tt(8);
    Searcher<International> searcher(tt);
    searcher.set_patterns(nullptr);
    int proved = 0;
    for (const Material m : {Material{2, 1, 0, 1}, Material{1, 2, 0, 1}}) {
        const auto* e = store.find(m);
        ASSERT_TRUE(e);
        for (int n = 0; n < 120; ++n) {
            const Color side = n % 2 ? Color::black : Color::white;
            const auto pos = e->index.unrank(random() % e->index.size(), side);
            SearchLimits limits;
            limits.depth = 9;
            tt.clear();
            const auto r =
                searcher.run({pos, DrawClock<International>::starting_at(pos), {}}, limits);
            if (!score::is_win_or_loss(r.score)) continue;
            ++proved;
            EXPECT_EQ(store.code(pos), r.score > 0 ? Code::win : Code::loss)
                << Notation<International>::to_fen(pos) << " search score " << r.score;
        }
    }
    EXPECT_GT(proved, 30);
}

}  // namespace
}  // namespace kabe::egdb
