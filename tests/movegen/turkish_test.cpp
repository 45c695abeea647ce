// Turkish draughts (rules.md §2.14): the whole 8x8 board, orthogonal men and rook-like
// kings, immediate removal with the 180-degree rule, majority capture, crowning at the
// end of the move; its numbering (algebraic, and 1-64 row-wise from a8) and notation.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "movegen/capture_routes.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::turkish_test {
namespace {

using N = Notation<Turkish>;
using Pos = Position<Turkish>;
using Set = std::set<std::string>;

// The moves in PDN (algebraic, full capture paths), "=K" on a crowning move.
Set moves(const std::string& fen, Duplicates duplicates = Duplicates::drop) {
    const Pos pos = N::parse_fen(fen);
    MoveList<Turkish::Word> list;
    generate_moves(pos, list, duplicates);
    Set out;
    for (const auto& m : list)
        out.insert(N::format(pos, m, MoveFormat::pdn) + (m.promotes ? "=K" : ""));
    return out;
}

TEST(TurkishBoard, WholeBoardGeometry) {
    using B = Turkish::Board;
    static_assert(B::squares == 64 && B::bits == 64);
    static_assert(std::is_same_v<Turkish::Word, std::uint64_t>);
    EXPECT_EQ(B::file_change(B::up), 0);
    EXPECT_EQ(B::file_change(B::left), -1);
    EXPECT_EQ(B::file_change(B::down_right), 1);
    using M = BoardMasks<Turkish>;
    using Bb = Bitboard<std::uint64_t>;
    const Bb h5 = Bb::bit(B::index_at(3, 7)), a4 = Bb::bit(B::index_at(4, 0));
    EXPECT_TRUE(M::step<B::right>(h5).empty());  // no wrap onto a4
    EXPECT_TRUE(M::step<B::left>(a4).empty());   // nor back onto h5
    EXPECT_EQ(M::step<B::up>(a4), Bb::bit(B::index_at(3, 0)));
    EXPECT_TRUE(M::step<B::up>(Bb::bit(0)).empty());     // off the top
    EXPECT_TRUE(M::step<B::down>(Bb::bit(63)).empty());  // off the bottom
    EXPECT_EQ(M::playable.count(), 64);
}

TEST(TurkishBoard, StartPositionAndItsEightMoves) {
    const Pos start = Pos::start();
    EXPECT_EQ(N::parse_fen("W:W41-56:B9-24"), start);  // pydraughts' start FEN
    EXPECT_EQ(N::parse_fen("W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:"
                           "Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"),
              start);
    EXPECT_EQ(start.pieces(Color::white).count(), 16);
    // Only the third-rank men can move, each one step forward (sideways is blocked).
    EXPECT_EQ(moves("W:W41-56:B9-24"),
              (Set{"a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"}));
}

TEST(TurkishNotation, NumbersAreRowWiseFromA8) {
    EXPECT_EQ(N::square_name(N::bit_of_number(1), N::Squares::algebraic), "a8");
    EXPECT_EQ(N::square_name(N::bit_of_number(8), N::Squares::algebraic), "h8");
    EXPECT_EQ(N::square_name(N::bit_of_number(9), N::Squares::algebraic), "a7");
    EXPECT_EQ(N::square_name(N::bit_of_number(57), N::Squares::algebraic), "a1");
    EXPECT_EQ(N::square_name(N::bit_of_number(64), N::Squares::algebraic), "h1");
    // Round trips of both FEN forms.
    const Pos pos = N::parse_fen("W:WKd4,a3:Bd2,d6");
    EXPECT_EQ(N::parse_fen(N::to_fen(pos)), pos);
    EXPECT_EQ(N::parse_fen(N::to_fen(pos, N::Squares::algebraic)), pos);
    EXPECT_EQ(N::parse_fen("W:WK36,41:B52,20"), pos);
    EXPECT_EQ(N::parse_hub(N::to_hub(pos)), pos);
    // Moves by name and by number (a capture is compulsory in `pos`, so a3 waits there).
    EXPECT_THROW(N::parse_move(pos, "a3-a4"), NotationError);
    const Pos open = N::parse_fen("W:Wa3:Bh7");
    const auto quiet = N::parse_move(open, "a3-a4");
    EXPECT_EQ(quiet, N::parse_move(open, "41-33"));
    EXPECT_EQ(N::format(open, quiet, MoveFormat::pdn), "a3-a4");
    EXPECT_EQ(N::format(open, quiet, MoveFormat::hub), "41-33");
    EXPECT_EQ(N::format(pos, N::parse_move(pos, "d4xd7"), MoveFormat::hub), "36x12x20");
}

// rules.md E16: without the 180-degree rule the king would take d6 and come straight back
// over the emptied squares to take d2 (or the reverse); with it each capture takes one.
TEST(TurkishCaptures, NoHalfTurnBetweenCaptures) {
    EXPECT_EQ(moves("W:WKd4:Bd2,d6"), (Set{"d4xd7", "d4xd8", "d4xd1"}));
    const Pos pos = N::parse_fen("W:WKd4:Bd2,d6");
    EXPECT_EQ(N::format(pos, N::parse_move(pos, "d4xd7"), MoveFormat::pdn), "d4xd7");
    EXPECT_EQ(N::format(pos, N::parse_move(pos, "36x12"), MoveFormat::pdn), "d4xd7");
}

// Majority: the king takes b1, turns up the c-file over c4 and left along the fifth rank
// over b5; the shorter sequences are not allowed.
TEST(TurkishCaptures, KingTakesTheMostPieces) {
    EXPECT_EQ(moves("W:WKa1:BKb1,c4,b5"), (Set{"a1xc1xc5xa5"}));
}

// The pieces taken leave at once: the king takes e3 (landing e4), c4, b6 and d7, then
// turns down the e-file over e5 and may land on e3, whose piece it took first, or cross
// it to e2 and to e1, the square it started from. With the pieces left on the board
// until the end it could only land on e4. The other five-piece sequences start up the
// e-file over e5. Five pieces is the most, so only these eight moves are legal.
TEST(TurkishCaptures, ImmediateRemovalOpensTheLine) {
    EXPECT_EQ(
        moves("W:WKe1:Be3,c4,b6,d7,e5"),
        (Set{"e1xe4xb4xb7xe7xe3", "e1xe4xb4xb7xe7xe2", "e1xe4xb4xb7xe7xe1", "e1xe4xe7xb7xb4xd4",
             "e1xe4xe7xb7xb4xe4", "e1xe4xe7xb7xb4xf4", "e1xe4xe7xb7xb4xg4", "e1xe4xe7xb7xb4xh4"}));
}

TEST(TurkishCaptures, MenStepAndTakeForwardAndSideways) {
    // Over e4 to f4, then forward over f5 to f6: two pieces beat d5 alone.
    EXPECT_EQ(moves("W:Wd4:Bd5,e4,f5"), (Set{"d4xf4xf6"}));
    // Never backward or diagonally: d3 behind and e5 diagonal are not taken.
    EXPECT_EQ(moves("W:Wd4:Bd3,e5"), (Set{"d4-d5", "d4-c4", "d4-e4"}));
    // Black men go down the board.
    EXPECT_EQ(moves("B:Wa1:Bd5"), (Set{"d5-d4", "d5-c5", "d5-e5"}));
    EXPECT_EQ(moves("B:Wd4:Bd5"), (Set{"d5xd3"}));
    // Two forward captures then the choice of side: both are two pieces.
    EXPECT_EQ(moves("W:Wd4:Bd5,c6,e6"), (Set{"d4xd6xb6", "d4xd6xf6"}));
}

// A man that reaches the last rank during a capture goes on sideways as a man and is
// crowned at the end of the move (the CONFLICT's recommended default).
TEST(TurkishCaptures, CrownedOnlyAtTheEnd) {
    EXPECT_EQ(moves("W:Wa6:Ba7,b8,d8"), (Set{"a6xa8xc8xe8=K"}));
    // As a man it cannot take backward from the last rank: e7 is behind e8 for a man.
    EXPECT_EQ(moves("W:Wa6:Ba7,b8,d8,e7"), (Set{"a6xa8xc8xe8=K"}));
    const Pos pos = N::parse_fen("W:Wa6:Ba7,b8,d8");
    MoveList<Turkish::Word> list;
    generate_moves(pos, list);
    ASSERT_EQ(list.size(), 1);
    const Pos after = pos.after(list[0]);
    EXPECT_EQ(after.kings(Color::white).count(), 1);
    EXPECT_EQ(after.pieces(Color::black).count(), 0);
    EXPECT_EQ(after.key(), after.compute_key());
}

TEST(TurkishCaptures, DuplicateRoutesDropOrKeep) {
    // The king takes e2 and lands on d2 or c2, then takes b2 landing on a2: two routes of
    // one move (from f2, to a2, e2 and b2 taken). Kabe's D convention makes them one
    // move; Duplicates::keep (Kish's convention) counts both. Found by comparing the two
    // on random positions; at depth 7 of the start perft the conventions differ by 74.
    const Pos pos = N::parse_fen("W:WKf2:Bb2,e2,f4");
    MoveList<Turkish::Word> drop, keep;
    generate_moves(pos, drop, Duplicates::drop);
    generate_moves(pos, keep, Duplicates::keep);
    ASSERT_EQ(drop.size(), 1);
    EXPECT_EQ(keep.size(), 2);
    const auto routes = CaptureRoutes<Turkish>::of(pos, drop[0]);
    EXPECT_EQ(routes.size(), 2u);
    EXPECT_EQ(N::parse_move(pos, "f2xd2xa2"), drop[0]);
    EXPECT_EQ(N::parse_move(pos, "f2xc2xa2"), drop[0]);
    EXPECT_EQ(N::parse_move(pos, "54x49x53x50"), drop[0]);  // Hub: from, to, taken
    EXPECT_THROW(N::parse_move(pos, "f2xb2xa2"), NotationError);
}

// perft.md §2.11: Kish's numbers (Sanavesa/kish @10e4318, examples/perft.rs L22-36) keep
// duplicate routes and count a position without moves as one leaf; no game ends before
// depth 9 here, so with Duplicates::keep they compare directly.
TEST(TurkishPerft, StartMatchesKish) {
    // Depths 8 and 9 agree too (123290300, 1454144462; kabe perft --duplicates keep).
    const std::uint64_t kish[] = {8, 64, 708, 7538, 85090, 931312, 10782382};
    for (int depth = 1; depth <= 7; ++depth)
        EXPECT_EQ(perft_subtree(Pos::start(), depth, Duplicates::keep, nullptr), kish[depth - 1])
            << depth;
    // Kabe's D convention drops 74 duplicate routes at depth 7 (none before).
    EXPECT_EQ(perft_subtree(Pos::start(), 6, Duplicates::drop, nullptr), 931312u);
    EXPECT_EQ(perft_subtree(Pos::start(), 7, Duplicates::drop, nullptr), 10782308u);
}

}  // namespace
}  // namespace kabe::turkish_test
