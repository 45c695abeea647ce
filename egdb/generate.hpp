#pragma once
// The generator: the value of every position of a material, both sides to move, by
// retrograde analysis (build_material), from the materials its captures and promotions
// lead into, which are built first (slice.hpp's building order).

#include <atomic>
#include <bit>
#include <chrono>
#include <exception>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
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

    bool empty() const { return count_ == 0; }

    // Threads work at once, each on its own words (64 positions each) or, with
    // add_shared, on any: they count what they add and drain, and one thread tells the
    // frontier afterwards (added, emptied). drain_words calls f(i) for every position of
    // its words, in increasing order, and leaves them empty.
    std::size_t words() const { return words_.size(); }
    void mark(std::uint64_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }  // own word
    void add_shared(std::uint64_t i) {
        std::atomic_ref<std::uint64_t>(words_[i >> 6])
            .fetch_or(std::uint64_t{1} << (i & 63), std::memory_order_relaxed);
    }
    void added(std::uint64_t n) { count_ += n; }
    void emptied() { count_ = 0; }
    template <class F>
    void drain_words(std::size_t first, std::size_t end, F&& f) {
        for (std::size_t w = first; w < end; ++w)
            for (std::uint64_t bits = std::exchange(words_[w], 0); bits; bits &= bits - 1)
                f(static_cast<std::uint64_t>(w) * 64 +
                  static_cast<unsigned>(std::countr_zero(bits)));
    }

    // The bytes a frontier of `size` positions holds.
    static std::uint64_t bytes_for(std::uint64_t size) { return (size + 63) / 64 * 8; }

private:
    std::vector<std::uint64_t> words_;
    std::uint64_t count_ = 0;
};

// The memory building a material of `size` positions a side to move takes beyond the
// slices it reads: its two code tables, a move count a position, and two frontiers a side.
inline std::uint64_t codes_bytes(std::uint64_t size) {
    return 2 * ((size + 3) / 4);
}
inline std::uint64_t build_work_bytes(std::uint64_t size) {
    return codes_bytes(size) + 2 * size + 4 * Frontier::bytes_for(size);
}

// Runs body(first, end) over the words [0, words) cut into `threads` parts, one a
// thread (on this thread alone when there is one, or too little to share), and rethrows
// the first exception a part threw.
template <class Body>
void for_word_parts(std::size_t words, int threads, Body&& body) {
    if (threads <= 1 || words < std::size_t(4 * threads)) {
        body(std::size_t{0}, words);
        return;
    }
    std::exception_ptr failure;
    std::mutex mutex;
    {
        std::vector<std::jthread> pool;
        for (int t = 0; t < threads; ++t) {
            const std::size_t first = words * t / threads, end = words * (t + 1) / threads;
            pool.emplace_back([&, first, end] {
                try {
                    body(first, end);
                } catch (...) {
                    const std::lock_guard lock(mutex);
                    if (!failure) failure = std::current_exception();
                }
            });
        }
    }
    if (failure) std::rethrow_exception(failure);
}

struct MaterialStats {
    std::uint64_t positions = 0;  // a side to move's; the material has twice as many
    int rounds = 0;               // of propagation: about the longest win, in plies
    std::uint64_t wins = 0, losses = 0, draws = 0;  // both sides to move
    double seconds = 0;
};

// Builds material `m` into `store`, which must hold every material it leads into
// (materials_needed_by). `after_round` is told the rounds of propagation done so far.
// `threads` share the work of every step; the codes are the same for any number.
//
// Retrograde analysis. One forward look at every position settles those without a move
// (lost), those with a capture or promotion to a lost position (won) and those whose
// moves all leave the material for won positions (lost); the others keep a count of
// their moves not (yet) known to lead to a won position. Then, round by round, each
// position settled in the previous round is taken back (unmoves.hpp): a predecessor of a
// lost position is won; a predecessor of a won one loses one count, and at zero it is
// lost. What is never settled is a draw. A round's outcome does not depend on the order
// its positions are taken back in (a position with a move to a lost one keeps that move
// in its count, so it cannot reach zero), which is what lets threads share a round: each
// takes back the positions of its own part of the frontier, and a predecessor two of
// them reach at once is settled by one (CodeTable::claim_shared).
template <DatabaseRules Rules>
MaterialStats build_material(SliceStore<Rules>& store, const Material& m,
                             const std::function<void(int)>& after_round = {}, int threads = 1) {
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
    const std::size_t words = settled[0].words();
    const bool shared = threads > 1;
    std::atomic<std::uint64_t> counted{0};  // what the threads added to a frontier
    // A move count less one, as threads reach the same position at once.
    const auto one_less = [shared](std::uint8_t& count) -> int {
        if (!shared) return --count;
        return std::atomic_ref<std::uint8_t>(count).fetch_sub(1, std::memory_order_relaxed) - 1;
    };

    for (Color side : {Color::white, Color::black}) {
        CodeTable& table = entry.tables[index(side)];
        Frontier& frontier = settled[index(side)];
        counted = 0;
        // Each part writes only its own positions' codes, counts and frontier words.
        for_word_parts(words, threads, [&](std::size_t first, std::size_t end) {
            std::uint64_t added = 0;
            entry.index.for_each(first * 64, end * 64, side, [&](std::uint64_t i, const Pos& pos) {
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
                    frontier.mark(i);
                    ++added;
                } else {
                    open[index(side)][i] = static_cast<std::uint8_t>(count);
                }
            });
            counted += added;
        });
        frontier.added(counted);
    }

    while (!settled[0].empty() || !settled[1].empty()) {
        for (Color side : {Color::white, Color::black}) {
            const CodeTable& table = entry.tables[index(side)];
            const int before = index(!side);
            CodeTable& earlier = entry.tables[before];
            std::vector<std::uint8_t>& counts = open[before];
            if (settled[index(side)].empty()) continue;
            counted = 0;
            for_word_parts(words, threads, [&](std::size_t first, std::size_t end) {
                std::uint64_t added = 0;
                auto settled_position = entry.index.cursor(side);
                settled[index(side)].drain_words(first, end, [&](std::uint64_t i) {
                    const bool lost = table.get(i) == Code::loss;
                    Unmoves<Rules>::each(settled_position.at(i), [&](const Pos& q) {
                        const std::uint64_t j = entry.index.rank(q);
                        if ((shared ? earlier.get_shared(j) : earlier.get(j)) != Code::unknown)
                            return;
                        if (must_capture(q)) return;  // the quiet move was not legal there
                        Code c = Code::win;
                        if (!lost) {
                            if (one_less(counts[j]) != 0) return;
                            c = Code::loss;
                        }
                        if (shared) {
                            if (!earlier.claim_shared(j, c)) return;  // another thread's
                        } else {
                            earlier.set(j, c);
                        }
                        if (shared)
                            next[before].add_shared(j);
                        else
                            next[before].mark(j);
                        ++added;
                    });
                });
                counted += added;
            });
            settled[index(side)].emptied();
            next[before].added(counted);
        }
        std::swap(settled, next);  // the drained frontiers are empty: next round's
        ++stats.rounds;
        if (after_round) after_round(stats.rounds);
    }

    // What was never settled is drawn. A part's bytes are its own (64 positions a word).
    std::mutex mutex;
    for (CodeTable& table : entry.tables)
        for_word_parts(words, threads, [&](std::size_t first, std::size_t end) {
            std::uint64_t wins = 0, losses = 0, draws = 0;
            for (std::uint64_t i = first * 64; i < std::min<std::uint64_t>(end * 64, size); ++i) {
                Code c = table.get(i);
                if (c == Code::unknown) table.set(i, c = Code::draw);
                (c == Code::win ? wins : c == Code::loss ? losses : draws)++;
            }
            const std::lock_guard lock(mutex);
            stats.wins += wins;
            stats.losses += losses;
            stats.draws += draws;
        });
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
