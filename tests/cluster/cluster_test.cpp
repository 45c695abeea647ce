// `mpirun -n 3 kabe selfplay|rescore` against the single-process run (docs/cluster.md): the
// same files byte for byte, a killed run resumed without a game lost or written twice, and
// the one-line errors of bad use. Skipped when the build has no MPI (KABE_MPI off).

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cluster/rank_zero_timeout.hpp"
#include "cluster/unit_deadline.hpp"
#include "tests/files.hpp"
#include "tests/run_kabe.hpp"

namespace {

using kabe::test::file_contents;
using kabe::test::files_in;
using kabe::test::run_kabe;

// Root needs --allow-run-as-root; --oversubscribe lets 3 ranks share CI's 2 cores.
const std::string mpirun = std::string(KABE_MPIRUN) + " --allow-run-as-root --oversubscribe -n 3";

#define SKIP_WITHOUT_MPI()                                                           \
    do {                                                                             \
        if (!KABE_MPI_BUILT) {                                                       \
            GTEST_SKIP() << "built without MPI (KABE_MPI off: libboost-mpi-dev and " \
                            "openmpi-bin are not installed)";                        \
        }                                                                            \
    } while (false)

std::string temp_path(const std::string& name) {
    return ::testing::TempDir() + "kabe_cluster_" + std::to_string(getpid()) + "_" + name;
}

int count_of(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

int markers(const std::string& path) {
    return count_of(file_contents(path), "# game ");
}

// The processes whose parent is `parent` (/proc), for killing one rank of a run.
std::vector<pid_t> children_of(pid_t parent) {
    std::vector<pid_t> out;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        std::getline(stat, line);
        const auto close = line.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(line.substr(close + 1));
        std::string state;
        pid_t ppid = 0;
        rest >> state >> ppid;
        if (ppid == parent) out.push_back(std::stoi(name));
    }
    return out;
}

// The rank of an MPI process, from its environment; -1 when it has none.
int rank_of(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/environ", std::ios::binary);
    const std::string key = "OMPI_COMM_WORLD_RANK=";
    for (std::string entry; std::getline(in, entry, '\0');)
        if (entry.rfind(key, 0) == 0) return std::atoi(entry.c_str() + key.size());
    return -1;
}

// Starts `command` through the shell (exec'd: the returned pid is the command's).
pid_t start(const std::string& command) {
    const pid_t pid = fork();
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    return pid;
}

struct KilledJob {
    int games_then = 0;  // the games in the file when the rank was killed
    int exit_code = -1;
};

// Waits until `path` holds `games` games (or the job ended), then kills rank `rank` of the
// job and waits for the job to end: for ever, or with `give_up_after` for `seconds` at most
// (then kills the job and says exit code -2).
KilledJob kill_rank_after(pid_t job, const std::string& path, int games, int rank,
                          int give_up_after = 0) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (markers(path) < games && std::chrono::steady_clock::now() < give_up &&
           waitpid(job, nullptr, WNOHANG) == 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    KilledJob killed;
    killed.games_then = markers(path);
    for (const pid_t child : children_of(job))
        if (rank_of(child) == rank) kill(child, SIGKILL);
    int status = 0;
    if (give_up_after > 0) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(give_up_after);
        while (waitpid(job, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > end) {
                for (const pid_t child : children_of(job)) kill(child, SIGKILL);
                kill(job, SIGKILL);
                waitpid(job, nullptr, 0);
                killed.exit_code = -2;
                return killed;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    } else {
        waitpid(job, &status, 0);
    }
    killed.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return killed;
}

TEST(Cluster, SelfplayOverThreeRanksIsTheSingleProcessFile) {
    SKIP_WITHOUT_MPI();
    const std::string one = temp_path("one.txt"), three = temp_path("three.txt");
    const std::string args = "selfplay --games 5 --nodes 2000 --seed 7 --output ";
    ASSERT_EQ(run_kabe(args + one).exit_code, 0);
    const auto r = run_kabe(args + three, true, mpirun);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_NE(r.out.find("2 worker ranks"), std::string::npos) << r.out;
    EXPECT_EQ(markers(one), 5);
    EXPECT_TRUE(file_contents(one) == file_contents(three)) << "the files differ";
    std::remove(one.c_str());
    std::remove(three.c_str());
}

TEST(Cluster, RescoreOverThreeRanksIsTheSingleProcessFile) {
    SKIP_WITHOUT_MPI();
    const std::string data = temp_path("data.txt"), one = temp_path("r1.txt"),
                      three = temp_path("r3.txt");
    ASSERT_EQ(run_kabe("selfplay --games 2 --nodes 1000 --output " + data).exit_code, 0);
    const std::string args = "rescore --depth 2 --data " + data + " --output ";
    ASSERT_EQ(run_kabe(args + one).exit_code, 0);
    const auto r = run_kabe(args + three, true, mpirun);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_GT(file_contents(one).size(), 1000u);
    EXPECT_TRUE(file_contents(one) == file_contents(three)) << "the files differ";
    // Cut in the middle of a line, as a job ended by a lost rank leaves it: --resume on the
    // ranks finishes the same file.
    const std::string whole = file_contents(one);
    std::ofstream(three, std::ios::binary | std::ios::trunc) << whole.substr(0, whole.size() / 2);
    const auto resumed = run_kabe(args + three + " --resume", true, mpirun);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.out;
    EXPECT_TRUE(file_contents(three) == whole) << "the resumed file differs";
    for (const auto& p : {data, one, three}) std::remove(p.c_str());
}

// Open MPI 4.1 ends the whole job when a rank dies; rank 0 has written whole games only,
// so running the command again with --resume finishes the file an unbroken run writes.
TEST(Cluster, AKilledRunResumesWithoutLosingOrDuplicatingAGame) {
    SKIP_WITHOUT_MPI();
    const std::string one = temp_path("k1.txt"), three = temp_path("k3.txt");
    const std::string args = "selfplay --games 6 --nodes 6000 --output ";
    ASSERT_EQ(run_kabe(args + one).exit_code, 0);
    const pid_t job = start(mpirun + " " + KABE_BINARY + " " + args + three + " >/dev/null 2>&1");
    ASSERT_GT(job, 0);
    EXPECT_NE(kill_rank_after(job, three, 2, 2).exit_code, 0);  // Open MPI ends the job
    const int before = markers(three);
    EXPECT_GE(before, 2);
    const auto r = run_kabe(args + three + " --resume", true, mpirun);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    if (before < 6) {
        EXPECT_NE(r.out.find("resumed at game"), std::string::npos) << r.out;
    }
    EXPECT_TRUE(file_contents(one) == file_contents(three)) << "the files differ";
    std::remove(one.c_str());
    std::remove(three.c_str());
}

// Under --enable-recovery the job outlives a dead rank 0 too, and Open MPI 4.1 tells the
// workers nothing: they would wait for their next game for ever. Rank 0's heartbeats stop,
// so after KABE_RANK0_TIMEOUT seconds each worker says so and ends; the job ends, and
// --resume finishes the file an unbroken run writes.
TEST(Cluster, WorkersEndWhenRankZeroDiesUnderEnableRecovery) {
    SKIP_WITHOUT_MPI();
    const std::string one = temp_path("z1.txt"), three = temp_path("z3.txt"),
                      log = temp_path("z3.log");
    const std::string args = "selfplay --games 8 --nodes 6000 --output ";
    ASSERT_EQ(run_kabe(args + one).exit_code, 0);
    const pid_t job = start("env KABE_RANK0_TIMEOUT=3 " + std::string(KABE_MPIRUN) +
                            " --allow-run-as-root --oversubscribe --enable-recovery -x "
                            "KABE_RANK0_TIMEOUT -n 3 " +
                            KABE_BINARY + " " + args + three + " >" + log + " 2>&1");
    ASSERT_GT(job, 0);
    const KilledJob killed = kill_rank_after(job, three, 2, 0, 120);
    ASSERT_NE(killed.exit_code, -2) << "the workers outlived rank 0: " << file_contents(log);
    // (mpirun's exit code says nothing here: Open MPI 4.1 gives 0 under --enable-recovery.)
    if (killed.games_then < 8) {
        EXPECT_NE(file_contents(log).find("no word from rank 0 for 3 s"), std::string::npos)
            << file_contents(log);
    }
    const auto r = run_kabe(args + three + " --resume", true, mpirun);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_TRUE(file_contents(one) == file_contents(three)) << "the files differ";
    for (const auto& p : {one, three, log}) std::remove(p.c_str());
}

// An idle worker is not taken for dead: rank 0 keeps it hearing while the other worker
// plays a game longer than the timeout. The game is timed (60 plies at 0.15 s a move), so
// that it outlasts the timeout on a fast machine too.
TEST(Cluster, AnIdleWorkerHearsFromRankZeroWhileTheOtherComputes) {
    SKIP_WITHOUT_MPI();
    const std::string three = temp_path("i3.txt");
    // One game for two workers: one of them idles for the whole game (several seconds).
    const auto start_time = std::chrono::steady_clock::now();
    const auto r = run_kabe("selfplay --games 1 --movetime 0.15 --max-plies 60 --output " + three,
                            true,
                            "KABE_RANK0_TIMEOUT=3 " + mpirun + " -x KABE_RANK0_TIMEOUT");
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_time).count();
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_EQ(r.out.find("no word from rank 0"), std::string::npos) << r.out;
    EXPECT_EQ(markers(three), 1);
    // Otherwise the test proved nothing: the idle worker never waited past the timeout.
    EXPECT_GT(seconds, 4) << "the game was too quick to test the heartbeat";
    std::remove(three.c_str());
}

TEST(RankZeroTimeout, UnsetIsTheDefaultAndSecondsAreTaken) {
    using kabe::cluster::RankZeroTimeout;
    EXPECT_EQ(RankZeroTimeout::parse(nullptr), RankZeroTimeout::default_seconds);
    EXPECT_EQ(RankZeroTimeout::parse(""), RankZeroTimeout::default_seconds);
    EXPECT_EQ(RankZeroTimeout::parse("3"), 3);
    EXPECT_EQ(RankZeroTimeout::parse("600"), 600);
    // Several heartbeats fit in the shortest timeout.
    EXPECT_GE(RankZeroTimeout::minimum_seconds, 3 * RankZeroTimeout::heartbeat_seconds);
}

TEST(RankZeroTimeout, TextThatIsNotEnoughSecondsIsRefused) {
    using kabe::cluster::RankZeroTimeout;
    for (const char* bad : {"soon", "0", "2.9", "-3", "5s", "nan", "1e300"})
        EXPECT_THROW(RankZeroTimeout::parse(bad), std::invalid_argument) << bad;
}

TEST(Cluster, ARankZeroTimeoutThatIsNotSecondsIsOneLineOfError) {
    SKIP_WITHOUT_MPI();
    const auto r = run_kabe("selfplay --games 2 --nodes 500 --output " + temp_path("t0.txt"), true,
                            "KABE_RANK0_TIMEOUT=1 " + mpirun + " -x KABE_RANK0_TIMEOUT");
    EXPECT_NE(r.exit_code, 0);
    EXPECT_EQ(count_of(r.out, "KABE_RANK0_TIMEOUT must be a number of seconds, at least 3, got '1'"),
              1)
        << r.out;
    EXPECT_FALSE(std::filesystem::exists(temp_path("t0.txt")));
    std::remove(temp_path("t0.txt").c_str());
}

// The closing lines: score, Elo and (with --sprt) the SPRT.
std::string closing_lines(const std::string& out) {
    const auto at = out.find("Score of", out.rfind("Finished game"));
    return at == std::string::npos ? "no closing lines in: " + out : out.substr(at);
}

// Without the opening book (a random choice) and under --nodes the games are the same
// wherever they are played; counted in the order they were started, the SPRT decides on
// the same game as a local run with --concurrency 1.
TEST(Cluster, AMatchOverThreeRanksHasTheLocalTotalsAndVerdict) {
    SKIP_WITHOUT_MPI();
    const std::string engine = std::string("\"") + KABE_BINARY + " hub\"";
    const std::string base = "match --engine a=" + engine + " --engine b=" + engine +
                             " --param a:book=false --param b:book=false --param b:strength=12 "
                             "--nodes 2000";
    for (const std::string& extra :
         {std::string(" --games 4"),
          std::string(" --games 30 --sprt \"elo0=0 elo1=300 alpha=0.2 beta=0.2\"")}) {
        const auto local = run_kabe(base + extra);
        const auto spread = run_kabe(base + extra, false, mpirun);
        ASSERT_EQ(local.exit_code, 0) << local.err;
        ASSERT_EQ(spread.exit_code, 0) << spread.err;
        EXPECT_NE(spread.out.find("2 worker ranks"), std::string::npos) << spread.out;
        EXPECT_EQ(closing_lines(local.out), closing_lines(spread.out));
        if (extra.find("sprt") != std::string::npos) {
            EXPECT_NE(local.out.find("was accepted"), std::string::npos) << local.out;
        }
    }
}

// With --enable-recovery the job outlives a dead rank; with KABE_UNIT_TIMEOUT rank 0 hands
// the dead rank's game to another and the file is whole at the first try.
void expect_a_dead_ranks_game_played_by_another(const std::string& timeout) {
    const std::string one = temp_path("d1.txt"), three = temp_path("d3.txt"),
                      log = temp_path("d3.log");
    const std::string args = "selfplay --games 6 --nodes 6000 --output ";
    ASSERT_EQ(run_kabe(args + one).exit_code, 0);
    const pid_t job = start("env KABE_UNIT_TIMEOUT=" + timeout + " " + std::string(KABE_MPIRUN) +
                            " --allow-run-as-root --oversubscribe --enable-recovery -x "
                            "KABE_UNIT_TIMEOUT -n 3 " +
                            KABE_BINARY + " " + args + three + " >" + log + " 2>&1");
    ASSERT_GT(job, 0);
    const KilledJob killed = kill_rank_after(job, three, 2, 2);
    EXPECT_EQ(killed.exit_code, 0) << file_contents(log);
    EXPECT_TRUE(file_contents(one) == file_contents(three)) << file_contents(log);
    // Killed with 4 games still to play on 2 workers, it was computing one.
    if (killed.games_then <= 2) {
        EXPECT_NE(file_contents(log).find("stopped answering"), std::string::npos)
            << file_contents(log);
    }
    for (const auto& p : {one, three, log}) std::remove(p.c_str());
}

TEST(Cluster, AGameOfADeadRankIsPlayedByAnotherWithEnableRecovery) {
    SKIP_WITHOUT_MPI();
    expect_a_dead_ranks_game_played_by_another("1");
}

// "auto": no number to guess; rank 0 takes 5 times the longest game back so far.
TEST(Cluster, AnAutomaticDeadlineAlsoHandsADeadRanksGameToAnother) {
    SKIP_WITHOUT_MPI();
    expect_a_dead_ranks_game_played_by_another("auto");
}

TEST(Cluster, AUnitTimeoutThatIsNotSecondsIsOneLineOfError) {
    SKIP_WITHOUT_MPI();
    const auto r = run_kabe("selfplay --games 2 --nodes 500 --output " + temp_path("t.txt"), true,
                            "KABE_UNIT_TIMEOUT=soon " + mpirun + " -x KABE_UNIT_TIMEOUT");
    EXPECT_NE(r.exit_code, 0);
    EXPECT_NE(r.out.find("KABE_UNIT_TIMEOUT must be a positive number of seconds or 'auto', got "
                         "'soon'"),
              std::string::npos)
        << r.out;
    EXPECT_EQ(count_of(r.out, "KABE_UNIT_TIMEOUT must be"), 1) << r.out;  // rank 0's line only
    EXPECT_FALSE(std::filesystem::exists(temp_path("t.txt")));            // refused before it
    std::remove(temp_path("t.txt").c_str());
}

// The rule itself, without MPI (cluster/unit_deadline.hpp).
TEST(UnitDeadline, UnsetIsNeverAndSecondsAreFixed) {
    using kabe::cluster::UnitDeadline;
    EXPECT_EQ(UnitDeadline::parse(nullptr).seconds(), 0);
    EXPECT_EQ(UnitDeadline::parse("").seconds(), 0);
    UnitDeadline fixed = UnitDeadline::parse("2.5");
    EXPECT_FALSE(fixed.automatic());
    fixed.unit_took(100);  // a fixed deadline does not follow the units
    EXPECT_EQ(fixed.seconds(), 2.5);
}

TEST(UnitDeadline, AutoIsFiveTimesTheLongestUnitBackAndAtLeastASecond) {
    using kabe::cluster::UnitDeadline;
    UnitDeadline deadline = UnitDeadline::parse("auto");
    EXPECT_TRUE(deadline.automatic());
    EXPECT_EQ(deadline.seconds(), 0);  // nothing back yet: no unit is late
    deadline.unit_took(0.05);
    EXPECT_EQ(deadline.seconds(), 1);  // the floor
    deadline.unit_took(3);
    EXPECT_EQ(deadline.seconds(), 15);
    deadline.unit_took(2);  // a shorter unit does not lower it
    EXPECT_EQ(deadline.seconds(), 15);
}

TEST(UnitDeadline, TextThatIsNeitherSecondsNorAutoIsRefused) {
    using kabe::cluster::UnitDeadline;
    for (const char* bad : {"soon", "0", "-3", "5s", "auto5", "nan", "1e300"})
        EXPECT_THROW(UnitDeadline::parse(bad), std::invalid_argument) << bad;
}

TEST(Cluster, AnEgdbBuildOverThreeRanksWritesTheSingleProcessFiles) {
    SKIP_WITHOUT_MPI();
    const std::string one = temp_path("egdb1"), three = temp_path("egdb3");
    const std::string args = "egdb build --variant russian --pieces 3 --dir ";
    const auto alone = run_kabe(args + one);
    ASSERT_EQ(alone.exit_code, 0) << alone.out;
    const auto r = run_kabe(args + three, true, mpirun);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_NE(r.out.find("egdb build: 2 worker ranks"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("ETA"), std::string::npos) << r.out;
    // Rank 0 alone says what a rank holds.
    const auto memory = r.out.find("memory: at most");
    EXPECT_NE(memory, std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("memory: at most", memory + 1), std::string::npos) << r.out;
    const auto summary = alone.out.substr(alone.out.find("built "));
    EXPECT_NE(r.out.find(summary.substr(0, summary.find(" bytes"))), std::string::npos)
        << r.out << "\nagainst\n"
        << alone.out;
    EXPECT_FALSE(files_in(one).empty());
    EXPECT_TRUE(files_in(one) == files_in(three)) << "the files differ";
    // Run again, it finds every material built.
    const auto again = run_kabe(args + three, true, mpirun);
    ASSERT_EQ(again.exit_code, 0) << again.out;
    EXPECT_NE(again.out.find("built 0 materials"), std::string::npos) << again.out;
    // Slices removed are built again, the same.
    std::filesystem::remove(three + "/russian_0101_w.egdb");
    std::filesystem::remove(three + "/russian_0201_w.egdb");
    std::filesystem::remove(three + "/russian_0201_b.egdb");
    const auto fixed = run_kabe(args + three, true, mpirun);
    EXPECT_EQ(fixed.exit_code, 0) << fixed.out;
    EXPECT_NE(fixed.out.find("built 2 materials"), std::string::npos) << fixed.out;
    EXPECT_TRUE(files_in(one) == files_in(three)) << "the rebuilt files differ";
    std::filesystem::remove_all(one);
    std::filesystem::remove_all(three);
}

TEST(Cluster, AnEgdbBuildRefusesAUnitTimeout) {
    SKIP_WITHOUT_MPI();
    const auto r = run_kabe("egdb build --pieces 2 --dir " + temp_path("egdbt"), true,
                            "KABE_UNIT_TIMEOUT=5 " + mpirun + " -x KABE_UNIT_TIMEOUT");
    EXPECT_NE(r.exit_code, 0);
    EXPECT_NE(r.out.find("KABE_UNIT_TIMEOUT is not for egdb build"), std::string::npos) << r.out;
    const auto threads =
        run_kabe("egdb build --pieces 2 --threads 2 --dir " + temp_path("egdbt"), true, mpirun);
    EXPECT_NE(threads.exit_code, 0);
    EXPECT_NE(threads.out.find("--threads is for one machine"), std::string::npos) << threads.out;
    std::filesystem::remove_all(temp_path("egdbt"));
}

TEST(Cluster, ConcurrencyUnderMpirunIsOneLineOfError) {
    SKIP_WITHOUT_MPI();
    const auto r =
        run_kabe("selfplay --games 2 --nodes 100 --concurrency 2 --output /dev/null", true, mpirun);
    EXPECT_NE(r.exit_code, 0);
    EXPECT_NE(r.out.find("kabe selfplay: --concurrency is for one machine"), std::string::npos)
        << r.out;
    // One copy of the line, not one per rank.
    EXPECT_EQ(r.out.find("--concurrency is for one machine"),
              r.out.rfind("--concurrency is for one machine"));
}

TEST(Cluster, AnOutputRankZeroCannotWriteIsOneLineOfError) {
    SKIP_WITHOUT_MPI();
    const auto r =
        run_kabe("rescore --depth 1 --data /nonexistent/data --output /dev/null", true, mpirun);
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_NE(r.out.find("kabe rescore: cannot read /nonexistent/data"), std::string::npos)
        << r.out;
}

// A kabe built with another MPI than the launcher's sees a world of one: N copies would
// each write the whole file.
TEST(Cluster, AWorldSmallerThanTheLauncherSaysIsRefused) {
    SKIP_WITHOUT_MPI();
    const auto r = run_kabe("selfplay --games 2 --nodes 100 --output /dev/null --overwrite", true,
                            "OMPI_COMM_WORLD_SIZE=3 OMPI_COMM_WORLD_RANK=0");
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_NE(r.out.find("the launcher started 3 ranks but MPI sees 1"), std::string::npos)
        << r.out;
}

// The other half of the skips above: a kabe without MPI that a launcher started as one of
// several ranks says so, instead of writing the file once per rank.
TEST(Cluster, WithoutMpiARunOfSeveralRanksIsOneLineOfError) {
    if (KABE_MPI_BUILT) {
        GTEST_SKIP() << "built with MPI (the other tests cover it)";
    }
    const auto r = run_kabe("selfplay --games 2 --nodes 100 --output /dev/null --overwrite", true,
                            "OMPI_COMM_WORLD_SIZE=3 OMPI_COMM_WORLD_RANK=0");
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_NE(r.out.find("this kabe was built without MPI (KABE_MPI=OFF)"), std::string::npos)
        << r.out;
}

}  // namespace
