// Visiting every position of a slice in index order, as the database generator's forward
// look and `kabe egdb verify` do: unranking each index against walking from one position to
// the next (SliceIndex::for_each; docs/egdb.md "Walking the index"). The slice is the first
// million indexes of 2 men 1 king v 1 man 1 king (2111), a 5-piece material of
// International. Run:
//   build/release/bench/kabe_bench --benchmark_filter=egdb_index --benchmark_repetitions=5
//       --benchmark_report_aggregates_only
// and read the median items_per_second: positions per second.

#include <benchmark/benchmark.h>

#include <cstdint>

#include "egdb/index.hpp"
#include "egdb/slice.hpp"
#include "movegen/variants/diagonal/international.hpp"

namespace {

using kabe::International;
using Index = kabe::egdb::SliceIndex<International>;
using Pos = kabe::Position<International>;

constexpr std::uint64_t visited = 1'000'000;

const Index& slice_index() {
    static const Index index(kabe::egdb::Material{2, 1, 1, 1});
    return index;
}

void egdb_index_unrank(benchmark::State& state) {
    const Index& index = slice_index();
    std::uint64_t seen = 0;
    for (auto _ : state)
        for (std::uint64_t i = 0; i < visited; ++i)
            seen += index.unrank(i, kabe::Color::white).occupied().word();
    benchmark::DoNotOptimize(seen);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(visited));
}

void egdb_index_walk(benchmark::State& state) {
    const Index& index = slice_index();
    std::uint64_t seen = 0;
    for (auto _ : state)
        index.for_each(0, visited, kabe::Color::white,
                       [&](std::uint64_t, const Pos& pos) { seen += pos.occupied().word(); });
    benchmark::DoNotOptimize(seen);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(visited));
}

}  // namespace

BENCHMARK(egdb_index_unrank)->Unit(benchmark::kMillisecond);
BENCHMARK(egdb_index_walk)->Unit(benchmark::kMillisecond);
