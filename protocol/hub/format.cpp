#include "protocol/hub/format.hpp"

#include <cstdio>
#include <cstdlib>

#include "protocol/hub/line.hpp"

namespace kabe::hub {

namespace {

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

}  // namespace

std::string format_score(Score s) {
    const int magnitude = std::abs(s);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%s%d.%02d", s < 0 ? "-" : "", magnitude / 100,
                  magnitude % 100);
    return buffer;
}

// Fields as Scan writes them: time omitted below a millisecond, speed (millions of
// nodes per second) below a hundredth of a second.
// A book move is not searched: as Scan, only its move and score, and a field of Kabe's
// own (the spec lets engines add fields) saying where it came from.
std::string info_line(const ThinkInfo& info) {
    LineBuilder line("info");
    if (info.from_book) {
        line.arg("score", format_score(info.score));
        line.arg("pv", join(info.pv));
        line.arg("book", "true");
        return line.str();
    }
    line.arg("depth", std::to_string(info.depth));
    line.arg("mean-depth", fixed(info.mean_depth, 1));
    line.arg("score", format_score(info.score));
    line.arg("nodes", std::to_string(info.nodes));
    if (info.seconds >= 0.001) line.arg("time", fixed(info.seconds, 3));
    if (info.seconds >= 0.01) line.arg("nps", fixed(double(info.nodes) / info.seconds / 1e6, 1));
    if (!info.pv.empty()) line.arg("pv", join(info.pv));
    return line.str();
}

std::string done_line(const ThinkResult& result) {
    LineBuilder line("done");
    if (!result.move.empty()) line.arg("move", result.move);
    if (!result.ponder.empty()) line.arg("ponder", result.ponder);
    return line.str();
}

}  // namespace kabe::hub
