#pragma once
// Texel tuning of the evaluation weights (docs/testing.md): given positions with the
// results of the games they came from, find the weights whose evaluation, mapped to an
// expected score by a sigmoid, best predicts those results (least mean squared error).
//
// The evaluation is the real one (eval_terms) computed from a Weights table at run time:
// eval_terms takes its weights as an argument, so the tuner needs no second copy of the
// terms and the search keeps its compile-time table.
//
// 1. K, the sigmoid's scale, by a line search with the starting weights (it converts
//    centi-men into winning chances, and is then held fixed);
// 2. the targets: the game results, or (blend_search_scores) a mix of the result and the
//    search score turned into winning chances by the same K. A result is one noisy bit
//    that a blunder twenty moves later decides; the search score says what the position
//    was worth when it was played, so mixing it in steadies the fit;
// 3. coordinate descent: each weight in turn +step, else -step, kept while the error
//    falls; the step halves when a whole round finds nothing, down to 1. With a
//    regularization mu the error adds mu * (weight - its start)^2 over the tuned weights,
//    so a weight moves far only when the data really ask for it.
// The man stays at 100: it is the unit of every score (and K fixes the scale anyway).

#include <algorithm>
#include <cmath>
#include <functional>
#include <string_view>
#include <vector>

#include "eval/evaluate.hpp"

namespace kabe::eval {

// The weights the variant's family reads (Evaluation<Rules>::weights, eval/evaluate.hpp),
// less the fixed ones (weights.hpp: the man, and the bonuses of a won game).
template <class Rules>
std::vector<WeightField> tunable_weights() {
    std::vector<WeightField> out;
    for (const auto& f : Evaluation<Rules>::weights)
        if (std::find(std::begin(fixed_weights), std::end(fixed_weights), f.name) ==
            std::end(fixed_weights))
            out.push_back(f);
    return out;
}

template <class Rules>
struct TuningSample {
    Position<Rules> position;
    double result;     // White's points: 1, 0.5 or 0
    double score = 0;  // the search score when it was played, White's view, centi-men
};

// Expected points for White of a White-view score, at scale k (per centi-man).
inline double win_probability(double score, double k) {
    return 1.0 / (1.0 + std::exp(-k * score));
}

template <class Rules>
class Tuner {
public:
    Tuner(std::vector<TuningSample<Rules>> samples, const Weights& start,
          std::vector<WeightField> tuned = tunable_weights<Rules>())
        : samples_(std::move(samples)), start_(start), weights_(start), tuned_(std::move(tuned)) {
        targets_.reserve(samples_.size());
        for (const auto& s : samples_) targets_.push_back(s.result);
    }

    const Weights& weights() const { return weights_; }
    double k() const { return k_; }
    std::size_t size() const { return samples_.size(); }

    // The evaluation of every sample with the given weights, White's view, clamped.
    std::vector<double> scores(const Weights& w) const {
        std::vector<double> out;
        out.reserve(samples_.size());
        for (const auto& s : samples_)
            out.push_back(
                std::clamp(eval_terms(s.position, w).sum(), -score::eval_limit, score::eval_limit));
        return out;
    }

    // Mean squared error of the predictions against the game results (what K is fitted to).
    double error(const std::vector<double>& scores, double k) const {
        return mean_squared_error(scores, k, [&](std::size_t i) { return samples_[i].result; });
    }
    // What the descent minimises: the error against the targets plus the regularization.
    double error(const Weights& w) const {
        const double fit =
            mean_squared_error(scores(w), k_, [&](std::size_t i) { return targets_[i]; });
        double penalty = 0;
        for (const auto& f : tuned_) {
            const double moved = w.*f.field - start_.*f.field;
            penalty += moved * moved;
        }
        return fit + regularization_ * penalty;
    }
    double error() const { return error(weights_); }

    // Step 2 (optional, after fit_k): target = lambda * result + (1 - lambda) * the search
    // score's winning chances at K. lambda = 1 keeps the results alone.
    void blend_search_scores(double lambda) {
        for (std::size_t i = 0; i < samples_.size(); ++i)
            targets_[i] =
                lambda * samples_[i].result + (1 - lambda) * win_probability(samples_[i].score, k_);
    }
    // mu per centi-man squared of movement away from the starting weights.
    void set_regularization(double mu) { regularization_ = mu; }

    // Step 1: K by a ternary search on log K (the error is unimodal in K).
    double fit_k() {
        const std::vector<double> s = scores(weights_);
        double lo = std::log(1e-5), hi = std::log(1.0);
        for (int i = 0; i < 100; ++i) {
            const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
            if (error(s, std::exp(a)) < error(s, std::exp(b)))
                hi = b;
            else
                lo = a;
        }
        k_ = std::exp((lo + hi) / 2);
        return k_;
    }

    // Step 2: coordinate descent for at most `rounds` rounds over the tuned weights
    // (a round that changes nothing at step 1 ends it early). on_round(round, error, step)
    // after each. Returns the final error.
    double descend(int rounds, int first_step = 8,
                   const std::function<void(int, double, int)>& on_round = {}) {
        double best = error();
        int step = std::max(1, first_step);
        for (int round = 1; round <= rounds; ++round) {
            bool improved = false;
            for (const auto& f : tuned_) {
                for (const int sign : {+1, -1}) {
                    bool moved = false;
                    // Keep going while it helps: a weight far off moves in a few tries.
                    for (;;) {
                        Weights trial = weights_;
                        trial.*f.field += sign * step;
                        const double e = error(trial);
                        if (!(e < best)) break;
                        best = e;
                        weights_ = trial;
                        moved = improved = true;
                    }
                    if (moved) break;  // no need to try the other direction
                }
            }
            if (on_round) on_round(round, best, step);
            if (!improved) {
                if (step == 1) break;
                step /= 2;
            }
        }
        return best;
    }

private:
    template <class Target>
    double mean_squared_error(const std::vector<double>& scores, double k, Target target) const {
        if (samples_.empty()) return 0;
        double sum = 0;
        for (std::size_t i = 0; i < samples_.size(); ++i) {
            const double d = target(i) - win_probability(scores[i], k);
            sum += d * d;
        }
        return sum / static_cast<double>(samples_.size());
    }

    std::vector<TuningSample<Rules>> samples_;
    std::vector<double> targets_;  // what the descent fits: results, or results and scores
    Weights start_;
    Weights weights_;
    std::vector<WeightField> tuned_;
    double k_ = 0.01;
    double regularization_ = 0;
};

}  // namespace kabe::eval
