#pragma once
// Data for `kabe tune` (docs/testing.md): fast games of Kabe against itself from randomised
// openings, whose quiet positions are written with the search score and the game result;
// and the same positions searched again, deeper (rescore). Both write the selfplay data
// format (match/selfplay_data.hpp).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "match/selfplay_data.hpp"
#include "search/limits.hpp"

namespace kabe {
class VariantTools;
}

namespace kabe::match {

struct SelfplayOptions {
    std::string variant;  // Kabe's canonical name
    int games = 0;
    SearchLimits limits;
    int random_plies = 8;  // random legal plies from the start before the engine plays
    std::uint64_t seed = 1;
    int concurrency = 1;  // games played at once
    int max_plies = 300;  // a draw after this many plies
    int progress = 100;   // a progress line every N games
    EvalChoice eval;      // the evaluation that plays
};

// Games written so far and what they hold: the counts of the progress line.
struct SelfplayProgress {
    int games = 0;
    std::int64_t positions = 0;
    int wins = 0, draws = 0, losses = 0;  // White's
};

// One finished game: its quiet positions ("FEN;score", the score from White's view) and
// White's points (1, 0.5 or 0).
struct SelfplayGame {
    std::vector<std::string> positions;
    double white_points = 0.5;
};

// Plays games one at a time on an engine of its own. Game N is one game whoever plays it:
// its opening comes from (seed, N) and the engine forgets everything before it, so under
// --depth or --nodes a thread, a process or another machine plays the same game
// (cluster/ hands games to MPI ranks this way).
class SelfplayPlayer {
public:
    explicit SelfplayPlayer(const SelfplayOptions& options);
    ~SelfplayPlayer();
    SelfplayGame play(int game);

private:
    SelfplayOptions options_;
    std::unique_ptr<Engine> engine_;
    std::shared_ptr<const VariantTools> tools_;  // the quiet test
};

// Writes finished games to the file in game order, whatever order they come in: each game's
// FEN;score;result lines, then its `# game N` marker, flushed, and a progress line on `log`
// every --progress games (counts from `start`, the games an earlier run wrote; the rate
// and ETA from this run's). Not thread-safe: the caller serialises add().
class SelfplayWriter {
public:
    SelfplayWriter(const SelfplayOptions& options, const SelfplayProgress& start, std::ostream& out,
                   std::ostream& log);
    // Keeps game `game` until the games before it are written, then writes what it can.
    void add(int game, SelfplayGame record);
    bool failed() const { return failed_; }  // a write failed: stop playing
    const SelfplayProgress& written() const { return written_; }

private:
    const SelfplayOptions& options_;
    SelfplayProgress start_, written_;
    std::ostream& out_;
    std::ostream& log_;
    std::map<int, SelfplayGame> waiting_;
    std::chrono::steady_clock::time_point started_;
    bool failed_ = false;
};

// Plays games start.games to games - 1 on `concurrency` threads and writes each game's
// quiet positions to `out` as FEN;score;result lines, then its `# game N` marker, in game
// order, so that the file does not depend on the threads' timing; under --depth or
// --nodes it is reproducible from the seed. `out` is flushed after every game, so that an
// interrupted run loses only the games in flight. The progress lines on `log` count from
// `start` (the games an earlier run wrote); the rate and ETA from this run's games. Stops
// early when writing fails (the caller sees `out` bad).
void play_selfplay_games(const SelfplayOptions& options, const SelfplayProgress& start,
                         std::ostream& out, std::ostream& log);

// Every `every`-th data line of the file. A line that is not FEN;score;result, or whose FEN
// the variant does not read, is a DataError naming it.
std::vector<DataLine> read_positions(const std::string& path, int every,
                                     const std::string& variant);

struct RescoreOptions {
    std::string variant;
    SearchLimits limits;
    int concurrency = 1;      // positions searched at once
    int progress = 1000;      // a progress line every N positions
    EvalChoice eval;          // the evaluation that searches
    std::size_t already = 0;  // positions a resumed file holds: the progress counts from there
};

// Takes each position's score in the positions' order, one call at a time; false stops
// the searches (the output cannot be written).
using ScoreSink = std::function<bool(std::size_t index, int score)>;

// Searches the positions again and hands their scores (centi-men, White's view) to `sink`
// in order, each as soon as it and those before it are known. Each from a fresh table, so
// that a score does not depend on which thread searched what before: with a depth or node
// limit the scores are reproducible. Progress lines on `log` give the rate and an ETA.
void rescore_positions(const std::vector<DataLine>& lines, const RescoreOptions& options,
                       std::ostream& log, const ScoreSink& sink);

// The same, the scores returned in order.
std::vector<int> rescore_positions(const std::vector<DataLine>& lines,
                                   const RescoreOptions& options, std::ostream& log);

}  // namespace kabe::match
