#include "search/repetition.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace kabe {
namespace {

TEST(Repetition, OnceSinceTheRootIsEnough) {
    // Root at index 2; the position at index 6 equals the root's.
    const std::vector<std::uint64_t> keys = {11, 12, 7, 13, 14, 15, 7};
    EXPECT_TRUE(is_repetition(keys.data(), 6, 2, 10));
}

TEST(Repetition, BeforeTheRootItMustHaveOccurredTwice) {
    const std::vector<std::uint64_t> once = {7, 12, 13, 14, 15, 16, 17, 18, 7};
    EXPECT_FALSE(is_repetition(once.data(), 8, 6, 20));
    const std::vector<std::uint64_t> twice = {7, 12, 13, 14, 7, 16, 17, 18, 7};
    EXPECT_TRUE(is_repetition(twice.data(), 8, 6, 20));
}

TEST(Repetition, ItalianNeedsThreeEarlierOccurrencesBeforeTheRoot) {
    const std::vector<std::uint64_t> twice = {7, 12, 13, 14, 7, 16, 17, 18, 7};
    EXPECT_FALSE(is_repetition(twice.data(), 8, 6, 20, 4));
    const std::vector<std::uint64_t> thrice = {7, 12, 7, 14, 7, 16, 17, 18, 7};
    EXPECT_TRUE(is_repetition(thrice.data(), 8, 6, 20, 4));
    // Since the root one repetition is still enough.
    const std::vector<std::uint64_t> keys = {11, 12, 7, 13, 14, 15, 7};
    EXPECT_TRUE(is_repetition(keys.data(), 6, 2, 10, 4));
}

TEST(Repetition, NoneWithoutARepetitionRule) {
    const std::vector<std::uint64_t> keys = {7, 12, 7, 14, 7, 16, 7};
    EXPECT_FALSE(is_repetition(keys.data(), 6, 2, 10, 0));
}

TEST(Repetition, OnlyWithinTheReversiblePlies) {
    const std::vector<std::uint64_t> keys = {11, 12, 7, 13, 14, 15, 7};
    EXPECT_FALSE(is_repetition(keys.data(), 6, 2, 3));  // a man moved three plies ago
    EXPECT_TRUE(is_repetition(keys.data(), 6, 2, 4));
}

TEST(Repetition, OnlySameSideToMove) {
    // Index 3 is an odd distance away: the other side was to move there.
    const std::vector<std::uint64_t> keys = {11, 12, 13, 7, 14, 15, 7};
    EXPECT_FALSE(is_repetition(keys.data(), 6, 0, 10));
}

}  // namespace
}  // namespace kabe
