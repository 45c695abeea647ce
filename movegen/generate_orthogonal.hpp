#pragma once
// Legal move generation for the games of rows and files on a whole board (Turkish
// draughts, rules.md §2.14; Rules::orthogonal_moves), used by generate.hpp in place of
// the diagonal generator. Men step and capture forward or sideways, never backward; kings
// move like rooks and capture a piece at any distance along a rank or file, landing on
// any empty square beyond. Captured pieces leave the board at once (their squares can be
// crossed again), but two consecutive captures may not go in opposite directions (the
// 180-degree rule). The sequence taking the most pieces is compulsory (a king counts one).
// A man that reaches the last rank during a capture goes on as a man (sideways along it)
// and is crowned only when the move ends there.

#include <cstdint>
#include <utility>

#include "move.hpp"
#include "position.hpp"

namespace kabe::detail::orthogonal {

template <class Board>
using RookSteps = std::integer_sequence<int, Board::up, Board::down, Board::left, Board::right>;
template <class Board, Color Us>
using ManSteps = std::integer_sequence<int, Us == Color::white ? Board::up : Board::down,
                                       Board::left, Board::right>;

template <int... Step, class F>
inline void each(std::integer_sequence<int, Step...>, F&& f) {
    (f(std::integral_constant<int, Step>{}), ...);
}

// Receives each complete capture route (capture_routes.hpp): the squares landed on.
template <class Word>
struct RouteSink {
    virtual void route(const std::uint8_t* landings, int count, int to, Bitboard<Word> captured,
                       bool promotes) = 0;

protected:
    ~RouteSink() = default;
};

template <class Rules, Color Us>
class CaptureSearch {
public:
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    static constexpr int max_captures = 32;

    CaptureSearch(const Position<Rules>& pos, MoveList<Word>& list, Duplicates duplicates)
        : opponents_(pos.pieces(!Us)),
          empty_(pos.empty()),
          list_(list),
          keep_duplicates_(duplicates == Duplicates::keep) {}

    // Every route is also shown to `sink` (the ones a majority rule drops included).
    void record_routes(RouteSink<Word>* sink) { sink_ = sink; }

    void man(int from) {
        from_ = from;
        open_ = empty_ | Bb::bit(from);
        man_continue(Bb::bit(from), Bb(), 0, 0);
    }
    void king(int from) {
        from_ = from;
        open_ = empty_ | Bb::bit(from);
        king_continue(Bb::bit(from), Bb(), 0, 0);
    }

private:
    // `last` is the step of the previous capture (0 before the first): its opposite is
    // the one direction the next capture may not take.
    void man_continue(Bb at, Bb captured, int count, int last) {
        bool extended = false;
        each(ManSteps<Board, Us>{}, [&](auto step) {
            if (step() == -last) return;
            const Bb victim = Masks::template step<step()>(at) & opponents_ & ~captured;
            if (!victim) return;
            const Bb landing = Masks::template step<step()>(victim) & (open_ | captured);
            if (!landing) return;
            extended = true;
            path_[count] = static_cast<std::uint8_t>(landing.lowest());
            man_continue(landing, captured | victim, count + 1, step());
        });
        if (!extended && count > 0)
            emit(at, captured, count, !(at & Masks::promotion_row(Us)).empty());
    }

    void king_continue(Bb at, Bb captured, int count, int last) {
        bool extended = false;
        each(RookSteps<Board>{}, [&](auto step) {
            if (step() == -last) return;
            const Bb free = open_ | captured;
            Bb ahead = Masks::template step<step()>(at);
            while (ahead & free) ahead = Masks::template step<step()>(ahead);
            const Bb victim = ahead & opponents_ & ~captured;
            if (!victim) return;
            const Bb beyond = free | victim;
            for (Bb landing = Masks::template step<step()>(victim) & beyond; landing;
                 landing = Masks::template step<step()>(landing) & beyond) {
                extended = true;
                path_[count] = static_cast<std::uint8_t>(landing.lowest());
                king_continue(landing, captured | victim, count + 1, step());
            }
        });
        if (!extended && count > 0) emit(at, captured, count, false);
    }

    void emit(Bb at, Bb captured, int count, bool promotes) {
        if (sink_) sink_->route(path_, count, at.lowest(), captured, promotes);
        const auto key = static_cast<std::uint32_t>(count);
        if (key < best_key_) return;
        if (key > best_key_) {
            list_.clear();
            best_key_ = key;
        }
        const Move<Word> move{captured, static_cast<std::uint8_t>(from_),
                              static_cast<std::uint8_t>(at.lowest()), promotes};
        if (!keep_duplicates_ && count >= Rules::min_duplicate_captures) {
            for (const auto& m : list_)
                if (m == move) return;
        }
        list_.push(move);
    }

    Bb opponents_, empty_, open_;
    MoveList<Word>& list_;
    RouteSink<Word>* sink_ = nullptr;
    int from_ = 0;
    std::uint32_t best_key_ = 0;
    std::uint8_t path_[max_captures] = {};
    bool keep_duplicates_;
};

// The pieces of the side to move that can start a capture.
template <class Rules, Color Us>
struct Capturers {
    Bitboard<typename Rules::Word> men;
    bool kings = false;
    explicit operator bool() const { return kings || men; }
};

template <class Rules, Color Us>
Capturers<Rules, Us> find_capturers(const Position<Rules>& pos) {
    using Masks = BoardMasks<Rules>;
    using Board = typename Rules::Board;
    const auto opponents = pos.pieces(!Us), empty = pos.empty(), men = pos.men(Us),
               kings = pos.kings(Us);
    Capturers<Rules, Us> c;
    each(ManSteps<Board, Us>{}, [&](auto step) {
        constexpr int back = -step();
        c.men |= Masks::template step<back>(Masks::template step<back>(empty) & opponents) & men;
    });
    if (kings) {
        each(RookSteps<Board>{}, [&](auto step) {
            if (c.kings) return;
            auto from = kings, frontier = Masks::template step<step()>(kings) & empty;
            while (frontier) {
                from |= frontier;
                frontier = Masks::template step<step()>(frontier) & empty;
            }
            const auto victims = Masks::template step<step()>(from) & opponents;
            c.kings = !(Masks::template step<step()>(victims) & empty).empty();
        });
    }
    return c;
}

template <class Rules, Color Us>
void generate_captures(const Position<Rules>& pos, Capturers<Rules, Us> capturers,
                       MoveList<typename Rules::Word>& list, Duplicates duplicates,
                       RouteSink<typename Rules::Word>* sink = nullptr) {
    CaptureSearch<Rules, Us> search(pos, list, duplicates);
    search.record_routes(sink);
    for (int from : capturers.men) search.man(from);
    if (capturers.kings)
        for (int from : pos.kings(Us)) search.king(from);
}

// Squares a rook-like piece reaches from `from` along Step over empty squares.
template <class Rules, int Step>
Bitboard<typename Rules::Word> slide(Bitboard<typename Rules::Word> from,
                                     Bitboard<typename Rules::Word> empty) {
    using Masks = BoardMasks<Rules>;
    Bitboard<typename Rules::Word> reach, frontier = Masks::template step<Step>(from) & empty;
    while (frontier) {
        reach |= frontier;
        frontier = Masks::template step<Step>(frontier) & empty;
    }
    return reach;
}

template <class Rules, Color Us>
void generate_quiet(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    const Bb empty = pos.empty(), men = pos.men(Us);
    const Bb crown = Masks::promotion_row(Us);
    each(ManSteps<Board, Us>{}, [&](auto step) {
        for (int to : Masks::template step<step()>(men) & empty)
            list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(to - step()),
                                 static_cast<std::uint8_t>(to), crown.test(to)});
    });
    for (int from : pos.kings(Us)) {
        each(RookSteps<Board>{}, [&](auto step) {
            for (int to : slide<Rules, step()>(Bb::bit(from), empty))
                list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(from),
                                     static_cast<std::uint8_t>(to), false});
        });
    }
}

template <class Rules, Color Us>
int count_quiet(const Position<Rules>& pos) {
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    const auto empty = pos.empty(), men = pos.men(Us), kings = pos.kings(Us);
    int count = 0;
    each(ManSteps<Board, Us>{},
         [&](auto step) { count += (Masks::template step<step()>(men) & empty).count(); });
    // Kings sliding the same way never share a target (the nearer blocks the farther).
    if (kings)
        each(RookSteps<Board>{},
             [&](auto step) { count += slide<Rules, step()>(kings, empty).count(); });
    return count;
}

template <class Rules, Color Us>
void generate(const Position<Rules>& pos, MoveList<typename Rules::Word>& list,
              Duplicates duplicates) {
    list.clear();
    if (const auto capturers = find_capturers<Rules, Us>(pos))
        generate_captures<Rules, Us>(pos, capturers, list, duplicates);
    else
        generate_quiet<Rules, Us>(pos, list);
}

template <class Rules, Color Us>
int count(const Position<Rules>& pos, Duplicates duplicates) {
    const auto capturers = find_capturers<Rules, Us>(pos);
    if (!capturers) return count_quiet<Rules, Us>(pos);
    MoveList<typename Rules::Word> list;
    generate_captures<Rules, Us>(pos, capturers, list, duplicates);
    return list.size();
}

}  // namespace kabe::detail::orthogonal
