#pragma once
// `kabe gui`: a small HTTP server (Boost.Beast, one thread per connection) serving the
// page embedded at build time (gui/, assets.hpp) and the JSON API of api.hpp;
// engine analysis streams as server-sent events. Routes and formats: docs/gui.md.
//
// No request can stop it: every error becomes an HTTP answer (400 for bad input, 404,
// 405, 503 when busy, 500 for a bug) and the server goes on.

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <set>
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
    // Accepts connections until stop(); each is served on a thread of its own.
    void run();
    // From any thread: ends run(), closes every open connection (analyses stop) and
    // waits for their threads.
    void stop();

    // Open connections are capped: a client that opens more gets 503 and a closed socket.
    static constexpr int max_connections = 64;

private:
    struct Impl;

    std::unique_ptr<Impl> impl_;
    unsigned short port_ = 0;
    std::string watch_path_;
    std::atomic<bool> stopping_{false};
    std::mutex mutex_;
    std::condition_variable idle_;
    std::set<int> open_;  // native handles of open connections
    int active_ = 0;      // connection threads running
};

}  // namespace kabe::gui
