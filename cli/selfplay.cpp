// kabe selfplay: fast games of Kabe against itself from randomised openings, writing the
// quiet positions with the search score and the game result: the data `kabe tune` fits
// the evaluation to (docs/testing.md gives the format).

#include <atomic>
#include <chrono>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

#include "cli/cli.hpp"
#include "cli/search_options.hpp"
#include "cli/selfplay_data.hpp"
#include "engine/engine.hpp"
#include "engine/tools.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

struct SelfplayOptions {
    std::string variant;
    int games = 0;
    SearchLimits limits;
    int random_plies = 8;
    std::uint64_t seed = 1;
    int concurrency = 1;
    int max_plies = 300;
    int progress = 100;
};

// Whether a position (FEN) is quiet: the side to move has no capture and the opponent
// threatens none. Only there does the static evaluation see the whole story.
using QuietTest = std::function<bool(const std::string& fen)>;

QuietTest quiet_test(const std::string& variant) {
    const std::shared_ptr<const VariantTools> tools = VariantTools::create(variant);
    return [tools](const std::string& fen) { return tools->quiet(fen); };
}

struct GameRecord {
    std::vector<std::string> positions;  // "FEN;score" from White's view
    double white_points = 0.5;           // 1, 0.5 or 0
};

// One game: `random_plies` random legal moves, then the engine's moves to the end (by the
// rules, or a draw at the ply cap). Reproducible from (seed, game) under --depth/--nodes:
// the engine forgets everything (new_game) before it starts.
GameRecord play_game(Engine& engine, const SelfplayOptions& o, int game, const QuietTest& quiet) {
    std::seed_seq seeds{static_cast<std::uint32_t>(o.seed),
                        static_cast<std::uint32_t>(o.seed >> 32), static_cast<std::uint32_t>(game)};
    std::mt19937_64 rng(seeds);
    engine.new_game();
    engine.set_position("start", {});
    GameRecord record;
    for (int ply = 0; ply < o.random_plies && !engine.result().over; ++ply) {
        const auto moves = engine.legal_moves(MoveFormat::hub);
        engine.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    EngineResult result = engine.result();
    while (!result.over && engine.moves_played() < o.max_plies) {
        const std::string fen = engine.fen();
        const bool white = engine.white_to_move();
        const ThinkResult r = engine.think(o.limits, nullptr, MoveFormat::hub);
        if (r.move.empty()) break;  // cannot happen: the game is not over
        if (quiet(fen))
            record.positions.push_back(fen + ';' + std::to_string(white ? r.score : -r.score));
        engine.play(r.move);
        result = engine.result();
    }
    if (result.over) {
        const std::string_view d = result.description;
        record.white_points = d.starts_with("1-0") ? 1.0 : d.starts_with("0-1") ? 0.0 : 0.5;
    }
    return record;
}

// Plays the games on `concurrency` threads and writes them in game order, so that the file
// does not depend on the threads' timing.
void run_games(const SelfplayOptions& o, std::ostream& out) {
    const QuietTest quiet = quiet_test(o.variant);
    std::atomic<int> next{0};
    std::mutex mutex;
    std::map<int, GameRecord> finished;
    int written = 0, positions = 0;
    int wins = 0, draws = 0, losses = 0;
    const auto started = std::chrono::steady_clock::now();
    const auto flush = [&] {  // under the mutex
        for (auto it = finished.find(written); it != finished.end(); it = finished.find(written)) {
            const GameRecord& g = it->second;
            for (const auto& p : g.positions)
                out << p << ';' << points_text(g.white_points) << '\n';
            positions += static_cast<int>(g.positions.size());
            (g.white_points == 1.0 ? wins : g.white_points == 0.0 ? losses : draws)++;
            finished.erase(it);
            ++written;
            if (written % o.progress == 0 || written == o.games) {
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                        .count();
                std::cerr << "selfplay: " << written << '/' << o.games << " games, " << positions
                          << " positions, White +" << wins << " =" << draws << " -" << losses
                          << ", " << static_cast<int>(seconds) << " s\n";
            }
        }
    };
    const auto worker = [&] {
        auto engine = Engine::create(o.variant, 16);
        for (int game = next++; game < o.games; game = next++) {
            GameRecord record = play_game(*engine, o, game, quiet);
            const std::lock_guard lock(mutex);
            finished.emplace(game, std::move(record));
            flush();
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < o.concurrency; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
}

}  // namespace

int run_selfplay(const Args& args) {
    po::options_description options("options");
    SelfplayOptions o;
    std::string output;
    SearchOptions search;
    options.add_options()("games", po::value(&o.games)->required(), "games to play")(
        "variant", po::value(&o.variant)->default_value("international"), "rules")(
        "random-plies", po::value(&o.random_plies)->default_value(8),
        "random legal plies from the start before the engine plays")(
        "seed", po::value(&o.seed)->default_value(1), "seed of the random openings")(
        "concurrency", po::value(&o.concurrency)->default_value(1), "games played at once")(
        "max-plies", po::value(&o.max_plies)->default_value(300),
        "adjudicate a draw after this many plies")("progress",
                                                   po::value(&o.progress)->default_value(100),
                                                   "a progress line on stderr every N games")(
        "output", po::value(&output)->required(), "the file to write (FEN;score;result lines)");
    search.add_to(options);
    po::variables_map vm;
    if (!parse("selfplay",
               "--games N (--depth D | --nodes N | --movetime S) --output FILE [--variant V] "
               "[--random-plies K] [--seed S] [--concurrency C]",
               options, args, vm))
        return 0;
    if (o.games < 1 || o.games > 10'000'000) throw UsageError("--games must be 1 to 10000000");
    if (o.random_plies < 0 || o.random_plies > 100)
        throw UsageError("--random-plies must be 0 to 100");
    if (o.concurrency < 1 || o.concurrency > 256)
        throw UsageError("--concurrency must be 1 to 256");
    if (o.max_plies < 10) throw UsageError("--max-plies must be at least 10");
    if (o.progress < 1) throw UsageError("--progress must be positive");
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
    std::ofstream out(output);
    if (!out) throw UsageError("cannot write " + output);
    out << "# kabe selfplay: variant=" << o.variant << " games=" << o.games
        << " random-plies=" << o.random_plies << " seed=" << o.seed << "\n"
        << "# FEN;score (centi-men, White's view);result (White's points: 1, 0.5, 0)\n";
    run_games(o, out);
    if (!out.flush()) throw std::runtime_error("writing " + output + " failed");
    return 0;
}

}  // namespace kabe::cli
