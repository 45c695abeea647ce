// kabe play: a game on the console, human against engine or engine against itself.

#include <iostream>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/engine.hpp"
#include "protocol/hub/format.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

bool is_engine(const std::string& player) {
    if (player != "human" && player != "engine")
        throw UsageError("--white and --black are 'human' or 'engine'");
    return player == "engine";
}

// Reads the human's move until it is legal; false at end of input or on "quit".
bool human_move(Engine& engine) {
    while (true) {
        // The example is a legal move, so it is in the variant's own notation.
        const auto legal = engine.legal_moves(MoveFormat::pdn);
        const std::string example = legal.empty() ? "32-28" : legal.front();
        std::cout << (engine.white_to_move() ? "White" : "Black") << " to move (a move like "
                  << example << ", 'moves' to list them, 'quit'): " << std::flush;
        std::string line;
        if (!std::getline(std::cin, line) || line == "quit") return false;
        if (line == "moves") {
            for (const auto& m : engine.legal_moves(MoveFormat::pdn)) std::cout << ' ' << m;
            std::cout << '\n';
            continue;
        }
        try {
            engine.play(line);
            return true;
        } catch (const NotationError& e) {
            std::cout << e.what() << '\n';
        }
    }
}

}  // namespace

int run_play(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, white, black;
    int max_moves = 0, strength = Engine::max_strength;
    SearchOptions search;
    add_variant_option(options, variant);
    add_position_option(options, fen, "start position");
    options.add_options()("white", po::value(&white)->default_value("human"), "human or engine")(
        "black", po::value(&black)->default_value("engine"), "human or engine")(
        "max-moves", po::value(&max_moves)->default_value(0),
        "stop after this many moves (plies) in all; 0: play to the end")(
        "strength", po::value(&strength)->default_value(Engine::max_strength),
        "engine strength, 0 (weakest) to 20 (full)");
    search.add_to(options);
    po::variables_map vm;
    if (!parse("play", "[--white human|engine] [--black human|engine] [--movetime S] ...", options,
               args, vm))
        return 0;
    const bool engine_plays[2] = {is_engine(white), is_engine(black)};
    if (strength < 0 || strength > Engine::max_strength) throw UsageError("--strength is 0 to 20");
    const SearchLimits limits = search.limits(1.0);

    const auto engine = Engine::create(variant);
    engine->set_strength(strength);
    engine->set_threads(search.threads);
    engine->set_position(fen, {});
    for (int ply = 0; max_moves == 0 || ply < max_moves; ++ply) {
        std::cout << '\n' << engine->diagram() << std::flush;
        if (const auto r = engine->result(); r.over) {
            std::cout << "Game over, " << r.description << '\n';
            return 0;
        }
        const bool white = engine->white_to_move();
        if (!engine_plays[white ? 0 : 1]) {
            if (!human_move(*engine)) return 0;
            continue;
        }
        const ThinkResult r = engine->think(limits, {}, MoveFormat::pdn);
        std::cout << (white ? "White" : "Black") << " (Kabe) plays " << r.move << "   score "
                  << hub::format_score(r.score) << ", depth " << r.depth << ", " << r.nodes
                  << " nodes\n";
        engine->play(r.move);
    }
    std::cout << "\nStopped after " << max_moves << " moves (--max-moves).\n";
    return 0;
}

}  // namespace kabe::cli
