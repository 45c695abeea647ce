#pragma once
// The `kabe` command line: one function per subcommand, each given its own arguments
// (everything after the subcommand name).

#include <boost/program_options.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace kabe::cli {

using Args = std::vector<std::string>;

// A user error in the arguments: printed as one line, exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Seconds as H:MM:SS (a negative time as 0:00:00): clocks, progress lines and ETAs.
std::string clock_text(double seconds);

// Parses args into vm; prints help and returns false when --help was given.
bool parse(const std::string& command, const std::string& synopsis,
           const boost::program_options::options_description& options, const Args& args,
           boost::program_options::variables_map& vm);

// Whether this process is one of several ranks that mpirun (or srun) started, for the
// commands that run over MPI (docs/cluster.md). A UsageError when this kabe was built
// without MPI, when `option` (threads on one machine: --concurrency, --threads) is not 1,
// when KABE_UNIT_TIMEOUT is neither seconds nor "auto" (cluster/unit_deadline.hpp), or when
// KABE_RANK0_TIMEOUT is not seconds (cluster/rank_zero_timeout.hpp).
bool cluster_run(int concurrency, const char* option = "--concurrency");

int run_moves(const Args& args);
int run_perft(const Args& args);
int run_demo(const Args& args);
int run_hub(const Args& args);
int run_analyze(const Args& args);
int run_play(const Args& args);
int run_bench(const Args& args);
int run_dxp(const Args& args);
int run_match(const Args& args);
int run_variants(const Args& args);
int run_selfplay(const Args& args);
int run_rescore(const Args& args);
int run_tune(const Args& args);
int run_train(const Args& args);
int run_gui(const Args& args);
int run_egdb(const Args& args);
int run_book(const Args& args);

}  // namespace kabe::cli
