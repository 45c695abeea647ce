#include "protocol/pdn_writer.hpp"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <stdexcept>

namespace kabe {

namespace {

std::string today() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y.%m.%d", &utc);
    return buffer;
}

std::string tag(const std::string& name, std::string value) {
    for (char& c : value)
        if (c == '"') c = '\'';
    return "[" + name + " \"" + value + "\"]\n";
}

// A comment must not close itself early: '}' inside becomes ')'.
std::string comment(std::string text) {
    for (char& c : text)
        if (c == '}') c = ')';
    std::string out = "{";
    out += text;
    out += '}';
    return out;
}

[[noreturn]] void cannot_write(const std::string& path, int error) {
    throw std::runtime_error("cannot write " + path + ": " +
                             (error != 0 ? std::strerror(error) : "write failed"));
}

}  // namespace

std::string to_pdn(const PdnGame& game) {
    // The order of PDN's seven-tag roster.
    std::string out = tag("Event", game.event);
    if (!game.site.empty()) out += tag("Site", game.site);
    out += tag("Date", today());
    if (!game.round.empty()) out += tag("Round", game.round);
    out += tag("White", game.white) + tag("Black", game.black) + tag("Result", game.result);
    // A variant without a PDN number (Killer, the giveaways) gets no tag rather than a wrong
    // one: readers then assume International, which is at least not a claim about rules.
    if (game.gametype != 0) out += tag("GameType", std::to_string(game.gametype));
    // Many variants share a GameType or have none: a reader that knows Kabe's names (the
    // web board watching a --live file) finds the variant here.
    if (!game.variant.empty()) out += tag("Variant", game.variant);
    const bool set_up = !game.start_fen.empty();
    if (set_up) out += tag("FEN", game.start_fen);
    if (!game.time_control.empty()) out += tag("TimeControl", game.time_control);
    if (!game.termination.empty()) out += tag("Termination", game.termination);
    out += '\n';

    // Move numbers count full moves; a game set up with Black to move starts "1. ...".
    const bool black_first = set_up && (game.start_fen[0] == 'B' || game.start_fen[0] == 'b');
    std::string line;
    // A move number stays on the line of its move.
    const auto emit = [&](const std::string& words) {
        if (!line.empty() && line.size() + 1 + words.size() > 80) {
            out += line + '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + words;
    };
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const std::size_t ply = i + (black_first ? 1 : 0);
        // A move's comment stays on its line too.
        std::string move = game.moves[i];
        if (i < game.comments.size() && !game.comments[i].empty()) {
            move += ' ';
            move += comment(game.comments[i]);
        }
        if (ply % 2 == 0)
            emit(std::to_string(ply / 2 + 1) + ". " + move);
        else if (i == 0)
            emit("1. ... " + move);
        else
            emit(move);
    }
    emit(game.result);
    out += line + '\n';
    return out;
}

std::string pdn_result(int gametype, int white_half_points) {
    const bool fmjd = gametype == 20;
    switch (white_half_points) {
        case 2:
            return fmjd ? "2-0" : "1-0";
        case 1:
            return fmjd ? "1-1" : "1/2-1/2";
        case 0:
            return fmjd ? "0-2" : "0-1";
        default:
            return "*";
    }
}

std::string pdn_site() {
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "?";
    return name;
}

void check_writable(const std::string& path) {
    errno = 0;
    std::ofstream file(path, std::ios::app);
    if (!file) cannot_write(path, errno);
}

void append_pdn(const std::string& path, const PdnGame& game) {
    errno = 0;
    std::ofstream file(path, std::ios::app);
    if (!file) cannot_write(path, errno);
    file << to_pdn(game) << '\n';
    // A full disk shows only when the buffer goes out: flush and close before saying done.
    file.flush();
    if (file) file.close();
    if (!file) cannot_write(path, errno);
}

}  // namespace kabe
