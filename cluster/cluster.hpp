#pragma once
// `mpirun -n N kabe selfplay|rescore ...` (docs/cluster.md): rank 0 hands out work units
// (game numbers, blocks of positions) to the other ranks, which compute them with the
// single-machine code and send the results back; rank 0 writes them in the order a
// single-machine run writes them, so the files are the same byte for byte under --depth
// or --nodes. Plain types only: the command line includes this without MPI's headers.

#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "egdb/egdb.hpp"
#include "match/runner.hpp"
#include "match/selfplay.hpp"
#include "match/selfplay_file.hpp"

namespace kabe::cluster {

// The ranks a launcher started, from its environment (Open MPI's mpirun sets
// OMPI_COMM_WORLD_SIZE, MPICH and Intel MPI PMI_SIZE, Slurm's srun SLURM_NTASKS with
// PMIX_RANK or PMI_RANK); 0 when no launcher started this process. Read before anything
// of MPI starts, so that a plain run never initialises MPI.
int launched_ranks();
// This process's rank by the same environment; 0 when not launched.
int launched_rank();
// Whether this binary was built with MPI (KABE_MPI).
bool built_with_mpi();

// A run under MPI that cannot go on: rank 0 reports it as one line (a worker's failure
// names the rank and its host).
class ClusterError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// `kabe selfplay` over the ranks: rank 0 opens `output` (as open_selfplay_output), hands
// out game numbers one at a time and writes the games in order with the progress lines on
// `log`; the other ranks play them. Returns the exit code; on rank 0 a setup or worker
// failure is a ClusterError (match::DataError for the output file), on the other ranks
// the exit code 2 without a word (rank 0 has said it).
int run_selfplay(const match::SelfplayOptions& options, const std::string& output,
                 match::ExistingOutput existing, std::ostream& log);

// `kabe rescore` over the ranks: rank 0 runs `setup` (which reads the positions into
// `lines` and opens the output; an exception it throws is rethrown on rank 0 and the
// others stop), then sends blocks of positions to the others, which search them as
// match::rescore_positions does (a fresh table each), and hands the scores to `sink` in the
// positions' order as soon as they and those before them are back, with the progress lines
// on `log`, all while MPI is up (a job with a dead rank ends in MPI_Abort after the lines
// before the hole are written: `--resume` continues there). A sink that returns false
// (the file cannot be written) stops the handing out.
void rescore_positions(const std::vector<match::DataLine>& lines,
                       const std::function<void()>& setup, const match::ScoreSink& sink,
                       const match::RescoreOptions& options, std::ostream& log);

// `kabe match` over the ranks: rank 0 checks the outputs and the engines (a
// match::SetupError), hands out game indices and counts the outcomes in the order the
// games were started, with the lines of a local run on `out`; the other ranks play the
// games, each starting the engines for its game as a local run does. Returns the exit
// code; an output that failed is a ClusterError on rank 0 (runner's failure()).
int run_match(match::MatchOptions options, std::ostream& out);

// `kabe egdb build` over the ranks (cluster/egdb.cpp): rank 0 hands out the materials one
// group at a time (egdb::build_plan) and reports each that comes back to `progress` (with
// its number, the time elapsed and an ETA), and the "egdb build: N worker ranks" line to
// `log`; the workers build them into `dir`, which every rank must see. Rank 0 returns the
// summary; a bad plan (variant, pieces, directory) or a worker's failure is a ClusterError
// there. The workers return nothing. KABE_UNIT_TIMEOUT is refused: a failed build resumes
// from its files when run again.
std::optional<egdb::BuildSummary> run_egdb_build(
    const std::string& variant, int pieces, const std::filesystem::path& dir,
    const std::function<void(const egdb::BuildProgress&)>& progress, std::ostream& log);

}  // namespace kabe::cluster
