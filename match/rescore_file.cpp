#include "match/rescore_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <system_error>

namespace kabe::match {

namespace {

constexpr std::string_view header_start = "# kabe rescore:";

std::ofstream open_for_writing(const std::string& path, std::ios::openmode mode) {
    std::ofstream out(path, std::ios::binary | mode);
    if (!out) throw DataError("cannot write " + path + ": " + std::strerror(errno));
    return out;
}

// What an earlier run left: the number of complete data lines and the bytes up to the end
// of the last of them.
struct RescoreFileContents {
    std::size_t done = 0;
    std::uintmax_t kept_bytes = 0;
};

// Throws DataError when the header differs from `header` (the options now) or a line is
// not the position of the data it stands for.
RescoreFileContents read_rescore_file(const std::string& path, const std::string& header,
                                      const std::vector<DataLine>& positions) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw DataError("cannot read " + path);
    RescoreFileContents contents;
    std::uintmax_t offset = 0;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const bool complete = !in.eof();  // else the half-written line of an interrupted run
        if (number == 1 && !line.starts_with(header_start) &&
            (complete || !header_start.starts_with(line)))
            throw DataError(path + " is not a kabe rescore file (its first line is not '" +
                            std::string(header_start) + " ...')");
        if (!complete) break;
        offset += line.size() + 1;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::string where = path + ":" + std::to_string(number);
        if (number == 1) {
            const std::string difference = header_difference(line, header);
            if (!difference.empty())
                throw DataError("cannot resume " + path + ": it was written with " + difference +
                                "; give the same options or --overwrite");
        } else if (!line.empty() && line[0] != '#') {
            const DataLine d = parse_data_line(line, where);
            if (contents.done >= positions.size() || d.fen != positions[contents.done].fen)
                throw DataError(where + " is not position " + std::to_string(contents.done + 1) +
                                " of the data; give --overwrite to start again");
            ++contents.done;
        }
        if (number <= 2 || (!line.empty() && line[0] != '#')) contents.kept_bytes = offset;
    }
    return contents;
}

}  // namespace

std::string rescore_header(const std::string& data, int every, const RescoreOptions& o) {
    std::ostringstream header;
    header << header_start << " data=" << data << " every=" << every << " variant=" << o.variant;
    if (o.limits.depth) header << " depth=" << *o.limits.depth;
    if (o.limits.nodes) header << " nodes=" << *o.limits.nodes;
    if (o.limits.move_time) header << " movetime=" << *o.limits.move_time;
    header << " eval=" << o.eval.name();
    return header.str();
}

RescoreOutput open_rescore_output(const std::string& path, const std::string& header,
                                  const std::vector<DataLine>& positions, ExistingOutput existing) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (std::filesystem::is_directory(status))
        throw DataError("cannot write " + path + ": it is a directory");
    // Only a regular file holds earlier scores: /dev/null and pipes are written as given.
    const bool exists = std::filesystem::is_regular_file(status);
    if (exists && existing == ExistingOutput::refuse)
        throw DataError(path +
                        " exists: pass --resume to continue it or --overwrite to start again");
    RescoreOutput output;
    if (exists && existing == ExistingOutput::resume) {
        const RescoreFileContents file = read_rescore_file(path, header, positions);
        if (file.done > 0) {
            std::error_code cut;
            std::filesystem::resize_file(path, file.kept_bytes, cut);
            if (cut) throw DataError("cannot cut " + path + ": " + cut.message());
            output.out = open_for_writing(path, std::ios::app);
            output.done = file.done;
            return output;
        }
    }
    output.out = open_for_writing(path, std::ios::trunc);
    output.out << header << '\n' << data_format_line << '\n';
    return output;
}

bool announce_rescore_start(std::size_t done, std::size_t positions, const std::string& path,
                            std::ostream& log) {
    if (done == positions) {
        log << "rescore: all " << positions << " positions are already in " << path << '\n';
        return false;
    }
    if (done > 0)
        log << "rescore: resumed at position " << done + 1 << " of " << positions << " (" << path
            << " holds " << done << ")\n";
    return true;
}

}  // namespace kabe::match
