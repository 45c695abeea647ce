// `kabe match` against the real binary: Kabe against itself, and against fake engines
// that cheat, crash or hang (tests/protocol/hub/fake_engines).

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "movegen/notation.hpp"

namespace {

struct Run {
    int exit_code = -1;
    std::string out;
};

Run kabe(const std::string& args) {
    const std::string command = std::string(KABE_BINARY) + " " + args + " 2>/dev/null";
    Run r;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return r;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) r.out.append(buffer, n);
    const int status = pclose(pipe);
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
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

// The games of a PDN file: their FEN tag (or the start) and moves, each replayed with
// Kabe's rules; returns the number of games, failing the test on an illegal move.
int replay_pdn(const std::string& path) {
    using N = kabe::Notation<kabe::International>;
    std::ifstream in(path);
    std::string line, fen = "start";
    int games = 0;
    auto pos = N::parse_position("start");
    bool in_moves = false;
    while (std::getline(in, line)) {
        if (line.rfind("[FEN \"", 0) == 0) fen = line.substr(6, line.rfind('"') - 6);
        if (line.rfind("[Event", 0) == 0) {
            pos = N::parse_position(fen = "start");
            in_moves = false;
        }
        if (line.empty() || line[0] == '[') {
            if (!line.empty() && line.rfind("[FEN", 0) == 0) pos = N::parse_position(fen);
            continue;
        }
        if (!in_moves) ++games;
        in_moves = true;
        std::istringstream words(line);
        for (std::string w; words >> w;) {
            if (w.back() == '.' || w == "..." || w == "2-0" || w == "0-2" || w == "1-1" || w == "*")
                continue;
            try {
                pos = pos.after(N::parse_move(pos, w));
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

// The moves of a PDN text (tags, move numbers and results left out).
int moves_in(const std::string& pdn) {
    int moves = 0;
    for (const auto& line : lines_of(pdn)) {
        if (line.empty() || line[0] == '[') continue;
        std::istringstream words(line);
        for (std::string w; words >> w;)
            moves += !(w.back() == '.' || w == "..." || w == "2-0" || w == "0-2" || w == "1-1" ||
                       w == "*");
    }
    return moves;
}

std::string read_all(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
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
                 " --games 1 --movetime 0.02 --max-plies 30 --live " + live +
                 " --pdn " + pdn);
        done = true;
    });
    std::vector<std::string> versions;
    while (!done) {
        const std::string text = read_all(live);
        if (!text.empty() && (versions.empty() || versions.back() != text)) versions.push_back(text);
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    match.join();
    ASSERT_EQ(r.exit_code, 0) << r.out;
    const std::string final_text = read_all(live);
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
    EXPECT_EQ(moves_in(final_text), moves_in(read_all(pdn)));
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
          "match " + engine("a") + " " + engine("b") + " --resign-score -1"}) {
        const auto r = kabe(args);
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_LT(r.exit_code, 3) << args;  // a user error, not an internal one
    }
}

}  // namespace
