#pragma once
// How a Hub client numbers a variant's squares, where that differs from Kabe's own
// numbering (docs/variants.md, "Notation"; docs/hub.md, `notation`). pydraughts 0.6
// (HubEngine, the client of lidraughts-bot) sends its board's internal position string but
// writes and reads moves in the variant's numbering, and both differ from Kabe's on some
// boards (draughts/core/variant.py and convert.py there):
//
//   Russian, Brazilian  position as Kabe's; moves numbered from a1 row by row upward
//                       (1 = a1, 4 = g1, 5 = b2, 32 = h8): Kabe's rows upside down
//   Turkish             position as Kabe's (1 = a8 row by row); moves from a1 upward
//                       (1 = a1, 8 = h1, 57 = a8)
//   English             moves as Kabe's; the position string is its board seen from the
//                       other side: square i of the string is Kabe's 33 - i, and 'w'/'W'
//                       (also the side to move) is the side that moves first, Black
//
// Everything else (the 10x10 games, Italian) is the same in both. The translation is plain
// text: numbers in moves are mapped, algebraic moves and FEN pass unchanged.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabe::hub {

enum class HubNotation { pydraughts, kabe };

// "pydraughts" or "kabe"; nullopt for anything else.
std::optional<HubNotation> parse_notation(std::string_view text);
std::string_view notation_name(HubNotation notation);

class SquareDialect {
public:
    // The dialect of `notation` for a variant by its canonical name.
    static SquareDialect of(std::string_view variant, HubNotation notation);

    // Whether any text changes (false for Kabe's own notation and most variants).
    bool translates() const { return !to_kabe_.empty() || turned_position_; }

    // A client's Hub position string in Kabe's; anything that is not a Hub string of the
    // board's length (a FEN, "start") is returned as it is, for Kabe to read or refuse.
    std::string position_to_kabe(std::string_view text) const;
    // A client's move in Kabe's numbers (numbers off the board are left for Kabe to refuse).
    std::string move_to_kabe(std::string_view text) const;
    // One of Kabe's Hub moves in the client's numbers, captured squares ascending.
    std::string move_from_kabe(std::string_view text) const;

private:
    std::string map_numbers(std::string_view text, const std::vector<int>& map,
                            bool sort_captured) const;

    std::vector<int> to_kabe_, from_kabe_;  // indexed by square number; empty: the same
    bool turned_position_ = false;          // English: read from the other end, colours swapped
    int squares_ = 0;                       // of the position string, when turned
};

}  // namespace kabe::hub
