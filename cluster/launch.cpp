#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <string>

#include "cluster/cluster.hpp"

namespace kabe::cluster {

namespace {

// The first of these variables that is set, as a number; -1 when none is.
int first_number(std::initializer_list<const char*> names) {
    for (const char* name : names) {
        const char* value = std::getenv(name);
        if (!value || !*value) continue;
        char* end = nullptr;
        const long n = std::strtol(value, &end, 10);
        if (*end == '\0' && n >= 0 && n < 1'000'000) return static_cast<int>(n);
    }
    return -1;
}

// Slurm sets SLURM_NTASKS in a whole allocation (a batch script's shell too), so it counts
// only when srun started this process as an MPI task (PMI or PMIx then set the rank).
bool started_by_srun() {
    return std::getenv("PMIX_RANK") || std::getenv("PMI_RANK");
}

}  // namespace

int launched_ranks() {
    const int size = first_number({"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"});
    if (size >= 0) return size;
    if (started_by_srun()) return std::max(0, first_number({"SLURM_NTASKS"}));
    return 0;
}

int launched_rank() {
    return std::max(0, first_number({"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"}));
}

bool built_with_mpi() {
#ifdef KABE_MPI
    return true;
#else
    return false;
#endif
}

}  // namespace kabe::cluster
