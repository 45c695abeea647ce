#pragma once
// How long rank 0 lets a unit be out before it hands it to another worker as well
// (KABE_UNIT_TIMEOUT, docs/cluster.md). Without MPI, so that its rule can be tested alone.
//
// - unset or empty: never (a dead worker then holds its unit for ever, unless the job dies);
// - S (seconds, > 0): after S seconds;
// - "auto": rank 0 chooses, from the units that came back: `auto_factor` times the longest
//   of them, and never under `auto_floor_seconds`. Before the first unit is back there is
//   no deadline (nothing says how long a unit takes). A factor well above one keeps a
//   merely slow unit (a long game) from being computed twice, which would cost only time.

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace kabe::cluster {

class UnitDeadline {
public:
    static constexpr double auto_factor = 5;
    static constexpr double auto_floor_seconds = 1;

    // Throws std::invalid_argument for text that is neither a positive number nor "auto".
    static UnitDeadline parse(const char* text) {
        UnitDeadline deadline;
        if (!text || !*text) return deadline;
        if (std::string(text) == "auto") {
            deadline.automatic_ = true;
            return deadline;
        }
        char* end = nullptr;
        const double seconds = std::strtod(text, &end);
        if (*end != '\0' || !(seconds > 0) || seconds > 1e9)
            throw std::invalid_argument(
                std::string("KABE_UNIT_TIMEOUT must be a positive number of seconds or 'auto', "
                            "got '") +
                text + "'");
        deadline.seconds_ = seconds;
        return deadline;
    }

    bool automatic() const { return automatic_; }

    // Seconds after which a unit is late; 0: none is (yet).
    double seconds() const {
        if (!automatic_) return seconds_;
        if (longest_ <= 0) return 0;
        return std::max(auto_floor_seconds, auto_factor * longest_);
    }

    // A unit came back `seconds` after it was handed out.
    void unit_took(double seconds) { longest_ = std::max(longest_, seconds); }

private:
    double seconds_ = 0;  // fixed; 0: never
    bool automatic_ = false;
    double longest_ = 0;  // of the units back so far
};

}  // namespace kabe::cluster
