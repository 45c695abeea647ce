#include "gui/server/rejecter.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace kabe::gui {

Rejecter::Rejecter(std::string answer, std::chrono::milliseconds linger)
    : answer_(std::move(answer)), linger_(linger), thread_([this] { loop(); }) {}

Rejecter::~Rejecter() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

void Rejecter::reject(int fd) {
    {
        const std::lock_guard lock(mutex_);
        if (!stopping_ && lingering_ < max_lingering) {
            incoming_.push_back(fd);
            ++lingering_;
            wake_.notify_one();
            return;
        }
    }
    // No room to linger: the answer all the same, then the close at once.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    (void)::send(fd, answer_.data(), answer_.size(), MSG_NOSIGNAL);
    ::shutdown(fd, SHUT_WR);
    ::close(fd);
}

void Rejecter::loop() {
    std::vector<Lingering> open;
    while (true) {
        std::vector<int> arrived;
        {
            std::unique_lock lock(mutex_);
            // Asleep while nothing lingers; otherwise a short nap between polls is enough.
            if (open.empty()) wake_.wait(lock, [&] { return stopping_ || !incoming_.empty(); });
            if (stopping_) break;
            arrived.swap(incoming_);
        }
        const auto now = std::chrono::steady_clock::now();
        for (const int fd : arrived) {
            // Non-blocking: the answer fits a fresh socket's buffer; a client that does
            // not take it loses it, the server never waits.
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
            (void)::send(fd, answer_.data(), answer_.size(), MSG_NOSIGNAL);
            ::shutdown(fd, SHUT_WR);
            open.push_back({fd, now + linger_});
        }
        std::vector<pollfd> polled;
        for (const auto& l : open) polled.push_back({l.fd, POLLIN, 0});
        ::poll(polled.data(), polled.size(), 50);
        const auto after = std::chrono::steady_clock::now();
        std::size_t closed = 0;
        for (std::size_t i = 0; i < open.size(); ++i) {
            bool done = after >= open[i].until;
            if (!done && polled[i].revents != 0) {
                char sink[4096];
                ssize_t n;
                while ((n = ::recv(open[i].fd, sink, sizeof sink, 0)) > 0) {
                }
                done = n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
            }
            if (done) {
                ::close(open[i].fd);
                open[i].fd = -1;
                ++closed;
            }
        }
        std::erase_if(open, [](const Lingering& l) { return l.fd < 0; });
        if (closed > 0) {
            const std::lock_guard lock(mutex_);
            lingering_ -= closed;
        }
    }
    for (const auto& l : open) ::close(l.fd);
    const std::lock_guard lock(mutex_);
    for (const int fd : incoming_) ::close(fd);
}

}  // namespace kabe::gui
