#include "match/rescore_file.hpp"

#include <sstream>

namespace kabe::match {

namespace {

constexpr std::string_view header_start = "# kabe rescore:";

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
    RescoreFileContents contents;
    read_complete_lines(
        path, header_start, "kabe rescore",
        [&](const std::string& line, int number, std::uintmax_t end) {
            const std::string where = path + ":" + std::to_string(number);
            const bool data = !line.empty() && line[0] != '#';
            if (number == 1) {
                require_same_options(path, line, header);
            } else if (data) {
                const DataLine d = parse_data_line(line, where);
                if (contents.done >= positions.size() || d.fen != positions[contents.done].fen)
                    throw DataError(where + " is not position " +
                                    std::to_string(contents.done + 1) +
                                    " of the data; give --overwrite to start again");
                ++contents.done;
            }
            if (number <= 2 || data) contents.kept_bytes = end;
        });
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
    const bool exists = output_exists(path, existing);
    RescoreOutput output;
    if (exists && existing == ExistingOutput::resume) {
        const RescoreFileContents file = read_rescore_file(path, header, positions);
        if (file.done > 0) {
            output.out = append_after(path, file.kept_bytes);
            output.done = file.done;
            return output;
        }
    }
    output.out = start_data_file(path, header);
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
