#pragma once
// `kabe match`: games between two Hub engines, each opening played with both colours,
// every move checked with Kabe's own rules, the clocks kept by the runner.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine/rule_set.hpp"
#include "match/players.hpp"
#include "match/stats.hpp"
#include "protocol/hub/client.hpp"
#include "protocol/pdn_log.hpp"
#include "protocol/pdn_writer.hpp"

namespace kabe {
class Engine;
}

namespace kabe::match {

struct TimeControl {
    enum class Kind { move_time, clock, depth, nodes };
    Kind kind = Kind::move_time;
    double move_time = 0.1;          // seconds per move
    double base = 0, increment = 0;  // clock: seconds for the game, seconds added per move
    int depth = 0;
    std::uint64_t nodes = 0;

    // "MINUTES+INCREMENT" in minutes and seconds (cutechess's tc), e.g. "1+0.1".
    static TimeControl parse_clock(std::string_view text);
    std::string describe() const;  // for the PDN TimeControl tag and the progress lines
};

// A start for a pair of games: a position and moves already played from it.
struct Opening {
    std::string position = "start";  // "start", a FEN or a Hub string
    std::vector<std::string> moves;
};

// The built-in openings of a variant: every position after one move by each side.
std::vector<Opening> builtin_openings(const std::string& variant);
// One opening per line: a FEN or Hub string, or moves from the start ("32-28 18-23");
// '#' starts a comment that runs to the end of the line; blank lines are skipped. Throws
// std::runtime_error, naming the file and line of a position or move it cannot read.
std::vector<Opening> read_openings(const std::string& path, const std::string& variant);

struct MatchOptions {
    EngineSpec engines[2];
    std::string variant = "international";
    // Blitz (engine/rule_set.hpp, docs/match.md): a side to move that may claim a draw
    // (12a-d) claims it when its engine's score for it is 0 or less; a first illegal move
    // is taken back and the engine asked again (2), the second loses (10d); flags as 10b,
    // 11b. Hub engines only (DXP has neither claims nor retakes).
    RuleSet rules = RuleSet::standard;
    int games = 2;
    int concurrency = 1;
    TimeControl time_control;
    std::vector<Opening> openings;  // empty: the built-in ones
    std::string pdn_path;
    // Rewritten after every move with the games in progress (a game just finished stays
    // until the next move of another game), for `kabe gui --watch` (docs/match.md).
    std::string live_path;
    std::optional<SprtSettings> sprt;
    double flag_tolerance = 0.2;  // seconds past zero before a flag falls
    int max_plies = 400;          // a longer game is adjudicated a draw
    // Hub engines think on the opponent's time: after its move an engine ponders on the
    // reply it expects (`go ponder`), and hears `ponder-hit` or `stop` when the reply comes.
    bool ponder = false;
    // Optional adjudication by the engines' own scores (men, side to move's view): a side
    // loses when both engines agree, for `plies` plies in a row, that it is at least
    // `resign_score` behind; a game is drawn after `draw_after` plies when both scores have
    // stayed within `draw_score` for `plies` plies in a row.
    std::optional<double> resign_score;
    std::optional<double> draw_score;
    int draw_after = 80;
    int adjudication_plies = 6;
};

// The match cannot begin: an output file cannot be written, or an engine cannot start or
// refuses its settings. what() says which and why, on one line; no game has been played.
class SetupError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct GameOutcome {
    int white = 0;             // index of the engine with White
    int points_for_white = 1;  // 2 win, 1 draw, 0 loss (FMJD scoring)
    std::string termination;
    PdnGame record;
};

class MatchRunner {
public:
    explicit MatchRunner(MatchOptions options);
    // Checks the output files and starts every engine once (with its parameters), then
    // plays the match, printing a line per game started and finished and the final table
    // to `out`, each line flushed. Throws SetupError before game 1 if a check fails.
    MatchScore run(std::ostream& out);
    // After run(): why the match stopped early when an output file failed, and where the
    // games are kept ("cannot write x.pdn: ...; the 3 games so far are in /tmp/..."),
    // empty if nothing failed.
    const std::string& failure() const { return failure_; }

    // The parts of run(), for a runner that hands the games to other processes (cluster/:
    // `mpirun -n N kabe match`): check the output files and start each engine once (throw
    // SetupError), say that a game starts, play one game (a game is the same game whoever
    // plays it: its opening and colours come from its index), count a finished one (in the
    // order the caller gives: the SPRT decides on that order), whether no further game
    // should start (a verdict, a failed output), and the closing lines.
    void check_outputs() const;
    void check_engines();
    void announce(int game_index, std::ostream& out);
    GameOutcome play_game(int game_index);
    void record(int game_index, const GameOutcome& outcome, std::ostream& out);
    bool stopped() const { return stop_; }
    int games() const { return options_.games; }
    MatchScore finish(std::ostream& out);

private:
    // A verdict from the engines' recent scores (White's view): White's points and why.
    std::optional<std::pair<int, std::string>> adjudicate(const std::vector<double>& scores,
                                                          int plies) const;
    // Minutes for a DXP engine's GAMEREQ, from the match's time control.
    int dxp_minutes() const;
    // What a Hub engine is told about its limits when `clock` seconds are left on its
    // clock, and how long it has to answer (its time and the tolerance, with a margin).
    std::vector<std::string> level_lines(double clock) const;
    std::chrono::steady_clock::duration answer_time(double clock) const;
    // `player` ponders on `expected` if it is a legal reply that does not end the game.
    static void ponder_on(Player& player, Engine& referee, const std::string& start,
                          const std::string& expected, const std::vector<std::string>& level);
    // Puts the game's record into the live file (options_.live_path), whole, rewritten.
    void write_live(int game_index, const PdnGame& game, bool finished);
    // An output file failed: no new game starts; the first failure is the one reported.
    void output_failed(const std::string& what);

    MatchOptions options_;
    std::vector<Opening> openings_;
    std::unique_ptr<DxpPlayer> dxp_players_[2];  // one connection per DXP engine
    std::mutex mutex_;
    MatchScore score_;  // engine 0's point of view
    int finished_ = 0;
    PdnLog records_;    // the finished games (the --pdn file, or memory); under mutex_
    std::string site_;  // the PDN Site tag
    std::mutex failure_mutex_;
    std::string failure_;            // under failure_mutex_ while games run
    std::optional<SprtWatch> sprt_;  // under mutex_
    std::atomic<bool> stop_{false};  // an SPRT verdict ends the match early
    std::mutex live_mutex_;
    std::map<int, std::pair<PdnGame, bool>> live_;  // game index -> record, finished
    bool live_failed_ = false;                      // under live_mutex_
};

}  // namespace kabe::match
