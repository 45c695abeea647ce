#pragma once
// The search: iterative deepening over a negamax alpha-beta with principal variation
// search, a transposition table, killer and history move ordering, and a quiescence
// search that resolves pending captures (captures are compulsory: there is no "stand
// pat" while the side to move must capture). Draws by the variant's counting rules and
// by repetition, and the ends of its goal (search/terminal.hpp: giveaway, breakthrough),
// are scored inside the tree.
//
// One Searcher runs one search at a time on the calling thread; stop() and ponder_hit()
// may be called from any other thread while it runs.
//
// Lazy SMP (set_threads): the Searcher that run() is called on is the main thread; it
// starts helper Searchers on threads of their own for the same root. All share the
// transposition table (which is what makes the helpers useful: they fill it with
// results the main thread finds there); each has its own history, killers, path and
// principal variation. Helpers skip some iteration depths (the skip pattern of
// Stockfish 8-10) so that they do not all search the same tree in step. The main thread
// alone manages the time, reports iterations and chooses the move; when it ends it
// stops and joins the helpers, and the nodes reported are those of all threads. With one
// thread nothing of this runs: the search is the single-threaded one, node for node.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "eval/learned.hpp"
#include "eval/score.hpp"
#include "movegen/draw_rules.hpp"
#include "movegen/generate.hpp"
#include "search/egdb_probe.hpp"
#include "search/eval_cache.hpp"
#include "search/exchange_offers.hpp"
#include "search/history.hpp"
#include "search/limits.hpp"
#include "search/move_picker.hpp"
#include "search/repetition.hpp"
#include "search/time_manager.hpp"
#include "search/tt.hpp"

namespace kabe {

// The game so far, as the search needs it.
template <class Rules>
struct RootState {
    Position<Rules> position;
    DrawClock<Rules> clock;
    // Keys of the earlier positions since the last irreversible move, oldest first (the
    // current position excluded): repetitions of the game count in the search.
    std::vector<std::uint64_t> history;
};

template <class Rules>
struct SearchReport {
    // The iteration: a completed one, except the last report of a search cut short whose
    // unfinished iteration found a better move (Searcher::run).
    int depth = 0;
    double mean_depth = 0;  // average ply of the leaves evaluated
    Score score = 0;        // side to move's point of view
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Move<typename Rules::Word>> pv;
};

template <class Rules>
struct SearchResult {
    std::optional<Move<typename Rules::Word>> best;  // empty: no legal move
    std::optional<Move<typename Rules::Word>> ponder;
    Score score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
};

template <class Rules>
class Searcher {
public:
    using Pos = Position<Rules>;
    using Word = typename Rules::Word;
    using Mv = Move<Word>;
    using Clock = DrawClock<Rules>;
    using Report = SearchReport<Rules>;
    using Reporter = std::function<void(const Report&)>;

    static constexpr int max_depth = max_ply - 8;

    explicit Searcher(TranspositionTable& tt) : tt_(tt) {}

    // Clears earlier stop and ponder-hit requests; call before starting a search (on the
    // thread that starts it), so that a request made while the search thread is still
    // starting up is not lost.
    void arm() {
        stop_requested_ = false;
        ponder_hit_requested_ = false;
    }
    // Thread-safe requests from outside the search.
    void stop() { stop_requested_ = true; }
    void ponder_hit() { ponder_hit_requested_ = true; }

    // Tests compare searches with and without the table, and without reductions (which
    // depend on the move order, which the table changes).
    void set_use_tt(bool use) { use_tt_ = use; }
    void set_use_reductions(bool use) { use_reductions_ = use; }
    // The learned patterns the evaluation adds (eval/learned.hpp): the built-in ones by
    // default, nullptr for the hand-made evaluation alone. Not while a search runs.
    using Patterns = eval::PatternsOf<Rules>;
    void set_patterns(const Patterns* patterns) {
        if (patterns != patterns_) eval_cache_.clear();
        patterns_ = patterns;
        for (auto& helper : helpers_) helper->set_patterns(patterns);
    }
    const Patterns* patterns() const { return patterns_; }
    // Endgame databases to probe (search/egdb_probe.hpp; nullptr: none), positions of at
    // most `pieces` pieces. The search does not own them. Not while a search runs.
    using Egdb = EgdbOf<Rules>;
    void set_egdb(const Egdb* egdb, int pieces) {
        egdb_ = egdb;
        egdb_pieces_ = egdb ? pieces : 0;
        for (auto& helper : helpers_) helper->set_egdb(egdb, pieces);
    }
    void clear_history() {
        history_.clear();
        for (auto& helper : helpers_) helper->clear_history();
    }

    // Threads to search with, main thread included (1 to max_threads). A search with a
    // node limit runs on the main thread alone, so that it stays reproducible (strength
    // levels rely on it). Not while a search runs.
    static constexpr int max_threads = 64;
    void set_threads(int threads);
    int threads() const { return static_cast<int>(helpers_.size()) + 1; }

    SearchResult<Rules> run(const RootState<Rules>& root, const SearchLimits& limits,
                            const Reporter& report = {});

private:
    struct RootMove {
        Mv move;
        Score score = -score::infinity;
    };

    void start_helpers(const RootState<Rules>& root, const SearchLimits& limits);
    std::uint64_t stop_helpers();
    std::uint64_t helper_nodes() const;
    bool skips_depth(int depth) const;

    Score search_root(Score alpha, Score beta, int depth);
    Report make_report(int depth, Score score, bool parallel) const;
    Score search(const Pos& pos, const Clock& clock, Score alpha, Score beta, int depth, int ply);
    Score quiesce(const Pos& pos, Score alpha, Score beta, int ply);
    static bool may_promote(const Pos& pos);
    Score quiesce_quiet_moves(const Pos& pos, Score alpha, Score beta, int ply,
                              MoveList<Word>& list);
    void consult_egdb_at_root(const Pos& pos);
    // The databases' score of a position with no capture pending, if in range.
    std::optional<Score> probe_egdb(const Pos& pos, int ply) const {
        if (!in_egdb_range(pos) || must_capture(pos)) return std::nullopt;
        return egdb_score<Rules>(*egdb_, pos, ply);
    }
    // The same for a position the caller already knows to have no capture (quiescence
    // has just generated none), without detecting captures again.
    std::optional<Score> probe_quiet_egdb(const Pos& pos, int ply) const {
        if (!in_egdb_range(pos)) return std::nullopt;
        return egdb_score<Rules>(*egdb_, pos, ply);
    }
    bool in_egdb_range(const Pos& pos) const {
        return probe_pieces_ && pos.occupied().count() <= probe_pieces_;
    }
    void update_pv(int ply, const Mv& move);
    std::optional<Mv> ponder_move() const;

    void count_node() {
        if ((++nodes_ & 1023) == 0) poll();
    }
    // The evaluation of a position where the search stops without the rules deciding.
    Score horizon_evaluation(const Pos& pos) {
        reached_horizon_ = true;
        return static_evaluation(pos);
    }
    Score static_evaluation(const Pos& pos) {
        if (const auto cached = eval_cache_.find(pos.key())) return *cached;
        const Score score = evaluate(pos, patterns_);
        eval_cache_.store(pos.key(), score);
        return score;
    }
    // Lazy SMP: helpers_ and their threads belong to the main thread; a helper knows its
    // number (1 and up; 0 is the main thread). A helper publishes its node count as it
    // polls, for the main thread's reports.
    std::vector<std::unique_ptr<Searcher>> helpers_;
    std::vector<std::thread> helper_threads_;
    int helper_id_ = 0;
    std::atomic<std::uint64_t> published_nodes_{0};
    void poll();

    TranspositionTable& tt_;
    MoveHistory<Rules> history_;
    std::atomic<bool> stop_requested_{false}, ponder_hit_requested_{false};
    bool use_tt_ = true;
    bool use_reductions_ = true;
    bool verifying_cut_ = false;  // in step 3a's reduced search (search_impl.hpp)
    const Patterns* patterns_ = Patterns::builtin();
    EvalCache eval_cache_;  // evaluations by patterns_: cleared when they change
    const Egdb* egdb_ = nullptr;
    int egdb_pieces_ = 0;
    // Of the running search: the most pieces of a position probed in the tree (0: none);
    // and of the search before, to see when the table holds scores of a wider probing.
    int probe_pieces_ = 0;
    int previous_probe_pieces_ = 0;

    // State of the running search.
    const RootState<Rules>* root_ = nullptr;
    SearchLimits limits_;
    std::optional<TimeManager> time_;
    std::vector<RootMove> root_moves_;
    std::vector<std::uint64_t> keys_;  // game history, then the search path by ply
    int history_length_ = 0;
    std::uint64_t nodes_ = 0, leaves_ = 0, leaf_plies_ = 0;
    int completed_depth_ = 0;
    // Of the current iteration: the deepest ply searched, and whether any line stopped at
    // the horizon with an evaluation (not all ended by the rules: no move, a draw rule).
    int deepest_ply_ = 0;
    bool reached_horizon_ = false;
    // The best move changed in this iteration, or its first move failed low: the
    // iteration may run past the time target (to the hard budget) to settle it.
    bool root_unsettled_ = false;
    bool aborted_ = false;
    std::unique_ptr<Mv[]> pv_ = std::make_unique<Mv[]>((max_ply + 2) * (max_ply + 2));
    int pv_length_[max_ply + 2]{};
    // The line of the move to play: the PV of the last completed iteration, or of the
    // better move an unfinished one found (run). What is reported and pondered on.
    std::vector<Mv> line_;
};

}  // namespace kabe

#include "search/search_impl.hpp"
