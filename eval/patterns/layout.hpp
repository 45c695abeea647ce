#pragma once
// The board patterns of the learned evaluation (docs/eval.md): overlapping windows of
// 4 rows by 4 files, each holding 8 dark squares, each square empty, a white man or a
// black man, so that a window shows one of 3^8 = 6561 configurations. Every window has a
// learned value for each configuration (patterns/weights.hpp); the evaluation adds them up.
//
// Windows start on every row and on every second file, so neighbouring windows overlap
// and each square is seen in several contexts. The set is its own half-turn: the window
// at (row r, file f) turns into the one at (height - 4 - r, width - 4 - f). That makes the
// evaluation antisymmetric by construction: White's value is the tables read on the
// board, Black's the same tables read on the board turned half a turn with the colours
// swapped, and the score is their difference. A position and its colour mirror score
// exactly opposite.
//
// Kings are not in the windows (a square with a king reads as empty). Beside the windows
// the learned part has a few features of its own (the extras): a king's square and the
// material counts, so that what a king is worth where it stands, and what kings and men
// are worth as the board empties, are learned too; the hand-made terms value them first
// (families/draughts.hpp). This header is the one place that turns a position into table
// indices and features: the evaluation and the trainer both call it.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "eval/evaluate.hpp"
#include "eval/terms.hpp"
#include "movegen/position.hpp"

namespace kabe::eval::patterns {

inline constexpr int window_rows = 4;
inline constexpr int window_files = 4;
inline constexpr int window_squares = window_rows * window_files / 2;
inline constexpr int configurations = 6561;  // 3^window_squares

// The bits of `word` under `mask`, packed to the low end in order: BMI2's pext, by hand
// for the CPUs without it.
inline std::uint64_t extract_bits_portable(std::uint64_t word, std::uint64_t mask) {
    std::uint64_t out = 0;
    for (std::uint64_t bit = 1; mask; bit <<= 1, mask &= mask - 1)
        if (word & mask & (~mask + 1)) out |= bit;
    return out;
}
inline std::uint64_t extract_bits(std::uint64_t word, std::uint64_t mask) {
#if defined(__BMI2__)
    return _pext_u64(word, mask);
#else
    return extract_bits_portable(word, mask);
#endif
}

// base3[b]: the window index of the squares set in b (bit k is the k-th square) holding
// a 1; reversed3[b] the same with the squares in reverse order (the half-turn).
struct Base3Tables {
    std::array<std::uint16_t, 256> base3{}, reversed3{};
    std::array<std::uint16_t, 256> doubled3{};  // 2 * base3: the squares hold black men
};
inline constexpr Base3Tables base3_tables = [] {
    Base3Tables t;
    for (int b = 0; b < 256; ++b) {
        int up = 0, down = 0;
        for (int k = window_squares - 1; k >= 0; --k) {
            up = 3 * up + ((b >> k) & 1);
            down = 3 * down + ((b >> (window_squares - 1 - k)) & 1);
        }
        t.base3[b] = static_cast<std::uint16_t>(up);
        t.reversed3[b] = static_cast<std::uint16_t>(down);
        t.doubled3[b] = static_cast<std::uint16_t>(2 * up);
    }
    return t;
}();

// Whether a variant can have patterns: a diagonal game on a 64-bit layout with the
// hand-made draughts evaluation beneath (the patterns learn what it misses), boards of at
// least 4 by 4 with an even width (so that a window has 8 dark squares and the half-turn
// maps dark squares to dark squares).
template <class Rules>
constexpr bool has_patterns() {
    using Board = typename Rules::Board;
    if constexpr (Rules::family != Family::diagonal || Board::whole) {
        return false;
    } else {
        return std::is_same_v<typename Rules::Word, std::uint64_t> &&
               std::is_same_v<Evaluation<Rules>, DraughtsEval<Rules>> && Board::width % 2 == 0 &&
               Board::width >= window_files && Board::height >= window_rows;
    }
}

// What blends a weight's middle-game and endgame values (a weights file says which):
// the pieces on the board (pieces_left; the first weights files), or the steps the men
// have left to their promotion rows (men_steps_left, Scan 2.0's measure), which also
// moves as the men advance in a middle game that keeps its pieces.
enum class Phase : std::uint32_t { pieces = 0, men_steps = 1 };

template <class Rules>
struct Layout {
    static_assert(has_patterns<Rules>());
    using Board = typename Rules::Board;
    static constexpr int origin_rows = Board::height - window_rows + 1;
    static constexpr int origin_files = (Board::width - window_files) / 2 + 1;
    static constexpr int windows = origin_rows * origin_files;

    struct Window {
        std::uint64_t mask = 0;  // its 8 squares
        int mirror = 0;          // the window it turns into half a turn
    };
    static constexpr std::array<Window, windows> window = [] {
        std::array<Window, windows> out{};
        for (int r = 0; r < origin_rows; ++r)
            for (int f = 0; f < origin_files; ++f) {
                Window& w = out[r * origin_files + f];
                for (int row = r; row < r + window_rows; ++row)
                    for (int file = 2 * f; file < 2 * f + window_files; ++file)
                        if (const int i = Board::index_at(row, file); i >= 0)
                            w.mask |= std::uint64_t{1} << Board::bit_of(i);
                w.mirror = (origin_rows - 1 - r) * origin_files + (origin_files - 1 - f);
            }
        return out;
    }();
    static_assert([] {
        for (const Window& w : window)
            if (std::popcount(w.mask) != window_squares) return false;
        return true;
    }());

    // The game phase of the tables' blend by pieces (Phase::pieces): full_board() pieces
    // is the opening (the middle-game weight alone), 0 the bare board (the endgame
    // weight alone).
    static constexpr int full = full_board<Rules>();

    // The extras (for_each_extra): one feature per square for a king standing on it, then
    // the material counts.
    static constexpr int king_squares = Board::squares;
    static constexpr int men_feature = king_squares;         // men, White's less Black's
    static constexpr int king_feature = king_squares + 1;    // having a king at all
    static constexpr int more_kings_feature = king_squares + 2;  // kings beyond the first
    static constexpr int extras = king_squares + 3;
};

// Calls visit(feature, value) for every extra feature of a position that is not 0, from
// White's view: a White king on square i counts +1 for feature i, a Black one on square i
// -1 for feature squares - 1 - i (its half-turn, where White's tables see it), and the
// material features count White's minus Black's. So a colour mirror gives every feature
// the opposite value, as the windows do.
template <class Rules, class Visit>
void for_each_extra(std::uint64_t white_kings, std::uint64_t black_kings, int white_men,
                    int black_men, Visit&& visit) {
    using L = Layout<Rules>;
    using Board = typename Rules::Board;
    for (std::uint64_t k = white_kings; k; k &= k - 1)
        visit(Board::index_of_bit[std::countr_zero(k)], 1);
    for (std::uint64_t k = black_kings; k; k &= k - 1)
        visit(L::king_squares - 1 - Board::index_of_bit[std::countr_zero(k)], -1);
    if (white_men != black_men) visit(L::men_feature, white_men - black_men);
    const int wk = std::popcount(white_kings), bk = std::popcount(black_kings);
    if ((wk > 0) != (bk > 0)) visit(L::king_feature, (wk > 0) - (bk > 0));
    if (const int more = std::max(wk - 1, 0) - std::max(bk - 1, 0); more != 0)
        visit(L::more_kings_feature, more);
}

// A position read through the windows: per window the configuration White's tables see
// and the one Black's see (the board turned with the colours swapped), and the phase.
template <class Rules>
struct Reading {
    std::array<std::uint16_t, Layout<Rules>::windows> white{}, black{};
    int pieces = 0;  // pieces_left(): the phase by pieces
    int steps = 0;   // men_steps_left(): the phase by the men's steps
    // What the extras are read from (for_each_extra).
    std::uint64_t white_kings = 0, black_kings = 0;
    std::uint8_t white_men = 0, black_men = 0;

    template <class Visit>
    void for_each_extra(Visit&& visit) const {
        patterns::for_each_extra<Rules>(white_kings, black_kings, white_men, black_men, visit);
    }
};

// The phase's value and its full scale (the opening) by the measure `phase`.
template <class Rules>
int phase_scale(Phase phase) {
    return phase == Phase::men_steps ? full_men_steps<Rules>() : Layout<Rules>::full;
}
template <class Rules>
int phase_value(const Reading<Rules>& r, Phase phase) {
    return phase == Phase::men_steps ? r.steps : r.pieces;
}
template <class Rules>
int phase_value(const Position<Rules>& pos, Phase phase) {
    return phase == Phase::men_steps ? men_steps_left(pos) : pieces_left(pos);
}

template <class Rules>
Reading<Rules> read_patterns(const Position<Rules>& pos) {
    using L = Layout<Rules>;
    const auto& t = base3_tables;
    const std::uint64_t white = pos.men(Color::white).word();
    const std::uint64_t black = pos.men(Color::black).word();
    Reading<Rules> r;
    for (int w = 0; w < L::windows; ++w) {
        const auto& window = L::window[w];
        const auto ws = extract_bits(white, window.mask), bs = extract_bits(black, window.mask);
        r.white[w] = static_cast<std::uint16_t>(t.base3[ws] + 2 * t.base3[bs]);
        // Turned half a turn the window is window.mirror, its squares in reverse order,
        // and Black's men are the mover's.
        r.black[window.mirror] = static_cast<std::uint16_t>(t.reversed3[bs] + 2 * t.reversed3[ws]);
    }
    r.pieces = pieces_left(pos);
    r.steps = men_steps_left(pos);
    r.white_kings = pos.kings(Color::white).word();
    r.black_kings = pos.kings(Color::black).word();
    r.white_men = static_cast<std::uint8_t>(std::popcount(white));
    r.black_men = static_cast<std::uint8_t>(std::popcount(black));
    return r;
}

}  // namespace kabe::eval::patterns
