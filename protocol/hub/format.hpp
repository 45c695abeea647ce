#pragma once
// Formatting of the values Hub clients parse: scores in men with two decimals (99.xx
// for won games, protocols.md §2.10), seconds and speeds.

#include <string>

#include "engine/engine.hpp"

namespace kabe::hub {

std::string format_score(Score centi_men);
std::string info_line(const ThinkInfo& info);
std::string done_line(const ThinkResult& result);

}  // namespace kabe::hub
