// The endgame database's long checks (label slow: Release only, not under the
// sanitizers): every index of every 4-piece International slice, 4 kings against 1 king
// (a 5-piece slice of 21 million positions, about half a minute to build), the search
// against 4-piece slices with men (promotions inside the material's family), and the
// slices of up to 3 pieces against the rules (verify), against iterated forward passes
// and against the search (about two minutes of the sanitizer run before they moved here).

#include <gtest/gtest.h>

#include <random>

#include "built_stores.hpp"
#include "egdb/generate.hpp"
#include "egdb/verify.hpp"
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

using test::built;
using test::international;
using test::russian;

TEST(EgdbGenerate, EveryValueFollowsFromTheMoves) {
    VerifyCounts counts;
    for (const Material& m : international().materials())
        verify_material(international(), m, counts, "international");
    for (const Material& m : russian().materials())
        verify_material(russian(), m, counts, "russian");
    EXPECT_EQ(counts.errors, 0u) << (counts.examples.empty() ? "" : counts.examples[0]);
    EXPECT_GT(counts.wins, 0u);
    EXPECT_GT(counts.losses, 0u);
    EXPECT_GT(counts.draws, 0u);
}

// The least fixed point by brute force, every material of up to 3 pieces and its mirror
// built on its own: look at every unsettled position again until nothing changes. Slow,
// but it shares nothing with the retrograde rounds or the mirror.
template <class Rules>
void expect_forward_passes_agree() {
    SliceStore<Rules> reference(false);
    for (const Material& m : materials_up_to(3)) {
        const std::uint64_t size = SliceIndex<Rules>(m).size();
        auto& entry = reference.add(m, CodeTable(size), CodeTable(size));
        for (bool changed = true; changed;) {
            changed = false;
            for (Color side : {Color::white, Color::black})
                for (std::uint64_t i = 0; i < size; ++i) {
                    if (entry.tables[index(side)].get(i) != Code::unknown) continue;
                    const auto pos = entry.index.unrank(i, side);
                    MoveList<typename Rules::Word> moves;
                    generate_moves(pos, moves);
                    bool all_win = true, any_loss = false;
                    for (const auto& mv : moves) {
                        const Code c = reference.code(pos.after(mv));
                        any_loss |= c == Code::loss;
                        all_win &= c == Code::win;
                    }
                    if (!any_loss && !all_win) continue;
                    entry.tables[index(side)].set(i, any_loss ? Code::win : Code::loss);
                    changed = true;
                }
        }
        for (CodeTable& table : entry.tables)
            for (std::uint64_t i = 0; i < size; ++i)
                if (table.get(i) == Code::unknown) table.set(i, Code::draw);
    }
    const auto& store = built<Rules>(3);
    for (const Material& m : materials_up_to(3)) {
        const auto* entry = reference.find(m);
        for (Color side : {Color::white, Color::black})
            for (std::uint64_t i = 0; i < entry->index.size(); ++i) {
                const auto pos = entry->index.unrank(i, side);
                ASSERT_EQ(store.code(pos), entry->tables[index(side)].get(i))
                    << m.digits() << ' ' << Notation<Rules>::to_fen(pos);
            }
    }
}

TEST(EgdbGenerate, AgreesWithIteratedForwardPasses) {
    expect_forward_passes_agree<International>();
    expect_forward_passes_agree<English>();
}

// Where Kabe's search proves a result (a win or loss it sees to the end), the database
// must give the same: the search's counted draws only ever turn wins into draws, never a
// draw into a win.
template <class Rules>
void expect_search_agrees(const SliceStore<Rules>& db, int samples, int depth) {
    std::mt19937_64 random(17);
    TranspositionTable tt(8);
    Searcher<Rules> searcher(tt);
    searcher.set_patterns(nullptr);
    int proved = 0;
    for (const Material& m : db.materials()) {
        const auto* e = db.find(m);
        for (int n = 0; n < samples; ++n) {
            const Color side = n % 2 ? Color::black : Color::white;
            const auto pos = e->index.unrank(random() % e->index.size(), side);
            SearchLimits limits;
            limits.depth = depth;
            tt.clear();
            const auto r = searcher.run({pos, DrawClock<Rules>::starting_at(pos), {}}, limits);
            if (!score::is_win_or_loss(r.score)) continue;
            ++proved;
            const Wdl expected = r.score > 0 ? Wdl::win : Wdl::loss;
            EXPECT_EQ(wdl_of(db.code(pos)), expected)
                << Notation<Rules>::to_fen(pos) << " search score " << r.score;
        }
    }
    EXPECT_GT(proved, samples) << "too few positions proved to compare";
}

TEST(EgdbGenerate, AgreesWithTheSearchWhereItProvesAResult) {
    expect_search_agrees(international(), 12, 8);
    expect_search_agrees(russian(), 12, 8);
}

}  // namespace
}  // namespace kabe::egdb
