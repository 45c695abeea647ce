#pragma once
// A set of board squares, one bit per square of a padded layout (see geometry.hpp).
// Word is uint64_t for boards whose layout fits 64 bits and Uint128 above that.

#include <bit>
#include <cstdint>

namespace kabe {

// __extension__ keeps -Wpedantic quiet about the GNU 128-bit integer.
__extension__ typedef unsigned __int128 Uint128;

namespace detail {
inline constexpr int popcount(std::uint64_t w) {
    return std::popcount(w);
}
inline constexpr int popcount(Uint128 w) {
    return std::popcount(static_cast<std::uint64_t>(w)) +
           std::popcount(static_cast<std::uint64_t>(w >> 64));
}
inline constexpr int lsb(std::uint64_t w) {
    return std::countr_zero(w);
}
inline constexpr int lsb(Uint128 w) {
    const auto low = static_cast<std::uint64_t>(w);
    return low ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(w >> 64));
}
}  // namespace detail

template <class Word>
class Bitboard {
public:
    static constexpr int capacity = 8 * sizeof(Word);

    constexpr Bitboard() = default;
    constexpr explicit Bitboard(Word w) : word_(w) {}
    static constexpr Bitboard bit(int index) { return Bitboard(Word(1) << index); }

    constexpr Word word() const { return word_; }
    constexpr bool empty() const { return word_ == 0; }
    constexpr explicit operator bool() const { return word_ != 0; }
    constexpr bool test(int index) const { return (word_ >> index) & 1; }
    constexpr int count() const { return detail::popcount(word_); }
    constexpr int lowest() const { return detail::lsb(word_); }
    constexpr bool several() const { return (word_ & (word_ - 1)) != 0; }

    // Shift by a signed step: positive moves bits to higher indices.
    template <int Step>
    constexpr Bitboard shifted() const {
        if constexpr (Step >= 0)
            return Bitboard(word_ << Step);
        else
            return Bitboard(word_ >> -Step);
    }

    constexpr Bitboard operator&(Bitboard o) const { return Bitboard(word_ & o.word_); }
    constexpr Bitboard operator|(Bitboard o) const { return Bitboard(word_ | o.word_); }
    constexpr Bitboard operator^(Bitboard o) const { return Bitboard(word_ ^ o.word_); }
    constexpr Bitboard operator~() const { return Bitboard(~word_); }
    constexpr Bitboard& operator&=(Bitboard o) {
        word_ &= o.word_;
        return *this;
    }
    constexpr Bitboard& operator|=(Bitboard o) {
        word_ |= o.word_;
        return *this;
    }
    constexpr Bitboard& operator^=(Bitboard o) {
        word_ ^= o.word_;
        return *this;
    }
    constexpr bool operator==(const Bitboard&) const = default;

    // Iterates the indices of the set bits, lowest first.
    class Iterator {
    public:
        constexpr explicit Iterator(Word w) : rest_(w) {}
        constexpr int operator*() const { return detail::lsb(rest_); }
        constexpr Iterator& operator++() {
            rest_ &= rest_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return rest_ != o.rest_; }

    private:
        Word rest_;
    };
    constexpr Iterator begin() const { return Iterator(word_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    Word word_ = 0;
};

}  // namespace kabe
