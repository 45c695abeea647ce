#include "movegen/bitboard.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace kabe::bitboard_test {
namespace {

template <class Word>
class BitboardTest : public ::testing::Test {};
using Words = ::testing::Types<std::uint64_t, Uint128>;
TYPED_TEST_SUITE(BitboardTest, Words);

TYPED_TEST(BitboardTest, CountsAndFindsTheLowestBit) {
    using Bb = Bitboard<TypeParam>;
    const Bb b = Bb::bit(3) | Bb::bit(17) | Bb::bit(Bb::capacity - 1);
    EXPECT_EQ(b.count(), 3);
    EXPECT_EQ(b.lowest(), 3);
    EXPECT_TRUE(b.several());
    EXPECT_FALSE(Bb::bit(5).several());
    EXPECT_TRUE(Bb().empty());
}

TYPED_TEST(BitboardTest, IteratesSetBitsInOrder) {
    using Bb = Bitboard<TypeParam>;
    const int high = Bb::capacity - 2;
    std::vector<int> seen;
    for (int i : Bb::bit(0) | Bb::bit(40) | Bb::bit(high)) seen.push_back(i);
    EXPECT_EQ(seen, (std::vector<int>{0, 40, high}));
}

TYPED_TEST(BitboardTest, ShiftsBothWays) {
    using Bb = Bitboard<TypeParam>;
    EXPECT_EQ(Bb::bit(10).template shifted<6>(), Bb::bit(16));
    EXPECT_EQ(Bb::bit(10).template shifted<-5>(), Bb::bit(5));
    EXPECT_TRUE(Bb::bit(3).template shifted<-5>().empty());  // falls off the low end
}

TEST(Bitboard128, CrossesTheWordBoundary) {
    using Bb = Bitboard<Uint128>;
    const Bb b = Bb::bit(63).shifted<2>();
    EXPECT_EQ(b, Bb::bit(65));
    EXPECT_EQ(b.lowest(), 65);
    EXPECT_EQ((Bb::bit(64) | Bb::bit(127)).count(), 2);
}

}  // namespace
}  // namespace kabe::bitboard_test
