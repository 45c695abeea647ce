#pragma once
// Runs `kabe hub` (the real binary, KABE_BINARY) as a child process (ChildProcess) and
// talks to it over pipes, as a GUI does. Every read has a deadline: a hung engine fails the test
// instead of hanging it. Failures are reported to GoogleTest (ADD_FAILURE) where they happen, with
// the lines read so far, so that a broken transcript shows what the engine actually said.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/child_process.hpp"

namespace kabe::test {

class HubProcess {
public:
    static constexpr double default_timeout = 10.0;  // seconds; generous for a loaded machine

    HubProcess();
    // Closes stdin and expects a clean exit (code 0); kills the engine if it does not exit.
    ~HubProcess();
    HubProcess(const HubProcess&) = delete;
    HubProcess& operator=(const HubProcess&) = delete;

    bool running() const { return child_ && child_->pid() > 0; }

    // Writes `line` and a '\n'. False (and a test failure) if the engine does not take it.
    bool send(std::string_view line, double timeout = default_timeout);
    // Writes bytes as they are (no '\n' added): for CRLF and binary input.
    bool send_raw(std::string_view bytes, double timeout = default_timeout);

    // The next line (without its '\n'), or nothing on timeout or end of output. Does not
    // fail the test by itself: a test may expect silence.
    std::optional<std::string> read_line(double timeout = default_timeout);
    // Lines up to and including the first one that starts with `prefix`. If none comes in
    // time, the test fails and the lines read so far are returned (the last one then does
    // not start with `prefix`; check with ends_with_prefix()).
    std::vector<std::string> read_until(std::string_view prefix, double timeout = default_timeout);

    // Closes the engine's stdin (end of input, as when the GUI goes away).
    void close_stdin();
    // The exit code (128 + signal number if killed by a signal). On timeout the engine is
    // killed with SIGKILL, the test fails and nothing is returned.
    std::optional<int> wait_exit(double timeout = default_timeout);

    // Every line read so far, in order.
    const std::vector<std::string>& transcript() const { return transcript_; }
    // What the engine wrote to stderr (logs, sanitizer reports).
    std::string stderr_text() const;

private:
    bool output_closed() const { return child_ && child_->output_closed(); }

    std::unique_ptr<ChildProcess> child_;  // null if it could not be started
    bool stdin_closed_ = false;
    std::string stderr_path_;
    std::vector<std::string> transcript_;
};

bool starts_with(std::string_view text, std::string_view prefix);
// True if `lines` is not empty and its last line starts with `prefix`.
bool ends_with_prefix(const std::vector<std::string>& lines, std::string_view prefix);
// One line per entry, for failure messages.
std::string join_lines(const std::vector<std::string>& lines);

}  // namespace kabe::test
