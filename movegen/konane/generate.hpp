#pragma once
// Legal moves of Konane (rules.md §2.24, seed S2; Family::konane), used by
// generate.hpp in place of the draughts generators.
//
// The board starts full. Opening: with no empty square the side to move (Black) removes
// one of its own pieces from a8, h1, d5 or e4; with exactly one empty square the side to
// move (White) removes one of its own pieces next to it along a rank or file. A removal is
// the move from == to with the square in `captured` (Position::after takes the mover's
// own piece off). Later, every move is a jump along a rank or file over an adjacent enemy
// onto the empty square right behind it, optionally repeated in the same direction only:
// each stopping point is a move of its own (a1xa3 and a1xa3xa5 are two moves).
//
// A jump never changes the colour of the square a piece stands on, so with one hole on a
// Black square (after Black's removal) White has no jump: the one-hole rule is never in
// competition with a jump. Jumps need no search: one straight line per piece and
// direction, so the bulk count is a few shifts per direction.

#include <cstdint>
#include <utility>
#include <vector>

#include "movegen/generator.hpp"
#include "movegen/move.hpp"
#include "movegen/position.hpp"

namespace kabe::detail::konane {

template <class Board>
using Steps = std::integer_sequence<int, Board::up, Board::down, Board::left, Board::right>;

template <int... Step, class F>
inline void each(std::integer_sequence<int, Step...>, F&& f) {
    (f(std::integral_constant<int, Step>{}), ...);
}

// Where Black's first removal may be made: the corners and the centre squares of the long
// diagonal a8-h1 (S2; BK:94).
template <class Rules>
inline constexpr Bitboard<typename Rules::Word> opening_squares = [] {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    const int rows_files[4][2] = {{0, 0},
                                  {Board::height - 1, Board::width - 1},          // a8, h1
                                  {Board::height / 2 - 1, Board::width / 2 - 1},  // d5
                                  {Board::height / 2, Board::width / 2}};         // e4
    Bb set;
    for (const auto& rf : rows_files) set |= Bb::bit(Board::index_at(rf[0], rf[1]));
    return set;
}();

// The opening removals of side Us, or no bits once two squares are empty.
template <class Rules, Color Us>
Bitboard<typename Rules::Word> removals(const Position<Rules>& pos) {
    using Masks = BoardMasks<Rules>;
    using Board = typename Rules::Board;
    const auto empty = pos.empty();
    const int holes = empty.count();
    if (holes == 0) return pos.pieces(Us) & opening_squares<Rules>;
    if (holes == 1) {
        const auto next_to =
            Masks::template step<Board::up>(empty) | Masks::template step<Board::down>(empty) |
            Masks::template step<Board::left>(empty) | Masks::template step<Board::right>(empty);
        return pos.pieces(Us) & next_to;
    }
    return {};
}

// Calls f(move) for every legal move of side Us (whoever is to move in `pos`).
template <class Rules, Color Us, class F>
void for_each_move(const Position<Rules>& pos, F&& f) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Masks = BoardMasks<Rules>;
    if (pos.empty().count() < 2) {
        for (int sq : removals<Rules, Us>(pos))
            f(Move<Word>{Bb::bit(sq), static_cast<std::uint8_t>(sq), static_cast<std::uint8_t>(sq),
                         false});
        return;
    }
    const Bb them = pos.pieces(!Us), empty = pos.empty();
    each(Steps<typename Rules::Board>{}, [&](auto step) {
        for (int from : pos.pieces(Us)) {
            Bb at = Bb::bit(from), captured;
            for (;;) {
                const Bb victim = Masks::template step<step()>(at) & them;
                const Bb landing = Masks::template step<step()>(victim) & empty;
                if (!landing) break;
                captured |= victim;
                at = landing;
                f(Move<Word>{captured, static_cast<std::uint8_t>(from),
                             static_cast<std::uint8_t>(at.lowest()), false});
            }
        }
    });
}

template <class Rules, Color Us>
void generate(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    list.clear();
    for_each_move<Rules, Us>(pos, [&](const auto& m) { list.push(m); });
}

// The number of legal moves of side Us: each stopping point of each line counts once.
template <class Rules, Color Us>
int count(const Position<Rules>& pos) {
    using Masks = BoardMasks<Rules>;
    if (pos.empty().count() < 2) return removals<Rules, Us>(pos).count();
    const auto them = pos.pieces(!Us), empty = pos.empty();
    int n = 0;
    each(Steps<typename Rules::Board>{}, [&](auto step) {
        // The squares reached after k jumps in this direction, all pieces at once: lines
        // of different pieces never meet a square at the same k (each starts on its own).
        auto reached = pos.pieces(Us);
        while (reached) {
            reached =
                Masks::template step<step()>(Masks::template step<step()>(reached) & them) & empty;
            n += reached.count();
        }
    });
    return n;
}

// The squares a piece lands on in jump m (its capture route), ending with m.to; empty for
// a removal.
template <class Rules>
std::vector<int> route(const Move<typename Rules::Word>& m) {
    using Board = typename Rules::Board;
    std::vector<int> landings;
    if (m.from == m.to) return landings;
    const int from = Board::index_of_bit[m.from], to = Board::index_of_bit[m.to];
    const int dr = Board::row_of(to) - Board::row_of(from),
              df = Board::file_of(to) - Board::file_of(from);
    const int step = (dr > 0   ? Board::down
                      : dr < 0 ? Board::up
                               : 0) +
                     (df > 0   ? Board::right
                      : df < 0 ? Board::left
                               : 0);
    for (int at = from + 2 * step;; at += 2 * step) {
        landings.push_back(Board::bit_of(at));
        if (at == to) break;
    }
    return landings;
}

}  // namespace kabe::detail::konane

namespace kabe {

template <class Rules>
struct Generator<Family::konane, Rules> {
    using Pos = Position<Rules>;
    using List = MoveList<typename Rules::Word>;
    template <Color Us>
    static void generate(const Pos& pos, List& list, Duplicates) {
        detail::konane::generate<Rules, Us>(pos, list);
    }
    template <Color Us>
    static int count(const Pos& pos, Duplicates) {
        return detail::konane::count<Rules, Us>(pos);
    }
    // No compulsory capture: the jumps are Konane's ordinary moves (quiet for the search,
    // which must not treat every Konane move as forcing).
    template <Color Us>
    static int count_quiet(const Pos& pos) {
        return detail::konane::count<Rules, Us>(pos);
    }
    template <Color Us>
    static bool has_capture(const Pos&) {
        return false;
    }
};
static_assert(MoveGenerator<Generator<Family::konane, Konane>, Konane>);

}  // namespace kabe
