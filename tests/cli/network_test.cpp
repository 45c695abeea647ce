// Who may drive the servers Kabe starts (cli/network.hpp): `kabe gui` and `kabe dxp
// --listen` bind loopback unless told otherwise; another address is warned about on
// stderr, and `kabe gui` then requires a token (given or generated, printed in the
// address) on every API call.

#include "cli/network.hpp"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cstdio>
#include <string>

#include "protocol/child_process.hpp"
#include "tests/files.hpp"

namespace {

using Clock = kabe::ChildProcess::Clock;

// `kabe ARGS...` in the background, its stderr in a file of its own.
struct Server {
    std::string stderr_path;
    std::unique_ptr<kabe::ChildProcess> child;

    explicit Server(std::vector<std::string> args) {
        stderr_path = ::testing::TempDir() + "kabe_net_XXXXXX";
        const int fd = mkstemp(stderr_path.data());
        if (fd >= 0) close(fd);
        args.insert(args.begin(), KABE_BINARY);
        child = std::make_unique<kabe::ChildProcess>(
            kabe::ChildProcess::Options{args, "", stderr_path, false});
    }
    ~Server() {
        child->kill();
        std::remove(stderr_path.c_str());
    }
    std::string first_line() {
        std::string line;
        child->read_line(line, Clock::now() + std::chrono::seconds(20));
        return line;
    }
    std::string err() const { return kabe::test::file_contents(stderr_path); }
};

// The port of "...:PORT/..." or "...:PORT" at the end of a printed address.
int port_in(const std::string& line, std::size_t after) {
    const std::size_t colon = line.find(':', after);
    return colon == std::string::npos ? -1 : std::atoi(line.c_str() + colon + 1);
}

int http_status(int port, const std::string& target) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    timeval tv{20, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<unsigned short>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int status = 0;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
        const std::string request =
            "GET " + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
        ::send(fd, request.data(), request.size(), MSG_NOSIGNAL);
        char head[16] = {};
        if (::recv(fd, head, sizeof head - 1, MSG_WAITALL) >= 12) status = std::atoi(head + 9);
    }
    ::close(fd);
    return status;
}

}  // namespace

TEST(Network, LoopbackAddresses) {
    using kabe::cli::is_loopback_host;
    for (const char* host : {"127.0.0.1", "127.1.2.3", "::1", "localhost", "::ffff:127.0.0.1"})
        EXPECT_TRUE(is_loopback_host(host)) << host;
    for (const char* host : {"0.0.0.0", "::", "192.168.1.5", "example.org", "", "::ffff:10.0.0.1"})
        EXPECT_FALSE(is_loopback_host(host)) << host;
    const std::string token = kabe::cli::random_token();
    EXPECT_EQ(token.size(), 32u);
    EXPECT_NE(token, kabe::cli::random_token());
}

TEST(Network, GuiOnLoopbackNeedsNoTokenAndWarnsNothing) {
    Server gui({"gui", "--port", "0"});
    const std::string line = gui.first_line();
    ASSERT_NE(line.find("http://127.0.0.1:"), std::string::npos) << line;
    EXPECT_EQ(line.find("token"), std::string::npos) << line;
    EXPECT_EQ(http_status(port_in(line, line.find("127.0.0.1")), "/api/variants"), 200);
    EXPECT_EQ(gui.err().find("warning"), std::string::npos) << gui.err();
}

TEST(Network, GuiOnAnotherAddressWarnsAndRequiresAToken) {
    Server gui({"gui", "--host", "0.0.0.0", "--port", "0"});
    const std::string line = gui.first_line();
    const std::size_t at = line.find("?token=");
    ASSERT_NE(at, std::string::npos) << line;
    const std::string token = line.substr(at + 7, 32);
    const int port = port_in(line, line.find("http://") + 5);
    EXPECT_EQ(http_status(port, "/api/variants"), 401);
    EXPECT_EQ(http_status(port, "/api/variants?token=" + token), 200);
    EXPECT_EQ(http_status(port, "/"), 200);  // the page, which then passes the token on
    EXPECT_NE(gui.err().find("kabe gui: warning: listening on 0.0.0.0"), std::string::npos)
        << gui.err();
}

TEST(Network, GuiTakesAGivenToken) {
    Server gui({"gui", "--host", "0.0.0.0", "--port", "0", "--token", "abc-123"});
    const std::string line = gui.first_line();
    ASSERT_NE(line.find("?token=abc-123"), std::string::npos) << line;
    const int port = port_in(line, line.find("http://") + 5);
    EXPECT_EQ(http_status(port, "/api/state"), 401);
    EXPECT_EQ(http_status(port, "/api/state?token=abc-123"), 200);
}

TEST(Network, DxpOnAnotherAddressWarns) {
    {
        Server dxp({"dxp", "--listen", "0.0.0.0:0", "--connections", "1"});
        EXPECT_NE(dxp.first_line().find("listening on 0.0.0.0:"), std::string::npos);
        EXPECT_NE(dxp.err().find("kabe dxp: warning: listening on 0.0.0.0"), std::string::npos)
            << dxp.err();
    }
    Server local({"dxp", "--listen", "127.0.0.1:0", "--connections", "1"});
    EXPECT_NE(local.first_line().find("listening on 127.0.0.1:"), std::string::npos);
    EXPECT_EQ(local.err().find("warning"), std::string::npos) << local.err();
}
