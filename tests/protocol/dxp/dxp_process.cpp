#include "tests/protocol/dxp/dxp_process.hpp"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "tests/files.hpp"

namespace kabe::test {

namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point deadline_after(double seconds) {
    return Clock::now() +
           std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

int millis_left(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1'000'000));
}

// Waits until `fd` is readable; false on timeout.
bool wait_readable(int fd, Clock::time_point deadline) {
    while (true) {
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, millis_left(deadline));
        if (ready < 0 && errno == EINTR) continue;
        return ready > 0;
    }
}

}  // namespace

// ---- DxpProcess ------------------------------------------------------------------------

DxpProcess::DxpProcess(std::vector<std::string> args) : args_(std::move(args)) {
    stderr_path_ = ::testing::TempDir() + "kabe_dxp_stderr_XXXXXX";
    const int err_fd = ::mkstemp(stderr_path_.data());
    if (err_fd < 0) {
        ADD_FAILURE() << "cannot create the stderr file: " << std::strerror(errno);
        return;
    }
    ::close(err_fd);  // the child appends to it by name
    std::vector<std::string> words{KABE_BINARY, "dxp"};
    words.insert(words.end(), args_.begin(), args_.end());
    try {
        child_ = std::make_unique<ChildProcess>(
            ChildProcess::Options{std::move(words), "", stderr_path_, /*stdin_pipe=*/false});
    } catch (const SpawnError& e) {
        ADD_FAILURE() << command() << ": " << e.what();
    }
}

DxpProcess::~DxpProcess() {
    if (running()) {
        ADD_FAILURE() << command() << " is still running at the end of the test (killed)";
        terminate();
    }
    if (::testing::Test::HasFailure()) {
        const std::string out =
            (first_line_ ? *first_line_ + '\n' : "") + (child_ ? child_->unread() : "");
        std::cerr << "--- " << command() << " ---\nstdout:\n" << out << stderr_text() << "---\n";
    }
    child_.reset();
    std::remove(stderr_path_.c_str());
}

std::string DxpProcess::command() const {
    std::string text = "kabe dxp";
    for (const auto& arg : args_) text += ' ' + arg;
    return text;
}

std::optional<int> DxpProcess::listening_port(double timeout) {
    if (!first_line_) {
        std::string line;
        if (!child_ ||
            child_->read_line(line, deadline_after(timeout)) != ChildProcess::Read::line) {
            ADD_FAILURE() << command() << ": no 'listening on' line within " << timeout << " s"
                          << (child_ && child_->output_closed() ? " (stdout closed)" : "")
                          << "; stdout: '" << (child_ ? child_->unread() : "") << "'";
            return std::nullopt;
        }
        first_line_ = std::move(line);
    }
    // The contract: the first line is "listening on HOST:PORT".
    const std::string line = *first_line_;
    const std::string prefix = "listening on ";
    const std::size_t colon = line.rfind(':');
    if (line.rfind(prefix, 0) != 0 || colon == std::string::npos) {
        ADD_FAILURE() << command() << ": first stdout line is '" << line << "'";
        return std::nullopt;
    }
    const std::string digits = line.substr(colon + 1);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos ||
        digits.size() > 5) {
        ADD_FAILURE() << command() << ": no port in '" << line << "'";
        return std::nullopt;
    }
    const int port = std::stoi(digits);
    if (port <= 0 || port > 65535) {
        ADD_FAILURE() << command() << ": bad port in '" << line << "'";
        return std::nullopt;
    }
    return port;
}

std::optional<int> DxpProcess::wait_exit(double timeout) {
    if (!running()) return std::nullopt;
    const auto status = child_->wait(deadline_after(timeout));
    if (!status) {
        child_->kill();
        ADD_FAILURE() << command() << " did not exit within " << timeout << " s (killed)";
        return std::nullopt;
    }
    return ChildProcess::exit_code(*status);
}

void DxpProcess::terminate() {
    if (child_) child_->kill();
}

std::string DxpProcess::stderr_text() const {
    return "stderr:\n" + file_contents(stderr_path_);
}

// ---- DxpPeer ---------------------------------------------------------------------------

std::unique_ptr<DxpPeer> DxpPeer::connect(int port) {
    const int s = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (s < 0 || ::connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ADD_FAILURE() << "cannot connect to 127.0.0.1:" << port << ": " << std::strerror(errno);
        if (s >= 0) ::close(s);
        return nullptr;
    }
    return std::make_unique<DxpPeer>(s);
}

DxpPeer::DxpPeer(int socket) : socket_(socket) {}

DxpPeer::~DxpPeer() {
    if (::testing::Test::HasFailure())
        std::cerr << "--- DXP transcript (> peer to Kabe, < Kabe to peer) ---\n" << transcript();
    close();
}

void DxpPeer::close() {
    if (socket_ >= 0) ::close(socket_);
    socket_ = -1;
}

bool DxpPeer::send(const dxp::Message& message) {
    transcript_.push_back("> " + dxp::describe(message) + "  [" + dxp::encode(message) + "]");
    return send_raw(dxp::encode(message) + '\0');
}

bool DxpPeer::send_raw(std::string_view bytes) {
    if (socket_ < 0) {
        ADD_FAILURE() << "send on a closed peer socket";
        return false;
    }
    while (!bytes.empty()) {
        const ssize_t n = ::send(socket_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ADD_FAILURE() << "cannot send to Kabe: " << std::strerror(errno) << '\n'
                          << transcript();
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

std::optional<dxp::Message> DxpPeer::receive(double timeout) {
    const auto deadline = deadline_after(timeout);
    while (true) {
        std::optional<std::string> frame;
        try {
            frame = frames_.next();
        } catch (const dxp::MessageError& e) {
            ADD_FAILURE() << "Kabe sent a bad frame: " << e.what() << '\n' << transcript();
            return std::nullopt;
        }
        if (frame) {
            try {
                dxp::Message message = dxp::decode(*frame);
                transcript_.push_back("< " + dxp::describe(message) + "  [" + *frame + "]");
                if (const auto* chat = std::get_if<dxp::Chat>(&message))
                    chats_.push_back(chat->text);
                return message;
            } catch (const dxp::MessageError& e) {
                transcript_.push_back("< (undecodable) [" + *frame + "]");
                ADD_FAILURE() << "Kabe sent a message that does not decode: " << e.what() << '\n'
                              << transcript();
                return std::nullopt;
            }
        }
        if (eof_ || socket_ < 0 || !wait_readable(socket_, deadline)) return std::nullopt;
        char chunk[4096];
        const ssize_t n = ::recv(socket_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            eof_ = true;
            transcript_.push_back(n == 0 ? "< (connection closed)" : "< (receive error)");
            return std::nullopt;
        }
        frames_.append(std::string_view(chunk, static_cast<std::size_t>(n)));
    }
}

bool DxpPeer::wait_closed(double timeout) {
    const auto deadline = deadline_after(timeout);
    while (!eof_) {
        const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
        if (left <= 0) return false;
        receive(left);
    }
    return true;
}

void DxpPeer::fail_expect(const char* wanted, const dxp::Message* got) {
    ADD_FAILURE() << "expected " << wanted << " from Kabe, got "
                  << (got    ? dxp::describe(*got)
                      : eof_ ? std::string("end of stream")
                             : std::string("nothing in time"))
                  << '\n'
                  << transcript();
}

std::string DxpPeer::transcript() const {
    std::string text;
    for (const auto& line : transcript_) text += "  " + line + '\n';
    return text.empty() ? "  (no messages)\n" : text;
}

// ---- PeerListener ----------------------------------------------------------------------

PeerListener::PeerListener() {
    socket_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = 0;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (socket_ < 0 ||
        ::bind(socket_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        ::listen(socket_, 4) != 0 ||
        ::getsockname(socket_, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        ADD_FAILURE() << "cannot listen on 127.0.0.1: " << std::strerror(errno);
        return;
    }
    port_ = ntohs(address.sin_port);
}

PeerListener::~PeerListener() {
    if (socket_ >= 0) ::close(socket_);
}

std::unique_ptr<DxpPeer> PeerListener::accept(double timeout) {
    if (socket_ < 0 || !wait_readable(socket_, deadline_after(timeout))) {
        ADD_FAILURE() << "no connection on port " << port_ << " within " << timeout << " s";
        return nullptr;
    }
    const int s = ::accept4(socket_, nullptr, nullptr, SOCK_CLOEXEC);
    if (s < 0) {
        ADD_FAILURE() << "accept failed: " << std::strerror(errno);
        return nullptr;
    }
    return std::make_unique<DxpPeer>(s);
}

}  // namespace kabe::test
