// ChildProcess against small system programs (cat, sh, sleep): lines both ways, deadlines,
// start failures with their messages, exit codes.

#include "protocol/child_process.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace kabe {
namespace {

using namespace std::chrono_literals;
using Clock = ChildProcess::Clock;

ChildProcess::Options command(std::vector<std::string> argv) {
    ChildProcess::Options options;
    options.argv = std::move(argv);
    return options;
}

TEST(ChildProcess, WritesAndReadsLines) {
    ChildProcess cat(command({"cat"}));
    ASSERT_GT(cat.pid(), 0);
    EXPECT_EQ(cat.write("one\ntwo\n", Clock::now() + 10s), ChildProcess::Write::done);
    std::string line;
    ASSERT_EQ(cat.read_line(line, Clock::now() + 10s), ChildProcess::Read::line);
    EXPECT_EQ(line, "one");
    ASSERT_EQ(cat.read_line(line, Clock::now() + 10s), ChildProcess::Read::line);
    EXPECT_EQ(line, "two");
    cat.close_stdin();
    EXPECT_EQ(cat.read_line(line, Clock::now() + 10s), ChildProcess::Read::closed);
    const auto status = cat.wait(Clock::now() + 10s);
    ASSERT_TRUE(status);
    EXPECT_EQ(ChildProcess::exit_code(*status), 0);
    EXPECT_EQ(cat.pid(), -1);
}

TEST(ChildProcess, ReadTimesOutOnSilence) {
    ChildProcess cat(command({"cat"}));
    std::string line;
    EXPECT_EQ(cat.read_line(line, Clock::now() + 50ms), ChildProcess::Read::timeout);
    EXPECT_TRUE(cat.unread().empty());
}

TEST(ChildProcess, KeepsAnUnfinishedLineAndRefusesOverlongOnes) {
    ChildProcess sh(command({"sh", "-c", "printf 'abcdef'"}));
    std::string line;
    EXPECT_EQ(sh.read_line(line, Clock::now() + 10s, 3), ChildProcess::Read::too_long);
    EXPECT_EQ(sh.read_line(line, Clock::now() + 10s), ChildProcess::Read::closed);
    EXPECT_EQ(sh.take_unread(), "abcdef");
}

TEST(ChildProcess, RunsInItsWorkingDirectoryWithStdinFromDevNull) {
    ChildProcess sh({{"sh", "-c", "pwd; cat"}, "/", "", /*stdin_pipe=*/false});
    std::string line;
    ASSERT_EQ(sh.read_line(line, Clock::now() + 10s), ChildProcess::Read::line);
    EXPECT_EQ(line, "/");
    EXPECT_EQ(sh.read_line(line, Clock::now() + 10s), ChildProcess::Read::closed);
    EXPECT_EQ(sh.write("x\n", Clock::now() + 10s), ChildProcess::Write::failed);
}

TEST(ChildProcess, SaysWhyItCannotStart) {
    try {
        ChildProcess missing(command({"/nonexistent/engine"}));
        FAIL() << "started";
    } catch (const SpawnError& e) {
        EXPECT_STREQ(e.what(), "cannot run /nonexistent/engine: No such file or directory");
    }
    try {
        ChildProcess nowhere({{"cat"}, "/nonexistent", "", true});
        FAIL() << "started";
    } catch (const SpawnError& e) {
        EXPECT_STREQ(e.what(), "cannot enter /nonexistent: No such file or directory");
    }
    EXPECT_THROW(ChildProcess(command({})), SpawnError);
}

TEST(ChildProcess, WaitStopsAtTheDeadlineAndKillEnds) {
    ChildProcess sleeper(command({"sleep", "100"}));
    EXPECT_FALSE(sleeper.wait(Clock::now() + 50ms));
    EXPECT_FALSE(sleeper.exited());
    sleeper.kill();
    EXPECT_EQ(sleeper.pid(), -1);
    EXPECT_EQ(ChildProcess::exit_code(sleeper.status()), 128 + 9);
}

}  // namespace
}  // namespace kabe
