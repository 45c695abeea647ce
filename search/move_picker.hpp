#pragma once
// Hands out a node's moves best first: the transposition table's move, the killers, then
// by history. Ranked lazily (one scan per move handed out) because most nodes cut off
// after one or two moves; ties keep the generator's order.

#include <climits>

#include "movegen/move.hpp"
#include "search/history.hpp"

namespace kabe {

template <class Rules>
class MovePicker {
public:
    using Word = typename Rules::Word;

    MovePicker(const MoveList<Word>& list, int tt_move, const MoveHistory<Rules>& history,
               Color side, int ply)
        : size_(list.size()) {
        for (int i = 0; i < size_; ++i) {
            const Move<Word>& m = list[i];
            if (i == tt_move)
                keys_[i] = tt_rank;
            else if (history.is_killer(ply, m, 0))
                keys_[i] = killer_rank;
            else if (history.is_killer(ply, m, 1))
                keys_[i] = killer_rank - 1;
            else
                keys_[i] = history.history(side, m);
        }
    }

    // The index in the list of the next move to try, or -1 when all were handed out.
    int next() {
        int best = -1;
        for (int i = 0; i < size_; ++i)
            if (keys_[i] != taken && (best < 0 || keys_[i] > keys_[best])) best = i;
        if (best >= 0) keys_[best] = taken;
        return best;
    }

private:
    static constexpr int taken = INT_MIN;
    static constexpr int tt_rank = 1 << 30;
    static constexpr int killer_rank = 1 << 29;  // above any history score

    int keys_[MoveList<Word>::capacity];
    int size_;
};

}  // namespace kabe
