// `kabe match` statistics: values worked out by hand (the arithmetic is in the comments) for
// the formulas of cutechess-cli (projects/lib/src/elo.cpp and sprt.cpp), the edge cases
// where those formulas divide by zero, the parsing of the -sprt option, and the exact text
// of the closing lines.

#include "match/stats.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace {

using namespace kabe::match;

// Runs parse_sprt and returns the message it throws, or "" if it did not throw.
std::string parse_error(std::string_view text) {
    try {
        parse_sprt(text);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

TEST(MatchScore, CountsPointsAndRatio) {
    // 7 + 2 + 3 = 12 games; 7 + 3/2 = 8.5 points; 8.5 / 12 = 0.70833...
    const MatchScore s{7, 2, 3};
    EXPECT_EQ(s.games(), 12);
    EXPECT_DOUBLE_EQ(s.points(), 8.5);
    EXPECT_DOUBLE_EQ(s.ratio(), 8.5 / 12);
}

TEST(MatchScore, NoGamesIsAnEvenScore) {
    const MatchScore s;
    EXPECT_EQ(s.games(), 0);
    EXPECT_DOUBLE_EQ(s.points(), 0.0);
    EXPECT_DOUBLE_EQ(s.ratio(), 0.5);
}

TEST(EstimateElo, SixtyFortyNoDraws) {
    // ratio 60/100 = 0.6; Elo = -400 * log10(1/0.6 - 1) = -400 * log10(2/3)
    //   = -400 * (-0.176091) = 70.437
    // per-game variance: 0.6 * (1 - 0.6)^2 + 0.4 * (0 - 0.6)^2 = 0.096 + 0.144 = 0.24
    // standard error sqrt(0.24 / 100) = 0.0489898; times 1.959964 = 0.0960182
    // interval of the score 0.6 -/+ 0.0960182 = [0.5039818, 0.6960182]
    //   -> Elo -400*log10(1/0.5039818 - 1) = 2.7669 and -400*log10(1/0.6960182 - 1) = 143.9092
    // margin (143.9092 - 2.7669) / 2 = 70.571
    // LOS 0.5 * (1 + erf(20 / sqrt(2 * 100))) = 0.5 * (1 + erf(1.414214)) = 0.5 * 1.954500
    //   = 0.977250
    const EloEstimate e = estimate_elo({60, 40, 0});
    EXPECT_NEAR(e.elo, 70.437, 0.001);
    EXPECT_NEAR(e.margin, 70.571, 0.001);
    EXPECT_NEAR(e.los, 0.977250, 0.000001);
}

TEST(EstimateElo, UsesTheExactNormalQuantile) {
    // 69 - 51 - 80 (200 games): mu = (69 + 40) / 200 = 0.545,
    // variance 0.345 * 0.455^2 + 0.255 * 0.545^2 + 0.4 * 0.045^2 = 0.147975,
    // standard error sqrt(0.147975 / 200) = 0.0272006.
    // With z = 1.959964: [0.4916877, 0.5983123] -> [-5.7765, 69.2157] Elo, margin 37.496.
    // cutechess's approximate z = 1.957162 would give 37.44: this pins our choice.
    const EloEstimate e = estimate_elo({69, 51, 80});
    EXPECT_NEAR(e.elo, 31.354, 0.001);  // -400 * log10(1/0.545 - 1)
    EXPECT_NEAR(e.margin, 37.496, 0.001);
}

TEST(EstimateElo, EqualWinsAndLossesIsZeroEloAndEvenLos) {
    // ratio (30 + 20) / 100 = 0.5 -> -400 * log10(1) = 0; LOS 0.5 * (1 + erf(0)) = 0.5.
    // variance 0.3 * 0.25 + 0.3 * 0.25 + 0.4 * 0 = 0.15; se sqrt(0.0015) = 0.0387298;
    // interval 0.5 -/+ 0.0759091 -> +/- 400*log10(0.5759091/0.4240909) = 53.158.
    const EloEstimate e = estimate_elo({30, 30, 40});
    EXPECT_DOUBLE_EQ(e.elo, 0.0);
    EXPECT_NEAR(e.margin, 53.158, 0.001);
    EXPECT_DOUBLE_EQ(e.los, 0.5);
}

TEST(EstimateElo, SwappingTheEnginesNegatesEloAndMirrorsLos) {
    const EloEstimate a = estimate_elo({60, 40, 25});
    const EloEstimate b = estimate_elo({40, 60, 25});
    EXPECT_NEAR(a.elo, -b.elo, 1e-9);
    EXPECT_NEAR(a.margin, b.margin, 1e-9);
    EXPECT_NEAR(a.los + b.los, 1.0, 1e-12);
    EXPECT_GT(a.elo, 0.0);
}

TEST(EstimateElo, NoGames) {
    const EloEstimate e = estimate_elo({});
    EXPECT_DOUBLE_EQ(e.elo, 0.0);
    EXPECT_TRUE(std::isinf(e.margin) && e.margin > 0);
    EXPECT_DOUBLE_EQ(e.los, 0.5);
}

TEST(EstimateElo, AllWins) {
    // ratio 1 -> -400 * log10(0) = +infinity, and the interval is unbounded;
    // LOS 0.5 * (1 + erf(10 / sqrt(20))) = 0.5 * (1 + erf(2.236068)) = 0.999217.
    const EloEstimate e = estimate_elo({10, 0, 0});
    EXPECT_TRUE(std::isinf(e.elo) && e.elo > 0);
    EXPECT_TRUE(std::isinf(e.margin) && e.margin > 0);
    EXPECT_NEAR(e.los, 0.999217, 0.000001);
}

TEST(EstimateElo, AllLosses) {
    const EloEstimate e = estimate_elo({0, 10, 0});
    EXPECT_TRUE(std::isinf(e.elo) && e.elo < 0);
    EXPECT_TRUE(std::isinf(e.margin) && e.margin > 0);
    EXPECT_NEAR(e.los, 1.0 - 0.999217, 0.000001);
}

TEST(EstimateElo, AllDraws) {
    // ratio 0.5 -> 0 Elo; every game scored exactly the mean, so the variance (and, by
    // cutechess's formula, the margin) is 0; no decisive game -> LOS 50%.
    const EloEstimate e = estimate_elo({0, 0, 10});
    EXPECT_DOUBLE_EQ(e.elo, 0.0);
    EXPECT_DOUBLE_EQ(e.margin, 0.0);
    EXPECT_DOUBLE_EQ(e.los, 0.5);
}

TEST(EstimateElo, IntervalReachingAPerfectScoreIsUnbounded) {
    // 9 - 1 - 0: mu 0.9, variance 0.9 * 0.01 + 0.1 * 0.81 = 0.09, se sqrt(0.009) = 0.094868;
    // upper end 0.9 + 1.959964 * 0.094868 = 1.0859 > 1: no finite Elo (cutechess prints nan).
    // Elo -400 * log10(1/0.9 - 1) = 381.697 is still finite.
    const EloEstimate e = estimate_elo({9, 1, 0});
    EXPECT_NEAR(e.elo, 381.697, 0.001);
    EXPECT_TRUE(std::isinf(e.margin));
}

TEST(ParseSprt, AcceptsTheFourParametersInAnyOrder) {
    const SprtSettings s = parse_sprt("beta=0.1  alpha=0.05 elo1=5.5\telo0=-1.5");
    EXPECT_DOUBLE_EQ(s.elo0, -1.5);
    EXPECT_DOUBLE_EQ(s.elo1, 5.5);
    EXPECT_DOUBLE_EQ(s.alpha, 0.05);
    EXPECT_DOUBLE_EQ(s.beta, 0.1);
}

TEST(ParseSprt, RejectsMissingDuplicateAndUnknownParameters) {
    EXPECT_EQ(parse_error("elo0=0 elo1=5"), "sprt: missing alpha, beta");
    EXPECT_EQ(parse_error(""), "sprt: missing elo0, elo1, alpha, beta");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.05 beta=0.05 alpha=0.1"),
              "sprt: alpha given twice");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.05 beta=0.05 gamma=1"),
              "sprt: unknown parameter \"gamma\" (expected elo0, elo1, alpha, beta)");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.05 beta"),
              "sprt: expected key=value, got \"beta\"");
}

TEST(ParseSprt, RejectsValuesThatAreNotFiniteNumbers) {
    EXPECT_EQ(parse_error("elo0=0 elo1=5x alpha=0.05 beta=0.05"),
              "sprt: elo1 is not a number: \"5x\"");
    EXPECT_EQ(parse_error("elo0= elo1=5 alpha=0.05 beta=0.05"), "sprt: elo0 is not a number: \"\"");
    EXPECT_EQ(parse_error("elo0=0 elo1=inf alpha=0.05 beta=0.05"),
              "sprt: elo1 is not a number: \"inf\"");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=nan beta=0.05"),
              "sprt: alpha is not a number: \"nan\"");
}

TEST(ParseSprt, RejectsErrorRatesOutsideTheOpenIntervalToOneHalf) {
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0 beta=0.05"), "sprt: alpha must be in (0, 0.5)");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.5 beta=0.05"), "sprt: alpha must be in (0, 0.5)");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.05 beta=-0.1"), "sprt: beta must be in (0, 0.5)");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.05 beta=0.5"), "sprt: beta must be in (0, 0.5)");
    EXPECT_EQ(parse_error("elo0=0 elo1=5 alpha=0.49 beta=0.01"), "");
}

TEST(ParseSprt, RejectsElo0NotBelowElo1) {
    EXPECT_EQ(parse_error("elo0=5 elo1=5 alpha=0.05 beta=0.05"),
              "sprt: elo0 must be less than elo1");
    EXPECT_EQ(parse_error("elo0=5 elo1=0 alpha=0.05 beta=0.05"),
              "sprt: elo0 must be less than elo1");
}

TEST(Sprt, BoundsForAlphaAndBeta) {
    // alpha = beta = 0.05: log(0.05 / 0.95) = -2.944439, log(0.95 / 0.05) = log(19) = 2.944439.
    const SprtState even = sprt({}, {0, 5, 0.05, 0.05});
    EXPECT_NEAR(even.lower, -2.944439, 0.000001);
    EXPECT_NEAR(even.upper, 2.944439, 0.000001);
    // alpha = 0.05, beta = 0.1: log(0.1 / 0.95) = -2.251292, log(0.9 / 0.05) = log(18) = 2.890372.
    const SprtState uneven = sprt({}, {0, 5, 0.05, 0.1});
    EXPECT_NEAR(uneven.lower, -2.251292, 0.000001);
    EXPECT_NEAR(uneven.upper, 2.890372, 0.000001);
}

TEST(Sprt, LlrOfSixtyFortyHundred) {
    // W 60, L 40, D 100, n 200: pW = 0.3, pL = 0.2.
    // draw elo = 200 * log10((1 - 0.2) / 0.2 * (1 - 0.3) / 0.3) = 200 * log10(9.3333) = 194.0074
    // x = 10^(-194.0074 / 400) = 0.3273268; scale = 4x / (1 + x)^2 = 0.7431660
    // H0: BayesElo 0 / 0.743166 = 0:
    //   pW0 = pL0 = 1 / (1 + 10^(194.0074 / 400)) = 0.2466061, pD0 = 0.5067879
    // H1: BayesElo 5 / 0.743166 = 6.727972:
    //   pW1 = 1 / (1 + 10^((194.0074 - 6.727972) / 400)) = 0.2538720
    //   pL1 = 1 / (1 + 10^((194.0074 + 6.727972) / 400)) = 0.2394813, pD1 = 0.5066467
    // LLR = 60 ln(0.2538720/0.2466061) + 40 ln(0.2394813/0.2466061) + 100 ln(0.5066467/0.5067879)
    //     = 1.742291 - 1.172674 - 0.027868 = 0.541749
    const SprtState s = sprt({60, 40, 100}, {0, 5, 0.05, 0.05});
    EXPECT_NEAR(s.llr, 0.541749, 0.000001);
    EXPECT_EQ(s.verdict, SprtState::Verdict::undecided);
}

TEST(Sprt, TenTimesTheSameProportionsIsTenTimesTheLlr) {
    // The draw elo is estimated from the proportions, which do not change, so every
    // per-game log ratio stays the same: 10 * 0.541749 = 5.417491 > 2.944 accepts H1.
    const SprtState s = sprt({600, 400, 1000}, {0, 5, 0.05, 0.05});
    EXPECT_NEAR(s.llr, 5.417491, 0.000001);
    EXPECT_EQ(s.verdict, SprtState::Verdict::accept_h1);
}

TEST(Sprt, AWeakerEngineAcceptsH0) {
    // Mirror of the above: pW 0.2, pL 0.3, the same draw elo and scale; the win and loss
    // terms swap their ratios: 400 ln(0.2538720/0.2466061) + 600 ln(0.2394813/0.2466061)
    // + 1000 ln(0.5066467/0.5067879) = 11.615273 - 17.590116 - 0.278676 = -6.253518 < -2.944.
    const SprtState s = sprt({400, 600, 1000}, {0, 5, 0.05, 0.05});
    EXPECT_NEAR(s.llr, -6.253518, 0.000001);
    EXPECT_EQ(s.verdict, SprtState::Verdict::accept_h0);
}

TEST(Sprt, WaitsForAWinALossAndADraw) {
    // A zero count makes the draw elo infinite (log of 0 or of a division by 0).
    for (const MatchScore score :
         {MatchScore{}, MatchScore{50, 0, 10}, MatchScore{0, 50, 10}, MatchScore{50, 40, 0}}) {
        const SprtState s = sprt(score, {0, 5, 0.05, 0.05});
        EXPECT_DOUBLE_EQ(s.llr, 0.0);
        EXPECT_EQ(s.verdict, SprtState::Verdict::undecided);
        EXPECT_NEAR(s.upper, 2.944439, 0.000001);  // the bounds are known from the start
    }
}

TEST(ScoreLine, CutechessText) {
    // 8.5 / 12 = 0.70833 -> "0.708"; two spaces before the bracket, as cutechess prints it.
    EXPECT_EQ(score_line("Kabe", "Scan", {7, 2, 3}),
              "Score of Kabe vs Scan: 7 - 2 - 3  [0.708] 12");
    EXPECT_EQ(score_line("A", "B", {}), "Score of A vs B: 0 - 0 - 0  [0.500] 0");
}

TEST(EloLine, CutechessText) {
    // From SixtyFortyNoDraws: 70.437 +/- 70.571, LOS 97.7250 %.
    EXPECT_EQ(elo_line({60, 40, 0}),
              "Elo difference: 70.4 +/- 70.6, LOS: 97.7 %, DrawRatio: 0.0 %");
    // From EqualWinsAndLosses: -400 * log10(1) is -0.0 in floating point; it must read 0.0.
    EXPECT_EQ(elo_line({30, 30, 40}),
              "Elo difference: 0.0 +/- 53.2, LOS: 50.0 %, DrawRatio: 40.0 %");
    EXPECT_EQ(elo_line({40, 60, 0}),
              "Elo difference: -70.4 +/- 70.6, LOS: 2.3 %, DrawRatio: 0.0 %");
}

TEST(EloLine, EdgeCases) {
    EXPECT_EQ(elo_line({10, 0, 0}), "Elo difference: inf +/- inf, LOS: 99.9 %, DrawRatio: 0.0 %");
    EXPECT_EQ(elo_line({0, 0, 10}), "Elo difference: 0.0 +/- 0.0, LOS: 50.0 %, DrawRatio: 100.0 %");
    EXPECT_EQ(elo_line({}), "Elo difference: 0.0 +/- inf, LOS: 50.0 %, DrawRatio: 0.0 %");
}

TEST(SprtLine, CutechessText) {
    const SprtSettings settings{0, 5, 0.05, 0.05};
    // 0.541749 / 2.944439 = 18.4%
    EXPECT_EQ(sprt_line(sprt({60, 40, 100}, settings), settings),
              "SPRT: llr 0.542 (18.4%), lbound -2.94, ubound 2.94");
    // 5.417491 / 2.944439 = 184.0%
    EXPECT_EQ(sprt_line(sprt({600, 400, 1000}, settings), settings),
              "SPRT: llr 5.42 (184.0%), lbound -2.94, ubound 2.94 - H1 was accepted");
    // -6.253518 / 2.944439 = -212.4%
    EXPECT_EQ(sprt_line(sprt({400, 600, 1000}, settings), settings),
              "SPRT: llr -6.25 (-212.4%), lbound -2.94, ubound 2.94 - H0 was accepted");
    EXPECT_EQ(sprt_line(sprt({}, settings), settings),
              "SPRT: llr 0 (0.0%), lbound -2.94, ubound 2.94");
}

}  // namespace

namespace kabe::match {
namespace {

// A real case (docs/testing.md, 2026-11-30, 0.04 s): at 125-70-199 the LLR passed the
// upper bound and the match stopped; the game still in progress was then lost (125-71-199,
// LLR 2.88, inside the bounds). The match reports the verdict that stopped it.
TEST(SprtWatch, TheFirstVerdictIsFinal) {
    SprtWatch watch({0, 10, 0.05, 0.05});
    EXPECT_FALSE(watch.decided({124, 70, 199}));
    EXPECT_EQ(watch.report({124, 70, 199}).verdict, SprtState::Verdict::undecided);
    ASSERT_TRUE(watch.decided({125, 70, 199}));
    const MatchScore after{125, 71, 199};
    EXPECT_EQ(sprt(after, watch.settings()).verdict, SprtState::Verdict::undecided);
    EXPECT_TRUE(watch.decided(after));
    const SprtState reported = watch.report(after);
    EXPECT_EQ(reported.verdict, SprtState::Verdict::accept_h1);
    EXPECT_GT(reported.llr, reported.upper);
    EXPECT_NE(sprt_line(reported, watch.settings()).find("H1 was accepted"), std::string::npos);
}

}  // namespace
}  // namespace kabe::match
