#include "protocol/dxp/connection.hpp"

#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace kabe::dxp {

namespace {

std::string system_error(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

std::string address_text(const sockaddr* address, socklen_t length) {
    char host[NI_MAXHOST], service[NI_MAXSERV];
    if (getnameinfo(address, length, host, sizeof host, service, sizeof service,
                    NI_NUMERICHOST | NI_NUMERICSERV) != 0)
        return "?";
    return std::string(host) + ":" + service;
}

struct AddressList {
    addrinfo* list = nullptr;
    ~AddressList() {
        if (list) freeaddrinfo(list);
    }
};

AddressList resolve(const std::string& host, int port, bool passive) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    AddressList addresses;
    const std::string service = std::to_string(port);
    if (const int rc = getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints,
                                   &addresses.list))
        throw std::runtime_error("cannot resolve " + host + ": " + gai_strerror(rc));
    return addresses;
}

}  // namespace

Connection::Connection(int socket) : socket_(socket) {
    // Reads have their deadline in receive(); a peer that stops reading must not block a
    // send for ever either (its buffers full): the send fails after this.
    timeval send_timeout{};
    send_timeout.tv_sec = send_timeout_s;
    setsockopt(socket_, SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    if (getpeername(socket_, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        peer_ = address_text(reinterpret_cast<sockaddr*>(&address), length);
}

Connection::~Connection() {
    close(socket_);
}

void Connection::send(const Message& message) {
    std::string bytes = encode(message);
    spdlog::debug("dxp > {}", bytes);
    bytes.push_back('\0');
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        // MSG_NOSIGNAL: a peer that went away is an error here, not a SIGPIPE.
        const ssize_t n = ::send(socket_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            throw ConnectionClosed("send to " + peer_ + " timed out: the peer does not read");
        if (n <= 0) throw ConnectionClosed(system_error("send to " + peer_));
        sent += static_cast<std::size_t>(n);
    }
}

std::optional<Message> Connection::receive(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        std::optional<std::string> frame;
        try {
            frame = frames_.next();
        } catch (const MessageError& e) {
            throw BadMessage(e.what(), "");
        }
        if (frame) {
            spdlog::debug("dxp < {}", *frame);
            try {
                return decode(*frame);
            } catch (const MessageError& e) {
                throw BadMessage(e.what(), *frame);
            }
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd p{socket_, POLLIN, 0};
        const int ready = poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1 << 30)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) throw ConnectionClosed(system_error("poll"));
        if (ready == 0) return std::nullopt;
        char buffer[4096];
        const ssize_t n = recv(socket_, buffer, sizeof buffer, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw ConnectionClosed(system_error("receive from " + peer_));
        if (n == 0) throw ConnectionClosed("connection closed by " + peer_);
        frames_.append(std::string_view(buffer, static_cast<std::size_t>(n)));
    }
}

Listener::Listener(const std::string& host, int port) {
    const AddressList addresses = resolve(host, port, true);
    std::string failure = "no address for " + host;
    for (addrinfo* a = addresses.list; a; a = a->ai_next) {
        const int s = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (s < 0) {
            failure = system_error("socket");
            continue;
        }
        const int yes = 1;
        setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if (bind(s, a->ai_addr, a->ai_addrlen) == 0 && listen(s, 4) == 0) {
            socket_ = s;
            sockaddr_storage bound{};
            socklen_t length = sizeof bound;
            getsockname(s, reinterpret_cast<sockaddr*>(&bound), &length);
            const std::string text = address_text(reinterpret_cast<sockaddr*>(&bound), length);
            port_ = std::stoi(text.substr(text.rfind(':') + 1));
            return;
        }
        failure = system_error("cannot listen on " + host + ":" + std::to_string(port));
        close(s);
    }
    throw std::runtime_error(failure);
}

Listener::~Listener() {
    if (socket_ >= 0) close(socket_);
}

std::unique_ptr<Connection> Listener::accept() {
    while (true) {
        const int s = accept4(socket_, nullptr, nullptr, SOCK_CLOEXEC);
        if (s >= 0) return std::make_unique<Connection>(s);
        if (errno != EINTR && errno != ECONNABORTED)
            throw std::runtime_error(system_error("accept"));
    }
}

std::unique_ptr<Connection> connect_to(const std::string& host, int port) {
    const AddressList addresses = resolve(host, port, false);
    std::string failure = "no address for " + host;
    for (addrinfo* a = addresses.list; a; a = a->ai_next) {
        const int s = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (s < 0) continue;
        if (connect(s, a->ai_addr, a->ai_addrlen) == 0) return std::make_unique<Connection>(s);
        failure = system_error("cannot connect to " + host + ":" + std::to_string(port));
        close(s);
    }
    throw std::runtime_error(failure);
}

std::pair<std::string, int> parse_endpoint(const std::string& text,
                                           const std::string& default_host) {
    std::string host = default_host, port_text = text;
    if (!text.empty() && text.front() == '[') {  // [IPv6]:port
        const auto close = text.find("]:");
        if (close == std::string::npos) throw std::invalid_argument("expected [HOST]:PORT");
        host = text.substr(1, close - 1);
        port_text = text.substr(close + 2);
    } else if (const auto colon = text.rfind(':'); colon != std::string::npos) {
        host = text.substr(0, colon);
        port_text = text.substr(colon + 1);
    }
    // A bare host ("127.0.0.1", "localhost") is the likelier mistake than a bad port.
    if (port_text == text && port_text.find_first_not_of("0123456789") != std::string::npos)
        throw std::invalid_argument("'" + text + "' has no port: HOST:PORT, e.g. " + text +
                                    ":27531");
    std::size_t used = 0;
    int port = -1;
    try {
        port = std::stoi(port_text, &used);
    } catch (const std::exception&) {
    }
    if (used != port_text.size() || port < 0 || port > 65535)
        throw std::invalid_argument("bad port '" + port_text + "' (0-65535)");
    return {host, port};
}

}  // namespace kabe::dxp
