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
    if constexpr (Rules::family != Family::diagonal || Rules::goal != Goal::capture_all) {
        return false;
    } else {
        using Bb = Bitboard<typename Rules::Word>;
        // Cheap first, as most moves offer nothing: an opposing man that could take the
        // man on its landing square, along the directions its men capture in this game
        // (diagonally, forward only in English or Italian, straight too in Frisian), with
        // an empty square (or the one just left) behind it.
        const Bb empty = (BoardMasks<Rules>::playable & ~pos.occupied()) | Bb::bit(move.from);
        const Bb landing = Bb::bit(move.to);
        const Bb takers =
            pos.side_to_move() == Color::white
                ? detail::capturing_men<Rules, Color::black>(pos.men(Color::black), landing, empty)
                : detail::capturing_men<Rules, Color::white>(pos.men(Color::white), landing, empty);
        if (takers.empty()) return false;
        // Then by the rules: every capture the opponent may choose takes one piece (the
        // majority rule may force a longer one) and leaves one for us.
        const Position<Rules> after = pos.after_unkeyed(move);  // no key: nothing here is stored
        MoveList<typename Rules::Word> replies;
        if (!generate_compulsory_captures(after, replies)) return false;
        for (const auto& reply : replies)
            if (reply.captured.count() != 1 || !must_capture(after.after_unkeyed(reply)))
                return false;
        return true;
    }
}

}  // namespace kabe
