#pragma once
// A draughts position: who stands where, who is to move, and its Zobrist key.
// Positions are small values; `after(move)` returns the successor (copy-make).

#include <cstdint>
#include <string_view>
#include <type_traits>

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

    // The squares that are not the first (last) of their row: where a step right (left)
    // may arrive. Everything else a sideways shift reaches is another row or a ghost.
    static constexpr Bb row_edge_free(bool first) {
        Bb set;
        for (int i = 0; i < Board::squares; ++i)
            if (i % Board::per_row != (first ? 0 : Board::per_row - 1))
                set |= Bb::bit(Board::bit_of(i));
        return set;
    }
    static constexpr Bb after_right_step = row_edge_free(true);
    static constexpr Bb after_left_step = row_edge_free(false);

    // One step in a direction of the board, from every square of `b` at once. Diagonal and
    // vertical steps are plain shifts; only the sideways ones need their mask.
    // On a whole board (FullBoard) every step with a sideways part needs its mask.
    static constexpr Bb files_except(int file) {
        Bb set;
        for (int i = 0; i < Board::squares; ++i)
            if (Board::file_of(i) != file) set |= Bb::bit(Board::bit_of(i));
        return set;
    }
    static constexpr Bb not_first_file = files_except(0);
    static constexpr Bb not_last_file = files_except(Board::width - 1);

    template <int Step>
    static constexpr Bb step(Bb b) {
        if constexpr (Board::whole) {
            // The file masks hold board squares only. A straight step down on a board
            // smaller than the word (Alquerque's 25 points) needs the bits it pushes past
            // the last square cut off; on 8x8 they leave the word.
            constexpr int sideways = Board::file_change(Step);
            if constexpr (!Board::masked_steps)
                return b.template shifted<Step>();  // a ghost column catches sideways steps
            else if constexpr (sideways > 0)
                return b.template shifted<Step>() & not_first_file;
            else if constexpr (sideways < 0)
                return b.template shifted<Step>() & not_last_file;
            else if constexpr (Board::bits < Bb::capacity && Step > 0)
                return b.template shifted<Step>() & playable;
            else
                return b.template shifted<Step>();
        } else if constexpr (Step == Board::right)
            return b.template shifted<Step>() & after_right_step;
        else if constexpr (Step == Board::left)
            return b.template shifted<Step>() & after_left_step;
        else
            return b.template shifted<Step>();
    }

    // Whether the men of colour c move up the board (towards row 0, rank 8): White's
    // always, Black's only in One-way (Rules::all_men_move_up).
    static constexpr bool men_move_up(Color c) {
        return c == Color::white || Rules::all_men_move_up;
    }

    // The row the men of colour c move towards: up the board (row 0) or down.
    static constexpr Bb promotion_row(Color c) {
        return men_move_up(c) ? rows(0, 1) : rows(Board::height - 1, 1);
    }

    // The square at (row from the top, file), as a bitboard; empty off the board or on a
    // light square.
    static constexpr Bb square_at(int row, int file) {
        const int i = Board::index_at(row, file);
        return i < 0 ? Bb() : Bb::bit(Board::bit_of(i));
    }

    // Where a man of colour c is crowned: its promotion row, or in Corner only the two
    // squares of the corner at its top left (BK:30: White a7 and b8, Black g1 and h2).
    static constexpr Bb crown_squares(Color c) {
        if constexpr (Rules::corner_crowning) {
            if (c == Color::white) return square_at(1, 0) | square_at(0, 1);
            return square_at(Board::height - 2, Board::width - 1) |
                   square_at(Board::height - 1, Board::width - 2);
        }
        return promotion_row(c);
    }

    // The squares from which a man of colour c reaches its crown squares with one
    // diagonal step forward: where a quiet move may crown (the quiescence search's cheap
    // test before it generates moves; search/search_impl.hpp).
    static constexpr Bb next_to_crown(Color c) {
        const int forward = men_move_up(c) ? -1 : 1;
        Bb set;
        for (int row = 0; row < Board::height; ++row)
            for (int file = 0; file < Board::width; ++file) {
                const Bb ahead =
                    square_at(row + forward, file - 1) | square_at(row + forward, file + 1);
                if (!(ahead & crown_squares(c)).empty()) set |= square_at(row, file);
            }
        return set;
    }

    // Parachute: the row where colour c's parachutists stand (a man there is one).
    static constexpr Bb parachute_row(Color c) {
        if constexpr (Rules::parachutists) return promotion_row(c);
        return Bb();
    }

    // The start squares of colour c in a drawn layout (Rules::starts_on).
    static constexpr Bb start_squares(Color c) {
        Bb set;
        for (int row = 0; row < Board::height; ++row)
            for (int file = 0; file < Board::width; ++file)
                if (Rules::starts_on(c, row, file)) set |= square_at(row, file);
        return set;
    }
};

// Frisian's king-move limit (FRIS 17, rules.md §2.19), kept as Scan does: per side the
// square of the king that made the side's last non-capturing moves and how many it made
// in a row. A position read from FEN starts with no run: FEN cannot carry it.
struct KingRun {
    std::uint8_t square = 0;  // bit of the king; 0 while `moves` is 0
    std::uint8_t moves = 0;
    bool operator==(const KingRun&) const = default;
};
struct KingRuns {
    KingRun side[2];
    bool operator==(const KingRuns&) const = default;
};
// The other variants keep nothing, at no cost in size ([[no_unique_address]]).
struct NoKingRuns {
    bool operator==(const NoKingRuns&) const = default;
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
        if constexpr (Rules::family == Family::tablut) {
            // Named squares (Tablut's cross), read at compile time.
            constexpr Bb white = named_squares(Rules::named_start.white_men);
            constexpr Bb kings = named_squares(Rules::named_start.white_kings);
            constexpr Bb black = named_squares(Rules::named_start.black_men);
            return from_pieces(white | kings, black, kings, Rules::first_to_move);
        } else {
            return from_pieces(start_men(Color::white), start_men(Color::black), Bb(),
                               Rules::first_to_move);
        }
    }

    // A side's men at the start: `start_rows` full rows after `start_back_rows_empty`
    // empty ones, or a drawn layout (Rules::starts_on, BoardMasks::start_squares). Tablut
    // has no rows of men (its cross is named: start()), so none here (eval's full_board()).
    static constexpr Bb start_men(Color c) {
        if constexpr (Rules::family == Family::tablut) {
            return Bb();
        } else if constexpr (Rules::drawn_start) {
            return Masks::start_squares(c);
        } else {
            constexpr int rows = Rules::start_rows, gap = Rules::start_back_rows_empty;
            return c == Color::white ? Masks::rows(Board::height - gap - rows, rows)
                                     : Masks::rows(gap, rows);
        }
    }

    Color side_to_move() const { return side_; }
    Bb pieces(Color c) const { return pieces_[index(c)]; }
    Bb kings() const { return kings_; }
    Bb kings(Color c) const { return pieces(c) & kings_; }
    Bb men(Color c) const { return pieces(c) & ~kings_; }
    Bb occupied() const { return pieces_[0] | pieces_[1]; }
    Bb empty() const { return Masks::playable & ~occupied(); }
    std::uint64_t key() const { return key_; }

    // The king of colour c that may not make another non-capturing move now, if any
    // (FRIS 17: the limit is reached; a capture is still allowed).
    Bb tired_king(Color c) const {
        if constexpr (has_king_runs) {
            const KingRun& run = runs_.side[index(c)];
            if (run.moves >= king_move_limit) return Bb::bit(run.square);
        }
        return Bb();
    }
    // How many non-capturing moves in a row the king of colour c on `king_run_square`
    // has made (0 without the limit).
    int king_run(Color c) const {
        if constexpr (has_king_runs) return runs_.side[index(c)].moves;
        return 0;
    }
    int king_run_square(Color c) const {
        if constexpr (has_king_runs) return runs_.side[index(c)].square;
        return 0;
    }

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
            if constexpr (has_king_runs) key ^= run_key(c, runs_.side[index(c)]);
        }
        return key;
    }

    bool operator==(const Position& o) const {
        return pieces_[0] == o.pieces_[0] && pieces_[1] == o.pieces_[1] && kings_ == o.kings_ &&
               side_ == o.side_ && runs_ == o.runs_;
    }

    static constexpr Piece piece_of(Color c, bool king) {
        return static_cast<Piece>(index(c) + (king ? 2 : 0));
    }

private:
    // The squares of a list of algebraic names separated by spaces ("c5 d5"): file letter
    // from White's left, rank from White's side. A name off the board fails to compile.
    static constexpr Bb named_squares(std::string_view names) {
        Bb set;
        for (std::size_t i = 0; i < names.size();) {
            if (names[i] == ' ') {
                ++i;
                continue;
            }
            const int file = names[i++] - 'a';
            int rank = 0;
            while (i < names.size() && names[i] >= '0' && names[i] <= '9')
                rank = 10 * rank + (names[i++] - '0');
            const int index = Board::index_at(Board::height - rank, file);
            if (index < 0) throw "start square off the board";  // not a constant: no compile
            set |= Bb::bit(Board::bit_of(index));
        }
        return set;
    }

    // Frisian's king-move limit (FRIS 17), a rule of the diagonal family only.
    static constexpr int king_move_limit = [] {
        if constexpr (Rules::family == Family::diagonal)
            return Rules::king_move_limit;
        else
            return 0;
    }();
    static constexpr bool has_king_runs = king_move_limit > 0;
    static_assert(king_move_limit <= zobrist::max_king_run, "no Zobrist keys for it");

    static std::uint64_t run_key(Color c, KingRun run) {
        return run.moves ? zobrist::king_run(index(c), run.moves, run.square) : 0;
    }

    // FRIS 17 as Scan counts it (rules.md §2.19). The mover's run grows by a
    // non-capturing king move while it has men (restarting at 1 with another king) and
    // ends with any other move; the opponent's run ends when its king is taken or its
    // last man is, since without men there is no limit.
    void update_king_runs(const KingRuns& before, const Move<Word>& m, bool king) {
        const Color mover = !side_, opponent = side_;  // called on the successor
        const KingRun& was = before.side[index(mover)];
        KingRun& run = runs_.side[index(mover)];
        if (king && !m.is_capture() && men(mover)) {
            const int moves = was.moves && was.square == m.from ? was.moves : 0;
            run = KingRun{m.to, static_cast<std::uint8_t>(moves + 1)};
        } else {
            run = KingRun{};
        }
        KingRun& other = runs_.side[index(opponent)];
        if (other.moves && (!kings(opponent).test(other.square) || !men(opponent)))
            other = KingRun{};
    }

    template <bool UpdateKey>
    Position successor(const Move<Word>& m) const {
        Position next = *this;
        const int us = index(side_), them = 1 - us;
        const Bb from = Bb::bit(m.from), to = Bb::bit(m.to);
        const bool king = kings_.test(m.from);
        if constexpr (Rules::family == Family::konane) {
            // Konane's opening removals (rules.md §2.24): from == to, and `captured` holds
            // that square, a piece of the mover's own colour (konane/generate.hpp).
            if (m.from == m.to) {
                next.pieces_[us] = pieces_[us] & ~from;
                next.side_ = !side_;
                if constexpr (UpdateKey)
                    next.key_ = key_ ^ zobrist::keys.black_to_move ^
                                zobrist::piece(piece_of(side_, false), m.from);
                return next;
            }
        }
        next.pieces_[us] = (pieces_[us] & ~from) | to;
        next.pieces_[them] = pieces_[them] & ~m.captured;
        next.kings_ = kings_ & ~m.captured;
        if (king)
            next.kings_ = (next.kings_ & ~from) | to;
        else if (m.promotes)
            next.kings_ |= to;
        next.side_ = !side_;
        if constexpr (has_king_runs) next.update_king_runs(runs_, m, king);
        if constexpr (UpdateKey) {
            std::uint64_t key = key_ ^ zobrist::keys.black_to_move;
            key ^= zobrist::piece(piece_of(side_, king), m.from);
            key ^= zobrist::piece(piece_of(side_, king || m.promotes), m.to);
            for (int bit : m.captured & ~kings_)
                key ^= zobrist::piece(piece_of(!side_, false), bit);
            for (int bit : m.captured& kings_) key ^= zobrist::piece(piece_of(!side_, true), bit);
            if constexpr (has_king_runs) {
                for (Color c : {Color::white, Color::black})
                    key ^= run_key(c, runs_.side[index(c)]) ^ run_key(c, next.runs_.side[index(c)]);
            }
            next.key_ = key;
        }
        return next;
    }

    Bb pieces_[2]{};
    Bb kings_{};
    Color side_ = Color::white;
    [[no_unique_address]] std::conditional_t<has_king_runs, KingRuns, NoKingRuns> runs_{};
    std::uint64_t key_ = 0;
};

}  // namespace kabe
