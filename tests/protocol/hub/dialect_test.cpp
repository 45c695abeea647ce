// The Hub dialects (protocol/hub/dialect.hpp): pydraughts' numbers against Kabe's, square
// by square at the corners, as pydraughts' convert.py and piece.py place them.

#include "protocol/hub/dialect.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>

namespace kabe::hub {
namespace {

// A Hub string: the side to move, then runs of one letter.
std::string hub_string(char side, std::initializer_list<std::pair<char, int>> runs) {
    std::string out(1, side);
    for (const auto& [letter, count] : runs) out.append(static_cast<std::size_t>(count), letter);
    return out;
}

TEST(HubDialect, NotationNames) {
    EXPECT_EQ(parse_notation("pydraughts"), HubNotation::pydraughts);
    EXPECT_EQ(parse_notation("kabe"), HubNotation::kabe);
    EXPECT_FALSE(parse_notation("Kabe"));
    EXPECT_FALSE(parse_notation(""));
    EXPECT_EQ(notation_name(HubNotation::pydraughts), "pydraughts");
}

TEST(HubDialect, RussianRowsAreCountedFromWhitesSide) {
    const auto d = SquareDialect::of("russian", HubNotation::pydraughts);
    EXPECT_TRUE(d.translates());
    // pydraughts 1 = a1 (Kabe 29), 4 = g1 (32), 5 = b2 (25), 29 = b8 (1), 32 = h8 (4).
    EXPECT_EQ(d.move_to_kabe("1-5"), "29-25");
    EXPECT_EQ(d.move_to_kabe("32-29"), "4-1");
    EXPECT_EQ(d.move_to_kabe("10-14"), "22-18");  // c3-d4
    EXPECT_EQ(d.move_from_kabe("22-18"), "10-14");
    // Captured squares stay ascending in the client's numbers.
    EXPECT_EQ(d.move_from_kabe("22x13x14x17"), "10x17x13x18");
    EXPECT_EQ(d.move_from_kabe("13x22x17x18"), "17x10x13x14");
    // Algebraic moves, FEN and off-board numbers pass as they are, for Kabe to read or refuse.
    EXPECT_EQ(d.move_to_kabe("c3-d4"), "c3-d4");
    EXPECT_EQ(d.move_to_kabe("c3:e5"), "c3:e5");
    EXPECT_EQ(d.move_to_kabe("33-40"), "33-40");
    EXPECT_EQ(d.position_to_kabe("W:W21-32:B1-12"), "W:W21-32:B1-12");
    EXPECT_EQ(SquareDialect::of("brazilian", HubNotation::pydraughts).move_to_kabe("9-13"),
              "21-17");
}

TEST(HubDialect, TurkishMovesCountFromA1PositionsFromA8) {
    const auto d = SquareDialect::of("turkish", HubNotation::pydraughts);
    // pydraughts 1 = a1 (Kabe 57), 8 = h1 (64), 57 = a8 (1), 17 = a3 (41).
    EXPECT_EQ(d.move_to_kabe("1-57"), "57-1");
    EXPECT_EQ(d.move_to_kabe("8-64"), "64-8");
    EXPECT_EQ(d.move_to_kabe("17-25"), "41-33");
    const std::string start =
        hub_string('W', {{'e', 8}, {'b', 16}, {'e', 16}, {'w', 16}, {'e', 8}});
    EXPECT_EQ(d.position_to_kabe(start), start);
}

TEST(HubDialect, EnglishPositionIsSeenFromTheOtherSide) {
    const auto d = SquareDialect::of("english", HubNotation::pydraughts);
    EXPECT_TRUE(d.translates());
    // pydraughts' start: its 'w' (Black, to move first) on its 21-32.
    const std::string start = hub_string('W', {{'b', 12}, {'e', 8}, {'w', 12}});
    EXPECT_EQ(d.position_to_kabe(start), hub_string('B', {{'b', 12}, {'e', 8}, {'w', 12}}));
    // A black king on its square 1 is a white king on Kabe's 32; the side to move swaps too.
    const std::string one = hub_string('B', {{'B', 1}, {'e', 30}, {'w', 1}});
    EXPECT_EQ(d.position_to_kabe(one), hub_string('W', {{'b', 1}, {'e', 30}, {'W', 1}}));
    // Moves are English numbers on both sides.
    EXPECT_EQ(d.move_to_kabe("11-15"), "11-15");
    EXPECT_EQ(d.move_from_kabe("22x15x18"), "22x15x18");
    // Not a Hub string of 33 characters: left for Kabe's reader to refuse or read.
    EXPECT_EQ(d.position_to_kabe("Wbbb"), "Wbbb");
    EXPECT_EQ(d.position_to_kabe("start"), "start");
}

TEST(HubDialect, OtherVariantsAndKabeNotationAreTheSame) {
    for (const char* variant :
         {"international", "frisian", "frysk", "antidraughts", "breakthrough", "italian", "pool"})
        EXPECT_FALSE(SquareDialect::of(variant, HubNotation::pydraughts).translates()) << variant;
    for (const char* variant : {"russian", "brazilian", "turkish", "english"}) {
        const auto d = SquareDialect::of(variant, HubNotation::kabe);
        EXPECT_FALSE(d.translates()) << variant;
        EXPECT_EQ(d.move_to_kabe("10-14"), "10-14");
    }
}

}  // namespace
}  // namespace kabe::hub
