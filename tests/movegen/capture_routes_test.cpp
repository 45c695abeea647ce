// The capture routes (movegen/capture_routes.hpp) against the generator's moves: in random
// positions of every variant, each legal capture has a route, each of its routes read back
// names it, and its printed forms read back name it. The same random positions check the
// squares BoardMasks::next_to_crown gives against the generator's crowning steps.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "movegen/variants.hpp"

namespace kabe::capture_routes_test {
namespace {

template <class Rules>
Position<Rules> random_position(std::mt19937& rng) {
    using Bb = Bitboard<typename Rules::Word>;
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;
    Bb sets[2], kings;
    const int pieces = 6 + static_cast<int>(rng() % 16);
    for (int i = 0; i < pieces; ++i) {
        const int bit = Board::bit_of(static_cast<int>(rng() % Board::squares));
        if ((sets[0] | sets[1]).test(bit)) continue;
        const int side = static_cast<int>(rng() % 2);
        // Men never stand where they would be crowned (Parachute's parachutists aside).
        const Color c = side == 0 ? Color::white : Color::black;
        const bool king =
            rng() % 4 == 0 || (Masks::crown_squares(c) & ~Masks::parachute_row(c)).test(bit);
        sets[side] |= Bb::bit(bit);
        if (king) kings |= Bb::bit(bit);
    }
    return Position<Rules>::from_pieces(sets[0], sets[1], kings,
                                        rng() % 2 ? Color::white : Color::black);
}

template <class Rules>
void check_routes(int positions) {
    using N = Notation<Rules>;
    std::mt19937 rng(20261129);
    int captures = 0;
    for (int p = 0; p < positions; ++p) {
        const auto pos = random_position<Rules>(rng);
        MoveList<typename Rules::Word> legal;
        generate_moves(pos, legal);
        for (const auto& m : legal) {
            if (!m.is_capture()) continue;
            ++captures;
            const auto routes = N::capture_routes(pos, m);
            ASSERT_FALSE(routes.empty())
                << Rules::name << ' ' << N::to_fen(pos) << ' ' << N::format_hub(m);
            for (const auto& route : routes) {
                std::string path = std::to_string(N::number_of_bit(m.from));
                for (int bit : route) path += 'x' + std::to_string(N::number_of_bit(bit));
                ASSERT_EQ(N::parse_move(pos, path), m) << Rules::name << ' ' << N::to_fen(pos);
            }
            ASSERT_EQ(N::parse_move(pos, N::format_pdn(pos, m)), m)
                << Rules::name << ' ' << N::to_fen(pos) << ' ' << N::format_pdn(pos, m);
            ASSERT_EQ(N::parse_move(pos, N::format_hub(m)), m)
                << Rules::name << ' ' << N::to_fen(pos) << ' ' << N::format_hub(m);
        }
    }
    EXPECT_GT(captures, positions / 10) << Rules::name;
}

TEST(CaptureRoutes, EveryLegalCaptureHasARouteThatReadsBackInEveryVariant) {
    for (const std::string& name : variant_names())
        dispatch_variant(name, [](auto rules) { check_routes<decltype(rules)>(5000); });
}

// In a diagonal game a quiet move crowns a man only from a square of next_to_crown (the
// quiescence search looks for promotions only when a man stands there).
template <class Rules>
void check_next_to_crown(int positions) {
    using Masks = BoardMasks<Rules>;
    std::mt19937 rng(20261203);
    int promotions = 0;
    for (int p = 0; p < positions; ++p) {
        const auto pos = random_position<Rules>(rng);
        const Color us = pos.side_to_move();
        MoveList<typename Rules::Word> legal;
        generate_moves(pos, legal);
        for (const auto& m : legal) {
            if (m.is_capture() || !m.promotes) continue;
            ++promotions;
            ASSERT_TRUE(Masks::next_to_crown(us).test(m.from))
                << Rules::name << ' ' << Notation<Rules>::to_fen(pos);
        }
    }
    EXPECT_GT(promotions, positions / 50) << Rules::name;
}

TEST(NextToCrown, EveryCrowningStepStartsThereInEveryDiagonalVariant) {
    for (const std::string& name : variant_names())
        dispatch_variant(name, [](auto rules) {
            using Rules = decltype(rules);
            if constexpr (Rules::family == Family::diagonal) check_next_to_crown<Rules>(5000);
        });
}

// A king that may land on e5 or f6 and capture straight on to h8 makes one move by two
// routes; both are listed (the generator itself searches only the first), the one that
// goes furthest up the board first: that is the path a move prints.
TEST(CaptureRoutes, BothRoutesOfAKingLandingOnAndCapturingStraightOnAreListed) {
    using N = Notation<Russian>;
    const auto pos = N::parse_fen("W:WK29:B1,8,13,18");
    const auto m = N::parse_move(pos, "a1:h8");
    const auto bit = [](int number) { return N::bit_of_number(number); };
    EXPECT_EQ(N::capture_routes(pos, m),
              (std::vector<std::vector<int>>{{bit(11), bit(4)}, {bit(15), bit(4)}}));  // f6, e5
    EXPECT_EQ(N::format_pdn(pos, m), "a1:f6:h8");
    EXPECT_EQ(N::parse_move(pos, "a1:e5:h8"), m);
}

}  // namespace
}  // namespace kabe::capture_routes_test
