// The DXP session state machine (protocol/dxp/session.hpp) against a peer that sends the
// fuzzer's bytes: over a socket pair, Kabe as Follower (odd first byte: Initiator) with
// a millisecond a move, until the bytes run out and the peer closes. The session must end
// cleanly whatever came, and never crash.

#include <sys/socket.h>
#include <unistd.h>

#include <thread>

#include "engine/engine.hpp"
#include "protocol/dxp/connection.hpp"
#include "protocol/dxp/session.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto engine = Engine::create("international", 1);
    int sockets[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) return 0;
    // The peer: sends everything, then closes its sending side and reads what Kabe says
    // until Kabe closes (so that Kabe's sends never block).
    std::thread peer([&, fd = sockets[1]] {
        std::size_t sent = 1;  // the first byte chose the role
        while (sent < size) {
            const ssize_t n = ::send(fd, data + sent, size - sent, MSG_NOSIGNAL);
            if (n <= 0) break;
            sent += static_cast<std::size_t>(n);
        }
        ::shutdown(fd, SHUT_WR);
        char sink[4096];
        while (::recv(fd, sink, sizeof sink, 0) > 0) {
        }
        ::close(fd);
    });
    {
        dxp::Connection connection(sockets[0]);
        dxp::SessionOptions options;
        options.initiator = size > 0 && (data[0] & 1);
        options.games = 2;
        options.move_time = 0.001;
        options.idle_timeout = std::chrono::seconds(5);
        dxp::Session(connection, *engine, options).run();
    }  // closes Kabe's end: the peer's reads end
    peer.join();
    return 0;
}
