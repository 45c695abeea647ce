// kabe rescore: search the positions of a `kabe selfplay` file again, deeper, and write
// them back with the new score (the game result kept). Selfplay has to be fast to give
// many games, so its scores are shallow; `kabe tune --lambda 0` fits the evaluation to
// the scores, and a deeper score teaches it more (docs/testing.md).

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "cluster/cluster.hpp"
#include "engine/tools.hpp"
#include "match/selfplay.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_rescore(const Args& args) {
    po::options_description options("options");
    std::string data, output, variant;
    int every = 1, concurrency = 1, progress = 1000;
    SearchOptions search;
    options.add_options()("data", po::value(&data)->required(),
                          "positions with results, as `kabe selfplay` writes them")(
        "output", po::value(&output)->required(), "the file to write (same format)");
    add_variant_option(options, variant, "rules of the positions");
    options.add_options()("every", po::value(&every)->default_value(1),
                          "take every K-th position only")(
        "concurrency", po::value(&concurrency)->default_value(1), "positions searched at once")(
        "progress", po::value(&progress)->default_value(1000),
        "a progress line on stderr every N positions");
    search.add_to(options);
    EvalOptions eval;
    eval.add_to(options);
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
    const EvalChoice eval_choice = eval.choice(variant);
    const bool on_cluster = cluster_run(concurrency);
    std::vector<match::DataLine> lines;
    std::ofstream out;
    const auto setup = [&] {
        try {
            lines = match::read_positions(data, every, variant);
        } catch (const match::DataError& e) {
            throw UsageError(e.what());
        }
        out.open(output);
        if (!out) throw UsageError("cannot write " + output);
    };
    const match::RescoreOptions rescore{variant, limits, concurrency, progress, eval_choice};
    const auto write = [&](const std::vector<int>& scores) {
        out << "# kabe rescore: " << data << ", every " << every << " position(s), searched again\n"
            << "# FEN;score (centi-men, White's view);result (White's points: 1, 0.5, 0)\n";
        for (std::size_t i = 0; i < lines.size(); ++i)
            out << lines[i].fen << ';' << scores[i] << ';' << match::points_text(lines[i].points)
                << '\n';
        if (!out.flush()) throw std::runtime_error("writing " + output + " failed");
    };
    if (on_cluster) {
        // Rank 0 reads the positions and writes the file; the other ranks only search.
        cluster::rescore_positions(lines, setup, write, rescore, std::cerr);
        return 0;
    }
    setup();
    write(match::rescore_positions(lines, rescore, std::cerr));
    return 0;
}

}  // namespace kabe::cli
