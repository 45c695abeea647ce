#pragma once
// Tablut, BrainKing rules (rules.md §2.26; seed S4 is the primary source, BK:19 its English
// page). A 9x9 board of 81 squares (a 128-bit word); White has the king and 8 defenders,
// Black 16 attackers, all moving like rooks; custodial capture of soldiers (a sandwich
// between two of the mover's pieces), with the throne and the king's own capture rules
// (tablut/generate.hpp); the king is captured on four sides, or three and the empty
// throne; it wins on any edge square. Captures are never compulsory.
// Pieces: White's men are the defenders, White's king the king, Black's men the attackers.
// Choices for the UNVERIFIED points are in docs/variants.md. The family's one variant:
// another Tablut would derive from TablutRules.

#include "movegen/variants/common.hpp"

namespace kabe {

struct TablutRules : CommonRules {
    static constexpr Family family = Family::tablut;
    static constexpr std::string_view name = "tablut";

    // Board
    using Board = FullBoard<9, 9>;  // S4: "ruuduline 9x9-väljaline laud"; throne e5
    // The Linnaeus cross (rules.md §2.26; the stored pages show it only as a picture).
    static constexpr StartSquares named_start{"c5 d5 f5 g5 e3 e4 e6 e7", "e5",
                                              "a4 a5 a6 b5 i4 i5 i6 h5 d1 e1 f1 e2 d9 e9 f9 e8"};

    // Moves
    // UNVERIFIED (rules.md §2.26): a BrainKing forum setup of BrainKing's Tablut has "First
    // move: King and Defenders"; most other Tablut rule sets start with the attackers. That
    // reading is the start FEN with B to move (docs/variants.md), no variant of its own.
    static constexpr Color first_to_move = Color::white;
    // The king moves like a rook, as far as it likes (eval/ reads this of every game).
    static constexpr bool kings_fly = true;

    // Promotion: none; soldiers stay soldiers.
    static constexpr bool men_promote = false;

    // Goal
    static constexpr Goal goal = Goal::escape;

    // Draws: only repetition (S4's 2.58 % draws; forum posts mention perpetual repetition,
    // mechanism UNVERIFIED): the same position three times, as every variant here.
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 3;
    static constexpr bool man_moves_irreversible = false;

    // Notation
    static constexpr bool algebraic = true;  // squares a1-i9; numbers 1 = a9 ... 81 = i1
    static constexpr int pdn_gametype = 0;   // none exists
};
using Tablut = Variant<TablutRules>;

}  // namespace kabe
