#pragma once
// Search limits and threads on the command line, shared by `analyze` and `play`.

#include <optional>

#include "cli/cli.hpp"
#include "search/limits.hpp"

namespace kabe::cli {

struct SearchOptions {
    std::optional<int> depth;
    std::optional<double> move_time;
    std::optional<std::uint64_t> nodes;
    int threads = 1;

    void add_to(boost::program_options::options_description& options) {
        namespace po = boost::program_options;
        options.add_options()("depth", po::value<int>()->notifier([this](int d) { depth = d; }),
                              "search to this depth (plies)")(
            "movetime", po::value<double>()->notifier([this](double s) { move_time = s; }),
            "seconds per move")(
            "nodes", po::value<std::uint64_t>()->notifier([this](std::uint64_t n) { nodes = n; }),
            "nodes per move")("threads", po::value(&threads)->default_value(1),
                              "search threads (Lazy SMP), 1 to 64");
    }

    // The limits, with `default_seconds` per move when none was given.
    SearchLimits limits(double default_seconds) const {
        if (depth && (*depth < 1 || *depth > 100))
            throw UsageError("--depth must be between 1 and 100");
        if (move_time && !(*move_time > 0 && *move_time < 1e6))
            throw UsageError("--movetime must be a positive number of seconds");
        if (threads < 1 || threads > 64) throw UsageError("--threads must be between 1 and 64");
        SearchLimits l;
        l.depth = depth;
        l.move_time = move_time;
        l.nodes = nodes;
        if (!depth && !move_time && !nodes) l.move_time = default_seconds;
        return l;
    }
};

}  // namespace kabe::cli
