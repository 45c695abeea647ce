#pragma once
// A draughts position: who stands where, who is to move, and its Zobrist key.
// Positions are small values; `after(move)` returns the successor (copy-make).

#include <cstdint>

#include "bitboard.hpp"
#include "move.hpp"
#include "rules.hpp"
#include "zobrist.hpp"

namespace kabe {

// Square sets that depend only on the board.
template <class Rules>
struct BoardMasks {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    static_assert(Board::bits <= Bb::capacity, "board layout does not fit the word");
    static_assert(Board::bits <= zobrist::max_bits, "board layout exceeds the Zobrist table");

    static constexpr Bb rows(int first_row, int row_count) {
        Bb set;
        for (int i = 0; i < Board::squares; ++i) {
            const int row = Board::row_of(i);
            if (row >= first_row && row < first_row + row_count) set |= Bb::bit(Board::bit_of(i));
        }
        return set;
    }
    static constexpr Bb playable = rows(0, Board::height);
    // White moves up the board (towards row 0) and is crowned there; Black the reverse.
    static constexpr Bb promotion_row(Color c) {
        return c == Color::white ? rows(0, 1) : rows(Board::height - 1, 1);
    }
};

template <class Rules>
class Position {
public:
    using Board = typename Rules::Board;
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Masks = BoardMasks<Rules>;

    Position() = default;

    // Builds a position from piece sets; the caller guarantees they are disjoint subsets
    // of the playable squares (notation.hpp validates user input).
    static Position from_pieces(Bb white, Bb black, Bb kings, Color side_to_move) {
        Position p;
        p.pieces_[index(Color::white)] = white;
        p.pieces_[index(Color::black)] = black;
        p.kings_ = kings;
        p.side_ = side_to_move;
        p.key_ = p.compute_key();
        return p;
    }

    static Position start() {
        constexpr int rows = Rules::start_rows;
        return from_pieces(Masks::rows(Board::height - rows, rows), Masks::rows(0, rows), Bb(),
                           Rules::first_to_move);
    }

    Color side_to_move() const { return side_; }
    Bb pieces(Color c) const { return pieces_[index(c)]; }
    Bb kings() const { return kings_; }
    Bb kings(Color c) const { return pieces(c) & kings_; }
    Bb men(Color c) const { return pieces(c) & ~kings_; }
    Bb occupied() const { return pieces_[0] | pieces_[1]; }
    Bb empty() const { return Masks::playable & ~occupied(); }
    std::uint64_t key() const { return key_; }

    Position after(const Move<Word>& m) const { return successor<true>(m); }

    // The successor with its key left stale: for perft without a table, which never
    // reads keys and is measurably faster without the updates.
    Position after_unkeyed(const Move<Word>& m) const { return successor<false>(m); }

    // The key from scratch; `after` keeps it incrementally and tests compare the two.
    std::uint64_t compute_key() const {
        std::uint64_t key = side_ == Color::black ? zobrist::keys.black_to_move : 0;
        for (Color c : {Color::white, Color::black}) {
            for (int bit : men(c)) key ^= zobrist::piece(piece_of(c, false), bit);
            for (int bit : kings(c)) key ^= zobrist::piece(piece_of(c, true), bit);
        }
        return key;
    }

    bool operator==(const Position& o) const {
        return pieces_[0] == o.pieces_[0] && pieces_[1] == o.pieces_[1] && kings_ == o.kings_ &&
               side_ == o.side_;
    }

    static constexpr Piece piece_of(Color c, bool king) {
        return static_cast<Piece>(index(c) + (king ? 2 : 0));
    }

private:
    template <bool UpdateKey>
    Position successor(const Move<Word>& m) const {
        Position next = *this;
        const int us = index(side_), them = 1 - us;
        const Bb from = Bb::bit(m.from), to = Bb::bit(m.to);
        const bool king = kings_.test(m.from);
        next.pieces_[us] = (pieces_[us] & ~from) | to;
        next.pieces_[them] = pieces_[them] & ~m.captured;
        next.kings_ = kings_ & ~m.captured;
        if (king)
            next.kings_ = (next.kings_ & ~from) | to;
        else if (m.promotes)
            next.kings_ |= to;
        next.side_ = !side_;
        if constexpr (UpdateKey) {
            std::uint64_t key = key_ ^ zobrist::keys.black_to_move;
            key ^= zobrist::piece(piece_of(side_, king), m.from);
            key ^= zobrist::piece(piece_of(side_, king || m.promotes), m.to);
            for (int bit : m.captured & ~kings_)
                key ^= zobrist::piece(piece_of(!side_, false), bit);
            for (int bit : m.captured& kings_) key ^= zobrist::piece(piece_of(!side_, true), bit);
            next.key_ = key;
        }
        return next;
    }

    Bb pieces_[2]{};
    Bb kings_{};
    Color side_ = Color::white;
    std::uint64_t key_ = 0;
};

}  // namespace kabe
