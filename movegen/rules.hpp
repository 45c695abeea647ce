#pragma once
// Variant rules as data: one struct of compile-time traits per variant (design.md §2).
// The generator reads these with `if constexpr`; a new variant that differs by one rule
// derives from its parent and restates only that rule.

#include <cstdint>
#include <string_view>
#include <type_traits>

#include "bitboard.hpp"
#include "geometry.hpp"

namespace kabe {

// The machine word of a board's bitboards: 64 bits whenever the padded layout fits,
// 128 bits above that (12x12 and other large boards). Measured on 10x10 perft, the
// 64-bit word is about twice as fast as the 128-bit one (docs/movegen.md).
template <int LayoutBits>
using WordFor = std::conditional_t<(LayoutBits <= 64), std::uint64_t, Uint128>;

enum class Color : std::uint8_t { white = 0, black = 1 };
constexpr Color operator!(Color c) {
    return c == Color::white ? Color::black : Color::white;
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

// Which capture sequences are legal when several exist.
enum class CapturePrecedence : std::uint8_t {
    free_choice,  // any complete sequence (Russian, English, ...)
    most_pieces,  // the sequence taking the most pieces; a king counts as one
};

// International draughts, FMJD rules (rules.md §2.1; article numbers of the FMJD rules).
struct International {
    static constexpr std::string_view name = "international";
    using Board = DarkSquareBoard<10, 10>;  // FMJD 2.1-2.4: 10x10, 50 dark squares
    using Word = WordFor<Board::bits>;      // 54-bit layout: one 64-bit word

    static constexpr int start_rows = 4;                  // FMJD 2.8: men on 1-20 and 31-50
    static constexpr Color first_to_move = Color::white;  // FMJD 3.3
    static constexpr bool men_capture_backward = true;    // FMJD 4.2
    static constexpr bool kings_fly = true;               // FMJD 3.9 and 4.3
    static constexpr CapturePrecedence precedence = CapturePrecedence::most_pieces;  // 4.13-4.14
    // FMJD 4.15: a man that only passes the back row during a capture stays a man; it is
    // crowned only when the move ends there (FMJD 3.5). Captured pieces are removed after
    // the move (FMJD 4.8, 4.11): the generator always models that delayed removal.

    // Two different sequences with the same from, to and captured set need a ring of at
    // least four pieces (dctl's large_jump_v, perft.md §1.2); smaller captures are unique.
    static constexpr int min_duplicate_captures = 4;

    // Draw rules in plies (FMJD art. 6, rules.md §2.1). 6.2: 25 moves by each player in
    // which only kings moved, without a capture. 6.3: one king against three pieces of
    // which at least one king, 16 moves each. 6.4: one king against two pieces of which
    // at least one king (or against one king), 5 moves each.
    static constexpr int king_moves_draw_plies = 50;
    static constexpr int sixteen_move_draw_plies = 32;
    static constexpr int five_move_draw_plies = 10;
};

// Brazilian draughts (rules.md §2.2): the FMJD rules on the 8x8 board, 12 men a side.
// Its own draw rules (FMJD-64) could not be read (UNVERIFIED there): until they are, the
// FMJD ones of International apply (docs/variants.md).
struct Brazilian : International {
    static constexpr std::string_view name = "brazilian";
    using Board = DarkSquareBoard<8, 8>;  // a1 dark, squares 1-32 (PDN GameType 26)
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;  // White 21-32, Black 1-12
};

// American pool checkers (rules.md §2.8, APCA rules): flying kings, men capturing
// backwards, delayed removal and no crowning in passing as in International, but the
// capture sequence is free (APCA; dctl pool) and Black, on 1-12, moves first (APCA 7).
struct Pool : International {
    static constexpr std::string_view name = "pool";
    using Board = DarkSquareBoard<8, 8>;  // as English checkers, squares 1-32 (PDN GameType 23)
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;
    static constexpr Color first_to_move = Color::black;  // APCA 7: dark pieces first
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    // Draws (rules.md §2.8, UNVERIFIED: APCA rule 26 not read): dctl's 30 reversible plies
    // and threefold repetition; no lone-king rules (FMJD 6.3/6.4 do not apply).
    static constexpr int king_moves_draw_plies = 30;
    static constexpr int sixteen_move_draw_plies = 1 << 20;
    static constexpr int five_move_draw_plies = 1 << 20;
};

}  // namespace kabe
