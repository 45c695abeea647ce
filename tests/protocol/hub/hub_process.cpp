#include "tests/protocol/hub/hub_process.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

namespace kabe::test {

namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point deadline_after(double seconds) {
    return Clock::now() +
           std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Milliseconds left until `deadline`, for poll() (0 once it has passed).
int millis_left(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1'000'000));
}

}  // namespace

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool ends_with_prefix(const std::vector<std::string>& lines, std::string_view prefix) {
    return !lines.empty() && starts_with(lines.back(), prefix);
}

std::string join_lines(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& line : lines) out += "  | " + line + '\n';
    return out.empty() ? "  (no lines)\n" : out;
}

HubProcess::HubProcess() {
    // A write to an engine that has died must fail with EPIPE, not kill the test runner.
    ::signal(SIGPIPE, SIG_IGN);

    stderr_path_ = ::testing::TempDir() + "kabe_hub_stderr_XXXXXX";
    const int err_fd = ::mkstemp(stderr_path_.data());
    int to_engine[2], from_engine[2];
    if (err_fd < 0 || ::pipe2(to_engine, O_CLOEXEC) != 0 || ::pipe2(from_engine, O_CLOEXEC) != 0) {
        ADD_FAILURE() << "cannot create pipes or the stderr file: " << std::strerror(errno);
        return;
    }
    // Everything the child needs is prepared before fork(): no allocation after it.
    std::string binary = KABE_BINARY, command = "hub";
    char* argv[] = {binary.data(), command.data(), nullptr};

    pid_ = ::fork();
    if (pid_ == 0) {
        ::dup2(to_engine[0], STDIN_FILENO);
        ::dup2(from_engine[1], STDOUT_FILENO);
        ::dup2(err_fd, STDERR_FILENO);
        ::execv(argv[0], argv);
        ::_exit(127);
    }
    ::close(to_engine[0]);
    ::close(from_engine[1]);
    ::close(err_fd);
    in_fd_ = to_engine[1];
    out_fd_ = from_engine[0];
    if (pid_ < 0) {
        ADD_FAILURE() << "fork failed: " << std::strerror(errno);
        return;
    }
    // Non-blocking writes: a long line to an engine that stopped reading must time out.
    ::fcntl(in_fd_, F_SETFL, ::fcntl(in_fd_, F_GETFL) | O_NONBLOCK);
}

HubProcess::~HubProcess() {
    if (running()) {
        close_stdin();
        const auto code = wait_exit();
        EXPECT_EQ(code, 0) << "the engine did not exit cleanly at the end of input\n"
                           << stderr_text();
    }
    if (in_fd_ >= 0) ::close(in_fd_);
    if (out_fd_ >= 0) ::close(out_fd_);
    std::remove(stderr_path_.c_str());
}

bool HubProcess::send(std::string_view line, double timeout) {
    return send_raw(std::string(line) + '\n', timeout);
}

bool HubProcess::send_raw(std::string_view bytes, double timeout) {
    if (in_fd_ < 0) {
        ADD_FAILURE() << "send after close_stdin()";
        return false;
    }
    const auto deadline = deadline_after(timeout);
    while (!bytes.empty()) {
        pollfd p{in_fd_, POLLOUT, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) {
            ADD_FAILURE() << "the engine did not read its input within " << timeout << " s";
            return false;
        }
        const ssize_t n = ::write(in_fd_, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            ADD_FAILURE() << "cannot write to the engine (has it died?): " << std::strerror(errno)
                          << '\n'
                          << stderr_text();
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

bool HubProcess::fill(double timeout) {
    if (eof_ || out_fd_ < 0) return false;
    const auto deadline = deadline_after(timeout);
    while (true) {
        pollfd p{out_fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return false;
        char chunk[4096];
        const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            eof_ = true;
            return false;
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
        return true;
    }
}

std::optional<std::string> HubProcess::read_line(double timeout) {
    const auto deadline = deadline_after(timeout);
    while (true) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            transcript_.push_back(line);
            return line;
        }
        const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
        if (left <= 0 || !fill(left)) return std::nullopt;
    }
}

std::vector<std::string> HubProcess::read_until(std::string_view prefix, double timeout) {
    const auto deadline = deadline_after(timeout);
    std::vector<std::string> lines;
    while (true) {
        const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
        auto line = read_line(std::max(left, 0.0));
        if (!line) {
            ADD_FAILURE() << "no line starting with '" << prefix << "' within " << timeout << " s"
                          << (eof_ ? " (the engine closed its output)" : "") << "; got:\n"
                          << join_lines(lines) << stderr_text();
            return lines;
        }
        lines.push_back(std::move(*line));
        if (starts_with(lines.back(), prefix)) return lines;
    }
}

void HubProcess::close_stdin() {
    if (in_fd_ >= 0) ::close(in_fd_);
    in_fd_ = -1;
}

std::optional<int> HubProcess::wait_exit(double timeout) {
    if (!running()) return std::nullopt;
    const auto deadline = deadline_after(timeout);
    int status = 0;
    while (true) {
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_) break;
        if (r < 0 && errno != EINTR) {
            ADD_FAILURE() << "waitpid failed: " << std::strerror(errno);
            pid_ = -1;
            return std::nullopt;
        }
        if (Clock::now() >= deadline) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
            pid_ = -1;
            ADD_FAILURE() << "the engine did not exit within " << timeout << " s (killed)";
            return std::nullopt;
        }
        // Keep reading its output meanwhile: an engine blocked on a full pipe cannot exit.
        if (!fill(0.01)) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    pid_ = -1;
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}

std::string HubProcess::stderr_text() const {
    std::ifstream in(stderr_path_);
    std::stringstream text;
    text << in.rdbuf();
    return text.str().empty() ? std::string() : "engine stderr:\n" + text.str();
}

}  // namespace kabe::test
