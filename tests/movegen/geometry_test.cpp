#include "movegen/geometry.hpp"

#include <gtest/gtest.h>

#include "movegen/position.hpp"

namespace kabe::geometry_test {
namespace {

using Board = DarkSquareBoard<10, 10>;

int bit(int number) {
    return Board::bit_of(number - 1);
}

TEST(Geometry, TenByTenUsesTheClassicGhostLayout) {
    // perft.md §5: squares in 54 bits, ghosts at 10, 21, 32, 43.
    EXPECT_EQ(Board::bits, 54);
    for (int ghost : {10, 21, 32, 43}) EXPECT_EQ(Board::index_of_bit[ghost], -1);
    EXPECT_EQ(BoardMasks<International>::playable.count(), 50);
}

TEST(Geometry, DiagonalStepsAreConstantShifts) {
    // Square 28 (FMJD 2.6 numbering): neighbours 22, 23 (up) and 32, 33 (down).
    EXPECT_EQ(bit(28) + Board::up_left, bit(22));
    EXPECT_EQ(bit(28) + Board::up_right, bit(23));
    EXPECT_EQ(bit(28) + Board::down_left, bit(32));
    EXPECT_EQ(bit(28) + Board::down_right, bit(33));
    // Square 23 sits on an even row: neighbours 18, 19, 28, 29.
    EXPECT_EQ(bit(23) + Board::up_left, bit(18));
    EXPECT_EQ(bit(23) + Board::down_right, bit(29));
}

TEST(Geometry, StepsOffTheBoardNeverReachASquare) {
    // Left edge (6, 16, 26, 36, 46) and right edge (5, 15, 25, 35, 45).
    for (int edge : {6, 16, 26, 36, 46}) {
        for (int step : {Board::up_left, Board::down_left}) {
            const int target = bit(edge) + step;
            EXPECT_TRUE(target < 0 || target >= Board::bits || Board::index_of_bit[target] == -1)
                << "square " << edge;
        }
    }
    for (int edge : {5, 15, 25, 35, 45}) {
        for (int step : {Board::up_right, Board::down_right}) {
            const int target = bit(edge) + step;
            EXPECT_TRUE(target < 0 || target >= Board::bits || Board::index_of_bit[target] == -1)
                << "square " << edge;
        }
    }
}

TEST(Geometry, FilesFollowSchemeA) {
    // rules.md §0.3: 1 = b10, 5 = j10, 46 = a1, 50 = i1.
    EXPECT_EQ(Board::file_of(0), 1);
    EXPECT_EQ(Board::file_of(4), 9);
    EXPECT_EQ(Board::file_of(45), 0);
    EXPECT_EQ(Board::file_of(49), 8);
}

// Frisian's orthogonal steps, on every square of three board sizes: the nearest dark
// square along the row (two files away) or the file (two rows away), or nothing.
template <class Rules>
void expect_orthogonal_steps() {
    using B = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    using Bb = typename Masks::Bb;
    auto square_at = [](int row, int file) {
        for (int i = 0; i < B::squares; ++i)
            if (B::row_of(i) == row && B::file_of(i) == file) return Bb::bit(B::bit_of(i));
        return Bb();
    };
    for (int i = 0; i < B::squares; ++i) {
        const Bb from = Bb::bit(B::bit_of(i));
        const int row = B::row_of(i), file = B::file_of(i);
        EXPECT_EQ(Masks::template step<B::left>(from), square_at(row, file - 2)) << i;
        EXPECT_EQ(Masks::template step<B::right>(from), square_at(row, file + 2)) << i;
        EXPECT_EQ(Masks::template step<B::up>(from) & Masks::playable, square_at(row - 2, file))
            << i;
        EXPECT_EQ(Masks::template step<B::down>(from) & Masks::playable, square_at(row + 2, file))
            << i;
    }
}

TEST(Geometry, OrthogonalStepsStayOnTheirRowOrFile) {
    expect_orthogonal_steps<Brazilian>();
    expect_orthogonal_steps<International>();
    expect_orthogonal_steps<Canadian>();
}

}  // namespace
}  // namespace kabe::geometry_test
