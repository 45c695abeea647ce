#pragma once
// A cache of static evaluations by Zobrist key, one per search thread.
//
// Iterative deepening searches much the same tree again at each depth, and its quiet
// leaves are evaluated again each time; with the learned patterns an evaluation is the
// dearest thing a leaf does. A direct-mapped table of single 64-bit words remembers the
// latest evaluations: the key's high bits with the score in the low 16. The slot is
// chosen by the key's low bits, so a hit compares the whole key: a wrong hit needs two
// positions with one 64-bit key, as a wrong table hit does.
//
// Owned by one Searcher (Lazy SMP helpers have their own), so plain words, no atomics.
// Whatever changes the evaluation (the learned patterns) must clear it.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "eval/score.hpp"

namespace kabe {

class EvalCache {
public:
    // 2^16 slots of 8 bytes: 512 KiB, the size of a second-level cache.
    static constexpr int slot_bits = 16;

    EvalCache() : slots_(std::size_t{1} << slot_bits, empty) {}

    std::optional<Score> find(std::uint64_t key) const {
        const std::uint64_t slot = slots_[index(key)];
        if ((slot & ~score_mask) != tag(key) || slot == empty) return std::nullopt;
        return static_cast<Score>(static_cast<std::int16_t>(slot & score_mask));
    }
    // A score outside 16 bits is not kept (evaluations stay within score::eval_limit).
    void store(std::uint64_t key, Score score) {
        if (score < INT16_MIN || score > INT16_MAX) return;
        slots_[index(key)] = tag(key) | static_cast<std::uint16_t>(score);
    }
    void clear() { std::fill(slots_.begin(), slots_.end(), empty); }
    // Starts loading a key's slot: a cold slot is most of what a cached evaluation costs.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[index(key)]); }

private:
    static constexpr std::uint64_t score_mask = 0xFFFF;
    // An empty slot is a miss for every key (the one key whose tag is all ones, with
    // a stored score of -1, reads as a miss too: a lost hit, never a wrong one).
    static constexpr std::uint64_t empty = ~std::uint64_t{0};
    // The index takes the key's low bits, the tag the rest: together the whole key.
    static_assert(slot_bits >= 16, "the index must hold the 16 bits the score displaces");

    static std::size_t index(std::uint64_t key) {
        return static_cast<std::size_t>(key & ((std::uint64_t{1} << slot_bits) - 1));
    }
    // The key's bits above the score's 16, which the index holds.
    static std::uint64_t tag(std::uint64_t key) { return key & ~score_mask; }

    std::vector<std::uint64_t> slots_;
};

}  // namespace kabe
