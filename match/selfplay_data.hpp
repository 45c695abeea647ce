#pragma once
// The selfplay data format (docs/testing.md), shared by the commands that write and read
// it (selfplay, rescore, tune): '#' comment lines (a header; selfplay's `# game N` after
// each game, match/selfplay_file.hpp), and one "FEN;score;result" line per position, the
// score in centi-men and the result in White's points, both White's view.

#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kabe::match {

// A data file that cannot be read or written, or a line in it that is not selfplay data;
// what() names the file (and line). The commands report it as a usage error: the user
// named the file.
class DataError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The second line of a file selfplay or rescore writes.
inline constexpr std::string_view data_format_line =
    "# FEN;score (centi-men, White's view);result (White's points: 1, 0.5, 0)";

struct DataLine {
    std::string fen;
    double score = 0;   // the search score, centi-men
    double points = 0;  // the game's result: 1, 0.5 or 0
};

// "1", "0.5" or "0".
inline std::string points_text(double points) {
    return points == 1.0 ? "1" : points == 0.0 ? "0" : "0.5";
}

// One data line; throws DataError starting with `where` (file:line) when it is not one.
// The FEN is not read here: only the variant can.
inline DataLine parse_data_line(const std::string& line, const std::string& where) {
    const auto last = line.rfind(';');
    const auto middle =
        last == std::string::npos || last == 0 ? std::string::npos : line.rfind(';', last - 1);
    if (middle == std::string::npos) throw DataError(where + ": expected FEN;score;result");
    DataLine d;
    d.fen = line.substr(0, middle);
    const std::string result = line.substr(last + 1);
    if (result == "1")
        d.points = 1;
    else if (result == "0.5")
        d.points = 0.5;
    else if (result != "0")
        throw DataError(where + ": the result must be 1, 0.5 or 0, got '" + result + "'");
    const std::string score = line.substr(middle + 1, last - middle - 1);
    std::size_t used = 0;
    try {
        d.score = std::stod(score, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (score.empty() || used != score.size() || !std::isfinite(d.score))
        throw DataError(where + ": the score must be a number (centi-men)");
    return d;
}

// Calls on_line(DataLine, where) for every data line of the file, in order; comment and
// blank lines are skipped, a Windows line end is forgiven. Throws DataError if the file
// cannot be read or holds no data line.
template <class OnLine>
void read_data_file(const std::string& path, OnLine on_line) {
    std::ifstream in(path);
    if (!in) throw DataError("cannot read " + path);
    std::string line;
    bool any = false;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const std::string where = path + ":" + std::to_string(number);
        on_line(parse_data_line(line, where), where);
        any = true;
    }
    if (!any) throw DataError(path + " holds no positions");
}

}  // namespace kabe::match
