#pragma once
// `kabe gui`: a small HTTP server (Boost.Beast, one thread per connection) serving the
// page embedded at build time (gui/, assets.hpp) and the JSON API of api.hpp;
// engine analysis streams as server-sent events. Routes and formats: docs/gui.md.
//
// No request can stop it: every error becomes an HTTP answer (400 for bad input, 401
// without the token, 404, 405, 413 and 431 for a request too large, 503 when busy, 500
// for a bug) and the server goes on. Every read and write has a deadline: a client that
// stalls is dropped, so that it cannot hold one of the capped connections.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace kabe::gui {

class GuiServer {
public:
    // Binds host:port (port 0: any free port, see port()); throws std::runtime_error if
    // the address cannot be used.
    GuiServer(const std::string& host, unsigned short port);
    ~GuiServer();
    GuiServer(const GuiServer&) = delete;
    GuiServer& operator=(const GuiServer&) = delete;

    unsigned short port() const { return port_; }
    // The file /api/watch reads (kabe gui --watch); set before run().
    void watch(std::string path) { watch_path_ = std::move(path); }
    // Every /api/ request must then carry this token (query `token=` or header
    // X-Kabe-Token), else 401: for a server others can reach. Set before run().
    void require_token(std::string token) { token_ = std::move(token); }
    // How long one request may take to arrive, and one answer (or one event of a
    // stream) to be taken, before the connection is dropped; also how long an idle
    // keep-alive connection stays open. Set before run().
    void set_io_timeout(std::chrono::milliseconds timeout) { io_timeout_ = timeout; }
    // Accepts connections until stop(); each is served on a thread of its own.
    void run();
    // From any thread: ends run(), closes every open connection (analyses stop) and
    // waits for their threads.
    void stop();

    // Open connections are capped: a client that opens more gets 503 and a closed socket.
    static constexpr int max_connections = 64;
    static constexpr std::chrono::milliseconds default_io_timeout{30'000};
    // Headers (the game travels in the query) and bodies (only GET is served) beyond
    // these get 431 and 413.
    static constexpr std::size_t max_header_bytes = 256 * 1024;
    static constexpr std::size_t max_body_bytes = 64 * 1024;

private:
    struct Impl;
    using Clock = std::chrono::steady_clock;

    // The connection `fd` must finish its current read or write within `timeout`
    // (the watchdog shuts it down otherwise); disarm() lifts the deadline.
    void arm(int fd, std::chrono::milliseconds timeout);
    void disarm(int fd);
    void watchdog();

    std::unique_ptr<Impl> impl_;
    unsigned short port_ = 0;
    std::string watch_path_;
    std::string token_;
    std::chrono::milliseconds io_timeout_ = default_io_timeout;
    std::atomic<bool> stopping_{false};
    std::mutex mutex_;
    std::condition_variable idle_, tick_;
    // Native handles of open connections, with the deadline of their current read or
    // write (Clock::time_point::max(): none).
    std::map<int, Clock::time_point> open_;
    int active_ = 0;  // connection threads running
};

}  // namespace kabe::gui
