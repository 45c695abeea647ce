// kabe selfplay: fast games of Kabe against itself from randomised openings, writing the
// quiet positions with the search score and the game result: the data `kabe tune` fits
// the evaluation to (docs/testing.md gives the format).

#include "match/selfplay.hpp"

#include <iostream>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "cluster/cluster.hpp"
#include "engine/tools.hpp"
#include "match/selfplay_file.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_selfplay(const Args& args) {
    po::options_description options("options");
    match::SelfplayOptions o;
    std::string output;
    bool resume = false, overwrite = false;
    SearchOptions search;
    options.add_options()("games", po::value(&o.games)->required(), "games to play");
    add_variant_option(options, o.variant, "rules");
    options.add_options()("random-plies", po::value(&o.random_plies)->default_value(8),
                          "random legal plies from the start before the engine plays")(
        "seed", po::value(&o.seed)->default_value(1), "seed of the random openings")(
        "concurrency", po::value(&o.concurrency)->default_value(1), "games played at once")(
        "max-plies", po::value(&o.max_plies)->default_value(300),
        "adjudicate a draw after this many plies")("progress",
                                                   po::value(&o.progress)->default_value(100),
                                                   "a progress line on stderr every N games")(
        "output", po::value(&output)->required(),
        "the file to write (FEN;score;result lines, '# game N' after each game)")(
        "resume", po::bool_switch(&resume),
        "continue an existing --output after its last complete game (the same options; "
        "--games may change)")("overwrite", po::bool_switch(&overwrite),
                               "replace an existing --output");
    search.add_to(options);
    EvalOptions eval;
    eval.add_to(options);
    po::variables_map vm;
    if (!parse("selfplay",
               "--games N (--depth D | --nodes N | --movetime S) --output FILE [--variant V] "
               "[--random-plies K] [--seed S] [--max-plies P] [--concurrency C] [--progress N] "
               "[--resume | --overwrite]",
               options, args, vm))
        return 0;
    if (o.games < 1 || o.games > 10'000'000) throw UsageError("--games must be 1 to 10000000");
    if (o.random_plies < 0 || o.random_plies > 100)
        throw UsageError("--random-plies must be 0 to 100");
    if (o.concurrency < 1 || o.concurrency > 256)
        throw UsageError("--concurrency must be 1 to 256");
    if (o.max_plies < 10) throw UsageError("--max-plies must be at least 10");
    if (o.progress < 1) throw UsageError("--progress must be positive");
    if (resume && overwrite) throw UsageError("give --resume or --overwrite, not both");
    if (!search.depth && !search.nodes && !search.move_time)
        throw UsageError("give one of --depth, --nodes, --movetime");
    if (search.nodes && *search.nodes < 1) throw UsageError("--nodes must be positive");
    o.limits = search.limits(0.1);
    try {
        VariantTools::create(o.variant);
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    o.variant = VariantTools::canonical_name(o.variant);
    o.eval = eval.choice(o.variant);
    const match::ExistingOutput existing = resume      ? match::ExistingOutput::resume
                                           : overwrite ? match::ExistingOutput::overwrite
                                                       : match::ExistingOutput::refuse;
    if (cluster_run(o.concurrency)) {
        try {
            return cluster::run_selfplay(o, output, existing, std::cerr);
        } catch (const match::DataError& e) {
            throw UsageError(e.what());
        }
    }
    match::SelfplayOutput file;
    try {
        file = match::open_selfplay_output(output, o, existing);
    } catch (const match::DataError& e) {
        throw UsageError(e.what());
    }
    if (!match::announce_start(file.start, o.games, output, std::cerr)) return 0;
    match::play_selfplay_games(o, file.start, file.out, std::cerr);
    if (!file.out.flush()) {
        // Not an internal error: a full disk, most often. The games before are whole.
        std::cerr << "kabe selfplay: writing " << output
                  << " failed; --resume continues after its last complete game\n";
        return 1;
    }
    return 0;
}

}  // namespace kabe::cli
