// Frysk! (lidraughts' `frysk`): Frisian from five men a side on the back rows. Each rule it
// takes over from Frisian is checked here on a position of at most five pieces a side, as
// the game has them; frisian_test.cpp covers the same rules more widely. No perft numbers
// are published for Frysk! (perft.md §2.13), so there are none here.

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"
#include "movegen/variants.hpp"

namespace kabe::frysk_test {
namespace {

using F = Notation<Frysk>;
using Pos = Position<Frysk>;
using Set = std::multiset<std::string>;

Set moves_of(const Pos& pos) {
    MoveList<Frysk::Word> moves;
    generate_moves(pos, moves);
    Set out;
    for (const auto& m : moves) out.insert(F::format_hub(m));
    return out;
}
Set moves_of(const std::string& fen) {
    return moves_of(F::parse_fen(fen));
}

Pos play(Pos pos, const std::vector<std::string>& moves) {
    for (const auto& text : moves) pos = pos.after(F::parse_move(pos, text));
    return pos;
}

// lidraughts' Frysk.scala initialFen and pydraughts' startpos for 'frysk!'.
TEST(Frysk, StartsWithFiveMenEachOnTheBackRows) {
    EXPECT_EQ(Pos::start(), F::parse_fen("W:W46,47,48,49,50:B1,2,3,4,5"));
    EXPECT_EQ(F::to_hub(Pos::start()), "Wbbbbb" + std::string(40, 'e').append("wwwww"));
    EXPECT_EQ(Pos::start().side_to_move(), Color::white);
    EXPECT_EQ(moves_of(Pos::start()), (Set{"46-41", "47-41", "47-42", "48-42", "48-43", "49-43",
                                           "49-44", "50-44", "50-45"}));
}

TEST(Frysk, NamesAndFacts) {
    EXPECT_EQ(canonical_variant_name("frysk!"), "frysk");
    EXPECT_EQ(canonical_variant_name("Frysk!"), "frysk");
    EXPECT_EQ(Frysk::pdn_gametype, 97);  // lidraughts' number
    EXPECT_EQ(Frysk::first_to_move, Color::white);
}

TEST(Frysk, MenCaptureAlongRowsAndFiles) {
    // Frisian's eight directions: sideways over 29, up the file over 18, down it over 38.
    EXPECT_EQ(moves_of("W:W28:B29"), (Set{"28x30x29"}));
    EXPECT_EQ(moves_of("W:W28:B18"), (Set{"28x8x18"}));
    EXPECT_EQ(moves_of("W:W28:B38"), (Set{"28x48x38"}));
}

TEST(Frysk, KingsCaptureInEightDirectionsAndMoveDiagonally) {
    EXPECT_EQ(moves_of("W:WK48:B18"), (Set{"48x8x18"}));
    EXPECT_EQ(moves_of("W:WK50:B1").size(), 9u);  // quiet: only the long diagonal
}

TEST(Frysk, TheMostValuableCaptureIsCompulsory) {
    // Two men (value 2) outweigh one king (just under 2): rules.md E11.
    EXPECT_EQ(moves_of("W:W29:B13,23,K34,38"), (Set{"29x9x13x23"}));
    // One king outweighs one man.
    EXPECT_EQ(moves_of("W:W28:B29,K22"), (Set{"28x17x22"}));
}

TEST(Frysk, OnEqualValueTheKingCaptures) {
    EXPECT_EQ(moves_of("W:W28,K46:B29,41"), (Set{"46x32x41", "46x37x41"}));
}

TEST(Frysk, AKingMakesAtMostThreeQuietMovesInARowWhileItsSideHasMen) {
    const auto pos =
        play(F::parse_fen("W:WK46,45:B1,2"), {"46-41", "1-6", "41-46", "6-11", "46-41", "11-16"});
    EXPECT_EQ(pos.king_run(Color::white), 3);
    EXPECT_EQ(moves_of(pos), (Set{"45-40"}));
}

TEST(Frysk, AManPassingTheLastRowInACaptureIsNotCrowned) {
    // h8 (14) takes g9 (9) to f10 (3) on Black's back row and goes on, as a man, over e9 (8)
    // to d8 (12). Crowned in passing it could fly on to 17, 21 or 26.
    EXPECT_EQ(moves_of("W:W14:B8,9"), (Set{"14x12x8x9"}));
    EXPECT_TRUE(play(F::parse_fen("W:W14:B8,9"), {"14x12x8x9"}).kings().empty());
    // Ending there, it is crowned.
    EXPECT_FALSE(play(F::parse_fen("W:W14:B9"), {"14x3x9"}).kings().empty());
}

}  // namespace
}  // namespace kabe::frysk_test
