#pragma once
// The square sets of the evaluation, computed at compile time from the board geometry.
//
// Each set is described from White's side in White's terms: `advanced` counts rows up
// from White's back rank (0 = back rank, height - 1 = crowning row) and `file` runs
// from White's left (a = 0). Black's set is its half-turn: square s <-> squares + 1 - s
// (51 - s on 10x10), the colour mirror of a position. Built this way every term treats
// both colours alike, and a position and its colour mirror evaluate the same.

#include <array>
#include <bit>
#include <initializer_list>

#include "movegen/position.hpp"

namespace kabe::eval {

template <class Rules>
struct EvalMasks {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    using PerColour = std::array<Bb, 2>;  // indexed by index(Color)

    static constexpr int rows = Board::height;
    static constexpr int files = Board::width;

    // The squares whose White-view row and file satisfy `keep`, for White and for Black.
    template <class Keep>
    static constexpr PerColour where(Keep keep) {
        PerColour sets{};
        for (int i = 0; i < Board::squares; ++i) {
            if (!keep(rows - 1 - Board::row_of(i), Board::file_of(i))) continue;
            sets[0] |= Bb::bit(Board::bit_of(i));
            sets[1] |= Bb::bit(Board::bit_of(Board::squares - 1 - i));
        }
        return sets;
    }

    // Named squares, given as White's square numbers (1-based).
    static constexpr PerColour white_squares(std::initializer_list<int> numbers) {
        PerColour sets{};
        for (int number : numbers) {
            sets[0] |= Bb::bit(Board::bit_of(number - 1));
            sets[1] |= Bb::bit(Board::bit_of(Board::squares - number));
        }
        return sets;
    }

    // Rows advanced, written in binary: a man is in advanced_bit[c][k] when bit k of
    // its advanced rows is set, so the sum of the rows of a set of men is
    // sum_k count(men & advanced_bit[k]) << k, a few popcounts instead of a loop.
    // Men never stand on their crowning row, so height - 2 is the largest value.
    static constexpr int advanced_bits = std::bit_width(unsigned(rows - 2));
    static constexpr std::array<PerColour, advanced_bits> advanced_bit = [] {
        std::array<PerColour, advanced_bits> sets{};
        for (int k = 0; k < advanced_bits; ++k)
            sets[k] = where([k](int advanced, int) { return (advanced >> k) & 1; });
        return sets;
    }();

    // Each row, by the rows it is up from the player's back rank (breakthrough's race).
    static constexpr std::array<PerColour, rows> row = [] {
        std::array<PerColour, rows> sets{};
        for (int r = 0; r < rows; ++r)
            sets[r] = where([r](int advanced, int) { return advanced == r; });
        return sets;
    }();

    // The board's halves, by file (a-e and f-j on 10x10); the same for both colours.
    static constexpr Bb left_half = where([](int, int file) { return file < files / 2; })[0];
    static constexpr Bb right_half = where([](int, int file) { return file >= files / 2; })[0];

    // The centre: three rows around the middle, files c-f seen from each side. On 10x10
    // this is White's 22, 23, 27, 28, 32, 33 and Black's 29, 28, 24, 23, 19, 18.
    static constexpr PerColour centre = where([](int advanced, int file) {
        return advanced >= rows / 2 - 2 && advanced <= rows / 2 && file >= files / 2 - 3 &&
               file <= files / 2;
    });

    // The back rank without its corners (White 47, 48, 49; Black 4, 3, 2) and its corners
    // on the player's left and right (White 46 and 50; Black 5 and 1).
    static constexpr PerColour back_rank_middle =
        where([](int advanced, int file) { return advanced == 0 && file > 0 && file < files - 2; });
    static constexpr PerColour back_rank_corners = where(
        [](int advanced, int file) { return advanced == 0 && (file == 0 || file >= files - 2); });

    // Outposts, named by their numbers on 10x10: White's 24 and 27 (Black's 27 and 24),
    // the advanced posts in the opponent's half that a man is most often pushed to. Other
    // boards have no named outposts yet (the numbers mean other squares there).
    static constexpr PerColour outposts =
        rows == 10 && files == 10 ? white_squares({24, 27}) : PerColour{};

    // Where a man of colour c lands after `lefts` steps ahead-left and `rights` steps
    // ahead-right (as that player sees left and right) along some path that stays on the
    // board: the squares whose start square is on the board and one of the two L-shaped
    // paths is too (the board is convex in diagonal coordinates, so if any path stays on
    // it one of these does). forward_cone() shifts by whole such moves at once.
    static constexpr PerColour landings(int lefts, int rights) {
        const auto on_board = [](int row, int file) {
            return row >= 0 && row < rows && file >= 0 && file < files;
        };
        return where([=](int advanced, int file) {
            const int start_row = advanced - lefts - rights, start_file = file + lefts - rights;
            return on_board(start_row, start_file) &&
                   (on_board(start_row + lefts, start_file - lefts) ||
                    on_board(start_row + rights, start_file + rights));
        });
    }

    template <int Lefts, int Rights>
    static constexpr PerColour landing_squares = landings(Lefts, Rights);

    // The long diagonal from White's left corner (46) to Black's left corner (5): the
    // squares whose file equals the rows advanced. It is its own half-turn, so one set.
    static constexpr Bb main_diagonal =
        where([](int advanced, int file) { return file == advanced; })[0];
};

}  // namespace kabe::eval
