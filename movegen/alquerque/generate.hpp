#pragma once
// Legal moves of Alquerque (rules.md §2.23, BrainKing "Alkerk"; Family::alquerque),
// used by generate.hpp in place of the draughts generators.
//
// The 25 points of a 5x5 grid are joined by lines: orthogonal lines between all
// neighbours, diagonal lines only through the points whose 0-based coordinates sum to an
// even number (a1, c1, b2, ...). A diagonal step is therefore allowed only from such a
// point (it lands on one too). Men (there are no kings) step one point along a line
// forward, diagonally forward or sideways; a man on the far row makes no step at all.
// A capture jumps an adjacent enemy along a line onto the empty point beyond. The first
// jump of a move must go in a stepping direction (forward, diagonally forward, sideways,
// also for a man on the far row); the later jumps of the same move go in any of the eight
// directions. Capturing is compulsory and goes on while it can (only complete sequences
// are moves); among them the choice is free. Jumped men stay on the board until the move
// ends (docs/variants.md), so a man is never jumped twice and its point is never landed on.

#include <cstdint>
#include <utility>

#include "movegen/generator.hpp"
#include "movegen/move.hpp"
#include "movegen/position.hpp"
#include "movegen/whole_board/generate.hpp"  // RouteSink

namespace kabe::detail::alquerque {

template <class Board>
using AllSteps =
    std::integer_sequence<int, Board::up, Board::down, Board::left, Board::right, Board::up_left,
                          Board::up_right, Board::down_left, Board::down_right>;
template <class Board, Color Us>
using ManSteps =
    std::conditional_t<Us == Color::white,
                       std::integer_sequence<int, Board::up, Board::up_left, Board::up_right,
                                             Board::left, Board::right>,
                       std::integer_sequence<int, Board::down, Board::down_left, Board::down_right,
                                             Board::left, Board::right>>;

template <int... Step, class F>
inline void each(std::integer_sequence<int, Step...>, F&& f) {
    (f(std::integral_constant<int, Step>{}), ...);
}

// The points with diagonal lines: 0-based row + file even (on the 5x5 board, with an odd
// number of rows, the same points as file + rank even counted from a1).
// (Variables, not functions: a constexpr function called at run time would loop over
// the board at every step.)
template <class Rules>
inline constexpr Bitboard<typename Rules::Word> diagonal_points = [] {
    using Board = typename Rules::Board;
    Bitboard<typename Rules::Word> set;
    for (int i = 0; i < Board::squares; ++i)
        if ((Board::row_of(i) + Board::file_of(i)) % 2 == 0)
            set |= Bitboard<typename Rules::Word>::bit(Board::bit_of(i));
    return set;
}();
template <class Rules, Color Us>
inline constexpr Bitboard<typename Rules::Word> far_row = BoardMasks<Rules>::promotion_row(Us);

// One step along the lines from every point of b: diagonal steps only from the points
// that have diagonals.
template <class Rules, int Step>
constexpr Bitboard<typename Rules::Word> line_step(Bitboard<typename Rules::Word> b) {
    using Board = typename Rules::Board;
    if constexpr (Board::file_change(Step) != 0 && Step != Board::left && Step != Board::right)
        return BoardMasks<Rules>::template step<Step>(b & diagonal_points<Rules>);
    else
        return BoardMasks<Rules>::template step<Step>(b);
}

template <class Rules, Color Us>
class CaptureSearch {
public:
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    static constexpr int max_captures = 16;  // 12 men a side

    CaptureSearch(const Position<Rules>& pos, MoveList<Word>& list, Duplicates duplicates)
        : opponents_(pos.pieces(!Us)),
          empty_(pos.empty()),
          list_(list),
          keep_duplicates_(duplicates == Duplicates::keep) {}

    void record_routes(orthogonal::RouteSink<Word>* sink) { sink_ = sink; }

    void man(int from) {
        from_ = from;
        open_ = empty_ | Bb::bit(from);
        extend(Bb::bit(from), Bb(), 0);
    }

private:
    void extend(Bb at, Bb captured, int count) {
        bool extended = false;
        auto jump = [&](auto step) {
            const Bb victim = line_step<Rules, step()>(at) & opponents_ & ~captured;
            if (!victim) return;
            const Bb landing = line_step<Rules, step()>(victim) & open_;
            if (!landing) return;
            extended = true;
            path_[count] = static_cast<std::uint8_t>(landing.lowest());
            extend(landing, captured | victim, count + 1);
        };
        if (count == 0)
            each(ManSteps<Board, Us>{}, jump);
        else
            each(AllSteps<Board>{}, jump);
        if (!extended && count > 0) emit(at, captured, count);
    }

    void emit(Bb at, Bb captured, int count) {
        if (sink_) sink_->route(path_, count, at.lowest(), captured, false);
        push_capture(list_,
                     Move<Word>{captured, static_cast<std::uint8_t>(from_),
                                static_cast<std::uint8_t>(at.lowest()), false},
                     !keep_duplicates_ && count >= Rules::min_duplicate_captures);
    }

    Bb opponents_, empty_, open_;
    MoveList<Word>& list_;
    orthogonal::RouteSink<Word>* sink_ = nullptr;
    int from_ = 0;
    std::uint8_t path_[max_captures] = {};
    bool keep_duplicates_;
};

// The men of side Us that can start a capture (a first jump in a stepping direction).
template <class Rules, Color Us>
Bitboard<typename Rules::Word> capturers(const Position<Rules>& pos) {
    using Bb = Bitboard<typename Rules::Word>;
    const Bb opponents = pos.pieces(!Us), empty = pos.empty(), men = pos.pieces(Us);
    Bb found;
    each(ManSteps<typename Rules::Board, Us>{}, [&](auto step) {
        for (int from : men)
            if (line_step<Rules, step()>(line_step<Rules, step()>(Bb::bit(from)) & opponents) &
                empty)
                found |= Bb::bit(from);
    });
    return found;
}

template <class Rules, Color Us>
void generate_captures(const Position<Rules>& pos, Bitboard<typename Rules::Word> from_set,
                       MoveList<typename Rules::Word>& list, Duplicates duplicates,
                       orthogonal::RouteSink<typename Rules::Word>* sink = nullptr) {
    CaptureSearch<Rules, Us> search(pos, list, duplicates);
    search.record_routes(sink);
    for (int from : from_set) search.man(from);
}

// The men that may step: all but those on the far row.
template <class Rules, Color Us>
Bitboard<typename Rules::Word> steppers(const Position<Rules>& pos) {
    return pos.pieces(Us) & ~far_row<Rules, Us>;
}

template <class Rules, Color Us>
void generate_quiet(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    const Bb empty = pos.empty();
    for (int from : steppers<Rules, Us>(pos)) {
        each(ManSteps<typename Rules::Board, Us>{}, [&](auto step) {
            const Bb to = line_step<Rules, step()>(Bb::bit(from)) & empty;
            if (to)
                list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(from),
                                     static_cast<std::uint8_t>(to.lowest()), false});
        });
    }
}

template <class Rules, Color Us>
int count_quiet(const Position<Rules>& pos) {
    const auto empty = pos.empty(), men = steppers<Rules, Us>(pos);
    int n = 0;
    each(ManSteps<typename Rules::Board, Us>{},
         [&](auto step) { n += (line_step<Rules, step()>(men) & empty).count(); });
    return n;
}

template <class Rules, Color Us>
void generate(const Position<Rules>& pos, MoveList<typename Rules::Word>& list,
              Duplicates duplicates) {
    list.clear();
    if (const auto from = capturers<Rules, Us>(pos))
        generate_captures<Rules, Us>(pos, from, list, duplicates);
    else
        generate_quiet<Rules, Us>(pos, list);
}

template <class Rules, Color Us>
int count(const Position<Rules>& pos, Duplicates duplicates) {
    const auto from = capturers<Rules, Us>(pos);
    if (!from) return count_quiet<Rules, Us>(pos);
    MoveList<typename Rules::Word> list;
    generate_captures<Rules, Us>(pos, from, list, duplicates);
    return list.size();
}

}  // namespace kabe::detail::alquerque

namespace kabe {

template <class Rules>
struct Generator<Family::alquerque, Rules> {
    using Pos = Position<Rules>;
    using List = MoveList<typename Rules::Word>;
    template <Color Us>
    static void generate(const Pos& pos, List& list, Duplicates duplicates) {
        detail::alquerque::generate<Rules, Us>(pos, list, duplicates);
    }
    template <Color Us>
    static int count(const Pos& pos, Duplicates duplicates) {
        return detail::alquerque::count<Rules, Us>(pos, duplicates);
    }
    template <Color Us>
    static int count_quiet(const Pos& pos) {
        return detail::alquerque::count_quiet<Rules, Us>(pos);
    }
    template <Color Us>
    static bool has_capture(const Pos& pos) {
        return bool(detail::alquerque::capturers<Rules, Us>(pos));
    }
};
static_assert(MoveGenerator<Generator<Family::alquerque, Alquerque>, Alquerque>);

}  // namespace kabe
