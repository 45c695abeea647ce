// PDN game records: the GameType tag names the variant (rules.md §0.4).

#include "protocol/pdn_writer.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"
#include "protocol/pdn_reader.hpp"

namespace kabe {
namespace {

TEST(PdnWriter, GameTypeTagFollowsTheVariant) {
    PdnGame game;
    game.moves = {"c3-d4", "f6-e5", "d4:f6"};
    game.gametype = 25;
    const std::string russian = to_pdn(game);
    EXPECT_NE(russian.find("[GameType \"25\"]"), std::string::npos) << russian;
    EXPECT_NE(russian.find("1. c3-d4 f6-e5 2. d4:f6 *"), std::string::npos) << russian;
    game.gametype = 0;  // Killer, the giveaways: no number exists, so no tag
    EXPECT_EQ(to_pdn(game).find("GameType"), std::string::npos);
}

TEST(PdnWriter, EnginesKnowTheirVariantsGameType) {
    for (const auto& [variant, gametype] : {std::pair<const char*, int>{"international", 20},
                                            {"russian", 25},
                                            {"italian", 22},
                                            {"spanish", 24},
                                            {"thai", 31},
                                            {"killer", 0}}) {
        EXPECT_EQ(Engine::create(variant, 1)->pdn_gametype(), gametype) << variant;
    }
}

TEST(PdnWriter, RussianGameRecordIsAlgebraic) {
    const auto engine = Engine::create("russian", 1);
    engine->set_position("W:Wd6:Be7,g7", {});
    engine->play("d6:f8:h6");
    EXPECT_EQ(engine->moves_text(MoveFormat::pdn), std::vector<std::string>{"d6:f8:h6"});
    EXPECT_EQ(engine->moves_text(MoveFormat::hub), std::vector<std::string>{"10x12x7x8"});
    EXPECT_EQ(engine->fen(), "B:WK12:B");
    EXPECT_EQ(engine->readable_fen(), "B:WKh6:B");
}

// The match's record: Site and Round in the seven-tag roster's order, and each move's
// comment (the engine's score, depth and time, as cutechess writes them) beside it;
// Kabe's PDN reader still reads the moves.
TEST(PdnWriter, SiteRoundAndMoveCommentsAreWrittenAndReadBack) {
    PdnGame game;
    game.event = "kabe match";
    game.site = "board-room";
    game.round = std::to_string(7);  // not a literal: g++ 12 -Wrestrict false positive
    game.white = "new";
    game.black = "old";
    game.moves = {"32-28", "18-23", "28x19", "14x23"};
    game.comments = {"", "", "+0.35/15 0.92s", "-0.40/14 1.10s"};
    game.result = "1-1";
    const std::string text = to_pdn(game);
    EXPECT_NE(text.find("[Event \"kabe match\"]\n[Site \"board-room\"]\n[Date \""),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\"]\n[Round \"7\"]\n[White \"new\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. 32-28 18-23 2. 28x19 {+0.35/15 0.92s} 14x23 {-0.40/14 1.10s} 1-1"),
              std::string::npos)
        << text;
    const PdnRecord back = read_pdn(text);
    EXPECT_EQ(back.moves, game.moves);
    EXPECT_EQ(back.tag("Round"), "7");
    EXPECT_EQ(back.result, "1-1");
    // Without them, no Site or Round tag (the console and the web board write none).
    game.site.clear();
    game.round.clear();
    EXPECT_EQ(to_pdn(game).find("[Site"), std::string::npos);
    EXPECT_EQ(to_pdn(game).find("[Round"), std::string::npos);
}

TEST(PdnWriter, ResultsFollowTheGameType) {
    EXPECT_EQ(pdn_result(20, 2), "2-0");
    EXPECT_EQ(pdn_result(20, 1), "1-1");
    EXPECT_EQ(pdn_result(20, 0), "0-2");
    EXPECT_EQ(pdn_result(25, 2), "1-0");
    EXPECT_EQ(pdn_result(21, 1), "1/2-1/2");
    EXPECT_EQ(pdn_result(0, 0), "0-1");
    EXPECT_EQ(pdn_result(20, -1), "*");
    EXPECT_FALSE(pdn_site().empty());
}

TEST(PdnWriter, UnwritablePathsAreNamedWithTheReason) {
    const auto message = [](auto&& action) {
        try {
            action();
        } catch (const std::runtime_error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message([] { check_writable("/nonexistent/dir/x.pdn"); }),
              "cannot write /nonexistent/dir/x.pdn: No such file or directory");
    const std::string dir = ::testing::TempDir();
    EXPECT_EQ(message([&] { check_writable(dir); }), "cannot write " + dir + ": Is a directory");
    // /dev/full opens, but every write fails: append_pdn must see it (flush, close).
    EXPECT_EQ(message([] { check_writable("/dev/full"); }), "no error");
    EXPECT_EQ(message([] { append_pdn("/dev/full", PdnGame{}); }),
              "cannot write /dev/full: No space left on device");
}

}  // namespace
}  // namespace kabe
