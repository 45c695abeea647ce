#pragma once
// The evaluation terms of the diagonal draughts games, each for one side `Us` in centi-men
// (the families in eval/families/ take White's value minus Black's). Bitboard arithmetic only:
// shifts, masks and popcounts, no loop over squares, so that evaluate() stays cheap at every leaf
// of the search.

#include <algorithm>
#include <utility>

#include "eval/masks.hpp"
#include "eval/weights.hpp"
#include "movegen/generate.hpp"
#include "movegen/position.hpp"

namespace kabe::eval {

// A side's forward steps, named as the player sees them (Black's left is White's right).
template <class Board, Color Us>
struct Ahead {
    static constexpr int left = Us == Color::white ? Board::up_left : Board::down_right;
    static constexpr int right = Us == Color::white ? Board::up_right : Board::down_left;
};

// Pieces on the board at the start: the scale of the game phase (counted from the start
// position, whose rows Dameo's trapezoid does not fill).
template <class Rules>
constexpr int full_board() {
    return 2 * Position<Rules>::start_men(Color::white).count();
}

// Pieces on the board, at most full_board: full_board is the opening, 0 the bare endgame.
template <class Rules>
int pieces_left(const Position<Rules>& pos) {
    return std::min(pos.occupied().count(), full_board<Rules>());
}

// The sum of the rows the given men of `Us` have advanced from their back rank.
template <class Rules, Color Us>
int rows_advanced(Bitboard<typename Rules::Word> men) {
    using M = EvalMasks<Rules>;
    int sum = 0;
    for (int k = 0; k < M::advanced_bits; ++k)
        sum += (men & M::advanced_bit[k][index(Us)]).count() << k;
    return sum;
}

// The steps the men of both sides still have to go to their promotion rows, at most the
// start position's: a measure of the game phase that falls as the men advance, not only
// as pieces come off (Scan 2.0 blends its pattern weights by it; the learned patterns may
// too, patterns/layout.hpp). Kings count nothing.
template <class Rules>
int men_steps(const Position<Rules>& pos) {
    constexpr int last_row = Rules::Board::height - 1;
    const auto white = pos.men(Color::white), black = pos.men(Color::black);
    return last_row * (white.count() + black.count()) - rows_advanced<Rules, Color::white>(white) -
           rows_advanced<Rules, Color::black>(black);
}
template <class Rules>
int full_men_steps() {
    static const int full = men_steps<Rules>(Position<Rules>::start());
    return full;
}
template <class Rules>
int men_steps_left(const Position<Rules>& pos) {
    return std::min(men_steps(pos), full_men_steps<Rules>());
}

// Material. Kings after the first count less: the first does most of the work.
template <class Rules, Color Us>
int material(const Position<Rules>& pos, const Weights& w) {
    const int kings = pos.kings(Us).count();
    return w.man * pos.men(Us).count() + (kings ? w.king + (kings - 1) * w.extra_king : 0);
}

// Penalty for men crowded on one wing: a lopsided side runs out of moves on the short
// wing and has too few men to hold the other.
template <class Rules, Color Us>
int balance(const Position<Rules>& pos, const Weights& w) {
    using M = EvalMasks<Rules>;
    const auto men = pos.men(Us);
    const int left = (men & M::left_half).count(), right = (men & M::right_half).count();
    return -w.balance * (left > right ? left - right : right - left);
}

// Men in the centre split the opponent's position and keep every option open.
template <class Rules, Color Us>
int centre(const Position<Rules>& pos, const Weights& w) {
    return w.centre * (pos.men(Us) & EvalMasks<Rules>::centre[index(Us)]).count();
}

// Men kept on the back rank stop the opponent from crowning. They matter only while he
// has no king (a king is made already) and less as pieces come off, when those men are
// needed in the fight: the bonus scales with the pieces left.
template <class Rules, Color Us>
int back_rank(const Position<Rules>& pos, const Weights& w, int pieces) {
    using M = EvalMasks<Rules>;
    if (pos.kings(!Us)) return 0;
    const auto men = pos.men(Us);
    const int guard = w.back_rank_middle * (men & M::back_rank_middle[index(Us)]).count() +
                      w.back_rank_corner * (men & M::back_rank_corners[index(Us)]).count();
    return guard * pieces / full_board<Rules>();
}

// `cone` plus every square `Rows` steps ahead of it for `Mover` (all mixes of left and
// right steps), each shift masked by the squares such a move can land on.
template <class Rules, Color Mover, int Rows, int... Rights>
Bitboard<typename Rules::Word> advance_cone(Bitboard<typename Rules::Word> cone,
                                            std::integer_sequence<int, Rights...>) {
    using A = Ahead<typename Rules::Board, Mover>;
    using M = EvalMasks<Rules>;
    return (cone | ... |
            (cone.template shifted<(Rows - Rights) * A::left + Rights * A::right>() &
             M::template landing_squares<Rows - Rights, Rights>[index(Mover)]));
}

// The squares that `Mover`'s men on `from` could ever step onto: the forward cone of
// each piece. Filled by doubling, as in a Kogge-Stone fill: after cones up to `Covered`
// rows deep, a move of up to Covered + 1 rows extends them without a gap (1, 2, 4, ...
// rows, then what is left): four rounds on 10x10 instead of nine one-row rounds.
template <class Rules, Color Mover, int Covered = 0>
Bitboard<typename Rules::Word> forward_cone(Bitboard<typename Rules::Word> from) {
    constexpr int rest = Rules::Board::height - 1 - Covered;
    if constexpr (rest <= 0) {
        return from;
    } else {
        constexpr int rows = std::min(Covered + 1, rest);
        return forward_cone<Rules, Mover, Covered + rows>(
            advance_cone<Rules, Mover, rows>(from, std::make_integer_sequence<int, rows + 1>{}));
    }
}

// Runaways: men that will crown unless a king stops them. A man whose forward cone holds
// no opposing piece cannot be stopped by the opposing men's steps: a man outside the
// cone steps parallel to its edges or away from it, so it never enters (and the cone
// only shrinks as our man advances). Cheap approximation: it ignores captures (a
// backward capture can jump into the cone after a sacrifice), races between runaways
// and our own men in the way (the man must only have a free step now); the term is off
// while the opponent has a king, which can stop a man from anywhere.
template <class Rules, Color Us>
int runaways(const Position<Rules>& pos, const Weights& w) {
    using A = Ahead<typename Rules::Board, Us>;
    if (pos.kings(!Us) || !pos.men(Us)) return 0;
    const auto empty = pos.empty();
    const auto can_step = empty.template shifted<-A::left>() | empty.template shifted<-A::right>();
    const auto free = pos.men(Us) & can_step & ~forward_cone<Rules, !Us>(pos.pieces(!Us));
    return w.runaway * free.count() + w.runaway_per_row * rows_advanced<Rules, Us>(free);
}

// Mobility: the steps the men can make and the squares the kings reach. The side with
// more moves keeps choices and is less often forced into a losing exchange.
template <class Rules, Color Us>
int mobility(const Position<Rules>& pos, const Weights& w) {
    using A = Ahead<typename Rules::Board, Us>;
    using Board = typename Rules::Board;
    const auto empty = pos.empty(), men = pos.men(Us), kings = pos.kings(Us);
    int score = w.man_step * ((men.template shifted<A::left>() & empty).count() +
                              (men.template shifted<A::right>() & empty).count());
    if (kings) {
        int reach = 0;
        detail::for_each_step(detail::Diagonals<Board>{}, [&](auto step) {
            reach += (Rules::kings_fly ? detail::slide<step()>(kings, empty)
                                       : kings.template shifted<step()>() & empty)
                         .count();
        });
        score += w.king_square * reach;
    }
    return score;
}

// Frozen men: no empty square ahead. They cannot take part until something moves away,
// and a side with many of them runs out of moves (and loses when it has none).
template <class Rules, Color Us>
int frozen(const Position<Rules>& pos, const Weights& w) {
    using A = Ahead<typename Rules::Board, Us>;
    const auto empty = pos.empty();
    const auto can_step = empty.template shifted<-A::left>() | empty.template shifted<-A::right>();
    return -w.frozen_man * (pos.men(Us) & ~can_step).count();
}

// Outposts: a man on 24 or 27 (White's numbers) with own pieces on both squares behind
// it cannot be taken from the front and cramps the opponent; with a hole behind it the
// opponent can take it or exchange it off with gain of tempo.
template <class Rules, Color Us>
int outposts(const Position<Rules>& pos, const Weights& w) {
    using A = Ahead<typename Rules::Board, Us>;
    const auto own = pos.pieces(Us);
    const auto posts = pos.men(Us) & EvalMasks<Rules>::outposts[index(Us)];
    if (!posts) return 0;
    // Shifting own pieces one step ahead marks the squares they stand behind.
    const auto backed = own.template shifted<A::left>() & own.template shifted<A::right>();
    const int supported = (posts & backed).count();
    return w.outpost_supported * supported - w.outpost_hanging * (posts.count() - supported);
}

// Kings: a king on the long diagonal watches both wings; against men only it stops most
// breakthroughs by itself.
template <class Rules, Color Us>
int king_diagonal(const Position<Rules>& pos, const Weights& w) {
    if (!(pos.kings(Us) & EvalMasks<Rules>::main_diagonal)) return 0;
    return w.king_main_diagonal + (pos.kings(!Us) ? 0 : w.king_main_diagonal_vs_men);
}

}  // namespace kabe::eval
