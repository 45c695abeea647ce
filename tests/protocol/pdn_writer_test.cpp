// PDN game records: the GameType tag names the variant (rules.md §0.4).

#include "protocol/pdn_writer.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"

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

}  // namespace
}  // namespace kabe
