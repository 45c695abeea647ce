// Positions as users and GUIs send them, in every variant: PDN FEN (numbers, ranges,
// algebraic names), Hub strings (also in pydraughts' numbering) and "start". Anything
// may be refused with NotationError; what is accepted must read back to itself.

#include <cstdlib>

#include "fuzz/fuzz_input.hpp"
#include "protocol/hub/dialect.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::split_variant(data, size);
    const std::string& variant = input.variant;
    const std::string_view text = input.text;
    const VariantTools& t = fuzz::tools_of(variant);
    const auto dialect = hub::SquareDialect::of(variant, hub::HubNotation::pydraughts);
    for (const std::string& position : {std::string(text), dialect.position_to_kabe(text)}) {
        std::string fen;
        try {
            fen = t.fen(position);
        } catch (const NotationError&) {
            continue;
        }
        // Written by Kabe, so it must be read by Kabe, to the same text.
        if (t.fen(fen) != fen) std::abort();
        t.legal_moves(fen, Duplicates::drop, MoveFormat::pdn);
    }
    return 0;
}
