// `kabe egdb build` over MPI ranks: the materials are the units, one group at a time
// (egdb::build_plan: the materials of one group do not lead into one another). A worker
// reads the slices its material leads into from the database directory, which every rank
// must see (a shared file system), builds the material and writes its two files; rank 0
// reports each as it comes back. A build resumes from the files there, as on one machine.

#include <boost/mpi/collectives.hpp>
#include <boost/mpi/communicator.hpp>
#include <boost/mpi/environment.hpp>
#include <cstdint>
#include <cstdlib>
#include <sstream>

#include "cluster/cluster.hpp"
#include "cluster/farm.hpp"

namespace kabe::cluster {

namespace {

// A material's progress as text between the ranks: skipped, rounds, bytes, seconds.
std::string progress_text(const egdb::BuildProgress& p) {
    std::ostringstream text;
    text.precision(17);
    text << p.skipped << ' ' << p.rounds << ' ' << p.bytes << ' ' << p.seconds << ' ' << p.positions
         << '\n'
         << p.material;
    return text.str();
}

egdb::BuildProgress parse_progress(const std::string& text) {
    std::istringstream in(text);
    egdb::BuildProgress p;
    in >> p.skipped >> p.rounds >> p.bytes >> p.seconds >> p.positions;
    in.ignore(1);
    std::getline(in, p.material);
    return p;
}

}  // namespace

std::optional<egdb::BuildSummary> run_egdb_build(
    const std::string& variant, int pieces, const std::filesystem::path& dir,
    const std::function<void(const egdb::BuildProgress&)>& progress, std::ostream& log) {
    const boost::mpi::environment environment(boost::mpi::threading::single, false);
    const boost::mpi::communicator world = checked_world();
    // Before each group rank 0 says whether there is one (a worker's failure ends the
    // build after the group it happened in).
    const auto next_group = [&](bool more) {
        boost::mpi::broadcast(world, more, 0);
        return more;
    };
    if (world.rank() != 0) {
        if (!agree_to_start(world, "").empty()) return std::nullopt;
        while (next_group(false))
            work(world, [&](int, const std::string& material) {
                return progress_text(egdb::build_one(variant, dir, material));
            });
        return std::nullopt;
    }
    std::vector<std::vector<egdb::PlannedMaterial>> plan;
    std::string error;
    try {
        // A unit handed out again would build a material twice at once, into the same
        // files; a failed build resumes instead.
        if (const char* timeout = std::getenv("KABE_UNIT_TIMEOUT"); timeout && *timeout)
            throw ClusterError(
                "KABE_UNIT_TIMEOUT is not for egdb build: a build stopped by a dead rank "
                "resumes from the files written when run again");
        plan = egdb::build_plan(variant, pieces, dir);
    } catch (const std::exception& e) {
        error = e.what();
    }
    agree_to_start(world, error);
    if (!error.empty()) throw ClusterError(error);
    log << "egdb build: " << world.size() - 1 << " worker rank" << (world.size() == 2 ? "" : "s")
        << " (rank 0 hands out the materials, one group of equal pieces and men at a time)\n"
        << std::flush;

    int count = 0, number = 0;
    std::uint64_t total = 0;
    for (const auto& group : plan) {
        count += static_cast<int>(group.size());
        for (const auto& m : group) total += m.positions;
    }
    egdb::BuildTally tally(total, world.size() - 1);
    for (const auto& group : plan) {
        next_group(true);
        const int size = static_cast<int>(group.size());
        try {
            hand_out(
                world, 0, size,
                [&](int unit) { return group[static_cast<std::size_t>(unit)].digits; },
                [&](int, const std::string& text) {
                    egdb::BuildProgress p = parse_progress(text);
                    p.number = ++number;
                    p.count = count;
                    tally.add(p);
                    if (progress) progress(p);
                },
                [] { return true; });
        } catch (...) {
            next_group(false);
            throw;
        }
    }
    next_group(false);
    return tally.summary();
}

}  // namespace kabe::cluster
