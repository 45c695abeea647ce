#pragma once
// A game: the start position, the moves played, and what the rules say about it now
// (who won, or which draw rule ended it). Also what the search needs of the past:
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
        MoveList<typename Rules::Word> list;
        generate_moves(position(), list);
        if (list.empty()) {
            const bool white_to_move = position().side_to_move() == Color::white;
            return {white_to_move ? Outcome::black_wins : Outcome::white_wins,
                    std::string(white_to_move ? "White" : "Black") + " has no legal move"};
        }
        if (occurrences() >= 3) return {Outcome::draw, "threefold repetition (FMJD 6.1)"};
        if (clock_.reversible_plies >= Rules::king_moves_draw_plies)
            return {Outcome::draw, std::to_string(Rules::king_moves_draw_plies / 2) +
                                       " moves each with kings only and no capture"};
        if (clock_.is_draw())
            return {Outcome::draw, clock_.ending == LoneKingEnding::sixteen_moves
                                       ? "16-move rule, one king against three pieces (FMJD 6.3)"
                                       : "5-move rule, one king against two pieces (FMJD 6.4)"};
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
    std::vector<Pos> positions_;
    std::vector<Mv> moves_;
    DrawClock<Rules> clock_;
};

}  // namespace kabe
