#pragma once
// Test helpers for DXP (protocols.md §3) against the real binary (KABE_BINARY):
//
// - DxpProcess runs `kabe dxp ...` as a child (ChildProcess), reads its "listening on HOST:PORT"
// line with
//   a deadline and waits for its exit with a deadline (SIGKILL and a test failure on a
//   hang). Its stderr (the logs) goes to a temporary file that is printed when the test
//   has failed, so that a broken exchange shows what Kabe thought.
// - DxpPeer is a scripted DXP peer on a raw TCP socket: it sends messages encoded with
//   kabe::dxp::encode (or raw bytes, for garbage) and receives with a deadline through
//   FrameBuffer + decode. Every message both ways is kept in a transcript for failure
//   messages.
// - PeerListener is a raw TCP server, for Kabe as the connecting side.
//
// Deadlines are generous (a loaded 2-core machine, the sanitizers); every wait has one.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "protocol/child_process.hpp"
#include "protocol/dxp/message.hpp"

namespace kabe::test {

inline constexpr double dxp_timeout = 20.0;  // seconds

// The DXP name of a message type, for failure messages.
template <class T>
constexpr const char* message_name() {
    if constexpr (std::is_same_v<T, dxp::GameRequest>) return "GAMEREQ";
    if constexpr (std::is_same_v<T, dxp::GameAccept>) return "GAMEACC";
    if constexpr (std::is_same_v<T, dxp::MoveMessage>) return "MOVE";
    if constexpr (std::is_same_v<T, dxp::GameEnd>) return "GAMEEND";
    if constexpr (std::is_same_v<T, dxp::Chat>) return "CHAT";
    if constexpr (std::is_same_v<T, dxp::BackRequest>) return "BACKREQ";
    if constexpr (std::is_same_v<T, dxp::BackAccept>) return "BACKACC";
    return "?";
}

class DxpProcess {
public:
    // Runs `kabe dxp <args...>`.
    explicit DxpProcess(std::vector<std::string> args);
    // A process still running here is a test failure (it is killed): tests say what they
    // expect with wait_exit() or terminate().
    ~DxpProcess();
    DxpProcess(const DxpProcess&) = delete;
    DxpProcess& operator=(const DxpProcess&) = delete;

    bool running() const { return child_ && child_->pid() > 0; }
    // The port of the first stdout line "listening on HOST:PORT"; a test failure and nothing
    // if it does not come in time.
    std::optional<int> listening_port(double timeout = dxp_timeout);
    // The exit code (128 + signal if killed by one). On timeout: SIGKILL, a test failure,
    // nothing.
    std::optional<int> wait_exit(double timeout = dxp_timeout);
    // Stops a process that serves forever (SIGKILL) without failing the test.
    void terminate();
    std::string stderr_text() const;
    // The command line, for failure messages.
    std::string command() const;

private:
    std::vector<std::string> args_;
    std::unique_ptr<ChildProcess> child_;    // null if it could not be started
    std::optional<std::string> first_line_;  // of its stdout, once read
    std::string stderr_path_;
};

class DxpPeer {
public:
    // Connects to 127.0.0.1:port; nothing (and a test failure) if that fails.
    static std::unique_ptr<DxpPeer> connect(int port);
    explicit DxpPeer(int socket);  // takes ownership
    ~DxpPeer();
    DxpPeer(const DxpPeer&) = delete;
    DxpPeer& operator=(const DxpPeer&) = delete;

    // Sends the message and its NUL. False (and a test failure) if the socket refuses it.
    bool send(const dxp::Message& message);
    // Sends bytes as they are: no NUL added.
    bool send_raw(std::string_view bytes);

    // The next message; nothing on timeout, at end of stream, or for a frame that does not
    // decode (that one is a test failure: Kabe must only send valid DXP).
    std::optional<dxp::Message> receive(double timeout = dxp_timeout);
    // The next message of type T. CHATs before it are skipped (kept in chats()) unless T is
    // Chat; anything else, or nothing in time, is a test failure with the transcript.
    template <class T>
    std::optional<T> expect(double timeout = dxp_timeout) {
        while (true) {
            auto message = receive(timeout);
            if (!message) {
                fail_expect(message_name<T>(), nullptr);
                return std::nullopt;
            }
            if (auto* m = std::get_if<T>(&*message)) return *m;
            if (std::holds_alternative<dxp::Chat>(*message)) continue;
            fail_expect(message_name<T>(), &*message);
            return std::nullopt;
        }
    }
    // True once the other side closes the connection; messages until then are recorded
    // (CHATs in chats()). False on timeout.
    bool wait_closed(double timeout = dxp_timeout);
    void close();

    // Every CHAT text received so far.
    const std::vector<std::string>& chats() const { return chats_; }
    // "> ..." sent and "< ..." received, one entry per message.
    std::string transcript() const;
    bool eof() const { return eof_; }

private:
    void fail_expect(const char* wanted, const dxp::Message* got);

    int socket_ = -1;
    bool eof_ = false;
    dxp::FrameBuffer frames_;
    std::vector<std::string> chats_;
    std::vector<std::string> transcript_;
};

// A TCP server on 127.0.0.1 with a free port.
class PeerListener {
public:
    PeerListener();
    ~PeerListener();
    PeerListener(const PeerListener&) = delete;
    PeerListener& operator=(const PeerListener&) = delete;

    int port() const { return port_; }
    // The next connection; nothing (and a test failure) if none comes in time.
    std::unique_ptr<DxpPeer> accept(double timeout = dxp_timeout);

private:
    int socket_ = -1;
    int port_ = 0;
};

}  // namespace kabe::test
