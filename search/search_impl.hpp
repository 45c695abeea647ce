#pragma once
// The bodies of Searcher's members (search.hpp), kept apart so that the class reads as
// an overview. Steps are numbered as in Stockfish's search, for review.

#include <array>
#include <cmath>
#include <system_error>

#include "search/search.hpp"
#include "search/terminal.hpp"

namespace kabe {

template <class Rules>
void Searcher<Rules>::set_threads(int threads) {
    threads = std::clamp(threads, 1, max_threads);
    helpers_.resize(threads - 1);
    for (int i = 0; i < threads - 1; ++i) {
        if (helpers_[i]) continue;
        helpers_[i] = std::make_unique<Searcher>(tt_);
        helpers_[i]->helper_id_ = i + 1;
    }
    for (auto& helper : helpers_) {
        helper->use_tt_ = use_tt_;
        helper->use_reductions_ = use_reductions_;
        helper->set_patterns(patterns_);
        helper->set_egdb(egdb_, egdb_pieces_);
    }
}

// Helpers search the root to the same depth limit, without a clock or node limit: the
// main thread stops them.
template <class Rules>
void Searcher<Rules>::start_helpers(const RootState<Rules>& root, const SearchLimits& limits) {
    SearchLimits helper_limits;
    helper_limits.depth = limits.depth;
    helper_limits.analyze = limits.analyze;
    helper_limits.infinite = true;
    for (auto& helper : helpers_) {
        helper->arm();
        helper->published_nodes_.store(0, std::memory_order_relaxed);
        helper->use_tt_ = use_tt_;
        helper->use_reductions_ = use_reductions_;
        Searcher* h = helper.get();
        try {
            helper_threads_.emplace_back([h, &root, helper_limits] {
                try {
                    h->run(root, helper_limits);
                } catch (const std::exception&) {
                    // Only running out of memory can get here; the others search on.
                }
            });
        } catch (const std::system_error&) {
            break;  // the system has no more threads to give: search with those started
        }
    }
}

// Stops and joins the helpers; returns the nodes they searched.
template <class Rules>
std::uint64_t Searcher<Rules>::stop_helpers() {
    for (auto& helper : helpers_) helper->stop();
    for (auto& thread : helper_threads_) thread.join();
    helper_threads_.clear();
    std::uint64_t nodes = 0;
    for (const auto& helper : helpers_) nodes += helper->nodes_;
    return nodes;
}

template <class Rules>
std::uint64_t Searcher<Rules>::helper_nodes() const {
    std::uint64_t nodes = 0;
    for (const auto& helper : helpers_)
        nodes += helper->published_nodes_.load(std::memory_order_relaxed);
    return nodes;
}

// Stockfish 8-10's skip pattern: helper i skips the depths where
// ((depth + phase) / size) is odd, with size and phase from its row.
template <class Rules>
bool Searcher<Rules>::skips_depth(int depth) const {
    static constexpr int size[] = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    static constexpr int phase[] = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};
    if (helper_id_ == 0 || depth <= 1) return false;
    const int row = (helper_id_ - 1) % 20;
    return ((depth + phase[row]) / size[row]) % 2 != 0;
}

template <class Rules>
SearchResult<Rules> Searcher<Rules>::run(const RootState<Rules>& root, const SearchLimits& limits,
                                         const Reporter& report) {
    root_ = &root;
    limits_ = limits;
    time_.emplace(limits, root.position.occupied().count());
    nodes_ = leaves_ = leaf_plies_ = 0;
    completed_depth_ = 0;
    aborted_ = false;
    // The main thread alone ages the table, before the helpers start.
    if (use_tt_ && helper_id_ == 0) tt_.new_search();
    history_.new_search();

    history_length_ = static_cast<int>(root.history.size());
    keys_.assign(root.history.begin(), root.history.end());
    keys_.resize(history_length_ + max_ply + 2);

    SearchResult<Rules> result;
    MoveList<Word> list;
    generate_moves(root.position, list);
    root_moves_.clear();
    for (const Mv& m : list) root_moves_.push_back(RootMove{m});
    consult_egdb_at_root(root.position);
    line_.clear();
    // Breakthrough: a king on the board means the game is over (as Game::result: the side
    // that has it has won, the opponent's if both have one); there is nothing to play.
    if constexpr (Rules::goal == Goal::first_king) {
        if (root.position.kings()) {
            result.score = opponent_crowned(root.position) ? score::loss_in(0) : score::win_in(0);
            return result;
        }
    }
    if (root_moves_.empty()) {
        result.score = no_move_score<Rules>(0);
        return result;
    }

    int depth_limit = std::clamp(limits.depth.value_or(max_depth), 1, max_depth);
    // A forced move is played at once (a few plies still find a move to ponder on).
    if (root_moves_.size() == 1 && !limits.analyze) depth_limit = std::min(depth_limit, 4);

    // Whatever way run() is left, no helper outlives it.
    struct JoinHelpers {
        Searcher* searcher;
        ~JoinHelpers() {
            if (!searcher->helper_threads_.empty()) searcher->stop_helpers();
        }
    } join_helpers{this};
    const bool parallel = !helpers_.empty() && !limits.nodes && depth_limit > 1;
    if (parallel) start_helpers(root, limits);

    Score score = 0;
    int shown_depth = 0;  // of the last iteration reported (see iteration_depth)
    for (int depth = 1; depth <= depth_limit; ++depth) {
        if (skips_depth(depth) && depth < depth_limit) continue;
        deepest_ply_ = 0;
        reached_horizon_ = false;
        root_unsettled_ = false;
        // Aspiration window around the previous score, widened on failure. 12 centi-men
        // beat 25 at 0.04 s a move (docs/testing.md, 2026-12-04).
        Score window = 12;
        Score alpha = -score::infinity, beta = score::infinity;
        if (depth >= 5 && !score::is_win_or_loss(score)) {
            alpha = std::max(score - window, -score::infinity);
            beta = std::min(score + window, +score::infinity);
        }
        Score iteration_score;
        while (true) {
            iteration_score = search_root(alpha, beta, depth);
            if (aborted_) break;
            if (iteration_score <= alpha) {
                root_unsettled_ = true;
                alpha = std::max(iteration_score - window, -score::infinity);
            } else if (iteration_score >= beta) {
                beta = std::min(iteration_score + window, +score::infinity);
            } else {
                break;
            }
            window *= 2;
        }
        if (aborted_) break;

        // An iteration whose every line ended by the rules before the horizon searched no
        // deeper than its longest line (or the iterations before it), and the next ones
        // search the same tree: they are reported with that depth, once (not as depth 120
        // for a proven draw).
        const int iteration_depth =
            reached_horizon_ ? depth : std::min(depth, std::max(deepest_ply_, shown_depth));
        const bool same_as_reported = iteration_depth == shown_depth && iteration_score == score &&
                                      line_.size() == std::size_t(pv_length_[0]) &&
                                      std::equal(line_.begin(), line_.end(), pv_.get());
        score = iteration_score;
        completed_depth_ = depth;
        line_.assign(pv_.get(), pv_.get() + pv_length_[0]);
        if (report && !same_as_reported) report(make_report(iteration_depth, score, parallel));
        shown_depth = iteration_depth;
        if (stop_requested_) break;
        if (limits.nodes && nodes_ >= *limits.nodes) break;
        if (time_->timed() && time_->past_soft()) break;
        // The game's end is in sight: deeper iterations cannot change the verdict.
        if (!limits.analyze && !limits.infinite && !limits.ponder && score::is_win_or_loss(score) &&
            depth > score::infinity - std::abs(score) + 2)
            break;
    }

    // An iteration cut short may have found a better move (search_root puts it first, with
    // its line in the PV): that move is played, so it is also reported, with the depth of
    // the unfinished iteration and its score, so that the move played is always the first
    // of the last line reported and the ponder move its second.
    const Mv best = root_moves_.front().move;
    if (line_.empty() || !(line_.front() == best)) {
        if (pv_length_[0] > 0 && pv_[0] == best)
            line_.assign(pv_.get(), pv_.get() + pv_length_[0]);
        else
            line_.assign(1, best);
        score = root_moves_.front().score;
        const bool saturated = shown_depth < completed_depth_;
        const int depth = saturated ? shown_depth : completed_depth_ + 1;
        if (report) report(make_report(depth, score, parallel));
    }

    const std::uint64_t helpers_searched = parallel ? stop_helpers() : 0;
    result.best = best;
    result.ponder = ponder_move();
    result.score = score;
    result.depth = shown_depth;
    result.nodes = nodes_ + helpers_searched;
    result.seconds = time_->elapsed();
    return result;
}

// The endgame databases at the root. In a won or drawn position only the moves that keep
// the value are searched (as Scan does). Won or lost, the tree then probes only positions
// of fewer pieces: with every position of the root's material answered "won", all moves
// would score alike and the search would make no progress (the databases have no distance
// to the end); the evaluation and the probes after a capture lead it on. Drawn, it probes
// everything: there is no progress to make. Entries of a search that probed more pieces
// would answer for the positions no longer probed: the table is cleared then (once as a
// game enters the databases, and after each capture in them).
template <class Rules>
void Searcher<Rules>::consult_egdb_at_root(const Pos& pos) {
    probe_pieces_ = egdb_pieces_;
    if constexpr (egdb::DatabaseRules<Rules>) {
        const int pieces = pos.occupied().count();
        const auto mine = egdb_ && pieces <= egdb_pieces_ ? egdb_->value(pos) : std::nullopt;
        if (mine && *mine != egdb::Wdl::draw) probe_pieces_ = pieces - 1;
        if (mine && *mine != egdb::Wdl::loss) {
            std::vector<RootMove> keep;
            for (const RootMove& r : root_moves_) {
                const auto theirs = egdb_->value(pos.after(r.move));
                if (theirs && *theirs == egdb::opposite(*mine)) keep.push_back(r);
            }
            if (!keep.empty()) root_moves_ = std::move(keep);
        }
    }
    if (helper_id_ == 0) {
        if (use_tt_ && probe_pieces_ < previous_probe_pieces_) tt_.clear();
        previous_probe_pieces_ = probe_pieces_;
    }
}

template <class Rules>
typename Searcher<Rules>::Report Searcher<Rules>::make_report(int depth, Score score,
                                                              bool parallel) const {
    Report r;
    r.depth = depth;
    r.mean_depth = leaves_ ? double(leaf_plies_) / double(leaves_) : depth;
    r.score = score;
    r.nodes = parallel ? nodes_ + helper_nodes() : nodes_;
    r.seconds = time_->elapsed();
    r.pv = line_;
    return r;
}

template <class Rules>
void Searcher<Rules>::poll() {
    if (ponder_hit_requested_.exchange(false)) {
        time_->ponder_hit();
        limits_.ponder = false;
        if (time_->past_soft()) stop_requested_ = true;
    }
    if (helper_id_ != 0) {
        published_nodes_.store(nodes_, std::memory_order_relaxed);
        if (stop_requested_) aborted_ = true;
        return;
    }
    // The first iteration always completes, so that there is a move to play.
    if (completed_depth_ < 1) return;
    if (stop_requested_ || (limits_.nodes && nodes_ >= *limits_.nodes) || time_->past_hard() ||
        (!root_unsettled_ && time_->past_target()))
        aborted_ = true;
}

template <class Rules>
Score Searcher<Rules>::search_root(Score alpha, Score beta, int depth) {
    const Pos& pos = root_->position;
    keys_[history_length_] = pos.key();
    pv_length_[0] = 0;
    const int new_depth = depth - 1 + (root_moves_.size() == 1 ? 1 : 0);
    Score best = -score::infinity;
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
        const Mv move = root_moves_[i].move;
        const Pos child = pos.after(move);
        const Clock clock = root_->clock.after(pos, move, child);
        Score score;
        if (i == 0) {
            score = -search(child, clock, -beta, -alpha, new_depth, 1);
        } else {
            score = -search(child, clock, -alpha - 1, -alpha, new_depth, 1);
            if (score > alpha && score < beta && !aborted_)
                score = -search(child, clock, -beta, -alpha, new_depth, 1);
        }
        if (aborted_) break;
        root_moves_[i].score = score;
        if (score > best) best = score;
        if (score > alpha) {
            if (i > 0 && depth > 1) root_unsettled_ = true;
            alpha = score;
            update_pv(0, move);
            // The best move goes first: it is played if the next iteration is cut short.
            std::rotate(root_moves_.begin(), root_moves_.begin() + i, root_moves_.begin() + i + 1);
            if (alpha >= beta) break;
        }
    }
    return best;
}

// Plies to take off a late quiet move: grows with the depth left and the move's place
// in the order (the logarithmic shape of Stockfish's reductions).
inline int late_move_reduction(int depth, int move_number) {
    static const auto table = [] {
        std::array<std::array<std::uint8_t, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int n = 1; n < 64; ++n)
                t[d][n] = static_cast<std::uint8_t>(0.5 + std::log(d) * std::log(n) / 2.0);
        return t;
    }();
    return table[std::min(depth, 63)][std::min(move_number, 63)];
}

template <class Rules>
Score Searcher<Rules>::search(const Pos& pos, const Clock& clock, Score alpha, Score beta,
                              int depth, int ply) {
    if (depth <= 0) return quiesce(pos, alpha, beta, ply);
    pv_length_[ply] = ply;
    deepest_ply_ = std::max(deepest_ply_, ply);
    count_node();
    if (aborted_) return 0;
    const bool pv_node = beta - alpha > 1;
    keys_[history_length_ + ply] = pos.key();

    // Step 1. The game ended with the last move (breakthrough's first king); draws by
    // rule and by repetition; bounds from the distance to the root.
    if (opponent_crowned(pos)) return score::loss_in(ply);
    if (clock.is_draw() || is_repetition(keys_.data(), history_length_ + ply, history_length_,
                                         clock.reversible_plies, Rules::repetitions))
        return score::draw;
    alpha = std::max(alpha, score::loss_in(ply));
    beta = std::min(beta, best_possible_score<Rules>(ply));
    if (alpha >= beta) return alpha;
    // Step 1a. Blitz 12 (movegen/blitz_claims.hpp): a side to move that may claim a draw
    // is worth a draw at least, its claim being one more "move" that ends the game drawn
    // (as a repetition would). Only under the blitz rule set: the clock says none else.
    const bool may_claim = clock.claim(pos) != DrawClaim::none;
    if (may_claim) {
        if (score::draw >= beta) return score::draw;
        alpha = std::max(alpha, score::draw);
    }
    if (ply >= max_ply) return horizon_evaluation(pos);

    // Step 1b. The endgame databases, for a quiet position of few pieces (a claim still
    // holds against their loss).
    if (const auto known = probe_egdb(pos, ply))
        return may_claim ? std::max(*known, score::draw) : *known;

    // Step 2. Transposition table: a deep enough bound may settle the node.
    TTHit hit;
    int tt_move = -1;
    if (use_tt_ && tt_.probe(pos.key(), ply, hit)) {
        tt_move = hit.move_index;
        if (!pv_node && hit.depth >= depth &&
            (hit.bound == Bound::exact || (hit.bound == Bound::lower && hit.score >= beta) ||
             (hit.bound == Bound::upper && hit.score <= alpha))) {
            // A score that no rule proved stands for a search to the horizon.
            if (!score::is_win_or_loss(hit.score) && hit.score != score::draw)
                reached_horizon_ = true;
            // An entry from a line without the claim still leaves the claim (Step 1a).
            return may_claim ? std::max(hit.score, score::draw) : hit.score;
        }
    }

    // Step 2a. Reverse futility: near the horizon, a quiet position (no capture for
    // either side) whose evaluation clears beta by a margin per ply is taken as a cut;
    // not when the side to move is blocked (it has lost, FMJD 7.2, whatever the board
    // looks like), which the bulk count sees without generating the moves. The look for
    // captures is step 3's: a node with captures has its moves from it, one without
    // gets its quiet moves only if it is not cut.
    MoveList<Word> list;
    if (!pv_node && use_reductions_ && depth <= 3 && !score::is_win_or_loss(beta)) {
        const bool captures = generate_compulsory_captures(pos, list);
        if (!captures && !opponent_threatens(pos) && count_quiet_moves(pos) > 0) {
            const Score static_eval = static_evaluation(pos);
            if (static_eval - 100 * depth >= beta) {
                reached_horizon_ = true;
                return static_eval;
            }
        }
        if (!captures) generate_quiet_moves(pos, list);
    } else {
        generate_moves(pos, list);
    }

    // Step 3. Moves. No move loses (FMJD 7.2), or wins in the giveaway games; a forced
    // move is searched one ply deeper.
    if (list.empty()) return no_move_score<Rules>(ply);

    // Step 3a. A reduced search that clears a raised beta (ProbCut's idea, in the form of
    // Scan 2.0): off the principal variation, when a search of 40% of the depth left holds
    // against beta plus 5 centi-men a ply, the full search is taken to hold too. Inside
    // that verification nothing is cut this way again.
    if (!pv_node && use_reductions_ && !verifying_cut_ && depth >= 3 && beta <= score::eval_limit &&
        beta >= -score::eval_limit) {
        const Score margin = 5 * depth;
        const Score raised = beta + margin;
        // A verification that does not cut leaves the node's value to the full search:
        // its horizon leaves do not make a proven result an evaluation (Step 1's draws).
        const bool horizon_before = reached_horizon_;
        verifying_cut_ = true;
        const Score verified = search(pos, clock, raised - 1, raised, depth * 4 / 10, ply);
        verifying_cut_ = false;
        if (aborted_) return 0;
        if (verified >= raised) return verified - margin;
        reached_horizon_ = horizon_before;
    }

    if (tt_move >= list.size()) tt_move = -1;
    const int new_depth = depth - 1 + (list.size() == 1 ? 1 : 0);
    MovePicker<Rules> picker(list, tt_move, history_, pos.side_to_move(), ply);
    int tried[MoveList<Word>::capacity];

    // Step 4. Principal variation search over the ordered moves.
    const Score original_alpha = alpha;
    Score best = may_claim ? score::draw : -score::infinity;
    int best_index = -1;
    for (int n = 0, index; (index = picker.next()) >= 0; ++n) {
        tried[n] = index;
        const Mv& move = list[index];
        // In draughts a node's moves are all captures or all quiet (captures are
        // compulsory); in Tablut they mix, and only the quiet ones are reduced and kept
        // as killers.
        const bool quiet = !move.is_capture();
        const Pos child = pos.after(move);
        if (use_tt_) tt_.prefetch(child.key());
        eval_cache_.prefetch(child.key());
        const Clock child_clock = clock.after(pos, move, child);
        Score score;
        if (n == 0) {
            score = -search(child, child_clock, -beta, -alpha, new_depth, ply + 1);
        } else {
            // Step 4a. Late move reductions: a quiet move ordered late is first searched
            // shallower, and again at full depth only if it beats alpha there. Off the
            // principal variation every quiet move after the first loses a ply at least
            // (as in Scan 2.0); on it, from the fourth move. A promotion is never reduced
            // (nor in Scan 2.0): a new king changes the game as a capture does.
            int reduction = 0;
            if (use_reductions_ && quiet && !move.promotes && depth >= 3 &&
                n >= (pv_node ? 3 : 1) && !history_.is_killer(ply, move, 0) &&
                !history_.is_killer(ply, move, 1)) {
                reduction = std::max(1, late_move_reduction(depth, n)) - (pv_node ? 1 : 0);
                reduction = std::clamp(reduction, 0, new_depth - 1);
            }
            score = -search(child, child_clock, -alpha - 1, -alpha, new_depth - reduction, ply + 1);
            if (score > alpha && reduction > 0 && !aborted_)
                score = -search(child, child_clock, -alpha - 1, -alpha, new_depth, ply + 1);
            if (score > alpha && score < beta && !aborted_)
                score = -search(child, child_clock, -beta, -alpha, new_depth, ply + 1);
        }
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            best_index = index;
            if (score > alpha) {
                alpha = score;
                if (pv_node) update_pv(ply, move);
                if (alpha >= beta) {
                    // Step 5. A cut-off: remember the quiet move that caused it.
                    if (quiet) history_.killer(ply, move);
                    break;
                }
            }
        }
    }
    // The history learns which move was best where a move raised alpha, captures and
    // quiet moves alike.
    if (best > original_alpha && best_index >= 0) {
        for (int k = 0; tried[k] != best_index; ++k)
            history_.not_best(pos.side_to_move(), list[tried[k]]);
        history_.best(pos.side_to_move(), list[best_index]);
    }

    // Step 6. Store the result.
    if (use_tt_) {
        const Bound bound = best >= beta            ? Bound::lower
                            : best > original_alpha ? Bound::exact
                                                    : Bound::upper;
        tt_.store(pos.key(), ply, best, depth, bound, best_index);
    }
    return best;
}

template <class Rules>
Score Searcher<Rules>::quiesce(const Pos& pos, Score alpha, Score beta, int ply) {
    pv_length_[ply] = ply;
    deepest_ply_ = std::max(deepest_ply_, ply);
    count_node();
    if (aborted_) return 0;
    if (opponent_crowned(pos)) return score::loss_in(ply);
    if (ply >= max_ply) return horizon_evaluation(pos);
    MoveList<Word> list;
    if (!generate_compulsory_captures(pos, list)) {
        if (const auto known = probe_quiet_egdb(pos, ply)) return *known;
        if (count_quiet_moves(pos) == 0) return no_move_score<Rules>(ply);
        if (may_promote(pos) || may_offer_exchange(pos))
            return quiesce_quiet_moves(pos, alpha, beta, ply, list);
        ++leaves_;
        leaf_plies_ += ply;
        return horizon_evaluation(pos);
    }
    // The side to move must capture: no stand pat, every capture is searched.
    Score best = -score::infinity;
    for (const Mv& move : list) {
        const Pos child = pos.after(move);
        eval_cache_.prefetch(child.key());
        const Score score = -quiesce(child, -beta, -alpha, ply + 1);
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                update_pv(ply, move);
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

// Whether a man of the side to move stands one step from a square that crowns it, so
// that a quiet move may crown it (a cheap filter before generating the quiet moves).
template <class Rules>
bool Searcher<Rules>::may_promote(const Pos& pos) {
    if constexpr (Rules::family != Family::diagonal) {
        return false;
    } else {
        using Masks = BoardMasks<Rules>;
        static constexpr typename Masks::Bb next_to_crown[] = {Masks::next_to_crown(Color::white),
                                                               Masks::next_to_crown(Color::black)};
        const Color us = pos.side_to_move();
        return !(pos.men(us) & next_to_crown[us == Color::white ? 0 : 1]).empty();
    }
}

// A quiet leaf where the side to move may crown a man or offer an exchange: the static
// evaluation is its floor (it may play another quiet move instead, "stand pat"), and the
// promotions and exchange offers (search/exchange_offers.hpp) are searched on, so that a
// king one move away or an exchange that opens a shot is not missed at the horizon (Scan
// 2.0 does the same). Every other quiet move is left to the evaluation. `list` is empty
// on entry.
template <class Rules>
Score Searcher<Rules>::quiesce_quiet_moves(const Pos& pos, Score alpha, Score beta, int ply,
                                           MoveList<Word>& list) {
    Score best = horizon_evaluation(pos);
    bool searched = false;
    if (best < beta) {
        generate_quiet_moves(pos, list);
        const bool offers = may_offer_exchange(pos);
        for (const Mv& move : list) {
            if (!move.promotes && !(offers && offers_exchange(pos, move))) continue;
            searched = true;
            const Pos child = pos.after(move);
            eval_cache_.prefetch(child.key());
            const Score score = -quiesce(child, -beta, -std::max(alpha, best), ply + 1);
            if (aborted_) return 0;
            if (score > best) {
                best = score;
                if (score > alpha) update_pv(ply, move);
                if (score >= beta) break;
            }
        }
    }
    if (!searched) {
        ++leaves_;
        leaf_plies_ += ply;
    }
    return best;
}

template <class Rules>
void Searcher<Rules>::update_pv(int ply, const Mv& move) {
    Mv* row = pv_.get() + ply * (max_ply + 2);
    const Mv* child = pv_.get() + (ply + 1) * (max_ply + 2);
    row[ply] = move;
    const int child_length = pv_length_[ply + 1];
    for (int i = ply + 1; i < child_length; ++i) row[i] = child[i];
    pv_length_[ply] = std::max(child_length, ply + 1);
}

// The reply we expect: the second move of the principal variation, else the table's
// best move in the position after our move.
template <class Rules>
std::optional<typename Searcher<Rules>::Mv> Searcher<Rules>::ponder_move() const {
    if (line_.size() >= 2 && line_[0] == root_moves_.front().move) return line_[1];
    const Pos child = root_->position.after(root_moves_.front().move);
    if (opponent_crowned(child)) return std::nullopt;  // breakthrough: our move ends the game
    MoveList<Word> list;
    generate_moves(child, list);
    if (list.empty()) return std::nullopt;
    TTHit hit;
    if (use_tt_ && tt_.probe(child.key(), 1, hit) && hit.move_index >= 0 &&
        hit.move_index < list.size())
        return list[hit.move_index];
    return std::nullopt;
}

}  // namespace kabe
