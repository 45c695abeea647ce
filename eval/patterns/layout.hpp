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
// Kings are not in the patterns (a square with a king reads as empty): the hand-made
// terms value them (families/draughts.hpp). This header is the one place that turns a
// position into table indices: the evaluation and the trainer both call it.

#include <array>
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

    // The game phase of the tables' blend: full_board() pieces is the opening (the
    // middle-game weight alone), 0 the bare board (the endgame weight alone).
    static constexpr int full = full_board<Rules>();
};

// A position read through the windows: per window the configuration White's tables see
// and the one Black's see (the board turned with the colours swapped), and the phase.
template <class Rules>
struct Reading {
    std::array<std::uint16_t, Layout<Rules>::windows> white{}, black{};
    int pieces = 0;  // pieces_left(): the phase
};

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
    return r;
}

}  // namespace kabe::eval::patterns
