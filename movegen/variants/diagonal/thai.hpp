#pragma once
// Thai draughts (rules.md §2.15): 8 men a side on two rows, men forward only, flying
// kings that land right behind the captured piece, captured pieces removed at once (so a
// king may turn back over them), free choice. CONFLICTs settled as rules.md recommends
// (immediate removal) and with White first (mindsports, the Thai site); no draw rule is
// known: repetition only.

#include "movegen/variants/diagonal/brazilian.hpp"

namespace kabe {

struct ThaiRules : BrazilianRules {
    static constexpr std::string_view name = "thai";

    // Board
    static constexpr int start_rows = 2;

    // Moves and captures
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr KingLanding king_landing = KingLanding::next_square;
    static constexpr bool immediate_removal = true;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;

    // Notation
    static constexpr Numbering numbering = Numbering::scheme_d;
    static constexpr bool algebraic = false;
    static constexpr char capture_separator = '-';
    static constexpr int pdn_gametype = 31;
};
using Thai = Variant<ThaiRules>;

}  // namespace kabe
