// The cache of static evaluations: a stored score comes back for its key only, whatever
// its sign, and clearing forgets it; the search scores the same with the cache.

#include "search/eval_cache.hpp"

#include <gtest/gtest.h>

#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace kabe {
namespace {

TEST(EvalCache, FindsWhatWasStoredUnderTheSameKeyOnly) {
    EvalCache cache;
    const std::uint64_t key = 0x1234'5678'9abc'def0;
    EXPECT_FALSE(cache.find(key));
    cache.store(key, 137);
    ASSERT_TRUE(cache.find(key));
    EXPECT_EQ(*cache.find(key), 137);
    // Same slot (same low bits), another key: a miss, not the other key's score.
    const std::uint64_t same_slot = key ^ (std::uint64_t{1} << 40);
    EXPECT_FALSE(cache.find(same_slot));
    // A key that differs in the low bits only lands in another slot.
    EXPECT_FALSE(cache.find(key ^ 1));
}

TEST(EvalCache, KeepsNegativeAndExtremeScores) {
    EvalCache cache;
    cache.store(1, -1);
    cache.store(2, -score::eval_limit);
    cache.store(3, score::eval_limit);
    cache.store(4, 0);
    EXPECT_EQ(cache.find(1), std::optional<Score>(-1));
    EXPECT_EQ(cache.find(2), std::optional<Score>(-score::eval_limit));
    EXPECT_EQ(cache.find(3), std::optional<Score>(score::eval_limit));
    EXPECT_EQ(cache.find(4), std::optional<Score>(0));
}

TEST(EvalCache, ALaterStoreReplacesTheSlotAndClearForgetsAll) {
    EvalCache cache;
    const std::uint64_t a = 0xAAAA'0000'0000'0007;
    const std::uint64_t b = 0xBBBB'0000'0000'0007;  // the same slot as a
    cache.store(a, 10);
    cache.store(b, 20);
    EXPECT_FALSE(cache.find(a));
    EXPECT_EQ(cache.find(b), std::optional<Score>(20));
    cache.clear();
    EXPECT_FALSE(cache.find(b));
}

TEST(EvalCache, AScoreOutside16BitsIsNotKept) {
    EvalCache cache;
    cache.store(5, 40'000);
    EXPECT_FALSE(cache.find(5));
    cache.store(6, -40'000);
    EXPECT_FALSE(cache.find(6));
}

// The cache belongs to the evaluation it was filled by: after the patterns change, a
// searcher that has searched with the old ones scores as a fresh one with the new.
TEST(EvalCache, ASearcherForgetsEvaluationsWhenThePatternsChange) {
    using N = Notation<International>;
    const auto pos = N::parse_position(
        "W:W28,31,32,35,36,37,38,40,41,42,43,44,45,46:B3,5,7,8,9,11,12,13,14,16,17,18,20");
    const RootState<International> root{pos, DrawClock<International>::starting_at(pos), {}};
    SearchLimits limits;
    limits.depth = 6;
    auto search = [&](Searcher<International>& searcher) {
        searcher.set_use_tt(false);  // no table: only the cache and history carry over
        return searcher.run(root, limits);
    };
    TranspositionTable tt(1);
    Searcher<International> reused(tt);
    const auto with_patterns = search(reused);
    reused.set_patterns(nullptr);
    reused.clear_history();  // the move ordering learned would change the node count
    const auto reused_hand = search(reused);

    Searcher<International> fresh(tt);
    fresh.set_patterns(nullptr);
    const auto fresh_hand = search(fresh);
    EXPECT_EQ(reused_hand.score, fresh_hand.score);
    EXPECT_EQ(reused_hand.best, fresh_hand.best);
    EXPECT_EQ(reused_hand.nodes, fresh_hand.nodes);
    // The two evaluations differ here, or the test proves nothing.
    EXPECT_NE(evaluate(pos, eval::PatternsOf<International>::builtin()), evaluate(pos));
    (void)with_patterns;
}

}  // namespace
}  // namespace kabe
