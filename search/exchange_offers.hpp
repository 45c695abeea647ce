#pragma once
// Exchange offers, the quiet moves that quiescence searches besides promotions (Scan 2.0's
// idea): in a quiet position with no king on the board, a man move after which the
// opponent must take one piece, whichever capture it chooses, and every such capture
// can be taken back. Exchanges decide the middle game of the diagonal games (a shot
// begins with one), and a horizon that stops before them misjudges positions where one
// is on. With kings on the board a king's captures reach too far for this to stay small.

#include "movegen/generate.hpp"
#include "movegen/position.hpp"

namespace kabe {

// Whether quiescence looks for exchange offers in this position: the diagonal games that
// race to the far row and capture to win, with no king on the board.
template <class Rules>
bool may_offer_exchange(const Position<Rules>& pos) {
    if constexpr (Rules::family != Family::diagonal || Rules::goal != Goal::capture_all)
        return false;
    else
        return pos.kings().empty();
}

// Whether `move`, a quiet move of the side to move in `pos`, offers an exchange (above).
template <class Rules>
bool offers_exchange(const Position<Rules>& pos, const Move<typename Rules::Word>& move) {
    using Masks = BoardMasks<Rules>;
    using Board = typename Rules::Board;
    using Bb = typename Masks::Bb;
    // Cheap first, as most moves offer nothing: an opposing man next to the landing
    // square with an empty square (or the one just left) behind it on the other side.
    // Only diagonal neighbours: where men also take straight (Frisian) an offer may be
    // missed, but no move that offers nothing is searched.
    const Bb them = pos.men(!pos.side_to_move());
    const Bb empty = (Masks::playable & ~pos.occupied()) | Bb::bit(move.from);
    const Bb takeable = (Masks::template step<Board::up_left>(them) &
                         Masks::template step<Board::down_right>(empty)) |
                        (Masks::template step<Board::down_right>(them) &
                         Masks::template step<Board::up_left>(empty)) |
                        (Masks::template step<Board::up_right>(them) &
                         Masks::template step<Board::down_left>(empty)) |
                        (Masks::template step<Board::down_left>(them) &
                         Masks::template step<Board::up_right>(empty));
    if ((takeable & Bb::bit(move.to)).empty()) return false;
    // Then by the rules: every capture the opponent may choose takes one piece (the
    // majority rule may force a longer one) and leaves one for us.
    const Position<Rules> after = pos.after_unkeyed(move);  // no key: nothing here is stored
    MoveList<typename Rules::Word> replies;
    if (!generate_compulsory_captures(after, replies)) return false;
    for (const auto& reply : replies)
        if (reply.captured.count() != 1 || !must_capture(after.after_unkeyed(reply))) return false;
    return true;
}

}  // namespace kabe
