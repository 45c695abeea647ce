#pragma once
// The values of one slice, two bits a position, and the value a database answers with.

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

private:
    std::uint64_t size_ = 0;
    std::vector<std::uint8_t> bytes_;
};

}  // namespace kabe::egdb
