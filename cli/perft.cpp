// kabe perft: count move paths, the standard check and benchmark of a move generator.

#include "movegen/perft.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <new>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/memory.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

void print_depth(int depth, std::uint64_t nodes, double seconds) {
    const double mnps = seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0;
    std::printf("depth=%d nodes=%llu time=%.3f mnps=%.1f\n", depth,
                static_cast<unsigned long long>(nodes), seconds, mnps);
    std::fflush(stdout);
}

}  // namespace

int run_perft(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, duplicates;
    int depth = 0, threads = 1;
    std::size_t hash_mb = 0;
    bool divide = false;
    add_variant_option(options, variant);
    add_position_option(options, fen);
    options.add_options()("depth", po::value(&depth)->required(),
                          "count paths of 1..N plies (one line per depth)")(
        "divide", po::bool_switch(&divide), "first list each root move with its count at depth N")(
        "duplicates", po::value(&duplicates)->default_value("drop"),
        "drop: capture routes with equal from, to and captured set are one move (published "
        "10x10 numbers); keep: count every route")("threads", po::value(&threads)->default_value(1),
                                                   "worker threads")(
        "hash", po::value(&hash_mb)->default_value(0),
        "hash table of subtree counts, in MB (0: none)");
    po::variables_map vm;
    if (!parse("perft",
               "--depth N [--variant V] [--fen F] [--divide] [--duplicates keep|drop] "
               "[--threads T] [--hash MB]",
               options, args, vm))
        return 0;
    if (depth < 1 || depth > 40) throw UsageError("--depth must be between 1 and 40");
    if (threads < 1 || threads > 1024) throw UsageError("--threads must be between 1 and 1024");
    // Refuse a table larger than the machine before allocating: zeroing it would swap or
    // be killed rather than fail cleanly.
    const auto memory_mb = physical_memory_mb();
    if (hash_mb > memory_mb)
        throw UsageError("--hash " + std::to_string(hash_mb) + " MB is more than this machine's " +
                         std::to_string(memory_mb) + " MB of memory");
    if (duplicates != "drop" && duplicates != "keep")
        throw UsageError("--duplicates is keep or drop");
    const Duplicates dups = duplicates == "keep" ? Duplicates::keep : Duplicates::drop;

    return dispatch_variant(variant, [&]<class Rules>(Rules) {
        using N = Notation<Rules>;
        const auto pos = N::parse_position(fen);
        std::unique_ptr<PerftTable> table;
        if (hash_mb > 0) {
            try {
                table = std::make_unique<PerftTable>(hash_mb);
            } catch (const std::bad_alloc&) {
                throw UsageError("cannot allocate " + std::to_string(hash_mb) + " MB for --hash");
            }
        }
        spdlog::debug("perft {} depth {} threads {} hash {} MB", N::to_fen(pos), depth, threads,
                      hash_mb);
        using Clock = std::chrono::steady_clock;
        auto seconds_since = [](Clock::time_point t) {
            return std::chrono::duration<double>(Clock::now() - t).count();
        };
        if (divide) {
            const auto start = Clock::now();
            std::uint64_t total = 0;
            for (const auto& [move, count] : perft_divide(pos, depth, dups, threads, table.get())) {
                std::printf("%s %llu\n", N::format_hub(move).c_str(),
                            static_cast<unsigned long long>(count));
                total += count;
            }
            print_depth(depth, total, seconds_since(start));
            return 0;
        }
        for (int d = 1; d <= depth; ++d) {
            const auto start = Clock::now();
            const std::uint64_t nodes = perft(pos, d, dups, threads, table.get());
            print_depth(d, nodes, seconds_since(start));
        }
        return 0;
    });
}

}  // namespace kabe::cli
