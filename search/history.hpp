#pragma once
// Move-ordering memory: killer moves per ply and a history score per (side, from, to).
// Quiet moves that caused a cut-off are likely to do so again in sibling positions.

#include <algorithm>
#include <array>
#include <cstring>

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
        for (auto& side : history_)
            for (auto& row : side) row.fill(0);
    }

    // A quiet move refuted the opponent's choice at `ply` after a search of `depth`.
    void reward(Color side, int ply, const Mv& move, int depth) {
        auto& k = killers_[ply];
        if (!(k[0] == move)) {
            k[1] = k[0];
            k[0] = move;
        }
        int& h = history_[index(side)][move.from][move.to];
        h += depth * depth;
        if (h > history_limit) age();
    }
    // A quiet move tried before the cut-off move, that did not cut.
    void penalise(Color side, const Mv& move, int depth) {
        int& h = history_[index(side)][move.from][move.to];
        h = std::max(h - depth, -history_limit);
    }

    bool is_killer(int ply, const Mv& move, int slot) const { return killers_[ply][slot] == move; }
    int history(Color side, const Mv& move) const {
        return history_[index(side)][move.from][move.to];
    }

private:
    static constexpr int history_limit = 1 << 20;
    void age() {
        for (auto& side : history_)
            for (auto& row : side)
                for (int& h : row) h /= 2;
    }

    std::array<std::array<Mv, 2>, max_ply + 2> killers_{};
    std::array<std::array<std::array<int, bits>, bits>, 2> history_{};
};

}  // namespace kabe
