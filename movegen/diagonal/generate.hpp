#pragma once
// Legal move generation for diagonal draughts, driven by the variant's rules traits.
// Frisian's captures along rows and files use the same code with more steps (the
// sideways ones masked, BoardMasks::step); every other variant compiles without them.
// Generator<Family::diagonal> at the end; movegen/generate.hpp picks it for the family.
//
// Captures are compulsory, so captures are generated first and quiet moves only when
// there is none. Capture sequences are searched depth-first with the captured pieces
// left on the board until the move ends (FMJD 4.8, 4.11: they block, and cannot be
// jumped twice); the square the mover started from counts as empty, so a piece can
// pass over it or come back to it.

#include <utility>

#include "movegen/generator.hpp"
#include "movegen/move.hpp"
#include "movegen/position.hpp"

namespace kabe {

namespace detail {

template <class Board>
using Diagonals = std::integer_sequence<int, Board::up_left, Board::up_right, Board::down_left,
                                        Board::down_right>;
template <class Board>
using UpSteps = std::integer_sequence<int, Board::up_left, Board::up_right>;
template <class Board>
using DownSteps = std::integer_sequence<int, Board::down_left, Board::down_right>;

// A man's forward steps: White's up the board, Black's down, except in One-way where
// every man moves up (Rules::all_men_move_up, BoardMasks::men_move_up).
template <class Rules, Color Us>
using Forward =
    std::conditional_t<BoardMasks<Rules>::men_move_up(Us), UpSteps<typename Rules::Board>,
                       DownSteps<typename Rules::Board>>;
// Parachute: a parachutist captures away from its crowning row, towards its own side.
template <class Rules, Color Us>
using Backward =
    std::conditional_t<BoardMasks<Rules>::men_move_up(Us), DownSteps<typename Rules::Board>,
                       UpSteps<typename Rules::Board>>;

// Frisian's captures also go along rows and files (geometry.hpp, BoardMasks::step).
template <class Board>
using EightDirections =
    std::integer_sequence<int, Board::up_left, Board::up_right, Board::down_left, Board::down_right,
                          Board::left, Board::right, Board::up, Board::down>;

template <class Rules>
using KingCaptureDirections =
    std::conditional_t<Rules::orthogonal_captures, EightDirections<typename Rules::Board>,
                       Diagonals<typename Rules::Board>>;

template <class Rules, Color Us>
using ManCaptureDirections =
    std::conditional_t<Rules::orthogonal_captures, EightDirections<typename Rules::Board>,
                       std::conditional_t<Rules::men_capture_backward,
                                          Diagonals<typename Rules::Board>, Forward<Rules, Us>>>;

// Calls f(std::integral_constant<int, Step>{}) for each step of a sequence, so that the
// step is a compile-time shift inside f.
template <int... Step, class F>
inline void for_each_step(std::integer_sequence<int, Step...>, F&& f) {
    (f(std::integral_constant<int, Step>{}), ...);
}

// Steps that are plain shifts: every diagonal one (a sideways step needs BoardMasks::step).
struct ShiftSteps {
    template <int Step, class Bb>
    static constexpr Bb step(Bb b) {
        return b.template shifted<Step>();
    }
};

// Squares reachable from `from` by sliding along Step over empty squares, `from` excluded.
template <int Step, class Steps = ShiftSteps, class Bb>
inline Bb slide(Bb from, Bb empty) {
    Bb reach, frontier = Steps::template step<Step>(from) & empty;
    while (frontier) {
        reach |= frontier;
        frontier = Steps::template step<Step>(frontier) & empty;
    }
    return reach;
}

// The pieces a man may capture: Italian men never take a king (FID 5.3b).
template <class Rules, Color Us>
Bitboard<typename Rules::Word> man_victims(const Position<Rules>& pos) {
    return Rules::men_capture_kings ? pos.pieces(!Us) : pos.men(!Us);
}

// What a capture search shows a recorder of routes: each square the piece lands on, with
// the step that took it there (push, and pop when the search backs up), and each complete
// sequence with its precedence key. Move generation records nothing: NoRecorder compiles
// to nothing. CaptureRoutes (capture_routes.hpp) records to recover a move's landing
// squares, so that the routes follow the very rules the generator does.
struct NoRecorder {
    static constexpr bool enabled = false;
    void push(int /*step*/, int /*square*/) {}
    void pop() {}
    template <class Mv>
    void complete(const Mv& /*move*/, std::uint32_t /*key*/) {}
};

// Depth-first search of the capture sequences of one side.
template <class Rules, Color Us, class Recorder = NoRecorder>
class CaptureSearch {
public:
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;

    // With a recorder the list is left alone: the complete sequences go to the recorder.
    CaptureSearch(const Position<Rules>& pos, MoveList<Word>& list, Duplicates duplicates,
                  Recorder recorder = {})
        : opponents_(pos.pieces(!Us)),
          man_victims_(man_victims<Rules, Us>(pos)),
          opponent_kings_(pos.kings(!Us)),
          empty_(pos.empty()),
          list_(list),
          keep_duplicates_(duplicates == Duplicates::keep),
          recorder_(std::move(recorder)) {}

    const Recorder& recorder() const { return recorder_; }

    void man(int from) {
        start(from, false);
        man_continue(Bb::bit(from), Bb(), 0, 0);
    }
    void king(int from) {
        start(from, true);
        king_continue(Bb::bit(from), Bb(), 0, 0, 0, true);
    }
    // Parachute (BK:32): one jump over an adjacent piece to the square right behind it;
    // the move ends there and the parachutist is an ordinary man from then on. It ranks
    // as a man's capture under the king-first rule.
    void parachutist(int from) {
        start(from, false);
        const Bb at = Bb::bit(from);
        for_each_step(Backward<Rules, Us>{}, [&](auto step) {
            const Bb victim = Masks::template step<step()>(at) & man_victims_;
            const Bb landing = Masks::template step<step()>(victim) & empty_;
            if (landing) {
                land<step()>(landing);
                emit(landing, victim, 1, order_after(0, victim, 0), false);
                back();
            }
        });
    }

private:
    // The bookkeeping a precedence rule needs of a sequence besides its captured set:
    // for Italian's order rule (FID 6.9), one bit per king taken, at 15 - its capture
    // index, so that comparing the numbers prefers kings taken earlier.
    static constexpr bool tracks_king_order = Rules::precedence == CapturePrecedence::italian;

    // The recorder's two steps (nothing without one).
    template <int Step>
    void land(Bb square) {
        if constexpr (Recorder::enabled) recorder_.push(Step, square.lowest());
    }
    void back() {
        if constexpr (Recorder::enabled) recorder_.pop();
    }

    void start(int from, bool king) {
        from_ = from;
        king_moving_ = king;
        empty_with_mover_ = empty_ | Bb::bit(from);
    }

    // Squares a capturing piece may cross or land on: the empty ones and the mover's own
    // start; with immediate removal also the pieces already taken (Thai).
    Bb open(Bb captured) const {
        if constexpr (Rules::immediate_removal) return empty_with_mover_ | captured;
        return empty_with_mover_;
    }

    std::uint32_t order_after(std::uint32_t order, Bb victim, int count) const {
        if constexpr (tracks_king_order)
            return (victim & opponent_kings_) ? order | (1u << (15 - count)) : order;
        return order;
    }

    void man_continue(Bb at, Bb captured, int count, std::uint32_t order) {
        bool extended = false;
        for_each_step(ManCaptureDirections<Rules, Us>{},
                      [&](auto step) { man_jump<step()>(at, captured, count, order, extended); });
        if (!extended && count > 0)
            emit(at, captured, count, order, !(at & Masks::crown_squares(Us)).empty());
    }

    template <int Step>
    void man_jump(Bb at, Bb captured, int count, std::uint32_t order, bool& extended) {
        const Bb victim = Masks::template step<Step>(at) & man_victims_ & ~captured;
        if (!victim) return;
        const Bb landing = Masks::template step<Step>(victim) & open(captured);
        if (!landing) return;
        extended = true;
        land<Step>(landing);
        if constexpr (Rules::passing_promotion == PassingPromotion::crowned_and_continues) {
            if (landing & Masks::crown_squares(Us)) {
                // Russian: crowned on the spot, the capture goes on with a king's powers.
                promoted_ = true;
                king_continue(landing, captured | victim, count + 1, 0,
                              order_after(order, victim, count), true);
                promoted_ = false;
                back();
                return;
            }
        }
        man_continue(landing, captured | victim, count + 1, order_after(order, victim, count));
        back();
    }

    // `straight` is the step of the previous capture when the king stands on a landing
    // square other than the first one behind the captured piece: capturing straight on
    // from here would repeat, square for square, what the first landing square already
    // generated, so it is only noted (the sequence may not stop here), not searched;
    // a recorder wants every route, so there it is searched.
    // `may_end` is false where the sequence may pass but not stop (Killer: beyond the
    // square right behind a captured king).
    void king_continue(Bb at, Bb captured, int count, int straight, std::uint32_t order,
                       bool may_end) {
        bool extended = false;
        for_each_step(KingCaptureDirections<Rules>{}, [&](auto step) {
            king_jump<step()>(at, captured, count, order, step() == straight, extended);
        });
        if (!extended && count > 0 && may_end) emit(at, captured, count, order, promoted_);
    }

    template <int Step>
    void king_jump(Bb at, Bb captured, int count, std::uint32_t order, bool only_note,
                   bool& extended) {
        const Bb free = open(captured);
        Bb ahead = Masks::template step<Step>(at);
        if constexpr (Rules::kings_fly)
            while (ahead & free) ahead = Masks::template step<Step>(ahead);
        const Bb victim = ahead & opponents_ & ~captured;
        if (!victim) return;
        Bb landing = Masks::template step<Step>(victim) & free;
        if (!landing) return;
        extended = true;
        if (only_note && !Recorder::enabled) return;
        captured |= victim;
        order = order_after(order, victim, count);
        constexpr bool lands_anywhere =
            Rules::kings_fly && Rules::king_landing == KingLanding::any_square;
        constexpr bool counts_pieces = Rules::precedence != CapturePrecedence::free_choice &&
                                       Rules::precedence != CapturePrecedence::with_king;
        if constexpr (!counts_pieces && lands_anywhere) {
            // Without a majority rule the choice of landing square matters: when the
            // capture can go on from some square behind the victim, the king must land on
            // one of those (FMJD 4.6, rules.md §0.5, as dctl's pool and lidraughts'
            // Russian); it may stop only where none can. Counting pieces implies it.
            const Bb after = open(captured);
            Bb squares = landing, continuing;
            for (Bb next = Masks::template step<Step>(landing) & after; next;
                 next = Masks::template step<Step>(next) & after)
                squares |= next;
            for (int square : squares)
                if (king_can_continue(Bb::bit(square), captured)) continuing |= Bb::bit(square);
            if (continuing) {
                for (int square : continuing) {
                    land<Step>(Bb::bit(square));
                    king_continue(Bb::bit(square), captured, count + 1,
                                  Bb::bit(square) == landing ? 0 : Step, order, true);
                    back();
                }
                return;
            }
        }
        land<Step>(landing);
        king_continue(landing, captured, count + 1, 0, order, true);
        back();
        if constexpr (lands_anywhere) {
            // Killer: behind a captured king only the first square may end the capture.
            const bool may_end = !(Rules::halt_behind_king && (victim & opponent_kings_));
            const Bb after = open(captured);
            for (landing = Masks::template step<Step>(landing) & after; landing;
                 landing = Masks::template step<Step>(landing) & after) {
                land<Step>(landing);
                king_continue(landing, captured, count + 1, Step, order, may_end);
                back();
            }
        }
    }

    // Whether a king on `at` has a capture, with `captured` already taken.
    bool king_can_continue(Bb at, Bb captured) const {
        const Bb free = open(captured);
        bool found = false;
        for_each_step(KingCaptureDirections<Rules>{}, [&](auto step) {
            Bb ahead = Masks::template step<step()>(at);
            while (ahead & free) ahead = Masks::template step<step()>(ahead);
            const Bb victim = ahead & opponents_ & ~captured;
            found = found || !(Masks::template step<step()>(victim) & free).empty();
        });
        return found;
    }

    // The precedence rule's measure of a complete sequence: larger wins (rules.md §4).
    std::uint32_t precedence_key(Bb captured, int count, std::uint32_t order) const {
        const auto kings = static_cast<std::uint32_t>((captured & opponent_kings_).count());
        const auto pieces = static_cast<std::uint32_t>(count);
        switch (Rules::precedence) {
            case CapturePrecedence::free_choice:
                return 0;
            case CapturePrecedence::most_pieces:
                return pieces;
            case CapturePrecedence::with_king:
                return king_moving_;
            case CapturePrecedence::pieces_then_kings:
                return pieces << 8 | kings;
            case CapturePrecedence::italian:
                return pieces << 24 | std::uint32_t{king_moving_} << 23 | kings << 16 | order;
            case CapturePrecedence::frisian:
                // A man is worth 1 and a king just under 2 (FRIS 11: k kings outweigh 2k - 1
                // men, not 2k): men + 2 kings first, on a tie the fewer kings (lidraughts'
                // 100 and 199, dctl's order); then the capture by a king (FRIS 12).
                return (pieces + kings) << 8 | (127 - kings) << 1 | std::uint32_t{king_moving_};
        }
        return 0;
    }

    void emit(Bb at, Bb captured, int count, std::uint32_t order, bool promotes) {
        if constexpr (Recorder::enabled) {
            recorder_.complete(Move<Word>{captured, static_cast<std::uint8_t>(from_),
                                          static_cast<std::uint8_t>(at.lowest()), promotes},
                               precedence_key(captured, count, order));
            return;
        }
        if constexpr (Rules::precedence != CapturePrecedence::free_choice) {
            if (!keep_if_best(list_, best_key_, precedence_key(captured, count, order))) return;
        }
        push_capture(list_,
                     Move<Word>{captured, static_cast<std::uint8_t>(from_),
                                static_cast<std::uint8_t>(at.lowest()), promotes},
                     !keep_duplicates_ && count >= Rules::min_duplicate_captures);
    }

    Bb opponents_, man_victims_, opponent_kings_, empty_, empty_with_mover_;
    MoveList<Word>& list_;
    int from_ = 0;
    bool king_moving_ = false;
    bool promoted_ = false;  // a Russian man crowned during this capture
    std::uint32_t best_key_ = 0;
    bool keep_duplicates_;
    [[no_unique_address]] Recorder recorder_;
};

// The men that can capture along the given steps (by default a man's capture steps): a
// victim one step away and an empty square behind it.
template <class Rules, Color Us, class Steps = ManCaptureDirections<Rules, Us>>
Bitboard<typename Rules::Word> capturing_men(Bitboard<typename Rules::Word> men,
                                             Bitboard<typename Rules::Word> opponents,
                                             Bitboard<typename Rules::Word> empty) {
    using Masks = BoardMasks<Rules>;
    Bitboard<typename Rules::Word> capturers;
    for_each_step(Steps{}, [&](auto step) {
        constexpr int back = -step();
        capturers |=
            Masks::template step<back>(Masks::template step<back>(empty) & opponents) & men;
    });
    return capturers;
}

template <class Rules>
bool kings_can_capture(Bitboard<typename Rules::Word> kings,
                       Bitboard<typename Rules::Word> opponents,
                       Bitboard<typename Rules::Word> empty) {
    using Masks = BoardMasks<Rules>;
    bool found = false;
    for_each_step(KingCaptureDirections<Rules>{}, [&](auto step) {
        if (found) return;
        // The kings and every square they slide to, then a victim and an empty square.
        auto from = kings;
        if constexpr (Rules::kings_fly) from |= slide<step(), Masks>(kings, empty);
        const auto victims = Masks::template step<step()>(from) & opponents;
        found = !(Masks::template step<step()>(victims) & empty).empty();
    });
    return found;
}

// The pieces of the side to move that can start a capture.
template <class Rules, Color Us>
struct Capturers {
    Bitboard<typename Rules::Word> men;
    Bitboard<typename Rules::Word> parachutists;  // Parachute only
    bool kings = false;  // whether some king can capture (kings are few: they are all tried)
    explicit operator bool() const { return kings || men || parachutists; }
};

template <class Rules, Color Us>
Capturers<Rules, Us> find_capturers(const Position<Rules>& pos) {
    const auto opponents = pos.pieces(!Us), empty = pos.empty();
    Capturers<Rules, Us> c;
    c.men = capturing_men<Rules, Us>(pos.men(Us), man_victims<Rules, Us>(pos), empty);
    if constexpr (Rules::parachutists) {
        // A parachutist's forward steps leave the board, so c.men never holds one.
        const auto men = pos.men(Us) & BoardMasks<Rules>::parachute_row(Us);
        if (men)
            c.parachutists = capturing_men<Rules, Us, Backward<Rules, Us>>(
                men, man_victims<Rules, Us>(pos), empty);
    }
    c.kings = pos.kings(Us) && kings_can_capture<Rules>(pos.kings(Us), opponents, empty);
    return c;
}

template <class Rules, Color Us>
void generate_captures(const Position<Rules>& pos, Capturers<Rules, Us> capturers,
                       MoveList<typename Rules::Word>& list, Duplicates duplicates) {
    CaptureSearch<Rules, Us> search(pos, list, duplicates);
    for (int from : capturers.men) search.man(from);
    if constexpr (Rules::parachutists)
        for (int from : capturers.parachutists) search.parachutist(from);
    if (capturers.kings)
        for (int from : pos.kings(Us)) search.king(from);
}

// The kings that may make a non-capturing move: under Frisian's limit not the one that
// has just made its side's last three (FRIS 17; Position::tired_king).
template <class Rules, Color Us>
Bitboard<typename Rules::Word> movable_kings(const Position<Rules>& pos) {
    if constexpr (Rules::king_move_limit > 0) return pos.kings(Us) & ~pos.tired_king(Us);
    return pos.kings(Us);
}

template <class Rules, Color Us>
void generate_quiet(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    const Bb empty = pos.empty(), men = pos.men(Us);
    const Bb crown = BoardMasks<Rules>::crown_squares(Us);
    for_each_step(Forward<Rules, Us>{}, [&](auto step) {
        for (int to : men.template shifted<step()>() & empty)
            list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(to - step()),
                                 static_cast<std::uint8_t>(to), crown.test(to)});
    });
    for (int from : movable_kings<Rules, Us>(pos)) {
        const Bb king = Bb::bit(from);
        for_each_step(Diagonals<Board>{}, [&](auto step) {
            const Bb targets = Rules::kings_fly ? slide<step()>(king, empty)
                                                : king.template shifted<step()>() & empty;
            for (int to : targets)
                list.push(Move<Word>{Bb(), static_cast<std::uint8_t>(from),
                                     static_cast<std::uint8_t>(to), false});
        });
    }
}

template <class Rules, Color Us>
int count_quiet(const Position<Rules>& pos) {
    using Board = typename Rules::Board;
    const auto empty = pos.empty(), men = pos.men(Us), kings = movable_kings<Rules, Us>(pos);
    int count = 0;
    for_each_step(Forward<Rules, Us>{},
                  [&](auto step) { count += (men.template shifted<step()>() & empty).count(); });
    // Kings sliding the same way never share a target (the nearer king blocks the
    // farther), so one slide per direction counts all their moves.
    if (kings) {
        for_each_step(Diagonals<Board>{}, [&](auto step) {
            count += (Rules::kings_fly ? slide<step()>(kings, empty)
                                       : kings.template shifted<step()>() & empty)
                         .count();
        });
    }
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

// Whether side Us has a capture.
template <class Rules, Color Us>
bool has_capture(const Position<Rules>& pos) {
    return bool(find_capturers<Rules, Us>(pos));
}

}  // namespace detail

// The diagonal family's generator: the functions of detail:: above.
template <class Rules>
struct Generator<Family::diagonal, Rules> {
    using Pos = Position<Rules>;
    using List = MoveList<typename Rules::Word>;
    template <Color Us>
    static void generate(const Pos& pos, List& list, Duplicates duplicates) {
        detail::generate<Rules, Us>(pos, list, duplicates);
    }
    template <Color Us>
    static int count(const Pos& pos, Duplicates duplicates) {
        return detail::count<Rules, Us>(pos, duplicates);
    }
    template <Color Us>
    static int count_quiet(const Pos& pos) {
        return detail::count_quiet<Rules, Us>(pos);
    }
    // generate's two halves, for a caller that asks "must capture?" anyway (the search):
    // the compulsory captures, returning false with an empty list where there are none;
    // and the quiet moves of a position without them.
    template <Color Us>
    static bool generate_captures(const Pos& pos, List& list, Duplicates duplicates) {
        list.clear();
        const auto capturers = detail::find_capturers<Rules, Us>(pos);
        if (!capturers) return false;
        detail::generate_captures<Rules, Us>(pos, capturers, list, duplicates);
        return true;
    }
    template <Color Us>
    static void generate_quiet(const Pos& pos, List& list) {
        list.clear();
        detail::generate_quiet<Rules, Us>(pos, list);
    }
    template <Color Us>
    static bool has_capture(const Pos& pos) {
        return detail::has_capture<Rules, Us>(pos);
    }
};
static_assert(MoveGenerator<Generator<Family::diagonal, International>, International>);

}  // namespace kabe
