// kabe moves: the legal moves of a position, one per line.

#include <iostream>

#include "cli.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_moves(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, format, duplicates;
    options.add_options()("variant", po::value(&variant)->default_value("international"),
                          "rules to play by ('kabe variants' lists them)")(
        "fen", po::value(&fen)->default_value("start"),
        "position: PDN FEN (W:W31-50:B1-20), Hub string, or 'start'")(
        "format", po::value(&format)->default_value("hub"),
        "hub (32-28, 28x19x23: captured squares listed) or pdn (28x19, full path if needed)")(
        "duplicates", po::value(&duplicates)->default_value("drop"),
        "drop: one move per from/to/captured set; keep: one per capture route");
    po::variables_map vm;
    if (!parse("moves", "[--variant V] [--fen F] [--format hub|pdn]", options, args, vm)) return 0;
    if (format != "hub" && format != "pdn") throw UsageError("--format is hub or pdn");
    if (duplicates != "drop" && duplicates != "keep")
        throw UsageError("--duplicates is keep or drop");

    return dispatch_variant(variant, [&]<class Rules>(Rules) {
        using N = Notation<Rules>;
        const auto pos = N::parse_position(fen);
        MoveList<typename Rules::Word> moves;
        generate_moves(pos, moves, duplicates == "keep" ? Duplicates::keep : Duplicates::drop);
        for (const auto& m : moves)
            std::cout << N::format(pos, m, format == "pdn" ? MoveFormat::pdn : MoveFormat::hub)
                      << '\n';
        return 0;
    });
}

}  // namespace kabe::cli
