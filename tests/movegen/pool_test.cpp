// American pool checkers: flying kings, men capturing backwards, free choice of capture
// (rules.md §2.8).

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::pool_test {
namespace {

template <class Rules>
std::set<std::string> moves_of(const std::string& fen) {
    using N = Notation<Rules>;
    const auto pos = N::parse_fen(fen);
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    std::set<std::string> out;
    for (const auto& m : list) out.insert(N::format_pdn(pos, m));
    return out;
}

// Start position, both conventions (perft.md §2.6; source: dctl test/src/algo/traversal/
// initial/board_08x08.cpp L39 (K) and L40 (D), citing shashki.com t=627 start=57).
TEST(Pool, StartPositionPerftBothConventions) {
    const auto start = Position<Pool>::start();
    EXPECT_EQ(start.side_to_move(), Color::black);  // APCA 7: dark pieces move first
    const std::uint64_t drop[] = {7, 49, 302, 1469, 7482, 37986, 190146, 929896, 4570534};
    const std::uint64_t keep[] = {7, 49, 302, 1469, 7482, 37986, 190146, 929902, 4570615};
    for (int depth = 1; depth <= 9; ++depth) {
        EXPECT_EQ(perft(start, depth, Duplicates::drop), drop[depth - 1]) << "depth " << depth;
        EXPECT_EQ(perft(start, depth, Duplicates::keep), keep[depth - 1]) << "depth " << depth;
    }
}

TEST(Pool, AnyCaptureSequenceMayBeChosen) {
    // 26 can take one man (26x17) while 27 could take two: free choice in pool, the
    // majority rule in Brazilian forbids the single capture.
    const std::string fen = "W:W26,27:B22,23,15";
    EXPECT_EQ(moves_of<Pool>(fen), (std::set<std::string>{"26x17", "26x10", "27x11", "27x25"}));
    // Brazilian prints its moves algebraically with the full path (26 = d2, 27 = f2).
    EXPECT_EQ(moves_of<Brazilian>(fen),
              (std::set<std::string>{"d2xf4xd6", "f2xd4xb2", "f2xd4xf6"}));
}

TEST(Pool, AKingMustLandWhereItsCaptureGoesOn) {
    // Over 25 alone, the king may stop on any square behind it; with a man on 14 it must
    // land on 18 and take that one too (then on 9 or 5).
    EXPECT_EQ(moves_of<Pool>("W:WK29:B25"),
              (std::set<std::string>{"29x22", "29x18", "29x15", "29x11", "29x8", "29x4"}));
    EXPECT_EQ(moves_of<Pool>("W:WK29:B25,14"), (std::set<std::string>{"29x9", "29x5"}));
}

}  // namespace
}  // namespace kabe::pool_test
