// The generator against the rules (verify), against a slow independent method (iterated
// forward passes), against well-known endings and against Kabe's own search.

#include "egdb/generate.hpp"

#include <gtest/gtest.h>

#include <random>

#include "egdb/verify.hpp"
#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace kabe::egdb {
namespace {

// Every slice up to `pieces`, and `extra` with what it needs, built once per variant.
template <class Rules>
const SliceStore<Rules>& built(int pieces, Material extra = {}) {
    static SliceStore<Rules> store;
    static bool done = false;
    if (!done) {
        for (const Material& m : materials_to_build<Rules>(pieces)) build_material(store, m);
        if (extra.pieces()) build_with_dependencies(store, extra);
        done = true;
    }
    return store;
}

const SliceStore<International>& international() {
    return built<International>(3, {0, 3, 0, 1});
}
const SliceStore<Russian>& russian() {
    return built<Russian>(3, {0, 3, 0, 1});
}

template <class Rules>
Wdl value(const SliceStore<Rules>& store, std::string_view fen) {
    const Code c = store.code(Notation<Rules>::parse_fen(fen));
    EXPECT_NE(c, Code::unknown) << fen;
    return wdl_of(c);
}

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

TEST(EgdbMirror, TurnsTheBoardAndSwapsTheColours) {
    using N = Notation<International>;
    EXPECT_EQ(N::to_fen(mirrored(N::parse_fen("W:WK28:BK3"))), "B:WK48:BK23");
    EXPECT_EQ(N::to_fen(mirrored(N::parse_fen("W:W6:B15"))), "B:W36:B45");
    const auto pos = N::parse_fen("B:W6,K31:B15,K50");
    EXPECT_EQ(mirrored(mirrored(pos)), pos);
    // One of each mirrored pair is kept: of the 16 materials of up to 3 pieces, the two
    // that are their own mirror (0101, 1010) and one of each of the 7 pairs.
    EXPECT_EQ(materials_to_build<International>(3).size(), 9u);
    EXPECT_TRUE(kept_of_pair({0, 2, 0, 1}));
    EXPECT_FALSE(kept_of_pair({0, 1, 0, 2}));
    EXPECT_TRUE(kept_of_pair({1, 0, 0, 2}));  // a man is worth more to the index
}

TEST(EgdbKnownEndings, OneKingAgainstOneKingIsDrawn) {
    const auto& db = international();
    EXPECT_EQ(value(db, "W:WK28:BK3"), Wdl::draw);
    EXPECT_EQ(value(db, "B:WK28:BK3"), Wdl::draw);
    EXPECT_EQ(value(db, "W:WK46:BK37"), Wdl::win);  // unless one takes the other at once
}

// International: three kings do not beat a king that holds the long diagonal (5-46).
// Unlike the 8x8 games (below), holding the long diagonal themselves does not win for
// the three on 10x10 either: of the 3-kings-v-1 positions with the three to move, no
// capture pending for either side, a king of the three on 5-46 and the lone king off
// it, the database finds only 19,512 won and 109,332 drawn (lone king on neither the long
// diagonal nor a double diagonal; 26,660 of 204,208 counting those), the wins being
// tactics. The FMJD's 16-move rule exists for these tricks.
TEST(EgdbKnownEndings, ThreeKingsDoNotBeatAKingOnTheLongDiagonal) {
    const auto& db = international();
    EXPECT_EQ(value(db, "W:WK1,K2,K3:BK28"), Wdl::draw);
    EXPECT_EQ(value(db, "B:WK1,K2,K3:BK28"), Wdl::draw);
    EXPECT_EQ(value(db, "W:WK47,K48,K49:BK46"), Wdl::draw);
    EXPECT_EQ(value(db, "W:WK46,K1,K2:BK25"), Wdl::draw);  // the three hold it: still a draw
    EXPECT_EQ(value(db, "W:WK1,K3,K5:BK46"), Wdl::win);    // the lone king shut in its corner
}

// Russian (and Brazilian, Pool): three kings holding the main road a1-h8 beat a king
// that is off it (Petrov's triangle); a king on the main road holds the draw.
TEST(EgdbKnownEndings, ThreeKingsOnTheMainRoadWinIn8x8) {
    const auto& db = russian();
    EXPECT_EQ(value(db, "W:WKa1,Kc1,Ke1:BKh2"), Wdl::win);
    EXPECT_EQ(value(db, "B:WKa1,Kc1,Ke1:BKh2"), Wdl::loss);
    EXPECT_EQ(value(db, "W:WKb2,Ka3,Kc1:BKg3"), Wdl::win);
    EXPECT_EQ(value(db, "W:WKa3,Kc1,Ke1:BKd4"), Wdl::draw);
    EXPECT_EQ(value(db, "B:WKa3,Kc1,Ke1:BKd4"), Wdl::draw);
}

TEST(EgdbKnownEndings, AManRunsToPromotionAndTheKingWins) {
    const auto& db = international();
    // 6-1 crowns; the new king catches the black man, five rows from its promotion row.
    EXPECT_EQ(value(db, "W:W6:B15"), Wdl::win);
    EXPECT_EQ(value(db, "B:W6:B15"), Wdl::loss);
    // The black king on 45 stops nothing and takes nothing: 6-1 and a king each, drawn.
    EXPECT_EQ(value(db, "W:W6:BK45"), Wdl::draw);
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
