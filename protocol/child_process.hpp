#pragma once
// A program run as a child process, spoken to over pipes: its stdin and stdout, line by
// line, every wait with a deadline (poll()), so that a hung child costs its caller a
// timeout, never a hang. The Hub client (protocol/hub/client.hpp) runs engines with it, the
// Hub and DXP test harnesses run `kabe` itself.
//
// The child gets its own process group, so that kill() also ends what a wrapper script
// started. Creating one makes this process ignore SIGPIPE from then on: a write to a child
// that has died must fail with EPIPE, not kill the parent.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kabe {

// The child could not be started. what() says why without naming the program's role
// ("cannot run ./scan: No such file or directory"): callers prefix their own name.
class SpawnError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

class ChildProcess {
public:
    using Clock = std::chrono::steady_clock;

    struct Options {
        std::vector<std::string> argv;  // program and arguments; the program is looked up
                                        // in PATH when it has no '/' (execvp)
        // Empty: the current one. A relative program path with a '/' is looked up from
        // there, as in `cd dir && ./scan hub`.
        std::string working_directory;
        std::string stderr_path;  // the child's stderr is appended here; empty: /dev/null
        bool stdin_pipe = true;   // false: the child reads /dev/null
    };

    // Starts the child; throws SpawnError if it cannot (no such program, bad directory,
    // no pipes). Only returns once the program runs (exec succeeded).
    explicit ChildProcess(Options options);
    // Kills (SIGKILL) and reaps the child if it is still there.
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    pid_t pid() const { return pid_; }  // -1 once reaped
    const Options& options() const { return options_; }

    enum class Write { done, timeout, failed };
    // Writes all of `bytes` (the pipe is non-blocking: a child that stops reading makes it
    // time out, not block). On `failed`, write_error() is the errno (EPIPE: it has gone).
    Write write(std::string_view bytes, Clock::time_point deadline);
    int write_error() const { return write_error_; }
    // End of input for the child; later writes fail.
    void close_stdin();

    enum class Read { line, timeout, closed, too_long };
    // The next line of its stdout into `line`, without the '\n' (a '\r' before it is left
    // for the caller). `closed`: end of output (what came after the last '\n' is in
    // unread()); `too_long`: more than `max_length` bytes without a '\n'.
    Read read_line(std::string& line, Clock::time_point deadline,
                   std::size_t max_length = std::string::npos);
    // Output read but not yet returned as a line.
    const std::string& unread() const { return buffer_; }
    std::string take_unread();
    bool output_closed() const { return eof_; }

    // It has ended (not reaped yet, so that its pid still names our process group).
    bool exited() const;
    // Waits for it to end and reaps it: its waitpid status, or nothing at the deadline (it
    // still runs). Meanwhile its output is drained (kept in unread() if keep_output): a
    // child blocked on a full pipe cannot exit.
    std::optional<int> wait(Clock::time_point deadline, bool keep_output = true);
    // SIGKILL to its process group and to itself, then reaps it; nothing if already reaped.
    void kill();
    int status() const { return status_; }  // the waitpid status once reaped

    // The exit code of a waitpid status: 128 + the signal number if killed by a signal.
    static int exit_code(int status);

private:
    bool fill(Clock::time_point deadline, bool keep);  // reads more output; false: none
    void reap();

    Options options_;
    pid_t pid_ = -1;
    int in_fd_ = -1;   // the child's stdin (we write)
    int out_fd_ = -1;  // the child's stdout (we read)
    bool eof_ = false;
    std::string buffer_;
    int write_error_ = 0;
    int status_ = 0;
};

}  // namespace kabe
