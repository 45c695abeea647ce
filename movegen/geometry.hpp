#pragma once
// Board geometry of dark-square draughts boards, computed at compile time.
//
// Squares are numbered as in PDN/FMJD (scheme A, rules.md §0.3): square 1 is the first
// playable square of the top row (Black's back rank), counting left to right, top to
// bottom. Rows alternate: even rows (0-based from the top) play on odd files, odd rows
// on even files, so the bottom-left corner a1 is playable.
//
// Bit layout: the W/2 squares of an even row take bits [p*P, p*P + W/2), the squares of
// the following odd row take bits [p*P + A, p*P + A + W/2), where p is the row pair,
// A = W/2 and P = 2A + 1. Every pair of rows leaves one ghost bit (p*P + W), and with
// that spacing each diagonal step is a constant shift (A or A+1) from every square:
// a step off the board lands on a ghost bit or outside the mask, never on a square.
// For 10x10 this is the classic 54-bit layout with ghosts at 10, 21, 32 and 43.

#include <array>
#include <cstdint>

namespace kabe {

template <int Width, int Height>
struct DarkSquareBoard {
    static_assert(Width % 2 == 0 && Height % 2 == 0, "dark-square boards have even sides");

    static constexpr bool whole = false;  // only the dark squares play
    static constexpr int width = Width;
    static constexpr int height = Height;
    static constexpr int per_row = Width / 2;
    static constexpr int squares = Width * Height / 2;
    static constexpr int pair_period = Width + 1;

    // Diagonal steps as bit offsets. "Up" is towards row 0 (White's forward direction).
    static constexpr int up_left = -(per_row + 1);
    static constexpr int up_right = -per_row;
    static constexpr int down_left = per_row;
    static constexpr int down_right = per_row + 1;

    // Orthogonal steps (Frisian captures) to the nearest dark square: along a row it is the
    // next bit, but the last square of a row and the first of the next are neighbours in
    // bits too, so a sideways shift needs a mask (BoardMasks::step). Along a file the
    // nearest dark square is two rows away, one row pair: a shift by the pair period, which
    // leaves the layout at the top or bottom, never wraps (the ghost bits stay ghosts).
    static constexpr int left = -1;
    static constexpr int right = 1;
    static constexpr int up = -pair_period;
    static constexpr int down = pair_period;

    // 0-based square index (number - 1) -> bit.
    static constexpr int bit_of(int index) {
        const int row = index / per_row, col = index % per_row;
        return (row / 2) * pair_period + (row % 2) * per_row + col;
    }
    static constexpr int bits = bit_of(squares - 1) + 1;

    static constexpr int row_of(int index) { return index / per_row; }
    // 0-based file (a = 0) of a square index; rows count from the top.
    static constexpr int file_of(int index) {
        const int row = row_of(index), col = index % per_row;
        return 2 * col + (row % 2 == 0 ? 1 : 0);
    }

    // 0-based square index at (row from the top, 0-based file), or -1 where no square
    // plays (off the board or a light square).
    static constexpr int index_at(int row, int file) {
        if (row < 0 || row >= Height || file < 0 || file >= Width) return -1;
        if ((file % 2 == 1) != (row % 2 == 0)) return -1;
        return row * per_row + file / 2;
    }

    // bit -> 0-based square index, or -1 for a ghost bit.
    static constexpr std::array<int, bits> index_of_bit = [] {
        std::array<int, bits> table{};
        table.fill(-1);
        for (int i = 0; i < squares; ++i) table[bit_of(i)] = i;
        return table;
    }();
};

}  // namespace kabe

namespace kabe {

// Boards that play on every square (Turkish draughts; Gothic and Dameo later), computed
// at compile time. Square index = row * Width + file, rows from the top (Black's side),
// files from White's left, so index + 1 is the row-wise numbering of pydraughts' Turkish
// (1 = a8, 64 = h1). The bit of a square is its index: on 8x8 the board fills one 64-bit
// word exactly, without ghost bits. A step is a constant shift (up = -Width); a step
// along a rank would wrap from one row's edge to the next row's other edge, so every step
// with a sideways part is masked by the files it may arrive on (BoardMasks::step), and a
// step off the top or bottom shifts out of the word. Chosen over a padded layout with a
// ghost column (9 bits a row, 72 bits: a 128-bit word on 8x8) because the 64-bit word
// measured about twice as fast on 10x10 (docs/movegen.md).
template <int Width, int Height>
struct FullBoard {
    static constexpr bool whole = true;  // all squares play (DarkSquareBoard: false)
    static constexpr bool masked_steps = true;  // steps with a sideways part need a mask
    static constexpr int width = Width;
    static constexpr int height = Height;
    static constexpr int per_row = Width;
    static constexpr int squares = Width * Height;
    static constexpr int bits = squares;

    static constexpr int up = -Width;
    static constexpr int down = Width;
    static constexpr int left = -1;
    static constexpr int right = 1;
    static constexpr int up_left = up + left;
    static constexpr int up_right = up + right;
    static constexpr int down_left = down + left;
    static constexpr int down_right = down + right;

    // The sideways part of a step: -1, 0 or +1 file.
    static constexpr int file_change(int step) {
        const int r = ((step % Width) + Width) % Width;
        return r == 1 ? 1 : r == Width - 1 ? -1 : 0;
    }

    static constexpr int bit_of(int index) { return index; }
    static constexpr int row_of(int index) { return index / Width; }
    static constexpr int file_of(int index) { return index % Width; }
    static constexpr int index_at(int row, int file) {
        if (row < 0 || row >= Height || file < 0 || file >= Width) return -1;
        return row * Width + file;
    }
    static constexpr std::array<int, bits> index_of_bit = [] {
        std::array<int, bits> table{};
        for (int i = 0; i < squares; ++i) table[i] = i;
        return table;
    }();
};

// The alternative layout for whole boards, kept for the measurement that chose FullBoard
// (bench/layout_bench.cpp, docs/movegen.md): a ghost column after each row, so that a step
// off a side lands on a ghost bit that no piece or empty square ever holds and needs no
// mask. Indices are FullBoard's; only the bits differ (8x8: 9 bits a row, 71 in all, so a
// 128-bit word).
template <int Width, int Height>
struct PaddedFullBoard : FullBoard<Width, Height> {
    static constexpr bool masked_steps = false;
    static constexpr int stride = Width + 1;
    static constexpr int bits = Height * stride - 1;  // the last ghost is never reached

    static constexpr int up = -stride;
    static constexpr int down = stride;
    static constexpr int left = -1;
    static constexpr int right = 1;
    static constexpr int up_left = up + left;
    static constexpr int up_right = up + right;
    static constexpr int down_left = down + left;
    static constexpr int down_right = down + right;

    static constexpr int file_change(int step) {
        const int r = ((step % stride) + stride) % stride;
        return r == 1 ? 1 : r == stride - 1 ? -1 : 0;
    }
    static constexpr int bit_of(int index) {
        return index / Width * stride + index % Width;
    }
    static constexpr std::array<int, bits> index_of_bit = [] {
        std::array<int, bits> table{};
        table.fill(-1);
        for (int i = 0; i < Width * Height; ++i) table[bit_of(i)] = i;
        return table;
    }();
};

}  // namespace kabe
