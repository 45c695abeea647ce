#pragma once
// Work units handed out by rank 0 and computed by the other ranks (MPI, Boost.MPI).
// Rank 0 only coordinates: it sends one unit to each worker, and the next one when that
// worker's result comes back, so a slow worker (a long game) never holds the others up.
// It waits in a non-blocking probe with a short sleep, not in a blocking receive: Open MPI
// spins a core in a blocking receive, and rank 0 shares its core with a worker
// (docs/cluster.md).

#include <boost/mpi/communicator.hpp>
#include <functional>
#include <ostream>
#include <string>

namespace kabe::cluster {

// The text of unit `unit` for its worker ("" where the number says it all).
using UnitPayload = std::function<std::string(int unit)>;
// Rank 0: one finished unit, in whatever order they come.
using UnitDone = std::function<void(int unit, const std::string& result)>;
// Rank 0, before each unit is handed out: false ends the handing out (a failed write, a
// verdict); the units in flight still come back.
using KeepGoing = std::function<bool()>;
// A worker: the result of one unit, as text. An exception is sent to rank 0 as the error.
using UnitWork = std::function<std::string(int unit, const std::string& payload)>;

// Rank 0: hands out units [first, end) and gives each result to `done`. Throws
// ClusterError when a worker failed ("rank 2 (host): what"), and rethrows what `done` or
// `payload` threw, always after the units in flight are back and every worker was told
// to stop, so that every rank can finalise MPI and exit.
//
// With KABE_UNIT_TIMEOUT=S (seconds, or "auto": cluster/unit_deadline.hpp) in the
// environment, a unit out for longer than S is handed out again to a free worker (the
// first result counts, a second is dropped: both are the same); its rank is "late".
// Returns the late ranks that never answered again: under `mpirun --enable-recovery` they
// are dead, and MPI cannot be finalised with them (finish_without_lost_ranks).
int hand_out(const boost::mpi::communicator& world, int first, int end, const UnitPayload& payload,
             const UnitDone& done, const KeepGoing& keep_going);

// After hand_out returned `lost` > 0: says so on `log` and ends the job at once with
// `exit_code` (MPI_Finalize would wait for the dead ranks for ever). The caller has
// flushed its output.
void finish_without_lost_ranks(int lost, const char* command, std::ostream& log, int exit_code = 0);

// The other ranks: compute units until rank 0 says stop. While a worker waits for a unit,
// rank 0 sends it a word at least every RankZeroTimeout::heartbeat_seconds; after
// KABE_RANK0_TIMEOUT seconds without one, or with its last result not taken, it takes
// rank 0 for dead, says so on stderr and ends the process (exit code 3).
void work(const boost::mpi::communicator& world, const UnitWork& compute);

// What rank 0 tells the workers before any unit: "" (go ahead), `nothing_to_do`, or why the
// run cannot start. Every rank calls it once, before hand_out/work; the workers pass "".
inline constexpr const char* nothing_to_do = "nothing to do";
std::string agree_to_start(const boost::mpi::communicator& world, std::string verdict);

// The MPI world of a run, checked against the launcher's count: a kabe built with another
// MPI than the mpirun that started it sees a world of one, and N copies of it would each
// write the whole file. Throws ClusterError then (every copy says it).
boost::mpi::communicator checked_world();

}  // namespace kabe::cluster
