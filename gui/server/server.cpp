#include "gui/server/server.hpp"

#include <spdlog/spdlog.h>
#include <sys/socket.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <stdexcept>
#include <thread>

#include "gui/server/api.hpp"
#include "gui/server/assets.hpp"
#include "gui/server/rejecter.hpp"

namespace kabe::gui {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

Response answer(const Request& req, http::status status, std::string body,
                std::string_view type = "application/json; charset=utf-8") {
    Response res{status, req.version()};
    res.set(http::field::server, "kabe");
    res.set(http::field::content_type, beast::string_view(type.data(), type.size()));
    res.set(http::field::cache_control, "no-store");
    res.keep_alive(req.keep_alive());
    res.body() = std::move(body);
    res.prepare_payload();
    return res;
}

Response error(const Request& req, http::status status, std::string_view message) {
    return answer(req, status, error_json(message));
}

const Asset* find_asset(std::string_view path) {
    if (path == "/") path = "/index.html";
    // Browsers ask for /favicon.ico whatever the page links: the SVG icon answers it too.
    if (path == "/favicon.ico") path = "/favicon.svg";
    for (std::size_t i = 0; i < asset_count; ++i)
        if (assets[i].path == path) return &assets[i];
    return nullptr;
}

// Everything but the event stream: one request, one answer; never throws.
Response route(const Request& req, const std::string& watch_path) {
    const std::string_view target(req.target().data(), req.target().size());
    const std::size_t question = target.find('?');
    const std::string_view path = target.substr(0, question);
    const Params params = parse_query(
        question == std::string_view::npos ? std::string_view{} : target.substr(question + 1));
    if (req.method() != http::verb::get)
        return error(req, http::status::method_not_allowed, "only GET is served");
    try {
        if (path == "/api/variants") return answer(req, http::status::ok, variants_json());
        if (path == "/api/state") return answer(req, http::status::ok, state_json(params));
        if (path == "/api/play") return answer(req, http::status::ok, play_json(params));
        if (path == "/api/claim") return answer(req, http::status::ok, claim_json(params));
        if (path == "/api/engine") return answer(req, http::status::ok, engine_json(params));
        if (path == "/api/watch") return answer(req, http::status::ok, watch_json(watch_path));
        if (path.starts_with("/api/"))
            return error(req, http::status::not_found,
                         "no such API route: " + std::string(path) + " (docs/gui.md lists them)");
        if (const Asset* asset = find_asset(path)) {
            return answer(req, http::status::ok,
                          std::string(reinterpret_cast<const char*>(asset->data), asset->size),
                          asset->content_type);
        }
        return error(req, http::status::not_found, "not found: " + std::string(path));
    } catch (const ApiError& e) {
        return error(req, static_cast<http::status>(e.status()), e.what());
    } catch (const std::exception& e) {
        // A bug, not the user's fault: say so, log it, keep serving.
        spdlog::error("gui: {} {}: {}", std::string(req.method_string()), std::string(target),
                      e.what());
        return error(req, http::status::internal_server_error,
                     std::string("internal error: ") + e.what());
    }
}

// The token of a request to a server that requires one: the query's `token` or the
// X-Kabe-Token header (an EventSource cannot set headers, so the page uses the query).
bool carries_token(const Request& req, const std::string& token) {
    const std::string_view target(req.target().data(), req.target().size());
    const std::size_t question = target.find('?');
    std::string given;
    if (question != std::string_view::npos) {
        const Params params = parse_query(target.substr(question + 1));
        if (const auto it = params.find("token"); it != params.end()) given = it->second;
    }
    if (given.empty()) given = std::string(req["X-Kabe-Token"]);
    // Compared in time independent of where they differ: the token is a password.
    if (given.size() != token.size()) return false;
    unsigned char differ = 0;
    for (std::size_t i = 0; i < token.size(); ++i)
        differ |= static_cast<unsigned char>(given[i] ^ token[i]);
    return differ == 0;
}

bool is_api(const Request& req) {
    const std::string_view target(req.target().data(), req.target().size());
    return target.starts_with("/api/") || target == "/api";
}

std::string rejection(std::string_view message) {
    const std::string body = error_json(message);
    return "HTTP/1.1 503 Service Unavailable\r\nServer: kabe\r\n"
           "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n"
           "Connection: close\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
}

// Events queued by the search thread, written by the connection's thread.
struct EventQueue {
    std::mutex mutex;
    std::condition_variable ready;
    std::deque<std::string> events;
    bool done = false;

    void push(std::string event, bool last = false) {
        {
            const std::lock_guard lock(mutex);
            events.push_back(std::move(event));
            done = done || last;
        }
        ready.notify_one();
    }
};

// GET /api/analyze: the engine's lines as server-sent events (`info`, then `done`) until
// the search ends or the page closes the stream; a comment line every 300 ms finds a
// closed stream (the write fails) and the search is stopped.
// `deadline(true)` before each write, `deadline(false)` after it: a page that stops
// reading is dropped.
void stream_analysis(tcp::socket& socket, const Request& req,
                     const std::function<void(bool)>& deadline) {
    const std::string_view target(req.target().data(), req.target().size());
    const std::size_t question = target.find('?');
    const Params params = parse_query(
        question == std::string_view::npos ? std::string_view{} : target.substr(question + 1));
    beast::error_code ec;
    Analysis analysis;
    std::unique_ptr<SearchSlot> slot;
    try {
        analysis = prepare_analysis(params);
        slot = std::make_unique<SearchSlot>();
    } catch (const ApiError& e) {
        auto res = error(req, static_cast<http::status>(e.status()), e.what());
        res.keep_alive(false);
        http::write(socket, res, ec);
        return;
    } catch (const std::exception& e) {
        auto res = error(req, http::status::internal_server_error,
                         std::string("internal error: ") + e.what());
        res.keep_alive(false);
        http::write(socket, res, ec);
        return;
    }
    const std::string head =
        "HTTP/1.1 200 OK\r\nServer: kabe\r\nContent-Type: text/event-stream\r\n"
        "Cache-Control: no-store\r\nConnection: close\r\n\r\n";
    asio::write(socket, asio::buffer(head), ec);
    if (ec) return;

    Engine& engine = *analysis.engine;
    const bool white = engine.white_to_move();
    EventQueue queue;
    engine.start(
        analysis.limits,
        [&](const ThinkInfo& info) {
            queue.push("event: info\ndata: " + info_json(info, white) + "\n\n");
        },
        [&](const ThinkResult& r) {
            queue.push("event: done\ndata: " + done_json(r, white) + "\n\n", true);
        },
        MoveFormat::pdn);
    bool finished = false;
    while (!ec && !finished) {
        std::deque<std::string> batch;
        {
            std::unique_lock lock(queue.mutex);
            queue.ready.wait_for(lock, std::chrono::milliseconds(300),
                                 [&] { return !queue.events.empty() || queue.done; });
            batch.swap(queue.events);
            finished = queue.done;
        }
        if (batch.empty()) batch.push_back(": searching\n\n");
        for (const auto& event : batch) {
            deadline(true);
            asio::write(socket, asio::buffer(event), ec);
            deadline(false);
            if (ec) break;
        }
    }
    engine.stop();
    engine.wait();
}

}  // namespace

struct GuiServer::Impl {
    asio::io_context io;
    tcp::acceptor acceptor{io};
    Rejecter rejecter{rejection("too many open connections")};
};

GuiServer::GuiServer(const std::string& host, unsigned short port)
    : impl_(std::make_unique<Impl>()) {
    beast::error_code ec;
    const auto address = asio::ip::make_address(host, ec);
    if (ec) throw std::runtime_error("bad host address '" + host + "': " + ec.message());
    const tcp::endpoint endpoint(address, port);
    auto& acceptor = impl_->acceptor;
    acceptor.open(endpoint.protocol(), ec);
    if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec) acceptor.bind(endpoint, ec);
    if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
    if (ec)
        throw std::runtime_error("cannot listen on " + host + ":" + std::to_string(port) + ": " +
                                 ec.message());
    port_ = acceptor.local_endpoint().port();
}

GuiServer::~GuiServer() {
    stop();
}

void GuiServer::run() {
    std::thread deadlines([this] { watchdog(); });
    while (!stopping_) {
        tcp::socket socket(impl_->io);
        beast::error_code ec;
        impl_->acceptor.accept(socket, ec);
        if (stopping_) break;
        if (ec) {
            // Out of descriptors and the like: wait a little rather than spin.
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        const int fd = socket.native_handle();
        {
            const std::lock_guard lock(mutex_);
            if (active_ >= max_connections) {
                impl_->rejecter.reject(socket.release());
                continue;
            }
            ++active_;
            open_.emplace(fd, Clock::time_point::max());
        }
        std::thread([this, socket = std::move(socket), fd]() mutable {
            // An answer that ends the connection: sent, then what the client still sends
            // is read away for a moment, so that closing does not reset the connection
            // and lose the answer before the client reads it.
            const auto answer_and_close = [&](const Response& res) {
                beast::error_code ignored;
                arm(fd, io_timeout_);
                http::write(socket, res, ignored);
                socket.shutdown(tcp::socket::shutdown_send, ignored);
                arm(fd, std::min(io_timeout_, std::chrono::milliseconds(2000)));
                char sink[4096];
                while (!ignored) socket.read_some(asio::buffer(sink), ignored);
                disarm(fd);
            };
            try {
                beast::flat_buffer buffer;
                while (!stopping_) {
                    http::request_parser<http::string_body> parser;
                    parser.header_limit(max_header_bytes);
                    parser.body_limit(max_body_bytes);
                    beast::error_code ec;
                    // Idle keep-alive time counts too: a silent connection is dropped.
                    arm(fd, io_timeout_);
                    http::read(socket, buffer, parser, ec);
                    disarm(fd);
                    if (ec == http::error::end_of_stream || ec == asio::error::eof) break;
                    if (ec) {
                        // Not HTTP, too large, or too slow: say so once and close.
                        Request req;
                        req.version(11);
                        auto res =
                            ec == http::error::body_limit
                                ? error(req, http::status::payload_too_large,
                                        "request body too large (at most " +
                                            std::to_string(max_body_bytes / 1024) + " KiB)")
                            : ec == http::error::header_limit
                                ? error(req, http::status::request_header_fields_too_large,
                                        "request header too large (at most " +
                                            std::to_string(max_header_bytes / 1024) + " KiB)")
                                : error(req, http::status::bad_request,
                                        "bad HTTP request: " + ec.message());
                        res.keep_alive(false);
                        answer_and_close(res);
                        break;
                    }
                    const Request& req = parser.get();
                    if (!token_.empty() && is_api(req) && !carries_token(req, token_)) {
                        auto res = error(req, http::status::unauthorized,
                                         "this server needs its token: open the address that "
                                         "kabe gui printed (.../?token=...)");
                        res.keep_alive(false);
                        answer_and_close(res);
                        break;
                    }
                    const std::string_view target(req.target().data(), req.target().size());
                    if (req.method() == http::verb::get && target.starts_with("/api/analyze") &&
                        (target.size() == 12 || target[12] == '?')) {
                        stream_analysis(socket, req, [&](bool on) {
                            if (on)
                                arm(fd, io_timeout_);
                            else
                                disarm(fd);
                        });
                        break;
                    }
                    const Response res = route(req, watch_path_);
                    arm(fd, io_timeout_);
                    http::write(socket, res, ec);
                    disarm(fd);
                    if (ec || !res.keep_alive()) break;
                }
            } catch (const std::exception& e) {
                spdlog::error("gui: connection: {}", e.what());
            }
            beast::error_code ignored;
            socket.shutdown(tcp::socket::shutdown_both, ignored);
            {
                const std::lock_guard lock(mutex_);
                open_.erase(fd);
                socket.close(ignored);
                --active_;
                // Inside the lock: stop() may destroy the server as soon as it sees 0.
                idle_.notify_all();
            }
        }).detach();
    }
    {
        const std::lock_guard lock(mutex_);
        tick_.notify_all();
    }
    deadlines.join();
}

void GuiServer::arm(int fd, std::chrono::milliseconds timeout) {
    const std::lock_guard lock(mutex_);
    if (const auto it = open_.find(fd); it != open_.end()) it->second = Clock::now() + timeout;
}

void GuiServer::disarm(int fd) {
    const std::lock_guard lock(mutex_);
    if (const auto it = open_.find(fd); it != open_.end()) it->second = Clock::time_point::max();
}

// Shuts down the connections whose read or write is past its deadline: their threads'
// blocking call then fails, and they close. (Synchronous Asio calls have no timeout of
// their own, and SO_RCVTIMEO would only make them poll again.)
void GuiServer::watchdog() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        const auto now = Clock::now();
        for (auto& [fd, deadline] : open_)
            if (deadline <= now) {
                ::shutdown(fd, SHUT_RDWR);
                deadline = Clock::time_point::max();
            }
        tick_.wait_for(lock, std::chrono::milliseconds(100));
    }
}

void GuiServer::stop() {
    if (stopping_.exchange(true)) {
        // A second call (the destructor after stop()) only waits.
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [&] { return active_ == 0; });
        return;
    }
    // shutdown() wakes a thread blocked in accept() or read() on Linux, where close() from
    // another thread would not; the owning threads close their sockets themselves.
    ::shutdown(impl_->acceptor.native_handle(), SHUT_RDWR);
    std::unique_lock lock(mutex_);
    tick_.notify_all();
    for (const auto& [fd, deadline] : open_) ::shutdown(fd, SHUT_RDWR);
    idle_.wait(lock, [&] { return active_ == 0; });
}

}  // namespace kabe::gui
