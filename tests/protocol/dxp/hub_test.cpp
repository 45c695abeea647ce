// DXP values as Hub text and back.

#include "protocol/dxp/hub.hpp"

#include <gtest/gtest.h>

namespace kabe::dxp {
namespace {

TEST(DxpHub, MovesBothWays) {
    EXPECT_EQ(hub_move(MoveMessage{12, 6, 11, {}}), "6-11");
    const MoveMessage capture{12, 5, 25, {22, 12, 23, 20}};  // protocols.md §3.2's example
    EXPECT_EQ(hub_move(capture), "5x25x22x12x23x20");
    EXPECT_EQ(move_from_hub("5x25x22x12x23x20", 12), capture);
    EXPECT_EQ(move_from_hub("32-28"), (MoveMessage{0, 32, 28, {}}));
    EXPECT_EQ(move_from_hub("32-28", 20000).seconds, 9999);  // informational: clamped
}

TEST(DxpHub, MalformedHubMovesAreRefused) {
    for (const char* text : {"", "32", "32-", "-28", "32--28", "32-28x", "a-b", "32-28 "})
        EXPECT_THROW(move_from_hub(text), MessageError) << text;
}

TEST(DxpHub, PositionsBothWays) {
    // After 32-28 19-23 28x19, Black to move (protocols.md §3.3).
    const SetupPosition setup{Colour::black, "zzzzzzzzzzzzzzzzzzwzeeeeeeeeeewewwwwwwwwwwwwwwwwww"};
    const std::string hub = "Bbbbbbbbbbbbbbbbbbbwbeeeeeeeeeewewwwwwwwwwwwwwwwwww";
    EXPECT_EQ(hub_position(setup), hub);
    EXPECT_EQ(setup_from_hub(hub), setup);
    EXPECT_EQ(hub_position(SetupPosition{Colour::white, "WZe"}), "WWBe");
}

}  // namespace
}  // namespace kabe::dxp
