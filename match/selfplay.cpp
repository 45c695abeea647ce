#include "match/selfplay.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

#include "engine/engine.hpp"
#include "engine/tools.hpp"
#include "match/selfplay_file.hpp"

namespace kabe::match {

namespace {

// "45 s", "12 min", "3.5 h": an ETA needs no more precision.
std::string duration_text(double seconds) {
    std::ostringstream text;
    if (seconds < 100)
        text << std::lround(seconds) << " s";
    else if (seconds < 100 * 60)
        text << std::lround(seconds / 60) << " min";
    else
        text << std::fixed << std::setprecision(1) << seconds / 3600 << " h";
    return text.str();
}

// "selfplay: 500/2000 games, 41230 positions, White +120 =300 -80, 62 s, 8.1 games/s,
// ETA 3 min". The time, rate and ETA are this run's: a resumed run's earlier games
// (`first` of them) took a time the file does not hold.
std::string progress_line(const SelfplayProgress& p, int games, int first, double seconds) {
    std::ostringstream line;
    line << "selfplay: " << p.games << '/' << games << " games, " << p.positions
         << " positions, White +" << p.wins << " =" << p.draws << " -" << p.losses << ", "
         << static_cast<int>(seconds) << " s";
    const double rate = (p.games - first) / std::max(seconds, 1e-3);
    line << ", " << std::fixed << std::setprecision(rate < 1 ? 2 : 1) << rate << " games/s";
    if (p.games < games) line << ", ETA " << duration_text((games - p.games) / rate);
    return line.str();
}

}  // namespace

SelfplayPlayer::SelfplayPlayer(const SelfplayOptions& options)
    : options_(options),
      engine_(Engine::create(options.variant, 16)),
      tools_(VariantTools::create(options.variant)) {
    options_.eval.apply(*engine_);
}

SelfplayPlayer::~SelfplayPlayer() = default;

// `random_plies` random legal moves, then the engine's moves to the end (by the rules, or a
// draw at the ply cap); only quiet positions are kept (the side to move has no capture and
// the opponent threatens none: only there does the static evaluation see the whole story).
SelfplayGame SelfplayPlayer::play(int game) {
    const SelfplayOptions& o = options_;
    Engine& engine = *engine_;
    std::seed_seq seeds{static_cast<std::uint32_t>(o.seed),
                        static_cast<std::uint32_t>(o.seed >> 32), static_cast<std::uint32_t>(game)};
    std::mt19937_64 rng(seeds);
    engine.new_game();
    engine.set_position("start", {});
    SelfplayGame record;
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
        if (tools_->quiet(fen))
            record.positions.push_back(fen + ';' + std::to_string(white ? r.score : -r.score));
        engine.play(r.move);
        result = engine.result();
    }
    if (result.over) record.white_points = result.white_half_points / 2.0;
    return record;
}

SelfplayWriter::SelfplayWriter(const SelfplayOptions& options, const SelfplayProgress& start,
                               std::ostream& out, std::ostream& log)
    : options_(options),
      start_(start),
      written_(start),
      out_(out),
      log_(log),
      started_(std::chrono::steady_clock::now()) {}

void SelfplayWriter::add(int game, SelfplayGame record) {
    waiting_.emplace(game, std::move(record));
    for (auto it = waiting_.find(written_.games); it != waiting_.end();
         it = waiting_.find(written_.games)) {
        const SelfplayGame& g = it->second;
        for (const auto& p : g.positions) out_ << p << ';' << points_text(g.white_points) << '\n';
        out_ << game_marker(written_.games) << '\n';
        if (!out_.flush()) failed_ = true;
        written_.positions += static_cast<std::int64_t>(g.positions.size());
        (g.white_points == 1.0   ? written_.wins
         : g.white_points == 0.0 ? written_.losses
                                 : written_.draws)++;
        waiting_.erase(it);
        ++written_.games;
        if (written_.games % options_.progress == 0 || written_.games == options_.games) {
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
            log_ << progress_line(written_, options_.games, start_.games, seconds) << '\n';
        }
    }
}

void play_selfplay_games(const SelfplayOptions& o, const SelfplayProgress& start, std::ostream& out,
                         std::ostream& log) {
    std::atomic<int> next{start.games};
    std::mutex mutex;
    SelfplayWriter writer(o, start, out, log);
    std::atomic<bool> write_failed{false};
    const auto worker = [&] {
        SelfplayPlayer player(o);
        for (int game = next++; game < o.games && !write_failed; game = next++) {
            SelfplayGame record = player.play(game);
            const std::lock_guard lock(mutex);
            writer.add(game, std::move(record));
            if (writer.failed()) write_failed = true;
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

void rescore_positions(const std::vector<DataLine>& lines, const RescoreOptions& o,
                       std::ostream& log, const ScoreSink& sink) {
    std::vector<int> scores(lines.size());
    std::vector<char> scored(lines.size(), 0);
    std::size_t written = 0;  // the positions handed to the sink, a prefix
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    std::mutex mutex;
    const auto started = std::chrono::steady_clock::now();
    const std::size_t total = o.already + lines.size();
    const auto report = [&](std::size_t finished) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        const double rate = static_cast<double>(finished) / std::max(seconds, 1e-3);
        log << "rescore: " << o.already + finished << '/' << total << " positions, "
            << static_cast<int>(seconds) << " s, " << std::fixed
            << std::setprecision(rate < 10 ? 1 : 0) << rate << " positions/s";
        if (finished < lines.size())
            log << ", ETA " << duration_text(static_cast<double>(lines.size() - finished) / rate);
        log << '\n' << std::defaultfloat;
    };
    std::size_t finished = 0;
    const auto worker = [&] {
        auto engine = Engine::create(o.variant, 4);
        o.eval.apply(*engine);
        for (std::size_t i = next++; i < lines.size() && !stopped; i = next++) {
            engine->new_game();
            engine->set_position(lines[i].fen, {});
            const bool white = engine->white_to_move();
            const ThinkResult r = engine->think(o.limits, nullptr, MoveFormat::hub);
            const std::lock_guard lock(mutex);
            scores[i] = white ? r.score : -r.score;
            scored[i] = 1;
            for (; written < lines.size() && scored[written] && !stopped; ++written)
                if (!sink(written, scores[written])) stopped = true;
            ++finished;
            if (finished % static_cast<std::size_t>(o.progress) == 0 || finished == lines.size())
                report(finished);
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < o.concurrency; ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
}

std::vector<int> rescore_positions(const std::vector<DataLine>& lines, const RescoreOptions& o,
                                   std::ostream& log) {
    std::vector<int> scores(lines.size());
    rescore_positions(lines, o, log, [&](std::size_t i, int score) {
        scores[i] = score;
        return true;
    });
    return scores;
}

}  // namespace kabe::match
