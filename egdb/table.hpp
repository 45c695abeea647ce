#pragma once
// The values of one slice, two bits a position, and the value a database answers with.

#include <atomic>
#include <cstdint>
#include <string_view>
#include <vector>

namespace kabe::egdb {

// The game-theoretic value for the side to move, without the counted draw rules (those
// apply in play, on top).
enum class Wdl : std::uint8_t { loss, draw, win };

constexpr std::string_view to_string(Wdl v) {
    return v == Wdl::win ? "win" : v == Wdl::loss ? "loss" : "draw";
}
constexpr Wdl opposite(Wdl v) {
    return v == Wdl::win ? Wdl::loss : v == Wdl::loss ? Wdl::win : Wdl::draw;
}

// A position's two bits. `unknown` only while a slice is built (and in a damaged file,
// which verify reports); a finished slice holds the other three.
enum class Code : std::uint8_t { unknown = 0, win = 1, loss = 2, draw = 3 };

constexpr Code code_of(Wdl v) {
    return v == Wdl::win ? Code::win : v == Wdl::loss ? Code::loss : Code::draw;
}
constexpr Wdl wdl_of(Code c) {  // unknown reads as a draw: what is left when a build ends
    return c == Code::win ? Wdl::win : c == Code::loss ? Wdl::loss : Wdl::draw;
}

class CodeTable {
public:
    CodeTable() = default;
    explicit CodeTable(std::uint64_t size) : size_(size), bytes_((size + 3) / 4, 0) {}
    CodeTable(std::uint64_t size, std::vector<std::uint8_t> bytes)
        : size_(size), bytes_(std::move(bytes)) {}

    std::uint64_t size() const { return size_; }
    Code get(std::uint64_t i) const {
        return static_cast<Code>((bytes_[i >> 2] >> ((i & 3) * 2)) & 3);
    }
    void set(std::uint64_t i, Code c) {
        std::uint8_t& byte = bytes_[i >> 2];
        const int shift = (i & 3) * 2;
        byte = static_cast<std::uint8_t>((byte & ~(3 << shift)) | (static_cast<int>(c) << shift));
    }
    const std::vector<std::uint8_t>& bytes() const { return bytes_; }

    // For a build on several threads, where four positions share a byte and two threads
    // may write a byte at once: the code read whole, and an unknown code set only if it
    // is still unknown (false when another thread settled the position first).
    Code get_shared(std::uint64_t i) const {
        const std::atomic_ref<std::uint8_t> byte(const_cast<std::uint8_t&>(bytes_[i >> 2]));
        return static_cast<Code>((byte.load(std::memory_order_relaxed) >> ((i & 3) * 2)) & 3);
    }
    bool claim_shared(std::uint64_t i, Code c) {
        const std::atomic_ref<std::uint8_t> byte(bytes_[i >> 2]);
        const int shift = (i & 3) * 2;
        std::uint8_t old = byte.load(std::memory_order_relaxed);
        do {
            if ((old >> shift) & 3) return false;  // not unknown (0) any more
        } while (!byte.compare_exchange_weak(
            old, static_cast<std::uint8_t>(old | (static_cast<int>(c) << shift)),
            std::memory_order_relaxed));
        return true;
    }

private:
    std::uint64_t size_ = 0;
    std::vector<std::uint8_t> bytes_;
};

}  // namespace kabe::egdb
