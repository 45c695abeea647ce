#pragma once
// DXP over TCP (protocols.md §3.1): a connection carries NUL-terminated messages; a
// listener accepts connections (IPv4 or IPv6, port 27531 by default).

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "protocol/dxp/message.hpp"

namespace kabe::dxp {

inline constexpr int default_port = 27531;

// The peer closed the connection or the network failed.
class ConnectionClosed : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A received frame that is not a valid message, with its text for the CHAT reply.
class BadMessage : public std::runtime_error {
public:
    BadMessage(const std::string& problem, std::string text)
        : std::runtime_error(problem), text_(std::move(text)) {}
    const std::string& text() const { return text_; }

private:
    std::string text_;
};

class Connection {
public:
    // A send that cannot go out for this long fails (ConnectionClosed).
    static constexpr int send_timeout_s = 60;

    explicit Connection(int socket);  // takes ownership
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // Sends a message and its NUL. Throws ConnectionClosed.
    void send(const Message& message);
    // The next message, or nothing if none arrived within `timeout`. Throws
    // ConnectionClosed at end of stream and BadMessage for a frame that does not decode.
    std::optional<Message> receive(std::chrono::milliseconds timeout);
    std::string peer() const { return peer_; }

private:
    int socket_;
    FrameBuffer frames_;
    std::string peer_;
};

class Listener {
public:
    // Binds and listens; port 0 picks a free port (see port()). Throws std::runtime_error.
    Listener(const std::string& host, int port);
    ~Listener();
    Listener(const Listener&) = delete;
    Listener& operator=(const Listener&) = delete;

    int port() const { return port_; }
    // Waits for the next connection.
    std::unique_ptr<Connection> accept();

private:
    int socket_ = -1;
    int port_ = 0;
};

// Connects to host:port; throws std::runtime_error with the reason.
std::unique_ptr<Connection> connect_to(const std::string& host, int port);

// Splits "[HOST:]PORT" (HOST may be an IPv6 address in brackets); throws
// std::invalid_argument.
std::pair<std::string, int> parse_endpoint(const std::string& text,
                                           const std::string& default_host);

}  // namespace kabe::dxp
