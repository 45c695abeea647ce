#pragma once
// Published international (FMJD) perft numbers, from shared/reference/perft.md.
// Convention D = capture routes with equal from, to and captured set are one move;
// K = every route counts (perft.md §1).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "movegen/generate.hpp"

namespace kabe::test {

struct PerftCase {
    std::string name;
    std::string fen;
    Duplicates duplicates;
    std::vector<std::uint64_t> nodes;  // nodes[d - 1] = perft(d)
    int quick_depth;                   // depths up to this run in the normal suite
};

// GoogleTest names parameters by this instead of dumping their bytes.
inline void PrintTo(const PerftCase& c, std::ostream* os) {
    *os << c.name;
}

inline const std::vector<PerftCase>& perft_cases() {
    static const std::vector<PerftCase> cases = {
        // perft.md §2.1. D: Aart Bik's BikDam post (2012) and the FMJD forum "Perft" thread
        // t=2308, as asserted in dctl test/src/algo/traversal/initial/board_10x10.cpp L29.
        {"StartDrop",
         "W:W31-50:B1-20",
         Duplicates::drop,
         {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423, 258895763, 1665861398},
         9},
        // perft.md §2.1. K: dctl board_10x10.cpp L28 (shashki.com forum thread t=627).
        {"StartKeep",
         "W:W31-50:B1-20",
         Duplicates::keep,
         {9, 81, 658, 4265, 27117, 167140, 1049442, 6483971, 41022614, 258935682, 1666207133,
          10752899471ULL},
         9},
        // perft.md §3.1, FMJD forum t=2308 (dctl test/src/algo/traversal/international/fmjd.cpp;
        // independently reproduced by ggplib test_perft.py).
        {"Random178",
         "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
         Duplicates::drop,
         {14, 55, 1168, 5432, 87195, 629010, 9041010, 86724219, 1216917193},
         7},
        {"Woldouby",
         "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
         Duplicates::drop,
         {6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436, 1910989, 9872645, 58360286,
          346184885},
         12},
        {"AllKings",
         "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50"
         ":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
         Duplicates::drop,
         {17, 79, 352, 1399, 7062, 37589, 217575, 1333217, 8558321, 58381162, 417920283},
         8},
        {"AlmostPromotion",
         "W:W6,7,8,9,10:B41,42,43,44,45",
         Duplicates::drop,
         {9, 81, 795, 7578, 86351, 936311, 11448262, 138362698, 1799526674},
         7},
        // perft.md §3.2, shashki.com forum t=627 (dctl .../international/shashki.cpp), K.
        {"FrontRows",
         "W:B16,17,18,19,20:W31,32,33,34,35",
         Duplicates::keep,
         {9, 81, 534, 2538, 9052, 29999, 98971, 310315, 1008317, 3174159, 10369533, 34907917,
          123162301, 462333827, 1824763597},
         11},
    };
    return cases;
}

}  // namespace kabe::test
