// The web board's API (gui/server/api.hpp) on any query string: the first byte picks the
// route (state, play, claim, engine with depth 1, analysis set-up), the rest is the query
// as it arrives after '?', URL escapes and all. Bad requests are ApiError (a 4xx/5xx
// answer); nothing else may escape, and every answer is a JSON object.

#include <cstdlib>

#include "fuzz/fuzz_input.hpp"
#include "gui/server/api.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const fuzz::ChoiceAndText input = fuzz::split_choice(data, size);
    gui::Params params = gui::parse_query(input.text);
    std::string answer = "{}";
    try {
        switch (input.choice % 5) {
            case 0:
                answer = gui::state_json(params);
                break;
            case 1:
                answer = gui::play_json(params);
                break;
            case 2:
                answer = gui::claim_json(params);
                break;
            case 3:
                // A search of one ply: the route, not the engine, is under test.
                params.erase("movetime");
                params.erase("time");
                params.erase("inc");
                params["depth"] = "1";
                answer = gui::engine_json(params);
                break;
            default:
                gui::prepare_analysis(params);
                break;
        }
    } catch (const gui::ApiError& e) {
        answer = gui::error_json(e.what());
    } catch (const NotationError&) {
        // The routes turn these into ApiError; one that escapes is a bug to see.
        std::abort();
    }
    if (answer.empty() || answer.front() != '{' || answer.back() != '}') std::abort();
    return 0;
}
