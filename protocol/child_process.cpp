#include "protocol/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>
#include <utility>

namespace kabe {

namespace {

using Clock = ChildProcess::Clock;
using namespace std::chrono_literals;

// Milliseconds until `deadline` for poll(), rounded up so that we never spin at the end.
int millis_left(Clock::time_point deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    return static_cast<int>(std::clamp<long long>(left.count(), 0, 1'000'000));
}

// Clears close-on-exec where dup2 had nothing to do (the pipe already got the target fd).
void move_fd(int from, int to) {
    if (from == to)
        ::fcntl(to, F_SETFD, 0);
    else
        ::dup2(from, to);
}

// What the child reports through the close-on-exec pipe when it cannot exec.
struct ExecReport {
    char stage;  // 'd': chdir, 'x': exec
    int error;
};

}  // namespace

ChildProcess::ChildProcess(Options options) : options_(std::move(options)) {
    if (options_.argv.empty() || options_.argv[0].empty()) throw SpawnError("no command to run");
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, nullptr);

    const std::string err_path = options_.stderr_path.empty() ? "/dev/null" : options_.stderr_path;
    const int err_fd = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (err_fd < 0) throw SpawnError("cannot open " + err_path + ": " + std::strerror(errno));
    int to_child[2] = {-1, -1}, from_child[2], report[2];
    if (options_.stdin_pipe) {
        if (::pipe2(to_child, O_CLOEXEC) != 0) to_child[0] = to_child[1] = -1;
    } else {
        to_child[0] = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    }
    if (::pipe2(from_child, O_CLOEXEC) != 0) from_child[0] = from_child[1] = -1;
    if (::pipe2(report, O_CLOEXEC) != 0) report[0] = report[1] = -1;
    const auto close_all = [&] {
        for (int fd :
             {err_fd, to_child[0], to_child[1], from_child[0], from_child[1], report[0], report[1]})
            if (fd >= 0) ::close(fd);
    };
    if (to_child[0] < 0 || from_child[0] < 0 || report[0] < 0) {
        const std::string why = std::strerror(errno);
        close_all();
        throw SpawnError("cannot create pipes: " + why);
    }
    // Everything the child needs is prepared before fork(): no allocation after it (another
    // thread may hold the allocator's lock at the fork).
    std::vector<char*> argv;
    for (auto& arg : options_.argv) argv.push_back(arg.data());
    argv.push_back(nullptr);
    const char* directory = options_.working_directory.c_str();

    const pid_t pid = ::fork();
    if (pid == 0) {
        // Its own process group, so that killing the group also ends what a wrapper script
        // started; SIGPIPE back to the default, since ignored signals survive exec.
        ::setpgid(0, 0);
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        ::sigaction(SIGPIPE, &dfl, nullptr);
        move_fd(to_child[0], STDIN_FILENO);
        move_fd(from_child[1], STDOUT_FILENO);
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
        throw SpawnError("fork failed: " + why);
    }
    ::setpgid(pid, pid);  // also here: kill() may run before the child gets to it
    pid_ = pid;
    in_fd_ = std::exchange(to_child[1], -1);
    out_fd_ = std::exchange(from_child[0], -1);
    ::close(std::exchange(report[1], -1));
    // The report pipe closes on a successful exec: end of file means the program runs.
    ExecReport r{};
    ssize_t n;
    while ((n = ::read(report[0], &r, sizeof r)) < 0 && errno == EINTR) {
    }
    close_all();
    if (n == static_cast<ssize_t>(sizeof r)) {
        kill();
        if (in_fd_ >= 0) ::close(std::exchange(in_fd_, -1));
        ::close(std::exchange(out_fd_, -1));
        throw SpawnError(
            "cannot " +
            (r.stage == 'd' ? "enter " + options_.working_directory : "run " + options_.argv[0]) +
            ": " + std::strerror(r.error));
    }
    // Non-blocking writes: a child that stops reading must not block us.
    if (in_fd_ >= 0) ::fcntl(in_fd_, F_SETFL, ::fcntl(in_fd_, F_GETFL) | O_NONBLOCK);
}

ChildProcess::~ChildProcess() {
    kill();
    if (in_fd_ >= 0) ::close(in_fd_);
    if (out_fd_ >= 0) ::close(out_fd_);
}

ChildProcess::Write ChildProcess::write(std::string_view bytes, Clock::time_point deadline) {
    write_error_ = 0;
    if (in_fd_ < 0) {
        write_error_ = EBADF;
        return Write::failed;
    }
    while (!bytes.empty()) {
        pollfd p{in_fd_, POLLOUT, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return Write::timeout;
        const ssize_t n = ::write(in_fd_, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            write_error_ = errno;
            return Write::failed;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return Write::done;
}

void ChildProcess::close_stdin() {
    if (in_fd_ >= 0) ::close(std::exchange(in_fd_, -1));
}

bool ChildProcess::fill(Clock::time_point deadline, bool keep) {
    while (!eof_ && out_fd_ >= 0) {
        pollfd p{out_fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return false;
        char chunk[4096];
        const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) {
            eof_ = true;
            return false;
        }
        if (keep) buffer_.append(chunk, static_cast<std::size_t>(n));
        return true;
    }
    return false;
}

ChildProcess::Read ChildProcess::read_line(std::string& line, Clock::time_point deadline,
                                           std::size_t max_length) {
    while (true) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            line.assign(buffer_, 0, end);
            buffer_.erase(0, end + 1);
            return Read::line;
        }
        if (buffer_.size() > max_length) return Read::too_long;
        if (!fill(deadline, true)) return eof_ ? Read::closed : Read::timeout;
    }
}

std::string ChildProcess::take_unread() {
    return std::exchange(buffer_, {});
}

bool ChildProcess::exited() const {
    if (pid_ <= 0) return true;
    siginfo_t info{};
    // WNOWAIT leaves the zombie: its pid keeps naming our process group until we reap it.
    if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0)
        return errno == ECHILD;  // reaped behind our back (SIGCHLD ignored): gone
    return info.si_pid == pid_;
}

std::optional<int> ChildProcess::wait(Clock::time_point deadline, bool keep_output) {
    while (pid_ > 0 && !exited()) {
        if (Clock::now() >= deadline) return std::nullopt;
        if (!fill(std::min(deadline, Clock::now() + 5ms), keep_output) && eof_)
            std::this_thread::sleep_for(2ms);  // output closed, only the exit is left
    }
    reap();
    return status_;
}

void ChildProcess::kill() {
    if (pid_ <= 0) return;
    ::kill(-pid_, SIGKILL);  // the group: whatever a wrapper script started as well
    ::kill(pid_, SIGKILL);
    reap();
}

void ChildProcess::reap() {
    if (pid_ <= 0) return;
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    status_ = status;
    pid_ = -1;
}

int ChildProcess::exit_code(int status) {
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}

}  // namespace kabe
