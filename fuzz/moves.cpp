// Move texts in every notation Kabe reads (Hub `32-28`, `28x19x23`; PDN `28x19`, paths;
// algebraic `c3-d4`, `c3:e5`), played from a position the input gives: the first line
// is the position ("start", a FEN or a Hub string), the rest the moves. A game replayed
// (VariantTools::replay, what the web board and `kabe moves --moves` use) either refuses
// a text with NotationError or plays it; each legal move it then lists must be playable.

#include "fuzz/fuzz_input.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::split_variant(data, size);
    const std::string& variant = input.variant;
    const std::string_view text = input.text;
    const VariantTools& t = fuzz::tools_of(variant);
    const std::size_t newline = text.find('\n');
    const std::string start(newline == std::string_view::npos ? "start" : text.substr(0, newline));
    auto moves = fuzz::words(newline == std::string_view::npos ? text : text.substr(newline + 1));
    if (moves.size() > 200) moves.resize(200);  // long games say nothing new, only slowly
    try {
        const GameView view = t.replay(start, moves);
        for (const auto& m : view.legal) {
            t.replay(start, moves, m.hub);
            t.replay(start, moves, m.pdn);
        }
    } catch (const NotationError&) {
    }
    return 0;
}
