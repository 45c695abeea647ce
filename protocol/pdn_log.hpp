#pragma once
// The record of a match (or a DXP session): finished games appended to a PDN file. A
// write that fails halfway (a full disk, a folder removed) loses nothing: from then on the
// games are kept in memory, and keep() puts them in a rescue file in the temp directory.
// Only the games not in the file are held, so a long match costs no memory for them.

#include <cstddef>
#include <string>
#include <vector>

#include "protocol/pdn_writer.hpp"

namespace kabe {

class PdnLog {
public:
    // `path` empty: no file; every game is kept in memory (for keep()).
    explicit PdnLog(std::string path);

    // Appends the game to the file, or keeps it in memory. False once a write has failed,
    // this time or before; the file is not tried again (what follows would be out of order).
    bool append(const PdnGame& game);
    bool failed() const { return failed_; }
    // Why the file failed ("cannot write PATH: REASON"); empty while it has not.
    const std::string& error() const { return error_; }

    // Where the games so far are, for a message: the file while it works; otherwise the
    // rescue file, written now with the games the file lacks, and the file for those
    // before them ("/tmp/m.pdn.rescue-7 (the first 11 in /data/m.pdn)"). A game cut
    // off at the end of the file by the failed write is whole in the rescue file. Throws
    // std::runtime_error if even that cannot be written; unwritten_text() has them.
    std::string keep() const;
    // The rescue file's name: PATH's file name (or "kabe-games.pdn") with
    // ".rescue-<pid>", in the temp directory ($TMPDIR, else /tmp).
    std::string rescue_path() const;

    std::size_t size() const { return written_ + unwritten_.size(); }  // games appended
    std::string unwritten_text() const;  // the games not in the file, as PDN

private:
    std::string path_;
    std::size_t written_ = 0;
    std::vector<PdnGame> unwritten_;
    bool failed_ = false;
    std::string error_;
};

}  // namespace kabe
