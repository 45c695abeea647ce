// `kabe match` against the real binary: Kabe against itself, and against fake engines
// that cheat, crash or hang (tests/protocol/hub/fake_engines).

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "movegen/notation.hpp"
#include "protocol/pdn_reader.hpp"
#include "tests/files.hpp"
#include "tests/run_kabe.hpp"

namespace {

using kabe::test::file_contents;

struct Run {
    int exit_code = -1;
    std::string out;
};

// `kabe ARGS`, with `environment` (e.g. "TMPDIR=/x") before it; stderr is kept in `err`.
Run kabe(const std::string& args, std::string* err = nullptr, const std::string& environment = "") {
    const auto r = kabe::test::run_kabe(args, false, environment);
    if (err) *err = r.err;
    return {r.exit_code, r.out};
}

std::string engine(const std::string& name) {
    return "--engine " + name + "='" + std::string(KABE_BINARY) + " hub'";
}
std::string fake(const std::string& name, const std::string& script) {
    return "--engine " + name + "=" + std::string(KABE_FAKE_ENGINES) + "/" + script;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// W, L, D from "Score of A vs B: W - L - D  [0.xxx] N".
std::vector<int> score_of(const std::string& line) {
    int w = -1, l = -1, d = -1, n = -1;
    double ratio = 0;
    const auto colon = line.find(": ");
    std::sscanf(line.c_str() + colon + 2, "%d - %d - %d [%lf] %d", &w, &l, &d, &ratio, &n);
    return {w, l, d, n};
}

// The games of a PDN text, each read by Kabe's PDN reader (protocol/pdn_reader).
std::vector<kabe::PdnRecord> games_in(const std::string& text) {
    std::vector<kabe::PdnRecord> games;
    std::size_t start = text.find("[Event");
    while (start != std::string::npos) {
        const std::size_t next = text.find("\n[Event", start);
        const std::string one = text.substr(start, next == std::string::npos ? next : next - start);
        games.push_back(kabe::read_pdn(one));
        start = next == std::string::npos ? next : next + 1;
    }
    return games;
}

// The games of a PDN file: their FEN tag (or the start) and moves, each replayed with
// Kabe's rules; returns the number of games, failing the test on an illegal move.
int replay_pdn(const std::string& path) {
    using N = kabe::Notation<kabe::International>;
    int games = 0;
    for (const auto& game : games_in(file_contents(path))) {
        ++games;
        auto pos = N::parse_position(game.tag("FEN", "start"));
        for (const auto& move : game.moves) {
            try {
                pos = pos.after(N::parse_move(pos, move));
            } catch (const kabe::NotationError& e) {
                ADD_FAILURE() << path << ": game " << games << ": " << e.what();
                return games;
            }
        }
    }
    return games;
}

TEST(Match, KabeAgainstItselfAddsUpAndRecordsLegalGames) {
    const std::string pdn = ::testing::TempDir() + "kabe_match_test.pdn";
    std::remove(pdn.c_str());
    const auto r = kabe("match " + engine("a") + " " + engine("b") +
                        " --games 4 --depth 2 --concurrency 2 --pdn " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const auto lines = lines_of(r.out);
    ASSERT_GE(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[lines.size() - 1].rfind("Elo difference: ", 0), 0u) << r.out;
    const std::string& last_score = lines[lines.size() - 2];
    ASSERT_EQ(last_score.rfind("Score of a vs b: ", 0), 0u) << r.out;
    const auto s = score_of(last_score);
    EXPECT_EQ(s[0] + s[1] + s[2], 4) << last_score;
    EXPECT_EQ(s[3], 4) << last_score;
    int finished = 0;
    for (const auto& l : lines) finished += l.rfind("Finished game ", 0) == 0;
    EXPECT_EQ(finished, 4) << r.out;
    EXPECT_EQ(replay_pdn(pdn), 4);
    std::remove(pdn.c_str());
}

// Occurrences of `word` in `text`.
int count_of(const std::string& text, const std::string& word) {
    int n = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
}

// --ponder: after its move an engine hears the position with the reply it expects and
// `go ponder`; when the reply comes, `ponder-hit` (it was right) or `stop` (it was not),
// and the games are as legal and complete as without. One engine's input is logged.
TEST(Match, PonderingEnginesHearGoPonderThenPonderHitOrStop) {
    const std::string pdn = ::testing::TempDir() + "kabe_match_ponder_test.pdn";
    const std::string input = ::testing::TempDir() + "kabe_match_ponder_input.txt";
    std::remove(pdn.c_str());
    std::remove(input.c_str());
    const std::string logged =
        "--engine \"a=sh -c 'tee -a " + input + " | " + std::string(KABE_BINARY) + " hub'\"";
    const auto r = kabe("match " + logged + " " + engine("b") +
                        " --games 4 --movetime 0.05 --ponder --param a:book=false "
                        "--param b:book=false --pdn " +
                        pdn);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string out = r.out;
    EXPECT_EQ(count_of(out, "failed"), 0) << out;
    const auto lines = lines_of(out);
    ASSERT_GE(lines.size(), 2u) << out;
    EXPECT_EQ(score_of(lines[lines.size() - 2])[3], 4) << out;
    EXPECT_EQ(replay_pdn(pdn), 4);
    const std::string heard = file_contents(input);
    const int ponders = count_of(heard, "go ponder");
    const int hits = count_of(heard, "ponder-hit");
    const int stops = count_of(heard, "\nstop\n");
    EXPECT_GE(ponders, 20) << heard;
    EXPECT_GE(hits, 1) << heard;
    EXPECT_GE(stops, 1) << heard;
    // Every ponder search ends one way or the other, except one the game's end leaves.
    EXPECT_LE(ponders - hits - stops, 4) << heard;
    EXPECT_GE(ponders - hits - stops, 0) << heard;
    std::remove(pdn.c_str());
    std::remove(input.c_str());
}

// The moves of a PDN text's games.
int moves_in(const std::string& pdn) {
    int moves = 0;
    for (const auto& game : games_in(pdn)) moves += static_cast<int>(game.moves.size());
    return moves;
}

// --live FILE is rewritten after every move: read while the match runs, it shows one
// game growing move by move, every version a legal game in progress ("*"), and at the
// end the finished game, the same as the one --pdn records.
TEST(Match, LiveFileGrowsMoveByMove) {
    const std::string live = ::testing::TempDir() + "kabe_match_live_test.pdn";
    const std::string pdn = ::testing::TempDir() + "kabe_match_live_test_all.pdn";
    std::remove(live.c_str());
    std::remove(pdn.c_str());
    ::Run r;  // (inside a TEST, plain Run names testing::Test::Run)
    std::atomic<bool> done{false};
    std::thread match([&] {
        r = kabe("match " + engine("a") + " " + engine("b") +
                 " --games 1 --movetime 0.02 --max-plies 30 --live " + live + " --pdn " + pdn);
        done = true;
    });
    std::vector<std::string> versions;
    while (!done) {
        const std::string text = file_contents(live);
        if (!text.empty() && (versions.empty() || versions.back() != text))
            versions.push_back(text);
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    match.join();
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string final_text = file_contents(live);
    if (versions.empty() || versions.back() != final_text) versions.push_back(final_text);
    // Seen growing: several versions, the moves never fewer than before.
    ASSERT_GE(versions.size(), 5u);
    int before = -1;
    for (std::size_t i = 0; i < versions.size(); ++i) {
        const int moves = moves_in(versions[i]);
        EXPECT_GE(moves, before) << versions[i];
        before = moves;
        EXPECT_EQ(versions[i].find("[Variant \"international\"]") != std::string::npos, true)
            << versions[i];
        // Every version is a legal game (Kabe's rules replay it).
        const std::string copy = live + ".version";
        std::ofstream(copy) << versions[i];
        EXPECT_EQ(replay_pdn(copy), 1) << versions[i];
        std::remove(copy.c_str());
        if (i + 1 < versions.size()) {
            EXPECT_NE(versions[i].find("[Result \"*\"]"), std::string::npos);
        }
    }
    EXPECT_GT(before, moves_in(versions.front()));
    EXPECT_EQ(final_text.find("[Result \"*\"]"), std::string::npos) << final_text;
    EXPECT_EQ(moves_in(final_text), moves_in(file_contents(pdn)));
    EXPECT_LE(before, 30) << final_text;  // --max-plies 30
    std::remove(live.c_str());
    std::remove(pdn.c_str());
}

TEST(Match, BrokenEnginesLoseTheirGamesAndTheMatchFinishes) {
    struct Case {
        const char* script;
        const char* reason;
    };
    for (const Case c :
         {Case{"illegal_move.sh", "illegal move"}, Case{"crash_on_go.sh", "failed"},
          Case{"hang_on_go.sh", "before the deadline"}, Case{"error_engine.sh", "error"}}) {
        const auto r = kabe("match " + engine("kabe") + " " + fake("fake", c.script) +
                            " --games 2 --movetime 0.05");
        ASSERT_EQ(r.exit_code, 0) << c.script << '\n' << r.out;
        const auto lines = lines_of(r.out);
        ASSERT_GE(lines.size(), 2u) << r.out;
        const auto s = score_of(lines[lines.size() - 2]);
        EXPECT_EQ(s[0], 2) << c.script << ": Kabe wins both games\n" << r.out;
        EXPECT_NE(r.out.find(c.reason), std::string::npos) << c.script << '\n' << r.out;
    }
}

// A clock may run --flag-tolerance seconds past zero (0.2 by default) before its flag
// falls. The slow engine takes 1 s for its first move on a 0.6 s clock: 0.4 s over.
TEST(Match, AFlagFallsPastTheToleranceOnly) {
    const std::string openings = ::testing::TempDir() + "kabe_match_flag_openings.txt";
    std::ofstream(openings) << "W:W31-50:B1-20\n";
    const std::string slow =
        "--engine slow='" + std::string(KABE_FAKE_ENGINES) + "/slow_first_move.sh 1'";
    for (const auto& [tolerance, reason] :
         {std::pair<std::string, std::string>{"", "slow lost on time"},
          std::pair<std::string, std::string>{" --flag-tolerance 1", "illegal move 11-16"}}) {
        const auto r = kabe("match " + slow + " " + engine("kabe") +
                            " --games 1 --tc 0.01+0 --openings " + openings + tolerance);
        ASSERT_EQ(r.exit_code, 0) << r.out;
        EXPECT_NE(r.out.find(reason), std::string::npos) << tolerance << '\n' << r.out;
    }
    std::string err;
    EXPECT_EQ(
        kabe("match " + engine("a") + " " + engine("b") + " --flag-tolerance -1", &err).exit_code,
        2);
    EXPECT_NE(err.find("--flag-tolerance"), std::string::npos) << err;
    std::remove(openings.c_str());
}

TEST(Match, PlaysADxpEngineAsInitiatorAndRelaysTheMoves) {
    // A Kabe DXP server for one connection; its first line names the port it listens on.
    FILE* server = popen((std::string(KABE_BINARY) +
                          " dxp --listen 127.0.0.1:0 --connections 1 --movetime 0.02 2>/dev/null")
                             .c_str(),
                         "r");
    ASSERT_NE(server, nullptr);
    char line[128] = {};
    ASSERT_NE(std::fgets(line, sizeof line, server), nullptr);
    const std::string listening(line);
    ASSERT_EQ(listening.rfind("listening on 127.0.0.1:", 0), 0u) << listening;
    const std::string port = listening.substr(23, listening.find('\n') - 23);
    const std::string pdn = ::testing::TempDir() + "kabe_match_dxp_test.pdn";
    std::remove(pdn.c_str());
    const auto r = kabe("match " + engine("hub") + " --engine dxp=dxp://127.0.0.1:" + port +
                        " --games 2 --movetime 0.02 --pdn " + pdn);
    EXPECT_EQ(pclose(server), 0);  // the server ends after the match's last GAMEEND
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const auto lines = lines_of(r.out);
    ASSERT_GE(lines.size(), 2u) << r.out;
    const auto s = score_of(lines[lines.size() - 2]);
    EXPECT_EQ(s[3], 2) << r.out;
    EXPECT_EQ(r.out.find("failed"), std::string::npos) << r.out;
    EXPECT_EQ(replay_pdn(pdn), 2);
    std::remove(pdn.c_str());
}

TEST(Match, AdjudicatesByTheEnginesAgreedScores) {
    // White is eight men up: with --resign-score both engines soon agree, and the game ends
    // long before the rules would end it.
    const std::string openings = ::testing::TempDir() + "kabe_match_openings.txt";
    std::ofstream(openings) << "# White far ahead\nW:W31,32,33,34,35,36,37,38,39,40:B1,2\n";
    const auto r = kabe("match " + engine("a") + " " + engine("b") +
                        " --games 2 --depth 3 --resign-score 3 --openings " + openings);
    std::remove(openings.c_str());
    ASSERT_EQ(r.exit_code, 0) << r.out;
    EXPECT_NE(r.out.find("Finished game 1 (a vs b): 2-0 {adjudicated: both engines see White"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Finished game 2 (b vs a): 2-0 {adjudicated"), std::string::npos) << r.out;
}

// The referee is the variant's Game: breakthrough ends at the first king, antidraughts
// when a side to move has no move left (and that side wins).
TEST(Match, OtherVariantsEndByTheirOwnRules) {
    for (const std::string variant : {"breakthrough", "antidraughts"}) {
        const auto r = kabe("match " + engine("a") + " " + engine("b") + " --variant " + variant +
                            " --games 2 --depth 2 --max-plies 300");
        ASSERT_EQ(r.exit_code, 0) << r.out;
        const std::string ending = variant == "breakthrough" ? "made the first king}"
                                                             : "no legal move and wins (giveaway)}";
        int finished = 0;
        for (const auto& line : lines_of(r.out)) {
            if (line.rfind("Finished game", 0) != 0) continue;
            ++finished;
            EXPECT_TRUE(line.find(ending) != std::string::npos ||
                        line.find("adjudicated") != std::string::npos)
                << line;
        }
        EXPECT_EQ(finished, 2) << r.out;
    }
}

// --variant defaults to international, as in every other command, and each engine is sent
// the name it knows: Kabe its own, a Scan engine Scan's (kabe_as_scan.sh stops, as Scan does,
// on any other name).
TEST(Match, EachEngineGetsTheVariantInItsOwnName) {
    const std::string scan = "--engine scan='" + std::string(KABE_FAKE_ENGINES) +
                             "/kabe_as_scan.sh " + KABE_BINARY + "'";
    for (const std::string variant : {"", " --variant international", " --variant bt"}) {
        const std::string pdn = ::testing::TempDir() + "kabe_match_variant.pdn";
        std::remove(pdn.c_str());
        std::string err;
        const auto r = kabe("match " + engine("kabe") + " " + scan + variant +
                                " --games 1 --depth 1 --max-plies 20 --pdn " + pdn,
                            &err);
        ASSERT_EQ(r.exit_code, 0) << variant << ": " << r.out << err;
        EXPECT_NE(r.out.find("Finished game 1"), std::string::npos) << r.out;
        const auto games = games_in(file_contents(pdn));
        std::remove(pdn.c_str());
        ASSERT_EQ(games.size(), 1u) << variant;
        EXPECT_EQ(games[0].tag("GameType"), variant == " --variant bt" ? "96" : "20");
    }
    // A variant Scan does not play: a set-up error before game 1.
    const auto russian =
        kabe("match " + engine("kabe") + " " + scan + " --variant russian --games 1 --depth 1");
    EXPECT_EQ(russian.exit_code, 1) << russian.out;
    EXPECT_EQ(russian.out.find("Finished game"), std::string::npos) << russian.out;
}

TEST(Match, ADxpEngineGetsAClockItCanBeToldOf) {
    // GAMEREQ carries whole minutes and no increment: with --tc 0.1+0 Scan was told one
    // minute, the runner flagged it after six seconds. Refused before anything connects.
    for (const std::string tc : {"0.1+0", "1+0.1", "1.5+0"}) {
        std::string err;
        const auto r =
            kabe("match " + engine("a") + " --engine b=dxp://127.0.0.1:1 --tc " + tc, &err);
        EXPECT_EQ(r.exit_code, 2) << tc;  // a usage error
        EXPECT_NE(err.find("whole minutes"), std::string::npos) << tc << ": " << err;
    }
}

TEST(Match, RefusesBadArguments) {
    for (const std::string& args :
         {std::string("match"), "match " + engine("a"), "match " + engine("a") + " " + engine("a"),
          "match " + engine("a") + " " + engine("b") + " --tc 1+x",
          "match " + engine("a") + " " + engine("b") + " --depth 2 --movetime 1",
          "match " + engine("a") + " " + engine("b") + " --sprt elo0=5",
          "match " + engine("a") + " " + engine("b") + " --variant chess",
          "match " + engine("a") + " --engine b=dxp://127.0.0.1:notaport",
          // DXP knows only international draughts.
          "match " + engine("a") + " --engine b=dxp://127.0.0.1:27531 --variant russian",
          "match " + engine("a") + " " + engine("b") + " --openings /nonexistent",
          "match " + engine("a") + " " + engine("b") + " --resign-score -1",
          // The blitz rules: a known name, a variant that has them, Hub engines.
          "match " + engine("a") + " " + engine("b") + " --rules fast",
          "match " + engine("a") + " " + engine("b") + " --rules blitz --variant tablut",
          "match " + engine("a") + " --engine b=dxp://127.0.0.1:27531 --rules blitz"}) {
        const auto r = kabe(args);
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_LT(r.exit_code, 3) << args;  // a user error, not an internal one
    }
}

int count_lines_starting(const std::string& text, const std::string& prefix) {
    int n = 0;
    for (const auto& line : lines_of(text)) n += line.rfind(prefix, 0) == 0;
    return n;
}

// A fresh, empty folder under the test's temp directory.
std::string fresh_dir(const std::string& name) {
    const std::string dir = ::testing::TempDir() + name;
    std::system(("rm -rf '" + dir + "' && mkdir -p '" + dir + "'").c_str());
    return dir;
}

// An output file that cannot be written is refused before the first game, in one line,
// with a non-zero exit: not found out after every game of a long match.
TEST(MatchRecords, RefusesOutputFilesItCannotWriteBeforeTheFirstGame) {
    const std::string dir = fresh_dir("kabe_match_outputs");
    std::vector<std::string> bad = {"--pdn /nonexistent/dir/x.pdn", "--pdn " + dir,
                                    "--live /nonexistent/dir/x.pdn", "--live " + dir,
                                    "--pdn " + dir + "/same.pdn --live " + dir + "/same.pdn"};
    if (::geteuid() != 0) {  // root writes anywhere
        const std::string locked = fresh_dir("kabe_match_locked");
        std::system(("chmod 500 '" + locked + "'").c_str());
        bad.push_back("--pdn " + locked + "/x.pdn");
    }
    for (const auto& output : bad) {
        std::string err;
        const auto r = kabe(
            "match " + engine("a") + " " + engine("b") + " --games 2 --nodes 50 " + output, &err);
        EXPECT_NE(r.exit_code, 0) << output;
        EXPECT_EQ(r.out.find("Started game"), std::string::npos) << output << '\n' << r.out;
        EXPECT_EQ(r.out.find("Elo"), std::string::npos) << output << '\n' << r.out;
        EXPECT_EQ(lines_of(err).size(), 1u) << output << '\n' << err;
        EXPECT_NE(err.find(output.substr(0, output.find(' '))), std::string::npos) << err;
    }
}

// A write that fails during the match (here a full disk: /dev/full) stops it after the game
// whose record failed, says so in one line, and the games are kept in the temp directory.
TEST(MatchRecords, AFailedWriteStopsTheMatchAndKeepsTheGames) {
    const std::string tmp = fresh_dir("kabe_match_rescue");
    std::string err;
    const auto r = kabe("match " + engine("a") + " " + engine("b") +
                            " --games 4 --nodes 50 --max-plies 20 --pdn /dev/full",
                        &err, "TMPDIR=" + tmp);
    EXPECT_EQ(r.exit_code, 1) << r.out << err;
    EXPECT_EQ(count_lines_starting(r.out, "Finished game"), 1) << r.out;
    ASSERT_EQ(lines_of(err).size(), 1u) << err;
    EXPECT_NE(err.find("cannot write /dev/full: No space left on device"), std::string::npos)
        << err;
    const std::string rescue = tmp + "/full.rescue-";
    const auto at = err.find(rescue);
    ASSERT_NE(at, std::string::npos) << err;
    const std::string path = err.substr(at, err.find_first_of(" \n", at) - at);
    EXPECT_EQ(replay_pdn(path), 1) << file_contents(path);
}

// An engine that cannot start or refuses its parameters stops the match before game 1:
// one line naming the engine and the cause, no games, no Elo figure.
TEST(MatchRecords, EngineThatCannotStartIsASetUpError) {
    struct Case {
        std::string args, cause;
    };
    const std::vector<Case> cases = {
        {"--engine a=/nonexistent/engine " + engine("b"), "/nonexistent/engine"},
        {engine("a") + " " + engine("b") + " --dir a=/nonexistent", "/nonexistent"},
        {engine("a") + " " + engine("b") + " --param a:hash=abc", "bad value for hash"},
        {engine("a") + " " + fake("fake", "error_engine.sh") + " --param fake:x=bad",
         "bad value for this parameter"}};
    for (const auto& c : cases) {
        std::string err;
        const auto r = kabe("match " + c.args + " --games 2 --nodes 50", &err);
        EXPECT_EQ(r.exit_code, 1) << c.args << '\n' << r.out << err;
        EXPECT_EQ(r.out.find("Started game"), std::string::npos) << r.out;
        EXPECT_EQ(r.out.find("Finished game"), std::string::npos) << r.out;
        EXPECT_EQ(r.out.find("Elo"), std::string::npos) << r.out;
        ASSERT_EQ(lines_of(err).size(), 1u) << err;
        const std::string name = c.args.find("fake") != std::string::npos ? "fake" : "a";
        EXPECT_NE(err.find("engine " + name + " cannot start"), std::string::npos) << err;
        EXPECT_NE(err.find(c.cause), std::string::npos) << err;
    }
}

// The header and "Started game" reach a file at once, while the game is still being played
// (the fake engine holds it until the test has seen them); a live file that then fails
// stops the match, and the games are kept.
TEST(MatchRecords, LinesReachAFileAtOnceAndAFailingLiveFileStopsTheMatch) {
    const std::string dir = fresh_dir("kabe_match_flush");
    const std::string live_dir = fresh_dir("kabe_match_flush/live");
    const std::string out = dir + "/out.txt", release = dir + "/release";
    const std::string command = "TMPDIR=" + dir + " " + std::string(KABE_BINARY) + " match " +
                                engine("a") + " --engine w='" + KABE_FAKE_ENGINES +
                                "/wait_on_go.sh " + release + "' --games 3 --nodes 50 --live " +
                                live_dir + "/live.pdn > " + out + " 2> " + dir + "/err.txt";
    std::atomic<int> status{-1};
    std::thread match([&] { status = std::system(command.c_str()); });
    std::string text;
    for (int i = 0; i < 400 && text.find("Started game 1 of 3 (a vs w)") == std::string::npos;
         ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        text = file_contents(out);
    }
    EXPECT_EQ(status, -1) << "the match ended before the test released it";
    EXPECT_EQ(text.rfind("Match a vs w: 3 games", 0), 0u) << text;
    EXPECT_NE(text.find("Started game 1 of 3 (a vs w)"), std::string::npos) << text;
    // The live file's folder goes away: the next write of it fails.
    std::system(("rm -rf '" + live_dir + "'").c_str());
    std::ofstream(release) << "go on\n";
    match.join();
    ASSERT_TRUE(WIFEXITED(status.load()));
    EXPECT_EQ(WEXITSTATUS(status.load()), 1);
    text = file_contents(out);
    EXPECT_EQ(count_lines_starting(text, "Finished game"), 1) << text;
    EXPECT_EQ(text.find("Started game 2"), std::string::npos) << text;
    const std::string err = file_contents(dir + "/err.txt");
    EXPECT_NE(err.find("--live: cannot write"), std::string::npos) << err;
    const auto at = err.find(dir + "/kabe-games.pdn.rescue-");
    ASSERT_NE(at, std::string::npos) << err;
    EXPECT_EQ(replay_pdn(err.substr(at, err.find_first_of(" \n", at) - at)), 1);
}

// The record of a match game: the seven tags, the engines' names, the result in the
// game type's convention, and every engine move with its score, depth and time.

// Whether `c` is a move comment as cutechess writes it: "+0.35/15 0.92s" (score in men
// with two decimals, depth, seconds with two decimals). By hand: <regex> trips GCC 12's
// maybe-uninitialized warning in the sanitizer build.
bool is_move_comment(const std::string& c) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < c.size() && std::isdigit(static_cast<unsigned char>(c[i]))) ++i;
        return i > start;
    };
    const auto exactly = [&](char ch) { return i < c.size() && c[i++] == ch; };
    const auto two_decimals = [&] {
        return digits() && exactly('.') && i + 2 <= c.size() &&
               std::isdigit(static_cast<unsigned char>(c[i])) &&
               std::isdigit(static_cast<unsigned char>(c[i + 1])) && (i += 2, true);
    };
    // The depth, or "book" for a move of Kabe's opening book (docs/book.md).
    const auto depth = [&] {
        if (c.compare(i, 4, "book") == 0) return (i += 4, true);
        return digits();
    };
    if (i < c.size() && (c[i] == '+' || c[i] == '-')) ++i;
    return two_decimals() && exactly('/') && depth() && exactly(' ') && two_decimals() &&
           exactly('s') && i == c.size();
}

TEST(MatchRecords, PdnHasSiteRoundNamesAndTheEnginesThinking) {
    const std::string dir = fresh_dir("kabe_match_tags");
    const std::string pdn = dir + "/games.pdn", live = dir + "/live.pdn";
    const auto r = kabe("match " + engine("one") + " " + engine("two") +
                        " --games 2 --nodes 50 --max-plies 30 --pdn " + pdn + " --live " + live);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string text = file_contents(pdn);
    const auto games = games_in(text);
    ASSERT_EQ(games.size(), 2u) << text;
    for (int i = 0; i < 2; ++i) {
        const auto& g = games[static_cast<std::size_t>(i)];
        EXPECT_FALSE(g.tag("Site").empty()) << text;
        EXPECT_EQ(g.tag("Round"), std::to_string(i + 1)) << text;
        EXPECT_EQ(g.tag("White"), i == 0 ? "one" : "two");
        EXPECT_EQ(g.tag("Black"), i == 0 ? "two" : "one");
        EXPECT_EQ(g.result, g.tag("Result"));
        // Not the referee's "1-0: ..." beside a "2-0".
        EXPECT_EQ(g.tag("Termination").find("1-0"), std::string::npos) << text;
        EXPECT_EQ(g.tag("Termination").find("0-1"), std::string::npos) << text;
        EXPECT_NE(r.out.find("Finished game " + std::to_string(i + 1) + " (" + g.tag("White") +
                             " vs " + g.tag("Black") + "): " + g.tag("Result") + " {"),
                  std::string::npos)
            << r.out;
    }
    EXPECT_EQ(count_lines_starting(r.out, "Started game 1 of 2 (one vs two)"), 1) << r.out;
    EXPECT_EQ(count_lines_starting(r.out, "Started game 2 of 2 (two vs one)"), 1) << r.out;
    // Every move the engines played (not the opening's two) has its comment.
    int comments = 0;
    for (std::size_t open = text.find('{'); open != std::string::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close != std::string::npos && is_move_comment(text.substr(open + 1, close - open - 1)))
            ++comments;
    }
    EXPECT_EQ(comments, moves_in(text) - 4) << text;
    EXPECT_EQ(replay_pdn(pdn), 2);
    // The live file names the engines and the round too.
    const auto now = games_in(file_contents(live));
    ASSERT_FALSE(now.empty());
    EXPECT_EQ(now.back().tag("Round"), "2");
    EXPECT_EQ(now.back().tag("White"), "two");
}

// Results in each game type's own convention: 2-0 / 1-1 / 0-2 only for International.
TEST(MatchRecords, ResultsFollowTheGameTypesConvention) {
    const std::string pdn = fresh_dir("kabe_match_russian") + "/games.pdn";
    const auto r = kabe("match " + engine("a") + " " + engine("b") +
                        " --variant russian --games 1 --nodes 50 --max-plies 10 --pdn " + pdn);
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const auto games = games_in(file_contents(pdn));
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tag("GameType"), "25");
    EXPECT_EQ(games[0].tag("Result"), "1/2-1/2");
    EXPECT_NE(r.out.find("Finished game 1 (a vs b): 1/2-1/2 {"), std::string::npos) << r.out;
}

}  // namespace
