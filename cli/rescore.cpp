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
#include "match/rescore_file.hpp"
#include "match/selfplay.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_rescore(const Args& args) {
    po::options_description options("options");
    std::string data, output, variant;
    int every = 1, concurrency = 1, progress = 1000;
    bool resume = false, overwrite = false;
    SearchOptions search;
    options.add_options()("data", po::value(&data)->required(),
                          "positions with results, as `kabe selfplay` writes them")(
        "output", po::value(&output)->required(),
        "the file to write (same format; each line as soon as it is scored)");
    add_variant_option(options, variant, "rules of the positions");
    options.add_options()("every", po::value(&every)->default_value(1),
                          "take every K-th position only")(
        "concurrency", po::value(&concurrency)->default_value(1), "positions searched at once")(
        "progress", po::value(&progress)->default_value(1000),
        "a progress line on stderr every N positions")(
        "resume", po::bool_switch(&resume),
        "continue an existing --output after its last complete line (the same options)")(
        "overwrite", po::bool_switch(&overwrite), "replace an existing --output");
    search.add_to(options);
    EvalOptions eval;
    eval.add_to(options);
    po::variables_map vm;
    if (!parse("rescore",
               "--data FILE --output FILE (--depth D | --nodes N | --movetime S) [--every K] "
               "[--concurrency C] [--resume | --overwrite]",
               options, args, vm))
        return 0;
    if (every < 1) throw UsageError("--every must be positive");
    if (concurrency < 1 || concurrency > 256) throw UsageError("--concurrency must be 1 to 256");
    if (progress < 1) throw UsageError("--progress must be positive");
    if (resume && overwrite) throw UsageError("give --resume or --overwrite, not both");
    if (!search.depth && !search.nodes && !search.move_time)
        throw UsageError("give one of --depth, --nodes, --movetime");
    if (search.nodes && *search.nodes < 1) throw UsageError("--nodes must be positive");
    const SearchLimits limits = search.limits(0.1);
    try {
        VariantTools::create(variant);
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    variant = VariantTools::canonical_name(variant);
    const EvalChoice eval_choice = eval.choice(variant);
    const bool on_cluster = cluster_run(concurrency);
    const match::ExistingOutput existing = resume      ? match::ExistingOutput::resume
                                           : overwrite ? match::ExistingOutput::overwrite
                                                       : match::ExistingOutput::refuse;
    match::RescoreOptions rescore{variant, limits, concurrency, progress, eval_choice};
    std::vector<match::DataLine> lines;  // the positions still to score
    std::ofstream out;
    // Reads the positions and opens the output (checking a resumed one against them) before
    // any search: a run that cannot keep its scores does not start.
    const auto setup = [&] {
        try {
            lines = match::read_positions(data, every, variant);
            match::RescoreOutput file = match::open_rescore_output(
                output, match::rescore_header(data, every, rescore), lines, existing);
            out = std::move(file.out);
            rescore.already = file.done;
            lines.erase(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(file.done));
        } catch (const match::DataError& e) {
            throw UsageError(e.what());
        }
    };
    // Each line flushed as it comes (a search takes far longer than a write): a run that
    // is stopped, or a cluster job that loses a rank, keeps every score found in order.
    const auto sink = [&](std::size_t i, int score) {
        out << lines[i].fen << ';' << score << ';' << match::points_text(lines[i].points) << '\n';
        return static_cast<bool>(out.flush());
    };
    const auto failed = [&] {
        std::cerr << "kabe rescore: writing " << output
                  << " failed; --resume continues after its last complete line\n";
        return 1;
    };
    if (on_cluster) {
        // Rank 0 reads the positions and writes the file; the other ranks only search.
        cluster::rescore_positions(lines, setup, sink, rescore, std::cerr);
        return out.flush() ? 0 : failed();
    }
    setup();
    if (!match::announce_rescore_start(rescore.already, rescore.already + lines.size(), output,
                                       std::cerr))
        return 0;
    match::rescore_positions(lines, rescore, std::cerr, sink);
    return out.flush() ? 0 : failed();
}

}  // namespace kabe::cli
