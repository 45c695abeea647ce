#pragma once
// `kabe hub`: the engine side of the Hub protocol, version 2 (Scan's protocol;
// protocols.md §2). Reads commands from `in`, writes protocol lines only to `out`.
// The search runs in its own thread; this thread keeps reading, answers `ping` during a
// search, passes on `ponder-hit` and `stop`, and lets any other command end the search
// first (its `done` is written before the command is carried out, as Scan does).

#include <iosfwd>

namespace kabe::hub {

// Serves until `quit` or the end of input; returns the process exit code.
int serve(std::istream& in, std::ostream& out);

}  // namespace kabe::hub
