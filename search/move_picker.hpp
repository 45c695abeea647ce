#pragma once
// Hands out a node's moves best first: the transposition table's move, the killers, then
// by history. Ranked lazily (one scan per move handed out) because most nodes cut off
// after one or two moves; ties keep the generator's order.

#include <algorithm>
#include <cstdint>
#include <limits>

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
            std::int64_t rank;
            if (i == tt_move)
                rank = tt_rank;
            else if (history.is_killer(ply, m, 0))
                rank = killer_rank;
            else if (history.is_killer(ply, m, 1))
                rank = killer_rank - 1;
            else
                rank = history.history(side, m);
            // The index rides in the low bits, inverted, so that a plain maximum picks
            // the best rank and, among equals, the earliest move.
            keys_[i] = rank * index_span + (index_span - 1 - i);
        }
    }

    // The index in the list of the next move to try, or -1 when all were handed out.
    int next() {
        std::int64_t best = taken;
        for (int i = 0; i < size_; ++i) best = std::max(best, keys_[i]);  // branch-free
        if (best == taken) return -1;
        const int index = static_cast<int>(index_span - 1 - (best & (index_span - 1)));
        keys_[index] = taken;
        return index;
    }

private:
    static constexpr std::int64_t index_span = MoveList<Word>::capacity;  // a power of two
    static_assert((index_span & (index_span - 1)) == 0);
    static constexpr std::int64_t taken = std::numeric_limits<std::int64_t>::min();
    static constexpr std::int64_t tt_rank = 1 << 30;
    static constexpr std::int64_t killer_rank = 1 << 29;  // above any history score

    std::int64_t keys_[MoveList<Word>::capacity];
    int size_;
};

}  // namespace kabe
