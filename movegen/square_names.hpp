#pragma once
// What the user calls the generator's squares (rules.md §0.2-§0.3).
//
// The generator's board is always scheme A's (geometry.hpp: square 1 is the top-left
// playable square, a1 plays). A variant numbers the same squares its own way:
//
//   scheme A  number n = internal square n.
//   scheme B  (Italian) the real board is the mirror image of the internal one (a1 is
//             light): real file f is internal file W-1-f. Numbers run left to right on the
//             real board, so within each row they run right to left on the internal one:
//             1 = a8 is internal 4 (h8 on the internal board), 4 = g8 is internal 1.
//   scheme C  (Spanish, Portuguese) the mirrored board counted from White's bottom right:
//             scheme B's 33 - n, which on the internal board keeps the column and turns
//             the rows over: 1 = h1 is internal 29, 32 = a8 is internal 4.
//   scheme D  (Thai) scheme A counted from the other end: internal N + 1 - n; 1 = g1.
//
// Each of these maps is its own inverse, so one function converts both ways. Algebraic
// names (a1, h8, j10, l12) always use the real board: files a.. from White's left, ranks
// 1.. from White's side.

#include <string>

#include "rules.hpp"

namespace kabe {

template <class Rules>
struct SquareNames {
    using Board = typename Rules::Board;

    // Italian, Spanish and Portuguese boards have a light square in White's left corner.
    static constexpr bool mirrored =
        Rules::numbering == Numbering::scheme_b || Rules::numbering == Numbering::scheme_c;

    // Variant number (1..N) <-> internal 0-based square index; the map is an involution.
    static constexpr int index_of_number(int number) { return renumber(number - 1); }
    static constexpr int number_of_index(int index) { return renumber(index) + 1; }

    // 0-based file (a = 0) and 1-based rank of an internal square on the real board.
    static constexpr int file_of(int index) {
        const int file = Board::file_of(index);
        return mirrored ? Board::width - 1 - file : file;
    }
    static constexpr int rank_of(int index) { return Board::height - Board::row_of(index); }

    // The internal square at a real file (0-based) and rank (1-based); -1 where none plays.
    static constexpr int index_at(int file, int rank) {
        if (file < 0 || file >= Board::width) return -1;
        return Board::index_at(Board::height - rank, mirrored ? Board::width - 1 - file : file);
    }

    static std::string algebraic(int index) {
        return static_cast<char>('a' + file_of(index)) + std::to_string(rank_of(index));
    }

private:
    static constexpr int renumber(int i) {
        const int per_row = Board::per_row, row = i / per_row, col = i % per_row;
        switch (Rules::numbering) {
            case Numbering::scheme_a:
                return i;
            case Numbering::scheme_b:
                return row * per_row + (per_row - 1 - col);
            case Numbering::scheme_c:
                return (Board::height - 1 - row) * per_row + col;
            case Numbering::scheme_d:
                return Board::squares - 1 - i;
        }
        return i;
    }
};

}  // namespace kabe
