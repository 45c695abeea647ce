// The index of a slice is a bijection: each index gives a position of the slice's
// material whose rank is that index, and the counts agree with a count of the
// placements made square by square. Every index of every 4-piece slice: slow_test.cpp.

#include "egdb/index.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "movegen/rules.hpp"

namespace kabe::egdb {
namespace {

template <class Rules>
void expect_round_trip(const Material& m, std::uint64_t stride = 1) {
    const SliceIndex<Rules> index(m);
    ASSERT_GT(index.size(), 0u) << m.digits();
    for (std::uint64_t i = 0; i < index.size(); i += stride) {
        for (Color side : {Color::white, Color::black}) {
            const auto pos = index.unrank(i, side);
            ASSERT_EQ(SliceIndex<Rules>::material_of(pos), m) << m.digits() << " index " << i;
            ASSERT_EQ(pos.side_to_move(), side);
            ASSERT_EQ(index.rank(pos), i) << m.digits();
            // Men never stand on their own promotion row.
            using Masks = BoardMasks<Rules>;
            for (Color c : {Color::white, Color::black})
                ASSERT_FALSE(pos.men(c) & Masks::promotion_row(c)) << m.digits() << ' ' << i;
        }
    }
}

TEST(SliceIndex, RoundTripsEveryInternationalSliceUpToFourPieces) {
    for (const Material& m : materials_up_to(4))
        expect_round_trip<International>(m, m.pieces() < 4 ? 1 : 101);
}

TEST(SliceIndex, RoundTripsSlicesOfTheOtherBoards) {
    for (const Material& m : materials_up_to(3)) {
        expect_round_trip<English>(m);
        expect_round_trip<Russian>(m);
        expect_round_trip<Brazilian>(m);
    }
}

// The sizes, counted independently: men first on their own squares, then kings anywhere.
TEST(SliceIndex, SizesAreThePlacementCounts) {
    // 2 white men v 1 black man on 10x10: white men on 45 squares, of which 40 are shared;
    // the black man on 45 minus the white men standing on its squares.
    std::uint64_t expected = 0;
    for (int j = 0; j <= 2; ++j)  // white men on Black's promotion row (5 squares)
        expected += detail::choose(5, j) * detail::choose(40, 2 - j) * (45 - (2 - j));
    EXPECT_EQ(SliceIndex<International>({2, 0, 1, 0}).size(), expected);
    EXPECT_EQ(SliceIndex<International>({0, 2, 0, 1}).size(), 1225u * 48u);
    EXPECT_EQ(SliceIndex<International>({1, 1, 0, 1}).size(), 45u * 49u * 48u);
    EXPECT_EQ(SliceIndex<English>({0, 1, 0, 1}).size(), 32u * 31u);
}

TEST(SliceIndex, RanksAPositionOfAFivePieceSlice) {
    using Masks = BoardMasks<International>;
    const SliceIndex<International> index({2, 1, 1, 1});
    std::uint64_t step = index.size() / 997 + 1;
    for (std::uint64_t i = 0; i < index.size(); i += step) {
        const auto pos = index.unrank(i, Color::black);
        ASSERT_EQ(index.rank(pos), i);
        ASSERT_EQ((pos.occupied() & ~Masks::playable).count(), 0);
    }
}

// for_each steps from one position to the next instead of unranking each; it must give
// exactly unrank's positions, in index order, over any range (blocks crossed too: a
// material with white men has a block per number of them on Black's promotion row).
template <class Rules>
void expect_walk_is_unrank(const Material& m, std::uint64_t first, std::uint64_t end) {
    const SliceIndex<Rules> index(m);
    for (Color side : {Color::white, Color::black}) {
        std::uint64_t expected = first;
        index.for_each(first, end, side, [&](std::uint64_t i, const Position<Rules>& pos) {
            ASSERT_EQ(i, expected) << m.digits();
            ASSERT_TRUE(pos == index.unrank(i, side)) << m.digits() << " index " << i;
            ++expected;
        });
        EXPECT_EQ(expected, std::max(first, std::min(end, index.size()))) << m.digits();
    }
}

TEST(SliceIndex, WalksEveryIndexAsUnrankGivesIt) {
    for (const Material& m : materials_up_to(3))
        expect_walk_is_unrank<International>(m, 0, SliceIndex<International>(m).size());
    for (const Material& m : {Material{2, 0, 1, 1}, Material{0, 2, 2, 0}, Material{1, 1, 1, 1},
                              Material{3, 0, 0, 1}, Material{0, 0, 2, 2}}) {
        const std::uint64_t size = SliceIndex<International>(m).size();
        expect_walk_is_unrank<International>(m, 0, size);
        expect_walk_is_unrank<International>(m, size / 3, 2 * size / 3 + 7);  // mid-block
        expect_walk_is_unrank<International>(m, size - 5, size + 100);        // past the end
    }
    for (const Material& m : materials_up_to(3)) {
        expect_walk_is_unrank<English>(m, 0, SliceIndex<English>(m).size());
        expect_walk_is_unrank<Russian>(m, 0, SliceIndex<Russian>(m).size());
    }
}

// A cursor, asked for indices that only grow, by small steps and large jumps alike.
TEST(SliceIndex, ACursorGivesTheUnrankedPositionOfEachIndexAskedFor) {
    std::mt19937_64 random(17);
    for (const Material& m : materials_up_to(4)) {
        const SliceIndex<International> index(m);
        for (Color side : {Color::white, Color::black}) {
            auto cursor = index.cursor(side);
            for (std::uint64_t i = random() % 3; i < index.size();
                 i += 1 + random() % (random() % 2 ? 40 : 100000)) {
                ASSERT_TRUE(cursor.at(i) == index.unrank(i, side)) << m.digits() << ' ' << i;
            }
        }
    }
}

TEST(Materials, ComeInBuildingOrder) {
    const auto list = materials_up_to(4);
    for (std::size_t i = 0; i < list.size(); ++i) {
        // Everything a material leads into comes before it.
        for (const Material& needed : materials_needed_by(list[i])) {
            if (needed == list[i]) continue;
            const auto at = std::find(list.begin(), list.end(), needed);
            ASSERT_NE(at, list.end());
            EXPECT_LT(at - list.begin(), static_cast<long>(i))
                << needed.digits() << " for " << list[i].digits();
        }
    }
    EXPECT_EQ(materials_up_to(2).size(), 4u);  // each side a man or a king
}

// What a build reads besides the material itself (and what it may free once no material
// left reads it): 1 man and 1 king against 1 man leads into 2 kings v 1 man (White
// promotes), 1 man 1 king v 1 king (Black promotes), 1 king v 1 man and 1 man v 1 man
// (Black takes one piece), 1 king v 1 king and 1 man v 1 king (Black takes one and
// promotes); White taking the man leaves Black nothing.
TEST(EgdbMaterial, OneMoveLeadsIntoPromotionsAndCaptures) {
    std::vector<std::string> reached;
    for (const Material& m : materials_one_move_from({1, 1, 1, 0})) reached.push_back(m.digits());
    std::sort(reached.begin(), reached.end());
    EXPECT_EQ(reached, (std::vector<std::string>{"0101", "0110", "0210", "1001", "1010", "1101"}));
    // Steps of one move reach everything a game can: materials_needed_by, and no more.
    for (const Material& target : materials_up_to(5)) {
        std::set<Material> closure{target};
        std::vector<Material> todo{target};
        while (!todo.empty()) {
            const Material m = todo.back();
            todo.pop_back();
            for (const Material& n : materials_one_move_from(m))
                if (closure.insert(n).second) todo.push_back(n);
        }
        const auto needed = materials_needed_by(target);
        EXPECT_TRUE(closure == std::set<Material>(needed.begin(), needed.end())) << target.digits();
    }
}

}  // namespace
}  // namespace kabe::egdb
