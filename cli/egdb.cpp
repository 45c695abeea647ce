// kabe egdb: build, probe and verify endgame databases (egdb/egdb.hpp; docs/egdb.md).

#include "egdb/egdb.hpp"

#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "cluster/cluster.hpp"
#include "engine/memory.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

void add_dir_option(po::options_description& options, std::string& dir) {
    options.add_options()("dir", po::value(&dir)->required(),
                          "the database directory (one file per slice)");
}

// "8G", "512M", "1T" or a number of MiB ("4096"), in bytes; 0 where it is not a size.
std::uint64_t parse_memory(const std::string& text) {
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    if (digits == 0 || digits > 12) return 0;
    const std::uint64_t number = std::stoull(text.substr(0, digits));
    const std::string unit = text.substr(digits);
    int shift = 0;
    if (unit.empty() || unit == "M" || unit == "MiB" || unit == "MB")
        shift = 20;
    else if (unit == "G" || unit == "GiB" || unit == "GB")
        shift = 30;
    else if (unit == "T" || unit == "TiB" || unit == "TB")
        shift = 40;
    else
        return 0;
    return number << shift;
}

std::string gibibytes(std::uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f GiB", double(bytes) / double(1 << 30));
    return text;
}

int run_build(const Args& args) {
    po::options_description options("options");
    std::string variant, dir, memory;
    int pieces = 0, threads = 1;
    const std::uint64_t machine = std::uint64_t{physical_memory_mb()} << 20;
    add_variant_option(options, variant, "rules the database is built for");
    options.add_options()("dir", po::value(&dir), "the database directory (one file per slice)")(
        "pieces", po::value(&pieces)->required(),
        "build every slice of 2..N pieces (slices already built are kept)")(
        "threads", po::value(&threads)->default_value(1),
        "threads: materials built at once (each holds its tables in memory), or the steps of "
        "one material shared")(
        "memory", po::value(&memory),
        "the most the tables may take, e.g. 8G or 512M (default: three quarters of the "
        "machine's memory); fewer threads, then one material at a time, to stay within it")(
        "plan", "print the positions and the memory the build needs, and build nothing");
    po::variables_map vm;
    if (!parse("egdb build",
               "--pieces N --dir D [--variant V] [--threads T] [--memory SIZE] [--plan]", options,
               args, vm))
        return 0;
    if (pieces < 2 || pieces > 9) throw UsageError("--pieces must be between 2 and 9");
    if (threads < 1 || threads > 256) throw UsageError("--threads must be between 1 and 256");
    const std::uint64_t budget = vm.count("memory") ? parse_memory(memory) : machine / 4 * 3;
    if (budget == 0)
        throw UsageError("--memory takes a size such as 8G, 512M or a number of MiB, not '" +
                         memory + "'");
    const bool plan_only = vm.count("plan") > 0;
    if (!plan_only && dir.empty()) throw UsageError("egdb build needs --dir D");
    if (plan_only) {  // on paper: what a build of any size would take, whether it fits or not
        const egdb::MemoryPlan unbounded = egdb::plan_memory(variant, pieces, threads, 0);
        std::printf(
            "%d materials, %llu positions (%s of codes at 2 bits a position)\n"
            "memory: %s of tables at most with %d thread%s (largest at %s), %s one "
            "material at a time\n",
            unbounded.materials, static_cast<unsigned long long>(unbounded.positions),
            gibibytes(unbounded.positions / 4).c_str(), gibibytes(unbounded.peak_bytes).c_str(),
            threads, threads == 1 ? "" : "s", unbounded.peak_material.c_str(),
            gibibytes(unbounded.lean_peak_bytes).c_str());
    }
    // Under mpirun every rank builds one material at a time from the slices it reads
    // (cluster/egdb.cpp): the lean figure is a rank's; rank 0 speaks for them.
    const bool cluster = !plan_only && cluster_run(threads, "--threads");
    // What does not fit is refused here, before any slice is built (and a directory that
    // cannot be written, or a variant without databases, before the plan is printed).
    if (!plan_only && !cluster) egdb::build_plan(variant, pieces, dir);
    const egdb::MemoryPlan plan = egdb::plan_memory(variant, pieces, threads, budget);
    if (cluster) {
        if (cluster::launched_rank() == 0)
            std::printf("memory: at most %s of tables a rank, within %s\n",
                        gibibytes(plan.lean_peak_bytes).c_str(), gibibytes(budget).c_str());
    } else {
        std::printf("memory: at most %s of tables (largest at %s), within %s; %s\n",
                    gibibytes(plan.peak_bytes).c_str(), plan.peak_material.c_str(),
                    gibibytes(budget).c_str(),
                    plan.lean ? "one material at a time, holding only the slices it reads"
                    : plan.at_once == 1
                        ? "1 material at a time"
                        : ("up to " + std::to_string(plan.at_once) + " materials at once").c_str());
        if (plan.at_once < threads && !plan.lean)
            std::printf(
                "memory: %d materials at once, not %d, to stay within it (the threads "
                "share each material's steps)\n",
                plan.at_once, threads);
    }
    std::fflush(stdout);
    if (plan_only) return 0;
    const auto report = [](const egdb::BuildProgress& p) {
        std::printf("[%d/%d] %-40s %11llu positions  %s  elapsed %s  ETA %s\n", p.number, p.count,
                    p.material.c_str(), static_cast<unsigned long long>(p.positions),
                    p.skipped
                        ? "already built"
                        : (std::to_string(p.rounds) + " rounds " + clock_text(p.seconds)).c_str(),
                    clock_text(p.elapsed).c_str(), clock_text(p.eta_seconds).c_str());
        std::fflush(stdout);
    };
    egdb::BuildSummary summary;
    if (cluster) {
        const auto ranks = cluster::run_egdb_build(variant, pieces, dir, report, std::cerr);
        if (!ranks) return 0;  // a worker rank: rank 0 reports
        summary = *ranks;
    } else {
        summary = egdb::build(variant, pieces, dir, report, plan);
    }
    std::printf("built %d materials, %d already there; %llu positions, %llu bytes, %s\n",
                summary.built, summary.skipped, static_cast<unsigned long long>(summary.positions),
                static_cast<unsigned long long>(summary.bytes),
                clock_text(summary.seconds).c_str());
    return 0;
}

int run_probe(const Args& args) {
    po::options_description options("options");
    std::string variant, dir, fen;
    add_variant_option(options, variant, "rules of the database");
    add_dir_option(options, dir);
    options.add_options()("fen", po::value(&fen)->required(), "the position (PDN FEN)");
    po::variables_map vm;
    if (!parse("egdb probe", "--fen F --dir D [--variant V]", options, args, vm)) return 0;
    const auto answer = egdb::probe(variant, dir, fen);
    std::cout << answer.value << " for the side to move";
    if (answer.capture_pending) std::cout << " (a capture is pending)";
    std::cout << "\nbest move: " << answer.best_move.value_or("none") << '\n';
    return 0;
}

int run_verify(const Args& args) {
    po::options_description options("options");
    std::string variant, dir;
    add_variant_option(options, variant, "rules of the database");
    add_dir_option(options, dir);
    po::variables_map vm;
    if (!parse("egdb verify", "--dir D [--variant V]", options, args, vm)) return 0;
    const auto report = egdb::verify(variant, dir);
    for (const auto& line : report.examples) std::cout << "error: " << line << '\n';
    std::cout << report.slices << " slices, " << report.positions << " positions: " << report.wins
              << " wins, " << report.losses << " losses, " << report.draws << " draws; "
              << report.errors << " errors\n";
    return report.errors ? 1 : 0;
}

}  // namespace

int run_egdb(const Args& args) {
    const std::string usage =
        "usage: kabe egdb build|probe|verify [OPTIONS] ('kabe egdb build --help' and so on)";
    if (args.empty()) throw UsageError(usage);
    const Args rest(args.begin() + 1, args.end());
    if (args[0] == "build") return run_build(rest);
    if (args[0] == "probe") return run_probe(rest);
    if (args[0] == "verify") return run_verify(rest);
    if (args[0] == "--help" || args[0] == "-h") {
        std::cout << usage << "\n  build   build every slice of 2..N pieces into a directory\n"
                  << "  probe   the value of a position and a move that keeps it\n"
                  << "  verify  check every stored value against its moves' values\n";
        return 0;
    }
    throw UsageError("unknown egdb command '" + args[0] + "'; " + usage);
}

}  // namespace kabe::cli
