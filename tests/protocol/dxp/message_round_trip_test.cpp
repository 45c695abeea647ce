// DXP encode/decode as a property: random messages of every type, with every field drawn
// from its whole range (fixed seed), decode to what was encoded, fit in 127 characters
// and survive a stream split at random points (FrameBuffer).

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "protocol/dxp/message.hpp"

namespace kabe::dxp {
namespace {

class RandomMessages {
public:
    explicit RandomMessages(unsigned seed) : rng_(seed) {}

    Message next() {
        switch (between(0, 6)) {
            case 0: {
                GameRequest r{between(0, 99),  name(),      colour(),
                              between(0, 999), between(0, 999), std::nullopt};
                if (between(0, 1)) {
                    std::string squares;
                    for (int i = 0; i < 50; ++i) squares += "ewzWZ"[between(0, 4)];
                    r.setup = SetupPosition{colour(), squares};
                }
                return r;
            }
            case 1:
                return GameAccept{name(), between(0, 3)};
            case 2: {
                std::vector<int> squares(50);
                std::iota(squares.begin(), squares.end(), 1);
                std::shuffle(squares.begin(), squares.end(), rng_);
                squares.resize(static_cast<std::size_t>(between(0, 20)));
                return MoveMessage{between(0, 9999), between(1, 50), between(1, 50), squares};
            }
            case 3:
                return GameEnd{between(0, 3), between(0, 1)};
            case 4: {
                std::string text;
                const int length = between(1, 126);
                for (int i = 0; i < length; ++i) text += static_cast<char>(between(1, 127));
                return Chat{text};
            }
            case 5:
                return BackRequest{between(1, 999), colour()};
            default:
                return BackAccept{between(0, 2)};
        }
    }
    int between(int low, int high) { return std::uniform_int_distribution(low, high)(rng_); }

private:
    Colour colour() { return between(0, 1) ? Colour::white : Colour::black; }
    // Printable ASCII, neither starting with a blank (Kabe sends none) nor ending in one
    // (decoding trims the padding).
    std::string name() {
        std::string out;
        const int length = between(1, static_cast<int>(name_width));
        for (int i = 0; i < length; ++i) out += static_cast<char>(between(32, 126));
        if (out.back() == ' ') out.back() = 'x';
        if (out.front() == ' ') out.front() = 'x';
        return out;
    }
    std::mt19937 rng_;
};

TEST(DxpRoundTrip, RandomMessagesOfEveryTypeDecodeToThemselves) {
    RandomMessages random(20261201);
    for (int i = 0; i < 20000; ++i) {
        const Message m = random.next();
        const std::string text = encode(m);
        ASSERT_LE(text.size(), max_message_length) << text;
        ASSERT_EQ(text.find('\0'), std::string::npos) << describe(m);
        ASSERT_EQ(decode(text), m) << text;
        ASSERT_EQ(encode(decode(text)), text);
    }
}

TEST(DxpRoundTrip, AStreamSplitAnywhereGivesTheMessagesBack) {
    RandomMessages random(7);
    std::vector<Message> sent;
    std::string stream;
    for (int i = 0; i < 2000; ++i) {
        sent.push_back(random.next());
        stream += encode(sent.back());
        stream += '\0';
    }
    FrameBuffer frames;
    std::vector<Message> received;
    for (std::size_t at = 0; at < stream.size();) {
        const std::size_t chunk =
            std::min(stream.size() - at, static_cast<std::size_t>(random.between(1, 300)));
        frames.append(std::string_view(stream).substr(at, chunk));
        at += chunk;
        while (const auto frame = frames.next()) received.push_back(decode(*frame));
    }
    EXPECT_EQ(received, sent);
    EXPECT_EQ(frames.pending(), 0u);
}

}  // namespace
}  // namespace kabe::dxp
