#pragma once
// Breakthrough (Goal::first_king; docs/eval.md): the first king wins, so the game is a
// race. Material, a steep reward per row advanced, runaways weighted up (weights_for),
// mobility, and a winning bonus when the side to move can crown with this move. No live
// position has a king (crowning ends the game), so the king weights are not read.

#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

// The race to the crowning row: breakthrough_advance * rows^2 per man.
template <class Rules, Color Us>
int race(const Position<Rules>& pos, const Weights& w) {
    using M = EvalMasks<Rules>;
    const auto men = pos.men(Us);
    int sum = 0;
    for (int r = 1; r < M::rows - 1; ++r) sum += r * r * (men & M::row[r][index(Us)]).count();
    return w.breakthrough_advance * sum;
}

// Whether `Us` has a man one step from the crowning row with a free square ahead: with
// the move (and no capture to make instead) it crowns and wins.
template <class Rules, Color Us>
bool can_crown(const Position<Rules>& pos) {
    using A = Ahead<typename Rules::Board, Us>;
    using M = EvalMasks<Rules>;
    const auto empty = pos.empty();
    const auto can_step = empty.template shifted<-A::left>() | empty.template shifted<-A::right>();
    return static_cast<bool>(pos.men(Us) & M::row[M::rows - 2][index(Us)] & can_step);
}

struct BreakthroughEval {
    static constexpr std::array weights{weight("man"),      weight("breakthrough_advance"),
                                        weight("runaway"),  weight("runaway_per_row"),
                                        weight("man_step"), weight("crown_now")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        constexpr Color white = Color::white, black = Color::black;
        EvalTerms t;
        t.material = material<Rules, white>(pos, w) - material<Rules, black>(pos, w);
        t.tempo = race<Rules, white>(pos, w) - race<Rules, black>(pos, w);
        t.runaways = runaways<Rules, white>(pos, w) - runaways<Rules, black>(pos, w);
        t.mobility = mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w);
        if (pos.side_to_move() == white ? can_crown<Rules, white>(pos)
                                        : can_crown<Rules, black>(pos))
            t.crowning = pos.side_to_move() == white ? w.crown_now : -w.crown_now;
        return t;
    }
};

}  // namespace kabe::eval
