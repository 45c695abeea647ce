// Search behaviour: game ends, draws by rule, table on and off, limits and signals.

#include "search/search.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <random>
#include <thread>

#include "movegen/notation.hpp"

namespace kabe {
namespace {

using N = Notation<International>;
using Pos = Position<International>;
using S = Searcher<International>;

RootState<International> root_of(const std::string& fen) {
    const Pos pos = N::parse_position(fen);
    return {pos, DrawClock<International>::starting_at(pos), {}};
}

SearchResult<International> search_depth(const RootState<International>& root, int depth,
                                         bool use_tt = true, bool use_reductions = true) {
    TranspositionTable tt(4);
    S searcher(tt);
    searcher.set_use_tt(use_tt);
    searcher.set_use_reductions(use_reductions);
    SearchLimits limits;
    limits.depth = depth;
    return searcher.run(root, limits);
}

// Positions from random legal games, with a fixed seed.
std::vector<Pos> random_positions(int count, int plies, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Pos> out;
    while (static_cast<int>(out.size()) < count) {
        Pos pos = Pos::start();
        for (int ply = 0; ply < plies; ++ply) {
            MoveList<International::Word> list;
            generate_moves(pos, list);
            if (list.empty()) break;
            pos = pos.after(list[std::uniform_int_distribution<int>(0, list.size() - 1)(rng)]);
        }
        MoveList<International::Word> list;
        generate_moves(pos, list);
        if (!list.empty()) out.push_back(pos);
    }
    return out;
}

TEST(Search, TakingTheLastPieceWinsAtOnce) {
    const auto r = search_depth(root_of("W:W28:B23"), 3);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(N::format_pdn(N::parse_fen("W:W28:B23"), *r.best), "28x19");
    EXPECT_EQ(r.score, score::win_in(1));
}

TEST(Search, NoLegalMoveIsALossWithoutAMove) {
    const auto r = search_depth(root_of("B:W41,46,47:B36"), 3);
    EXPECT_FALSE(r.best);
    EXPECT_EQ(r.score, score::loss_in(0));
}

TEST(Search, BlockingTheLastManWins) {
    // 46-41 leaves the black man on 36 no move (41 taken, 47 behind it occupied); 47-41
    // would let it capture. FMJD 7.2: a player who cannot move loses.
    const auto root = root_of("W:W46,47:B36");
    const auto r = search_depth(root, 4);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(N::format_pdn(root.position, *r.best), "46-41");
    EXPECT_EQ(r.score, score::win_in(1));
}

TEST(Search, FiveMoveRuleScoresADraw) {
    // Two kings against one (FMJD 6.4): no quick capture is possible here, so with 8 of
    // the 10 plies gone the search sees only the draw; with a fresh count it sees White's
    // extra king (scaled down by the evaluation, which knows the ending is drawn).
    auto root = root_of("W:WK1,K2:BK50");
    EXPECT_GT(search_depth(root, 4).score, 0);
    root.clock.ending_plies = 8;
    EXPECT_EQ(search_depth(root, 4).score, score::draw);
}

TEST(Search, TwentyFiveMoveRuleScoresADraw) {
    // Three kings against two (no lone-king rule): an extra king, unless 48 of the 50
    // plies of FMJD 6.2 are gone. Then the only way on is a sacrifice that forces a
    // capture (which restarts the count) and wins two kings for one: two kings against
    // one, worth far less than the extra king (a draw by FMJD 6.4 in the long run).
    // Both are drawish material (three pieces against a king: an eighth, eval/endgame.hpp),
    // two kings against one a lone-king ending too.
    auto root = root_of("W:WK1,K2,K3:BK50,K49");
    const Score fresh = search_depth(root, 4).score;
    EXPECT_GT(fresh, 25);
    root.clock.reversible_plies = 48;
    EXPECT_LT(search_depth(root, 4).score, fresh / 4);
}

// A result the rules prove within a few plies (here the 5-move rule of a king against a
// king, and a king that must step into a capture) is reported with the depth searched,
// once, not as every depth up to the limit.
TEST(Search, ProvenResultsAreReportedWithTheDepthSearched) {
    for (const char* fen : {"W:WK47:BK4", "W:WK46:BK5"}) {
        TranspositionTable tt(4);
        S searcher(tt);
        SearchLimits limits;
        limits.depth = 60;
        limits.analyze = true;
        std::vector<S::Report> reports;
        const auto r = searcher.run(root_of(fen), limits,
                                    [&](const S::Report& rep) { reports.push_back(rep); });
        ASSERT_FALSE(reports.empty());
        for (std::size_t i = 1; i < reports.size(); ++i)
            EXPECT_GT(reports[i].depth, reports[i - 1].depth) << fen;
        EXPECT_LE(reports.back().depth, 20) << fen;
        EXPECT_EQ(r.depth, reports.back().depth) << fen;
        EXPECT_EQ(r.score, reports.back().score) << fen;
    }
}

TEST(Search, QuiescenceSearchesAPromotionAtTheHorizon) {
    // Black to move (23-28, 23-29, 25-30); after any of them White's man on 7 can crown
    // on 1 or 2, and nobody can capture. At depth 1 each reply is a quiescence leaf:
    // evaluated as it stands (what the search did before) the leaf misses the king;
    // searching the promotions sees it, and Black's outlook is worse.
    const auto root = root_of("B:W7,21:B23,25");
    const auto* patterns = eval::PatternsOf<International>::builtin();
    Score stand_pat = -score::infinity;  // Black's best if White's leaves were evaluated
    MoveList<International::Word> moves;
    generate_moves(root.position, moves);
    ASSERT_EQ(moves.size(), 3);
    for (const auto& m : moves) {
        const Pos leaf = root.position.after(m);
        MoveList<International::Word> captures;
        ASSERT_FALSE(generate_compulsory_captures(leaf, captures)) << N::to_fen(leaf);
        stand_pat = std::max(stand_pat, Score(-evaluate(leaf, patterns)));
    }
    const auto r = search_depth(root, 1);
    EXPECT_LT(r.score, stand_pat);
    // The reply expected (the line's second move) is the crowning.
    ASSERT_TRUE(r.ponder);
    EXPECT_TRUE(r.ponder->promotes);
}

TEST(Search, QuiescenceSearchesAnExchangeOfferAtTheHorizon) {
    // Black to move. Only 11-16 and 11-17 leave White no capture; after 11-16 White has
    // the shot 32-28 23x32 37x28x17 (the exchange offer 32-28: Black's one capture takes
    // one man, and White takes two back), after 11-17 only an even exchange. At depth 1
    // each is a quiescence leaf for White: evaluated as it stands (the search before
    // exchange offers) the leaf misses the shot; searching the offers sees it.
    const auto root = root_of("B:W26,32,33,37,41,47,48:B11,22,23");
    const auto* patterns = eval::PatternsOf<International>::builtin();
    Score stand_pat = -score::infinity;  // Black's best if White's quiet leaves were evaluated
    Pos stand_pat_leaf = root.position;
    MoveList<International::Word> moves;
    generate_moves(root.position, moves);
    for (const auto& m : moves) {
        const Pos leaf = root.position.after(m);
        if (must_capture(leaf)) continue;  // the moves that put a man en prise
        const Score score = -evaluate(leaf, patterns);
        if (score > stand_pat) {
            stand_pat = score;
            stand_pat_leaf = leaf;
        }
    }
    // The move the evaluation prefers is 11-16, the one that leaves the shot on.
    ASSERT_EQ(N::to_fen(stand_pat_leaf),
              N::to_fen(root.position.after(N::parse_move(root.position, "11-16"))));
    ASSERT_TRUE(offers_exchange(stand_pat_leaf, N::parse_move(stand_pat_leaf, "32-28")));
    const auto r = search_depth(root, 1);
    EXPECT_LT(r.score, stand_pat);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(N::format_pdn(root.position, *r.best), "11-17");
}

TEST(Search, TableOnAndOffAgreeAtSmallDepth) {
    std::uint64_t nodes_with = 0, nodes_without = 0;
    for (const Pos& pos : random_positions(12, 20, 7)) {
        const RootState<International> root{pos, DrawClock<International>::starting_at(pos), {}};
        for (int depth = 1; depth <= 5; ++depth) {
            // Reductions follow the move order, which the table's moves change: compare
            // the table's effect alone.
            const auto with = search_depth(root, depth, true, false);
            const auto without = search_depth(root, depth, false, false);
            EXPECT_EQ(with.score, without.score) << N::to_fen(pos) << " depth " << depth;
            EXPECT_EQ(*with.best, *without.best) << N::to_fen(pos) << " depth " << depth;
            nodes_with += with.nodes;
            nodes_without += without.nodes;
        }
    }
    // Same answers for less work (not at every single node count: the table's move
    // changes the order, which can cost a few nodes in one search).
    EXPECT_LT(nodes_with, nodes_without);
}

TEST(Search, NodeCountsAreReproducible) {
    for (const Pos& pos : random_positions(4, 16, 11)) {
        const RootState<International> root{pos, DrawClock<International>::starting_at(pos), {}};
        EXPECT_EQ(search_depth(root, 7).nodes, search_depth(root, 7).nodes) << N::to_fen(pos);
    }
}

TEST(Search, NodeLimitIsRespected) {
    TranspositionTable tt(4);
    S searcher(tt);
    SearchLimits limits;
    limits.nodes = 20'000;
    const auto r = searcher.run(root_of("start"), limits);
    ASSERT_TRUE(r.best);
    EXPECT_GE(r.depth, 1);
    EXPECT_LE(r.nodes, 20'000u + 1024u);  // checked every 1024 nodes
}

TEST(Search, StopFromAnotherThreadEndsAnInfiniteSearch) {
    TranspositionTable tt(4);
    S searcher(tt);
    SearchLimits limits;
    limits.infinite = true;
    const auto root = root_of("start");
    auto result = std::async(std::launch::async, [&] { return searcher.run(root, limits); });
    EXPECT_EQ(result.wait_for(std::chrono::milliseconds(200)), std::future_status::timeout);
    searcher.stop();
    ASSERT_EQ(result.wait_for(std::chrono::seconds(5)), std::future_status::ready);
    EXPECT_TRUE(result.get().best);
}

TEST(Search, PonderingWaitsForThePonderHit) {
    TranspositionTable tt(4);
    S searcher(tt);
    SearchLimits limits;
    limits.ponder = true;
    limits.move_time = 0.05;
    const auto root = root_of("start");
    auto result = std::async(std::launch::async, [&] { return searcher.run(root, limits); });
    // Far past the move time, the search still runs: our clock has not started.
    EXPECT_EQ(result.wait_for(std::chrono::milliseconds(300)), std::future_status::timeout);
    searcher.ponder_hit();
    ASSERT_EQ(result.wait_for(std::chrono::seconds(5)), std::future_status::ready);
    EXPECT_TRUE(result.get().best);
}

TEST(Search, MoveTimeEndsTheSearch) {
    TranspositionTable tt(4);
    S searcher(tt);
    SearchLimits limits;
    limits.move_time = 0.2;
    const auto root = root_of("start");
    auto result = std::async(std::launch::async, [&] { return searcher.run(root, limits); });
    // Generous: the machine may be loaded; what matters is that it ends by itself.
    ASSERT_EQ(result.wait_for(std::chrono::seconds(5)), std::future_status::ready);
    EXPECT_TRUE(result.get().best);
}

TEST(Search, ReportsEveryIterationWithItsPrincipalVariation) {
    TranspositionTable tt(4);
    S searcher(tt);
    SearchLimits limits;
    limits.depth = 6;
    std::vector<SearchReport<International>> reports;
    const auto root = root_of("start");
    const auto r =
        searcher.run(root, limits, [&](const auto& report) { reports.push_back(report); });
    ASSERT_EQ(reports.size(), 6u);
    for (int i = 0; i < 6; ++i) EXPECT_EQ(reports[i].depth, i + 1);
    // The PV is a legal line that starts with the best move.
    ASSERT_FALSE(reports.back().pv.empty());
    EXPECT_EQ(reports.back().pv.front(), *r.best);
    Pos pos = root.position;
    for (const auto& m : reports.back().pv) {
        MoveList<International::Word> list;
        generate_moves(pos, list);
        EXPECT_NE(std::find(list.begin(), list.end(), m), list.end());
        pos = pos.after(m);
    }
}

}  // namespace
}  // namespace kabe

namespace kabe {
namespace {

// A search cut short in the middle of an iteration (here by a node limit, as a clock
// would) may play a move that iteration found better: it must then say so in a last
// report, so that the move played is the first move of the last line reported, and the
// move expected in reply (ponder) is that line's second move.
TEST(Search, TheMovePlayedIsTheFirstOfTheLastLineReported) {
    int changed_in_unfinished_iteration = 0;
    for (const Pos& pos : random_positions(8, 30, 2026)) {
        const RootState<International> root{pos, DrawClock<International>::starting_at(pos), {}};
        for (std::uint64_t nodes = 2'000; nodes <= 60'000; nodes += 4'100) {
            TranspositionTable tt(4);
            S searcher(tt);
            SearchLimits limits;
            limits.nodes = nodes;
            std::vector<S::Report> reports;
            const auto r =
                searcher.run(root, limits, [&](const S::Report& rep) { reports.push_back(rep); });
            ASSERT_TRUE(r.best);
            ASSERT_FALSE(reports.empty());
            const auto& last = reports.back();
            ASSERT_FALSE(last.pv.empty());
            EXPECT_EQ(last.pv.front(), *r.best) << N::to_fen(pos) << " nodes " << nodes;
            if (last.pv.size() >= 2) {
                ASSERT_TRUE(r.ponder);
                EXPECT_EQ(last.pv[1], *r.ponder) << N::to_fen(pos) << " nodes " << nodes;
            }
            EXPECT_EQ(last.score, r.score);
            if (last.depth > r.depth) ++changed_in_unfinished_iteration;
        }
    }
    // The case the test is about happens (else it would pass without checking it).
    EXPECT_GT(changed_in_unfinished_iteration, 0);
}

}  // namespace
}  // namespace kabe
