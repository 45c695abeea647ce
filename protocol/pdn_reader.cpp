#include "protocol/pdn_reader.hpp"

#include <cctype>
#include <fstream>
#include <sstream>

namespace kabe {

namespace {

bool is_result(std::string_view token) {
    for (std::string_view r : {"2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*"})
        if (token == r) return true;
    return false;
}

// "12." and "12..." (Black's move after a comment) are move numbers; "12.32-28" is a
// number glued to its move: returns what follows the dots.
std::string_view strip_move_number(std::string_view token) {
    std::size_t i = 0;
    while (i < token.size() && std::isdigit(static_cast<unsigned char>(token[i]))) ++i;
    if (i == 0 || i == token.size() || token[i] != '.') return token;
    while (i < token.size() && token[i] == '.') ++i;
    return token.substr(i);
}

}  // namespace

std::string PdnRecord::tag(const std::string& name, const std::string& fallback) const {
    const auto it = tags.find(name);
    return it == tags.end() ? fallback : it->second;
}

PdnRecord read_pdn(std::string_view text) {
    PdnRecord game;
    int line = 1;
    const auto fail = [&](const std::string& what) {
        throw PdnError("PDN line " + std::to_string(line) + ": " + what);
    };
    bool in_movetext = false;
    std::size_t i = 0;
    const auto skip_to = [&](char close, const char* what) {
        const int opened = line;
        int depth = 1;
        const char open = text[i];
        for (++i; i < text.size(); ++i) {
            if (text[i] == '\n') ++line;
            if (close == ')' && text[i] == open) ++depth;
            if (text[i] == close && --depth == 0) {
                ++i;
                return;
            }
        }
        line = opened;
        fail(std::string("unterminated ") + what);
    };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
        } else if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '[' && !in_movetext) {
            const std::size_t close = text.find(']', i);
            const std::size_t end_of_line = text.find('\n', i);
            if (close == std::string_view::npos || close > end_of_line) fail("unterminated tag");
            const std::string_view body = text.substr(i + 1, close - i - 1);
            const std::size_t quote = body.find('"');
            const std::size_t last = body.rfind('"');
            if (quote == std::string_view::npos || last == quote)
                fail("a tag needs a quoted value");
            std::string name(body.substr(0, quote));
            while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
                name.pop_back();
            game.tags[name] = std::string(body.substr(quote + 1, last - quote - 1));
            i = close + 1;
        } else if (c == '{') {
            skip_to('}', "comment");
        } else if (c == '(') {
            skip_to(')', "variation");
        } else if (c == ';') {
            while (i < text.size() && text[i] != '\n') ++i;
        } else {
            in_movetext = true;
            std::size_t end = i;
            while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
                   text[end] != '{' && text[end] != '(' && text[end] != ';')
                ++end;
            const std::string_view token = text.substr(i, end - i);
            i = end;
            if (is_result(token)) {
                game.result = std::string(token);
                return game;
            }
            if (token[0] == '$') continue;                                         // a NAG
            if (token.find_first_not_of('.') == std::string_view::npos) continue;  // "1. ... 19-23"
            const std::string_view move = strip_move_number(token);
            if (!move.empty()) game.moves.emplace_back(move);
        }
    }
    if (game.tags.empty() && game.moves.empty()) fail("no game found");
    return game;
}

PdnRecord read_pdn_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw PdnError("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    return read_pdn(text.str());
}

}  // namespace kabe
