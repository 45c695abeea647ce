#include <cstdlib>
#include <stdexcept>
#include <string>

#include "cli/cli.hpp"
#include "cluster/cluster.hpp"
#include "cluster/rank_zero_timeout.hpp"
#include "cluster/unit_deadline.hpp"

namespace kabe::cli {

bool cluster_run(int concurrency, const char* option) {
    if (cluster::launched_ranks() <= 1) return false;
    if (!cluster::built_with_mpi())
        throw UsageError(
            "started by mpirun with several ranks, but this kabe was built without MPI "
            "(KABE_MPI=OFF); install libboost-mpi-dev and openmpi-bin and build again, or run it "
            "without mpirun");
    // Here, before any rank opens a file or waits for another: found later, in rank 0's
    // hand-out, a bad value would leave the workers waiting for units.
    try {
        cluster::UnitDeadline::parse(std::getenv("KABE_UNIT_TIMEOUT"));
        cluster::RankZeroTimeout::parse(std::getenv("KABE_RANK0_TIMEOUT"));
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (concurrency != 1)
        throw UsageError(std::string(option) +
                         " is for one machine; under mpirun each rank computes one unit at a "
                         "time: start more ranks (mpirun -n N) instead");
    return true;
}

}  // namespace kabe::cli
