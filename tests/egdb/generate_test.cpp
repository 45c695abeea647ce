// The generator against well-known endings, and its mirror. The checks against the rules
// (verify), against iterated forward passes and against Kabe's own search take minutes
// under the sanitizers: they are in slow_test.cpp (Release only).

#include "egdb/generate.hpp"

#include <gtest/gtest.h>

#include "built_stores.hpp"
#include "movegen/notation.hpp"

namespace kabe::egdb {
namespace {

using test::international;
using test::russian;
using test::value;

// The rounds of the retrograde analysis read a frontier of positions in index order and
// leave it empty for the round after; its memory is fixed by the slice's size.
TEST(EgdbFrontier, DrainsInIndexOrderAndEmpties) {
    Frontier f(1000);
    EXPECT_TRUE(f.empty());
    EXPECT_EQ(f.words(), 16u);
    // As the generator's threads do: each marks in its own words or adds to any word
    // shared, counts what it added, and one tells the frontier.
    for (std::uint64_t i : {999u, 64u, 0u}) f.mark(i);
    for (std::uint64_t i : {63u, 500u}) f.add_shared(i);
    f.added(5);
    EXPECT_FALSE(f.empty());
    std::vector<std::uint64_t> seen;
    const auto record = [&](std::uint64_t i) { seen.push_back(i); };
    f.drain_words(0, 8, record);  // one thread's part, then the other's
    EXPECT_EQ(seen, (std::vector<std::uint64_t>{0, 63, 64, 500}));
    f.drain_words(8, f.words(), record);
    f.emptied();
    EXPECT_EQ(seen, (std::vector<std::uint64_t>{0, 63, 64, 500, 999}));
    EXPECT_TRUE(f.empty());
    seen.clear();
    f.drain_words(0, f.words(), record);  // drained words are left empty
    EXPECT_TRUE(seen.empty());
    EXPECT_EQ(Frontier::bytes_for(1000), 16u * 8u);
    // Two code tables of 2 bits, a move count and four frontiers for 1000 positions a side.
    EXPECT_EQ(build_work_bytes(1000), 2u * 250u + 2000u + 4u * 128u);
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

}  // namespace
}  // namespace kabe::egdb
