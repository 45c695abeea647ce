#pragma once
// What a search may spend: Hub's `level` fields (protocols.md §2.8) and the search mode.

#include <cstdint>
#include <optional>

namespace kabe {

struct SearchLimits {
    std::optional<int> depth;            // iterations to complete, in plies
    std::optional<std::uint64_t> nodes;  // stop after about this many nodes
    std::optional<double> move_time;     // seconds for this move
    std::optional<double> time;          // seconds left on the clock (before the increment)
    std::optional<double> increment;     // seconds added before every move
    std::optional<int> moves_to_go;      // moves until the next time control
    bool infinite = false;               // run until told to stop
    bool ponder = false;                 // thinking on the opponent's time until ponder-hit
    bool analyze = false;                // analysis: search even a forced move to the limits

    bool uses_clock() const { return time || increment || moves_to_go; }
};

}  // namespace kabe
