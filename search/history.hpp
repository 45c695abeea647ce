#pragma once
// Move-ordering memory: killer moves per ply and a history score per (side, from, to).
// Quiet moves that caused a cut-off are likely to do so again in sibling positions, and
// a move that was often the best where it was tried is likely to be best again.

#include <array>

#include "movegen/move.hpp"
#include "movegen/rules.hpp"

namespace kabe {

inline constexpr int max_ply = 128;

template <class Rules>
class MoveHistory {
public:
    using Mv = Move<typename Rules::Word>;
    static constexpr int bits = Rules::Board::bits;

    void clear() {
        for (auto& k : killers_) k = {};
        new_search();
    }
    // Every history score back to "no opinion": the scores are of this search's tree.
    void new_search() {
        for (auto& side : history_)
            for (auto& row : side) row.fill(history_scale / 2);
    }

    // A quiet move refuted the opponent's choice at `ply`.
    void killer(int ply, const Mv& move) {
        auto& k = killers_[ply];
        if (!(k[0] == move)) {
            k[1] = k[0];
            k[0] = move;
        }
    }
    // The history score estimates how likely a move is to be a node's best where it is
    // tried, on a scale of 0 to 4096 (Scan 2.0's shape): at a node whose best move raised
    // alpha, that move's score moves 1/64 of the way to 4096 and the scores of the moves
    // tried before it 1/64 of the way to 0. A move's record counts, not the depth.
    void best(Color side, const Mv& move) {
        int& h = history_[index(side)][move.from][move.to];
        h += (history_scale - h) >> history_shift;
    }
    void not_best(Color side, const Mv& move) {
        int& h = history_[index(side)][move.from][move.to];
        h -= h >> history_shift;
    }

    bool is_killer(int ply, const Mv& move, int slot) const { return killers_[ply][slot] == move; }
    int history(Color side, const Mv& move) const {
        return history_[index(side)][move.from][move.to];
    }

private:
    static constexpr int history_scale = 4096;
    static constexpr int history_shift = 6;

    std::array<std::array<Mv, 2>, max_ply + 2> killers_{};
    std::array<std::array<std::array<int, bits>, bits>, 2> history_{};
};

}  // namespace kabe
