// Move generation speed on positions of different character. Run:
//   build/release/bench/kabe_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
// and compare medians; `kabe perft --depth 11` times the whole generator.

#include <benchmark/benchmark.h>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace {

using kabe::International;
using N = kabe::Notation<International>;

// Positions from shared/reference/perft.md §3.1 plus the start.
const char* const start = "W:W31-50:B1-20";
const char* const woldouby = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38";
const char* const random178 = "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46";
const char* const all_kings =
    "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50"
    ":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20";

void generate(benchmark::State& state, const char* fen) {
    const auto pos = N::parse_fen(fen);
    kabe::MoveList<International::Word> moves;
    for (auto _ : state) {
        kabe::generate_moves(pos, moves);
        benchmark::DoNotOptimize(moves.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK_CAPTURE(generate, start, start);
BENCHMARK_CAPTURE(generate, random178_king_captures, random178);
BENCHMARK_CAPTURE(generate, all_kings, all_kings);

void perft(benchmark::State& state, const char* fen, int depth) {
    const auto pos = N::parse_fen(fen);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = kabe::perft(pos, depth);
        benchmark::DoNotOptimize(nodes);
    }
    state.counters["nodes/s"] =
        benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(perft, start_d7, start, 7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, woldouby_d10, woldouby, 10)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, random178_d5, random178, 5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft, all_kings_d5, all_kings, 5)->Unit(benchmark::kMillisecond);

}  // namespace
