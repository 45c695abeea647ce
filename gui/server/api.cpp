#include "gui/server/api.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <optional>

#include "engine/game.hpp"
#include "movegen/alquerque/generate.hpp"
#include "movegen/tablut/generate.hpp"
#include "movegen/variants.hpp"
#include "protocol/hub/format.hpp"
#include "protocol/pdn_writer.hpp"

namespace kabe::gui {

namespace {

// Each engine gets a small table: a page's searches are short, and up to max_searches
// of them may run at once.
constexpr std::size_t engine_hash_mb = 32;

std::atomic<int> searches_running{0};

// --- JSON writing: a document is a string built in order, so only the escapes matter.

std::string quoted(std::string_view text) { return json_string(text); }

std::string boolean(bool b) { return b ? "true" : "false"; }

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

// Runs f(Rules{}) for the request's variant; an unknown variant is a 400.
template <class F>
decltype(auto) with_variant(const Params& params, F&& f) {
    const std::string name = param(params, "variant", "international");
    try {
        return dispatch_variant(name, std::forward<F>(f));
    } catch (const NotationError& e) {
        throw ApiError(400, e.what());
    }
}

// --- games

template <class Rules>
Game<Rules> replay(const Params& params, const std::vector<std::string>& moves) {
    using N = Notation<Rules>;
    const std::string fen = param(params, "fen", "start");
    Game<Rules> game;
    try {
        game = Game<Rules>(N::parse_position(fen));
    } catch (const NotationError& e) {
        throw ApiError(400, std::string("bad position: ") + e.what());
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        // A game that has ended takes no more moves (a draw by repetition still has
        // legal moves, but the rules have decided).
        if (const GameResult r = game.result(); r.over())
            throw ApiError(400, "move " + std::to_string(i + 1) + " " +
                                    notation::quote(moves[i]) + ": the game is over (" +
                                    r.reason + ")");
        try {
            game.play(N::parse_move(game.position(), moves[i]));
        } catch (const NotationError& e) {
            throw ApiError(400, "move " + std::to_string(i + 1) + ": " + e.what());
        }
    }
    return game;
}

template <class Rules>
std::string result_json(const GameResult& r) {
    const char* outcome = r.outcome == Outcome::white_wins   ? "1-0"
                          : r.outcome == Outcome::black_wins ? "0-1"
                          : r.outcome == Outcome::draw       ? "draw"
                                                             : "";
    return std::string("{\"over\":") + boolean(r.over()) + ",\"outcome\":" + quoted(outcome) +
           ",\"reason\":" + quoted(r.reason) + '}';
}

template <class Rules>
std::string pdn_of(const Game<Rules>& game, const GameResult& r) {
    using N = Notation<Rules>;
    PdnGame pdn;
    pdn.event = "Kabe GUI";
    pdn.white = "?";
    pdn.black = "?";
    if (!(game.start() == Position<Rules>::start())) pdn.start_fen = N::to_fen(game.start());
    Position<Rules> pos = game.start();
    for (const auto& m : game.moves()) {
        pdn.moves.push_back(N::format_pdn(pos, m));
        pos = pos.after(m);
    }
    // PDN scores: FMJD's 2-0 / 1-1 for the 10x10 family (GameType 20), 1-0 elsewhere.
    const bool fmjd = Rules::pdn_gametype == 20;
    switch (r.outcome) {
        case Outcome::white_wins:
            pdn.result = fmjd ? "2-0" : "1-0";
            break;
        case Outcome::black_wins:
            pdn.result = fmjd ? "0-2" : "0-1";
            break;
        case Outcome::draw:
            pdn.result = fmjd ? "1-1" : "1/2-1/2";
            break;
        case Outcome::ongoing:
            pdn.result = "*";
            break;
    }
    pdn.termination = r.reason;
    pdn.gametype = Rules::pdn_gametype;
    return to_pdn(pdn);
}

template <class Rules>
std::string state_of(const Game<Rules>& game) {
    using N = Notation<Rules>;
    using Mv = Move<typename Rules::Word>;
    const auto& pos = game.position();
    const GameResult r = game.result();

    std::string out = "{\"variant\":" + quoted(Rules::name);
    out += ",\"start_fen\":" + quoted(N::to_fen(game.start()));
    out += ",\"fen\":" + quoted(N::to_fen(pos));
    out += ",\"readable_fen\":" + quoted(N::to_fen(pos, N::readable));
    out += ",\"turn\":" + quoted(pos.side_to_move() == Color::white ? "white" : "black");

    out += ",\"pieces\":[";
    bool first = true;
    for (Color c : {Color::white, Color::black}) {
        for (int bit : pos.pieces(c)) {
            if (!first) out += ',';
            first = false;
            out += "{\"square\":" + std::to_string(N::number_of_bit(bit)) + ",\"color\":" +
                   quoted(c == Color::white ? "white" : "black") +
                   ",\"king\":" + boolean(pos.kings().test(bit)) + '}';
        }
    }
    out += ']';

    out += ",\"history\":[";
    Position<Rules> before = game.start();
    for (std::size_t i = 0; i < game.moves().size(); ++i) {
        const Mv& m = game.moves()[i];
        if (i > 0) out += ',';
        out += "{\"text\":" + quoted(N::format_pdn(before, m)) +
               ",\"hub\":" + quoted(N::format_hub(m)) + '}';
        before = before.after(m);
    }
    out += ']';

    // No moves once the rules have ended the game (a repetition draw leaves legal moves).
    out += ",\"legal\":[";
    if (!r.over()) {
        MoveList<typename Rules::Word> list;
        generate_moves(pos, list);
        std::vector<Mv> seen;
        for (const Mv& m : list) {
            if (std::find(seen.begin(), seen.end(), m) != seen.end()) continue;
            seen.push_back(m);
            // The landing squares: the first capture route (CaptureRoutes), or just `to`.
            std::vector<int> path;
            if (m.is_capture()) {
                const auto routes = N::capture_routes(pos, m);
                if (!routes.empty())
                    for (int bit : routes.front()) path.push_back(N::number_of_bit(bit));
            }
            if (path.empty()) path.push_back(N::number_of_bit(m.to));
            std::vector<int> captured;
            for (int bit : m.captured) captured.push_back(N::number_of_bit(bit));
            std::sort(captured.begin(), captured.end());
            if (seen.size() > 1) out += ',';
            out += "{\"from\":" + std::to_string(N::number_of_bit(m.from)) +
                   ",\"to\":" + std::to_string(N::number_of_bit(m.to)) +
                   ",\"path\":" + numbers(path) + ",\"captured\":" + numbers(captured) +
                   ",\"text\":" + quoted(N::format_pdn(pos, m)) +
                   ",\"hub\":" + quoted(N::format_hub(m)) + ",\"promotes\":" + boolean(m.promotes) +
                   '}';
        }
    }
    out += ']';
    out += ",\"result\":" + result_json<Rules>(r);
    out += ",\"pdn\":" + quoted(pdn_of(game, r));
    return out + '}';
}

template <class Rules>
std::string variant_geometry() {
    using Board = typename Rules::Board;
    using Names = SquareNames<Rules>;
    using N = Notation<Rules>;
    const auto start = Position<Rules>::start();
    std::vector<std::string> aliases;
    for (const auto& a : variant_aliases)
        if (a.name == Rules::name) aliases.emplace_back(a.alias);
    std::string squares = "[";
    int count = 0;
    // Rank by rank from White's far side, files from White's left: the squares that play.
    for (int rank = Board::height; rank >= 1; --rank) {
        for (int file = 0; file < Board::width; ++file) {
            const int index = Names::index_at(file, rank);
            if (index < 0) continue;
            if (count++ > 0) squares += ',';
            squares += "{\"n\":" + std::to_string(Names::number_of_index(index)) +
                       ",\"name\":" + quoted(Names::algebraic(index)) +
                       ",\"file\":" + std::to_string(file) + ",\"rank\":" + std::to_string(rank) +
                       '}';
        }
    }
    squares += ']';
    // Games played on the points of a line pattern (Alquerque) draw points joined by
    // lines: every segment between neighbouring points, as [n, n] pairs, the diagonals
    // only where the generator has them (detail::alquerque::diagonal_points).
    std::string extra;
    if constexpr (Rules::family == Family::alquerque) {
        const auto diagonal = detail::alquerque::diagonal_points<Rules>;
        std::string lines = "[";
        int segments = 0;
        const auto segment = [&](int from, int file, int rank) {
            const int to = Names::index_at(file, rank);
            if (rank < 1 || rank > Board::height || to < 0) return;
            if (segments++ > 0) lines += ',';
            lines += '[' + std::to_string(Names::number_of_index(from)) + ',' +
                     std::to_string(Names::number_of_index(to)) + ']';
        };
        for (int rank = 1; rank <= Board::height; ++rank) {
            for (int file = 0; file < Board::width; ++file) {
                const int index = Names::index_at(file, rank);
                if (index < 0) continue;
                segment(index, file + 1, rank);
                segment(index, file, rank + 1);
                if (diagonal.test(Board::bit_of(index))) {
                    segment(index, file + 1, rank + 1);
                    segment(index, file - 1, rank + 1);
                }
            }
        }
        extra += ",\"points\":true,\"lines\":" + lines + ']';
    }
    // Squares with a rule of their own: Tablut's throne (detail::tablut::Geometry).
    if constexpr (Rules::goal == Goal::escape) {
        const int throne_bit = detail::tablut::Geometry<Rules>::throne_bit;
        for (int index = 0; index < Board::squares; ++index)
            if (Board::bit_of(index) == throne_bit)
                extra += ",\"special\":[{\"square\":" + quoted(Names::algebraic(index)) +
                         ",\"n\":" + std::to_string(Names::number_of_index(index)) +
                         ",\"kind\":\"throne\"}]";
    }
    return "{\"name\":" + quoted(Rules::name) + ",\"aliases\":" + strings(aliases) +
           ",\"width\":" + std::to_string(Board::width) +
           ",\"height\":" + std::to_string(Board::height) +
           ",\"whole_board\":" + boolean(count == Board::width * Board::height) +
           ",\"notation\":" + quoted(Rules::algebraic ? "algebraic" : "numeric") +
           ",\"first\":" + quoted(start.side_to_move() == Color::white ? "white" : "black") +
           ",\"start_fen\":" + quoted(N::to_fen(start)) +
           ",\"gametype\":" + std::to_string(Rules::pdn_gametype) + ",\"squares\":" + squares + extra +
           '}';
}

// An engine for the request's game, its strength set; throws ApiError.
std::unique_ptr<Engine> engine_for(const Params& params) {
    // Replaying first gives the same 400s (with move numbers) as /api/state.
    with_variant(params, [&]<class Rules>(Rules) {
        replay<Rules>(params, move_list(params));
        return 0;
    });
    auto engine = Engine::create(param(params, "variant", "international"), engine_hash_mb);
    engine->set_position(param(params, "fen", "start"), move_list(params));
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

std::string pv_json(const std::vector<std::string>& pv) { return strings(pv); }

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
        } else if (text[i] == '%' && i + 2 < text.size() &&
                   hex(text[i + 1]) >= 0 && hex(text[i + 2]) >= 0) {
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

std::string error_json(std::string_view message) { return "{\"error\":" + json_string(message) + '}'; }

std::string variants_json() {
    std::string out = "{\"variants\":[";
    const auto names = variant_names();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += ',';
        out += dispatch_variant(names[i], []<class Rules>(Rules) { return variant_geometry<Rules>(); });
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
    return "{\"file\":" + json_string(path) + ",\"exists\":true,\"games\":" + strings(games) +
           '}';
}

std::string state_json(const Params& params) {
    return with_variant(params, [&]<class Rules>(Rules) {
        return state_of(replay<Rules>(params, move_list(params)));
    });
}

std::string play_json(const Params& params) {
    const std::string move = param(params, "move", "");
    if (move.empty()) throw ApiError(400, "no move given (parameter move)");
    return with_variant(params, [&]<class Rules>(Rules) {
        Game<Rules> game = replay<Rules>(params, move_list(params));
        if (const GameResult r = game.result(); r.over())
            throw ApiError(400, "the game is over: " + r.reason);
        try {
            game.play(Notation<Rules>::parse_move(game.position(), move));
        } catch (const NotationError& e) {
            throw ApiError(400, e.what());
        }
        return state_of(game);
    });
}

std::string engine_json(const Params& params) {
    const SearchLimits given = limits_of(params);
    auto engine = engine_for(params);
    if (engine->result().over) throw ApiError(400, "the game is over: " + engine->result().description);
    SearchLimits limits = given;
    if (!limits.depth && !limits.move_time && !limits.uses_clock()) limits.move_time = 1.0;
    const SearchSlot slot;
    const ThinkResult r = engine->think(limits, {}, MoveFormat::pdn);
    if (r.move.empty()) throw ApiError(500, "the engine found no move");
    Params after = params;
    after["moves"] = param(params, "moves", "") + ' ' + r.move;
    const bool white = engine->white_to_move();
    return "{\"move\":" + quoted(r.move) + ",\"score\":" + std::to_string(r.score) +
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

SearchSlot::~SearchSlot() { searches_running.fetch_sub(1); }

}  // namespace kabe::gui
