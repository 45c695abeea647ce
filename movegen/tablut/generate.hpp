#pragma once
// Legal move generation for Tablut (rules.md §2.26, BrainKing rules;
// Family::tablut), used by generate.hpp in place of the draughts generators.
//
// Pieces: White's men are the defenders, White's king is the king, Black's pieces are the
// attackers (a Black "king" can only come from a hand-made position; it plays as an
// attacker). Every piece moves like a chess rook over empty squares. The throne e5 is
// never a destination: the king starts on it, and once it has left no piece may stop there
// (not even the king); pieces pass over it when it is empty.
//
// Captures are made by the move, never compulsory, and follow from its from and to:
//   - a soldier (defender or attacker) that lands next to an enemy soldier with one of its
//     own soldiers right behind it, on the same rank or file, takes it (custodial capture);
//     up to three at once. The king is neither taken that way nor a partner in it (rules.md
//     inferred details 2 and 4: "the king cannot capture"). The throne and the edges are
//     not hostile (inferred 3). A piece that moves between two enemies is safe: only the
//     mover's sandwiches count (inferred 1);
//   - the king is taken when an attacker lands next to it and it then has attackers on all
//     four sides, or on three with the empty throne on the fourth.
// The game ends with the move that takes the king (White to move has no king) or brings
// it to an edge square (Black to move sees it there): such a position has no legal move,
// and having no move loses (Goal::escape), which scores both ends without a rule of its own.

#include <array>
#include <cstdint>
#include <utility>

#include "movegen/generator.hpp"
#include "movegen/move.hpp"
#include "movegen/position.hpp"

namespace kabe::detail::tablut {

template <int... Step, class F>
inline void each(std::integer_sequence<int, Step...>, F&& f) {
    (f(std::integral_constant<int, Step>{}), ...);
}

// Square sets of the board and the rook steps.
template <class Rules>
struct Geometry {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    using Steps = std::integer_sequence<int, Board::up, Board::down, Board::left, Board::right>;

    // The throne: the centre square (e5 on 9x9).
    static constexpr int throne_bit =
        Board::bit_of(Board::index_at(Board::height / 2, Board::width / 2));
    static constexpr Bb throne = Bb::bit(throne_bit);

    static constexpr Bb edge = [] {
        Bb set;
        for (int i = 0; i < Board::squares; ++i) {
            const int row = Board::row_of(i), file = Board::file_of(i);
            if (row == 0 || row == Board::height - 1 || file == 0 || file == Board::width - 1)
                set |= Bb::bit(Board::bit_of(i));
        }
        return set;
    }();

    // The squares next to each square along ranks and files.
    static constexpr std::array<Bb, Board::bits> neighbours = [] {
        std::array<Bb, Board::bits> table{};
        for (int i = 0; i < Board::squares; ++i) {
            const int row = Board::row_of(i), file = Board::file_of(i);
            const int around[4][2] = {
                {row - 1, file}, {row + 1, file}, {row, file - 1}, {row, file + 1}};
            for (const auto& rf : around) {
                const int n = Board::index_at(rf[0], rf[1]);
                if (n >= 0) table[Board::bit_of(i)] |= Bb::bit(Board::bit_of(n));
            }
        }
        return table;
    }();
};

// The pieces of colour c that take part in custodial captures: the defenders (not the
// king) or every attacker.
template <class Rules>
Bitboard<typename Rules::Word> soldiers(const Position<Rules>& pos, Color c) {
    return c == Color::white ? pos.men(Color::white) : pos.pieces(Color::black);
}

// Whether the game ended with the last move (Goal::escape): White to move without its
// king (taken), or Black to move with the king on the edge (escaped).
template <class Rules, Color Us>
bool game_over(const Position<Rules>& pos) {
    if constexpr (Us == Color::white)
        return pos.kings(Color::white).empty();
    else
        return bool(pos.kings(Color::white) & Geometry<Rules>::edge);
}

// Where a soldier of Us captures by landing: at[k] holds the squares next to an enemy
// soldier in direction k (up, down, left, right) that has a soldier of Us right behind it.
// The moving piece never is that partner: its start lies on the line it moved along, on
// the near side of its landing square.
template <class Rules, Color Us>
struct CaptureMap {
    using Bb = Bitboard<typename Rules::Word>;
    Bb at[4];
    Bb any;

    explicit CaptureMap(const Position<Rules>& pos) {
        using Masks = BoardMasks<Rules>;
        const Bb partners = soldiers(pos, Us), victims = soldiers(pos, !Us), empty = pos.empty();
        int k = 0;
        each(typename Geometry<Rules>::Steps{}, [&](auto step) {
            constexpr int back = -step();
            at[k] =
                Masks::template step<back>(Masks::template step<back>(partners) & victims) & empty;
            any |= at[k];
            ++k;
        });
    }

    // The soldiers a soldier of Us takes by landing on `to`.
    Bb taken(int to) const {
        using Masks = BoardMasks<Rules>;
        const Bb square = Bb::bit(to);
        Bb captured;
        int k = 0;
        each(typename Geometry<Rules>::Steps{}, [&](auto step) {
            if (at[k] & square) captured |= Masks::template step<step()>(square);
            ++k;
        });
        return captured;
    }
};

// The king (or kings, in a hand-made position) that an attacker moving from -> to takes:
// a king next to `to` with every neighbour an attacker or the empty throne after the move.
template <class Rules>
Bitboard<typename Rules::Word> kings_taken(const Position<Rules>& pos, int from, int to) {
    using G = Geometry<Rules>;
    using Bb = Bitboard<typename Rules::Word>;
    const Bb kings = pos.kings(Color::white) & G::neighbours[to];
    if (!kings) return Bb();
    const Bb moved = Bb::bit(from) | Bb::bit(to);
    const Bb attackers = pos.pieces(Color::black) ^ moved;
    const Bb empty = pos.empty() ^ moved;
    const Bb hostile = attackers | (G::throne & empty);
    Bb taken;
    for (int king : kings)
        if ((G::neighbours[king] & ~hostile).empty()) taken |= Bb::bit(king);
    return taken;
}

// Squares a rook on `from` (one bit, or several pieces at once: those sliding the same way
// never share a square) reaches along Step, the throne excluded as a destination.
template <class Rules, int Step>
Bitboard<typename Rules::Word> slide(Bitboard<typename Rules::Word> from,
                                     Bitboard<typename Rules::Word> empty) {
    using Masks = BoardMasks<Rules>;
    Bitboard<typename Rules::Word> reach, frontier = Masks::template step<Step>(from) & empty;
    while (frontier) {
        reach |= frontier;
        frontier = Masks::template step<Step>(frontier) & empty;
    }
    return reach & ~Geometry<Rules>::throne;
}

template <class Rules>
Bitboard<typename Rules::Word> targets(int from, Bitboard<typename Rules::Word> empty) {
    const auto piece = Bitboard<typename Rules::Word>::bit(from);
    Bitboard<typename Rules::Word> reach;
    each(typename Geometry<Rules>::Steps{},
         [&](auto step) { reach |= slide<Rules, step()>(piece, empty); });
    return reach;
}

// All legal moves: for the search's sake the king's escapes first, then the captures,
// then the other moves.
template <class Rules, Color Us>
void generate(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using G = Geometry<Rules>;
    list.clear();
    if (game_over<Rules, Us>(pos)) return;
    const Bb empty = pos.empty();
    const auto push = [&](int from, int to, Bb captured) {
        list.push(Move<Word>{captured, static_cast<std::uint8_t>(from),
                             static_cast<std::uint8_t>(to), false});
    };
    const CaptureMap<Rules, Us> map(pos);
    const Bb kings = Us == Color::white ? pos.kings(Color::white) : Bb();
    // The squares next to the king where an attacker may complete its capture.
    Bb king_neighbours;
    if constexpr (Us == Color::black)
        for (int king : pos.kings(Color::white)) king_neighbours |= G::neighbours[king];

    // Targets of each piece, kept for the second pass (17 pieces at most in a game; a
    // hand-made position may have up to 81).
    struct Piece {
        int from;
        Bb to;
    };
    Piece pieces[Rules::Board::squares];
    int count = 0;
    for (int from : pos.pieces(Us)) {
        const Bb to = targets<Rules>(from, empty);
        if (to) pieces[count++] = Piece{from, to};
    }
    // The king's escapes, then its other moves come with the quiet ones.
    for (int i = 0; i < count; ++i) {
        if (!kings.test(pieces[i].from)) continue;
        const Bb escapes = pieces[i].to & G::edge;
        for (int to : escapes) push(pieces[i].from, to, Bb());
    }
    // Captures by soldiers.
    const Bb capturing = map.any | king_neighbours;
    for (int i = 0; i < count; ++i) {
        const auto& p = pieces[i];
        if (kings.test(p.from)) continue;
        const Bb landings = p.to & capturing;
        for (int to : landings) {
            Bb captured = map.taken(to);
            if constexpr (Us == Color::black) captured |= kings_taken(pos, p.from, to);
            if (captured) push(p.from, to, captured);
        }
    }
    // The rest: quiet soldier moves, and the king's moves inside the board.
    for (int i = 0; i < count; ++i) {
        const auto& p = pieces[i];
        if (kings.test(p.from)) {
            for (int to : p.to & ~G::edge) push(p.from, to, Bb());
            continue;
        }
        for (int to : p.to) {
            if (capturing.test(to)) {
                Bb captured = map.taken(to);
                if constexpr (Us == Color::black) captured |= kings_taken(pos, p.from, to);
                if (captured) continue;  // listed with the captures
            }
            push(p.from, to, Bb());
        }
    }
}

// The number of legal moves, without building them: the squares each side's pieces reach,
// one slide per direction for all of them.
template <class Rules, Color Us>
int count(const Position<Rules>& pos) {
    if (game_over<Rules, Us>(pos)) return 0;
    const auto pieces = pos.pieces(Us), empty = pos.empty();
    int n = 0;
    each(typename Geometry<Rules>::Steps{},
         [&](auto step) { n += slide<Rules, step()>(pieces, empty).count(); });
    return n;
}

}  // namespace kabe::detail::tablut

namespace kabe {

template <class Rules>
struct Generator<Family::tablut, Rules> {
    using Pos = Position<Rules>;
    using List = MoveList<typename Rules::Word>;
    template <Color Us>
    static void generate(const Pos& pos, List& list, Duplicates) {
        detail::tablut::generate<Rules, Us>(pos, list);
    }
    template <Color Us>
    static int count(const Pos& pos, Duplicates) {
        return detail::tablut::count<Rules, Us>(pos);
    }
    // No capture is ever compulsory, so every move counts (count_quiet_moves).
    template <Color Us>
    static int count_quiet(const Pos& pos) {
        return detail::tablut::count<Rules, Us>(pos);
    }
    // "Must capture" and "threatens" (quiescence, pruning) mean a compulsory capture:
    // there is none.
    template <Color Us>
    static bool has_capture(const Pos&) {
        return false;
    }
};
static_assert(MoveGenerator<Generator<Family::tablut, Tablut>, Tablut>);

}  // namespace kabe
