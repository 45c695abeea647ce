// kabe moves: the legal moves of a position, one per line.

#include <iostream>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_moves(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, format, duplicates;
    add_variant_option(options, variant);
    add_position_option(options, fen);
    options.add_options()(
        "format", po::value(&format)->default_value("auto"),
        "hub (32-28, 28x19x23: captured squares listed), pdn (28x19, full path if needed; "
        "algebraic c3:e5:g3 in Russian, Brazilian, Czech) or auto (pdn for those, else hub)")(
        "duplicates", po::value(&duplicates)->default_value("drop"),
        "drop: one move per from/to/captured set; keep: one per capture route");
    po::variables_map vm;
    if (!parse("moves", "[--variant V] [--fen F] [--format hub|pdn|auto]", options, args, vm))
        return 0;
    if (format != "hub" && format != "pdn" && format != "auto")
        throw UsageError("--format is hub, pdn or auto");
    if (duplicates != "drop" && duplicates != "keep")
        throw UsageError("--duplicates is keep or drop");

    return dispatch_variant(variant, [&]<class Rules>(Rules) {
        using N = Notation<Rules>;
        const auto pos = N::parse_position(fen);
        MoveList<typename Rules::Word> moves;
        generate_moves(pos, moves, duplicates == "keep" ? Duplicates::keep : Duplicates::drop);
        // People reading an algebraic variant get its own notation unless they ask for Hub.
        const bool pdn = format == "pdn" || (format == "auto" && Rules::algebraic);
        for (const auto& m : moves)
            std::cout << N::format(pos, m, pdn ? MoveFormat::pdn : MoveFormat::hub) << '\n';
        return 0;
    });
}

}  // namespace kabe::cli
