#pragma once
// Moves played backwards, within one material: the positions from which a quiet move
// (no capture, no promotion) of the side that just moved reaches a position. Captures
// and promotions come from other materials, which the generator reads forward instead.
//
// The quiet moves of the dark-square family: a man steps one square diagonally forward
// (towards its promotion row), a king one square along a diagonal or, where kings fly,
// any distance over empty squares. A quiet move is legal only when its side has no
// capture; that is the caller's check (must_capture on the position found).

#include "egdb/index.hpp"

namespace kabe::egdb {

template <DatabaseRules Rules>
struct Unmoves {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    using Masks = BoardMasks<Rules>;
    using Pos = Position<Rules>;

    // Calls f(earlier) for each position, the other side to move, that reaches `pos` by
    // one quiet move.
    template <class F>
    static void each(const Pos& pos, F&& f) {
        const Color mover = !pos.side_to_move();
        const Bb empty = pos.empty();
        for (int to : pos.kings(mover)) {
            slide<Board::up_left>(pos, mover, to, empty, f);
            slide<Board::up_right>(pos, mover, to, empty, f);
            slide<Board::down_left>(pos, mover, to, empty, f);
            slide<Board::down_right>(pos, mover, to, empty, f);
        }
        for (int to : pos.men(mover)) {
            // One step back: down the board for men that move up.
            if (Masks::men_move_up(mover)) {
                step_back<Board::down_left>(pos, mover, to, empty, f);
                step_back<Board::down_right>(pos, mover, to, empty, f);
            } else {
                step_back<Board::up_left>(pos, mover, to, empty, f);
                step_back<Board::up_right>(pos, mover, to, empty, f);
            }
        }
    }

private:
    template <int Step, class F>
    static void slide(const Pos& pos, Color mover, int to, Bb empty, F& f) {
        Bb at = Bb::bit(to);
        for (;;) {
            at = Masks::template step<Step>(at) & empty;
            if (!at) return;
            f(moved_back(pos, mover, to, at.lowest(), true));
            if (!Rules::kings_fly) return;
        }
    }

    template <int Step, class F>
    static void step_back(const Pos& pos, Color mover, int to, Bb empty, F& f) {
        const Bb from = Masks::template step<Step>(Bb::bit(to)) & empty;
        if (from) f(moved_back(pos, mover, to, from.lowest(), false));
    }

    static Pos moved_back(const Pos& pos, Color mover, int to, int from, bool king) {
        const Bb swap = Bb::bit(to) | Bb::bit(from);
        Bb white = pos.pieces(Color::white), black = pos.pieces(Color::black);
        (mover == Color::white ? white : black) ^= swap;
        const Bb kings = king ? pos.kings() ^ swap : pos.kings();
        return Pos::from_pieces(white, black, kings, mover);
    }
};

}  // namespace kabe::egdb
