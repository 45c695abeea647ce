// The blitz rule set in a game (rules.md §3.3): claiming the draws of clause 12 through
// Game and the Engine facade, and the verdicts on flags (10b, 11b) and illegal moves (2,
// 10d) that the front ends share (engine/rule_set.hpp).

#include <gtest/gtest.h>

#include "engine/engine.hpp"
#include "engine/game.hpp"
#include "engine/rule_set.hpp"
#include "movegen/notation.hpp"

namespace kabe {
namespace {

using N = Notation<International>;

// Black's lone king walks the main road (46-5) for three moves against three kings: Black
// may claim by 12(a-b) at its next turn.
const std::string lone_on_road = "B:WK1,K2,K3:BK46";
const std::vector<std::string> road_walk = {"46-41", "1-7", "41-37", "7-1", "37-41", "1-7"};

Game<International> game_after(RuleSet rules) {
    Game<International> game(N::parse_fen(lone_on_road), rules);
    for (const auto& m : road_walk) game.play(N::parse_move(game.position(), m));
    return game;
}

TEST(BlitzGame, TheEntitledSideClaimsAndTheGameIsDrawn) {
    Game<International> game = game_after(RuleSet::blitz);
    EXPECT_EQ(game.claimable(), DrawClaim::main_road);
    EXPECT_FALSE(game.result().over());  // not automatic: Black may play on
    ASSERT_TRUE(game.claim_draw());
    const GameResult r = game.result();
    EXPECT_EQ(r.outcome, Outcome::draw);
    EXPECT_NE(r.reason.find("Black claimed a draw"), std::string::npos) << r.reason;
    EXPECT_NE(r.reason.find("12a-b"), std::string::npos) << r.reason;
    EXPECT_EQ(game.claimable(), DrawClaim::none);  // once is enough
}

TEST(BlitzGame, TheStandardRulesHaveNoClaims) {
    Game<International> game = game_after(RuleSet::standard);
    EXPECT_EQ(game.claimable(), DrawClaim::none);
    EXPECT_FALSE(game.claim_draw());
    EXPECT_FALSE(game.result().over());
}

TEST(BlitzEngine, ClaimsThroughTheFacade) {
    const auto engine = Engine::create("international");
    engine->set_rule_set(RuleSet::blitz);
    engine->set_position(lone_on_road, road_walk);
    const DrawClaimText claim = engine->claimable_draw();
    EXPECT_EQ(claim.clause, "12b");
    EXPECT_NE(claim.reason.find("main road"), std::string::npos);
    engine->claim_draw();
    EXPECT_TRUE(engine->result().over);
    EXPECT_EQ(engine->result().white_half_points, 1);
}

TEST(BlitzEngine, TheRuleSetReplaysTheGameSoFar) {
    const auto engine = Engine::create("international");
    engine->set_position(lone_on_road, road_walk);
    EXPECT_FALSE(engine->claimable_draw().available());
    EXPECT_THROW(engine->claim_draw(), NotationError);
    engine->set_rule_set(RuleSet::blitz);
    EXPECT_EQ(engine->rule_set(), RuleSet::blitz);
    EXPECT_TRUE(engine->claimable_draw().available());
    engine->take_back_to(5);  // Black's third move on the road taken back
    EXPECT_FALSE(engine->claimable_draw().available());
}

TEST(BlitzEngine, OnlyVariantsWithKingsAndAMainRoad) {
    EXPECT_TRUE(Engine::create("russian")->supports_blitz());
    for (const char* name : {"tablut", "turkish", "antidraughts", "breakthrough"}) {
        const auto engine = Engine::create(name);
        EXPECT_FALSE(engine->supports_blitz()) << name;
        EXPECT_THROW(engine->set_rule_set(RuleSet::blitz), NotationError) << name;
        EXPECT_NO_THROW(engine->set_rule_set(RuleSet::standard)) << name;
    }
}

TEST(RuleSet, NamesAndParsing) {
    EXPECT_EQ(parse_rule_set("blitz"), RuleSet::blitz);
    EXPECT_EQ(parse_rule_set("standard"), RuleSet::standard);
    EXPECT_FALSE(parse_rule_set("Blitz!"));
    EXPECT_EQ(rule_set_name(RuleSet::blitz), "blitz");
}

TEST(RuleSet, AFlagLosesOnlyWhileTheOpponentHasTime) {  // 10b, 11b
    EXPECT_EQ(flag_verdict(RuleSet::blitz, true), FlagVerdict::loses);
    EXPECT_EQ(flag_verdict(RuleSet::blitz, false), FlagVerdict::draw);
    EXPECT_EQ(flag_verdict(RuleSet::standard, false), FlagVerdict::loses);
}

TEST(RuleSet, TheSecondIllegalMoveLoses) {  // 2, 10d
    EXPECT_FALSE(illegal_move_loses(RuleSet::blitz, 0));
    EXPECT_TRUE(illegal_move_loses(RuleSet::blitz, 1));
    EXPECT_TRUE(illegal_move_loses(RuleSet::standard, 0));
    EXPECT_NE(illegal_move_note(RuleSet::blitz, 0).find("blitz 2"), std::string::npos);
    EXPECT_NE(illegal_move_note(RuleSet::blitz, 1).find("10d"), std::string::npos);
}

}  // namespace
}  // namespace kabe
