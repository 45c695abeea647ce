#include "protocol/hub/client.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>

#include "protocol/hub/line.hpp"

namespace kabe::match {

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

constexpr std::size_t max_line = 1 << 20;  // longer is garbage, not a Hub line
constexpr std::size_t recent_lines = 12;   // kept for failure messages
constexpr auto quit_grace = 300ms;         // for a clean exit after `quit`
constexpr auto command_timeout = 5s;       // for writes outside start() and think()

// Milliseconds until `deadline` for poll(), rounded up so that we never spin at the end.
int millis_left(Clock::time_point deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    return static_cast<int>(std::clamp<long long>(left.count(), 0, 1'000'000));
}

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n';
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status))
        return "killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
               ::strsignal(WTERMSIG(status)) + ")";
    return "ended";
}

// Clears close-on-exec where dup2 had nothing to do (the pipe already got the target fd).
void move_fd(int from, int to) {
    if (from == to)
        ::fcntl(to, F_SETFD, 0);
    else
        ::dup2(from, to);
}

template <class T>
std::optional<T> number(std::optional<std::string> text) {
    if (!text) return std::nullopt;
    std::string_view s = *text;
    if (s.starts_with('+')) s.remove_prefix(1);  // from_chars does not take a plus sign
    T value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

// What the child reports through the close-on-exec pipe when it cannot exec.
struct ExecReport {
    char stage;  // 'd': chdir, 'x': exec
    int error;
};

}  // namespace

std::vector<std::string> split_command(std::string_view command) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;  // '' makes an empty word, so "empty so far" is not enough
    for (std::size_t i = 0; i < command.size(); ++i) {
        const char c = command[i];
        if (blank(c)) {
            if (in_word) words.push_back(std::exchange(word, {}));
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\\') {
            if (++i == command.size())
                throw std::invalid_argument("trailing backslash in: " + std::string(command));
            word += command[i];
        } else if (c == '\'' || c == '"') {
            std::size_t j = i + 1;
            for (; j < command.size() && command[j] != c; ++j) {
                // In double quotes a backslash escapes only what the shell would.
                if (c == '"' && command[j] == '\\' && j + 1 < command.size() &&
                    std::string_view("\"\\$`").find(command[j + 1]) != std::string_view::npos)
                    ++j;
                word += command[j];
            }
            if (j == command.size())
                throw std::invalid_argument("unbalanced " + std::string(1, c) +
                                            " in: " + std::string(command));
            i = j;
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

HubClient::HubClient(EngineSpec spec) : spec_(std::move(spec)) {
    if (spec_.argv.empty() || spec_.argv[0].empty())
        throw EngineFailure(spec_.name + ": no command to run");
    // A write to an engine that has died must fail with EPIPE, not kill the match.
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, nullptr);

    const std::string err_path = spec_.stderr_path.empty() ? "/dev/null" : spec_.stderr_path;
    const int err_fd = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (err_fd < 0)
        throw EngineFailure(spec_.name + ": cannot open " + err_path + ": " + std::strerror(errno));
    int to_engine[2], from_engine[2], report[2];
    if (::pipe2(to_engine, O_CLOEXEC) != 0) to_engine[0] = to_engine[1] = -1;
    if (::pipe2(from_engine, O_CLOEXEC) != 0) from_engine[0] = from_engine[1] = -1;
    if (::pipe2(report, O_CLOEXEC) != 0) report[0] = report[1] = -1;
    const auto close_all = [&] {
        for (int fd : {err_fd, to_engine[0], to_engine[1], from_engine[0], from_engine[1],
                       report[0], report[1]})
            if (fd >= 0) ::close(fd);
    };
    if (to_engine[0] < 0 || from_engine[0] < 0 || report[0] < 0) {
        const std::string why = std::strerror(errno);
        close_all();
        throw EngineFailure(spec_.name + ": cannot create pipes: " + why);
    }
    // Everything the child needs is prepared before fork(): no allocation after it.
    std::vector<char*> argv;
    for (auto& arg : spec_.argv) argv.push_back(arg.data());
    argv.push_back(nullptr);
    const char* directory = spec_.working_directory.c_str();

    const pid_t pid = ::fork();
    if (pid == 0) {
        // Its own process group, so that killing the group also ends what a wrapper script
        // started; SIGPIPE back to the default, since ignored signals survive exec.
        ::setpgid(0, 0);
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        ::sigaction(SIGPIPE, &dfl, nullptr);
        move_fd(to_engine[0], STDIN_FILENO);
        move_fd(from_engine[1], STDOUT_FILENO);
        move_fd(err_fd, STDERR_FILENO);
        ExecReport r{'d', 0};
        if (directory[0] == '\0' || ::chdir(directory) == 0) {
            ::execvp(argv[0], argv.data());
            r.stage = 'x';
        }
        r.error = errno;
        [[maybe_unused]] const auto n = ::write(report[1], &r, sizeof r);
        ::_exit(127);
    }
    if (pid < 0) {
        const std::string why = std::strerror(errno);
        close_all();
        throw EngineFailure(spec_.name + ": fork failed: " + why);
    }
    ::setpgid(pid, pid);  // also here: kill_and_reap() may run before the child gets to it
    pid_ = pid;
    in_fd_ = std::exchange(to_engine[1], -1);
    out_fd_ = std::exchange(from_engine[0], -1);
    ::close(std::exchange(report[1], -1));
    // The report pipe closes on a successful exec: end of file means the engine runs.
    ExecReport r{};
    ssize_t n;
    while ((n = ::read(report[0], &r, sizeof r)) < 0 && errno == EINTR) {
    }
    close_all();
    if (n == static_cast<ssize_t>(sizeof r)) {
        kill_and_reap();
        ::close(std::exchange(in_fd_, -1));
        ::close(std::exchange(out_fd_, -1));
        throw EngineFailure(
            spec_.name + ": cannot " +
            (r.stage == 'd' ? "enter " + spec_.working_directory : "run " + spec_.argv[0]) + ": " +
            std::strerror(r.error));
    }
    // Non-blocking writes: an engine that stops reading must not block the match.
    ::fcntl(in_fd_, F_SETFL, ::fcntl(in_fd_, F_GETFL) | O_NONBLOCK);
}

HubClient::~HubClient() {
    try {
        if (pid_ > 0 && in_fd_ >= 0) {
            [[maybe_unused]] const auto n = ::write(in_fd_, "quit\n", 5);
        }
        if (in_fd_ >= 0) ::close(std::exchange(in_fd_, -1));  // end of input: Scan exits too
        const auto deadline = Clock::now() + quit_grace;
        while (pid_ > 0 && !exited() && Clock::now() < deadline) {
            // Drain its output meanwhile: an engine blocked on a full pipe cannot exit.
            pollfd p{out_fd_, POLLIN, 0};
            char discard[4096];
            if (::poll(&p, 1, 5) > 0 && ::read(out_fd_, discard, sizeof discard) == 0)
                ::usleep(2000);  // output closed, only the exit is left to wait for
        }
        kill_and_reap();
        if (out_fd_ >= 0) ::close(std::exchange(out_fd_, -1));
    } catch (...) {
        // Nothing sensible to do in a destructor; the process is killed above before
        // anything that can throw (only strings are built after it).
    }
}

bool HubClient::exited() const {
    if (pid_ <= 0) return true;
    siginfo_t info{};
    // WNOWAIT leaves the zombie: its pid keeps naming our process group until we reap it.
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0)
        return errno == ECHILD;  // reaped behind our back (SIGCHLD ignored): gone
    return info.si_pid == pid_;
}

void HubClient::kill_and_reap() {
    if (pid_ <= 0) return;
    ::kill(-pid_, SIGKILL);  // the group: whatever a wrapper script started as well
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    exit_status_ = status;
    pid_ = -1;
}

bool HubClient::running() {
    if (pid_ > 0 && exited()) kill_and_reap();
    return pid_ > 0;
}

EngineFailure HubClient::fail(const std::string& what) {
    failed_ = true;
    const bool was_running = pid_ > 0 && !exited();
    kill_and_reap();
    std::string message = spec_.name + ": " + what;
    message += was_running ? " (killed)" : " (" + describe_status(exit_status_) + ")";
    if (!recent_.empty()) {
        message += "; its last lines:";
        for (const auto& line : recent_) message += "\n  | " + line;
    }
    return EngineFailure(message);
}

void HubClient::check_usable() const {
    if (failed_ || pid_ <= 0)
        throw EngineFailure(spec_.name + ": the engine is gone (it failed before)");
}

void HubClient::send(std::string_view line, Clock::time_point deadline) {
    std::string bytes(line);
    bytes += '\n';
    std::string_view rest = bytes;
    while (!rest.empty()) {
        pollfd p{in_fd_, POLLOUT, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) throw fail("does not read its input (sending '" + std::string(line) + "')");
        const ssize_t n = ::write(in_fd_, rest.data(), rest.size());
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            throw fail("cannot take '" + std::string(line) + "': " + std::strerror(errno));
        }
        rest.remove_prefix(static_cast<std::size_t>(n));
    }
}

std::string HubClient::read_line(Clock::time_point deadline, std::string_view waiting_for) {
    while (true) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();  // CRLF engines
            recent_.push_back(line);
            if (recent_.size() > recent_lines) recent_.erase(recent_.begin());
            return line;
        }
        if (buffer_.size() > max_line) throw fail("wrote a line of over 1 MiB");
        pollfd p{out_fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) throw fail("no " + std::string(waiting_for) + " before the deadline");
        char chunk[4096];
        const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) {
            // Give a crashing engine a moment to be reaped, so that we can say how it ended.
            for (int i = 0; i < 50 && !exited(); ++i) ::usleep(2000);
            if (!buffer_.empty()) recent_.push_back(std::exchange(buffer_, {}));
            throw fail("closed its output while we waited for " + std::string(waiting_for));
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void HubClient::start(std::chrono::milliseconds timeout) {
    check_usable();
    const auto deadline = Clock::now() + timeout;
    send("hub", deadline);
    // P-H1: an engine not in hub mode prints a board and never `wait`s: it times out here.
    for (hub::Line line; line.command != "wait";) {
        line = hub::parse_line(read_line(deadline, "'wait' after 'hub' (is it a Hub engine?)"));
        if (line.command == "id") id_name_ = line.get("name").value_or(id_name_);
        if (line.command == "error") throw fail("error in reply to 'hub'");
    }
    for (const auto& [name, value] : spec_.params)
        send(hub::LineBuilder("set-param").arg("name", name).arg("value", value).str(), deadline);
    send("init", deadline);
    for (hub::Line line; line.command != "ready";) {
        line = hub::parse_line(read_line(deadline, "'ready' after 'init'"));
        if (line.command == "error") throw fail("refused a parameter or 'init'");
    }
}

void HubClient::new_game() {
    check_usable();
    send("new-game", Clock::now() + command_timeout);
}

EngineMove HubClient::think(const std::string& hub_position, const std::vector<std::string>& moves,
                            const std::vector<std::string>& level_lines,
                            Clock::time_point deadline) {
    check_usable();
    hub::LineBuilder pos("pos");
    pos.arg("pos", hub_position);
    if (!moves.empty()) {
        std::string joined;
        for (const auto& m : moves) joined += (joined.empty() ? "" : " ") + m;
        pos.arg("moves", joined);
    }
    send(pos.str(), deadline);
    for (const auto& level : level_lines) send(level, deadline);
    send("go think", deadline);

    EngineMove result;
    while (true) {
        std::string text = read_line(deadline, "'done' after 'go think'");
        const hub::Line line = hub::parse_line(text);
        result.log.push_back(std::move(text));
        if (line.command == "done") {
            // A bare `done` (or `move=""`) means no legal move (P-H9).
            result.move = line.get("move").value_or("");
            result.ponder = line.get("ponder");
            return result;
        }
        if (line.command == "info") {
            if (auto score = number<double>(line.get("score"))) result.score = score;
            if (auto depth = number<int>(line.get("depth"))) result.depth = depth;
        } else if (line.command == "error") {
            throw fail("error in reply to the position, level or go");
        }
        // Anything else (`pong`, free-form chatter) is not for us (P-H2).
    }
}

}  // namespace kabe::match
