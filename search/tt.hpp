#pragma once
// The transposition table: results of earlier searches by Zobrist key.
//
// 16-byte entries in buckets of four (one 64-byte cache line). Replacement prefers to
// keep deep results of the current search: within a bucket the entry with the same key,
// else the one with the lowest depth, where an entry from an older search (`new_search`
// ages the table) counts as much shallower. Win and loss scores are stored relative to
// the node (ply-corrected) so that they stay right when reached at another ply.
//
// Lazy SMP threads probe and store at once, without locks. Each entry is two 64-bit
// atomic words, read and written with relaxed order (no data race in the C++ model):
// the data, and the key XOR-ed with the data. An entry torn by two concurrent stores
// (one thread's key word with another's data word) fails the key check, so a probe never
// takes one position's result for another's (the Hyatt-Mann lockless hashing of Crafty
// and old Stockfish).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "eval/score.hpp"

namespace kabe {

enum class Bound : std::uint8_t { none = 0, upper = 1, lower = 2, exact = 3 };

// One entry's contents, as decoded from (and encoded into) its data word.
struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint8_t depth = 0;
    std::uint8_t bound_and_age = 0;  // bound in bits 0-1, search age in bits 2-7
    std::uint8_t move_index = 0;     // the best move's index in the generated move list

    Bound bound() const { return static_cast<Bound>(bound_and_age & 3); }
    int age() const { return bound_and_age >> 2; }
    bool has_move() const { return move_index != no_move; }

    // The data word: score in bits 0-15, depth 16-23, bound and age 24-31, move 32-39.
    std::uint64_t data() const {
        return std::uint64_t{static_cast<std::uint16_t>(score)} | std::uint64_t{depth} << 16 |
               std::uint64_t{bound_and_age} << 24 | std::uint64_t{move_index} << 32;
    }
    static TTEntry decode(std::uint64_t key, std::uint64_t data) {
        TTEntry e;
        e.key = key;
        e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data));
        e.depth = static_cast<std::uint8_t>(data >> 16);
        e.bound_and_age = static_cast<std::uint8_t>(data >> 24);
        e.move_index = static_cast<std::uint8_t>(data >> 32);
        return e;
    }

    static constexpr std::uint8_t no_move = 0xFF;
};

// A probe's answer, with the score converted back to the probing node's ply.
struct TTHit {
    Score score = 0;
    int depth = 0;
    Bound bound = Bound::none;
    int move_index = -1;  // -1: no move stored
};

class TranspositionTable {
public:
    static constexpr int bucket_size = 4;
    static constexpr std::size_t entry_bytes = 16;

    explicit TranspositionTable(std::size_t megabytes = 64) { resize(megabytes); }

    // Resizes to the largest power-of-two number of buckets within `megabytes` (at least
    // one bucket) and clears the table.
    void resize(std::size_t megabytes);
    void clear();
    // Called at the start of each search, so that old entries give way to new ones.
    void new_search() { age_ = (age_ + 1) & 63; }

    bool probe(std::uint64_t key, int ply, TTHit& hit) const;
    // Starts loading a position's bucket into the cache ahead of its probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&bucket_of(key)); }
    void store(std::uint64_t key, int ply, Score score, int depth, Bound bound, int move_index);

    std::size_t size_bytes() const { return (mask_ + 1) * sizeof(Bucket); }
    // Permille of entries written by the current search (from a sample), as UCI's hashfull.
    int permille_full() const;

private:
    // One entry as stored: all zero is empty (bound none).
    struct Slot {
        std::atomic<std::uint64_t> key_xor_data{0}, data{0};

        TTEntry load() const {
            const std::uint64_t d = data.load(std::memory_order_relaxed);
            return TTEntry::decode(key_xor_data.load(std::memory_order_relaxed) ^ d, d);
        }
        void save(const TTEntry& e) {
            const std::uint64_t d = e.data();
            key_xor_data.store(e.key ^ d, std::memory_order_relaxed);
            data.store(d, std::memory_order_relaxed);
        }
    };
    static_assert(sizeof(Slot) == entry_bytes);
    static_assert(std::atomic<std::uint64_t>::is_always_lock_free);

    struct alignas(64) Bucket {
        Slot entries[bucket_size];
    };

    Bucket& bucket_of(std::uint64_t key) const { return buckets_[key & mask_]; }

    // Large pages where the system offers them: a probe is one cache miss, and with
    // 4 KB pages often a TLB miss on top.
    struct Free {
        void operator()(Bucket* p) const;
    };
    static Bucket* allocate(std::size_t buckets);

    std::unique_ptr<Bucket[], Free> buckets_;
    std::size_t mask_ = 0;
    int age_ = 0;
};

// Win and loss scores count plies from the root; in the table they count from the node.
constexpr Score score_to_tt(Score s, int ply) {
    return s > score::win_threshold ? s + ply : s < -score::win_threshold ? s - ply : s;
}
constexpr Score score_from_tt(Score s, int ply) {
    return s > score::win_threshold ? s - ply : s < -score::win_threshold ? s + ply : s;
}

}  // namespace kabe
