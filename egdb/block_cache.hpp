#pragma once
// Probing a slice without decompressing it all: its blocks stay compressed in memory
// (a fifth of the codes' size, docs/egdb.md) and a probe decompresses the block it
// needs into a cache shared by the database's slices, bounded in bytes.
//
// The cache is direct-mapped: a block goes to one slot, chosen by a hash of (slice,
// block), and evicts what was there. Each slot has its own lock, so Lazy SMP's threads
// probe at once and wait only when they want the same slot; a miss decompresses one
// block (64 KiB of codes, some tens of microseconds) under that slot's lock. Slots get
// their memory at their first use: a database smaller than the cache costs its own size.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "egdb/file.hpp"
#include "egdb/table.hpp"

namespace kabe::egdb {

class BlockCache;

// One slice's codes as its file holds them (file.hpp), answering by position index.
class PackedTable {
public:
    // `id` tells this slice's blocks from the others' in the cache: unique per cache.
    PackedTable(PackedCodes codes, std::uint32_t id) : codes_(std::move(codes)), id_(id) {}

    std::uint64_t size() const { return codes_.positions; }
    // The code of position `i`; unknown if its block cannot be decompressed (the file
    // was checked when read, so only if memory runs out).
    Code get(std::uint64_t i, BlockCache& cache) const;
    // The bytes it holds: the frames (or the plain codes of a version-1 file).
    std::uint64_t held_bytes() const { return codes_.frames.size() + codes_.plain.size(); }

private:
    friend class BlockCache;
    PackedCodes codes_;
    std::uint32_t id_;
};

class BlockCache {
public:
    // Room for `bytes` of decompressed blocks of block_bytes (file.hpp), rounded down to
    // a power of two of blocks, one at least.
    explicit BlockCache(std::size_t bytes);

    // The code byte at `offset` of `table`'s codes; nothing if its block does not
    // decompress.
    std::optional<std::uint8_t> code_byte(const PackedTable& table, std::uint64_t offset);

    std::size_t slots() const { return slot_count_; }
    // Blocks decompressed so far (misses), for tests and measurements.
    std::uint64_t decompressed() const { return decompressed_.load(std::memory_order_relaxed); }

private:
    struct Slot {
        std::mutex mutex;
        std::uint64_t tag = ~std::uint64_t{0};  // (slice id, block); all ones: empty
        std::vector<std::uint8_t> codes;
    };
    std::size_t slot_count_;
    int slot_bits_;
    std::unique_ptr<Slot[]> slots_;
    std::atomic<std::uint64_t> decompressed_{0};
};

}  // namespace kabe::egdb
