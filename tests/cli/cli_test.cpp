// The `kabe` command line contract (issue: "other tools and checks rely on this exact
// contract"), run against the real binary.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "eval/patterns/weights.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "tests/files.hpp"
#include "tests/run_kabe.hpp"

namespace {

using kabe::test::file_contents;

using Result = kabe::test::KabeRun;

Result kabe(const std::string& args) {
    return kabe::test::run_kabe(args);
}

int lines(const std::string& s) {
    return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

TEST(Cli, MovesListsTheStartMovesInHubForm) {
    const auto r = kabe("moves");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(lines(r.out), 9);
    EXPECT_NE(r.out.find("32-28\n"), std::string::npos);
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(Cli, MovesOfAFenPositionWithCaptures) {
    const auto r = kabe("moves --variant international --fen 'W:WK47:B9,12,33'");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(lines(r.out), 3);
    EXPECT_NE(r.out.find("47x26x9x12x33\n"), std::string::npos);
    const auto pdn = kabe("moves --fen 'W:WK4:B13,32,37,20' --format pdn");
    EXPECT_NE(pdn.out.find("4x27x38x15\n"), std::string::npos) << pdn.out;
}

TEST(Cli, MovesOfAnAlgebraicVariantAreAlgebraic) {
    // rules.md E7: Russian prints c3:e5 style by default; --format hub keeps the numbers.
    const auto r = kabe("moves --variant russian --fen 'W:Wd6:Be7,g7'");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "d6:f8:h6\n");
    EXPECT_EQ(kabe("moves --variant russian --fen 'W:Wd6:Be7,g7' --format hub").out, "10x12x7x8\n");
    EXPECT_EQ(kabe("moves --variant italian --fen 'W:W30:BK26'").out, "30-27\n");
    EXPECT_EQ(kabe("perft --variant spanish --depth 1").out.substr(0, 16), "depth=1 nodes=7 ");
}

TEST(Cli, PerftPrintsOneLinePerDepth) {
    const auto r = kabe("perft --depth 4");
    EXPECT_EQ(r.exit_code, 0);
    // (std::regex is avoided: GCC 12 warns inside it under the sanitizers.)
    std::istringstream in(r.out);
    std::string text;
    const unsigned long long expected[] = {9, 81, 658, 4265};  // perft.md §2.1
    int depth = 0;
    while (std::getline(in, text)) {
        int d = 0, consumed = 0;
        unsigned long long nodes = 0;
        double seconds = 0, mnps = 0;
        ASSERT_EQ(std::sscanf(text.c_str(), "depth=%d nodes=%llu time=%lf mnps=%lf%n", &d, &nodes,
                              &seconds, &mnps, &consumed),
                  4)
            << text;
        EXPECT_EQ(consumed, static_cast<int>(text.size())) << text;
        const auto time_field = text.substr(text.find("time=") + 5);
        EXPECT_EQ(time_field.find('.'), time_field.find(' ') - 4) << "three decimals: " << text;
        EXPECT_EQ(d, depth + 1);
        EXPECT_EQ(nodes, expected[depth]);
        ++depth;
    }
    EXPECT_EQ(depth, 4);
}

TEST(Cli, PerftDivideListsRootMovesThenTheTotal) {
    const auto r = kabe("perft --depth 3 --divide --threads 2 --hash 1");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(lines(r.out), 10);
    EXPECT_NE(r.out.find("32-28 70\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("depth=3 nodes=658 "), std::string::npos) << r.out;
}

TEST(Cli, PerftKeepDuplicates) {
    const auto r = kabe("perft --depth 1 --duplicates keep --fen 'W:WK38:B18,19,32,33'");
    EXPECT_NE(r.out.find("depth=1 nodes=6 "), std::string::npos) << r.out;
}

TEST(Cli, BadInputIsOneLineOnStderrAndANonZeroExit) {
    for (const char* args :
         {"moves --fen 'W:W31,31:B1'", "moves --fen nonsense", "moves --variant chess", "perft",
          "perft --depth 0", "perft --depth x", "perft --depth 3 --duplicates maybe",
          "perft --depth 2 --threads 0", "perft --depth 2 --hash 1000000", "moves --format fancy",
          "moves --bogus", "frobnicate"}) {
        const auto r = kabe(args);
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_LT(r.exit_code, 4) << args;  // a user error, not an internal one
        EXPECT_TRUE(r.out.empty()) << args << ": " << r.out;
        EXPECT_FALSE(r.err.empty()) << args;
    }
    const auto r = kabe("moves --fen 'W:W3:B20'");
    EXPECT_EQ(lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("promotion row"), std::string::npos) << r.err;
}

TEST(Cli, HelpIsAvailableEverywhere) {
    EXPECT_EQ(kabe("--help").exit_code, 0);
    const auto perft = kabe("perft --help");
    EXPECT_EQ(perft.exit_code, 0);
    EXPECT_NE(perft.out.find("--duplicates"), std::string::npos);
    EXPECT_EQ(kabe("moves --help").exit_code, 0);
    for (const char* command : {"hub", "play", "analyze", "bench"})
        EXPECT_EQ(kabe(std::string(command) + " --help").exit_code, 0) << command;
}

// The value after `label` on the line that contains it.
std::string field_after(const std::string& text, const std::string& label) {
    const auto at = text.find(label);
    if (at == std::string::npos) return {};
    const auto end = text.find('\n', at);
    return text.substr(at + label.size(), end - at - label.size());
}

TEST(Cli, BenchSignatureIsReproducible) {
    const auto first = kabe("bench --depth 5");
    const auto second = kabe("bench --depth 5");
    ASSERT_EQ(first.exit_code, 0) << first.err;
    const std::string nodes = field_after(first.out, "Nodes searched  : ");
    EXPECT_FALSE(nodes.empty()) << first.out;
    EXPECT_GT(std::stoull(nodes), 1000u);
    EXPECT_EQ(nodes, field_after(second.out, "Nodes searched  : "));
    EXPECT_FALSE(field_after(first.out, "Nodes/second    : ").empty()) << first.out;
}

TEST(Cli, AnalyzePrintsItsThinkingAndTheBestMove) {
    // White must take 23 (29x18); Kabe still analyses the forced move.
    const auto r = kabe("analyze --fen 'W:W28,29:B19,23' --depth 6");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("info depth=6 "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("best move 29x18"), std::string::npos) << r.out;
}

// A finished game's result in the GameType's convention, as the PDN and the console say it.
TEST(Cli, AnalyzeOfAFinishedGameSaysTheResult) {
    const auto r = kabe("analyze --fen 'W:W:B1'");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("game over: 0-2: White has no legal move"), std::string::npos) << r.out;
    const auto russian = kabe("analyze --variant russian --fen 'W:W:B1'");
    EXPECT_NE(russian.out.find("game over: 0-1: White has no legal move"), std::string::npos)
        << russian.out;
}

// --moves as analyze takes them: one argument or several, played from --fen first.
TEST(Cli, MovesAndAnalyzePlayTheMovesFirst) {
    const auto one = kabe("moves --moves '32-28 19-23'");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    EXPECT_EQ(one.out, "28x19x23\n");  // Hub form: the captured square listed
    const auto several = kabe("moves --moves 32-28 19-23 --format pdn");
    EXPECT_EQ(several.out, "28x19\n") << several.err;
    const auto analyze = kabe("analyze --moves 32-28 19-23 --depth 2");
    ASSERT_EQ(analyze.exit_code, 0) << analyze.err;
    EXPECT_NE(analyze.out.find("best move 28x19"), std::string::npos) << analyze.out;
    const auto illegal = kabe("moves --moves 32-28 32-28");
    EXPECT_EQ(illegal.exit_code, 1);
    EXPECT_EQ(lines(illegal.err), 1) << illegal.err;
    EXPECT_NE(illegal.err.find("move 2: "), std::string::npos) << illegal.err;
}

// A side without pieces cannot have made the last move: refused by every command, one
// line (as Scan's Hub `pos`); the side to move may have none (it has lost).
TEST(Cli, APositionNoGameReachesIsRefused) {
    for (const char* args :
         {"moves --fen 'W:W28:B'", "analyze --fen 'B:W:B19'", "perft --fen 'W:W28:B' --depth 2",
          "play --fen 'W:W28:B' --white engine --black engine --depth 1",
          "moves --variant russian --fen 'W:Wc3:B'"}) {
        const auto r = kabe(args);
        EXPECT_EQ(r.exit_code, 1) << args;
        EXPECT_EQ(lines(r.err), 1) << args << ": " << r.err;
        EXPECT_NE(r.err.find("has no pieces but made the last move"), std::string::npos)
            << args << ": " << r.err;
    }
    EXPECT_EQ(kabe("moves --fen 'W:W:B19'").exit_code, 0);
}

TEST(Cli, PlayLetsTheEngineMoveForBothSides) {
    const auto r = kabe("play --white engine --black engine --depth 2 --max-moves 4");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("(White, Kabe: eval "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(Black, Kabe: eval "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Stopped after 4 moves"), std::string::npos) << r.out;
    // With a clock Kabe plays to it, and the clocks are shown.
    const auto timed = kabe("play --white engine --black engine --clock 0.05 --max-moves 2");
    ASSERT_EQ(timed.exit_code, 0) << timed.err;
    EXPECT_NE(timed.out.find("  Clock: White 0:00:0"), std::string::npos) << timed.out;
    EXPECT_NE(timed.out.find("Stopped after 2 moves"), std::string::npos) << timed.out;
    EXPECT_EQ(timed.out.find("time ran out"), std::string::npos) << timed.out;
    const auto one = kabe("play --white engine --black engine --depth 1 --max-moves 1");
    EXPECT_NE(one.out.find("Stopped after 1 move (--max-moves)"), std::string::npos) << one.out;
}

TEST(Cli, PlayReadsAHumansMovesAndRefusesIllegalOnes) {
    // Human White against the engine, moves piped in: an illegal move is refused with a
    // message and the game goes on; end of input ends the game.
    const std::string input = ::testing::TempDir() + "kabe_play_input.txt";
    std::ofstream(input) << "31-26x\n35-36\n32-28\n";
    const auto r = kabe("play --depth 1 < " + input);
    std::remove(input.c_str());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("in move '31-26x'"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("illegal move '35-36'"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1. 32-28  (White)"), std::string::npos) << r.out;  // echoed
    EXPECT_NE(r.out.find("1... "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(Black, Kabe: eval "), std::string::npos) << r.out;
}

TEST(Cli, PlayEndsWithTheResult) {
    // Black's last man is taken: White wins.
    const auto r = kabe("play --fen 'W:W28:B23' --white engine --black engine --depth 2");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // FMJD scoring for the 10x10 game, and the game in PDN.
    EXPECT_NE(r.out.find("Game over: 2-0, Black has no legal move."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("[Result \"2-0\"]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1. 28x19 2-0"), std::string::npos) << r.out;
}

// A console session, typed in: every command of the prompt does what 'help' says.
TEST(Cli, PlayConsoleCommands) {
    const std::string dir = ::testing::TempDir();
    const std::string input = dir + "kabe_console_input.txt", saved = dir + "kabe_console.pdn";
    std::ofstream(input) << "help\nflip\n32-28\nundo\n33-28\nhint\npdn\nsave " << saved
                         << "\nnew\nquit\n";
    const auto r = kabe("play --depth 1 < " + input);
    std::remove(input.c_str());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto has = [&](const std::string& text) { return r.out.find(text) != std::string::npos; };
    EXPECT_TRUE(has("load FILE")) << r.out;   // help
    EXPECT_TRUE(has("   50-46\n")) << r.out;  // flipped: square 50 top left
    EXPECT_TRUE(has("  Last move: 1. 32-28 (marked *)")) << r.out;
    EXPECT_TRUE(has("Took back 2 moves.")) << r.out;  // 32-28 and Kabe's reply
    EXPECT_TRUE(has("Hint: ")) << r.out;
    EXPECT_TRUE(has("Saved to " + saved)) << r.out;
    EXPECT_TRUE(has("New game.")) << r.out;
    EXPECT_TRUE(has("[Event \"Kabe console\"]")) << r.out;  // pdn, and quit prints the game
    const std::string file = file_contents(saved);
    std::remove(saved.c_str());
    EXPECT_NE(file.find("1. 33-28 "), std::string::npos) << file;
    EXPECT_EQ(file.find("32-28"), std::string::npos) << file;  // taken back
    EXPECT_NE(file.find("[Black \"Kabe\"]"), std::string::npos) << file;
}

// load replays a PDN game (comments and move numbers skipped) and play goes on from there;
// --pdn keeps the game when the session ends.
TEST(Cli, PlayLoadsAPdnGameAndKeepsTheRecord) {
    const std::string dir = ::testing::TempDir();
    const std::string input = dir + "kabe_load_input.txt", game = dir + "kabe_load_game.pdn",
                      record = dir + "kabe_load_record.pdn";
    std::remove(record.c_str());
    std::ofstream(game) << "[Event \"x\"]\n[GameType \"20\"]\n\n1. 32-28 {the centre} 18-23 2. "
                           "38-32 12-18 *\n";
    std::ofstream(input) << "load " << game << "\nquit\n";
    const auto r = kabe("play --white human --black human --pdn " + record + " < " + input);
    std::remove(input.c_str());
    std::remove(game.c_str());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("Loaded 4 moves"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("3. White to move"), std::string::npos) << r.out;
    const std::string kept = file_contents(record);
    std::remove(record.c_str());
    EXPECT_NE(kept.find("2. 38-32 12-18 *"), std::string::npos) << kept;

    // One move, one word: "1 move"; a bad move keeps those before it.
    std::ofstream(game) << "[Event \"x\"]\n\n1. 32-28 99-1 *\n";
    std::ofstream(input) << "load " << game << "\nquit\n";
    const auto bad = kabe("play --white human --black human < " + input);
    std::remove(input.c_str());
    std::remove(game.c_str());
    EXPECT_NE(bad.out.find("(kept the 1 move before it)"), std::string::npos) << bad.out;
}

// --rules blitz (rules.md §3.3): the console as the arbiter of the blitz rules.
TEST(Cli, PlayUnderBlitzRulesTakesBackTheFirstIllegalMoveAndTheSecondLoses) {  // 2, 10d
    const std::string input = ::testing::TempDir() + "kabe_blitz_illegal.txt";
    std::ofstream(input) << "hlep\n35-36\n32-28\n40-34x\n";
    const auto r = kabe("play --rules blitz --white human --black human < " + input);
    std::remove(input.c_str());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // A mistyped command is not a move; the first illegal move is taken back.
    EXPECT_NE(r.out.find("taken back on demand"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1. 32-28  (White)"), std::string::npos) << r.out;
    // Black's first illegal move (40-34x) is its own first: taken back too, not a loss.
    EXPECT_EQ(r.out.find("second illegal move"), std::string::npos) << r.out;
    const std::string input2 = ::testing::TempDir() + "kabe_blitz_illegal2.txt";
    std::ofstream(input2) << "35-36\n31-36\n";
    const auto lost = kabe("play --rules blitz --white human --black human < " + input2);
    std::remove(input2.c_str());
    EXPECT_NE(lost.out.find("Game over: 0-2, White made a second illegal move (blitz 10d)."),
              std::string::npos)
        << lost.out;
    // The standard rules only refuse it.
    std::ofstream(input2) << "35-36\n31-36\n";
    const auto standard = kabe("play --white human --black human < " + input2);
    std::remove(input2.c_str());
    EXPECT_EQ(standard.out.find("Game over"), std::string::npos) << standard.out;
}

// Black's lone king has walked the main road three moves against three kings (12a-b).
const char* road_walk_pdn =
    "[FEN \"B:WK1,K2,K3:BK46\"]\n\n1... 46-41 2. 1-7 41-37 3. 7-1 37-41 4. 1-7 *\n";

TEST(Cli, PlayUnderBlitzRulesShowsAndTakesAClaim) {  // 12
    const std::string dir = ::testing::TempDir();
    const std::string input = dir + "kabe_blitz_claim.txt", game = dir + "kabe_blitz_claim.pdn";
    std::ofstream(game) << road_walk_pdn;
    std::ofstream(input) << "load " << game << "\nclaim\n";
    const auto r = kabe("play --rules blitz --white human --black human < " + input);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("Black may claim a draw: the lone king held the main road"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("'claim' claims the draw"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Game over: 1-1, Black claimed a draw"), std::string::npos) << r.out;
    // Kabe, behind, claims for itself.
    std::ofstream(input) << "load " << game << "\n";
    const auto kabe_claims =
        kabe("play --rules blitz --white human --black engine --depth 3 < " + input);
    EXPECT_NE(kabe_claims.out.find("Black (Kabe, eval "), std::string::npos) << kabe_claims.out;
    EXPECT_NE(kabe_claims.out.find("Game over: 1-1, Black claimed a draw"), std::string::npos)
        << kabe_claims.out;
    // No claims under the standard rules.
    std::ofstream(input) << "load " << game << "\nclaim\nquit\n";
    const auto standard = kabe("play --white human --black human < " + input);
    std::remove(input.c_str());
    std::remove(game.c_str());
    EXPECT_NE(standard.out.find("Draws are claimed under the blitz rules"), std::string::npos)
        << standard.out;
    EXPECT_EQ(standard.out.find("may claim"), std::string::npos) << standard.out;
}

TEST(Cli, EngineCommandsRefuseBadArguments) {
    for (const char* args :
         {"analyze --fen nonsense", "analyze --depth 0", "analyze --movetime -1",
          "play --white robot", "play --strength 21", "bench --depth 0", "analyze --hash 0",
          "play --pdn /nonexistent/dir/game.pdn", "play --clock 5+x", "play --clock 0",
          "play --clock 5 --depth 3", "play --max-moves -1", "analyze --nodes 0",
          "play --rules fast", "play --rules blitz --variant tablut", "analyze --hash 1000000",
          "bench --hash 1000000", "dxp --listen 127.0.0.1:0 --hash 1000000"}) {
        const auto r = kabe(args);
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_LT(r.exit_code, 3) << args;
        EXPECT_FALSE(r.err.empty()) << args;
    }
}

// A table beyond the machine's memory is one line that says so, before any work.
TEST(Cli, AHashBeyondTheMachinesMemoryIsOneLine) {
    const auto r = kabe("analyze --hash 1000000 --depth 1");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_NE(r.err.find("machine's memory"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(Cli, SelfplayAndTuneRefuseBadArgumentsWithOneLine) {
    const std::string data = ::testing::TempDir() + "kabe_tune_bad_data.txt";
    const std::string bad_score = ::testing::TempDir() + "kabe_tune_bad_score.txt";
    std::ofstream(data) << "W:W31:B19;0;2\n";
    std::ofstream(bad_score) << "W:W31:B19;1x;1\n";
    for (const std::string& args : std::vector<std::string>{
             "selfplay --games 2 --depth 1",
             "selfplay --output x --depth 1",
             "selfplay --games 0 --depth 1 --output /dev/null",
             "selfplay --games 2 --output /dev/null",
             "selfplay --games 2 --depth 0 --output /dev/null",
             "selfplay --games 2 --depth 1 --variant nowhere --output /dev/null",
             "selfplay --games 2 --depth 1 --random-plies -1 --output /dev/null",
             "selfplay --games 2 --depth 1 --concurrency 0 --output /dev/null",
             "selfplay --games 2 --depth 1 --output /nonexistent/dir/file",
             "selfplay --games 2 --depth 1 --output " + ::testing::TempDir(),
             "selfplay --games 2 --depth 1 --output /dev/null --resume --overwrite",
             "selfplay --bogus",
             "tune",
             "tune --data /nonexistent/file",
             "tune --data " + data,
             "tune --data " + data + " --iterations -1",
             "tune --data " + data + " --variant nowhere",
             "tune --data " + data + " --fix nothing",
             "tune --data " + bad_score,
             "tune --data " + bad_score + " --lambda 2",
             "tune --data " + bad_score + " --regularization -1",
             "rescore",
             "rescore --data " + data + " --depth 2 --output /dev/null",
             "rescore --data /nonexistent/file --depth 2 --output /dev/null",
             "rescore --data " + bad_score + " --output /dev/null",
             "rescore --data " + bad_score + " --depth 2 --every 0 --output /dev/null",
             "rescore --data " + bad_score + " --depth 2 --variant nowhere --output /dev/null"}) {
        const auto r = kabe(args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_EQ(lines(r.err), 1) << args << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << args;
    }
    std::remove(data.c_str());
    std::remove(bad_score.c_str());
}

// Games played to their end score their wins and losses (from the engine's result, not its
// text, which writes 2-0 for International).
TEST(Cli, SelfplayScoresWinsAndLosses) {
    const auto r = kabe(
        "selfplay --games 4 --depth 1 --random-plies 10 --seed 1 --max-plies 400 --output "
        "/dev/null");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // "White +W =D -L": depth-1 games to the end are not all drawn.
    int wins = -1, draws = -1, losses = -1;
    const auto at = r.err.rfind("White +");
    ASSERT_NE(at, std::string::npos) << r.err;
    ASSERT_EQ(std::sscanf(r.err.c_str() + at, "White +%d =%d -%d", &wins, &draws, &losses), 3);
    EXPECT_EQ(wins + draws + losses, 4) << r.err;
    EXPECT_GT(wins + losses, 0) << r.err;
}

TEST(Cli, TrainAndTheEvalOptionsRefuseBadArgumentsWithOneLine) {
    const std::string data = ::testing::TempDir() + "kabe_train_data.txt";
    // Weights of another variant are no start for International's.
    const std::string russian_weights = ::testing::TempDir() + "kabe_train_russian.kpat";
    const auto russian = kabe::eval::patterns::embedded_file("russian");
    ASSERT_FALSE(russian.empty());
    std::ofstream(russian_weights, std::ios::binary)
        .write(reinterpret_cast<const char*>(russian.data()),
               static_cast<std::streamsize>(russian.size()));
    const std::string bad = ::testing::TempDir() + "kabe_train_bad.txt";
    std::ofstream(data) << "W:W31,32:B19;10;1\nW:W31:B19,20;-10;0\nW:W31:B19;0;0.5\n";
    std::ofstream(bad) << "W:W31:B19;0;1\nW:W99:B19;0;1\n";  // no square 99
    for (const std::string& args : std::vector<std::string>{
             "train", "train --data " + data, "train --data /nonexistent/file --output /dev/null",
             "train --data " + bad + " --output /dev/null",
             "train --data " + data + " --output /nonexistent/dir/w.kpat",
             "train --data " + data + " --output " + ::testing::TempDir(),
             "train --data " + data + " --output /dev/null --variant turkish",
             "train --data " + data + " --output /dev/null --epochs 0",
             "train --data " + data + " --output /dev/null --lambda 2",
             "train --data " + data + " --output /dev/null --validation 0.6",
             "train --data " + data + " --output /dev/null --init /nonexistent/w.kpat",
             "train --data " + data + " --output /dev/null --init " + data,
             "train --data " + data + " --output /dev/null --init " + russian_weights,
             "analyze --depth 1 --eval smart", "analyze --depth 1 --eval-file /nonexistent/w.kpat",
             "analyze --depth 1 --eval hand --eval-file " + data,
             "analyze --depth 1 --eval-file " + data,
             "bench --depth 1 --eval-file /nonexistent/w.kpat",
             "selfplay --games 1 --depth 1 --output /dev/null --eval-file " + data}) {
        const auto r = kabe(args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_EQ(lines(r.err), 1) << args << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << args;
    }
    std::remove(data.c_str());
    std::remove(bad.c_str());
    std::remove(russian_weights.c_str());
}

// From nothing to a weights file that the engine plays with: selfplay, train, and a
// search with --eval-file (that a file changes the search: HubEval in hub_test.cpp).
TEST(Cli, TrainWritesAWeightsFileThatTheEnginePlaysWith) {
    const std::string data = ::testing::TempDir() + "kabe_train_selfplay.txt";
    const std::string weights = ::testing::TempDir() + "kabe_train_weights.kpat";
    std::remove(data.c_str());
    ASSERT_EQ(kabe("selfplay --games 12 --depth 2 --random-plies 10 --seed 3 --max-plies 120 "
                   "--output " +
                   data)
                  .exit_code,
              0);
    const auto r = kabe("train --data " + data +
                        " --epochs 3 --batch 16 --learning-rate 20 "
                        "--validation 0.2 --output " +
                        weights);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("Epoch 0 (hand-made only): validation loss"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Epoch 3: training loss"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Kept epoch "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Wrote " + weights), std::string::npos) << r.out;
    // Fine-tuning the built-in weights on the same data: epoch 0 is their own loss, not
    // the hand-made evaluation's, and when no epoch beats them they are written back
    // unchanged.
    const auto loss_of = [](const std::string& out, const std::string& epoch0) {
        const std::string key = epoch0 + "): validation loss ";
        const auto at = out.find(key);
        return at == std::string::npos ? -1.0 : std::stod(out.substr(at + key.size()));
    };
    const std::string builtin = weights + ".builtin", tuned = weights + ".tuned";
    const auto shipped = kabe::eval::patterns::embedded_file("international");
    ASSERT_FALSE(shipped.empty());
    const std::string shipped_bytes(reinterpret_cast<const char*>(shipped.data()), shipped.size());
    std::ofstream(builtin, std::ios::binary) << shipped_bytes;
    const auto again = kabe("train --data " + data +
                            " --epochs 1 --batch 16 --learning-rate 20 --validation 0.2 --init " +
                            builtin + " --output " + tuned);
    ASSERT_EQ(again.exit_code, 0) << again.err;
    const double cold = loss_of(r.out, "Epoch 0 (hand-made only");
    const double warm = loss_of(again.out, "Epoch 0 (the starting weights");
    ASSERT_GT(cold, 0) << r.out;
    ASSERT_GT(warm, 0) << again.out;
    EXPECT_NE(warm, cold) << again.out;
    if (again.out.find("no epoch beat the starting weights") != std::string::npos) {
        // The same weights, written in the current format (the shipped file may be older).
        const auto back = kabe::eval::patterns::decode(file_contents(tuned));
        const auto before = kabe::eval::patterns::decode(shipped_bytes);
        EXPECT_EQ(back.entries, before.entries);
        if (before.extras.empty())  // format version 1: no extras, read as 0
            EXPECT_TRUE(std::all_of(back.extras.begin(), back.extras.end(), [](const auto& e) {
                return e == kabe::eval::patterns::Entry{};
            }));
        else
            EXPECT_EQ(back.extras, before.extras);
    } else
        EXPECT_NE(file_contents(tuned), shipped_bytes);
    std::remove(builtin.c_str());
    std::remove(tuned.c_str());
    // A position of the data: its windows are the ones the weights were trained on.
    std::istringstream lines_of_data(file_contents(data));
    std::string line;
    while (std::getline(lines_of_data, line) && line[0] == '#') {
    }
    const std::string fen = " --fen " + line.substr(0, line.find(';'));
    const auto hand = kabe("analyze --depth 1 --eval hand" + fen);
    const auto learned = kabe("analyze --depth 1 --eval-file " + weights + fen);
    ASSERT_EQ(hand.exit_code, 0) << hand.err;
    ASSERT_EQ(learned.exit_code, 0) << learned.err;
    EXPECT_NE(learned.out.find("best move"), std::string::npos) << learned.out;
    std::remove(data.c_str());
    std::remove(weights.c_str());
}

// The documented format (docs/testing.md): '#' comment lines, then FEN;score;result with
// a quiet position, an integer score and White's points.
TEST(Cli, SelfplayWritesQuietPositionsWithScoresAndResults) {
    const std::string file = ::testing::TempDir() + "kabe_selfplay_1.txt";
    const std::string again = ::testing::TempDir() + "kabe_selfplay_2.txt";
    const std::string common =
        "selfplay --games 3 --depth 2 --random-plies 6 --seed 5 --max-plies 80";
    for (const auto& f : {file, again}) std::remove(f.c_str());  // left by a failed run
    const auto r = kabe(common + " --output " + file);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("selfplay: 3/3 games"), std::string::npos) << r.err;
    const std::string text = file_contents(file);
    std::istringstream in(text);
    std::string line;
    int positions = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        ++positions;
        const auto last = line.rfind(';'), middle = line.rfind(';', last - 1);
        ASSERT_NE(middle, std::string::npos) << line;
        const auto pos = kabe::Notation<kabe::International>::parse_fen(line.substr(0, middle));
        EXPECT_FALSE(kabe::must_capture(pos)) << line;
        EXPECT_FALSE(kabe::opponent_threatens(pos)) << line;
        const std::string score = line.substr(middle + 1, last - middle - 1);
        EXPECT_EQ(std::to_string(std::stoi(score)), score) << line;
        const std::string result = line.substr(last + 1);
        EXPECT_TRUE(result == "1" || result == "0.5" || result == "0") << line;
    }
    EXPECT_GT(positions, 10);
    // Reproducible from the seed, whatever the concurrency.
    ASSERT_EQ(kabe(common + " --concurrency 2 --output " + again).exit_code, 0);
    EXPECT_EQ(file_contents(again), text);

    // The tuner reads it and writes weights as C++.
    const std::string weights = ::testing::TempDir() + "kabe_tuned_weights.txt";
    const auto t = kabe("tune --data " + file + " --iterations 1 --output " + weights);
    ASSERT_EQ(t.exit_code, 0) << t.err;
    EXPECT_NE(t.out.find("Error before: "), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Error after: "), std::string::npos) << t.out;
    const std::string tuned = file_contents(weights);
    EXPECT_NE(tuned.find("    int man = 100;"), std::string::npos) << tuned;
    EXPECT_NE(tuned.find("    int king = "), std::string::npos) << tuned;

    // Rescored at depth 4, every second position: the same positions and results, each
    // score the one a fresh engine finds at depth 4 (White's view), whatever the concurrency.
    const std::string rescored = ::testing::TempDir() + "kabe_rescored_1.txt";
    const std::string rescored2 = ::testing::TempDir() + "kabe_rescored_2.txt";
    std::remove(rescored.c_str());
    std::remove(rescored2.c_str());
    const auto rs = kabe("rescore --data " + file + " --depth 4 --every 2 --output " + rescored);
    ASSERT_EQ(rs.exit_code, 0) << rs.err;
    ASSERT_EQ(kabe("rescore --data " + file + " --depth 4 --every 2 --concurrency 2 --output " +
                   rescored2)
                  .exit_code,
              0);
    EXPECT_EQ(file_contents(rescored2), file_contents(rescored));
    const auto data_lines = [](const std::string& text) {
        std::vector<std::string> out;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') out.push_back(line);
        return out;
    };
    const auto before = data_lines(text), after = data_lines(file_contents(rescored));
    ASSERT_EQ(after.size(), (before.size() + 1) / 2);
    auto engine = kabe::Engine::create("international", 4);
    kabe::SearchLimits depth4;
    depth4.depth = 4;
    for (std::size_t i = 0; i < after.size(); ++i) {
        const auto& old_line = before[2 * i];
        const auto fen = old_line.substr(0, old_line.rfind(';', old_line.rfind(';') - 1));
        ASSERT_EQ(after[i].substr(0, fen.size() + 1), fen + ';') << after[i];
        EXPECT_EQ(after[i].substr(after[i].rfind(';')), old_line.substr(old_line.rfind(';')));
        engine->new_game();
        engine->set_position(fen, {});
        const auto r = engine->think(depth4, nullptr, kabe::MoveFormat::hub);
        const int white_view = engine->white_to_move() ? r.score : -r.score;
        EXPECT_EQ(after[i],
                  fen + ';' + std::to_string(white_view) + old_line.substr(old_line.rfind(';')))
            << old_line;
    }

    // An existing file is not replaced without --overwrite; an interrupted rescore (its file
    // cut in the middle of a line) resumes to the file an unbroken run writes.
    const std::string whole = file_contents(rescored);
    const std::string rescore_args = "rescore --data " + file + " --depth 4 --every 2 --output ";
    const auto refused = kabe(rescore_args + rescored);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("exists: pass --resume"), std::string::npos) << refused.err;
    EXPECT_EQ(file_contents(rescored), whole);
    std::ofstream(rescored2, std::ios::binary | std::ios::trunc)
        << whole.substr(0, whole.size() * 2 / 3);
    const auto resumed = kabe(rescore_args + rescored2 + " --resume");
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_NE(resumed.err.find("rescore: resumed at position"), std::string::npos) << resumed.err;
    EXPECT_EQ(file_contents(rescored2), whole);
    for (const auto& f : {file, again, weights, rescored, rescored2}) std::remove(f.c_str());
}

// Each game's positions end with its marker; a game without quiet positions (here the
// random plies reach the ply cap) still has one.
TEST(Cli, SelfplayClosesEveryGameWithItsMarker) {
    const std::string file = ::testing::TempDir() + "kabe_selfplay_markers.txt";
    const auto r = kabe(
        "selfplay --games 2 --depth 1 --random-plies 12 --max-plies 10 --seed 2 "
        "--overwrite --output " +
        file);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(file_contents(file),
              "# kabe selfplay: variant=international games=2 random-plies=12 seed=2 depth=1 "
              "max-plies=10 eval=learned\n"
              "# FEN;score (centi-men, White's view);result (White's points: 1, 0.5, 0)\n"
              "# game 0\n# game 1\n");
    std::remove(file.c_str());
}

// An interrupted run resumed (issue 16): the finished file is the uninterrupted run's, byte
// for byte, however it was cut; the counts of the progress lines start from the file.
TEST(Cli, SelfplayResumesToTheFileOfAnUninterruptedRun) {
    const std::string dir = ::testing::TempDir();
    const std::string whole = dir + "kabe_selfplay_whole.txt",
                      part = dir + "kabe_selfplay_part.txt";
    const std::string common =
        "selfplay --depth 2 --random-plies 6 --seed 5 --max-plies 60 --progress 2";
    for (const auto& f : {whole, part}) std::remove(f.c_str());
    const auto w = kabe(common + " --games 6 --output " + whole);
    ASSERT_EQ(w.exit_code, 0) << w.err;
    const std::string text = file_contents(whole);
    EXPECT_EQ(text.substr(0, text.find('\n')),
              "# kabe selfplay: variant=international games=6 random-plies=6 seed=5 depth=2 "
              "max-plies=60 eval=learned");
    std::size_t at = 0;
    for (int game = 0; game < 6; ++game) {
        at = text.find("\n# game " + std::to_string(game) + "\n", at);
        ASSERT_NE(at, std::string::npos) << game;
    }
    EXPECT_EQ(at + std::string("\n# game 5\n").size(), text.size());
    EXPECT_NE(w.err.find(" games/s, ETA "), std::string::npos) << w.err;
    const std::string last_line = w.err.substr(w.err.rfind("selfplay: 6/6"));
    const std::string counts = last_line.substr(0, last_line.find(',', last_line.find(" -")));

    // Run 3 games, then extend it to 6: the header says 6, as the whole run's does.
    ASSERT_EQ(kabe(common + " --games 3 --output " + part).exit_code, 0);
    const auto refused = kabe(common + " --games 6 --output " + part);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_EQ(lines(refused.err), 1) << refused.err;
    EXPECT_NE(refused.err.find("--resume"), std::string::npos) << refused.err;
    EXPECT_NE(refused.err.find("--overwrite"), std::string::npos) << refused.err;
    const auto resumed = kabe(common + " --games 6 --resume --output " + part);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(file_contents(part), text);
    EXPECT_NE(resumed.err.find("selfplay: resumed at game 3"), std::string::npos) << resumed.err;
    EXPECT_NE(resumed.err.find(counts), std::string::npos) << counts << " in " << resumed.err;
    EXPECT_EQ(resumed.err.find("selfplay: 2/6"), std::string::npos) << resumed.err;

    // Cut after game 2's marker, there with half a line, in the middle of game 3 (its last
    // line half written), in game 0, and with only the header: each resumes to the same file.
    const std::size_t after_game_2 = text.find("\n# game 2\n") + 10;
    const std::size_t in_game_3 = text.find('\n', after_game_2 + 1) + 20;
    std::string concurrency;  // any: the games are written in order
    for (const std::string& start :
         {text.substr(0, after_game_2), text.substr(0, after_game_2 + 15),
          text.substr(0, in_game_3), text.substr(0, text.find("\n# game 0\n")),
          text.substr(0, text.find('\n') + 1)}) {
        std::ofstream(part, std::ios::binary | std::ios::trunc) << start;
        concurrency = concurrency == " --concurrency 1" ? " --concurrency 3" : " --concurrency 1";
        const auto r = kabe(common + concurrency + " --games 6 --resume --output " + part);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(file_contents(part), text) << start.size();
    }

    // Nothing left to play; other options than the file's; fewer games than it holds.
    const auto done = kabe(common + " --games 6 --resume --output " + part);
    EXPECT_EQ(done.exit_code, 0);
    EXPECT_NE(done.err.find("all 6 games are already in"), std::string::npos) << done.err;
    const std::string others = "selfplay --random-plies 6 --progress 2 --games 6";
    for (const auto& [args, says] : std::vector<std::pair<std::string, std::string>>{
             {others + " --seed 6 --depth 2 --max-plies 60", "seed=5 (now 6)"},
             {others + " --seed 5 --depth 2 --max-plies 61", "max-plies=60 (now 61)"},
             {others + " --seed 5 --nodes 100 --max-plies 60", "nodes=none (now 100)"},
             {common + " --games 5", "it holds 6 games, more than --games 5"}}) {
        const auto r = kabe(args + " --resume --output " + part);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_EQ(lines(r.err), 1) << args << ": " << r.err;
        EXPECT_NE(r.err.find("cannot resume"), std::string::npos) << r.err;
        EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
    }
    EXPECT_EQ(file_contents(part), text);

    // --overwrite starts again.
    std::ofstream(part, std::ios::binary | std::ios::trunc) << "not selfplay data\n";
    ASSERT_EQ(kabe(common + " --games 6 --overwrite --output " + part).exit_code, 0);
    EXPECT_EQ(file_contents(part), text);
    for (const auto& f : {whole, part}) std::remove(f.c_str());
}

// A full disk stops the run with one line, not as an internal error, and says how to go on.
TEST(Cli, SelfplayStopsWhenTheFileCannotBeWritten) {
    if (!std::ifstream("/dev/full")) GTEST_SKIP() << "no /dev/full here";
    const auto r = kabe("selfplay --games 20 --depth 1 --output /dev/full");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("--resume"), std::string::npos) << r.err;
}

TEST(Cli, GuiRefusesBadArgumentsWithOneLine) {
    const auto help = kabe("gui --help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--port"), std::string::npos);
    for (const char* args : {"gui --port 70000", "gui --host not-an-address", "gui --bogus"}) {
        const auto r = kabe(args);
        EXPECT_EQ(r.exit_code, 2) << args;
        EXPECT_EQ(lines(r.err), 1) << args << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << args;
    }
    // The address is named as the fault, not the port.
    const auto bad_host = kabe("gui --host 999.1.1.1");
    EXPECT_NE(bad_host.err.find("--host '999.1.1.1' is not an IPv4 or IPv6 address"),
              std::string::npos)
        << bad_host.err;
    EXPECT_EQ(bad_host.err.find("port"), std::string::npos) << bad_host.err;
}

// A Hub string of the wrong length is read as one, and its length is what is wrong.
TEST(Cli, AHubPositionOfTheWrongLengthSaysTheLength) {
    const auto r = kabe("moves --fen W" + std::string(51, 'e'));
    EXPECT_NE(r.exit_code, 0);
    EXPECT_NE(r.err.find("a Hub position has 51 characters, this one has 52"), std::string::npos)
        << r.err;
    const auto english = kabe("moves --variant english --fen B" + std::string(31, 'e'));
    EXPECT_NE(english.err.find("has 33 characters, this one has 32"), std::string::npos)
        << english.err;
}

TEST(Cli, DxpConnectWithoutAPortSaysSo) {
    const auto r = kabe("dxp --connect 127.0.0.1");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("'127.0.0.1' has no port: HOST:PORT, e.g. 127.0.0.1:27531"),
              std::string::npos)
        << r.err;
}

}  // namespace
