#include "search/tt.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>

namespace kabe {

namespace {

constexpr std::size_t large_page = std::size_t{2} << 20;

}  // namespace

TranspositionTable::Bucket* TranspositionTable::allocate(std::size_t buckets) {
    const std::size_t bytes = buckets * sizeof(Bucket);
    const std::size_t alignment = bytes >= large_page ? large_page : alignof(Bucket);
    void* memory = std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
    if (!memory) throw std::bad_alloc();
    if (alignment == large_page) madvise(memory, bytes, MADV_HUGEPAGE);  // a hint only
    Bucket* table = static_cast<Bucket*>(memory);
    for (std::size_t b = 0; b < buckets; ++b) new (&table[b]) Bucket;  // begins the atomics' lives
    return table;
}

void TranspositionTable::Free::operator()(Bucket* p) const {
    std::free(p);  // Bucket is trivially destructible
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    const std::size_t buckets = std::bit_floor(std::max<std::size_t>(bytes / sizeof(Bucket), 1));
    buckets_.reset();  // free the old table before taking the new one
    buckets_.reset(allocate(buckets));
    mask_ = buckets - 1;
    clear();
}

void TranspositionTable::clear() {
    for (std::size_t b = 0; b <= mask_; ++b)
        for (Slot& slot : buckets_[b].entries) slot.save(TTEntry{});
    age_ = 0;
}

bool TranspositionTable::probe(std::uint64_t key, int ply, TTHit& hit) const {
    for (const Slot& slot : bucket_of(key).entries) {
        const TTEntry e = slot.load();
        if (e.key != key || e.bound() == Bound::none) continue;
        hit.score = score_from_tt(e.score, ply);
        hit.depth = e.depth;
        hit.bound = e.bound();
        hit.move_index = e.has_move() ? e.move_index : -1;
        return true;
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, int ply, Score score, int depth, Bound bound,
                               int move_index) {
    Slot* slots = bucket_of(key).entries;
    TTEntry entries[bucket_size];
    int victim_index = 0;
    int victim_worth = 1 << 30;
    for (int i = 0; i < bucket_size; ++i) {
        const TTEntry& e = entries[i] = slots[i].load();
        if (e.key == key || e.bound() == Bound::none) {
            victim_index = i;
            break;
        }
        // An entry of an older search is worth less than any entry of this one.
        const int stale = (age_ - e.age()) & 63;
        const int worth = e.depth - 8 * stale;
        if (worth < victim_worth) {
            victim_worth = worth;
            victim_index = i;
        }
    }
    TTEntry* victim = &entries[victim_index];
    // Keep a deeper result for the same position unless the new one is exact or has a
    // move to offer where the old one has none.
    if (victim->key == key && victim->bound() != Bound::none && depth < victim->depth &&
        bound != Bound::exact) {
        if (move_index >= 0 && !victim->has_move())
            victim->move_index = static_cast<std::uint8_t>(move_index);
        victim->bound_and_age =
            static_cast<std::uint8_t>((victim->bound_and_age & 3) | (age_ << 2));
        slots[victim_index].save(*victim);
        return;
    }
    victim->key = key;
    victim->score = static_cast<std::int16_t>(score_to_tt(score, ply));
    victim->depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    victim->bound_and_age = static_cast<std::uint8_t>(static_cast<int>(bound) | (age_ << 2));
    victim->move_index = move_index >= 0 ? static_cast<std::uint8_t>(move_index) : TTEntry::no_move;
    slots[victim_index].save(*victim);
}

int TranspositionTable::permille_full() const {
    const std::size_t sample = std::min<std::size_t>(mask_ + 1, 250);
    int used = 0;
    for (std::size_t b = 0; b < sample; ++b)
        for (const Slot& slot : buckets_[b].entries) {
            const TTEntry e = slot.load();
            used += e.bound() != Bound::none && e.age() == age_;
        }
    return static_cast<int>(used * 1000 / (sample * bucket_size));
}

}  // namespace kabe
