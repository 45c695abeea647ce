#pragma once
// Perft for every variant, compiled in a unit of its own (perft_unit.cpp) rather than in
// the per-variant units with the rest of the tools: there the search, the game and the
// board's services call the move generator too, GCC inlines less of it into perft's loop
// (generate_captures came out a third the size) and perft ran about 5% slower (kabe perft
// --depth 10, three runs each, alternated: 1.41 s beside them, 1.34 s in a unit of its
// own as when cli/perft.cpp instantiated it).

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/tools.hpp"

namespace kabe::detail::tools {

std::uint64_t perft(std::string_view variant, std::string_view position, int depth,
                    Duplicates duplicates, int threads, PerftTable* table);
std::vector<PerftDivideLine> perft_divide(std::string_view variant, std::string_view position,
                                          int depth, Duplicates duplicates, int threads,
                                          PerftTable* table);

}  // namespace kabe::detail::tools
