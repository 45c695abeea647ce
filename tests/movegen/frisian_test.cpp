// Frisian draughts (rules.md §2.19): captures in eight directions, the value rule, the
// king-move limit.

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::frisian_test {
namespace {

using F = Notation<Frisian>;
using Pos = Position<Frisian>;

// The legal moves as "from-to" / "fromxto", one entry per move.
std::multiset<std::string> moves_of(const Pos& pos, Duplicates duplicates = Duplicates::drop) {
    MoveList<Frisian::Word> moves;
    generate_moves(pos, moves, duplicates);
    std::multiset<std::string> out;
    for (const auto& m : moves)
        out.insert(std::to_string(F::number_of_bit(m.from)) + (m.is_capture() ? "x" : "-") +
                   std::to_string(F::number_of_bit(m.to)));
    return out;
}
std::multiset<std::string> moves_of(const std::string& fen) {
    return moves_of(F::parse_fen(fen));
}

// Plays moves given in PDN, checking the incremental key against one computed afresh.
Pos play(Pos pos, const std::vector<std::string>& moves) {
    for (const auto& text : moves) {
        pos = pos.after(F::parse_move(pos, text));
        EXPECT_EQ(pos.key(), pos.compute_key()) << "after " << text;
    }
    return pos;
}

using Set = std::multiset<std::string>;

TEST(Frisian, MenCaptureAlongRowsAndFilesBothWays) {
    // rules.md E12: sideways over 29, up the file over 18, backwards down it over 38.
    EXPECT_EQ(moves_of("W:W28:B29"), (Set{"28x30"}));
    EXPECT_EQ(moves_of("W:W28:B18"), (Set{"28x8"}));
    EXPECT_EQ(moves_of("W:W28:B38"), (Set{"28x48"}));
    // Nothing wraps round a row's end: 25 and 26 are neighbours in bits, not on the board
    // (25 is j6, 26 a5); a file ends at the board's edge (8 is e9, 48 is e1).
    EXPECT_EQ(moves_of("W:W25:B26"), (Set{"25-20"}));
    EXPECT_EQ(moves_of("W:W26:B25"), (Set{"26-21"}));
    EXPECT_EQ(moves_of("W:W18:B8"), (Set{"18-12", "18-13"}));
    EXPECT_EQ(moves_of("W:W38:BK48"), (Set{"38-32", "38-33"}));
}

TEST(Frisian, KingsMoveDiagonallyButCaptureInEightDirections) {
    // Down the file from 28 (e5) over 38 (e3) to 48 (e1); along the row from 26 (a5)
    // over 28 (e5) to 29 or 30; up the file from 48 (e1) over 18 (e7) to 8 (e9).
    EXPECT_EQ(moves_of("W:WK28:B38"), (Set{"28x48"}));
    EXPECT_EQ(moves_of("W:WK26:B28"), (Set{"26x29", "26x30"}));
    EXPECT_EQ(moves_of("W:WK48:B18"), (Set{"48x8"}));
    // A flying king does not wrap either: 25 ends its row, 26 (next in bits) is a5.
    for (const auto& m : moves_of("W:WK21:B25")) EXPECT_EQ(m.find('x'), std::string::npos) << m;
    // Quiet king moves stay diagonal: from 50 (i1) eight squares up to 6 (a9) and 45.
    EXPECT_EQ(moves_of("W:WK50:B1").size(), 9u);
}

TEST(Frisian, TwoKingsOutvalueThreeMenInARing) {
    // rules.md E10: 21x41 takes the kings on 27 and 37; 18x18 round 12, 8, 13 takes three
    // men and loses.
    EXPECT_EQ(moves_of("W:W18,21:B8,12,13,16,39,K27,K37"), (Set{"21x41"}));
}

TEST(Frisian, TwoMenOutvalueOneKing) {
    // rules.md E11.
    EXPECT_EQ(moves_of("W:W29:B13,23,K34,38"), (Set{"29x9"}));
}

TEST(Frisian, ValueRuleTable) {
    // From 28 one chain takes men (over 29 to 30, 20 to 10, 9 to 8, 13 to 19, 24 back to
    // 30), the other kings (over 22 to 17, 11 to 6, 16 to 26); rules.md §2.19's table.
    // 1 king against 1 man: the king.
    EXPECT_EQ(moves_of("W:W28:B29,K22"), (Set{"28x17"}));
    // 1 king against 2 men: the men.
    EXPECT_EQ(moves_of("W:W28:B20,29,K22"), (Set{"28x10"}));
    // 2 kings against 3 men: the kings.
    EXPECT_EQ(moves_of("W:W28:B9,20,29,K11,K22"), (Set{"28x6"}));
    // 2 kings against 4 men: the men.
    EXPECT_EQ(moves_of("W:W28:B9,13,20,29,K11,K22"), (Set{"28x19"}));
    // 3 kings against 5 men: the kings (pydraughts' 1.501 gets this one wrong).
    EXPECT_EQ(moves_of("W:W28:B9,13,20,24,29,K11,K16,K22"), (Set{"28x26"}));
    // 2 kings against 1 king + 2 men, both "4": the fewer kings.
    EXPECT_EQ(moves_of("W:W28:B20,29,K9,K11,K22"), (Set{"28x8"}));
}

TEST(Frisian, OnEqualValueTheKingMustCapture) {
    // FRIS 12: the man on 28 and the king on 46 can each take one man; only the king may.
    EXPECT_EQ(moves_of("W:W28,K46:B29,41"), (Set{"46x37", "46x32"}));
}

TEST(Frisian, ARingOfThreeIsOneMoveOrTwoRoutes) {
    // 18 round 12, 8 and 13 either way: the duplicates start at three pieces here.
    EXPECT_EQ(moves_of(F::parse_fen("W:W18:B8,12,13")), (Set{"18x18"}));
    EXPECT_EQ(moves_of(F::parse_fen("W:W18:B8,12,13"), Duplicates::keep), (Set{"18x18", "18x18"}));
    // The PDN path tells the routes apart and reads back.
    const auto pos = F::parse_fen("W:W18:B8,12,13");
    EXPECT_EQ(F::capture_routes(pos, F::parse_move(pos, "18x18")).size(), 2u);
    EXPECT_EQ(F::format_pdn(pos, F::parse_move(pos, "18x7x9x18")), "18x18");
}

TEST(Frisian, PdnRoutesFollowRowsAndFiles) {
    // 28x30 over 29, then up the file over 20 to 10: the path names the landing squares.
    const auto pos = F::parse_fen("W:W28:B20,29");
    const auto move = F::parse_move(pos, "28x30x10");
    EXPECT_EQ(move.captured.count(), 2);
    EXPECT_EQ(F::format_pdn(pos, move), "28x10");
}

// FRIS 17: a king may make at most three non-capturing moves in a row while its side has
// men. White: a king on 46 and a man on 45; Black's men on 1 and 2 walk down meanwhile.
TEST(Frisian, AKingMakesAtMostThreeQuietMovesInARow) {
    const auto start = F::parse_fen("W:WK46,45:B1,2");
    EXPECT_EQ(start.king_run(Color::white), 0);  // FEN carries no run
    const auto pos = play(start, {"46-41", "1-6", "41-46", "6-11", "46-41", "11-16"});
    EXPECT_EQ(pos.king_run(Color::white), 3);
    EXPECT_EQ(F::number_of_bit(pos.king_run_square(Color::white)), 41);
    // Only the man may move now, in generation and in perft's bulk count alike.
    EXPECT_EQ(moves_of(pos), (Set{"45-40"}));
    EXPECT_EQ(count_moves(pos), 1);
    EXPECT_EQ(count_quiet_moves(pos), 1);
    // A man move lifts the ban and ends the run.
    const auto after_man = play(pos, {"45-40", "2-7"});
    EXPECT_EQ(after_man.king_run(Color::white), 0);
    EXPECT_EQ(moves_of(after_man).count("41-37"), 1u);
}

TEST(Frisian, ATiredKingMayStillCapture) {
    // Black's king on 8 marks time while White's king uses its three moves; then Black's
    // man comes to 21 on the king's file, and the king takes it along the file.
    const auto pos =
        play(F::parse_fen("W:WK46,45:B17,K8"), {"46-41", "8-3", "41-46", "3-8", "46-41", "17-21"});
    EXPECT_EQ(pos.king_run(Color::white), 3);
    EXPECT_EQ(moves_of(pos), (Set{"41x11", "41x1"}));
}

TEST(Frisian, AnotherKingsMoveStartsANewRun) {
    const auto pos = play(F::parse_fen("W:WK46,K50,45:B1,2"),
                          {"46-41", "2-7", "41-46", "7-12", "46-41", "12-18", "50-44", "1-6"});
    EXPECT_EQ(pos.king_run(Color::white), 1);
    EXPECT_EQ(F::number_of_bit(pos.king_run_square(Color::white)), 44);
    EXPECT_EQ(moves_of(pos).count("41-37"), 1u);
}

TEST(Frisian, NoLimitWithoutMen) {
    // Kings only: no run is counted and the fourth move is there.
    const auto pos =
        play(F::parse_fen("W:WK46:B1,2"), {"46-41", "1-6", "41-46", "6-11", "46-41", "11-16"});
    EXPECT_EQ(pos.king_run(Color::white), 0);
    EXPECT_EQ(moves_of(pos).count("41-46"), 1u);
    EXPECT_EQ(count_moves(pos), static_cast<int>(moves_of(pos).size()));
}

TEST(Frisian, ARunEndsWhenTheLastManIsTaken) {
    // White's king moves once; Black takes White's only man: no men, no limit.
    const auto pos = play(F::parse_fen("W:WK46,28:B17,22"), {"46-41"});
    EXPECT_EQ(pos.king_run(Color::white), 1);
    EXPECT_EQ(play(pos, {"22x33"}).king_run(Color::white), 0);
}

TEST(Frisian, TheRunIsPartOfThePositionAndItsKey) {
    const auto one = play(F::parse_fen("W:WK46,45:B1,2"), {"46-41", "1-6", "41-46", "6-11"});
    EXPECT_EQ(one.king_run(Color::white), 2);
    // A FEN round trip keeps the pieces and forgets the run (FEN has no field for it).
    const auto fresh = F::parse_fen(F::to_fen(one));
    EXPECT_EQ(fresh.king_run(Color::white), 0);
    EXPECT_FALSE(one == fresh);
    EXPECT_NE(one.key(), fresh.key());
    EXPECT_EQ(fresh.key(), fresh.compute_key());
}

// The start position's published perft: tests/movegen/variant_perft_cases.hpp.
TEST(Frisian, StartPositionIsTheRulesOne) {
    EXPECT_EQ(Position<Frisian>::start(), F::parse_fen("W:W31-50:B1-20"));  // FRIS 4
}

TEST(Frisian, IncrementalKeysMatchRecomputedOnes) {
    // Every node of a shallow perft from the start, plus the positions with king runs
    // played above; perft's keyed successor is the one the search uses.
    const auto start = Position<Frisian>::start();
    std::vector<Pos> frontier{start};
    for (int ply = 0; ply < 4; ++ply) {
        std::vector<Pos> next;
        for (const auto& pos : frontier) {
            MoveList<Frisian::Word> moves;
            generate_moves(pos, moves);
            for (const auto& m : moves) {
                next.push_back(pos.after(m));
                ASSERT_EQ(next.back().key(), next.back().compute_key());
            }
        }
        frontier = std::move(next);
    }
}

}  // namespace
}  // namespace kabe::frisian_test
