// FMJD rules, one position each. Expected move lists from perft.md §3.5 (dctl
// test/src/core/model/international.cpp, diagrams of the FFJD tutorial and the FID
// translation of the FMJD rules) and rules.md §5 (E1-E6, verified with pydraughts).

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace kabe::test::international_rules_test {
namespace {

using Moves = std::multiset<std::string>;

TEST(InternationalRules, MenMoveOneSquareDiagonallyForward) {  // FMJD 3.4
    EXPECT_EQ(short_moves("W:W28"), (Moves{"28-22", "28-23"}));
    EXPECT_EQ(short_moves("B:B13"), (Moves{"13-18", "13-19"}));
}

TEST(InternationalRules, AManEndingOnTheFarRowIsCrowned) {  // FMJD 3.5
    EXPECT_EQ(short_moves("W:W8"), (Moves{"8-2", "8-3"}));
    const auto pos = N::parse_fen("W:W8");
    const auto next = pos.after(N::parse_move(pos, "8-2"));
    EXPECT_EQ(N::to_fen(next), "B:WK2:B");
}

TEST(InternationalRules, KingsFlyAlongDiagonals) {  // FMJD 3.9
    EXPECT_EQ(short_moves("W:WK28"),
              (Moves{"28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14", "28-10", "28-5",
                     "28-32", "28-37", "28-41", "28-46", "28-33", "28-39", "28-44", "28-50"}));
    EXPECT_EQ(short_moves("B:BK1"),
              (Moves{"1-6", "1-7", "1-12", "1-18", "1-23", "1-29", "1-34", "1-40", "1-45"}));
    EXPECT_EQ(short_moves("W:WK23"),
              (Moves{"23-18", "23-12", "23-7", "23-1", "23-19", "23-14", "23-10", "23-5", "23-28",
                     "23-32", "23-37", "23-41", "23-46", "23-29", "23-34", "23-40", "23-45"}));
}

TEST(InternationalRules, CaptureIsCompulsory) {  // FMJD 4.2: the quiet 32-27 etc. are illegal
    EXPECT_EQ(short_moves("W:W28,32:B23"), (Moves{"28x19"}));
    EXPECT_TRUE(must_capture(N::parse_fen("W:W28,32:B23")));
    EXPECT_TRUE(must_capture(N::parse_fen("W:WK46:B23")));      // a king from afar
    EXPECT_FALSE(must_capture(N::parse_fen("W:WK46:B23,19")));  // nowhere to land
    EXPECT_FALSE(must_capture(Position<Intl>::start()));
}

TEST(InternationalRules, MenCaptureBackwards) {  // FMJD 4.2
    EXPECT_EQ(short_moves("W:W35:B30,K40"), (Moves{"35x24", "35x44"}));
}

TEST(InternationalRules, KingsCaptureAtADistanceAndLandAnywhereBeyond) {  // FMJD 4.3
    EXPECT_EQ(short_moves("W:WK46:B23"), (Moves{"46x19", "46x14", "46x10", "46x5"}));
    EXPECT_EQ(short_moves("W:WK41:B23"), (Moves{"41x19", "41x14", "41x10", "41x5"}));
}

TEST(InternationalRules, AStartedCaptureMustBeCompleted) {  // FMJD 4.5, 4.6
    EXPECT_EQ(short_moves("W:W15:B8,19,20"), (Moves{"15x2"}));
    EXPECT_EQ(short_moves("W:W47:B13,14,22,24,31,34,K41,44"), (Moves{"47x49"}));
    EXPECT_EQ(short_moves("W:WK47:B9,12,33"), (Moves{"47x17", "47x21", "47x26"}));
    EXPECT_EQ(short_moves("W:WK1:B7,9,17,19,20,30,31,33,43,44"), (Moves{"1x15"}));
}

TEST(InternationalRules, CapturedPiecesStayUntilTheMoveEnds) {  // FMJD 4.8, 4.11 (E2, E3)
    EXPECT_EQ(short_moves("W:WK41,49:B9,10,12,19,38"), (Moves{"41x43"}));
    EXPECT_EQ(short_moves("B:W27,28,38,39,42:BK25"), (Moves{"25x33"}));
}

TEST(InternationalRules, TheCaptureOfMostPiecesIsCompulsory) {  // FMJD 4.13
    EXPECT_EQ(short_moves("W:W48:B24,K31,34,K42,43"), (Moves{"48x19"}));
    EXPECT_EQ(short_moves("W:WK48:B7,8,31,34,K42,44"), (Moves{"48x50"}));
}

TEST(InternationalRules, KingsCountAsOnePiece) {  // FMJD 4.14 (E6)
    EXPECT_EQ(short_moves("W:W26:B12,K21,31,32"), (Moves{"26x8", "26x28"}));
}

TEST(InternationalRules, AManPassingTheFarRowStaysAMan) {  // FMJD 4.15 (E1)
    const auto pos = N::parse_fen("W:W15:B9,10");
    EXPECT_EQ(short_moves("W:W15:B9,10"), (Moves{"15x13"}));
    const auto next = pos.after(N::parse_move(pos, "15x13"));
    EXPECT_EQ(N::to_fen(next), "B:W13:B");
}

TEST(InternationalRules, ANewKingCannotCaptureInTheSameMove) {  // FMJD 3.8
    // The man on 13 takes 8 and ends on 2: it is crowned, and the move ends although a
    // king on 2 could go on to take 11 (via 7).
    const auto pos = N::parse_fen("W:W13:B8,11");
    EXPECT_EQ(short_moves("W:W13:B8,11"), (Moves{"13x2"}));
    EXPECT_EQ(N::to_fen(pos.after(N::parse_move(pos, "13x2"))), "B:WK2:B11");
}

TEST(InternationalRules, CircularCapturesAreOneMoveUnlessDuplicatesAreKept) {
    // E4 (man returns to its square in either turn) and E5 (king ring: 6 routes, 5 moves),
    // rules.md §5; pydraughts test_ambiguous_moves.py lists the keep-duplicates moves.
    EXPECT_EQ(short_moves("W:W33,46:B5,18,19,28,29"), (Moves{"33x33"}));
    EXPECT_EQ(short_moves("W:W33,46:B5,18,19,28,29", Duplicates::keep), (Moves{"33x33", "33x33"}));
    EXPECT_EQ(short_moves("W:WK38:B18,19,32,33"),
              (Moves{"38x38", "38x42", "38x47", "38x43", "38x49"}));
    EXPECT_EQ(short_moves("W:WK38:B18,19,32,33", Duplicates::keep),
              (Moves{"38x38", "38x38", "38x42", "38x47", "38x43", "38x49"}));
    // py-draughts PR #36: the windmill, 2 routes, 1 move.
    EXPECT_EQ(short_moves("W:WK2:B7,8,17,18"), (Moves{"2x2"}));
    EXPECT_EQ(short_moves("W:WK2:B7,8,17,18", Duplicates::keep), (Moves{"2x2", "2x2"}));
}

TEST(InternationalRules, SameEndsWithDifferentPiecesAreDifferentMoves) {
    // py-draughts test_standard_board.py: 4x27x38x15 and 4x31x42x15 take different pieces.
    EXPECT_EQ(short_moves("W:WK4:B13,32,37,20"), (Moves{"4x15", "4x15"}));
    EXPECT_EQ(short_moves("W:WK4:B13,32,37,20", Duplicates::keep), (Moves{"4x15", "4x15"}));
}

TEST(InternationalRules, NoPiecesOrNoMovesMeansNoLegalMove) {  // FMJD 7.2
    EXPECT_TRUE(short_moves("W:W:B1").empty());
    EXPECT_TRUE(short_moves("W:W46:B41,37").empty());  // blocked man on the edge
}

TEST(InternationalRules, CountMatchesGeneration) {
    for (const char* fen : {"W:W31-50:B1-20", "W:WK38:B18,19,32,33", "W:WK28,33:B10,K40",
                            "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"}) {
        const auto pos = N::parse_fen(fen);
        for (auto d : {Duplicates::drop, Duplicates::keep}) {
            MoveList<Intl::Word> moves;
            generate_moves(pos, moves, d);
            EXPECT_EQ(count_moves(pos, d), moves.size()) << fen;
        }
    }
}

}  // namespace
}  // namespace kabe::test::international_rules_test
