#pragma once
// Legal move generation for the games on a whole board (Family::whole_board; namespace
// `orthogonal`, after the first of them, Turkish's game of rows and files), used by
// generate.hpp in place of the diagonal generator. The games differ in traits
// (movegen/variants/whole_board/):
//   - the direction sets of men's steps and captures and of kings' moves and captures
//     (`man_moves`, `man_captures`, `king_moves`, `king_captures`, rule_types.hpp `directions`);
//     kings go any distance or one step (`kings_fly`);
//   - captured pieces leave at once, so their squares can be crossed again, with no
//     180-degree turn between two captures (Turkish, `immediate_removal`), or stay until
//     the move ends and block (Dameo; for Gothic's one-step jumps it cannot matter);
//   - the most pieces must be taken, a king counting one (Turkish, Dameo), or any
//     capture sequence may be chosen (Gothic, `free_choice`);
//   - a man reaching the last row in a capture goes on as a man and is crowned only where
//     the move ends (Turkish, Dameo), or is crowned and stops (Gothic, `crowned_and_stops`);
//   - Dameo's linear moves: a line of own men advances one square (`linear_moves`).
// Turkish (rules.md §2.14): men step and capture forward or sideways, kings move and
// capture like rooks. Gothic (§2.13): men step and jump one square forward, diagonally
// forward or sideways, kings one square in all eight directions. Dameo (§2.25): men step
// forward or diagonally forward and capture orthogonally in all four directions, kings
// move like queens and capture flying along ranks and files.

#include <cstdint>
#include <type_traits>
#include <utility>

#include "movegen/generator.hpp"
#include "movegen/move.hpp"
#include "movegen/position.hpp"

namespace kabe::detail::orthogonal {

template <int Step>
using StepC = std::integral_constant<int, Step>;

// Calls f(StepC<step>{}) for each step of a man of side Us in `Set` (rules.hpp
// `directions`): forward, the forward diagonals, sideways, then backward ones.
template <class Board, Color Us, unsigned Set, class F>
inline void each_man_step(F&& f) {
    namespace d = directions;
    constexpr int fwd = Us == Color::white ? Board::up : Board::down;
    if constexpr ((Set & d::forward) != 0) f(StepC<fwd>{});
    if constexpr ((Set & d::forward_diagonal) != 0) {
        f(StepC<fwd + Board::left>{});
        f(StepC<fwd + Board::right>{});
    }
    if constexpr ((Set & d::sideways) != 0) {
        f(StepC<Board::left>{});
        f(StepC<Board::right>{});
    }
    if constexpr ((Set & d::backward) != 0) f(StepC<-fwd>{});
    if constexpr ((Set & d::backward_diagonal) != 0) {
        f(StepC<-fwd + Board::left>{});
        f(StepC<-fwd + Board::right>{});
    }
}

// The same for a king, whose sets are symmetric, in board terms (up, down, left, right,
// then the diagonals) so that both colours search in one order.
template <class Board, unsigned Set, class F>
inline void each_king_step(F&& f) {
    namespace d = directions;
    static_assert(((Set & d::forward) != 0) == ((Set & d::backward) != 0) &&
                      ((Set & d::forward_diagonal) != 0) == ((Set & d::backward_diagonal) != 0),
                  "a king's directions are the same for both sides");
    if constexpr ((Set & d::forward) != 0) {
        f(StepC<Board::up>{});
        f(StepC<Board::down>{});
    }
    if constexpr ((Set & d::sideways) != 0) {
        f(StepC<Board::left>{});
        f(StepC<Board::right>{});
    }
    if constexpr ((Set & d::forward_diagonal) != 0) {
        f(StepC<Board::up_left>{});
        f(StepC<Board::up_right>{});
        f(StepC<Board::down_left>{});
        f(StepC<Board::down_right>{});
    }
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
    static_assert(Rules::precedence == CapturePrecedence::most_pieces ||
                      Rules::precedence == CapturePrecedence::free_choice,
                  "the whole-board generator knows majority capture and free choice only");
    static_assert(Rules::passing_promotion != PassingPromotion::crowned_and_continues,
                  "no whole-board game crowns a man in passing and goes on as a king");

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
    // Where the capturing piece may pass and land: pieces taken so far leave the board at
    // once (Turkish) or stay until the move ends and block (Dameo, Gothic).
    Bb passable(Bb captured) const {
        if constexpr (Rules::immediate_removal) return open_ | captured;
        return open_;
    }

    // `last` is the step of the previous capture (0 before the first): its opposite is
    // the one direction the next capture may not take. Only Turkish needs the rule (with
    // pieces left on the board until the end, turning back always meets the piece just
    // taken), but it costs nothing elsewhere.
    void man_continue(Bb at, Bb captured, int count, int last) {
        bool extended = false;
        each_man_step<Board, Us, Rules::man_captures>([&](auto step) {
            if (step() == -last) return;
            const Bb victim = Masks::template step<step()>(at) & opponents_ & ~captured;
            if (!victim) return;
            const Bb landing = Masks::template step<step()>(victim) & passable(captured);
            if (!landing) return;
            extended = true;
            path_[count] = static_cast<std::uint8_t>(landing.lowest());
            if constexpr (Rules::passing_promotion == PassingPromotion::crowned_and_stops) {
                // Gothic: reaching the last row crowns the man and ends the move.
                if (landing & Masks::promotion_row(Us)) {
                    emit(landing, captured | victim, count + 1, true);
                    return;
                }
            }
            man_continue(landing, captured | victim, count + 1, step());
        });
        if (!extended && count > 0)
            emit(at, captured, count, !(at & Masks::promotion_row(Us)).empty());
    }

    void king_continue(Bb at, Bb captured, int count, int last) {
        bool extended = false;
        each_king_step<Board, Rules::king_captures>([&](auto step) {
            if (step() == -last) return;
            const Bb free_now = passable(captured);
            Bb ahead = Masks::template step<step()>(at);
            if constexpr (Rules::kings_fly)
                while (ahead & free_now) ahead = Masks::template step<step()>(ahead);
            const Bb victim = ahead & opponents_ & ~captured;
            if (!victim) return;
            if constexpr (Rules::kings_fly) {
                // Any empty square beyond; with immediate removal the victim's square
                // is free behind it at once.
                const Bb beyond = Rules::immediate_removal ? free_now | victim : free_now;
                for (Bb landing = Masks::template step<step()>(victim) & beyond; landing;
                     landing = Masks::template step<step()>(landing) & beyond) {
                    extended = true;
                    path_[count] = static_cast<std::uint8_t>(landing.lowest());
                    king_continue(landing, captured | victim, count + 1, step());
                }
            } else {
                const Bb landing = Masks::template step<step()>(victim) & free_now;
                if (!landing) return;
                extended = true;
                path_[count] = static_cast<std::uint8_t>(landing.lowest());
                king_continue(landing, captured | victim, count + 1, step());
            }
        });
        if (!extended && count > 0) emit(at, captured, count, false);
    }

    void emit(Bb at, Bb captured, int count, bool promotes) {
        if (sink_) sink_->route(path_, count, at.lowest(), captured, promotes);
        // Majority: the most pieces (a king counts one); free choice: every sequence.
        const auto key = Rules::precedence == CapturePrecedence::most_pieces
                             ? static_cast<std::uint32_t>(count)
                             : 1u;
        if (!keep_if_best(list_, best_key_, key)) return;
        push_capture(list_,
                     Move<Word>{captured, static_cast<std::uint8_t>(from_),
                                static_cast<std::uint8_t>(at.lowest()), promotes},
                     !keep_duplicates_ && count >= Rules::min_duplicate_captures);
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
    // A piece one step behind an opponent that has an empty square behind it.
    each_man_step<Board, Us, Rules::man_captures>([&](auto step) {
        constexpr int back = -step();
        c.men |= Masks::template step<back>(Masks::template step<back>(empty) & opponents) & men;
    });
    if (kings) {
        each_king_step<Board, Rules::king_captures>([&](auto step) {
            if (c.kings) return;
            auto from = kings;
            if constexpr (Rules::kings_fly) {
                auto frontier = Masks::template step<step()>(kings) & empty;
                while (frontier) {
                    from |= frontier;
                    frontier = Masks::template step<step()>(frontier) & empty;
                }
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

// Squares a king reaches from `from` along Step over empty squares: any distance where
// kings fly, else one step.
template <class Rules, int Step>
Bitboard<typename Rules::Word> slide(Bitboard<typename Rules::Word> from,
                                     Bitboard<typename Rules::Word> empty) {
    using Masks = BoardMasks<Rules>;
    Bitboard<typename Rules::Word> reach, frontier = Masks::template step<Step>(from) & empty;
    if constexpr (!Rules::kings_fly) return frontier;
    while (frontier) {
        reach |= frontier;
        frontier = Masks::template step<Step>(frontier) & empty;
    }
    return reach;
}

// Calls f(from, to) for each non-capturing man move along Step. A plain step goes to the
// empty square in front. Dameo's linear move (rules.md §2.25, E19): a straight line of own
// men along Step advances one square, done as the rear man jumping to the first empty
// square beyond the line; a single man is a line of one, so this includes the step. Kings
// and opponents end a line without an empty square, so no move there.
template <class Rules, Color Us, int Step, class F>
void each_man_move(const Position<Rules>& pos, F&& f) {
    using Masks = BoardMasks<Rules>;
    const auto empty = pos.empty(), men = pos.men(Us);
    if constexpr (!Rules::linear_moves) {
        for (int to : Masks::template step<Step>(men) & empty) f(to - Step, to);
    } else {
        // After k steps, `ahead` holds the squares k steps in front of men that have only
        // own men in between: an empty one ends a line of k men, whose rear man is k steps
        // back (the masked steps never wrapped, so the plain offset is exact).
        auto ahead = Masks::template step<Step>(men);
        for (int k = 1; ahead; ++k) {
            for (int to : ahead& empty) f(to - k * Step, to);
            ahead = Masks::template step<Step>(ahead & men);
        }
    }
}

template <class Rules, Color Us>
void generate_quiet(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    const Bb empty = pos.empty();
    const Bb crown = Masks::promotion_row(Us);
    each_man_step<Board, Us, Rules::man_moves>([&](auto step) {
        each_man_move<Rules, Us, step()>(pos, [&](int from, int to) {
            list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(from),
                                 static_cast<std::uint8_t>(to), crown.test(to)});
        });
    });
    for (int from : pos.kings(Us)) {
        each_king_step<Board, Rules::king_moves>([&](auto step) {
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
    each_man_step<Board, Us, Rules::man_moves>([&](auto step) {
        if constexpr (!Rules::linear_moves) {
            count += (Masks::template step<step()>(men) & empty).count();
        } else {
            each_man_move<Rules, Us, step()>(pos, [&](int, int) { ++count; });
        }
    });
    // Kings going the same way never share a target (the nearer blocks the farther).
    if (kings)
        each_king_step<Board, Rules::king_moves>(
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

namespace kabe {

template <class Rules>
struct Generator<Family::whole_board, Rules> {
    using Pos = Position<Rules>;
    using List = MoveList<typename Rules::Word>;
    template <Color Us>
    static void generate(const Pos& pos, List& list, Duplicates duplicates) {
        detail::orthogonal::generate<Rules, Us>(pos, list, duplicates);
    }
    template <Color Us>
    static int count(const Pos& pos, Duplicates duplicates) {
        return detail::orthogonal::count<Rules, Us>(pos, duplicates);
    }
    template <Color Us>
    static int count_quiet(const Pos& pos) {
        return detail::orthogonal::count_quiet<Rules, Us>(pos);
    }
    // generate's two halves, for a caller that asks "must capture?" anyway (the search):
    // the compulsory captures, returning false with an empty list where there are none;
    // and the quiet moves of a position without them.
    template <Color Us>
    static bool generate_captures(const Pos& pos, List& list, Duplicates duplicates) {
        list.clear();
        const auto capturers = detail::orthogonal::find_capturers<Rules, Us>(pos);
        if (!capturers) return false;
        detail::orthogonal::generate_captures<Rules, Us>(pos, capturers, list, duplicates);
        return true;
    }
    template <Color Us>
    static void generate_quiet(const Pos& pos, List& list) {
        list.clear();
        detail::orthogonal::generate_quiet<Rules, Us>(pos, list);
    }
    template <Color Us>
    static bool has_capture(const Pos& pos) {
        return bool(detail::orthogonal::find_capturers<Rules, Us>(pos));
    }
};
static_assert(MoveGenerator<Generator<Family::whole_board, Turkish>, Turkish>);

}  // namespace kabe
