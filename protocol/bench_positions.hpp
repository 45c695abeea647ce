#pragma once
// The positions of `kabe bench`: openings, middlegames and endings, both sides to move.

#include <string_view>

namespace kabe::cli {

inline constexpr int default_bench_depth = 10;

inline constexpr std::string_view bench_positions[] = {
    "start",
    "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
};

}  // namespace kabe::cli
