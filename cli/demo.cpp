// kabe demo: what `scripts/run` shows with no arguments: the start position, its moves,
// and the move generator counting the game tree.

#include <chrono>
#include <iostream>

#include "cli/cli.hpp"
#include "movegen/perft.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_demo(const Args& args) {
    po::options_description options("options");
    int depth = 9;
    options.add_options()("depth", po::value(&depth)->default_value(9), "perft depth to count to");
    po::variables_map vm;
    if (!parse("demo", "[--depth N]", options, args, vm)) return 0;
    if (depth < 1 || depth > 12) throw UsageError("--depth must be between 1 and 12");

    using N = Notation<International>;
    const auto pos = Position<International>::start();
    std::cout << "Kabe — international draughts (FMJD rules), start position\n\n"
              << N::diagram(pos) << "\nLegal moves:";
    MoveList<International::Word> moves;
    generate_moves(pos, moves);
    for (const auto& m : moves) std::cout << ' ' << N::format_hub(m);
    std::cout << "\n\nCounting every line of play (perft), one thread:\n";
    for (int d = 1; d <= depth; ++d) {
        const auto start = std::chrono::steady_clock::now();
        const auto nodes = perft(pos, d);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cout << "  depth " << d << ": " << nodes << " positions";
        if (s > 0.01) std::cout << " (" << static_cast<int>(nodes / s / 1e6) << " million/s)";
        std::cout << '\n' << std::flush;
    }
    std::cout
        << "\nTry: scripts/run moves --fen \"W:W15:B9,10\"   or   scripts/run perft --depth 11\n";
    return 0;
}

}  // namespace kabe::cli
