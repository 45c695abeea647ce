#pragma once
// A game: the start position, the moves played, and what the rules say about it now
// (who won, by the variant's goal, or which draw rule ended it: Rules::repetitions and
// the counted rules of movegen/draw_rules.hpp). Also what the search needs of the past:
// the keys since the last irreversible move and the draw-rule counters.
//
// Under the blitz rule set (engine/rule_set.hpp) the game also counts the draws of blitz
// clause 12 (movegen/blitz_claims.hpp): the side to move may claim one (claim_draw), and
// the game then ends drawn; unclaimed, it goes on.

#include <string>
#include <vector>

#include "engine/rule_set.hpp"
#include "movegen/draw_rules.hpp"
#include "movegen/generate.hpp"
#include "search/search.hpp"

namespace kabe {

enum class Outcome { ongoing, white_wins, black_wins, draw };

struct GameResult {
    Outcome outcome = Outcome::ongoing;
    std::string reason;  // empty while the game goes on
    bool over() const { return outcome != Outcome::ongoing; }
};

template <class Rules>
class Game {
public:
    using Pos = Position<Rules>;
    using Mv = Move<typename Rules::Word>;

    explicit Game(const Pos& start = Pos::start(), RuleSet rules = RuleSet::standard)
        : positions_{start},
          clock_(DrawClock<Rules>::starting_at(start, rules == RuleSet::blitz)),
          rules_(rules) {}

    // The blitz rules' claims exist only where the game has kings and a main road.
    static constexpr bool supports_blitz = BlitzClaims<Rules>::possible;

    RuleSet rule_set() const { return rules_; }

    const Pos& position() const { return positions_.back(); }
    const Pos& start() const { return positions_.front(); }
    const std::vector<Mv>& moves() const { return moves_; }
    const DrawClock<Rules>& clock() const { return clock_; }

    // Plays a move; the caller has checked that it is legal (notation.hpp does).
    void play(const Mv& move) {
        const Pos& before = position();
        const Pos next = before.after(move);
        clock_ = clock_.after(before, move, next);
        moves_.push_back(move);
        positions_.push_back(next);
    }

    // The draw the side to move may claim now (blitz 12), none once the game is over.
    DrawClaim claimable() const {
        if (claimed_ != DrawClaim::none) return DrawClaim::none;
        const DrawClaim claim = clock_.claim(position());
        return claim != DrawClaim::none && !result().over() ? claim : DrawClaim::none;
    }
    // The side to move claims the draw it may claim; false (and nothing changes) if none.
    bool claim_draw() {
        const DrawClaim claim = claimable();
        if (claim == DrawClaim::none) return false;
        claimed_ = claim;
        claimant_ = position().side_to_move();
        return true;
    }

    // How often the current position has occurred, this time included (FMJD 6.1).
    int occurrences() const {
        int count = 0;
        const int last = static_cast<int>(positions_.size()) - 1;
        for (int i = last; i >= 0 && last - i <= clock_.reversible_plies; i -= 2)
            count += positions_[i] == positions_[last];
        return count;
    }

    GameResult result() const {
        const Color mover = position().side_to_move();
        const std::string mover_name = mover == Color::white ? "White" : "Black";
        const std::string other_name = mover == Color::white ? "Black" : "White";
        const auto wins = [](Color c) {
            return c == Color::white ? Outcome::white_wins : Outcome::black_wins;
        };
        if (claimed_ != DrawClaim::none)
            return {Outcome::draw, std::string(claimant_ == Color::white ? "White" : "Black") +
                                       " claimed a draw: " + describe_claim(claimed_)};
        // Breakthrough (rules.md §2.21): the first king ends the game at once. A king of
        // the side to move can only come from a position set up that way.
        if constexpr (Rules::goal == Goal::first_king) {
            if (position().kings(!mover))
                return {wins(!mover), other_name + " made the first king"};
            if (position().kings(mover)) return {wins(mover), mover_name + " has a king"};
        }
        MoveList<typename Rules::Word> list;
        generate_moves(position(), list);
        if (list.empty()) {
            // Giveaway games: having no move (no pieces, or all blocked) is the goal.
            if constexpr (Rules::goal == Goal::give_away) {
                return {wins(mover), mover_name + " has no legal move and wins (giveaway)"};
            } else if constexpr (Rules::goal == Goal::escape) {
                // Tablut: the move before ended the game (movegen/tablut/generate.hpp).
                const auto king = position().kings(Color::white);
                if (mover == Color::white && !king)
                    return {wins(Color::black), "Black captured the king"};
                if (mover == Color::black && (king & detail::tablut::Geometry<Rules>::edge))
                    return {wins(Color::white), "the king reached the edge"};
                return {wins(!mover), mover_name + " has no legal move"};
            } else {
                return {wins(!mover), mover_name + " has no legal move"};
            }
        }
        if (Rules::repetitions > 0 && occurrences() >= Rules::repetitions)
            return {Outcome::draw, repetition_reason()};
        if (const DrawRule rule = clock_.rule(); rule != DrawRule::none)
            return {Outcome::draw, describe<Rules>(rule, position())};
        return {};
    }

    RootState<Rules> root_state() const {
        RootState<Rules> root{position(), clock_, {}};
        const int last = static_cast<int>(positions_.size()) - 1;
        const int first = std::max(0, last - clock_.reversible_plies);
        for (int i = first; i < last; ++i) root.history.push_back(positions_[i].key());
        return root;
    }

private:
    static std::string repetition_reason() {
        const std::string times = Rules::repetitions == 3 ? "threefold"
                                  : Rules::repetitions == 4
                                      ? "fourfold"
                                      : std::to_string(Rules::repetitions) + "-fold";
        if constexpr (Rules::draw_rules == DrawRules::fmjd)
            return times + " repetition (FMJD 6.1)";
        else if constexpr (Rules::draw_rules == DrawRules::russian)
            return times + " repetition (FMJD-64 7.2.3)";
        else
            return times + " repetition";
    }

    std::vector<Pos> positions_;
    std::vector<Mv> moves_;
    DrawClock<Rules> clock_;
    RuleSet rules_ = RuleSet::standard;
    DrawClaim claimed_ = DrawClaim::none;
    Color claimant_ = Color::white;
};

}  // namespace kabe
