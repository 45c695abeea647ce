// Search speed: the positions of `kabe bench` searched to a fixed depth on one thread,
// each from an empty table and history (as `kabe bench` does), with the learned
// evaluation and with the hand-made one. The node count is fixed by the code, so the
// time is all there is to compare; the counter `nodes` is a check that a speed change
// searched the same tree (`kabe bench --depth 9` prints the same totals). Run:
//   build/release/bench/kabe_bench --benchmark_filter=search --benchmark_repetitions=5
//       --benchmark_report_aggregates_only
// and read the median items_per_second: nodes per second. Under callgrind
// (docs/bench.md) one iteration is a repeatable instruction count.

#include <benchmark/benchmark.h>

#include <vector>

#include "cli/bench_positions.hpp"
#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace {

using kabe::International;
using Pos = kabe::Position<International>;

constexpr int depth = 9;

std::vector<Pos> bench_positions() {
    std::vector<Pos> out;
    for (const auto fen : kabe::cli::bench_positions)
        out.push_back(kabe::Notation<International>::parse_position(fen));
    return out;
}

void search_positions(benchmark::State& state, bool learned) {
    const auto positions = bench_positions();
    kabe::TranspositionTable tt(16);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = 0;
        for (const Pos& pos : positions) {
            tt.clear();
            kabe::Searcher<International> searcher(tt);
            if (!learned) searcher.set_patterns(nullptr);
            kabe::SearchLimits limits;
            limits.depth = depth;
            const kabe::RootState<International> root{pos, {}, {}};
            nodes += searcher.run(root, limits).nodes;
        }
    }
    state.counters["nodes"] = static_cast<double>(nodes);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(nodes));
}

void search_learned(benchmark::State& state) {
    search_positions(state, true);
}
BENCHMARK(search_learned)->Unit(benchmark::kMillisecond);

void search_hand(benchmark::State& state) {
    search_positions(state, false);
}
BENCHMARK(search_hand)->Unit(benchmark::kMillisecond);

}  // namespace
