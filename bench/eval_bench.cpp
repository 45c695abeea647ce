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

// Sums `score(pos)` over the positions once an iteration: one item per call.
template <class ScoreOf>
void sum_over_positions(benchmark::State& state, ScoreOf score) {
    const auto positions = quiet_positions(4096);
    for (auto _ : state) {
        kabe::Score sum = 0;
        for (const Pos& pos : positions) sum += score(pos);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}

const kabe::eval::PatternsOf<International>* builtin_patterns(benchmark::State& state) {
    const auto* patterns = kabe::eval::PatternsOf<International>::builtin();
    if (!patterns) state.SkipWithError("no built-in patterns for international");
    return patterns;
}

void evaluate(benchmark::State& state) {
    sum_over_positions(state, [](const Pos& pos) { return kabe::evaluate(pos); });
}
BENCHMARK(evaluate);

// The evaluation the search calls: the same plus the built-in learned patterns
// (docs/eval.md); its difference from `evaluate` is the patterns' cost.
void evaluate_learned(benchmark::State& state) {
    if (const auto* patterns = builtin_patterns(state))
        sum_over_positions(state,
                           [patterns](const Pos& pos) { return kabe::evaluate(pos, patterns); });
}
BENCHMARK(evaluate_learned);

// The patterns alone (PatternWeights::white_view, the net table's 28 reads): the part of
// `evaluate_learned` that `evaluate` does not do.
void patterns_only(benchmark::State& state) {
    if (const auto* patterns = builtin_patterns(state))
        sum_over_positions(state, [patterns](const Pos& pos) { return patterns->white_view(pos); });
}
BENCHMARK(patterns_only);

// The same positions with only the material count, the floor any evaluation pays.
void material_only(benchmark::State& state) {
    using kabe::Color;
    sum_over_positions(state, [](const Pos& pos) {
        return 100 * (pos.men(Color::white).count() - pos.men(Color::black).count()) +
               300 * (pos.kings(Color::white).count() - pos.kings(Color::black).count());
    });
}
BENCHMARK(material_only);

}  // namespace
