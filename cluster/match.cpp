// `kabe match` over MPI ranks: a unit is a game index; the worker plays it with its own
// MatchRunner (the engines start on the worker's machine) and sends the outcome back,
// PDN record and all. Rank 0 counts the games in the order they were started, whatever
// order they finish in, so the SPRT decides on the same sequence of games as a run with
// --concurrency 1, and the totals are that run's under --depth or --nodes.

#include <boost/archive/binary_iarchive.hpp>
#include <boost/archive/binary_oarchive.hpp>
#include <boost/mpi/communicator.hpp>
#include <boost/mpi/environment.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/vector.hpp>
#include <map>
#include <sstream>

#include "cluster/cluster.hpp"
#include "cluster/farm.hpp"

namespace boost::serialization {

template <class Archive>
void serialize(Archive& archive, kabe::PdnGame& g, unsigned) {
    archive& g.event& g.site& g.round& g.white& g.black& g.start_fen& g.moves& g.comments& g
        .result& g.termination& g.time_control& g.gametype& g.variant;
}

template <class Archive>
void serialize(Archive& archive, kabe::match::GameOutcome& o, unsigned) {
    archive& o.white& o.points_for_white& o.termination& o.record;
}

}  // namespace boost::serialization

namespace kabe::cluster {

namespace {

std::string outcome_text(const match::GameOutcome& outcome) {
    std::ostringstream text;
    {
        boost::archive::binary_oarchive archive(text);
        archive << outcome;
    }
    return text.str();
}

match::GameOutcome parse_outcome(const std::string& text) {
    std::istringstream in(text);
    boost::archive::binary_iarchive archive(in);
    match::GameOutcome outcome;
    archive >> outcome;
    return outcome;
}

}  // namespace

int run_match(match::MatchOptions options, std::ostream& out) {
    // Not aborted on an exception: rank 0 throws only after every worker was told to stop.
    const boost::mpi::environment environment(boost::mpi::threading::single, false);
    const boost::mpi::communicator world = checked_world();
    match::MatchRunner runner(std::move(options));
    if (world.rank() != 0) {
        if (!agree_to_start(world, "").empty()) return 1;
        work(world,
             [&](int game, const std::string&) { return outcome_text(runner.play_game(game)); });
        return 0;
    }
    std::string error;
    try {
        runner.check_outputs();
        runner.check_engines();
    } catch (const match::SetupError& e) {
        error = e.what();
    }
    if (!agree_to_start(world, error).empty()) throw match::SetupError(error);
    std::map<int, match::GameOutcome> finished;  // games waiting for those started before
    int next_to_count = 0;
    const int lost = hand_out(
        world, 0, runner.games(),
        [&](int game) {
            runner.announce(game, out);
            return std::string();
        },
        [&](int game, const std::string& text) {
            finished.emplace(game, parse_outcome(text));
            for (auto it = finished.find(next_to_count); it != finished.end();
                 it = finished.find(++next_to_count)) {
                // After a verdict the games started later are not counted: a run with
                // --concurrency 1 would not have played them.
                if (!runner.stopped()) runner.record(it->first, it->second, out);
                finished.erase(it);
            }
        },
        [&] { return !runner.stopped(); });
    runner.finish(out);
    if (!runner.failure().empty()) {
        if (lost > 0) {
            out << "kabe match: " << runner.failure() << std::endl;
            finish_without_lost_ranks(lost, "match", out, 1);
        }
        throw ClusterError(runner.failure());
    }
    finish_without_lost_ranks(lost, "match", out);
    return 0;
}

}  // namespace kabe::cluster
