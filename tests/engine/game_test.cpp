// Game results: wins by no legal move, draws by FMJD art. 6.

#include "engine/game.hpp"

#include <gtest/gtest.h>

#include "movegen/notation.hpp"

namespace kabe {
namespace {

using N = Notation<International>;

Game<International> game_after(const std::string& fen, std::initializer_list<const char*> moves) {
    Game<International> game(N::parse_fen(fen));
    for (const char* m : moves) game.play(N::parse_move(game.position(), m));
    return game;
}

TEST(Game, NoLegalMoveLoses) {
    // FMJD 7.2: White has no pieces / Black is blocked.
    EXPECT_EQ(game_after("W:W:B1", {}).result().outcome, Outcome::black_wins);
    // A black man on 36 blocked by white men on 41 and 47 (47 also stops the capture).
    const auto blocked = game_after("B:W41,46,47:B36", {}).result();
    EXPECT_EQ(blocked.outcome, Outcome::white_wins);
    EXPECT_NE(blocked.reason.find("Black has no legal move"), std::string::npos);
    EXPECT_EQ(game_after("B:W28:B23", {"23x32"}).result().outcome, Outcome::black_wins);
}

TEST(Game, ThirdOccurrenceIsADraw) {
    const char* cycle[] = {"50-45", "5-10", "45-50", "10-5"};
    Game<International> game(N::parse_fen("W:WK50,30:BK5,21"));
    for (int ply = 0; ply < 8; ++ply) {
        EXPECT_FALSE(game.result().over()) << "ply " << ply;
        game.play(N::parse_move(game.position(), cycle[ply % 4]));
    }
    EXPECT_EQ(game.occurrences(), 3);
    const auto r = game.result();
    EXPECT_EQ(r.outcome, Outcome::draw);
    EXPECT_NE(r.reason.find("repetition"), std::string::npos);
}

TEST(Game, CountsOccurrencesSinceTheLastManMove) {
    const char* moves[] = {"50-45", "5-10",  "45-50", "10-5", "30-24",
                           "5-10",  "50-45", "10-5",  "45-50"};
    Game<International> game(N::parse_fen("W:WK50,30:BK5,21"));
    for (const char* m : moves) game.play(N::parse_move(game.position(), m));
    // Back to the position after 30-24: the second time, not yet a draw.
    EXPECT_EQ(game.occurrences(), 2);
    EXPECT_FALSE(game.result().over());
}

TEST(Game, FiveMoveRuleEndsAGame) {
    Game<International> game(N::parse_fen("W:WK1,K2:BK50"));
    const char* cycle[] = {"1-7", "50-44", "2-8", "44-50", "7-1", "50-44", "8-2", "44-50"};
    for (int ply = 0; ply < 10; ++ply) {
        EXPECT_FALSE(game.result().over()) << "ply " << ply;
        game.play(N::parse_move(game.position(), cycle[ply % 8]));
    }
    const auto r = game.result();
    EXPECT_EQ(r.outcome, Outcome::draw);
    EXPECT_EQ(r.reason, "5-move rule, one king against two kings (FMJD 6.4)");
}

TEST(Game, KingAgainstKingIsNotAgainstTwoPieces) {
    Game<International> game(N::parse_fen("W:WK47:BK4"));
    for (const char* m : {"47-41", "4-9", "41-5", "9-3", "5-10", "3-8", "10-5", "8-2", "5-10"}) {
        game.play(N::parse_move(game.position(), m));
        EXPECT_FALSE(game.result().over()) << m;
    }
    game.play(N::parse_move(game.position(), "2-7"));
    const auto r = game.result();
    EXPECT_EQ(r.outcome, Outcome::draw);
    EXPECT_EQ(r.reason, "5-move rule, one king against one king (FMJD 6.4)");
}

TEST(Game, LoneKingRulesNameTheMaterial) {
    EXPECT_EQ(lone_king_opponent(N::parse_fen("W:WK1,46,47:BK50")), "one king and two men");
    EXPECT_EQ(lone_king_opponent(N::parse_fen("B:WK1:BK50,K49,K48")), "three kings");
    EXPECT_EQ(lone_king_opponent(N::parse_fen("B:WK1:BK50")), "one king");
}

TEST(Game, RootStateCarriesTheReversibleHistory) {
    Game<International> game(N::parse_fen("W:WK50,30:BK5,21"));
    for (const char* m : {"30-24", "5-10", "50-45", "10-5"})
        game.play(N::parse_move(game.position(), m));
    const auto root = game.root_state();
    EXPECT_EQ(root.position, game.position());
    EXPECT_EQ(root.clock.reversible_plies, 3);
    ASSERT_EQ(root.history.size(), 3u);  // the positions after 30-24, 5-10 and 50-45
    EXPECT_EQ(root.history[0], N::parse_fen("B:WK50,24:BK5,21").key());
}

}  // namespace
}  // namespace kabe
