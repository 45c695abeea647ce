#pragma once
// The connections over GuiServer's cap: each is answered once (a 503) and closed by this
// one thread, so that the accepting thread never waits on them and a burst of clients
// costs no thread each.
//
// The close lingers: the answer and a FIN go out first, then whatever the client still
// sends is read and dropped until it closes (or `linger` passes). Closing with its
// request unread would reset the connection, and a reset can throw the 503 away before
// the client has read it.

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace kabe::gui {

class Rejecter {
public:
    explicit Rejecter(std::string answer,
                      std::chrono::milliseconds linger = std::chrono::milliseconds(2000));
    ~Rejecter();  // closes the sockets still lingering
    Rejecter(const Rejecter&) = delete;
    Rejecter& operator=(const Rejecter&) = delete;

    // Takes the socket (its file descriptor) and answers it. Beyond max_lingering sockets
    // at once (descriptors are finite) a socket is answered and closed at once.
    void reject(int fd);

    static constexpr std::size_t max_lingering = 512;

private:
    struct Lingering {
        int fd;
        std::chrono::steady_clock::time_point until;
    };
    void loop();

    const std::string answer_;
    const std::chrono::milliseconds linger_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<int> incoming_;
    std::size_t lingering_ = 0;  // incoming_ and the loop's own, together
    bool stopping_ = false;
    std::thread thread_;
};

}  // namespace kabe::gui
