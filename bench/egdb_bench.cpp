// Probing the endgame databases: random positions of the 2..N piece slices of
// International, with no capture pending, as the search asks for them, probed from a
// database opened whole and from one opened to probe (compressed blocks and a block
// cache of 64 MiB, and of 1 MiB to see the misses). The directory is KABE_EGDB_DIR
// (a 5-piece one shows the cache at work: `kabe egdb build --pieces 5 --dir D`); without
// it the benchmarks build the 2-3 piece slices in a temporary directory. Run:
//   KABE_EGDB_DIR=D build/release/bench/kabe_bench --benchmark_filter=egdb
//       --benchmark_repetitions=5 --benchmark_report_aggregates_only
// and read the median items_per_second: probes per second. The counter `misses_a_probe`
// is the blocks decompressed per probe.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <random>
#include <vector>

#include "egdb/database.hpp"
#include "egdb/egdb.hpp"
#include "movegen/generate.hpp"

namespace {

using kabe::International;
using Db = kabe::egdb::Database<International>;
using Pos = kabe::Position<International>;

const std::filesystem::path& database_dir() {
    static const std::filesystem::path dir = [] {
        if (const char* given = std::getenv("KABE_EGDB_DIR")) return std::filesystem::path(given);
        const auto made = std::filesystem::temp_directory_path() / "kabe_egdb_bench_3";
        if (!std::filesystem::exists(made)) kabe::egdb::build("international", 3, made);
        return made;
    }();
    return dir;
}

// 100 000 positions drawn evenly from the slices held, without a capture pending.
const std::vector<Pos>& probe_positions(const Db& db) {
    static const std::vector<Pos> positions = [&] {
        std::vector<Pos> out;
        std::mt19937_64 rng(17);
        const auto materials = db.store().materials();
        while (out.size() < 100'000) {
            const auto& index = db.store().find(materials[rng() % materials.size()])->index;
            const Pos pos = index.unrank(rng() % index.size(),
                                         rng() % 2 ? kabe::Color::white : kabe::Color::black);
            if (!kabe::must_capture(pos)) out.push_back(pos);
        }
        return out;
    }();
    return positions;
}

void probe(benchmark::State& state, Db::Holding holding, std::size_t cache_bytes) {
    const Db db = Db::open(database_dir(), 9, holding, cache_bytes);
    const auto& positions = probe_positions(db);
    std::uint64_t found = 0;
    for (auto _ : state)
        for (const Pos& pos : positions) found += db.probe(pos).has_value();
    benchmark::DoNotOptimize(found);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
    if (const auto* cache = db.block_cache())
        state.counters["misses_a_probe"] =
            static_cast<double>(cache->decompressed()) /
            static_cast<double>(state.iterations() * positions.size());
    state.counters["held_MB"] = static_cast<double>(db.held_bytes()) / 1e6;
}

void egdb_probe_whole(benchmark::State& state) {
    probe(state, Db::Holding::whole, 0);
}
void egdb_probe_blocks(benchmark::State& state) {
    probe(state, Db::Holding::blocks, Db::default_cache_bytes);
}
void egdb_probe_blocks_1mb(benchmark::State& state) {
    probe(state, Db::Holding::blocks, std::size_t{1} << 20);
}

}  // namespace

BENCHMARK(egdb_probe_whole)->Unit(benchmark::kMillisecond);
BENCHMARK(egdb_probe_blocks)->Unit(benchmark::kMillisecond);
BENCHMARK(egdb_probe_blocks_1mb)->Unit(benchmark::kMillisecond);
