// kabe rescore: search the positions of a `kabe selfplay` file again, deeper, and write
// them back with the new score (the game result kept). Selfplay has to be fast to give
// many games, so its scores are shallow; `kabe tune --lambda 0` fits the evaluation to
// the scores, and a deeper score teaches it more (docs/testing.md).

#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "cli/cli.hpp"
#include "cli/search_options.hpp"
#include "cli/selfplay_data.hpp"
#include "engine/engine.hpp"
#include "engine/tools.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

// Every `every`-th position of the file; a line that is not FEN;score;result, or whose FEN
// the variant does not read, is an error naming it.
std::vector<DataLine> read_lines(const std::string& path, int every, Engine& checker) {
    std::vector<DataLine> lines;
    int seen = 0;
    read_data_file(path, [&](DataLine d, const std::string& where) {
        if (seen++ % every != 0) return;
        try {
            checker.set_position(d.fen, {});
        } catch (const std::exception& e) {
            throw UsageError(where + ": " + e.what());
        }
        lines.push_back(std::move(d));
    });
    return lines;
}

}  // namespace

int run_rescore(const Args& args) {
    po::options_description options("options");
    std::string data, output, variant;
    int every = 1, concurrency = 1, progress = 1000;
    SearchOptions search;
    options.add_options()("data", po::value(&data)->required(),
                          "positions with results, as `kabe selfplay` writes them")(
        "output", po::value(&output)->required(), "the file to write (same format)")(
        "variant", po::value(&variant)->default_value("international"), "rules of the positions")(
        "every", po::value(&every)->default_value(1), "take every K-th position only")(
        "concurrency", po::value(&concurrency)->default_value(1), "positions searched at once")(
        "progress", po::value(&progress)->default_value(1000),
        "a progress line on stderr every N positions");
    search.add_to(options);
    po::variables_map vm;
    if (!parse("rescore",
               "--data FILE --output FILE (--depth D | --nodes N | --movetime S) [--every K] "
               "[--concurrency C]",
               options, args, vm))
        return 0;
    if (every < 1) throw UsageError("--every must be positive");
    if (concurrency < 1 || concurrency > 256) throw UsageError("--concurrency must be 1 to 256");
    if (progress < 1) throw UsageError("--progress must be positive");
    if (!search.depth && !search.nodes && !search.move_time)
        throw UsageError("give one of --depth, --nodes, --movetime");
    if (search.nodes && *search.nodes < 1) throw UsageError("--nodes must be positive");
    const SearchLimits limits = search.limits(0.1);
    try {
        VariantTools::create(variant);
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    const std::vector<DataLine> lines = read_lines(data, every, *Engine::create(variant, 1));
    std::ofstream out(output);
    if (!out) throw UsageError("cannot write " + output);

    // Each position from a fresh table (new_game), so that a score does not depend on which
    // thread searched what before: with --depth or --nodes the file is reproducible.
    std::vector<int> scores(lines.size());
    std::atomic<std::size_t> next{0}, done{0};
    std::mutex report;
    const auto started = std::chrono::steady_clock::now();
    const auto worker = [&] {
        auto engine = Engine::create(variant, 4);
        for (std::size_t i = next++; i < lines.size(); i = next++) {
            engine->new_game();
            engine->set_position(lines[i].fen, {});
            const bool white = engine->white_to_move();
            const ThinkResult r = engine->think(limits, nullptr, MoveFormat::hub);
            scores[i] = white ? r.score : -r.score;
            const std::size_t finished = ++done;
            if (finished % static_cast<std::size_t>(progress) == 0 || finished == lines.size()) {
                const std::lock_guard lock(report);
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                        .count();
                std::cerr << "rescore: " << finished << '/' << lines.size() << " positions, "
                          << static_cast<int>(seconds) << " s\n";
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < concurrency; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();

    out << "# kabe rescore: " << data << ", every " << every << " position(s), searched again\n"
        << "# FEN;score (centi-men, White's view);result (White's points: 1, 0.5, 0)\n";
    for (std::size_t i = 0; i < lines.size(); ++i)
        out << lines[i].fen << ';' << scores[i] << ';' << points_text(lines[i].points) << '\n';
    if (!out.flush()) throw std::runtime_error("writing " + output + " failed");
    return 0;
}

}  // namespace kabe::cli
