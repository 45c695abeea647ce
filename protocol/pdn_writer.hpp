#pragma once
// Finished games in PDN, appended to a file; the GameType tag names the variant.

#include <string>
#include <vector>

namespace kabe {

struct PdnGame {
    std::string event = "Kabe DXP match";
    std::string site;   // Site tag (a host name, "?"); empty: no tag
    std::string round;  // Round tag (the game's number in a match); empty: no tag
    std::string white, black;
    std::string start_fen;           // empty for the standard start position (no FEN tag)
    std::vector<std::string> moves;  // PDN moves in order
    // A comment after each move, without its braces ("-0.35/15 0.92s"); missing or empty
    // entries: no comment. Parallel to `moves`.
    std::vector<std::string> comments;
    std::string result = "*";  // "2-0", "0-2", "1-1" (FMJD scoring) or "*"
    std::string termination;   // why the game ended (Termination tag)
    std::string time_control;  // TimeControl tag; empty: none
    int gametype = 20;         // PDN GameType (rules.md §0.4); 0: the variant has none
    std::string variant;       // Kabe's name for it (Variant tag); empty: no tag
};

// The game as PDN text: tags, then numbered moves wrapped at 80 columns, then the result.
std::string to_pdn(const PdnGame& game);

// The Result of a game in the convention of its GameType: the FMJD's 2-0 / 1-1 / 0-2 for
// International draughts (GameType 20), 1-0 / 1/2-1/2 / 0-1 for every other game;
// `white_half_points` as EngineResult has it (2, 1, 0; anything else: "*").
std::string pdn_result(int gametype, int white_half_points);

// This machine's host name for the Site tag, "?" where it has none.
std::string pdn_site();

// Checks, before anything is played, that `path` can be opened for appending (creating it
// if missing): throws std::runtime_error "cannot write PATH: REASON" for a directory, a
// missing folder or a file without write permission.
void check_writable(const std::string& path);

// Appends the game and a blank line, flushed; throws std::runtime_error ("cannot write
// PATH: REASON") if the file cannot be opened or written (a full disk shows here).
void append_pdn(const std::string& path, const PdnGame& game);

}  // namespace kabe
