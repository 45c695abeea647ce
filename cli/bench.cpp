// kabe bench: a fixed set of positions searched to a fixed depth on one thread. The total
// node count is a signature of the search's behaviour (deterministic: same code, same
// count); commits that change play quote it as "Bench: N".

#include <chrono>
#include <iostream>

#include "cli/bench_positions.hpp"
#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/engine.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_bench(const Args& args) {
    po::options_description options("options");
    int depth = default_bench_depth;
    std::size_t hash_mb = 16;
    options.add_options()("depth", po::value(&depth)->default_value(default_bench_depth),
                          "search depth per position");
    add_hash_option(options, hash_mb, 16);
    EvalOptions eval;
    eval.add_to(options);
    po::variables_map vm;
    if (!parse("bench", "[--depth D] [--hash MB] [--eval learned|hand]", options, args, vm))
        return 0;
    if (depth < 1 || depth > 40) throw UsageError("--depth must be between 1 and 40");
    check_hash_mb(hash_mb);

    const auto engine = Engine::create("international", hash_mb);
    eval.apply(*engine);
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    int index = 0;
    for (const auto& fen : bench_positions) {
        ++index;
        engine->set_position(fen, {});
        engine->new_game();  // every position starts from an empty table: reproducible
        SearchLimits limits;
        limits.depth = depth;
        const auto start = std::chrono::steady_clock::now();
        const ThinkResult r = engine->think(limits, {});
        total_seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        total_nodes += r.nodes;
        std::cerr << "position " << index << '/' << std::size(bench_positions) << ": " << r.nodes
                  << " nodes, best " << r.move << '\n';
    }
    std::cout << "Nodes searched  : " << total_nodes << '\n'
              << "Total time (s)  : " << total_seconds << '\n'
              << "Nodes/second    : "
              << static_cast<std::uint64_t>(total_nodes / std::max(total_seconds, 1e-9)) << '\n';
    return 0;
}

}  // namespace kabe::cli
