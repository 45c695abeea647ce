#pragma once
// Finished games in PDN, appended to a file; the GameType tag names the variant.

#include <string>
#include <vector>

namespace kabe {

struct PdnGame {
    std::string event = "Kabe DXP match";
    std::string white, black;
    std::string start_fen;           // empty for the standard start position (no FEN tag)
    std::vector<std::string> moves;  // PDN moves in order
    std::string result = "*";        // "2-0", "0-2", "1-1" (FMJD scoring) or "*"
    std::string termination;         // why the game ended (Termination tag)
    std::string time_control;        // TimeControl tag; empty: none
    int gametype = 20;               // PDN GameType (rules.md §0.4); 0: the variant has none
    std::string variant;             // Kabe's name for it (Variant tag); empty: no tag
};

// The game as PDN text: tags, then numbered moves wrapped at 80 columns, then the result.
std::string to_pdn(const PdnGame& game);

// Appends the game and a blank line; throws std::runtime_error if the file cannot be written.
void append_pdn(const std::string& path, const PdnGame& game);

}  // namespace kabe
