#include "protocol/dxp/hub.hpp"

#include <algorithm>
#include <charconv>
#include <vector>

namespace kabe::dxp {

std::string hub_move(const MoveMessage& move) {
    // Appended piece by piece: GCC 12 misreads chains of operator+ here (-Wrestrict).
    std::string text = std::to_string(move.from);
    text.push_back(move.captured.empty() ? '-' : 'x');
    text.append(std::to_string(move.to));
    for (int square : move.captured) {
        text.push_back('x');
        text.append(std::to_string(square));
    }
    return text;
}

MoveMessage move_from_hub(std::string_view hub, int seconds) {
    std::vector<int> numbers;
    std::size_t i = 0;
    while (i <= hub.size()) {
        const std::size_t end = std::min(hub.find_first_of("-x", i), hub.size());
        int n = 0;
        const auto [stop, ec] = std::from_chars(hub.data() + i, hub.data() + end, n);
        if (ec != std::errc() || stop != hub.data() + end)
            throw MessageError("not a Hub move: '" + std::string(hub) + "'");
        numbers.push_back(n);
        i = end + 1;
    }
    if (numbers.size() < 2) throw MessageError("not a Hub move: '" + std::string(hub) + "'");
    MoveMessage move;
    move.seconds = std::clamp(seconds, 0, 9999);
    move.from = numbers[0];
    move.to = numbers[1];
    move.captured.assign(numbers.begin() + 2, numbers.end());
    return move;
}

std::string hub_position(const SetupPosition& setup) {
    std::string hub(1, setup.to_move == Colour::white ? 'W' : 'B');
    for (char c : setup.squares) hub += c == 'z' ? 'b' : c == 'Z' ? 'B' : c;
    return hub;
}

SetupPosition setup_from_hub(std::string_view hub) {
    SetupPosition setup{hub.empty() || hub[0] == 'W' ? Colour::white : Colour::black, {}};
    for (char c : hub.substr(std::min<std::size_t>(1, hub.size())))
        setup.squares += c == 'b' ? 'z' : c == 'B' ? 'Z' : c;
    return setup;
}

}  // namespace kabe::dxp
