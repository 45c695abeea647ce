#include "protocol/pdn_writer.hpp"

#include <chrono>
#include <cstdio>
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

}  // namespace

std::string to_pdn(const PdnGame& game) {
    std::string out = tag("Event", game.event) + tag("Date", today()) + tag("White", game.white) +
                      tag("Black", game.black) + tag("Result", game.result);
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
        if (ply % 2 == 0)
            emit(std::to_string(ply / 2 + 1) + ". " + game.moves[i]);
        else if (i == 0)
            emit("1. ... " + game.moves[i]);
        else
            emit(game.moves[i]);
    }
    emit(game.result);
    out += line + '\n';
    return out;
}

void append_pdn(const std::string& path, const PdnGame& game) {
    std::ofstream file(path, std::ios::app);
    if (!file) throw std::runtime_error("cannot open " + path + " for writing");
    file << to_pdn(game) << '\n';
    if (!file) throw std::runtime_error("cannot write to " + path);
}

}  // namespace kabe
