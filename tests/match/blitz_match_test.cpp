// `kabe match --rules blitz` (rules.md §3.3, docs/match.md): the runner claims a draw for
// an engine whose score says it is no better (12), gives an engine one retake of an
// illegal move (2) and lets the second lose (10d).

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "match/runner.hpp"

namespace kabe::match {
namespace {

// Black's lone king has walked the main road three moves against three kings: Black, to
// move, may claim by 12(a-b), and its score is at best a draw.
Opening road_walk() {
    return {"B:WK1,K2,K3:BK46", {"46-41", "1-7", "41-37", "7-1", "37-41", "1-7"}};
}

MatchOptions kabe_against_itself(RuleSet rules) {
    MatchOptions m;
    m.engines[0].name = "a";
    m.engines[1].name = "b";
    for (int e = 0; e < 2; ++e) {
        m.engines[e].argv = {KABE_BINARY, "hub"};
        m.engines[e].params.push_back({"variant", "international"});
        m.engines[e].params_if_announced.push_back({"notation", "kabe"});
        if (rules == RuleSet::blitz) m.engines[e].params_if_announced.push_back({"rules", "blitz"});
    }
    m.rules = rules;
    m.games = 2;
    m.time_control.kind = TimeControl::Kind::depth;
    m.time_control.depth = 3;
    m.openings = {road_walk()};
    m.pdn_path = ::testing::TempDir() + "kabe_blitz_match.pdn";
    std::remove(m.pdn_path.c_str());
    return m;
}

TEST(BlitzMatch, TheSideThatMayClaimAndIsNotBetterClaims) {  // 12
    MatchRunner runner(kabe_against_itself(RuleSet::blitz));
    std::ostringstream out;
    const MatchScore score = runner.run(out);
    EXPECT_EQ(score.draws, 2) << out.str();
    // Each engine had Black once, and claimed at once.
    EXPECT_NE(out.str().find("Finished game 1 (a vs b): 1-1 {b claimed a draw (score "),
              std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("Finished game 2 (b vs a): 1-1 {a claimed a draw (score "),
              std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("main road"), std::string::npos) << out.str();
}

TEST(BlitzMatch, NoClaimsUnderTheStandardRules) {
    auto options = kabe_against_itself(RuleSet::standard);
    options.games = 1;
    MatchRunner runner(options);
    std::ostringstream out;
    runner.run(out);
    EXPECT_EQ(out.str().find("claimed"), std::string::npos) << out.str();
}

std::string fake(const std::string& script) {
    std::string path = KABE_FAKE_ENGINES;
    path += '/';
    path += script;
    return path;
}

TEST(BlitzMatch, AnIllegalMoveIsTakenBackOnceAndTheSecondLoses) {  // 2, 10d
    // illegal_once.sh is Kabe with its first move of each game replaced by an illegal one.
    auto options = kabe_against_itself(RuleSet::blitz);
    options.openings = {Opening{}};
    options.time_control.depth = 1;
    options.max_plies = 20;
    options.engines[1].argv = {fake("illegal_once.sh"), KABE_BINARY};
    std::ostringstream out;
    MatchRunner(options).run(out);
    EXPECT_EQ(out.str().find("illegal"), std::string::npos) << out.str();  // no game lost by it
    std::ostringstream pdn;
    pdn << std::ifstream(options.pdn_path).rdbuf();
    EXPECT_NE(pdn.str().find("after an illegal 46-50 taken back (blitz 2)"), std::string::npos)
        << pdn.str();
    EXPECT_NE(pdn.str().find("[Event \"kabe match (blitz rules)\"]"), std::string::npos);

    // An engine that never stops: its second illegal move loses.
    options.engines[1].argv = {fake("illegal_move.sh")};
    std::ostringstream lost;
    const MatchScore score = MatchRunner(options).run(lost);
    EXPECT_EQ(score.wins, 2) << lost.str();
    EXPECT_NE(lost.str().find("(second: blitz 10d)"), std::string::npos) << lost.str();

    // Under the standard rules the first one loses.
    options.rules = RuleSet::standard;
    options.engines[1].argv = {fake("illegal_once.sh"), KABE_BINARY};
    std::ostringstream standard;
    EXPECT_EQ(MatchRunner(options).run(standard).wins, 2) << standard.str();
    std::remove(options.pdn_path.c_str());
}

}  // namespace
}  // namespace kabe::match
