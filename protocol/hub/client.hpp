#pragma once
// The GUI side of the Hub protocol (protocols.md §2): runs any Hub engine as a child
// process (protocol/child_process.hpp) for `kabe match`. Every read has a deadline, so a
// hung engine costs its game, not the match; a crashed one is reaped, never left behind.
// Once an engine has broken the protocol it is killed and every later call throws: its
// state (a search still running, a stale `done` on the way, P-H7) can no longer be trusted.

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "protocol/child_process.hpp"

namespace kabe::match {

// Splits a command line like a POSIX shell does for simple cases: blanks separate words,
// single quotes take everything literally, double quotes group (a backslash there escapes
// only '"', '\\', '$' and '`'), a backslash outside quotes escapes any character. No
// expansions. Throws std::invalid_argument on an unbalanced quote or a trailing backslash.
std::vector<std::string> split_command(std::string_view command);

struct EngineSpec {
    std::string name;               // the match's name for it
    std::vector<std::string> argv;  // program and arguments, e.g. {"./kabe", "hub"}
    // Empty: the current one. The engine runs there (Scan loads its data files relative to
    // it, P-H11), and a relative program path with a '/' is looked up from there too, as in
    // `cd dir && ./scan hub`.
    std::string working_directory;
    std::vector<std::pair<std::string, std::string>> params;  // set-param, sent before init
    std::string stderr_path;  // the engine's stderr is appended here; empty: /dev/null
    // Sent first, and only to an engine that announces the name in its `param` lines (the
    // match runner's notation=kabe for Kabe's engines; other engines never hear of it).
    std::vector<std::pair<std::string, std::string>> params_if_announced{};
    // The variant's other names. An engine that announces the values of its `variant`
    // parameter without the one in `params` gets the first of these it does announce
    // (Scan knows `normal` and `bt`, not `international` and `breakthrough`).
    std::vector<std::string> variant_names{};
};

// The engine broke the protocol: it could not start, crashed, hung past a deadline, or
// wrote an error or garbage where a reply was due. what() says what happened, with the
// offending line where there is one.
class EngineFailure : public std::runtime_error {
public:
    explicit EngineFailure(const std::string& what, std::string summary = {})
        : std::runtime_error(what), summary_(summary.empty() ? what : std::move(summary)) {}
    // What happened on one line, without the engine's last lines (for a set-up error).
    const std::string& summary() const { return summary_; }

private:
    std::string summary_;
};

struct EngineMove {
    std::string move;  // Hub move text; empty for a bare `done` (no legal move)
    std::optional<std::string> ponder;
    std::optional<double> score;   // the last info score=, side to move's view, in men
    std::optional<int> depth;      // the last info depth=
    bool book = false;             // an info line said book=true: an opening book move
    std::vector<std::string> log;  // the lines read during this search (for reports)
};

class HubClient {
public:
    // Starts the process; throws EngineFailure if it cannot (no such program, bad
    // directory). SIGPIPE is ignored from then on in this process: writing to a dead engine
    // must fail with EPIPE, not kill the match.
    explicit HubClient(EngineSpec spec);
    // Sends quit, gives the engine a moment to exit, then kills (SIGKILL) and reaps it.
    ~HubClient();
    HubClient(const HubClient&) = delete;
    HubClient& operator=(const HubClient&) = delete;

    // hub -> id/param/wait; set-param for each announced params_if_announced, then for each
    // param; init -> ready. Lines the protocol does
    // not expect there are ignored (Scan's `init book`, P-H2), but an `error` (a parameter
    // refused) fails: a match must not run with settings the engine did not take.
    void start(std::chrono::milliseconds timeout);
    const std::string& id_name() const { return id_name_; }  // from `id name=` (may be empty)
    const EngineSpec& spec() const { return spec_; }
    pid_t pid() const { return child_.pid(); }

    void new_game();
    // Sends `pos` (with `moves` if any), the level lines as given (`pos` resets the level in
    // Scan, P-H4, so they are needed every time) and `go think`, then reads up to `done`.
    // Throws EngineFailure on end of output (a crash), at the deadline (a hang; the engine is
    // killed at once so that it stops using the CPU), or on an `error` line.
    EngineMove think(const std::string& hub_position, const std::vector<std::string>& moves,
                     const std::vector<std::string>& level_lines,
                     std::chrono::steady_clock::time_point deadline);
    // Pondering (protocols.md §2.9): `moves` end with the opponent's expected reply; sends
    // `pos`, the level lines and `go ponder`, and returns while the engine searches.
    void ponder(const std::string& hub_position, const std::vector<std::string>& moves,
                const std::vector<std::string>& level_lines);
    // The expected reply came: `ponder-hit`, then the search's result as think() reads it
    // (an engine that ended its ponder search early has its `done` waiting already).
    EngineMove ponder_hit(std::chrono::steady_clock::time_point deadline);
    // Another reply came: `stop`, and the ponder search's `done` read and dropped.
    void stop_pondering(std::chrono::steady_clock::time_point deadline);

    bool running();  // the process has not exited (reaps it if it has)

private:
    using Clock = std::chrono::steady_clock;

    void send(std::string_view line, Clock::time_point deadline);
    // The next line without its end of line; throws at the deadline or end of output.
    std::string read_line(Clock::time_point deadline, std::string_view waiting_for);
    // Kills the engine and returns the exception to throw, with what it said last.
    EngineFailure fail(const std::string& what);
    void check_usable() const;
    void send_search(const std::string& hub_position, const std::vector<std::string>& moves,
                     const std::vector<std::string>& level_lines, std::string_view go,
                     Clock::time_point deadline);
    // The lines of a search up to its `done`; `after` names what started it, for errors.
    EngineMove read_result(Clock::time_point deadline, const std::string& after);

    EngineSpec spec_;
    ChildProcess child_;
    std::string id_name_;
    std::vector<std::string> recent_;  // the last lines read, for failure messages
    bool failed_ = false;
};

}  // namespace kabe::match
