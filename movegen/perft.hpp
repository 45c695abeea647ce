#pragma once
// Perft: the number of move paths of a given length, the standard check of a move
// generator (perft.md §1.1: a position without moves before the horizon counts 0).
// Bulk counting at the last ply; optional shared hash table and threads.

#include <atomic>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

#include "generate.hpp"
#include "perft_table.hpp"

namespace kabe {

namespace detail {

template <class Rules>
std::uint64_t perft_plain(const Position<Rules>& pos, int depth, Duplicates duplicates) {
    if (depth == 1) return static_cast<std::uint64_t>(count_moves(pos, duplicates));
    MoveList<typename Rules::Word> moves;
    generate_moves(pos, moves, duplicates);
    std::uint64_t nodes = 0;
    for (const auto& m : moves) nodes += perft_plain(pos.after_unkeyed(m), depth - 1, duplicates);
    return nodes;
}

template <class Rules>
std::uint64_t perft_hashed(const Position<Rules>& pos, int depth, Duplicates duplicates,
                           PerftTable& table) {
    if (depth == 1) return static_cast<std::uint64_t>(count_moves(pos, duplicates));
    std::uint64_t nodes;
    if (table.probe(pos.key(), depth, nodes)) return nodes;
    MoveList<typename Rules::Word> moves;
    generate_moves(pos, moves, duplicates);
    nodes = 0;
    for (const auto& m : moves) nodes += perft_hashed(pos.after(m), depth - 1, duplicates, table);
    table.store(pos.key(), depth, nodes);
    return nodes;
}

}  // namespace detail

// Counts one subtree; `table` may be null.
template <class Rules>
std::uint64_t perft_subtree(const Position<Rules>& pos, int depth, Duplicates duplicates,
                            PerftTable* table) {
    if (depth <= 0) return 1;
    return table ? detail::perft_hashed(pos, depth, duplicates, *table)
                 : detail::perft_plain(pos, depth, duplicates);
}

// Counts the subtrees of `roots` (positions at equal depth) on `threads` threads, each
// thread taking the next unclaimed root; results land in `counts`, indexed like `roots`.
template <class Rules>
void perft_parallel(const std::vector<Position<Rules>>& roots, int depth, Duplicates duplicates,
                    int threads, PerftTable* table, std::vector<std::uint64_t>& counts) {
    counts.assign(roots.size(), 0);
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < roots.size(); i = next++)
            counts[i] = perft_subtree(roots[i], depth, duplicates, table);
    };
    if (threads <= 1) {
        work();
        return;
    }
    std::vector<std::jthread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(work);
}

// Perft of one position. With threads, the work is split two plies down: enough
// pieces for the threads to balance. `table` may be null.
template <class Rules>
std::uint64_t perft(const Position<Rules>& pos, int depth, Duplicates duplicates = Duplicates::drop,
                    int threads = 1, PerftTable* table = nullptr) {
    if (threads <= 1 || depth <= 2) return perft_subtree(pos, depth, duplicates, table);
    std::vector<Position<Rules>> roots;
    MoveList<typename Rules::Word> moves, replies;
    generate_moves(pos, moves, duplicates);
    for (const auto& m : moves) {
        const auto child = pos.after(m);
        generate_moves(child, replies, duplicates);
        for (const auto& r : replies) roots.push_back(child.after(r));
    }
    std::vector<std::uint64_t> counts;
    perft_parallel(roots, depth - 2, duplicates, threads, table, counts);
    std::uint64_t total = 0;
    for (auto c : counts) total += c;
    return total;
}

// Perft of each root move ("divide"), in generation order.
template <class Rules>
std::vector<std::pair<Move<typename Rules::Word>, std::uint64_t>> perft_divide(
    const Position<Rules>& pos, int depth, Duplicates duplicates = Duplicates::drop,
    int threads = 1, PerftTable* table = nullptr) {
    MoveList<typename Rules::Word> moves;
    generate_moves(pos, moves, duplicates);
    std::vector<Position<Rules>> children;
    for (const auto& m : moves) children.push_back(pos.after(m));
    std::vector<std::uint64_t> counts;
    perft_parallel(children, depth - 1, duplicates, threads, table, counts);
    std::vector<std::pair<Move<typename Rules::Word>, std::uint64_t>> out;
    for (int i = 0; i < moves.size(); ++i) out.emplace_back(moves[i], counts[i]);
    return out;
}

}  // namespace kabe
