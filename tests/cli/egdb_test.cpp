// `kabe egdb build|probe|verify` against the real binary: output, resuming, and one-line
// errors with a non-zero exit for bad input.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "tests/run_kabe.hpp"

namespace cli_egdb_test {
namespace {

using Result = kabe::test::KabeRun;  // stdout and stderr together in out

Result kabe(const std::string& args) {
    return kabe::test::run_kabe(args, /*merge_stderr=*/true);
}

std::string fresh_dir(const std::string& name) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / name;
    std::filesystem::remove_all(dir);
    return dir.string();
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(CliEgdb, BuildsProbesAndVerifies) {
    const std::string dir = fresh_dir("cli_egdb");
    auto r = kabe("egdb build --variant international --pieces 2 --dir " + dir);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "[1/3] 1 king v 1 king (0101)")) << r.out;
    EXPECT_TRUE(has(r.out, "ETA")) << r.out;
    EXPECT_TRUE(has(r.out, "memory: at most")) << r.out;
    EXPECT_TRUE(has(r.out, "built 3 materials, 0 already there")) << r.out;
    r = kabe("egdb build --pieces 2 --dir " + dir);
    EXPECT_TRUE(has(r.out, "built 0 materials, 3 already there")) << r.out;

    r = kabe("egdb probe --dir " + dir + " --fen W:W6:B15");
    EXPECT_EQ(r.exit_code, 0) << r.out;
    EXPECT_EQ(r.out, "win for the side to move\nbest move: 6-1\n");

    r = kabe("egdb verify --variant international --dir " + dir);
    EXPECT_EQ(r.exit_code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "6 slices, 13280 positions:")) << r.out;
    EXPECT_TRUE(has(r.out, "; 0 errors")) << r.out;
}

TEST(CliEgdb, BadInputIsOneLineAndANonZeroExit) {
    const std::string dir = fresh_dir("cli_egdb_errors");
    ASSERT_EQ(kabe("egdb build --pieces 2 --dir " + dir).exit_code, 0);
    const std::string cases[] = {
        "egdb",
        "egdb frobnicate",
        "egdb build --pieces 12 --dir " + dir,
        "egdb build --pieces 2 --dir /proc/kabe-no",
        "egdb build --variant nonsense --pieces 2 --dir " + dir,
        "egdb build --variant frisian --pieces 2 --dir " + dir,
        "egdb build --pieces 2 --memory 8X --dir " + dir,
        "egdb build --pieces 6 --memory 1G --dir " + dir,  // needs 7.45 GiB at the least
        "egdb build --pieces 2",                           // no --dir
        "egdb probe --dir " + dir + " --fen W:WK1,K2:BK50",
        "egdb probe --dir " + dir + " --fen 'W:W1:B'",
        "egdb probe --dir " + dir + "/absent --fen W:WK1:BK50",
        "egdb verify --variant russian --dir " + dir,
    };
    for (const auto& args : cases) {
        const auto r = kabe(args);
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << args << '\n' << r.out;
        EXPECT_TRUE(has(r.out, "kabe egdb")) << args << '\n' << r.out;
    }
}

// --plan works out the build on paper, whatever its size, and writes nothing.
TEST(CliEgdb, ThePlanGivesPositionsAndMemoryAndBuildsNothing) {
    const std::string dir = fresh_dir("cli_egdb_plan");
    auto r = kabe("egdb build --pieces 5 --plan --dir " + dir);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "45 materials, 1620154930 positions")) << r.out;
    EXPECT_TRUE(has(r.out, "one material at a time")) << r.out;
    EXPECT_FALSE(std::filesystem::exists(dir));
    r = kabe("egdb build --pieces 7 --plan");  // 7 pieces do not fit this machine: said, not built
    EXPECT_TRUE(has(r.out, "134 materials, 1172183085800 positions")) << r.out;
}

// analyze, play and dxp probe the databases with --egdb: White's capture 25x34 leaves two men
// against one, a database win, scored in the known-win band (89.xx, docs/egdb.md).
TEST(CliEgdb, AnalyzeAndPlayProbeTheDatabases) {
    const std::string dir = fresh_dir("cli_egdb_search");
    ASSERT_EQ(kabe("egdb build --pieces 3 --dir " + dir).exit_code, 0);
    auto r = kabe("analyze --egdb " + dir + " --fen W:W25,41:BK30,7 --depth 3");
    EXPECT_EQ(r.exit_code, 0) << r.out;
    EXPECT_TRUE(has(r.out, "89.99")) << r.out;
    r = kabe("analyze --fen W:W25,41:BK30,7 --depth 3");
    EXPECT_FALSE(has(r.out, "89.99")) << r.out;
    // Each stops before it starts work (dxp: before it listens).
    for (const std::string command :
         {"analyze --depth 1", "play --depth 1", "dxp --listen 127.0.0.1:27999"}) {
        r = kabe(command + " --egdb " + dir + "/absent");
        EXPECT_NE(r.exit_code, 0) << r.out;
        EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
        EXPECT_TRUE(has(r.out, "--egdb")) << r.out;
        r = kabe(command + " --egdb " + dir + " --egdb-pieces 1");
        EXPECT_NE(r.exit_code, 0) << r.out;
        EXPECT_TRUE(has(r.out, "--egdb-pieces")) << r.out;
    }
    r = kabe("analyze --egdb " + dir + " --egdb-cache 1 --fen W:W25,41:BK30,7 --depth 3");
    EXPECT_TRUE(has(r.out, "89.99")) << r.out;
    for (const std::string size : {"0", "99999999999"}) {
        r = kabe("analyze --depth 1 --egdb " + dir + " --egdb-cache " + size);
        EXPECT_NE(r.exit_code, 0) << r.out;
        EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
        EXPECT_TRUE(has(r.out, "--egdb-cache")) << r.out;
    }
}

}  // namespace
}  // namespace cli_egdb_test
