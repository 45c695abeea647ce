#pragma once
// The file `kabe rescore` writes (docs/testing.md): a header line naming what decides the
// scores, the format line, then one FEN;score;result line per position in the order of the
// data read. A rescore runs for hours, so the lines are written as they are scored (in
// order) and --resume continues an interrupted file after its last complete line.

#include <cstddef>
#include <fstream>
#include <string>
#include <vector>

#include "match/selfplay.hpp"
#include "match/selfplay_data.hpp"
#include "match/selfplay_file.hpp"

namespace kabe::match {

// "# kabe rescore: data=PATH every=K variant=V depth=D|nodes=N|movetime=S eval=E":
// everything that changes the scores, and only that (--concurrency, --progress do not).
std::string rescore_header(const std::string& data, int every, const RescoreOptions& options);

struct RescoreOutput {
    std::ofstream out;     // open for appending the next position's line
    std::size_t done = 0;  // the positions already there: the first `done` of the data
};

// Opens --output before any search. A new file (or --overwrite, or --resume of a file
// without a complete line) gets the header lines. --resume checks the file's header
// against `header` and each of its lines against the position of the data it stands for,
// cuts a half-written last line, and appends from there: the finished file is the one an
// uninterrupted run writes. Throws DataError with a one-line reason (a directory, cannot be
// written, exists without --resume or --overwrite, other options, not these positions).
RescoreOutput open_rescore_output(const std::string& path, const std::string& header,
                                  const std::vector<DataLine>& positions, ExistingOutput existing);

// Says on `log` where a resumed run starts, or that nothing is left (then false).
bool announce_rescore_start(std::size_t done, std::size_t positions, const std::string& path,
                            std::ostream& log);

}  // namespace kabe::match
