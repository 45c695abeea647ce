#pragma once
// Training the pattern weights (docs/eval.md, docs/testing.md): logistic regression of
// the game's outcome on the evaluation, by mini-batch Adam.
//
// The model is the evaluation itself: x = hand-made terms + patterns (learned.hpp), in
// centi-men, White's view, and White's expected points p = 1 / (1 + exp(-K x)). The
// hand-made part is fixed, so the patterns learn what it misses. K comes from the data:
// the scale at which the hand-made evaluation alone best predicts the results.
//
// Targets: lambda x result + (1 - lambda) x the search score turned into points by the
// same K (a result is one noisy bit; the score says what the position was worth when it
// was played). Loss: cross-entropy, whose gradient for x is K (p - target).
//
// Every sample touches 2 x windows table entries (White's and Black's view) and its extra
// features (king squares, material: layout.hpp), each with a middle-game and an endgame
// weight shared by the phase. Adam keeps its moments per
// weight and updates only the weights a batch touched (lazy Adam); L2 pulls each weight
// it updates towards 0 (decoupled weight decay), so that rare configurations stay small.
// The last `validation` share of the samples (whole games, as they come in file order),
// or the last `validation_count` of them (`kabe train --validation-data`), is held out;
// the epoch with the lowest validation loss is the one kept. The weights start at 0 (the
// hand-made evaluation alone), or at a weights file's (start_from).

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <numeric>
#include <optional>
#include <random>
#include <tuple>
#include <utility>
#include <vector>

#include "eval/learned.hpp"
#include "eval/patterns/weights.hpp"

namespace kabe::eval::patterns {

struct TrainSettings {
    int epochs = 20;
    int batch = 512;
    double learning_rate = 1.0;  // centi-men per step, at the start (falls linearly to 10%)
    double l2 = 1e-4;            // the decay per update, relative to the learning rate
    double lambda = 0.5;         // the result's share in each target
    double validation = 0.05;    // share of the samples held out
    std::size_t validation_count = 0;  // if not 0, the number held out instead (the last ones)
    std::uint64_t seed = 1;      // the order of the samples
    bool windows = true;         // fit the windows' entries (false: they keep their start values)
    bool extras = true;          // fit the extras (false: they keep their start values)
    // The phase measure of the weights trained (layout.hpp); none: the starting
    // weights' (start_from), else the pieces.
    std::optional<Phase> phase;
};

struct EpochReport {
    int epoch = 0;          // 0: before training (the hand-made evaluation alone)
    double train_loss = 0;  // cross-entropy per sample
    double validation_loss = 0;
    double validation_mse = 0;  // mean squared error of the points, for comparison with tune
    double seconds = 0;
};

template <class Rules>
class PatternTrainer {
public:
    using L = Layout<Rules>;

    // A position with its game's result (White's points) and its search score (centi-men,
    // White's view). A drawn lone-king ending is left out: there the evaluation shrinks
    // everything, patterns included, and they would learn nothing; so is drawish material
    // (endgame.hpp), where it divides them by a number the trainer does not model.
    void add(const Position<Rules>& pos, double points, double score) {
        if (lone_king_holds(pos) || drawish(pos)) {
            ++skipped_;
            return;
        }
        Sample s;
        s.reading = read_patterns(pos);
        s.hand = static_cast<float>(eval_terms(pos).sum());
        s.points = static_cast<float>(points);
        s.score = static_cast<float>(score);
        samples_.push_back(s);
    }
    std::size_t size() const { return samples_.size(); }
    std::size_t skipped() const { return skipped_; }
    double k() const { return k_; }
    // The epoch whose weights train() returned (0: none beat the starting weights).
    int best_epoch() const { return best_epoch_; }
    // Start from these weights instead of zeros: a weights file fine-tuned on new data,
    // whose own losses on that data are epoch 0's.
    void start_from(const PatternWeights<Rules>& weights) { initial_ = weights; }
    bool warm() const { return initial_.has_value(); }

    // Trains; calls on_epoch after every epoch (and for epoch 0 before the first).
    // Returns the weights of the epoch with the lowest validation loss.
    PatternWeights<Rules> train(const TrainSettings& s,
                                const std::function<void(const EpochReport&)>& on_epoch) {
        const auto started = std::chrono::steady_clock::now();
        const auto seconds = [&] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                .count();
        };
        const std::size_t held = std::min(
            samples_.size() - 1,
            s.validation_count
                ? s.validation_count
                : static_cast<std::size_t>(static_cast<double>(samples_.size()) * s.validation));
        const std::size_t training = samples_.size() - held;
        k_ = fit_k(training);
        phase_ = s.phase.value_or(initial_ ? initial_->phase() : Phase::pieces);
        fit_windows_ = s.windows;
        fit_extras_ = s.extras;
        for (Sample& sample : samples_)
            sample.target = static_cast<float>(
                s.lambda * sample.points +
                (1 - s.lambda) * sigmoid(k_ * std::clamp<double>(sample.score, -score::eval_limit,
                                                                 score::eval_limit)));

        weights_.assign(2 * entries, 0.0f);
        if (initial_) {
            constexpr double unit = PatternWeights<Rules>::units_per_centiman;
            const PatternWeights<Rules>& start = *initial_;
            for (int w = 0; w < L::windows; ++w)
                for (int c = 0; c < configurations; ++c) {
                    const Entry& e = start.at(w, c);
                    weights_[2 * index(w, c)] = static_cast<float>(e.middle / unit);
                    weights_[2 * index(w, c) + 1] = static_cast<float>(e.end / unit);
                }
            for (int x = 0; x < L::extras; ++x) {
                weights_[2 * extra_index(x)] = static_cast<float>(start.extra(x).middle / unit);
                weights_[2 * extra_index(x) + 1] = static_cast<float>(start.extra(x).end / unit);
            }
        }
        first_.assign(2 * entries, 0.0f);
        second_.assign(2 * entries, 0.0f);
        gradient_.assign(2 * entries, 0.0f);
        touched_flag_.assign(entries, 0);
        touched_.clear();
        step_ = 0;

        EpochReport report;
        report.train_loss = loss(0, training).first;
        std::tie(report.validation_loss, report.validation_mse) = loss(training, samples_.size());
        report.seconds = seconds();
        on_epoch(report);
        double best = report.validation_loss;
        best_epoch_ = 0;
        PatternWeights<Rules> best_weights = quantised();

        std::vector<std::uint32_t> order(training);
        std::iota(order.begin(), order.end(), 0u);
        std::mt19937_64 rng(s.seed);
        const std::size_t batches = (training + s.batch - 1) / s.batch;
        const std::size_t total_steps = batches * static_cast<std::size_t>(s.epochs);
        for (int epoch = 1; epoch <= s.epochs; ++epoch) {
            std::shuffle(order.begin(), order.end(), rng);
            double train_loss = 0;
            for (std::size_t b = 0; b < batches; ++b) {
                const std::size_t begin = b * s.batch, end = std::min(training, begin + s.batch);
                for (std::size_t i = begin; i < end; ++i)
                    train_loss += accumulate(samples_[order[i]]);
                const double progress = static_cast<double>(step_) / total_steps;
                adam_step(s.learning_rate * (1 - 0.9 * progress), s.l2,
                          static_cast<double>(end - begin));
            }
            report.epoch = epoch;
            report.train_loss = train_loss / training;
            std::tie(report.validation_loss, report.validation_mse) =
                loss(training, samples_.size());
            report.seconds = seconds();
            on_epoch(report);
            if (report.validation_loss < best) {
                best = report.validation_loss;
                best_weights = quantised();
                best_epoch_ = epoch;
            }
        }
        return best_weights;
    }

private:
    static constexpr std::size_t table_size = static_cast<std::size_t>(L::windows) * configurations;
    // The extras' weights follow the windows' in the same arrays.
    static constexpr std::size_t entries = table_size + L::extras;
    static std::size_t extra_index(int feature) { return table_size + feature; }

    // Whether the evaluation divides this position's value, whichever side is ahead.
    static bool drawish(const Position<Rules>& pos) {
        if constexpr (scales_drawish_material<Rules>)
            return drawish_material_divisor(pos, 1) > 1 || drawish_material_divisor(pos, -1) > 1;
        return false;
    }

    struct Sample {
        Reading<Rules> reading;
        float hand = 0;    // the hand-made evaluation, White's view, centi-men
        float points = 0;  // the game's result for White
        float score = 0;   // the search score, White's view
        float target = 0;
    };

    static double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

    // weights_[2i] is entry i's middle-game weight, weights_[2i + 1] its endgame weight.
    double evaluate(const Sample& s) const {
        const double middle = middle_share(s.reading);
        double m = 0, e = 0;
        for (int w = 0; w < L::windows; ++w) {
            const std::size_t a = 2 * index(w, s.reading.white[w]);
            const std::size_t b = 2 * index(w, s.reading.black[w]);
            m += weights_[a] - weights_[b];
            e += weights_[a + 1] - weights_[b + 1];
        }
        s.reading.for_each_extra([&](int feature, int value) {
            m += value * weights_[2 * extra_index(feature)];
            e += value * weights_[2 * extra_index(feature) + 1];
        });
        return std::clamp<double>(s.hand + middle * m + (1 - middle) * e, -score::eval_limit,
                                  score::eval_limit);
    }
    // The middle-game weights' share in the blend.
    double middle_share(const Reading<Rules>& r) const {
        return static_cast<double>(phase_value(r, phase_)) / phase_scale<Rules>(phase_);
    }
    static std::size_t index(int window, int configuration) {
        return static_cast<std::size_t>(window) * configurations + configuration;
    }

    static double cross_entropy(double target, double p) {
        constexpr double tiny = 1e-12;
        return -(target * std::log(std::max(p, tiny)) +
                 (1 - target) * std::log(std::max(1 - p, tiny)));
    }

    // Mean cross-entropy and squared error against the result over samples [begin, end).
    std::pair<double, double> loss(std::size_t begin, std::size_t end) const {
        double ce = 0, se = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const double p = sigmoid(k_ * evaluate(samples_[i]));
            ce += cross_entropy(samples_[i].target, p);
            se += (p - samples_[i].points) * (p - samples_[i].points);
        }
        const double n = static_cast<double>(std::max<std::size_t>(1, end - begin));
        return {ce / n, se / n};
    }

    // Adds one sample's gradient; returns its loss.
    double accumulate(const Sample& s) {
        const double p = sigmoid(k_ * evaluate(s));
        const double g = k_ * (p - s.target);
        const double middle = middle_share(s.reading);
        const auto add = [&](std::size_t entry, double sign) {
            gradient_[2 * entry] += static_cast<float>(sign * g * middle);
            gradient_[2 * entry + 1] += static_cast<float>(sign * g * (1 - middle));
            if (!touched_flag_[entry]) {
                touched_flag_[entry] = 1;
                touched_.push_back(static_cast<std::uint32_t>(entry));
            }
        };
        if (fit_windows_)
            for (int w = 0; w < L::windows; ++w) {
                add(index(w, s.reading.white[w]), 1);
                add(index(w, s.reading.black[w]), -1);
            }
        if (fit_extras_)
            s.reading.for_each_extra(
                [&](int feature, int value) { add(extra_index(feature), value); });
        return cross_entropy(s.target, p);
    }

    void adam_step(double rate, double l2, double batch_size) {
        constexpr double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
        ++step_;
        const double correction1 = 1 - std::pow(beta1, static_cast<double>(step_));
        const double correction2 = 1 - std::pow(beta2, static_cast<double>(step_));
        for (const std::uint32_t entry : touched_) {
            for (std::size_t j = 2 * entry; j < 2 * entry + 2; ++j) {
                const double g = gradient_[j] / batch_size;
                first_[j] = static_cast<float>(beta1 * first_[j] + (1 - beta1) * g);
                second_[j] = static_cast<float>(beta2 * second_[j] + (1 - beta2) * g * g);
                const double update =
                    (first_[j] / correction1) / (std::sqrt(second_[j] / correction2) + epsilon);
                weights_[j] = static_cast<float>(weights_[j] - rate * (update + l2 * weights_[j]));
                gradient_[j] = 0;
            }
            touched_flag_[entry] = 0;
        }
        touched_.clear();
    }

    // The float weights rounded to table units.
    PatternWeights<Rules> quantised() const {
        PatternWeights<Rules> out;
        out.set_phase(phase_);
        constexpr double unit = PatternWeights<Rules>::units_per_centiman;
        const auto round = [&](float w) {
            return static_cast<std::int16_t>(std::clamp(std::lround(w * unit), -32767l, 32767l));
        };
        for (int w = 0; w < L::windows; ++w)
            for (int c = 0; c < configurations; ++c) {
                const std::size_t i = 2 * index(w, c);
                out.at(w, c) = {round(weights_[i]), round(weights_[i + 1])};
            }
        for (int x = 0; x < L::extras; ++x)
            out.extra(x) = {round(weights_[2 * extra_index(x)]),
                            round(weights_[2 * extra_index(x) + 1])};
        return out;
    }

    // The scale K at which the hand-made evaluation best predicts the results of the
    // training samples (least squared error), by golden-section search on log K.
    double fit_k(std::size_t training) const {
        const auto error = [&](double k) {
            double e = 0;
            for (std::size_t i = 0; i < training; ++i) {
                const double p =
                    sigmoid(k * std::clamp<double>(samples_[i].hand, -score::eval_limit,
                                                   score::eval_limit));
                e += (p - samples_[i].points) * (p - samples_[i].points);
            }
            return e;
        };
        double lo = std::log(1e-4), hi = std::log(0.1);
        constexpr double golden = 0.6180339887498949;
        double a = hi - golden * (hi - lo), b = lo + golden * (hi - lo);
        double ea = error(std::exp(a)), eb = error(std::exp(b));
        for (int i = 0; i < 40; ++i) {
            if (ea < eb) {
                hi = b;
                b = a;
                eb = ea;
                a = hi - golden * (hi - lo);
                ea = error(std::exp(a));
            } else {
                lo = a;
                a = b;
                ea = eb;
                b = lo + golden * (hi - lo);
                eb = error(std::exp(b));
            }
        }
        return std::exp((lo + hi) / 2);
    }

    std::vector<Sample> samples_;
    std::optional<PatternWeights<Rules>> initial_;
    std::size_t skipped_ = 0;
    double k_ = 0;
    int best_epoch_ = 0;
    bool fit_windows_ = true, fit_extras_ = true;
    Phase phase_ = Phase::pieces;
    std::vector<float> weights_, first_, second_, gradient_;
    std::vector<std::uint8_t> touched_flag_;
    std::vector<std::uint32_t> touched_;
    std::uint64_t step_ = 0;
};

}  // namespace kabe::eval::patterns
