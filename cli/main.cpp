// kabe: the command line entry point. Dispatches to a subcommand; every user error is
// one line on stderr and a non-zero exit, never a crash.

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/cli.hpp"
#include "cluster/cluster.hpp"
#include "movegen/plain_types.hpp"

namespace {

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(const kabe::cli::Args&);
};

constexpr Command commands[] = {
    {"hub", "speak the Hub protocol on stdin/stdout (what a GUI starts)", kabe::cli::run_hub},
    {"dxp", "play other engines over DamExchange (TCP), as server or client", kabe::cli::run_dxp},
    {"gui", "the web board: play and analyse in a browser (http://127.0.0.1:8080/)",
     kabe::cli::run_gui},
    {"match", "play engines against each other (Hub engines, Kabe included)", kabe::cli::run_match},
    {"play", "play a game on the console (human or engine on each side)", kabe::cli::run_play},
    {"analyze", "search a position and show the engine's thinking", kabe::cli::run_analyze},
    {"bench", "search a fixed set of positions; the node count is the search's signature",
     kabe::cli::run_bench},
    {"moves", "list the legal moves of a position", kabe::cli::run_moves},
    {"perft", "count move paths to a depth (move generator check and benchmark)",
     kabe::cli::run_perft},
    {"selfplay", "play fast games against itself and write positions with results (for tune)",
     kabe::cli::run_selfplay},
    {"rescore", "search selfplay positions again, deeper, and write their new scores (for tune)",
     kabe::cli::run_rescore},
    {"tune", "fit the evaluation weights to selfplay results (Texel method)", kabe::cli::run_tune},
    {"train", "train the learned board patterns on selfplay data (writes a weights file)",
     kabe::cli::run_train},
    {"egdb", "build, probe and verify endgame databases (win/loss/draw)", kabe::cli::run_egdb},
    {"book", "build an opening book with Kabe's own search, and probe it", kabe::cli::run_book},
    {"variants", "list the variants and the names --variant accepts", kabe::cli::run_variants},
    {"demo", "show the board, its moves and perft counts to depth 9", kabe::cli::run_demo},
};

void print_usage(std::ostream& out) {
    out << "Kabe, a draughts engine.\n\nusage: kabe COMMAND [OPTIONS]\n\ncommands:\n";
    for (const auto& c : commands)
        out << "  " << c.name << std::string(10 - c.name.size(), ' ') << c.summary << '\n';
    out << "\n'kabe COMMAND --help' shows the options of a command.\n";
}

void setup_logging() {
    // Logs go to stderr: stdout carries only a command's output (protocol lines in Hub).
    auto logger = spdlog::stderr_color_mt("kabe");
    logger->set_pattern("[%H:%M:%S.%e] [%^%l%$] %v");
    spdlog::set_default_logger(logger);
    if (const char* level = std::getenv("KABE_LOG"))
        spdlog::set_level(spdlog::level::from_str(level));
}

}  // namespace

int main(int argc, char** argv) {
    setup_logging();
    if (argc < 2) {
        print_usage(std::cerr);
        return 2;
    }
    const std::string_view name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        print_usage(std::cout);
        return 0;
    }
    if (name == "--version") {
        std::cout << "kabe 0.1.0\n";
        return 0;
    }
    const kabe::cli::Args args(argv + 2, argv + argc);
    // The error line goes out in one write: stderr is unbuffered, so a line written in
    // pieces can be split by another process's output on the same stream (mpirun's
    // banner, seen in a CI run).
    const auto error_line = [name](std::string_view kind, const char* what) {
        std::cerr << ("kabe " + std::string(name) + ": " + std::string(kind) + what + '\n');
    };
    for (const auto& c : commands) {
        if (c.name != name) continue;
        try {
            return c.run(args);
        } catch (const kabe::cli::UsageError& e) {
            // Under mpirun every rank parses the same arguments: rank 0 says why, and its
            // status is the job's. The others end with 0: mpirun kills the whole job as
            // soon as a rank ends with another status, which could cut rank 0 off before
            // its line.
            if (kabe::cluster::launched_rank() != 0) return 0;
            error_line("", e.what());
            return 2;
        } catch (const kabe::cluster::ClusterError& e) {
            error_line("", e.what());
            return 1;
        } catch (const kabe::NotationError& e) {
            error_line("", e.what());
            return 1;
        } catch (const std::exception& e) {
            error_line("internal error: ", e.what());
            return 3;
        }
    }
    std::cerr << "kabe: unknown command '" << name << "'\n\n";
    print_usage(std::cerr);
    return 2;
}
