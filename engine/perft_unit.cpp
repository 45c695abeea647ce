#include "engine/perft_unit.hpp"

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"
#include "movegen/variants.hpp"

namespace kabe::detail::tools {

std::uint64_t perft(std::string_view variant, std::string_view position, int depth,
                    Duplicates duplicates, int threads, PerftTable* table) {
    return dispatch_variant(variant, [&]<class Rules>(Rules) {
        return kabe::perft(Notation<Rules>::parse_game_position(position), depth, duplicates,
                           threads, table);
    });
}

std::vector<PerftDivideLine> perft_divide(std::string_view variant, std::string_view position,
                                          int depth, Duplicates duplicates, int threads,
                                          PerftTable* table) {
    return dispatch_variant(variant, [&]<class Rules>(Rules) {
        using N = Notation<Rules>;
        std::vector<PerftDivideLine> out;
        for (const auto& [move, count] : kabe::perft_divide(N::parse_game_position(position), depth,
                                                            duplicates, threads, table))
            out.push_back({N::format_hub(move), count});
        return out;
    });
}

}  // namespace kabe::detail::tools
