// The Texel tuner on synthetic data whose right answer is known: results drawn from the
// material alone, with a king worth 300. Started from a king of 150 and an oversized
// centre weight, the tuner must raise the king, shrink the centre and lower the error.

#include "eval/tuner.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "movegen/notation.hpp"

namespace kabe::test {
namespace {

using Intl = International;
using N = Notation<Intl>;

// Random International positions with men and kings of both sides; each result drawn
// with the probability sigmoid(material / 150), material counted with king = 300.
// The score of each sample is that material exactly, as a perfect search would say; with
// result_king the results are drawn as if a king were worth that instead.
std::vector<eval::TuningSample<Intl>> material_only_data(int count, unsigned seed,
                                                         int result_king = 300) {
    std::mt19937 rng(seed);
    std::vector<eval::TuningSample<Intl>> out;
    const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution(lo, hi)(rng); };
    for (int i = 0; i < count; ++i) {
        std::vector<int> squares(50);
        std::iota(squares.begin(), squares.end(), 1);
        std::shuffle(squares.begin(), squares.end(), rng);
        const int white_men = pick(3, 12), black_men = pick(3, 12);
        const int white_kings = pick(0, 2), black_kings = pick(0, 2);
        std::string white = "W", black = "B";
        int placed_wm = 0, placed_bm = 0, placed_wk = 0, placed_bk = 0;
        for (const int sq : squares) {
            // Appended piece by piece: GCC 12 warns (-Wrestrict) inside "K" + to_string().
            const auto add = [](std::string& side, const char* king, int square) {
                if (side.size() > 1) side += ',';
                side += king;
                side += std::to_string(square);
            };
            if (placed_wm < white_men && sq > 5) {
                add(white, "", sq);
                ++placed_wm;
            } else if (placed_bm < black_men && sq < 46) {
                add(black, "", sq);
                ++placed_bm;
            } else if (placed_wk < white_kings) {
                add(white, "K", sq);
                ++placed_wk;
            } else if (placed_bk < black_kings) {
                add(black, "K", sq);
                ++placed_bk;
            }
        }
        const auto material = [&](int king) {
            const auto kings = [&](int n) { return n ? king + (n - 1) * 250 : 0; };
            return 100.0 * (white_men - black_men) + kings(white_kings) - kings(black_kings);
        };
        const double p = 1.0 / (1.0 + std::exp(-material(result_king) / 150.0));
        const double result = std::uniform_real_distribution(0.0, 1.0)(rng) < p ? 1.0 : 0.0;
        const std::string side = pick(0, 1) ? "W" : "B";
        out.push_back({N::parse_fen(side + ":" + white + ":" + black), result, material(300)});
    }
    return out;
}

TEST(Tuner, KFitsTheScaleOfTheData) {
    eval::Tuner<Intl> tuner(material_only_data(3000, 7), eval::default_weights);
    const double k = tuner.fit_k();
    // The data were drawn at 1/150 per centi-man; the other terms blur it a little.
    EXPECT_GT(k, 1.0 / 400);
    EXPECT_LT(k, 1.0 / 60);
    // The fitted K beats its neighbours.
    const auto scores = tuner.scores(tuner.weights());
    EXPECT_LE(tuner.error(scores, k), tuner.error(scores, k * 1.5));
    EXPECT_LE(tuner.error(scores, k), tuner.error(scores, k / 1.5));
}

TEST(Tuner, MovesTheMaterialWeightsTowardsTheTruthAndLowersTheError) {
    eval::Weights start = eval::default_weights;
    start.king = 150;
    start.extra_king = 100;
    start.centre = 40;
    eval::Tuner<Intl> tuner(material_only_data(3000, 11), start,
                            {{"king", &eval::Weights::king},
                             {"extra_king", &eval::Weights::extra_king},
                             {"centre", &eval::Weights::centre}});
    tuner.fit_k();
    const double before = tuner.error();
    const double after = tuner.descend(40);
    EXPECT_LT(after, before);
    EXPECT_DOUBLE_EQ(after, tuner.error());
    EXPECT_GT(tuner.weights().king, 150 + 50);
    EXPECT_GT(tuner.weights().extra_king, 100 + 50);
    EXPECT_LT(tuner.weights().centre, 40);
    EXPECT_EQ(tuner.weights().man, 100);  // the unit is not tuned
}

const std::vector<eval::WeightField> material_fields = {{"king", &eval::Weights::king},
                                                        {"extra_king", &eval::Weights::extra_king}};

eval::Weights weak_kings() {
    eval::Weights w = eval::default_weights;
    w.king = 150;
    w.extra_king = 100;
    return w;
}

TEST(Tuner, LambdaChoosesBetweenResultsAndSearchScores) {
    // Results that value a king at 100, scores that value it at 300.
    const auto data = material_only_data(4000, 5, 100);
    const auto fitted_king = [&](double lambda) {
        eval::Tuner<Intl> tuner(data, eval::default_weights, material_fields);
        tuner.fit_k();
        tuner.blend_search_scores(lambda);
        const double before = tuner.error();
        EXPECT_LT(tuner.descend(40), before);
        return tuner.weights().king;
    };
    const int by_results = fitted_king(1.0), by_scores = fitted_king(0.0),
              blended = fitted_king(0.5);
    EXPECT_LT(by_results, 200) << by_results;
    EXPECT_GT(by_scores, 230);  // the other terms blur it a little (254 here)
    EXPECT_LT(by_results, blended);
    EXPECT_LT(blended, by_scores);
}

TEST(Tuner, RegularizationHoldsTheWeightsNearTheirStart) {
    const auto data = material_only_data(3000, 11);
    eval::Tuner<Intl> free(data, weak_kings(), material_fields);
    free.fit_k();
    free.descend(40);

    eval::Tuner<Intl> held(data, weak_kings(), material_fields);
    held.fit_k();
    held.set_regularization(1e-4);  // 100 centi-men away costs 1.0, far above any fit
    EXPECT_DOUBLE_EQ(held.error(), held.error(held.weights()));
    held.descend(40);
    EXPECT_GT(free.weights().king, 150 + 50);
    EXPECT_LT(std::abs(held.weights().king - 150), 10);
    EXPECT_LT(std::abs(held.weights().extra_king - 100), 10);
}

TEST(Tuner, EveryTunedWeightIsATableField) {
    const auto tuned = eval::tunable_weights<Intl>();
    EXPECT_EQ(tuned.size(), 18u);
    EXPECT_TRUE(
        std::none_of(tuned.begin(), tuned.end(), [](const auto& f) { return f.name == "man"; }));
    EXPECT_EQ(eval::tunable_weights<Antidraughts>().size(), 4u);
}

}  // namespace
}  // namespace kabe::test
