// The entry points of a build without MPI (KABE_MPI off): the command line checks
// built_with_mpi() first, so these only answer a caller that did not.

#include "cluster/cluster.hpp"

namespace kabe::cluster {

namespace {

[[noreturn]] void no_mpi() {
    throw ClusterError(
        "this kabe was built without MPI (KABE_MPI=OFF): run it without mpirun, or build it "
        "with libboost-mpi-dev and openmpi-bin installed");
}

}  // namespace

int run_selfplay(const match::SelfplayOptions&, const std::string&, match::ExistingOutput,
                 std::ostream&) {
    no_mpi();
}

void rescore_positions(const std::vector<match::DataLine>&, const std::function<void()>&,
                       const match::ScoreSink&, const match::RescoreOptions&, std::ostream&) {
    no_mpi();
}

int run_match(match::MatchOptions, std::ostream&) {
    no_mpi();
}

std::optional<egdb::BuildSummary> run_egdb_build(
    const std::string&, int, const std::filesystem::path&,
    const std::function<void(const egdb::BuildProgress&)>&, std::ostream&) {
    no_mpi();
}

}  // namespace kabe::cluster
