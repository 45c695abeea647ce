#pragma once
// Published perft numbers of the variants other than International (perft.md §2-§3).
// Convention D = capture routes with equal from, to, captured set and resulting piece are
// one move; K = every route counts (perft.md §1).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "movegen/generate.hpp"

namespace kabe::test {

struct VariantPerftCase {
    std::string name;
    std::string variant;  // a name dispatch_variant knows
    std::string fen;      // in the variant's numbering; "start" = its start position
    Duplicates duplicates;
    std::vector<std::uint64_t> nodes;  // nodes[d - 1] = perft(d)
    int quick_depth;                   // depths up to this run in the normal suite
};

inline void PrintTo(const VariantPerftCase& c, std::ostream* os) {
    *os << c.name;
}

inline const std::vector<VariantPerftCase>& variant_perft_cases() {
    static const std::vector<VariantPerftCase> cases = {
        // perft.md §2.2: dctl test/src/algo/traversal/initial/board_10x10.cpp L52 (K), L53 (D),
        // citing damforum t=2822; the king-move limit plays no part before depth 13.
        {"FrisianStartKeep",
         "frisian",
         "start",
         Duplicates::keep,
         {9, 81, 658, 3880, 21345, 103584, 550314, 2907905, 16204497, 90161025, 521287205},
         7},
        {"FrisianStartDrop",
         "frisian",
         "start",
         Duplicates::drop,
         {9, 81, 658, 3874, 21265, 102431, 540126, 2825779, 15605069, 85817725, 491186430},
         7},
        // perft.md §2.4: dctl test/src/algo/traversal/initial/board_08x08.cpp L53 (K) and
        // L54 (D), citing shashki.com t=627; K also the 'Kallisto' test, D the 'Avrora' one.
        {"RussianStartKeep",
         "russian",
         "start",
         Duplicates::keep,
         {7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667, 22450628, 110961169, 545059387,
          2675994747ULL},
         8},
        {"RussianStartDrop",
         "russian",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586, 22444032, 110917189, 544770444,
          2673979569ULL},
         8},
        // perft.md §2.3: OEIS A133046 (Bik et al.) = dctl board_08x08.cpp L67 (K); L68 (D).
        {"EnglishStartKeep",
         "english",
         "start",
         Duplicates::keep,
         {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128, 388623673,
          1766623630ULL},
         8},
        {"EnglishStartDrop",
         "english",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128, 388617999,
          1766564893ULL},
         8},
        // perft.md §2.9: dctl board_08x08.cpp L109 (K), L110 (D).
        {"ItalianStartKeep",
         "italian",
         "start",
         Duplicates::keep,
         {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384, 81647058, 367917147,
          1655269811ULL},
         8},
        {"ItalianStartDrop",
         "italian",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860875, 17761384, 81647058, 367911475,
          1655211086ULL},
         8},
        // perft.md §3.4: Ed Gilbert's Italian positions (World Draughts Forum t=2822), as in
        // dctl test/src/algo/traversal/italian/gilbert.cpp (keep_duplicates_gen); Italian
        // numbering (scheme B).
        {"ItalianGilbert1",
         "italian",
         "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
         Duplicates::keep,
         {5, 13, 42, 107, 360, 1099, 3736, 12495, 43686, 164177, 628686, 2643623, 10833722,
          49327264, 212130912},
         12},
        {"ItalianGilbert2",
         "italian",
         "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
         Duplicates::keep,
         {6, 47, 271, 1916, 10810, 73137, 389809, 2469050, 12803372, 77920042, 396940628},
         8},
        {"ItalianGilbert3",
         "italian",
         "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
         Duplicates::keep,
         {13, 112, 828, 6756, 46241, 368908, 2468110, 19914763, 130562037, 1056217651},
         6},
        // perft.md §2.8: dctl board_08x08.cpp L95 (K), L96 (D); dctl's Spanish rules quote
        // the Portuguese rule book, so the numbers are both games'.
        {"SpanishStartKeep",
         "spanish",
         "start",
         Duplicates::keep,
         {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464, 81383200, 365734003,
          1638016958ULL},
         8},
        {"SpanishStartDrop",
         "spanish",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464, 81383200, 365728331,
          1637958247ULL},
         8},
        {"PortugueseStartDrop",
         "portuguese",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7361, 36473, 177532, 828783, 3860866, 17743464, 81383200, 365728331},
         8},
        // perft.md §2.7: dctl board_08x08.cpp L81 (K), L82 (D), citing damforum t=2822.
        {"CzechStartKeep",
         "czech",
         "start",
         Duplicates::keep,
         {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918, 84967210, 386267783,
          1749766090ULL},
         8},
        {"CzechStartDrop",
         "czech",
         "start",
         Duplicates::drop,
         {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918, 84967210, 386262109,
          1749707352ULL},
         8},
        // perft.md §2.10: the native 8 v 8 start, dctl commit 75120d83 (2012) test/walk/
        // Root.cpp L187 'ThaiNative' (drop); a single, old source (UNVERIFIED there).
        {"ThaiStartDrop",
         "thai",
         "start",
         Duplicates::drop,
         {7, 49, 392, 3136, 26592, 218695, 1820189, 14533014, 114530830, 861842812, 6304986761ULL},
         7},
        // perft.md §2.11: Kish, Sanavesa/kish @10e4318 examples/perft.rs L22-36 (K: every
        // route, a king's landings before a capture straight on included; a position without
        // moves counts 1 there, 0 here, but no game ends before depth 10 from the start, so
        // depths 1-9 compare; 10-12 are left out). Single source (UNVERIFIED there).
        {"TurkishStartKeep",
         "turkish",
         "start",
         Duplicates::keep,
         {8, 64, 708, 7538, 85090, 931312, 10782382, 123290300, 1454144462ULL},
         7},
        // Kabe's own D numbers (no published source): Kish's less the duplicate routes.
        {"TurkishStartDrop",
         "turkish",
         "start",
         Duplicates::drop,
         {8, 64, 708, 7538, 85090, 931312, 10782308, 123285642, 1454012156ULL},
         7},
        // BrainKing's Corner, One-way and Parachute (docs/variants.md): no published numbers.
        // Kabe's own D numbers; depths 1-9 agree with the slow array reference generator of
        // czech_family_test.cpp, written from the rule text; 10-13 are Kabe's alone (with
        // and without the hash table, one and two threads).
        {"CornerStartDrop",
         "corner",
         "start",
         Duplicates::drop,
         {6, 6, 14, 39, 78, 240, 804, 2768, 11209, 45138, 195193, 854187, 3932065},
         10},
        {"OneWayStartDrop",
         "one-way",
         "start",
         Duplicates::drop,
         {1, 1, 4, 17, 46, 236, 995, 5200, 23878, 132643, 662271, 3766258, 19502418},
         9},
        {"ParachuteStartDrop",
         "parachute",
         "start",
         Duplicates::drop,
         {7, 11, 42, 126, 359, 1126, 3534, 11086, 34241, 109847, 339706, 1151976, 3679909},
         10},
        // Kabe's own numbers (no published source): depths 1-6 agree with the independent
        // reference generator of tests/movegen/konane_alquerque_test.cpp; 1-3 by hand.
        {"KonaneStart",
         "konane",
         "start",
         Duplicates::drop,
         {4, 12, 28, 172, 892, 7124, 52044, 508088, 4633660, 51883544},
         8},
        {"AlquerqueStart",
         "alquerque",
         "start",
         Duplicates::drop,
         {4, 5, 6, 12, 27, 95, 410, 1793, 7853, 36731, 183592, 959223},
         10},
        // Tablut (BrainKing rules, rules.md §2.26), White first: no published numbers; Kabe's,
        // equal at every depth to the independent array generator of tablut_test.cpp.
        {"TablutStart", "tablut", "start", Duplicates::drop, {56, 4408, 251856, 20023952}, 3},
        // perft.md §2.12: dctl test/src/algo/traversal/initial/board_large.cpp L24 (D),
        // citing damforum t=4563.
        {"CanadianStartDrop",
         "canadian",
         "start",
         Duplicates::drop,
         {11, 121, 1222, 10053, 79049, 584100, 4369366, 31839056, 237209258, 1761652936},
         5},
        // perft.md §3.3: Killer rules on International's Random178 and Woldouby positions
        // (Rein Halbersma - Fabien Letouzey), dctl test/src/algo/traversal/killer/
        // letouzey.cpp L25-36, L45-63; ggplib's killer perft agrees to d7 / d12.
        {"KillerRandom178",
         "killer",
         "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
         Duplicates::drop,
         {14, 55, 1168, 5165, 84326, 573965, 8476150, 78944517, 1133545351},
         6},
        {"KillerWoldouby",
         "killer",
         "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
         Duplicates::drop,
         {6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88043, 377339, 1908829, 9850540, 58116971,
          343968214},
         11},
    };
    return cases;
}

}  // namespace kabe::test
