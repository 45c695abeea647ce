#pragma once
// The selfplay data file as a run sees it (docs/testing.md): a header line naming the
// options that decide the data, then each game's positions closed by a `# game N` marker.
// The markers let an interrupted run resume where it stopped: what follows the last one
// is a half-written game, cut away, and the next game is N + 1.

#include <cstdint>
#include <fstream>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "match/selfplay.hpp"

namespace kabe::match {

// The first line: "# kabe selfplay: variant=... games=... random-plies=... seed=...
// depth=...|nodes=...|movetime=... max-plies=...". Everything that changes the data, and
// only that: --concurrency and --progress do not.
std::string selfplay_header(const SelfplayOptions& options);

// The comment line that closes game `game`'s positions.
std::string game_marker(int game);

// What a file holds from an earlier run.
struct SelfplayFileContents {
    std::string header;               // the first line; empty when it is not complete
    SelfplayProgress done;            // the games up to the last complete marker
    std::uintmax_t header_bytes = 0;  // the end of the header line
    std::uintmax_t kept_bytes = 0;    // the end of that marker's line; 0 without a marker
};

// Reads the file. Its first line must be the header, markers must count 0, 1, 2, ... and a game's
// data lines must be FEN;score;result; otherwise a DataError names the line. An incomplete last
// line (no line end: the run was stopped while writing it) belongs to the half-written game.
SelfplayFileContents read_selfplay_file(const std::string& path);

// "" when a file with header `file_header` can be continued with options that give
// header `now` (only games may differ), otherwise what differs, e.g. "seed=3 (now 4)".
std::string header_difference(const std::string& file_header, const std::string& now);

// What to do when --output already exists as a file.
enum class ExistingOutput { refuse, resume, overwrite };

// The pieces selfplay's and rescore's files share (both are written line by line and
// resumed after their last complete line).
//
// Whether `path` is an earlier run's file (a regular file: /dev/null and pipes are written
// as given). Throws DataError when it is a directory, or exists and `existing` is refuse.
bool output_exists(const std::string& path, ExistingOutput existing);
// Throws DataError "cannot resume PATH: it was written with seed=3 (now 4); ..." unless
// header_difference(file_header, now) is empty.
void require_same_options(const std::string& path, const std::string& file_header,
                          const std::string& now);
// A new file: `header` and the format line, open for the data (or a DataError naming why
// not).
std::ofstream start_data_file(const std::string& path, const std::string& header);
// An earlier run's file cut to its first `kept_bytes` (what follows is half-written), open
// for appending.
std::ofstream append_after(const std::string& path, std::uintmax_t kept_bytes);
// Calls line(text, number, end) for each complete line of `path` (its '\r' taken off; `end`
// the offset after its line end): an incomplete last line is the one an interrupted run
// was writing. The first line must start with `header_start`, or be a start of it (a
// header cut short: the run starts again); otherwise a DataError says the file is not a
// `kind` file.
void read_complete_lines(const std::string& path, std::string_view header_start,
                         std::string_view kind,
                         const std::function<void(const std::string&, int, std::uintmax_t)>& line);

struct SelfplayOutput {
    std::ofstream out;       // open for appending the next game
    SelfplayProgress start;  // the games already there (none for a new file)
};

// Opens --output for a run, before any game is played. A new file (or --overwrite, or
// --resume of a file without a complete game) gets the header lines. --resume of an
// existing file checks its header against `options`, cuts what follows the last marker,
// rewrites the header when --games changed, and appends from there: the finished file is
// then the one an uninterrupted run writes. Throws DataError with a one-line reason
// (the file is a directory, cannot be written, exists without --resume or --overwrite,
// was written with other options, holds more games than --games).
SelfplayOutput open_selfplay_output(const std::string& path, const SelfplayOptions& options,
                                    ExistingOutput existing);

// Says on `log` what an opened output holds: "all N games are already in FILE" (then
// false: nothing to play) or, for a resumed file, where the run resumes.
bool announce_start(const SelfplayProgress& start, int games, const std::string& path,
                    std::ostream& log);

}  // namespace kabe::match
