#include "protocol/hub/dialect.hpp"

#include <algorithm>
#include <cctype>

namespace kabe::hub {

namespace {

// Numbers counted row by row from the other end of the board, the squares of each row in
// the same order: pydraughts' variant numbering against its (and Kabe's) board numbering
// (convert.py `_rotate_move`, notation 0: "reverse_row"). Its own inverse.
std::vector<int> rows_upside_down(int per_row, int rows) {
    std::vector<int> map(per_row * rows + 1, 0);
    for (int n = 1; n <= per_row * rows; ++n)
        map[n] = (rows - 1 - (n - 1) / per_row) * per_row + (n - 1) % per_row + 1;
    return map;
}

char swap_colour(char c) {
    switch (c) {
        case 'w':
            return 'b';
        case 'b':
            return 'w';
        case 'W':
            return 'B';
        case 'B':
            return 'W';
        default:
            return c;
    }
}

}  // namespace

std::optional<HubNotation> parse_notation(std::string_view text) {
    if (text == "pydraughts") return HubNotation::pydraughts;
    if (text == "kabe") return HubNotation::kabe;
    return std::nullopt;
}

std::string_view notation_name(HubNotation notation) {
    return notation == HubNotation::pydraughts ? "pydraughts" : "kabe";
}

SquareDialect SquareDialect::of(std::string_view variant, HubNotation notation) {
    SquareDialect d;
    if (notation == HubNotation::kabe) return d;
    if (variant == "russian" || variant == "brazilian") {
        d.to_kabe_ = d.from_kabe_ = rows_upside_down(4, 8);
    } else if (variant == "turkish") {
        d.to_kabe_ = d.from_kabe_ = rows_upside_down(8, 8);
    } else if (variant == "english") {
        // pydraughts' board always has the side that moves first as 'w' at the bottom:
        // in English that is Black, whose men Kabe (and the English numbering) put on 1-12.
        d.turned_position_ = true;
        d.squares_ = 32;
    }
    return d;
}

std::string SquareDialect::position_to_kabe(std::string_view text) const {
    const bool hub_string = text.size() == static_cast<std::size_t>(squares_) + 1 &&
                            (text[0] == 'W' || text[0] == 'B') &&
                            text.find_first_not_of("wbWBe", 1) == std::string_view::npos;
    if (!turned_position_ || !hub_string) return std::string(text);
    std::string out(1, swap_colour(text[0]));
    for (int i = 1; i <= squares_; ++i) out += swap_colour(text[squares_ + 1 - i]);
    return out;
}

std::string SquareDialect::move_to_kabe(std::string_view text) const {
    return map_numbers(text, to_kabe_, false);
}

std::string SquareDialect::move_from_kabe(std::string_view text) const {
    return map_numbers(text, from_kabe_, true);
}

std::string SquareDialect::map_numbers(std::string_view text, const std::vector<int>& map,
                                       bool sort_captured) const {
    const bool algebraic = std::any_of(text.begin(), text.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c)) && c != 'x' && c != 'X';
    });
    if (map.empty() || algebraic) return std::string(text);
    // Numbers and the separators between them, in order.
    std::vector<std::string> numbers;
    std::vector<char> separators;
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
            separators.push_back(text[i++]);
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        const std::string digits(text.substr(i, end - i));
        const long n = digits.size() <= 3 ? std::stol(digits) : 0;
        numbers.push_back(n >= 1 && n < static_cast<long>(map.size()) ? std::to_string(map[n])
                                                                      : digits);
        i = end;
    }
    // Hub form is from, to, captured...: keep the captured squares ascending, as Kabe and
    // Scan write them (clients read them in any order).
    const bool plain = separators.size() + 1 == numbers.size();
    if (sort_captured && plain && numbers.size() > 3)
        std::sort(
            numbers.begin() + 2, numbers.end(),
            [](const std::string& a, const std::string& b) { return std::stoi(a) < std::stoi(b); });
    if (!plain) {  // not a move's shape: map the numbers in place, keep the rest
        std::size_t k = 0;
        for (std::size_t j = 0; j < text.size();) {
            if (std::isdigit(static_cast<unsigned char>(text[j]))) {
                out += numbers[k++];
                while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
            } else {
                out += text[j++];
            }
        }
        return out;
    }
    for (std::size_t k = 0; k < numbers.size(); ++k) {
        if (k > 0) out += separators[k - 1];
        out += numbers[k];
    }
    return out;
}

}  // namespace kabe::hub
