#pragma once
// A shared hash table of perft subtree counts. Lock-free: each entry stores its key
// xor-ed with its data, so a torn write by two threads reads back as a miss (Hyatt's
// lockless hashing) instead of a wrong count.

#include <atomic>
#include <cstdint>
#include <vector>

namespace kabe {

class PerftTable {
public:
    explicit PerftTable(std::size_t megabytes);

    bool probe(std::uint64_t key, int depth, std::uint64_t& nodes) const {
        const Entry& e = slot(key, depth);
        const std::uint64_t data = e.data.load(std::memory_order_relaxed);
        const std::uint64_t check = e.check.load(std::memory_order_relaxed);
        if ((check ^ data) != tag(key, depth)) return false;
        nodes = data;
        return true;
    }
    void store(std::uint64_t key, int depth, std::uint64_t nodes) {
        Entry& e = slot(key, depth);
        e.check.store(tag(key, depth) ^ nodes, std::memory_order_relaxed);
        e.data.store(nodes, std::memory_order_relaxed);
    }

private:
    struct Entry {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    // The depth is folded into the key: the same position at two depths is two entries.
    static std::uint64_t tag(std::uint64_t key, int depth) {
        return key ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(depth + 1));
    }
    Entry& slot(std::uint64_t key, int depth) { return entries_[tag(key, depth) & mask_]; }
    const Entry& slot(std::uint64_t key, int depth) const {
        return entries_[tag(key, depth) & mask_];
    }

    std::vector<Entry> entries_;
    std::uint64_t mask_ = 0;
};

}  // namespace kabe
