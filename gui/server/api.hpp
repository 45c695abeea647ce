#pragma once
// The answers of `kabe gui`'s JSON API (docs/gui.md), apart from HTTP: each takes the
// request's query parameters and returns a JSON document, or throws ApiError with the
// HTTP status and a message fit for the page. The server (server.hpp) only routes.
//
// The API is stateless: a request carries the game (variant, start FEN, moves played),
// which is replayed by the variant's tools (engine/tools.hpp: VariantTools::replay) so
// that repetitions and the counted draw rules are judged on the whole history, as in a
// real game.

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/engine.hpp"

namespace kabe::gui {

class ApiError : public std::runtime_error {
public:
    ApiError(int status, const std::string& message)
        : std::runtime_error(message), status_(status) {}
    int status() const { return status_; }

private:
    int status_;
};

using Params = std::map<std::string, std::string, std::less<>>;

// "a%20b+c" -> "a b c"; malformed escapes are kept as written.
std::string url_decode(std::string_view text);
// The query string of a target ("/api/state?variant=russian&fen=start") as parameters.
Params parse_query(std::string_view query);

// Text as a JSON string literal, quotes included.
std::string json_string(std::string_view text);
// {"error": message}
std::string error_json(std::string_view message);

// GET /api/variants: every variant with its board geometry.
std::string variants_json();
// GET /api/state: the game replayed: position, pieces, history, legal moves, result.
std::string state_json(const Params& params);
// GET /api/play: the game with one more move (`move`); 400 if it is not legal.
std::string play_json(const Params& params);
// GET /api/claim: the game with the side to move's claim of a draw (blitz 12), over; 400
// if it may claim none. Every game route takes `rules` (standard, blitz) and `claimed=1`.
std::string claim_json(const Params& params);
// GET /api/engine: Kabe's move in the game's position (movetime, depth, strength), with
// the state after it.
std::string engine_json(const Params& params);

// GET /api/watch: the games in the file given to `kabe gui --watch` (a `kabe match --live`
// file, or any PDN file), read afresh at each request: {"file", "exists", "games": [PDN
// text, one per game]}. 404 when no file is watched.
std::string watch_json(const std::string& path);

// For /api/analyze (server-sent events): an engine set to the game's position, and the
// limits the request asks for (none: until stopped). Throws ApiError for bad requests.
struct Analysis {
    std::unique_ptr<Engine> engine;
    SearchLimits limits;
};
Analysis prepare_analysis(const Params& params);
// One `info` event's data: depth, scores, nodes, time, PV in the variant's notation.
std::string info_json(const ThinkInfo& info, bool white_to_move);
std::string done_json(const ThinkResult& result, bool white_to_move);

// At most this many searches (engine moves and analyses) run at once; more get 503:
// every search has its own table and thread, and a page left open must not starve the
// machine. A slot is held for the life of this object.
inline constexpr int max_searches = 4;
class SearchSlot {
public:
    SearchSlot();  // throws ApiError(503) when all slots are taken
    ~SearchSlot();
    SearchSlot(const SearchSlot&) = delete;
    SearchSlot& operator=(const SearchSlot&) = delete;
};

}  // namespace kabe::gui
