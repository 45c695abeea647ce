#include "tests/protocol/hub/hub_process.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "tests/files.hpp"

namespace kabe::test {

namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point deadline_after(double seconds) {
    return Clock::now() +
           std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
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
    stderr_path_ = ::testing::TempDir() + "kabe_hub_stderr_XXXXXX";
    const int err_fd = ::mkstemp(stderr_path_.data());
    if (err_fd < 0) {
        ADD_FAILURE() << "cannot create the stderr file: " << std::strerror(errno);
        return;
    }
    ::close(err_fd);  // the child appends to it by name
    try {
        child_ = std::make_unique<ChildProcess>(
            ChildProcess::Options{{KABE_BINARY, "hub"}, "", stderr_path_, /*stdin_pipe=*/true});
    } catch (const SpawnError& e) {
        ADD_FAILURE() << e.what();
    }
}

HubProcess::~HubProcess() {
    if (running()) {
        close_stdin();
        const auto code = wait_exit();
        EXPECT_EQ(code, 0) << "the engine did not exit cleanly at the end of input\n"
                           << stderr_text();
    }
    child_.reset();
    std::remove(stderr_path_.c_str());
}

bool HubProcess::send(std::string_view line, double timeout) {
    return send_raw(std::string(line) + '\n', timeout);
}

bool HubProcess::send_raw(std::string_view bytes, double timeout) {
    if (!child_ || stdin_closed_) {
        ADD_FAILURE() << "send after close_stdin()";
        return false;
    }
    switch (child_->write(bytes, deadline_after(timeout))) {
        case ChildProcess::Write::done:
            return true;
        case ChildProcess::Write::timeout:
            ADD_FAILURE() << "the engine did not read its input within " << timeout << " s";
            return false;
        case ChildProcess::Write::failed:
            ADD_FAILURE() << "cannot write to the engine (has it died?): "
                          << std::strerror(child_->write_error()) << '\n'
                          << stderr_text();
            return false;
    }
    return false;
}

std::optional<std::string> HubProcess::read_line(double timeout) {
    std::string line;
    if (!child_ || child_->read_line(line, deadline_after(timeout)) != ChildProcess::Read::line)
        return std::nullopt;
    transcript_.push_back(line);
    return line;
}

std::vector<std::string> HubProcess::read_until(std::string_view prefix, double timeout) {
    const auto deadline = deadline_after(timeout);
    std::vector<std::string> lines;
    while (true) {
        const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
        auto line = read_line(std::max(left, 0.0));
        if (!line) {
            ADD_FAILURE() << "no line starting with '" << prefix << "' within " << timeout << " s"
                          << (output_closed() ? " (the engine closed its output)" : "")
                          << "; got:\n"
                          << join_lines(lines) << stderr_text();
            return lines;
        }
        lines.push_back(std::move(*line));
        if (starts_with(lines.back(), prefix)) return lines;
    }
}

void HubProcess::close_stdin() {
    if (child_) child_->close_stdin();
    stdin_closed_ = true;
}

std::optional<int> HubProcess::wait_exit(double timeout) {
    if (!running()) return std::nullopt;
    const auto status = child_->wait(deadline_after(timeout));
    if (!status) {
        child_->kill();
        ADD_FAILURE() << "the engine did not exit within " << timeout << " s (killed)";
        return std::nullopt;
    }
    return ChildProcess::exit_code(*status);
}

std::string HubProcess::stderr_text() const {
    const std::string text = file_contents(stderr_path_);
    return text.empty() ? std::string() : "engine stderr:\n" + text;
}

}  // namespace kabe::test
