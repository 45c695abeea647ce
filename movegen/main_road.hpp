#pragma once
// The "main road" (peatee, rules.md §3.1): the long diagonal from the player's left
// corner, which a lone king holds in FMJD-64 7.2.7 and in the blitz claims 12(a-b)
// (rules.md §3.3, movegen/blitz_claims.hpp).

#include "position.hpp"

namespace kabe {

// FMJD-64 7.2.7's "main road": the long diagonal a1-h8 (squares 29, 25, 22, 18, 15, 11, 8,
// 4 of scheme A on 8x8), the squares whose file equals the rows up from White's side.
template <class Rules>
constexpr Bitboard<typename Rules::Word> long_diagonal() {
    using Board = typename Rules::Board;
    Bitboard<typename Rules::Word> set;
    for (int i = 0; i < Board::squares; ++i)
        if (Board::file_of(i) == Board::height - 1 - Board::row_of(i))
            set |= Bitboard<typename Rules::Word>::bit(Board::bit_of(i));
    return set;
}

// FMJD-64 7.2.7: the lone king stands on the main road and is the only piece there
// (lidraughts' reading, rules.md §2.4).
template <class Rules>
bool holds_main_road(const Position<Rules>& pos) {
    constexpr auto road = long_diagonal<Rules>();
    for (Color c : {Color::white, Color::black})
        if (pos.pieces(c).count() == 1 && pos.kings(c).count() == 1)
            return (pos.occupied() & road) == pos.kings(c);
    return false;
}

}  // namespace kabe
