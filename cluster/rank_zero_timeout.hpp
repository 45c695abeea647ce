#pragma once
// How long a waiting worker goes without a word from rank 0 before it takes rank 0 for dead
// (KABE_RANK0_TIMEOUT, docs/cluster.md). Without MPI, so that its rule can be tested alone.
//
// Under `mpirun --enable-recovery` the job outlives a dead rank, rank 0 included, and Open
// MPI 4.1 tells the others nothing (that is ULFM, Open MPI 5): a worker waiting for its
// next unit would wait for ever. So rank 0 sends every idle worker a word each
// `heartbeat_seconds`, and a worker that has heard nothing for the timeout (waiting for a
// unit, or for rank 0 to take its result) says so and ends; the job then ends and the
// same command with --resume goes on from what rank 0 wrote.
//
// - unset or empty: `default_seconds`;
// - S: seconds, at least `minimum_seconds` (several heartbeats, so that a busy rank 0, which
//   sends them between its other work, is not taken for dead).

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace kabe::cluster {

struct RankZeroTimeout {
    static constexpr double heartbeat_seconds = 1;
    static constexpr double default_seconds = 60;
    static constexpr double minimum_seconds = 3;

    // Throws std::invalid_argument for text that is not a number of seconds in range.
    static double parse(const char* text) {
        if (!text || !*text) return default_seconds;
        char* end = nullptr;
        const double seconds = std::strtod(text, &end);
        if (*end != '\0' || !(seconds >= minimum_seconds) || seconds > 1e9)
            throw std::invalid_argument(
                std::string("KABE_RANK0_TIMEOUT must be a number of seconds, at least 3, got '") +
                text + "'");
        return seconds;
    }
};

}  // namespace kabe::cluster
