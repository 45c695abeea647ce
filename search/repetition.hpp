#pragma once
// Draw by repetition: the same position, same side to move, for the `repetitions`-th time
// (Rules::repetitions: 3 for FMJD 6.1 and most variants, 4 for Italian; 0 = no such rule,
// as in breakthrough).

#include <algorithm>
#include <cstdint>

namespace kabe {

// keys[0..current] are the positions of the game and then the search path; the search
// started at `root`. A position repeated since the root is scored a draw at once (the
// side that could avoid it has no reason to repeat, and it can be repeated again); one
// repeated from before the root must have occurred `repetitions - 1` times already. Only
// the last `reversible_plies` positions can be equal to the current one.
inline bool is_repetition(const std::uint64_t* keys, int current, int root, int reversible_plies,
                          int repetitions = 3) {
    if (repetitions <= 0) return false;
    const int oldest = std::max(0, current - reversible_plies);
    int earlier = 0;
    // The same side is to move only an even number of plies apart, and going back to a
    // position takes at least two moves by each side.
    for (int i = current - 4; i >= oldest; i -= 2) {
        if (keys[i] != keys[current]) continue;
        if (i >= root || ++earlier >= repetitions - 1) return true;
    }
    return false;
}

}  // namespace kabe
