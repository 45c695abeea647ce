#pragma once
// DXP values as Hub text, the form Kabe's engine reads and writes: moves as from, to and
// captured squares (`28x19x23`), positions as the 51-character Hub string.

#include <string>
#include <string_view>

#include "protocol/dxp/message.hpp"

namespace kabe::dxp {

// "32-28" or "28x19x23" (from x to x every captured square).
std::string hub_move(const MoveMessage& move);
// The inverse, with the seconds the move took; throws MessageError on malformed text.
MoveMessage move_from_hub(std::string_view hub, int seconds = 0);

// DXP squares (e w z W Z, colour W/Z) <-> Hub squares (e w b W B, side W/B).
std::string hub_position(const SetupPosition& setup);
SetupPosition setup_from_hub(std::string_view hub);

}  // namespace kabe::dxp
