#pragma once
// A game: the start position, the moves played, and what the rules say about it now
// (who won, by the variant's goal, or which draw rule ended it: Rules::repetitions and
// the counted rules of movegen/draw_rules.hpp). Also what the search needs of the past:
// the keys since the last irreversible move and the draw-rule counters.

#include <string>
#include <vector>

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

    explicit Game(const Pos& start = Pos::start())
        : positions_{start}, clock_(DrawClock<Rules>::starting_at(start)) {}

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
};

}  // namespace kabe
