#include "match/selfplay.hpp"

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include "engine/engine.hpp"
#include "movegen/generate.hpp"
#include "movegen/variants.hpp"

namespace kabe::match {

namespace {

// Whether a position (FEN) is quiet: the side to move has no capture and the opponent
// threatens none. Only there does the static evaluation see the whole story.
using QuietTest = std::function<bool(const std::string& fen)>;

QuietTest quiet_test(const std::string& variant) {
    return dispatch_variant(variant, [](auto rules) -> QuietTest {
        using Rules = decltype(rules);
        return [](const std::string& fen) {
            const auto pos = Notation<Rules>::parse_position(fen);
            return !must_capture(pos) && !opponent_threatens(pos);
        };
    });
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

}  // namespace

void play_selfplay_games(const SelfplayOptions& o, std::ostream& out, std::ostream& log) {
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
                log << "selfplay: " << written << '/' << o.games << " games, " << positions
                    << " positions, White +" << wins << " =" << draws << " -" << losses << ", "
                    << static_cast<int>(seconds) << " s\n";
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

std::vector<DataLine> read_positions(const std::string& path, int every,
                                     const std::string& variant) {
    const auto checker = Engine::create(variant, 1);
    std::vector<DataLine> lines;
    int seen = 0;
    read_data_file(path, [&](DataLine d, const std::string& where) {
        if (seen++ % every != 0) return;
        try {
            checker->set_position(d.fen, {});
        } catch (const std::exception& e) {
            throw DataError(where + ": " + e.what());
        }
        lines.push_back(std::move(d));
    });
    return lines;
}

std::vector<int> rescore_positions(const std::vector<DataLine>& lines, const RescoreOptions& o,
                                   std::ostream& log) {
    std::vector<int> scores(lines.size());
    std::atomic<std::size_t> next{0}, done{0};
    std::mutex report;
    const auto started = std::chrono::steady_clock::now();
    const auto worker = [&] {
        auto engine = Engine::create(o.variant, 4);
        for (std::size_t i = next++; i < lines.size(); i = next++) {
            engine->new_game();
            engine->set_position(lines[i].fen, {});
            const bool white = engine->white_to_move();
            const ThinkResult r = engine->think(o.limits, nullptr, MoveFormat::hub);
            scores[i] = white ? r.score : -r.score;
            const std::size_t finished = ++done;
            if (finished % static_cast<std::size_t>(o.progress) == 0 || finished == lines.size()) {
                const std::lock_guard lock(report);
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                        .count();
                log << "rescore: " << finished << '/' << lines.size() << " positions, "
                    << static_cast<int>(seconds) << " s\n";
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < o.concurrency; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();

    return scores;
}

}  // namespace kabe::match
