// kabe analyze: search one position and print the engine's thinking and best move.

#include <iostream>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/engine.hpp"
#include "protocol/hub/format.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_analyze(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, format;
    std::vector<std::string> moves;
    std::size_t hash_mb = 64;
    SearchOptions search;
    add_variant_option(options, variant);
    add_position_option(options, fen);
    add_moves_option(options, moves);
    options.add_options()("format", po::value(&format)->default_value("pdn"),
                          "move notation: pdn or hub");
    add_hash_option(options, hash_mb, 64);
    search.add_to(options);
    EvalOptions eval;
    eval.add_to(options);
    EgdbOptions egdb;
    egdb.add_to(options);
    po::variables_map vm;
    if (!parse("analyze", "[--fen F] [--moves M] [--depth D | --movetime S (default 5) | --nodes N]", options,
               args, vm))
        return 0;
    if (format != "hub" && format != "pdn") throw UsageError("--format is hub or pdn");
    if (hash_mb < 1 || hash_mb > (std::size_t{1} << 20))
        throw UsageError("--hash must be 1 to 1048576 MB");
    SearchLimits limits = search.limits(5.0);
    limits.analyze = true;  // a forced move is analysed too

    const auto engine = Engine::create(variant, hash_mb);
    engine->set_threads(search.threads);
    eval.apply(*engine);
    egdb.apply(*engine);
    engine->set_position(fen, moves);
    std::cout << engine->diagram() << "  " << engine->readable_fen() << "\n\n" << std::flush;
    if (const auto r = engine->result(); r.over) {
        std::cout << "game over: " << r.description << '\n';
        return 0;
    }
    const MoveFormat f = format == "pdn" ? MoveFormat::pdn : MoveFormat::hub;
    const ThinkResult result = engine->think(
        limits,
        [](const ThinkInfo& info) { std::cout << hub::info_line(info) << '\n'
                                              << std::flush; }, f);
    std::cout << "best move " << result.move;
    if (!result.ponder.empty()) std::cout << " (expecting " << result.ponder << ")";
    std::cout << ", score " << hub::format_score(result.score) << " (men, side to move), depth "
              << result.depth << '\n';
    return 0;
}

}  // namespace kabe::cli
