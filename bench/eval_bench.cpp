// Evaluation speed: evaluate() over a fixed set of quiet positions from random games (the
// kind of position the search calls it on). Run:
//   build/release/bench/kabe_bench --benchmark_filter='evaluate|patterns' --benchmark_repetitions=5
//       --benchmark_report_aggregates_only
// and read the median time per item: nanoseconds per evaluate() call (docs/bench.md).

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "eval/evaluate.hpp"
#include "eval/learned.hpp"
#include "movegen/generate.hpp"

namespace {

using kabe::International;
using Pos = kabe::Position<International>;

// Quiet positions (no capture for the side to move) from random legal games, seeded so
// that every run measures the same positions: openings, middlegames and king endings.
std::vector<Pos> quiet_positions(int count) {
    std::mt19937 rng(20261130);
    std::vector<Pos> out;
    while (static_cast<int>(out.size()) < count) {
        Pos pos = Pos::start();
        for (int ply = 0; ply < 200 && static_cast<int>(out.size()) < count; ++ply) {
            kabe::MoveList<International::Word> moves;
            kabe::generate_moves(pos, moves);
            if (moves.empty()) break;
            if (!moves[0].is_capture() && rng() % 4 == 0) out.push_back(pos);
            pos = pos.after(moves[static_cast<int>(rng() % moves.size())]);
        }
    }
    return out;
}

void evaluate(benchmark::State& state) {
    const auto positions = quiet_positions(4096);
    for (auto _ : state) {
        kabe::Score sum = 0;
        for (const Pos& pos : positions) sum += kabe::evaluate(pos);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(evaluate);

// The evaluation the search calls: the same plus the built-in learned patterns
// (docs/eval.md); its difference from `evaluate` is the patterns' cost.
void evaluate_learned(benchmark::State& state) {
    const auto positions = quiet_positions(4096);
    const auto* patterns = kabe::eval::PatternsOf<International>::builtin();
    if (!patterns) {
        state.SkipWithError("no built-in patterns for international");
        return;
    }
    for (auto _ : state) {
        kabe::Score sum = 0;
        for (const Pos& pos : positions) sum += kabe::evaluate(pos, patterns);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(evaluate_learned);

// The patterns alone (PatternWeights::white_view, the net table's 28 reads): the part of
// `evaluate_learned` that `evaluate` does not do.
void patterns_only(benchmark::State& state) {
    const auto positions = quiet_positions(4096);
    const auto* patterns = kabe::eval::PatternsOf<International>::builtin();
    if (!patterns) {
        state.SkipWithError("no built-in patterns for international");
        return;
    }
    for (auto _ : state) {
        kabe::Score sum = 0;
        for (const Pos& pos : positions) sum += patterns->white_view(pos);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(patterns_only);

// The same positions with only the material count, the floor any evaluation pays.
void material_only(benchmark::State& state) {
    const auto positions = quiet_positions(4096);
    for (auto _ : state) {
        kabe::Score sum = 0;
        for (const Pos& pos : positions)
            sum +=
                100 * (pos.men(kabe::Color::white).count() - pos.men(kabe::Color::black).count()) +
                300 *
                    (pos.kings(kabe::Color::white).count() - pos.kings(kabe::Color::black).count());
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(material_only);

}  // namespace
