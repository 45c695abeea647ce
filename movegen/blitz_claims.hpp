#pragma once
// The draw claims of the Estonian blitz rules ("Välkkabe reeglid", seed S3, translated in
// rules.md §3.3), clause 12: "a player may claim a draw and the opponent must accept it"
// when (a-b) his lone king holds the main road against three or more kings and he has made
// three moves, (c) his lone king, off the main road, has made 15 moves against three kings,
// (d) men and kings are on the board and for 30 moves the number and value of the pieces
// have not changed. Under the blitz rule set (RuleSet::blitz, engine/rule_set.hpp) these
// draws are not automatic: the entitled side may claim one, or play on.
//
// The text is ambiguous (rules.md §3.3, "Interpretation"); Kabe reads it so, each choice
// a constant below:
// - 12(a) is garbled: with (b) and (c) it reads as "one lone king holding the main road
//   against at least three kings (and nothing else)", the lone king's side entitled.
// - (b) counts the lone king's consecutive moves that end with it holding the main road
//   (alone on the long diagonal, as FMJD-64 7.2.7, movegen/main_road.hpp), and it must
//   still hold it when it claims.
// - (c) counts all the lone king's moves in the ending, on the road or off it: a rule that
//   draws off the main road after 15 moves draws on it too.
// - (a-c) count from the capture that made the ending; every capture in it starts the
//   count again (the material is another one).
// - (d) "30 moves" is read as 30 moves by each side (60 plies) since the last capture or
//   promotion, as FMJD counts moves; either side may claim.
// - A claim is made by the side to move, at its turn, before it moves: the claimant's
//   moves are then all made, and what it claims is the position in front of it.
//
// The counters are a small value carried down the search tree with the variant's draw
// clock (DrawClock::claims, draw_rules.hpp), so that the search can score a claimable draw.

#include <cstdint>
#include <limits>

#include "main_road.hpp"
#include "move.hpp"
#include "position.hpp"

namespace kabe {

// Which clause of 12 entitles the side to move to claim a draw.
enum class DrawClaim : std::uint8_t {
    none,
    main_road,  // 12(a-b): the lone king holds the main road against three or more kings
    lone_king,  // 12(c): the lone king has made 15 moves against three or more kings
    balance,    // 12(d): men and kings, number and value unchanged for 30 moves
};

namespace blitz {
inline constexpr int strong_kings = 3;      // 12(a) "at least three", 12(c) "three": at least
inline constexpr int main_road_moves = 3;   // 12(b) "at least three moves"
inline constexpr int lone_king_moves = 15;  // 12(c) "15 moves" of the claimant
inline constexpr int balance_plies = 60;    // 12(d) "30 moves", read as 30 by each side
}  // namespace blitz

template <class Rules>
struct BlitzClaims {
    // Kings, a main road and capturing to win: the draughts games of the diagonal family
    // with the usual goal (not giveaway, not breakthrough).
    static constexpr bool possible =
        Rules::family == Family::diagonal && Rules::goal == Goal::capture_all;

    // Small and saturating: the search copies the clock at every node.
    std::uint8_t lone_side = 0;       // 1 + the colour of the lone king of 12(a-c); 0: none
    std::uint8_t lone_moves = 0;      // the lone king's moves since the ending arose
    std::uint8_t road_moves = 0;      // of these, the last ones in a row on the main road
    std::uint16_t balance_plies = 0;  // plies since the last capture or promotion (12d)

    static BlitzClaims starting_at(const Position<Rules>& pos) {
        BlitzClaims claims;
        claims.lone_side = lone_side_of(pos);
        return claims;
    }

    BlitzClaims after(const Position<Rules>& before, const Move<typename Rules::Word>& move,
                      const Position<Rules>& next) const {
        BlitzClaims claims = *this;
        if (move.is_capture() || move.promotes) {
            claims.balance_plies = 0;
            claims.lone_side = lone_side_of(next);
            claims.lone_moves = claims.road_moves = 0;
            return claims;
        }
        saturating_increment(claims.balance_plies);
        const Color mover = before.side_to_move();
        if (lone_side == 1 + index(mover)) {
            saturating_increment(claims.lone_moves);
            if (holds_road(next, mover))
                saturating_increment(claims.road_moves);
            else
                claims.road_moves = 0;
        }
        return claims;
    }

    // The clause under which the side to move may claim a draw now.
    DrawClaim claim(const Position<Rules>& pos) const {
        if constexpr (!possible) {
            return DrawClaim::none;
        } else {
            const Color mover = pos.side_to_move();
            if (lone_side == 1 + index(mover)) {
                if (road_moves >= blitz::main_road_moves && holds_road(pos, mover))
                    return DrawClaim::main_road;
                if (lone_moves >= blitz::lone_king_moves) return DrawClaim::lone_king;
            }
            const bool men_and_kings = !pos.kings().empty() && pos.kings() != pos.occupied();
            if (men_and_kings && balance_plies >= blitz::balance_plies) return DrawClaim::balance;
            return DrawClaim::none;
        }
    }

private:
    template <class Count>
    static void saturating_increment(Count& count) {
        if (count < std::numeric_limits<Count>::max()) ++count;
    }
    // 1 + the colour that has one king and nothing else against kings only, at least
    // blitz::strong_kings of them; 0 if neither.
    static std::uint8_t lone_side_of(const Position<Rules>& pos) {
        if constexpr (possible) {
            for (Color c : {Color::white, Color::black}) {
                const int strong = pos.pieces(!c).count();
                if (pos.pieces(c).count() == 1 && pos.kings(c).count() == 1 &&
                    strong >= blitz::strong_kings && pos.kings(!c).count() == strong)
                    return static_cast<std::uint8_t>(1 + index(c));
            }
        }
        return 0;
    }
    // `side`'s lone king is the only piece on the main road.
    static bool holds_road(const Position<Rules>& pos, Color side) {
        constexpr auto road = long_diagonal<Rules>();
        return (pos.occupied() & road) == pos.kings(side);
    }
};

// The clause as the rules number it, and what it says, for results and prompts.
inline const char* claim_clause(DrawClaim claim) {
    switch (claim) {
        case DrawClaim::none:
            return "";
        case DrawClaim::main_road:
            return "12b";
        case DrawClaim::lone_king:
            return "12c";
        case DrawClaim::balance:
            return "12d";
    }
    return "";
}
inline const char* describe_claim(DrawClaim claim) {
    switch (claim) {
        case DrawClaim::none:
            return "";
        case DrawClaim::main_road:
            return "the lone king held the main road for 3 moves against three kings (blitz 12a-b)";
        case DrawClaim::lone_king:
            return "the lone king made 15 moves against three kings (blitz 12c)";
        case DrawClaim::balance:
            return "men and kings, the pieces unchanged for 30 moves (blitz 12d)";
    }
    return "";
}

}  // namespace kabe
