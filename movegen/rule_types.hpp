#pragma once
// The vocabulary of the rules traits (movegen/variants/): colours, the enums the rule
// books choose from, the families of generators. Shared by every variant.

#include <cstdint>
#include <string_view>
#include <type_traits>

#include "bitboard.hpp"

namespace kabe {

// The machine word of a board's bitboards: 64 bits whenever the padded layout fits,
// 128 bits above that (12x12 and other large boards). Measured on 10x10 perft, the
// 64-bit word is about twice as fast as the 128-bit one (docs/movegen.md).
template <int LayoutBits>
using WordFor = std::conditional_t<(LayoutBits <= 64), std::uint64_t, Uint128>;

enum class Color : std::uint8_t { white = 0, black = 1 };
constexpr Color operator!(Color c) {
    return c == Color::white ? Color::black : Color::white;
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

// Which capture sequences are legal when several exist. Precedence compares complete
// sequences of the whole side, then ties are free (rules.md §0.5, §4).
enum class CapturePrecedence : std::uint8_t {
    free_choice,        // any complete sequence (Russian, English, pool, Thai)
    most_pieces,        // the most pieces; a king counts as one (FMJD 4.13)
    with_king,          // a king must capture if one can, else free (Czech)
    pieces_then_kings,  // the most pieces, then the most kings among them (Spanish, Portuguese)
    italian,  // pieces, then by a king, then most kings, then kings met first (FID 6.6-6.10)
    frisian,  // value (man 1, king just under 2), then fewer kings, then by a king (FRIS 11-12)
};

// What a man does when a capture passes its promotion row and could go on (rules.md §0.5).
// Where men capture forward only they can never go on from that row, and the move simply
// ends there with the man crowned (English, Italian, Czech, Spanish, Thai).
enum class PassingPromotion : std::uint8_t {
    stays_man,              // goes on as a man, crowned only if the move ends there (FMJD 4.15)
    crowned_and_continues,  // crowned at once, goes on as a king (Russian)
    // Crowned on arrival and the move ends there, though it could capture on (Gothic, whose
    // men also capture sideways; whole-board generator only).
    crowned_and_stops,
};

// Directions of a piece on a whole board (Family::whole_board, whole_board/generate.hpp)
// as a set of these bits, relative to its side: forward is up the board for White, down
// for Black. A king's set must be symmetric (both forward and backward, or neither).
namespace directions {
inline constexpr unsigned forward = 1;
inline constexpr unsigned forward_diagonal = 2;  // both diagonals forward
inline constexpr unsigned sideways = 4;          // left and right along the rank
inline constexpr unsigned backward = 8;
inline constexpr unsigned backward_diagonal = 16;
inline constexpr unsigned orthogonal = forward | sideways | backward;               // a rook's four
inline constexpr unsigned all = orthogonal | forward_diagonal | backward_diagonal;  // a queen's
}  // namespace directions

// Where a flying king may land behind the piece it captures.
enum class KingLanding : std::uint8_t {
    any_square,   // any empty square beyond (with the continuation rule of free choice)
    next_square,  // only the square right behind the piece (Thai)
};

// How a game is won (rules.md §1).
enum class Goal : std::uint8_t {
    capture_all,  // the side to move without a legal move has lost
    give_away,    // the side to move without a legal move has won (giveaway, antidraughts)
    first_king,   // as capture_all, and the first side to crown a king wins (breakthrough)
    // Tablut (rules.md §2.26): White wins when its king reaches an edge square, Black when
    // it captures the king; a side without a move loses. A position where the game is over
    // (the king gone, with White to move; the king on the edge, with Black to move) has no
    // legal move, so "no move loses" scores both ends (tablut/generate.hpp).
    escape,
};

// The counted draw rules (besides repetition) a variant follows (movegen/draw_rules.hpp).
enum class DrawRules : std::uint8_t {
    fmjd,        // FMJD 6.2-6.4: king moves, 16-move and 5-move lone-king rules
    russian,     // FMJD-64 7.2.4-7.2.8
    frisian,     // FRIS 18, 21: two kings against one king, king against king
    reversible,  // only a limit on plies without a man move or a capture
    none,        // no counted rule (repetition only, or nothing at all)
};

// Square numbering of the numeric notations (rules.md §0.3). The generator's board is
// always scheme A's; the others name its squares differently. Italian, Spanish and
// Portuguese boards are the mirror image of it (a1 is not playable): their square in row r
// (from the top) and place k (from the left) is the generator's square in row r, place
// W/2-1-k, so diagonal neighbours stay neighbours.
enum class Numbering : std::uint8_t {
    scheme_a,  // 1 = top-left playable square, left to right, top to bottom (FMJD, English)
    scheme_b,  // Italian: as scheme A on the mirrored board (1 = a8, 32 = h1)
    scheme_c,  // Spanish, Portuguese: scheme B counted from the other end, 33 - n (1 = h1)
    scheme_d,  // Thai: scheme A counted from the other end, 33 - n (1 = g1)
};

// The family of a variant: which generator plays it (movegen/<family>/generate.hpp;
// movegen/generate.hpp picks it by this tag) and which rules its traits can state (the
// family bases, movegen/variants/). One tag instead of one flag per generator, so that a
// variant belongs to exactly one.
enum class Family : std::uint8_t {
    diagonal,     // draughts on the dark squares: International and its heirs
    whole_board,  // draughts on all squares: Turkish, Gothic, Dameo
    tablut,       // rook moves and custodial captures
    konane,       // straight jumps along ranks and files
    alquerque,    // men on the 5x5 grid of lines
};

// A start position given by its squares, kings included (Tablut's cross): algebraic names
// separated by spaces.
struct StartSquares {
    std::string_view white_men, white_kings, black_men;
};

}  // namespace kabe
