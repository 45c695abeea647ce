// Which bit layout for the whole-board games (issue 7: "64-bit boards with edge handling
// or a padded 128-bit layout, whichever measures faster"): Turkish perft with the layout
// Kabe uses (FullBoard<8,8>: the 64 squares are the 64 bits, sideways steps masked) against
// the padded one (PaddedFullBoard<8,8>: a ghost column, no masks, 71 bits in a 128-bit
// word). Same generator, same positions; the node counts must agree. Run:
//   build/release/bench/kabe_bench --benchmark_filter=layout --benchmark_repetitions=5
//   --benchmark_report_aggregates_only
// and compare the medians (results in docs/movegen.md).

#include <benchmark/benchmark.h>

#include <string>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace {

struct TurkishPadded : kabe::Turkish {
    using Board = kabe::PaddedFullBoard<8, 8>;
    using Word = kabe::WordFor<Board::bits>;
};
static_assert(sizeof(TurkishPadded::Word) == 16, "the padded 8x8 layout needs 128 bits");

// The start, and a middle game with two kings a side (long rook moves and captures).
const char* const start = "W:W41-56:B9-24";
const char* const kings = "W:WKd1,Ke4,a2,b3,c2,f3,g2,h3:BKd8,Kf5,a7,b6,c6,f6,g7,h6";

template <class Rules>
std::uint64_t perft_of(const char* fen, int depth) {
    return kabe::perft(kabe::Notation<Rules>::parse_fen(fen), depth);
}

template <class Rules>
void layout_perft(benchmark::State& state, const char* fen, int depth) {
    const auto pos = kabe::Notation<Rules>::parse_fen(fen);
    const std::uint64_t expected = perft_of<kabe::Turkish>(fen, depth);
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        nodes = kabe::perft(pos, depth);
        benchmark::DoNotOptimize(nodes);
    }
    if (nodes != expected)
        state.SkipWithError(("perft " + std::to_string(nodes) + ", the 64-bit layout counts " +
                             std::to_string(expected))
                                .c_str());
    state.counters["nodes/s"] =
        benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
void layout_masked64(benchmark::State& state, const char* fen, int depth) {
    layout_perft<kabe::Turkish>(state, fen, depth);
}
void layout_padded128(benchmark::State& state, const char* fen, int depth) {
    layout_perft<TurkishPadded>(state, fen, depth);
}
BENCHMARK_CAPTURE(layout_masked64, start_d7, start, 7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(layout_padded128, start_d7, start, 7)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(layout_masked64, kings_d4, kings, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(layout_padded128, kings_d4, kings, 4)->Unit(benchmark::kMillisecond);

}  // namespace
