#pragma once
// What every game's traits state whatever its family (CommonRules), and the facts that
// follow from the traits, computed once for every variant (Variant).

#include <limits>
#include <string_view>

#include "movegen/geometry.hpp"
#include "movegen/rule_types.hpp"

namespace kabe {

// The rules of every game, read by the code that all families share: position.hpp (the
// side to move first, where men are crowned), notation.hpp, draw_rules.hpp, search/ and
// engine/ (the goal, repetitions), eval/. Each family base (diagonal/base.hpp,
// whole_board/base.hpp, tablut.hpp, konane.hpp, alquerque.hpp) adds the rules its
// generator reads; a variant states its values under its rule book's headings.
struct CommonRules {
    // Moves
    static constexpr Color first_to_move = Color::white;

    // Promotion
    // Whether a man reaching the far row is crowned; where not, a man may stand there
    // (FEN accepts it).
    static constexpr bool men_promote = true;
    // BrainKing's Czech family (rules.md §2.10-2.12); every other game leaves them off,
    // games without crowning included (position.hpp's BoardMasks and eval/ read them for
    // every game).
    // One-way: the men of both colours move and capture towards row 8 (Black's too), so
    // both crown on row 8 (men_move_up, position.hpp).
    static constexpr bool all_men_move_up = false;
    // Corner: a man is crowned only on the two squares of the corner at its top left
    // (White a7, b8; Black g1, h2); elsewhere on the last row it stays a man.
    static constexpr bool corner_crowning = false;
    // Parachute: a man of the side's own colour on its crowning row is a parachutist (it
    // cannot be an ordinary man there: it would have been crowned). Its only move is to
    // capture the adjacent piece in front of it, seen from the parachutist's row, and the
    // move ends with it an ordinary man right behind that piece (diagonal/generate.hpp).
    static constexpr bool parachutists = false;

    // Goal
    static constexpr Goal goal = Goal::capture_all;

    // Draws
    // The counted rules besides repetition (draw_rules.hpp); the plies each one counts
    // are stated beside it by the variants that have one.
    static constexpr DrawRules draw_rules = DrawRules::none;
    // The same position this many times with the same side to move (0: no such rule).
    static constexpr int repetitions = 3;
    // Whether a man's move can never be undone (it only goes forward), so that it ends the
    // stretch of plies in which a position can repeat (draw_rules.hpp, repetition). Tablut's
    // soldiers move back and forth like rooks: only a capture is irreversible there.
    static constexpr bool man_moves_irreversible = true;

    // Notation (rules.md §0.3-0.4)
    static constexpr Numbering numbering = Numbering::scheme_a;
    static constexpr bool algebraic = false;  // squares written as a1..h8 by default
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_gametype = 0;  // 0: none exists
};

namespace detail {

// The smallest capture (in pieces) that two different sequences can share: from, to and
// the captured set alike. Smaller captures are unique, so the generator compares only
// these (Duplicates::drop).
template <class Traits>
constexpr int min_duplicate_captures() {
    if constexpr (Traits::family == Family::diagonal) {
        // With pieces removed at once, a king can take the same three pieces by two routes
        // (Thai: W:WKf4:Ba3,c3,g3,e5,c7,Kf8 in algebraic); the smallest ring of the
        // argument below does not hold.
        if (Traits::immediate_removal) return 2;
        // Frisian: a man capture can go round a ring of three pieces (diagonal, sideways,
        // diagonal back): two routes of one move from three pieces on (dctl's large_jump_v).
        if (Traits::orthogonal_captures) return 3;
        // Two different sequences with the same from, to and captured set need a ring of
        // at least four pieces (dctl's large_jump_v, perft.md §1.2).
        return 4;
    } else if constexpr (Traits::family == Family::whole_board) {
        // With pieces removed at once (Turkish) a king could take the same pieces by two
        // routes; every capture of two or more is checked (Kabe's D convention), or kept
        // (Duplicates::keep).
        return 2;
    } else if constexpr (Traits::family == Family::alquerque) {
        // Eight directions: a triangle of three jumps can be run either way round, and
        // smaller cases are cheap to check (Duplicates::drop compares from, to and captured).
        return 2;
    } else {
        // Tablut's captures are one rook move, Konane's one straight line: never two routes.
        return std::numeric_limits<int>::max();
    }
}

}  // namespace detail

// A variant's rules: its traits (movegen/variants/) with the facts that follow from them.
// The generator, the search and the engine read these through the variant's name
// (International = Variant<InternationalRules>).
template <class Traits>
struct Variant : Traits {
    // The machine word of the bitboards (WordFor: 64 bits when the layout fits).
    using Word = WordFor<Traits::Board::bits>;
    static constexpr int min_duplicate_captures = detail::min_duplicate_captures<Traits>();
};

}  // namespace kabe
