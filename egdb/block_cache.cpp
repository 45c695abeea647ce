#include "egdb/block_cache.hpp"

#include <zstd.h>

#include <algorithm>
#include <bit>
#include <new>

namespace kabe::egdb {

namespace {

// One decompression context a thread: making one costs more than a block's decompression.
ZSTD_DCtx* thread_context() {
    thread_local const std::unique_ptr<ZSTD_DCtx, decltype(&ZSTD_freeDCtx)> context(
        ZSTD_createDCtx(), ZSTD_freeDCtx);
    return context.get();
}

}  // namespace

Code PackedTable::get(std::uint64_t i, BlockCache& cache) const {
    const std::uint64_t offset = i >> 2;
    const int shift = static_cast<int>(i & 3) * 2;
    if (!codes_.plain.empty()) return static_cast<Code>((codes_.plain[offset] >> shift) & 3);
    const auto byte = cache.code_byte(*this, offset);
    return byte ? static_cast<Code>((*byte >> shift) & 3) : Code::unknown;
}

BlockCache::BlockCache(std::size_t bytes)
    : slot_count_(std::bit_floor(std::max<std::size_t>(1, bytes / block_bytes))),
      slot_bits_(std::countr_zero(slot_count_)),
      slots_(std::make_unique<Slot[]>(slot_count_)) {}

std::optional<std::uint8_t> BlockCache::code_byte(const PackedTable& table, std::uint64_t offset) {
    const PackedCodes& codes = table.codes_;
    const std::uint64_t block = offset / codes.bytes_a_block;
    const std::uint64_t tag = std::uint64_t{table.id_} << 40 | block;
    // Fibonacci hashing: neighbouring blocks of one slice fall in scattered slots.
    const std::size_t index =
        slot_bits_ == 0
            ? 0
            : static_cast<std::size_t>((tag * 0x9E3779B97F4A7C15ull) >> (64 - slot_bits_));
    Slot& slot = slots_[index];
    const std::lock_guard lock(slot.mutex);
    if (slot.tag != tag) {
        if (block >= codes.ends.size()) return std::nullopt;
        const std::uint64_t start = block ? codes.ends[block - 1] : 0;
        const std::uint64_t code_bytes = (codes.positions + 3) / 4;
        const std::size_t size =
            std::min(codes.bytes_a_block, code_bytes - block * codes.bytes_a_block);
        slot.tag = ~std::uint64_t{0};
        try {
            if (slot.codes.size() < size) slot.codes.resize(size);
        } catch (const std::bad_alloc&) {
            return std::nullopt;  // the search goes on without this probe
        }
        ZSTD_DCtx* context = thread_context();
        if (!context) return std::nullopt;
        const std::size_t got =
            ZSTD_decompressDCtx(context, slot.codes.data(), size, codes.frames.data() + start,
                                codes.ends[block] - start);
        if (ZSTD_isError(got) || got != size) return std::nullopt;
        slot.tag = tag;
        decompressed_.fetch_add(1, std::memory_order_relaxed);
    }
    return slot.codes[offset - block * codes.bytes_a_block];
}

}  // namespace kabe::egdb
