// Lazy SMP: several threads share the transposition table. Every thread count must give
// legal moves and sane scores, stop every thread, and leave node-limited searches
// reproducible. No timing is asserted: the machine may be loaded.

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <thread>
#include <vector>

#include "engine/engine.hpp"
#include "movegen/notation.hpp"
#include "movegen/variants.hpp"
#include "search/search.hpp"
#include "tactics_cases.hpp"

namespace kabe::test {
namespace {

using N = Notation<International>;

SearchResult<International> solve(std::string_view fen, int depth, int threads) {
    const auto pos = N::parse_fen(fen);
    TranspositionTable tt(16);
    Searcher<International> searcher(tt);
    searcher.set_patterns(nullptr);  // judged in material, as tactics_test.cpp
    searcher.set_threads(threads);
    EXPECT_EQ(searcher.threads(), threads);
    SearchLimits limits;
    limits.depth = depth;
    return searcher.run({pos, DrawClock<International>::starting_at(pos), {}}, limits);
}

class SmpTactics : public ::testing::TestWithParam<int> {};

// The shots of tactics_cases.hpp: a legal move and a score of at least a man up on every
// one. The helpers change the main thread's tree (through the table), so the first move
// may differ where another move keeps the man as well at that depth (one case does, by a
// few centi-men, at some depths with one thread too): nearly all must be the shot.
TEST_P(SmpTactics, FindsTheWinningFirstMoves) {
    const int threads = GetParam();
    int found = 0, cases = 0;
    for (const TacticsCase& c : tactics_cases) {
        SCOPED_TRACE(c.name);
        const auto pos = N::parse_fen(c.fen);
        const auto r = solve(c.fen, c.depth + 2, threads);
        ASSERT_TRUE(r.best);
        MoveList<International::Word> legal;
        generate_moves(pos, legal);
        EXPECT_NE(std::find(legal.begin(), legal.end(), *r.best), legal.end());
        EXPECT_GE(r.score, 50) << c.fen;
        EXPECT_EQ(r.depth, c.depth + 2);
        ++cases;
        if (*r.best == N::parse_move(pos, c.best_move))
            ++found;
        else
            std::cout << "  threads=" << threads << ": " << N::format_pdn(pos, *r.best)
                      << " instead of " << c.best_move << " (score " << r.score << ") in " << c.fen
                      << '\n';
    }
    EXPECT_GE(found, cases - 2) << "of " << cases;
}

INSTANTIATE_TEST_SUITE_P(Threads, SmpTactics, ::testing::Values(2, 4));

// Threads stay off a node-limited search: the result is the single-threaded one.
TEST(Smp, NodeLimitedSearchesAreReproducible) {
    const auto pos = N::parse_fen(tactics_cases[0].fen);
    const RootState<International> root{pos, DrawClock<International>::starting_at(pos), {}};
    SearchLimits limits;
    limits.nodes = 20'000;
    SearchResult<International> results[2];
    for (int i = 0; i < 2; ++i) {
        TranspositionTable tt(4);
        Searcher<International> searcher(tt);
        searcher.set_threads(i == 0 ? 1 : 3);
        results[i] = searcher.run(root, limits);
    }
    ASSERT_TRUE(results[0].best && results[1].best);
    EXPECT_EQ(*results[0].best, *results[1].best);
    EXPECT_EQ(results[0].nodes, results[1].nodes);
    EXPECT_EQ(results[0].score, results[1].score);
}

// Every variant through the facade, with 2 and 4 threads: a legal move from the start
// and after a few moves, a score short of a win or loss, and info lines whose node
// counts grow.
TEST(Smp, EveryVariantPlaysLegalMovesThroughTheFacade) {
    for (const auto& variant : variant_names()) {
        for (const int threads : {2, 4}) {
            SCOPED_TRACE(variant + " threads=" + std::to_string(threads));
            const auto engine = Engine::create(variant, 4);
            engine->set_threads(threads);
            EXPECT_EQ(engine->threads(), threads);
            for (int ply = 0; ply < 4 && !engine->result().over; ++ply) {
                SearchLimits limits;
                limits.depth = 7;
                std::uint64_t last_nodes = 0;
                const ThinkResult r = engine->think(limits, [&](const ThinkInfo& info) {
                    EXPECT_GE(info.nodes, last_nodes);
                    last_nodes = info.nodes;
                });
                const auto legal = engine->legal_moves(MoveFormat::hub);
                ASSERT_NE(std::find(legal.begin(), legal.end(), r.move), legal.end()) << r.move;
                EXPECT_FALSE(score::is_win_or_loss(r.score)) << r.score;
                EXPECT_GE(r.nodes, last_nodes);
                engine->play(r.move);
            }
        }
    }
}

// stop() ends an infinite search on every thread: start, stop, wait returns with a move.
TEST(Smp, StopEndsEveryThread) {
    const auto engine = Engine::create("international", 4);
    engine->set_threads(4);
    engine->set_position("start", {});
    SearchLimits limits;
    limits.infinite = true;
    for (int round = 0; round < 3; ++round) {
        ThinkResult result;
        bool done = false;
        engine->start(limits, {}, [&](const ThinkResult& r) {
            result = r;
            done = true;
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(50 * round));
        engine->stop();
        engine->wait();
        EXPECT_TRUE(done);
        EXPECT_FALSE(result.move.empty());
    }
}

// A ponder search with threads ends after ponder-hit once its time is spent.
TEST(Smp, PonderHitStopsEveryThread) {
    const auto engine = Engine::create("international", 4);
    engine->set_threads(2);
    engine->set_position("start", {});
    SearchLimits limits;
    limits.ponder = true;
    limits.move_time = 0.05;
    ThinkResult result;
    engine->start(limits, {}, [&](const ThinkResult& r) { result = r; });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    engine->ponder_hit();
    engine->wait();
    EXPECT_FALSE(result.move.empty());
}

// Changing the thread count between searches, down and up again.
TEST(Smp, ThreadCountChangesBetweenSearches) {
    const auto engine = Engine::create("international", 4);
    engine->set_position("start", {});
    for (const int threads : {3, 1, 2, 64, 0}) {
        engine->set_threads(threads);
        EXPECT_EQ(engine->threads(), std::clamp(threads, 1, Engine::max_threads));
        SearchLimits limits;
        limits.depth = 4;
        EXPECT_FALSE(engine->think(limits, {}).move.empty());
    }
}

}  // namespace
}  // namespace kabe::test
