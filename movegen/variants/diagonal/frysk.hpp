#pragma once
// Frysk! (lidraughts' variant `frysk`, "Frisian draughts starting with 5 pieces each"):
// Frisian in everything but the start, five men a side on the back rows (White 46-50,
// Black 1-5). Sources: lidraughts' draughts module, variant/Frysk.scala (initial FEN
// `W:W46,47,48,49,50:B1,2,3,4,5`; capture directions, capture value, valid moves and the
// end of a move all delegated to Frisian), and pydraughts 0.6.7, draughts/core/game.py
// (the same start; legal moves and draws under the branch of `frisian`). No published
// perft numbers exist (perft.md §2.13).

#include "movegen/variants/diagonal/frisian.hpp"

namespace kabe {

struct FryskRules : FrisianRules {
    static constexpr std::string_view name = "frysk";

    // Board and start
    static constexpr int start_rows = 1;

    // Notation
    static constexpr int pdn_gametype = 97;  // lidraughts' private number
};
using Frysk = Variant<FryskRules>;

}  // namespace kabe
