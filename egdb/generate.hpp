#pragma once
// The generator: the value of every position of a material, both sides to move, by
// retrograde analysis (build_material), from the materials its captures and promotions
// lead into, which are built first (slice.hpp's building order).

#include <bit>
#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "egdb/store.hpp"
#include "egdb/unmoves.hpp"
#include "movegen/generate.hpp"

namespace kabe::egdb {

// The positions of one side to move settled in one round of the retrograde analysis: a
// bit a position, so that its memory is known before a build starts (an eighth of a byte
// a position, where a list of 32-bit indexes could grow to four bytes) and any slice size
// can be held. Read in index order, which also walks the code tables in order.
class Frontier {
public:
    explicit Frontier(std::uint64_t size) : words_((size + 63) / 64, 0) {}

    void add(std::uint64_t i) {
        words_[i >> 6] |= std::uint64_t{1} << (i & 63);
        ++count_;
    }
    bool empty() const { return count_ == 0; }

    // Calls f(i) for every position in the frontier, in increasing order, and empties it.
    template <class F>
    void drain(F&& f) {
        for (std::size_t w = 0; w < words_.size() && count_ > 0; ++w) {
            std::uint64_t bits = std::exchange(words_[w], 0);
            count_ -= static_cast<std::uint64_t>(std::popcount(bits));
            for (; bits; bits &= bits - 1)
                f(static_cast<std::uint64_t>(w) * 64 + static_cast<unsigned>(std::countr_zero(bits)));
        }
    }

    // The bytes a frontier of `size` positions holds.
    static std::uint64_t bytes_for(std::uint64_t size) { return (size + 63) / 64 * 8; }

private:
    std::vector<std::uint64_t> words_;
    std::uint64_t count_ = 0;
};

// The memory building a material of `size` positions a side to move takes beyond the
// slices it reads: its two code tables, a move count a position, and two frontiers a side.
inline std::uint64_t codes_bytes(std::uint64_t size) { return 2 * ((size + 3) / 4); }
inline std::uint64_t build_work_bytes(std::uint64_t size) {
    return codes_bytes(size) + 2 * size + 4 * Frontier::bytes_for(size);
}

struct MaterialStats {
    std::uint64_t positions = 0;  // a side to move's; the material has twice as many
    int rounds = 0;               // of propagation: about the longest win, in plies
    std::uint64_t wins = 0, losses = 0, draws = 0;  // both sides to move
    double seconds = 0;
};

// Builds material `m` into `store`, which must hold every material it leads into
// (materials_needed_by). `after_round` is told the rounds of propagation done so far.
//
// Retrograde analysis. One forward look at every position settles those without a move
// (lost), those with a capture or promotion to a lost position (won) and those whose
// moves all leave the material for won positions (lost); the others keep a count of
// their moves not (yet) known to lead to a won position. Then, round by round, each
// position settled in the previous round is taken back (unmoves.hpp): a predecessor of a
// lost position is won; a predecessor of a won one loses one count, and at zero it is
// lost. What is never settled is a draw.
template <DatabaseRules Rules>
MaterialStats build_material(SliceStore<Rules>& store, const Material& m,
                             const std::function<void(int)>& after_round = {}) {
    using Pos = Position<Rules>;
    if (store.uses_mirror() && !kept_of_pair(m))
        throw std::logic_error("egdb: " + m.digits() + " is kept as its mirror");
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t size = SliceIndex<Rules>(m).size();
    auto& entry = store.add(m, CodeTable(size), CodeTable(size));
    MaterialStats stats;
    stats.positions = size;
    // Moves not known to lead to a won position; 255 is beyond any move count here.
    std::vector<std::uint8_t> open[2] = {std::vector<std::uint8_t>(size),
                                         std::vector<std::uint8_t>(size)};
    // Settled in the last round, and in this one, by side to move.
    Frontier settled[2] = {Frontier(size), Frontier(size)};
    Frontier next[2] = {Frontier(size), Frontier(size)};

    for (Color side : {Color::white, Color::black}) {
        CodeTable& table = entry.tables[index(side)];
        for (std::uint64_t i = 0; i < size; ++i) {
            const Pos pos = entry.index.unrank(i, side);
            MoveList<typename Rules::Word> moves;
            generate_moves(pos, moves);
            int count = 0;
            bool won = false;
            for (const auto& mv : moves) {
                if (!mv.is_capture() && !mv.promotes) {
                    ++count;  // stays in this material: settled by the rounds below
                    continue;
                }
                const Code c = store.code(pos.after_unkeyed(mv));
                if (c == Code::unknown)
                    throw std::logic_error("egdb: a slice that " + m.digits() +
                                           " leads into is not built");
                if (c == Code::loss) won = true;
                if (c == Code::draw) ++count;
            }
            Code c = Code::unknown;
            if (won)
                c = Code::win;
            else if (count == 0)
                c = Code::loss;  // no move, or every move to a won position
            if (c != Code::unknown) {
                table.set(i, c);
                settled[index(side)].add(i);
            } else {
                open[index(side)][i] = static_cast<std::uint8_t>(count);
            }
        }
    }

    while (!settled[0].empty() || !settled[1].empty()) {
        for (Color side : {Color::white, Color::black}) {
            const CodeTable& table = entry.tables[index(side)];
            const int before = index(!side);
            CodeTable& earlier = entry.tables[before];
            settled[index(side)].drain([&](std::uint64_t i) {
                const bool lost = table.get(i) == Code::loss;
                Unmoves<Rules>::each(entry.index.unrank(i, side), [&](const Pos& q) {
                    const std::uint64_t j = entry.index.rank(q);
                    if (earlier.get(j) != Code::unknown) return;
                    if (must_capture(q)) return;  // the quiet move was not legal there
                    if (lost) {
                        earlier.set(j, Code::win);
                    } else if (--open[before][j] == 0) {
                        earlier.set(j, Code::loss);
                    } else {
                        return;
                    }
                    next[before].add(j);
                });
            });
        }
        std::swap(settled, next);  // the drained frontiers are empty: next round's
        ++stats.rounds;
        if (after_round) after_round(stats.rounds);
    }

    for (CodeTable& table : entry.tables)
        for (std::uint64_t i = 0; i < size; ++i) {
            Code c = table.get(i);
            if (c == Code::unknown) table.set(i, c = Code::draw);
            (c == Code::win ? stats.wins : c == Code::loss ? stats.losses : stats.draws)++;
        }
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return stats;
}

// Builds `target` and everything it needs, in memory (tests, small studies).
template <DatabaseRules Rules>
void build_with_dependencies(SliceStore<Rules>& store, const Material& target) {
    const auto list =
        store.uses_mirror() ? materials_to_build_for<Rules>(target) : materials_needed_by(target);
    for (const Material& m : list)
        if (!store.find(m)) build_material(store, m);
}

}  // namespace kabe::egdb
