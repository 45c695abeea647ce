// `kabe selfplay` over MPI ranks: game numbers are the units; a game travels back as its
// points and its "FEN;score" lines, and rank 0's SelfplayWriter puts it in its place.

#include <boost/mpi/communicator.hpp>
#include <boost/mpi/environment.hpp>
#include <sstream>

#include "cluster/cluster.hpp"
#include "cluster/farm.hpp"

namespace kabe::cluster {

namespace {

// White's points on the first line, then one position a line.
std::string game_text(const match::SelfplayGame& game) {
    std::string text = match::points_text(game.white_points) + '\n';
    for (const auto& p : game.positions) text += p + '\n';
    return text;
}

match::SelfplayGame parse_game(const std::string& text) {
    std::istringstream in(text);
    match::SelfplayGame game;
    std::string line;
    std::getline(in, line);
    game.white_points = line == "1" ? 1.0 : line == "0" ? 0.0 : 0.5;
    while (std::getline(in, line)) game.positions.push_back(line);
    return game;
}

}  // namespace

int run_selfplay(const match::SelfplayOptions& options, const std::string& output,
                 match::ExistingOutput existing, std::ostream& log) {
    // Not aborted on an exception: rank 0 throws only after every worker was told to stop.
    const boost::mpi::environment environment(boost::mpi::threading::single, false);
    const boost::mpi::communicator world = checked_world();
    if (world.rank() != 0) {
        const std::string verdict = agree_to_start(world, "");
        if (verdict == nothing_to_do) return 0;
        if (!verdict.empty()) return 2;
        match::SelfplayPlayer player(options);
        work(world, [&](int game, const std::string&) { return game_text(player.play(game)); });
        return 0;
    }
    match::SelfplayOutput file;
    std::string error;
    try {
        file = match::open_selfplay_output(output, options, existing);
    } catch (const match::DataError& e) {
        error = e.what();
    }
    const bool nothing_left = error.empty() && file.start.games == options.games;
    agree_to_start(world, nothing_left ? cluster::nothing_to_do : error);
    if (!error.empty()) throw match::DataError(error);
    if (!match::announce_start(file.start, options.games, output, log)) return 0;
    log << "selfplay: " << world.size() - 1 << " worker rank" << (world.size() == 2 ? "" : "s")
        << " (rank 0 hands out the games and writes them)\n";
    match::SelfplayWriter writer(options, file.start, file.out, log);
    const int lost = hand_out(
        world, file.start.games, options.games, [](int) { return std::string(); },
        [&](int game, const std::string& text) { writer.add(game, parse_game(text)); },
        [&] { return !writer.failed(); });
    if (writer.failed() || !file.out.flush()) {
        log << "kabe selfplay: writing " << output
            << " failed; --resume continues after its last complete game\n";
        return 1;
    }
    finish_without_lost_ranks(lost, "selfplay", log);
    return 0;
}

}  // namespace kabe::cluster
