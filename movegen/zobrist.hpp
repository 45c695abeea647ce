#pragma once
// Zobrist keys, generated at compile time with splitmix64 so that every build and every
// run hashes a position identically (the perft and search tables rely on nothing else).

#include <array>
#include <cstdint>

namespace kabe {

enum class Piece : std::uint8_t { white_man, black_man, white_king, black_king };

namespace zobrist {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

inline constexpr int max_bits = 128;
// Frisian's king-move limit: the longest run of non-capturing moves by one king it counts.
inline constexpr int max_king_run = 3;

struct Keys {
    std::array<std::array<std::uint64_t, max_bits>, 4> piece{};  // [Piece][bit]
    std::uint64_t black_to_move = 0;
    // [colour][run length - 1][bit of the king]; drawn after the others, which keep
    // the values they had before Frisian came.
    std::array<std::array<std::array<std::uint64_t, max_bits>, max_king_run>, 2> king_run{};
};

inline constexpr Keys keys = [] {
    Keys k;
    std::uint64_t state = 0x4B616265ULL;  // "Kabe"
    for (auto& table : k.piece)
        for (auto& key : table) key = splitmix64(state);
    k.black_to_move = splitmix64(state);
    for (auto& side : k.king_run)
        for (auto& table : side)
            for (auto& key : table) key = splitmix64(state);
    return k;
}();

inline constexpr std::uint64_t piece(Piece p, int bit) {
    return keys.piece[static_cast<int>(p)][bit];
}

// A run of `moves` (1 to max_king_run) non-capturing moves by the king now on `bit`.
inline constexpr std::uint64_t king_run(int colour, int moves, int bit) {
    return keys.king_run[colour][moves - 1][bit];
}

}  // namespace zobrist
}  // namespace kabe
