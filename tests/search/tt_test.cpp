// The transposition table: what goes in comes out, game-end scores move with the ply, and
// replacement keeps what is worth keeping.

#include "search/tt.hpp"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

namespace kabe {
namespace {

TEST(TranspositionTable, StoresAndFindsAnEntry) {
    TranspositionTable tt(1);
    TTHit hit;
    EXPECT_FALSE(tt.probe(0x1234'5678'9abc'def0, 0, hit));
    tt.store(0x1234'5678'9abc'def0, 3, -42, 7, Bound::lower, 5);
    ASSERT_TRUE(tt.probe(0x1234'5678'9abc'def0, 3, hit));
    EXPECT_EQ(hit.score, -42);
    EXPECT_EQ(hit.depth, 7);
    EXPECT_EQ(hit.bound, Bound::lower);
    EXPECT_EQ(hit.move_index, 5);
    EXPECT_FALSE(tt.probe(0x1234'5678'9abc'def1, 3, hit));  // another key, same bucket
}

TEST(TranspositionTable, GameEndScoresCountFromTheNode) {
    TranspositionTable tt(1);
    // Found at ply 4: a win 6 plies from the root is 2 plies from this node.
    tt.store(77, 4, score::win_in(6), 3, Bound::exact, -1);
    TTHit hit;
    ASSERT_TRUE(tt.probe(77, 10, hit));  // the same position reached at ply 10
    EXPECT_EQ(hit.score, score::win_in(12));
    EXPECT_EQ(hit.move_index, -1);
    tt.store(78, 2, score::loss_in(5), 3, Bound::exact, -1);
    ASSERT_TRUE(tt.probe(78, 1, hit));
    EXPECT_EQ(hit.score, score::loss_in(4));
}

TEST(TranspositionTable, ADeeperResultIsNotOverwrittenByAShallowBound) {
    TranspositionTable tt(1);
    tt.store(99, 0, 10, 9, Bound::lower, 1);
    tt.store(99, 0, 20, 2, Bound::upper, 2);
    TTHit hit;
    ASSERT_TRUE(tt.probe(99, 0, hit));
    EXPECT_EQ(hit.depth, 9);
    EXPECT_EQ(hit.score, 10);
    tt.store(99, 0, 30, 3, Bound::exact, 3);  // an exact result replaces it
    ASSERT_TRUE(tt.probe(99, 0, hit));
    EXPECT_EQ(hit.score, 30);
    EXPECT_EQ(hit.bound, Bound::exact);
}

TEST(TranspositionTable, AFullBucketGivesUpItsShallowestOrOldestEntry) {
    TranspositionTable tt(1);
    // Keys that share a bucket: equal low bits (the table has far fewer buckets than 2^20).
    const auto key = [](std::uint64_t n) { return (n << 40) | 0x55; };
    for (int i = 0; i < TranspositionTable::bucket_size; ++i)
        tt.store(key(i + 1), 0, i, 10 + i, Bound::exact, -1);
    tt.store(key(9), 0, 0, 12, Bound::exact, -1);  // evicts depth 10, the shallowest
    TTHit hit;
    EXPECT_FALSE(tt.probe(key(1), 0, hit));
    EXPECT_TRUE(tt.probe(key(2), 0, hit));
    EXPECT_TRUE(tt.probe(key(9), 0, hit));
    // After a few searches the old deep entries give way to a shallow new one.
    for (int s = 0; s < 3; ++s) tt.new_search();
    tt.store(key(10), 0, 0, 1, Bound::exact, -1);
    EXPECT_TRUE(tt.probe(key(10), 0, hit));
}

TEST(TranspositionTable, ClearEmptiesAndResizeKeepsAPowerOfTwo) {
    TranspositionTable tt(3);
    EXPECT_EQ(tt.size_bytes(), std::size_t{2} << 20);  // 3 MB rounds down to 2 MB
    tt.store(5, 0, 1, 1, Bound::exact, 0);
    tt.clear();
    TTHit hit;
    EXPECT_FALSE(tt.probe(5, 0, hit));
    tt.resize(8);
    EXPECT_EQ(tt.size_bytes(), std::size_t{8} << 20);
}

// Lazy SMP threads store and probe without locks. Threads hammer one bucket with keys
// whose every field is derived from the key: a probe must never mix one store's key with
// another's data (a torn entry fails the key check).
TEST(TranspositionTable, ConcurrentStoresNeverMixEntries) {
    TranspositionTable tt(1);
    const std::size_t buckets = tt.size_bytes() / 64;
    const auto key_of = [&](int thread, int i) {
        // Same bucket (the low bits) for all, distinct keys.
        return (std::uint64_t(thread * 1000 + i % 16 + 1) << 32) * buckets;
    };
    const auto score_of = [](std::uint64_t key) { return static_cast<Score>((key >> 32) % 997); };
    const auto depth_of = [](std::uint64_t key) { return static_cast<int>((key >> 32) % 61); };
    std::vector<std::thread> threads;
    std::atomic<int> mixed{0}, hits{0};
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            TTHit hit;
            for (int i = 0; i < 200'000; ++i) {
                const std::uint64_t key = key_of(t, i);
                tt.store(key, 0, score_of(key), depth_of(key), Bound::exact,
                         static_cast<int>(key >> 32) % 200);
                const std::uint64_t other = key_of((t + 1) % 4, i * 7);
                if (tt.probe(other, 0, hit)) {
                    ++hits;
                    if (hit.score != score_of(other) || hit.depth != depth_of(other) ||
                        hit.move_index != static_cast<int>(other >> 32) % 200)
                        ++mixed;
                }
            }
        });
    }
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(mixed, 0);
    EXPECT_GT(hits, 0);
}

}  // namespace
}  // namespace kabe
