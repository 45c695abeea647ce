// `kabe rescore` over MPI ranks: a unit is a block of positions, sent as FENs, one a line;
// the scores come back one a line and rank 0 puts them in the positions' order.

#include <algorithm>
#include <boost/mpi/communicator.hpp>
#include <boost/mpi/environment.hpp>
#include <chrono>
#include <exception>
#include <sstream>

#include "cluster/cluster.hpp"
#include "cluster/farm.hpp"

namespace kabe::cluster {

namespace {

// Positions a unit: enough that a message is small beside the searches, few enough that
// the last units do not leave most ranks idle.
int block_size(std::size_t positions, int workers) {
    const std::size_t per_worker = positions / (static_cast<std::size_t>(workers) * 8) + 1;
    return static_cast<int>(std::clamp<std::size_t>(per_worker, 1, 256));
}

std::vector<int> search_block(const std::string& fens, const match::RescoreOptions& options) {
    std::vector<match::DataLine> lines;
    std::istringstream in(fens);
    for (std::string fen; std::getline(in, fen);) lines.push_back({fen, 0, 0});
    match::RescoreOptions one = options;
    one.concurrency = 1;
    one.progress = static_cast<int>(lines.size()) + 1;  // no progress lines from a worker
    std::ostringstream quiet;
    return match::rescore_positions(lines, one, quiet);
}

}  // namespace

void rescore_positions(const std::vector<match::DataLine>& lines,
                       const std::function<void()>& setup, const match::ScoreSink& sink,
                       const match::RescoreOptions& options, std::ostream& log) {
    // Not aborted on an exception: rank 0 throws only after every worker was told to stop.
    const boost::mpi::environment environment(boost::mpi::threading::single, false);
    const boost::mpi::communicator world = checked_world();
    if (world.rank() != 0) {
        if (!agree_to_start(world, "").empty()) return;
        work(world, [&](int, const std::string& fens) {
            std::string text;
            for (const int score : search_block(fens, options))
                text += std::to_string(score) + '\n';
            return text;
        });
        return;
    }
    std::exception_ptr failed;
    std::string error;
    try {
        setup();
    } catch (const std::exception& e) {
        failed = std::current_exception();
        error = *e.what() ? e.what() : "setup failed";
    }
    if (!agree_to_start(world, error).empty()) std::rethrow_exception(failed);
    const int block = block_size(lines.size(), world.size() - 1);
    const int units = static_cast<int>((lines.size() + block - 1) / block);
    std::vector<int> scores(lines.size());
    std::vector<char> back(lines.size(), 0);
    std::size_t done = 0, reported = 0, written = 0;
    bool sink_failed = false;
    const auto started = std::chrono::steady_clock::now();
    const int lost = hand_out(
        world, 0, units,
        [&](int unit) {
            std::string fens;
            const std::size_t end = std::min(lines.size(), std::size_t(unit + 1) * block);
            for (std::size_t i = std::size_t(unit) * block; i < end; ++i)
                fens += lines[i].fen + '\n';
            return fens;
        },
        [&](int unit, const std::string& text) {
            std::istringstream in(text);
            std::size_t i = std::size_t(unit) * block;
            for (int score; in >> score; ++i) {
                scores.at(i) = score;
                back[i] = 1;
            }
            done += i - std::size_t(unit) * block;
            for (; written < lines.size() && back[written] && !sink_failed; ++written)
                sink_failed = !sink(written, scores[written]);
            const auto every = static_cast<std::size_t>(options.progress);
            if (done / every > reported / every || done == lines.size()) {
                reported = done;
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                        .count();
                log << "rescore: " << options.already + done << '/'
                    << options.already + lines.size() << " positions, " << static_cast<int>(seconds)
                    << " s (" << world.size() - 1 << " worker rank"
                    << (world.size() == 2 ? "" : "s") << ")\n";
            }
        },
        [&] { return !sink_failed; });
    finish_without_lost_ranks(lost, "rescore", log);
}

}  // namespace kabe::cluster
