#pragma once
// The slices a database holds in memory, with their indexes: what the generator reads
// (the slices a capture or promotion leads into, and the one it is building), what
// probing and verify read.

#include <algorithm>
#include <memory>
#include <vector>

#include "egdb/block_cache.hpp"
#include "egdb/index.hpp"
#include "egdb/mirror.hpp"
#include "egdb/table.hpp"

namespace kabe::egdb {

template <DatabaseRules Rules>
class SliceStore {
public:
    using Pos = Position<Rules>;

    // With `use_mirror`, a position of a material the store does not keep is answered
    // through its mirror (mirror.hpp); tests turn it off to build both.
    explicit SliceStore(bool use_mirror = colour_symmetric<Rules>) : use_mirror_(use_mirror) {}
    bool uses_mirror() const { return use_mirror_; }

    // A side's codes are either whole in `tables` (building, verify) or compressed in
    // `packed`, read through the store's block cache (probing: Database::open).
    struct Entry {
        SliceIndex<Rules> index;
        CodeTable tables[2];  // by side to move; an empty table: that half is not here
        std::unique_ptr<const PackedTable> packed[2];
        bool has(int side) const { return tables[side].size() || packed[side]; }
    };

    // The cache that packed tables are read through (owned by the caller, who outlives
    // the store's use).
    void set_block_cache(BlockCache* cache) { cache_ = cache; }

    // Adds (or replaces) a material's slices; the tables are indexed by `index`.
    Entry& add(const Material& m, CodeTable white_to_move, CodeTable black_to_move) {
        auto& slot = entries_[key(m)];
        slot = std::make_unique<Entry>(Entry{SliceIndex<Rules>(m), {}, {}});
        slot->tables[0] = std::move(white_to_move);
        slot->tables[1] = std::move(black_to_move);
        return *slot;
    }

    // Frees a material's slices (a build drops those no material left to build reads).
    void remove(const Material& m) {
        if (valid(m)) entries_[key(m)].reset();
    }
    const Entry* find(const Material& m) const {
        return valid(m) ? entries_[key(m)].get() : nullptr;
    }
    Entry* find(const Material& m) { return valid(m) ? entries_[key(m)].get() : nullptr; }

    // The code of a position for its side to move: a loss without pieces (it cannot
    // move, FMJD 7.2), unknown where its slice is not here (nor its mirror's).
    Code code(const Pos& pos) const {
        const Material m = SliceIndex<Rules>::material_of(pos);
        const bool white = pos.side_to_move() == Color::white;
        if ((white ? m.white() : m.black()) == 0) return Code::loss;
        if constexpr (colour_symmetric<Rules>)
            if (use_mirror_ && !kept_of_pair(m)) return code(mirrored(pos));
        const Entry* e = find(m);
        if (!e) return Code::unknown;
        const int side = white ? 0 : 1;
        const CodeTable& t = e->tables[side];
        if (t.size()) return t.get(e->index.rank(pos));
        if (e->packed[side] && cache_) return e->packed[side]->get(e->index.rank(pos), *cache_);
        return Code::unknown;
    }

    // Every material held, in building order.
    std::vector<Material> materials() const {
        std::vector<Material> list;
        for (const auto& e : entries_)
            if (e) list.push_back(e->index.material());
        std::sort(list.begin(), list.end(), builds_before);
        return list;
    }

private:
    static bool valid(const Material& m) {
        return m.white_men < 10 && m.white_kings < 10 && m.black_men < 10 && m.black_kings < 10;
    }
    static int key(const Material& m) {
        return ((m.white_men * 10 + m.white_kings) * 10 + m.black_men) * 10 + m.black_kings;
    }
    bool use_mirror_;
    BlockCache* cache_ = nullptr;
    std::vector<std::unique_ptr<Entry>> entries_ = std::vector<std::unique_ptr<Entry>>(10'000);
};

}  // namespace kabe::egdb
