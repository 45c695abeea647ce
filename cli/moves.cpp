// kabe moves: the legal moves of a position, one per line.

#include <iostream>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/tools.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_moves(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, format, duplicates;
    std::vector<std::string> moves;
    add_variant_option(options, variant);
    add_position_option(options, fen);
    add_moves_option(options, moves);
    options.add_options()(
        "format", po::value(&format)->default_value("auto"),
        "hub (32-28, 28x19x23: captured squares listed), pdn (28x19, full path if needed; "
        "algebraic c3:e5:g3 in Russian, Brazilian, Czech) or auto (pdn for those, else hub)")(
        "duplicates", po::value(&duplicates)->default_value("drop"),
        "drop: one move per from/to/captured set; keep: one per capture route");
    po::variables_map vm;
    if (!parse("moves", "[--variant V] [--fen F] [--moves M...] [--format hub|pdn|auto]", options,
               args, vm))
        return 0;
    if (format != "hub" && format != "pdn" && format != "auto")
        throw UsageError("--format is hub, pdn or auto");
    if (duplicates != "drop" && duplicates != "keep")
        throw UsageError("--duplicates is keep or drop");

    const auto tools = VariantTools::create(variant);
    // People reading an algebraic variant get its own notation unless they ask for Hub.
    const bool pdn = format == "pdn" || (format == "auto" && tools->info().algebraic);
    // The moves are played by the rules of a game: one after its end is refused.
    const std::string position = moves.empty() ? fen : tools->replay(fen, moves, {}).fen;
    for (const auto& m :
         tools->legal_moves(position, duplicates == "keep" ? Duplicates::keep : Duplicates::drop,
                            pdn ? MoveFormat::pdn : MoveFormat::hub))
        std::cout << m << '\n';
    return 0;
}

}  // namespace kabe::cli
