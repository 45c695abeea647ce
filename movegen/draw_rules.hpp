#pragma once
// The counted draw rules of each variant (Rules::draw_rules, docs/variants.md "Rules of
// play"): plies since the last man move or capture, and plies spent in the endings that
// the rules give a move limit. Repetition needs the position history and lives with it
// (engine/game.hpp, search/repetition.hpp).
//
//   fmjd        FMJD 6.2 king moves, 6.3 sixteen-move and 6.4 five-move lone-king rules
//   russian     FMJD-64 7.2.4-7.2.8 (as quoted in rules.md §2.4)
//   frisian     FRIS 18 two kings against one king, FRIS 21.1 king against king
//   reversible  only the limit on plies without a man move or a capture
//   none        nothing counted
//
// The clock is a small value carried down the search tree; everything a rule needs of
// the material is worked out when a capture or promotion changes it, so is_draw() reads
// only counters.

#include <cstdint>
#include <string>
#include <tuple>
#include <utility>

#include "blitz_claims.hpp"
#include "main_road.hpp"
#include "move.hpp"
#include "position.hpp"

namespace kabe {

// The lone-king material classes that the rules give a move limit.
enum class LoneKingEnding : std::uint8_t {
    none,
    sixteen_moves,  // one king against 3 pieces, one a king at least (FMJD 6.3; FMJD-64 7.2.7)
    five_moves,     // one king against 1 or 2 pieces, one a king at least (FMJD 6.4; 7.2.8)
    two_kings,      // two kings against one king, no men (FRIS 18)
    king_vs_king,   // one king against one king (FRIS 21.1)
};

// Which rule declared the draw.
enum class DrawRule : std::uint8_t {
    none,
    reversible_limit,  // FMJD 6.2, FMJD-64 7.2.5, the English 40-move rule, ...
    sixteen_moves,     // FMJD 6.3
    five_moves,        // FMJD 6.4
    kings_vs_king,     // FMJD-64 7.2.4: three or more kings against a lone king
    balance,           // FMJD-64 7.2.6: both sides have kings, material unchanged
    main_road,         // FMJD-64 7.2.7: the lone king holds the long diagonal
    lone_king,         // FMJD-64 7.2.8: one king against at most two pieces
    two_kings,         // FRIS 18
    king_vs_king,      // FRIS 21.1
};

// Plies of the rules that have no trait of their own (rules.md §2.4, §2.19).
namespace fmjd64 {
inline constexpr int kings_vs_king_plies = 30;       // 7.2.4: the 15th move of the strong side
inline constexpr int balance_plies_four_five = 60;   // 7.2.6: 4- and 5-piece endings, 30 moves
inline constexpr int balance_plies_six_seven = 120;  // 7.2.6: 6- and 7-piece endings, 60 moves
}  // namespace fmjd64
namespace fris {
inline constexpr int two_kings_plies = 14;    // FRIS 18: 7 moves each
inline constexpr int king_vs_king_plies = 4;  // FRIS 21.1 as lidraughts: 2 more moves each
}  // namespace fris

template <class Rules>
LoneKingEnding lone_king_ending(const Position<Rules>& pos) {
    constexpr DrawRules kind = Rules::draw_rules;
    if constexpr (kind == DrawRules::fmjd || kind == DrawRules::russian) {
        const auto lone_king = [&](Color c) {
            return pos.pieces(c).count() == 1 && pos.kings(c).count() == 1;
        };
        for (Color c : {Color::white, Color::black}) {
            if (!lone_king(c)) continue;
            const int kings = pos.kings(!c).count(), pieces = pos.pieces(!c).count();
            if (kings == 0) continue;  // a king against men only: the king-move rule alone
            if (pieces <= 2) return LoneKingEnding::five_moves;
            if (pieces == 3) return LoneKingEnding::sixteen_moves;
        }
    } else if constexpr (kind == DrawRules::frisian) {
        const int white = pos.pieces(Color::white).count(),
                  black = pos.pieces(Color::black).count();
        if (pos.kings().count() == white + black) {  // kings only
            if (white == 1 && black == 1) return LoneKingEnding::king_vs_king;
            if (white + black == 3 && white >= 1 && black >= 1) return LoneKingEnding::two_kings;
        }
    }
    return LoneKingEnding::none;
}

// The limit of FMJD-64 7.2.4 and 7.2.6 for a material, in plies since the capture or
// promotion that made it (0: neither applies), and which of the two is the shorter.
template <class Rules>
std::pair<int, DrawRule> russian_material_limit(const Position<Rules>& pos) {
    const int white = pos.pieces(Color::white).count(), black = pos.pieces(Color::black).count();
    const int white_kings = pos.kings(Color::white).count();
    const int black_kings = pos.kings(Color::black).count();
    // 7.2.4: three or more kings (and nothing else) against a single king.
    const auto kings_against_one = [](int pieces, int kings, int other_pieces, int other_kings) {
        return pieces >= 3 && kings == pieces && other_pieces == 1 && other_kings == 1;
    };
    if (kings_against_one(white, white_kings, black, black_kings) ||
        kings_against_one(black, black_kings, white, white_kings))
        return {fmjd64::kings_vs_king_plies, DrawRule::kings_vs_king};
    // 7.2.6: both sides have kings and the balance does not change.
    if (white_kings && black_kings) {
        const int pieces = white + black;
        if (pieces == 4 || pieces == 5) return {fmjd64::balance_plies_four_five, DrawRule::balance};
        if (pieces == 6 || pieces == 7) return {fmjd64::balance_plies_six_seven, DrawRule::balance};
    }
    return {0, DrawRule::none};
}

template <class Rules>
struct DrawClock {
    int reversible_plies = 0;  // plies since the last man move or capture (FMJD 6.2; Tablut:
                               // since the last capture)
    int ending_plies = 0;      // plies since the current lone-king ending arose
    LoneKingEnding ending = LoneKingEnding::none;
    // Russian only: plies since the last capture or promotion, the 7.2.4/7.2.6 limit of
    // the material they left (0: none), and 7.2.7's plies with the lone king on the road.
    int material_plies = 0;
    int material_limit = 0;
    DrawRule material_rule = DrawRule::none;
    int road_plies = 0;
    // The blitz rule set's claimable draws (blitz_claims.hpp), counted only when `blitz`:
    // the standard rules pay nothing for them.
    bool blitz = false;
    BlitzClaims<Rules> claims;

    static constexpr bool counts_endings = Rules::draw_rules == DrawRules::fmjd ||
                                           Rules::draw_rules == DrawRules::russian ||
                                           Rules::draw_rules == DrawRules::frisian;

    // The clock of a position set up from scratch: nothing counted yet.
    static DrawClock starting_at(const Position<Rules>& pos, bool blitz = false) {
        DrawClock clock;
        clock.ending = lone_king_ending(pos);
        clock.blitz = blitz;
        if (blitz) clock.claims = BlitzClaims<Rules>::starting_at(pos);
        if constexpr (Rules::draw_rules == DrawRules::russian)
            std::tie(clock.material_limit, clock.material_rule) = russian_material_limit(pos);
        return clock;
    }

    // The clock after `move` took `before` to `after`. The ending counters start at the
    // move that creates the material class and do not count it (rules.md §2.1, after
    // LD:Standard); a promotion that keeps the class (1 king + 2 men becoming 2 kings + 1
    // man) does not restart them.
    DrawClock after(const Position<Rules>& before, const Move<typename Rules::Word>& move,
                    const Position<Rules>& next) const {
        DrawClock clock = *this;
        if (blitz) clock.claims = claims.after(before, move, next);
        // Tablut's soldiers go back and forth like rooks: there only a capture is final.
        bool man_moved = Rules::man_moves_irreversible && !before.kings().test(move.from);
        using Board = typename Rules::Board;
        if constexpr (Board::whole && Rules::man_moves_irreversible) {
            // On a whole board a man's sideways step (Turkish, Gothic, Alquerque) can be
            // undone: only a step to another row (or a capture) is irreversible, so
            // repetitions of sideways shuffles are seen.
            man_moved = man_moved && Board::row_of(Board::index_of_bit[move.from]) !=
                                         Board::row_of(Board::index_of_bit[move.to]);
        }
        clock.reversible_plies = (man_moved || move.is_capture()) ? 0 : reversible_plies + 1;
        if constexpr (Rules::draw_rules == DrawRules::russian) {
            if (move.is_capture() || move.promotes) {
                clock.material_plies = 0;
                std::tie(clock.material_limit, clock.material_rule) = russian_material_limit(next);
            } else {
                ++clock.material_plies;
            }
        }
        if constexpr (counts_endings) {
            if (move.is_capture() || move.promotes) {
                const LoneKingEnding now = lone_king_ending(next);
                if (now != ending) {
                    clock.ending = now;
                    clock.ending_plies = 0;
                    clock.road_plies = 0;
                    return clock;
                }
            }
            if (clock.ending != LoneKingEnding::none) ++clock.ending_plies;
            if constexpr (Rules::draw_rules == DrawRules::russian)
                if (clock.ending == LoneKingEnding::sixteen_moves && holds_main_road(next))
                    ++clock.road_plies;
        }
        return clock;
    }

    // The rule that makes the game a draw now, if any.
    DrawRule rule() const {
        constexpr DrawRules kind = Rules::draw_rules;
        if constexpr (kind == DrawRules::none) {
            return DrawRule::none;
        } else {
            // Russian first: with kings only on the board 7.2.4 falls on the same ply as
            // 7.2.5, and the more specific article names the draw.
            if constexpr (kind == DrawRules::russian)
                if (material_limit && material_plies >= material_limit) return material_rule;
            if constexpr (kind != DrawRules::frisian)  // FRIS has no such limit
                if (reversible_plies >= Rules::king_moves_draw_plies)
                    return DrawRule::reversible_limit;
            if constexpr (kind == DrawRules::fmjd) {
                if (ending == LoneKingEnding::sixteen_moves &&
                    ending_plies >= Rules::sixteen_move_draw_plies)
                    return DrawRule::sixteen_moves;
                if (ending == LoneKingEnding::five_moves &&
                    ending_plies >= Rules::five_move_draw_plies)
                    return DrawRule::five_moves;
            } else if constexpr (kind == DrawRules::russian) {
                if (ending == LoneKingEnding::sixteen_moves &&
                    road_plies >= Rules::five_move_draw_plies)
                    return DrawRule::main_road;
                if (ending == LoneKingEnding::five_moves &&
                    ending_plies >= Rules::five_move_draw_plies)
                    return DrawRule::lone_king;
            } else if constexpr (kind == DrawRules::frisian) {
                if (ending == LoneKingEnding::two_kings && ending_plies >= fris::two_kings_plies)
                    return DrawRule::two_kings;
                if (ending == LoneKingEnding::king_vs_king &&
                    ending_plies >= fris::king_vs_king_plies)
                    return DrawRule::king_vs_king;
            }
            return DrawRule::none;
        }
    }

    bool is_draw() const { return rule() != DrawRule::none; }

    // The draw the side to move of `pos` (the position this clock belongs to) may claim.
    DrawClaim claim(const Position<Rules>& pos) const {
        return blitz ? claims.claim(pos) : DrawClaim::none;
    }
};

// The material of the side that plays against a lone king, in words ("one king", "two
// kings and one man"), for the lone-king rules: a king against a king is not "against two
// pieces". Both sides' lone kings: "one king".
template <class Rules>
std::string lone_king_opponent(const Position<Rules>& pos) {
    static constexpr const char* numbers[] = {"no", "one", "two", "three", "four", "five"};
    const auto count = [](int n, const char* one, const char* many) {
        return (n < 6 ? std::string(numbers[n]) : std::to_string(n)) + ' ' + (n == 1 ? one : many);
    };
    Color strong = Color::white;
    if (pos.pieces(Color::white).count() == 1 && pos.kings(Color::white).count() == 1)
        strong = Color::black;
    const int kings = pos.kings(strong).count();
    const int men = pos.pieces(strong).count() - kings;
    std::string out = count(kings, "king", "kings");
    if (men) out += " and " + count(men, "man", "men");
    return out;
}

// What Game::result says for a draw by `rule` under `Rules`, the game ending in `pos`.
template <class Rules>
std::string describe(DrawRule rule, const Position<Rules>& pos) {
    switch (rule) {
        case DrawRule::none:
            return {};
        case DrawRule::reversible_limit: {
            // Only the rules that limit reversible plies state king_moves_draw_plies.
            constexpr DrawRules kind = Rules::draw_rules;
            if constexpr (kind == DrawRules::none || kind == DrawRules::frisian) {
                return {};  // never reached: rule() gives none of these
            } else {
                const std::string moves = std::to_string(Rules::king_moves_draw_plies / 2);
                if constexpr (kind == DrawRules::fmjd)
                    return moves + " moves each with kings only and no capture";
                else if constexpr (kind == DrawRules::russian)
                    return moves + " moves each with kings only and no capture (FMJD-64 7.2.5)";
                else
                    return moves + "-move rule: " + moves +
                           " moves each without a man move or a capture";
            }
        }
        case DrawRule::sixteen_moves:
            return "16-move rule, one king against " + lone_king_opponent(pos) + " (FMJD 6.3)";
        case DrawRule::five_moves:
            return "5-move rule, one king against " + lone_king_opponent(pos) + " (FMJD 6.4)";
        case DrawRule::kings_vs_king:
            return lone_king_opponent(pos) + " against one king for 15 moves (FMJD-64 7.2.4)";
        case DrawRule::balance:
            return "both sides have kings and the balance did not change (FMJD-64 7.2.6)";
        case DrawRule::main_road:
            return "the lone king held the main road for 5 moves (FMJD-64 7.2.7)";
        case DrawRule::lone_king:
            return "one king against " + lone_king_opponent(pos) + " for 5 moves (FMJD-64 7.2.8)";
        case DrawRule::two_kings:
            return "two kings against one king for 7 moves (FRIS 18)";
        case DrawRule::king_vs_king:
            return "king against king (FRIS 21.1)";
    }
    return {};
}

}  // namespace kabe
