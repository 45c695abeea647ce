// `kabe gui`'s server under load and abuse (gui/server/server.hpp): bounded requests,
// capped connections and searches, deadlines on every read, and the token that a server
// reachable from the network requires. Clients here are raw POSIX sockets with their own
// deadlines, so that a server that misbehaves fails the test rather than hangs it.

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "gui/server/api.hpp"
#include "gui/server/server.hpp"

using kabe::gui::GuiServer;

namespace {

// A connected socket to 127.0.0.1:port whose reads and writes give up after `timeout`.
int connect_to(unsigned short port, std::chrono::milliseconds timeout) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    timeval tv{};
    tv.tv_sec = static_cast<long>(timeout.count() / 1000);
    tv.tv_usec = static_cast<long>(timeout.count() % 1000) * 1000;
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// What the server sends, up to its close or `max_bytes`.
std::string read_all(int fd, std::size_t max_bytes = 1 << 20) {
    std::string out;
    char chunk[4096];
    while (out.size() < max_bytes) {
        const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
        if (n <= 0) break;
        out.append(chunk, static_cast<std::size_t>(n));
    }
    return out;
}

// One request on a connection of its own, and everything the server answers.
std::string exchange(unsigned short port, const std::string& request,
                     std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
    const int fd = connect_to(port, timeout);
    if (fd < 0) return "(no connection)";
    std::size_t sent = 0;
    while (sent < request.size()) {
        const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) break;
        sent += static_cast<std::size_t>(n);
    }
    std::string answer = read_all(fd);
    ::close(fd);
    return answer;
}

std::string get(const std::string& target) {
    return "GET " + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
}

int status(const std::string& answer) {
    if (answer.rfind("HTTP/1.1 ", 0) != 0 || answer.size() < 12) return 0;
    return std::atoi(answer.substr(9, 3).c_str());
}

class GuiLimitsTest : public ::testing::Test {
protected:
    void start(std::chrono::milliseconds io_timeout = GuiServer::default_io_timeout,
               const std::string& token = "") {
        server_ = std::make_unique<GuiServer>("127.0.0.1", 0);
        server_->set_io_timeout(io_timeout);
        server_->require_token(token);
        thread_ = std::thread([this] { server_->run(); });
    }
    void TearDown() override {
        if (!server_) return;
        server_->stop();
        thread_.join();
    }
    unsigned short port() const { return server_->port(); }

    std::unique_ptr<GuiServer> server_;
    std::thread thread_;
};

}  // namespace

TEST_F(GuiLimitsTest, ABodyTooLargeIs413AndAHeaderTooLarge431) {
    start();
    const std::string body(GuiServer::max_body_bytes + 1, 'x');
    const std::string post =
        "POST /api/state HTTP/1.1\r\nHost: x\r\nContent-Length: " + std::to_string(body.size()) +
        "\r\n\r\n" + body;
    const std::string big_body = exchange(port(), post);
    EXPECT_EQ(status(big_body), 413) << big_body.substr(0, 200);
    EXPECT_NE(big_body.find("too large"), std::string::npos);
    const std::string long_header = "GET /api/variants HTTP/1.1\r\nHost: x\r\nX-Junk: " +
                                    std::string(GuiServer::max_header_bytes, 'y') + "\r\n\r\n";
    EXPECT_EQ(status(exchange(port(), long_header)), 431);
    EXPECT_EQ(status(exchange(port(), get("/api/variants"))), 200);
}

// A client that connects and sends nothing is dropped after the I/O timeout; meanwhile
// the connections over the cap are told 503 at once, and afterwards all is served again.
TEST_F(GuiLimitsTest, SilentConnectionsAreDroppedAndTheCapAnswers503) {
    start(std::chrono::milliseconds(1500));
    std::vector<int> silent;
    for (int i = 0; i < GuiServer::max_connections; ++i) {
        const int fd = connect_to(port(), std::chrono::seconds(20));
        ASSERT_GE(fd, 0);
        silent.push_back(fd);
    }
    // Wait until the server has taken them all (accept() runs on its own thread).
    std::string over;
    for (int attempt = 0; attempt < 50 && status(over) != 503; ++attempt)
        over = exchange(port(), get("/api/variants"));
    EXPECT_EQ(status(over), 503) << over.substr(0, 200);
    EXPECT_NE(over.find("too many open connections"), std::string::npos);
    // The silent ones are closed by the server (their read sees the end) ...
    for (const int fd : silent) {
        char byte;
        EXPECT_EQ(::recv(fd, &byte, 1, 0), 0);
        ::close(fd);
    }
    // ... and the server serves again.
    std::string again;
    for (int attempt = 0; attempt < 50 && status(again) != 200; ++attempt)
        again = exchange(port(), get("/api/variants"));
    EXPECT_EQ(status(again), 200);
}

// A burst of concurrent requests (the check is 1,000 on loopback; 100 here keep the
// test quick): each gets a whole answer, 200 or 503, none hangs, and the server goes on.
TEST_F(GuiLimitsTest, SurvivesABurstOfConcurrentRequests) {
    start();
    constexpr int clients = 100;
    std::vector<int> statuses(clients);
    std::vector<std::thread> threads;
    for (int i = 0; i < clients; ++i)
        threads.emplace_back([&, i] {
            statuses[i] = status(
                exchange(port(), get(i % 2 ? "/api/variants" : "/"), std::chrono::seconds(30)));
        });
    for (auto& t : threads) t.join();
    int ok = 0;
    for (int s : statuses) {
        EXPECT_TRUE(s == 200 || s == 503) << s;
        ok += s == 200;
    }
    EXPECT_GT(ok, 0);
    EXPECT_EQ(status(exchange(port(), get("/api/state"))), 200);
}

// At most max_searches analyses stream at once; one more is a 503 with a reason.
TEST_F(GuiLimitsTest, AnalysisStreamsAreCapped) {
    start();
    std::vector<int> streams;
    for (int i = 0; i < kabe::gui::max_searches; ++i) {
        const int fd = connect_to(port(), std::chrono::seconds(20));
        ASSERT_GE(fd, 0);
        const std::string request = get("/api/analyze?variant=international");
        ASSERT_EQ(::send(fd, request.data(), request.size(), MSG_NOSIGNAL),
                  static_cast<ssize_t>(request.size()));
        char head[64];
        ASSERT_GT(::recv(fd, head, sizeof head, 0), 0);  // the stream has begun
        streams.push_back(fd);
    }
    const std::string busy = exchange(port(), get("/api/analyze?variant=international"));
    EXPECT_EQ(status(busy), 503) << busy.substr(0, 200);
    EXPECT_NE(busy.find("busy"), std::string::npos);
    for (const int fd : streams) ::close(fd);
}

// With a token, every API call needs it (query or header), the page itself does not: it
// reads the token from its own address and passes it on.
TEST_F(GuiLimitsTest, ATokenIsRequiredOnEveryApiCall) {
    start(GuiServer::default_io_timeout, "s3cret");
    const std::string refused = exchange(port(), get("/api/variants"));
    EXPECT_EQ(status(refused), 401);
    EXPECT_NE(refused.find("token"), std::string::npos);
    EXPECT_EQ(status(exchange(port(), get("/api/variants?token=wrong"))), 401);
    EXPECT_EQ(status(exchange(port(), get("/api/analyze?depth=2"))), 401);
    EXPECT_EQ(status(exchange(port(), get("/api/variants?token=s3cret"))), 200);
    EXPECT_EQ(status(exchange(port(),
                              "GET /api/state HTTP/1.1\r\nHost: x\r\nX-Kabe-Token: "
                              "s3cret\r\nConnection: close\r\n\r\n")),
              200);
    const std::string stream = exchange(port(), get("/api/analyze?depth=2&token=s3cret"));
    EXPECT_EQ(status(stream), 200);
    EXPECT_NE(stream.find("event: done"), std::string::npos);
    const std::string page = exchange(port(), get("/?token=s3cret"));
    EXPECT_EQ(status(page), 200);
    const std::string script = exchange(port(), get("/app.js"));
    EXPECT_NE(script.find("query.set('token', token)"), std::string::npos);
}
