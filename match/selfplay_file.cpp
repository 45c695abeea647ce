#include "match/selfplay_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <sstream>
#include <system_error>
#include <vector>

#include "match/selfplay_data.hpp"

namespace kabe::match {

namespace {

constexpr std::string_view header_start = "# kabe selfplay:";
// The key=value fields after "# kabe COMMAND:".
std::map<std::string, std::string> header_fields(const std::string& header) {
    std::map<std::string, std::string> fields;
    const auto colon = header.find(':');
    std::istringstream in(colon == std::string::npos ? std::string() : header.substr(colon + 1));
    for (std::string field; in >> field;) {
        const auto equals = field.find('=');
        fields[field.substr(0, equals)] =
            equals == std::string::npos ? std::string() : field.substr(equals + 1);
    }
    return fields;
}

std::ofstream open_for_writing(const std::string& path, std::ios::openmode mode) {
    std::ofstream out(path, std::ios::binary | mode);
    if (!out) throw DataError("cannot write " + path + ": " + std::strerror(errno));
    return out;
}

// The file cut to `kept_bytes`, its first line (`header_bytes` long) replaced by `header`:
// written beside it and renamed over it, so that an interrupt leaves one or the other.
void rewrite_header(const std::string& path, const std::string& header, std::uintmax_t header_bytes,
                    std::uintmax_t kept_bytes) {
    const std::string temporary = path + ".resume";
    {
        std::ifstream in(path, std::ios::binary);
        std::ofstream out = open_for_writing(temporary, std::ios::trunc);
        out << header << '\n';
        in.seekg(static_cast<std::streamoff>(header_bytes));
        std::vector<char> buffer(1 << 20);
        for (std::uintmax_t left = kept_bytes - header_bytes; left > 0 && in;) {
            const auto chunk =
                static_cast<std::streamsize>(std::min<std::uintmax_t>(left, buffer.size()));
            in.read(buffer.data(), chunk);
            out.write(buffer.data(), in.gcount());
            left -= static_cast<std::uintmax_t>(in.gcount());
        }
        if (!in || !out.flush()) throw DataError("cannot rewrite the header of " + path);
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) throw DataError("cannot rewrite the header of " + path + ": " + error.message());
}

}  // namespace

std::string selfplay_header(const SelfplayOptions& o) {
    std::ostringstream header;
    header << header_start << " variant=" << o.variant << " games=" << o.games
           << " random-plies=" << o.random_plies << " seed=" << o.seed;
    if (o.limits.depth) header << " depth=" << *o.limits.depth;
    if (o.limits.nodes) header << " nodes=" << *o.limits.nodes;
    if (o.limits.move_time) header << " movetime=" << *o.limits.move_time;
    header << " max-plies=" << o.max_plies << " eval=" << o.eval.name();
    return header.str();
}

std::string game_marker(int game) {
    return "# game " + std::to_string(game);
}

void require_same_options(const std::string& path, const std::string& file_header,
                          const std::string& now) {
    const std::string difference = header_difference(file_header, now);
    if (!difference.empty())
        throw DataError("cannot resume " + path + ": it was written with " + difference +
                        "; give the same options or --overwrite");
}

std::ofstream start_data_file(const std::string& path, const std::string& header) {
    std::ofstream out = open_for_writing(path, std::ios::trunc);
    out << header << '\n' << data_format_line << '\n';
    return out;
}

std::ofstream append_after(const std::string& path, std::uintmax_t kept_bytes) {
    std::error_code cut;
    std::filesystem::resize_file(path, kept_bytes, cut);
    if (cut) throw DataError("cannot cut " + path + ": " + cut.message());
    return open_for_writing(path, std::ios::app);
}

bool output_exists(const std::string& path, ExistingOutput existing) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (std::filesystem::is_directory(status))
        throw DataError("cannot write " + path + ": it is a directory");
    const bool exists = std::filesystem::is_regular_file(status);
    if (exists && existing == ExistingOutput::refuse)
        throw DataError(path +
                        " exists: pass --resume to continue it or --overwrite to start again");
    return exists;
}

void read_complete_lines(
    const std::string& path, std::string_view header_start, std::string_view kind,
    const std::function<void(const std::string&, int, std::uintmax_t)>& visit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw DataError("cannot read " + path);
    std::uintmax_t offset = 0;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const bool complete = !in.eof();
        if (number == 1 && !line.starts_with(header_start) &&
            (complete || !header_start.starts_with(line)))
            throw DataError(path + " is not a " + std::string(kind) +
                            " file (its first line is not '" + std::string(header_start) +
                            " ...')");
        if (!complete) return;
        offset += line.size() + 1;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        visit(line, number, offset);
    }
}

SelfplayFileContents read_selfplay_file(const std::string& path) {
    SelfplayFileContents contents;
    std::int64_t positions = 0;  // of the game being read
    double points = 0.5;         // its result; a game without positions is a draw at the ply cap
    read_complete_lines(path, header_start, "kabe selfplay",
                        [&](const std::string& line, int number, std::uintmax_t end) {
                            const std::string where = path + ":" + std::to_string(number);
                            if (number == 1) {
                                contents.header = line;
                                contents.header_bytes = end;
                            } else if (line.starts_with("# game ")) {
                                const std::string expected = game_marker(contents.done.games);
                                if (line != expected)
                                    throw DataError(where + ": expected '" + expected + "'");
                                ++contents.done.games;
                                contents.done.positions += positions;
                                (points == 1.0   ? contents.done.wins
                                 : points == 0.0 ? contents.done.losses
                                                 : contents.done.draws)++;
                                positions = 0;
                                points = 0.5;
                                contents.kept_bytes = end;
                            } else if (!line.empty() && line[0] != '#') {
                                points = parse_data_line(line, where).points;
                                ++positions;
                            }
                        });
    return contents;
}

std::string header_difference(const std::string& file_header, const std::string& now) {
    auto before = header_fields(file_header), after = header_fields(now);
    before.erase("games");
    after.erase("games");
    std::map<std::string, std::string> keys = before;
    keys.insert(after.begin(), after.end());
    std::string difference;
    for (const auto& [key, unused] : keys) {
        const std::string was = before.contains(key) ? before[key] : "none";
        const std::string is = after.contains(key) ? after[key] : "none";
        if (was == is) continue;
        if (!difference.empty()) difference += ", ";
        difference += key + "=" + was + " (now " + is + ")";
    }
    return difference;
}

SelfplayOutput open_selfplay_output(const std::string& path, const SelfplayOptions& o,
                                    ExistingOutput existing) {
    const bool exists = output_exists(path, existing);
    const std::string header = selfplay_header(o);
    SelfplayOutput output;
    if (exists && existing == ExistingOutput::resume) {
        const SelfplayFileContents file = read_selfplay_file(path);
        if (!file.header.empty()) require_same_options(path, file.header, header);
        if (file.done.games > o.games)
            throw DataError("cannot resume " + path + ": it holds " +
                            std::to_string(file.done.games) + " games, more than --games " +
                            std::to_string(o.games));
        if (file.done.games > 0) {
            if (file.header != header) {
                rewrite_header(path, header, file.header_bytes, file.kept_bytes);
                output.out = open_for_writing(path, std::ios::app);
            } else {
                output.out = append_after(path, file.kept_bytes);
            }
            output.start = file.done;
            return output;
        }
    }
    output.out = start_data_file(path, header);
    return output;
}

bool announce_start(const SelfplayProgress& start, int games, const std::string& path,
                    std::ostream& log) {
    if (start.games == games) {
        log << "selfplay: all " << games << " games are already in " << path << '\n';
        return false;
    }
    if (start.games > 0)
        log << "selfplay: resumed at game " << start.games << " (" << path << " holds "
            << start.games << " games, " << start.positions << " positions)\n";
    return true;
}

}  // namespace kabe::match
