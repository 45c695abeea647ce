#pragma once
// A database on disk, opened for probing: every slice file of the variant in a directory.
// Held by blocks (Holding::blocks, the default), each slice's blocks stay compressed in
// memory and a probe decompresses the block it needs into a bounded cache
// (block_cache.hpp): the 2-5 piece slices of International take 405 MB as codes, about a
// fifth compressed. Held whole (verify; the engine, when the codes fit its budget), every
// slice is decompressed once. Either way every file is checked when opened.
//
// probe() is what the search will ask at its nodes: the value for the side to move of a
// position with no capture pending, if its slice is here. value() answers for any
// position of the database, capture pending or not (the slices hold both), and
// best_move() keeps the value: a move to a lost position from a won one (captures and
// promotions first: they make progress a win needs), to a drawn one from a draw. Without
// distances to the end a won position's move keeps the win but need not shorten it; the
// search, probing, makes the progress. Nothing but the block cache (which locks per
// slot) changes after open(): any number of threads may probe at once (Lazy SMP's
// helpers do).

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "egdb/block_cache.hpp"
#include "egdb/file.hpp"
#include "egdb/store.hpp"
#include "movegen/generate.hpp"

namespace kabe::egdb {

template <DatabaseRules Rules>
class Database {
public:
    using Pos = Position<Rules>;
    using Mv = Move<typename Rules::Word>;

    // blocks: compressed, through a block cache of `cache_bytes`; whole: decompressed;
    // whole_if_it_fits: whole if all the codes take at most `cache_bytes`, else blocks
    // (the engine's way: whole is three to four times faster to probe in a search, where
    // most probes touch a block not yet cached, docs/egdb.md).
    enum class Holding { blocks, whole, whole_if_it_fits };
    // The block cache's default room: 64 MiB of codes (1024 blocks), all of the 2-4
    // piece slices of International (12.4 MB) and a working set of the 5-piece ones.
    static constexpr std::size_t default_cache_bytes = std::size_t{64} << 20;

    // Reads every slice of the variant in `dir` of at most `max_pieces` pieces; throws
    // NotationError if `dir` cannot be read or a file there is damaged.
    static Database open(const std::filesystem::path& dir, int max_pieces = 9,
                         Holding holding = Holding::blocks,
                         std::size_t cache_bytes = default_cache_bytes) {
        std::error_code error;
        if (!std::filesystem::is_directory(dir, error))
            throw NotationError("no database directory " + notation::quote(dir.string()));
        Database db;
        std::vector<std::pair<std::filesystem::path, Slice>> files;
        std::uint64_t code_bytes = 0;
        for (const auto& file : std::filesystem::directory_iterator(dir, error)) {
            const auto named = slice_of_file_name(Rules::name, file.path().filename().string());
            if (!named) continue;
            const Material& m = named->material;
            if (m.white() == 0 || m.black() == 0 || m.pieces() > max_pieces) continue;
            auto* entry = db.store_.find(m);
            if (!entry) entry = &db.store_.add(m, {}, {});
            code_bytes += (entry->index.size() + 3) / 4;
            files.emplace_back(file.path(), *named);
        }
        if (error)
            throw NotationError("cannot read " + notation::quote(dir.string()) + ": " +
                                error.message());
        if (holding == Holding::whole_if_it_fits)
            holding = code_bytes <= cache_bytes ? Holding::whole : Holding::blocks;
        if (holding == Holding::blocks) {
            db.cache_ = std::make_unique<BlockCache>(cache_bytes);
            db.store_.set_block_cache(db.cache_.get());
        }
        std::uint32_t next_id = 0;
        for (const auto& [path, slice] : files) {
            auto* entry = db.store_.find(slice.material);
            const int side = index(slice.side);
            if (holding == Holding::whole) {
                entry->tables[side] = read_slice(path, Rules::name, slice, entry->index.size());
            } else {
                entry->packed[side] = std::make_unique<const PackedTable>(
                    read_packed_slice(path, Rules::name, slice, entry->index.size()), next_id++);
            }
        }
        return db;
    }

    // The most pieces N such that every slice of 2..N pieces is here (0: not even 2).
    int pieces() const {
        int complete = 0;
        for (int n = 2; n <= 9; ++n) {
            for (const Material& m : materials_to_build<Rules>(n)) {
                if (m.pieces() < n) continue;
                const auto* e = store_.find(m);
                if (!e || !e->has(0) || !e->has(1)) return complete;
            }
            complete = n;
        }
        return complete;
    }

    // The most pieces of a slice held (0: none).
    int most_pieces() const {
        int most = 0;
        for (const Material& m : store_.materials()) most = std::max(most, m.pieces());
        return most;
    }

    // The value for the side to move; empty if a capture is pending or the slice is not
    // here.
    std::optional<Wdl> probe(const Pos& pos) const {
        if (must_capture(pos)) return std::nullopt;
        return value(pos);
    }

    // The value for the side to move of any position whose slice is here.
    std::optional<Wdl> value(const Pos& pos) const {
        const Code c = store_.code(pos);
        if (c == Code::unknown) return std::nullopt;
        return wdl_of(c);
    }

    // A move that keeps the value (see above); empty without a legal move or a slice.
    std::optional<Mv> best_move(const Pos& pos) const {
        const auto mine = value(pos);
        if (!mine) return std::nullopt;
        MoveList<typename Rules::Word> moves;
        generate_moves(pos, moves);
        std::optional<Mv> best;
        for (const auto& m : moves) {
            const auto theirs = value(pos.after(m));
            if (!theirs || *theirs != opposite(*mine)) continue;
            if (!best || (m.is_capture() || m.promotes) > (best->is_capture() || best->promotes))
                best = m;
        }
        if (!best && !moves.empty()) best = moves[0];  // lost: every move loses
        return best;
    }

    const SliceStore<Rules>& store() const { return store_; }
    // The block cache of a database held by blocks (nullptr if held whole).
    const BlockCache* block_cache() const { return cache_.get(); }
    // The bytes the slices hold in memory: codes opened whole, frames opened to probe
    // (the cache's room comes on top).
    std::uint64_t held_bytes() const {
        std::uint64_t bytes = 0;
        for (const Material& m : store_.materials())
            for (int side = 0; side < 2; ++side) {
                const auto* e = store_.find(m);
                bytes += e->tables[side].bytes().size();
                if (e->packed[side]) bytes += e->packed[side]->held_bytes();
            }
        return bytes;
    }

private:
    SliceStore<Rules> store_;
    std::unique_ptr<BlockCache> cache_;  // on the heap: the store points to it
};

}  // namespace kabe::egdb
