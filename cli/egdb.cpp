// kabe egdb: build, probe and verify endgame databases (egdb/egdb.hpp; docs/egdb.md).

#include "egdb/egdb.hpp"

#include <cstdio>
#include <iostream>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "cluster/cluster.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

void add_dir_option(po::options_description& options, std::string& dir) {
    options.add_options()("dir", po::value(&dir)->required(),
                          "the database directory (one file per slice)");
}

int run_build(const Args& args) {
    po::options_description options("options");
    std::string variant, dir;
    int pieces = 0, threads = 1;
    add_variant_option(options, variant, "rules the database is built for");
    add_dir_option(options, dir);
    options.add_options()("pieces", po::value(&pieces)->required(),
                          "build every slice of 2..N pieces (slices already built are kept)")(
        "threads", po::value(&threads)->default_value(1),
        "materials built at once (each holds its slices and work lists in memory)");
    po::variables_map vm;
    if (!parse("egdb build", "--pieces N --dir D [--variant V] [--threads T]", options, args, vm))
        return 0;
    if (pieces < 2 || pieces > 9) throw UsageError("--pieces must be between 2 and 9");
    if (threads < 1 || threads > 256) throw UsageError("--threads must be between 1 and 256");
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
    if (cluster_run(threads, "--threads")) {
        const auto ranks = cluster::run_egdb_build(variant, pieces, dir, report, std::cerr);
        if (!ranks) return 0;  // a worker rank: rank 0 reports
        summary = *ranks;
    } else {
        summary = egdb::build(variant, pieces, dir, report, threads);
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
