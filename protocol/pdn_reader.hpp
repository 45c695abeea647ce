#pragma once
// The first game of a PDN text, as far as a program replaying it needs: its tags and its
// moves in order (PDN 3.0 movetext: move numbers, comments in braces or after ';',
// variations in parentheses and NAGs such as $1 are skipped; the result ends the game).

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kabe {

struct PdnRecord {
    std::map<std::string, std::string> tags;  // e.g. "FEN", "GameType", "Result"
    std::vector<std::string> moves;           // as written ("32-28", "28x19", "c3:e5")
    std::string result;                       // the closing token ("2-0", "1-0", "*", ...)

    // A tag's value, or `fallback` where the game has none.
    std::string tag(const std::string& name, const std::string& fallback = "") const;
};

struct PdnError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Throws PdnError (with the line number) for an unterminated tag, comment or variation,
// or a text with no game in it.
PdnRecord read_pdn(std::string_view text);

// read_pdn of a file's contents; PdnError also when the file cannot be read.
PdnRecord read_pdn_file(const std::string& path);

}  // namespace kabe
