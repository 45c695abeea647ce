#include "gui/server/api.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/tools.hpp"
#include "protocol/hub/format.hpp"
#include "protocol/pdn_writer.hpp"

namespace kabe::gui {

namespace {

// Each engine gets a small table: a page's searches are short, and up to max_searches
// of them may run at once.
constexpr std::size_t engine_hash_mb = 32;

std::atomic<int> searches_running{0};

// --- JSON writing: a document is a string built in order, so only the escapes matter.

std::string quoted(std::string_view text) {
    return json_string(text);
}

std::string boolean(bool b) {
    return b ? "true" : "false";
}

template <class T, class F>
std::string array(const std::vector<T>& items, F&& each) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += ',';
        out += each(items[i]);
    }
    return out + ']';
}

std::string strings(const std::vector<std::string>& items) {
    return array(items, [](const std::string& s) { return quoted(s); });
}

std::string numbers(const std::vector<int>& items) {
    return array(items, [](int n) { return std::to_string(n); });
}

// --- request parameters

std::string param(const Params& params, std::string_view name, std::string_view fallback) {
    const auto it = params.find(name);
    if (it == params.end() || it->second.empty()) return std::string(fallback);
    return it->second;
}

// The moves played, separated by spaces or commas ("32-28 19-23", "c3-d4,f6-g5").
std::vector<std::string> move_list(const Params& params) {
    std::vector<std::string> out;
    std::string current;
    for (char c : param(params, "moves", "")) {
        if (c == ' ' || c == ',' || c == '\t' || c == '\n') {
            if (!current.empty()) out.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) out.push_back(std::move(current));
    if (out.size() > 5000) throw ApiError(400, "too many moves (at most 5000)");
    return out;
}

std::optional<double> number_param(const Params& params, std::string_view name, double low,
                                   double high) {
    const std::string text = param(params, name, "");
    if (text.empty()) return std::nullopt;
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || !std::isfinite(value) || value < low || value > high) {
        char range[64];
        std::snprintf(range, sizeof range, "%g to %g", low, high);
        throw ApiError(400, std::string(name) + " must be a number from " + range + ", not " +
                                notation::quote(text));
    }
    return value;
}

// The tools of the request's variant; an unknown variant is a 400.
std::unique_ptr<VariantTools> tools_for(const Params& params) {
    try {
        return VariantTools::create(param(params, "variant", "international"));
    } catch (const NotationError& e) {
        throw ApiError(400, e.what());
    }
}

// --- games

// The request's rule set (`rules`, standard or blitz) and whether the side to move has
// claimed a draw (`claimed=1`, blitz 12): the page keeps both with its game.
ReplayRules rules_of(const Params& params) {
    ReplayRules r;
    const std::string name = param(params, "rules", "standard");
    const auto rules = parse_rule_set(name);
    if (!rules) throw ApiError(400, "rules is standard or blitz, not " + notation::quote(name));
    r.rules = *rules;
    r.claimed = param(params, "claimed", "") == "1";
    return r;
}

// The request's game, then `next_move` unless empty; a game the rules refuse is a 400.
GameView replay(const Params& params, std::string_view next_move = {}) {
    const auto tools = tools_for(params);
    const ReplayRules rules = rules_of(params);
    try {
        return tools->replay(param(params, "fen", "start"), move_list(params), next_move, rules);
    } catch (const NotationError& e) {
        throw ApiError(400, e.what());
    }
}

std::string result_json(const GameView& game) {
    return std::string("{\"over\":") + boolean(game.over()) + ",\"result\":" + quoted(game.result) +
           ",\"white_half_points\":" + std::to_string(game.white_half_points) +
           ",\"reason\":" + quoted(game.reason) + '}';
}

std::string pdn_of(const GameView& game) {
    PdnGame pdn;
    pdn.event = "Kabe GUI";
    pdn.white = "?";
    pdn.black = "?";
    if (!game.standard_start) pdn.start_fen = game.start_fen;
    for (const auto& m : game.history) pdn.moves.push_back(m.pdn);
    pdn.result = pdn_result(game.pdn_gametype, game.white_half_points);
    pdn.termination = game.reason;
    pdn.gametype = game.pdn_gametype;
    return to_pdn(pdn);
}

std::string state_of(const GameView& game) {
    std::string out = "{\"variant\":" + quoted(game.variant);
    out += ",\"start_fen\":" + quoted(game.start_fen);
    out += ",\"fen\":" + quoted(game.fen);
    out += ",\"readable_fen\":" + quoted(game.readable_fen);
    out += ",\"turn\":" + quoted(game.white_to_move ? "white" : "black");
    out += ",\"pieces\":" + array(game.pieces, [](const BoardPiece& p) {
               return "{\"square\":" + std::to_string(p.square) +
                      ",\"color\":" + quoted(p.white ? "white" : "black") +
                      ",\"king\":" + boolean(p.king) + '}';
           });
    out += ",\"history\":" + array(game.history, [](const PlayedMove& m) {
               return "{\"text\":" + quoted(m.pdn) + ",\"hub\":" + quoted(m.hub) + '}';
           });
    out += ",\"legal\":" + array(game.legal, [](const BoardMove& m) {
               return "{\"from\":" + std::to_string(m.from) + ",\"to\":" + std::to_string(m.to) +
                      ",\"path\":" + numbers(m.path) + ",\"captured\":" + numbers(m.captured) +
                      ",\"text\":" + quoted(m.pdn) + ",\"hub\":" + quoted(m.hub) +
                      ",\"promotes\":" + boolean(m.promotes) + '}';
           });
    out += ",\"rules\":" + quoted(rule_set_name(game.rules));
    out += ",\"claim\":" + (game.claim_clause.empty()
                                ? std::string("null")
                                : "{\"clause\":" + quoted(game.claim_clause) +
                                      ",\"reason\":" + quoted(game.claim_reason) + '}');
    out += ",\"result\":" + result_json(game);
    out += ",\"pdn\":" + quoted(pdn_of(game));
    return out + '}';
}

std::string variant_geometry(const VariantInfo& v) {
    const std::string squares = array(v.squares, [](const BoardSquare& s) {
        return "{\"n\":" + std::to_string(s.number) + ",\"name\":" + quoted(s.name) +
               ",\"file\":" + std::to_string(s.file) + ",\"rank\":" + std::to_string(s.rank) + '}';
    });
    // Games played on the points of a line pattern (Alquerque) draw points joined by
    // lines: every segment between neighbouring points, as [n, n] pairs.
    std::string extra;
    if (v.points)
        extra += ",\"points\":true,\"lines\":" + array(v.lines, [](const std::pair<int, int>& l) {
                     return '[' + std::to_string(l.first) + ',' + std::to_string(l.second) + ']';
                 });
    // Squares with a rule of their own: Tablut's throne.
    for (const auto& s : v.special)
        extra += ",\"special\":[{\"square\":" + quoted(s.name) +
                 ",\"n\":" + std::to_string(s.number) + ",\"kind\":" + quoted(s.kind) + "}]";
    const bool whole_board = static_cast<int>(v.squares.size()) == v.width * v.height;
    return "{\"name\":" + quoted(v.name) + ",\"aliases\":" + strings(v.aliases) +
           ",\"width\":" + std::to_string(v.width) + ",\"height\":" + std::to_string(v.height) +
           ",\"whole_board\":" + boolean(whole_board) +
           ",\"notation\":" + quoted(v.algebraic ? "algebraic" : "numeric") +
           ",\"first\":" + quoted(v.white_first ? "white" : "black") +
           ",\"start_fen\":" + quoted(v.start_fen) +
           ",\"gametype\":" + std::to_string(v.pdn_gametype) +
           ",\"blitz\":" + boolean(v.blitz_rules) + ",\"squares\":" + squares + extra + '}';
}

// An engine for the request's game, its strength set; throws ApiError.
std::unique_ptr<Engine> engine_for(const Params& params) {
    // Replaying first gives the same 400s (with move numbers) as /api/state.
    replay(params);
    auto engine = Engine::create(param(params, "variant", "international"), engine_hash_mb);
    const ReplayRules rules = rules_of(params);
    engine->set_rule_set(rules.rules);
    engine->set_position(param(params, "fen", "start"), move_list(params));
    if (rules.claimed) engine->claim_draw();
    if (const auto level = number_param(params, "strength", 0, Engine::max_strength))
        engine->set_strength(static_cast<int>(*level));
    return engine;
}

SearchLimits limits_of(const Params& params) {
    SearchLimits limits;
    if (const auto depth = number_param(params, "depth", 1, 100))
        limits.depth = static_cast<int>(*depth);
    if (const auto seconds = number_param(params, "movetime", 0.01, 600))
        limits.move_time = *seconds;
    // A timed game: the mover's clock and increment; the time manager shares them out.
    if (const auto left = number_param(params, "time", 0, 360000)) limits.time = *left;
    if (const auto inc = number_param(params, "inc", 0, 3600)) limits.increment = *inc;
    return limits;
}

std::string pv_json(const std::vector<std::string>& pv) {
    return strings(pv);
}

}  // namespace

std::string url_decode(std::string_view text) {
    std::string out;
    const auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '+') {
            out += ' ';
        } else if (text[i] == '%' && i + 2 < text.size() && hex(text[i + 1]) >= 0 &&
                   hex(text[i + 2]) >= 0) {
            out += static_cast<char>(hex(text[i + 1]) * 16 + hex(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

Params parse_query(std::string_view query) {
    Params params;
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
        if (pair.empty()) continue;
        const std::size_t eq = pair.find('=');
        if (eq == std::string_view::npos)
            params[url_decode(pair)] = "";
        else
            params[url_decode(pair.substr(0, eq))] = url_decode(pair.substr(eq + 1));
    }
    return params;
}

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20) {
                    char buffer[8];
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out += buffer;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    return out + '"';
}

std::string error_json(std::string_view message) {
    return "{\"error\":" + json_string(message) + '}';
}

std::string variants_json() {
    std::string out = "{\"variants\":[";
    const auto names = VariantTools::names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += ',';
        out += variant_geometry(VariantTools::create(names[i])->info());
    }
    return out + "]}";
}

std::string watch_json(const std::string& path) {
    if (path.empty())
        throw ApiError(404, "no file is watched: start the server with kabe gui --watch FILE");
    std::ifstream file(path, std::ios::binary);
    if (!file) return "{\"file\":" + json_string(path) + ",\"exists\":false,\"games\":[]}";
    std::ostringstream text;
    text << file.rdbuf();
    const std::string all = text.str();
    // A game starts at its [Event tag at the start of a line (the tag every PDN writer
    // here puts first); a file without one is one game.
    std::vector<std::size_t> starts;
    for (std::size_t at = all.find("[Event "); at != std::string::npos;
         at = all.find("[Event ", at + 1))
        if (at == 0 || all[at - 1] == '\n') starts.push_back(at);
    if (starts.empty() || all.find_first_not_of(" \t\r\n") < starts.front())
        starts.insert(starts.begin(), 0);
    std::vector<std::string> games;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : all.size();
        std::string game = all.substr(starts[i], end - starts[i]);
        if (game.find_first_not_of(" \t\r\n") != std::string::npos) games.push_back(game);
    }
    return "{\"file\":" + json_string(path) + ",\"exists\":true,\"games\":" + strings(games) + '}';
}

std::string state_json(const Params& params) {
    return state_of(replay(params));
}

std::string claim_json(const Params& params) {
    Params claimed = params;
    claimed["claimed"] = "1";
    return state_of(replay(claimed));
}

std::string play_json(const Params& params) {
    const std::string move = param(params, "move", "");
    if (move.empty()) throw ApiError(400, "no move given (parameter move)");
    return state_of(replay(params, move));
}

std::string engine_json(const Params& params) {
    const SearchLimits given = limits_of(params);
    auto engine = engine_for(params);
    if (engine->result().over)
        throw ApiError(400, "the game is over: " + engine->result().description);
    SearchLimits limits = given;
    if (!limits.depth && !limits.move_time && !limits.uses_clock()) limits.move_time = 1.0;
    const SearchSlot slot;
    const ThinkResult r = engine->think(limits, {}, MoveFormat::pdn);
    if (r.move.empty()) throw ApiError(500, "the engine found no move");
    Params after = params;
    // Blitz 12: Kabe claims the draw it may claim when playing on is worth no more to it
    // (the match runner's policy); then it plays no move, and the state is the claimed one.
    const bool claims = engine->claimable_draw().available() && r.score <= 0;
    if (claims)
        after["claimed"] = "1";
    else
        after["moves"] = param(params, "moves", "") + ' ' + r.move;
    const bool white = engine->white_to_move();
    return "{\"move\":" + quoted(claims ? "" : r.move) + ",\"claimed\":" + boolean(claims) +
           ",\"score\":" + std::to_string(r.score) +
           ",\"score_text\":" + quoted(hub::format_score(r.score)) +
           ",\"score_white\":" + quoted(hub::format_score(white ? r.score : -r.score)) +
           ",\"depth\":" + std::to_string(r.depth) + ",\"nodes\":" + std::to_string(r.nodes) +
           ",\"seconds\":" + std::to_string(r.seconds) + ",\"state\":" + state_json(after) + '}';
}

Analysis prepare_analysis(const Params& params) {
    Analysis a;
    a.limits = limits_of(params);
    a.engine = engine_for(params);
    if (a.engine->result().over)
        throw ApiError(400, "the game is over: " + a.engine->result().description);
    a.limits.analyze = true;
    a.limits.time.reset();  // analysis has no clock
    a.limits.increment.reset();
    a.limits.infinite = !a.limits.depth && !a.limits.move_time;
    return a;
}

std::string info_json(const ThinkInfo& info, bool white_to_move) {
    return "{\"depth\":" + std::to_string(info.depth) + ",\"score\":" + std::to_string(info.score) +
           ",\"score_text\":" + quoted(hub::format_score(info.score)) + ",\"score_white\":" +
           quoted(hub::format_score(white_to_move ? info.score : -info.score)) +
           ",\"nodes\":" + std::to_string(info.nodes) +
           ",\"seconds\":" + std::to_string(info.seconds) + ",\"pv\":" + pv_json(info.pv) + '}';
}

std::string done_json(const ThinkResult& r, bool white_to_move) {
    return "{\"move\":" + quoted(r.move) + ",\"depth\":" + std::to_string(r.depth) +
           ",\"score_white\":" + quoted(hub::format_score(white_to_move ? r.score : -r.score)) +
           ",\"nodes\":" + std::to_string(r.nodes) + '}';
}

SearchSlot::SearchSlot() {
    if (searches_running.fetch_add(1) >= max_searches) {
        searches_running.fetch_sub(1);
        throw ApiError(503, "the engine is busy (" + std::to_string(max_searches) +
                                " searches already run); try again");
    }
}

SearchSlot::~SearchSlot() {
    searches_running.fetch_sub(1);
}

}  // namespace kabe::gui
