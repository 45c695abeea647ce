#include "match/stats.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <stdexcept>
#include <system_error>

namespace kabe::match {

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

// The 97.5% point of the standard normal distribution: a two-sided 95% interval is
// mean +/- this many standard deviations. cutechess (elo.cpp, phiInv(0.975)) obtains it from
// Winitzki's closed-form approximation of erf^-1, which gives 1.95716; we use the exact value,
// so our margins are about 0.14% wider than cutechess's (at most 0.1 in the printed decimal).
constexpr double z_975 = 1.959963984540054;

// The logistic Elo curve inverted: the rating difference that makes `p` the expected score,
// -400 * log10(1/p - 1) (cutechess elo.cpp, Elo::diff). The ends map to +/- infinity
// explicitly instead of through a division by zero.
double elo_from_score(double p) {
    if (p <= 0) return -infinity;
    if (p >= 1) return infinity;
    return -400.0 * std::log10(1.0 / p - 1.0);
}

// The logistic curve itself: expected score of a side rated `elo` above its opponent.
double logistic(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

// Qt's arg(x, 0, 'g', 3), which cutechess uses for the SPRT line, is printf's "%.3g".
std::string general3(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
}

// Win, loss and draw probabilities of the BayesElo model (Rémi Coulom,
// https://www.remi-coulom.fr/Bayesian-Elo/#theory): a draw "costs" draw_elo on both sides,
// P(win) = f(elo - draw_elo), P(loss) = f(-elo - draw_elo), P(draw) = the rest.
// cutechess sprt.cpp, SprtProbability(const BayesElo&).
struct Trinomial {
    double win, loss, draw;
};
Trinomial bayes_elo_probabilities(double bayes_elo, double draw_elo) {
    const double win = logistic(bayes_elo - draw_elo);
    const double loss = logistic(-bayes_elo - draw_elo);
    return {win, loss, 1.0 - win - loss};
}

std::optional<double> parse_double(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

}  // namespace

// printf's "%.*f", without the "-0.0" that a tiny negative value (or -0.0 itself, which
// -400 * log10(1) is) would print: a match at exactly 50% reads "0.0", as a human wants.
std::string format_fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string text = buffer;
    if (text.front() == '-' && text.find_first_not_of("-0.") == std::string::npos) {
        text.erase(0, 1);
    }
    return text;
}

int MatchScore::games() const {
    return wins + losses + draws;
}

double MatchScore::points() const {
    return wins + draws / 2.0;
}

double MatchScore::ratio() const {
    return games() == 0 ? 0.5 : points() / games();
}

// cutechess elo.cpp: the mean score per game mu, the standard deviation of the trinomial
// per-game result (1, 0 or 1/2) around it, the standard error of the mean, and the normal
// 95% interval of mu mapped through the inverse logistic; the margin is half its width.
EloEstimate estimate_elo(const MatchScore& score) {
    EloEstimate estimate;
    const int n = score.games();
    if (n == 0) {
        // No information at all: even score, unbounded interval, a coin toss for LOS.
        estimate.margin = infinity;
        return estimate;
    }
    const double w = static_cast<double>(score.wins) / n;
    const double l = static_cast<double>(score.losses) / n;
    const double d = static_cast<double>(score.draws) / n;
    const double mu = w + d / 2.0;
    estimate.elo = elo_from_score(mu);

    const double variance =
        w * std::pow(1.0 - mu, 2) + l * std::pow(0.0 - mu, 2) + d * std::pow(0.5 - mu, 2);
    const double standard_error = std::sqrt(variance / n);
    const double mu_low = mu - z_975 * standard_error;
    const double mu_high = mu + z_975 * standard_error;
    // An interval end at or beyond a 0% or 100% score is infinitely many Elo away: cutechess
    // prints "nan" or "inf" there; infinity is the honest value. All wins or all losses land
    // here (mu is 0 or 1 with zero variance); all draws do not (zero variance at mu = 1/2
    // gives a zero margin, as in cutechess).
    estimate.margin = (mu_low <= 0.0 || mu_high >= 1.0)
                          ? infinity
                          : (elo_from_score(mu_high) - elo_from_score(mu_low)) / 2.0;

    // cutechess elo.cpp, Elo::LOS: the normal approximation of P(true Elo > 0) from the
    // decisive games only; draws carry no information about which side is stronger. Without
    // a decisive game the formula is 0/0, and the answer is an even 50%.
    const int decisive = score.wins + score.losses;
    if (decisive > 0) {
        estimate.los =
            0.5 * (1.0 + std::erf((score.wins - score.losses) / std::sqrt(2.0 * decisive)));
    }
    return estimate;
}

SprtSettings parse_sprt(std::string_view text) {
    constexpr std::array<std::string_view, 4> keys = {"elo0", "elo1", "alpha", "beta"};
    std::array<std::optional<double>, 4> values;

    std::size_t pos = 0;
    while (true) {
        pos = text.find_first_not_of(" \t", pos);
        if (pos == std::string_view::npos) break;
        std::size_t end = text.find_first_of(" \t", pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view token = text.substr(pos, end - pos);
        pos = end;

        const std::size_t equals = token.find('=');
        if (equals == std::string_view::npos) {
            throw std::invalid_argument("sprt: expected key=value, got \"" + std::string(token) +
                                        "\"");
        }
        const std::string_view key = token.substr(0, equals);
        const std::string_view value = token.substr(equals + 1);
        std::size_t index = 0;
        while (index < keys.size() && keys[index] != key) ++index;
        if (index == keys.size()) {
            throw std::invalid_argument("sprt: unknown parameter \"" + std::string(key) +
                                        "\" (expected elo0, elo1, alpha, beta)");
        }
        if (values[index]) {
            throw std::invalid_argument("sprt: " + std::string(key) + " given twice");
        }
        values[index] = parse_double(value);
        if (!values[index]) {
            throw std::invalid_argument("sprt: " + std::string(key) + " is not a number: \"" +
                                        std::string(value) + "\"");
        }
    }

    std::string missing;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!values[i]) missing += (missing.empty() ? "" : ", ") + std::string(keys[i]);
    }
    if (!missing.empty()) throw std::invalid_argument("sprt: missing " + missing);

    const SprtSettings settings{*values[0], *values[1], *values[2], *values[3]};
    // Error rates of 0.5 or more make the test meaningless (a coin does as well), and 0
    // puts a bound at infinity so the test never ends.
    if (!(settings.alpha > 0 && settings.alpha < 0.5)) {
        throw std::invalid_argument("sprt: alpha must be in (0, 0.5)");
    }
    if (!(settings.beta > 0 && settings.beta < 0.5)) {
        throw std::invalid_argument("sprt: beta must be in (0, 0.5)");
    }
    if (!(settings.elo0 < settings.elo1)) {
        throw std::invalid_argument("sprt: elo0 must be less than elo1");
    }
    return settings;
}

// cutechess sprt.cpp, Sprt::status. The draw elo (and the BayesElo of the sample) are
// estimated from the observed frequencies by inverting the BayesElo model; elo0 and elo1,
// which the user gives on the ordinary logistic scale, are converted to BayesElo by dividing
// by the slope of the model at that draw elo, s = 4x / (1 + x)^2 with x = 10^(-draw_elo/400);
// then the LLR is the log-likelihood of the sample under H1 minus that under H0. Wald's
// bounds: accept H0 below log(beta / (1 - alpha)), H1 above log((1 - beta) / alpha).
SprtState sprt(const MatchScore& score, const SprtSettings& settings) {
    SprtState state;
    state.lower = std::log(settings.beta / (1.0 - settings.alpha));
    state.upper = std::log((1.0 - settings.beta) / settings.alpha);
    // The model needs all three outcomes: with a zero count the estimated probabilities hit
    // 0 and the draw elo is infinite. cutechess waits in the same way.
    if (score.wins <= 0 || score.losses <= 0 || score.draws <= 0) return state;

    const double n = score.games();
    const double p_win = score.wins / n;
    const double p_loss = score.losses / n;
    const double draw_elo = 200.0 * std::log10((1.0 - p_loss) / p_loss * (1.0 - p_win) / p_win);
    const double x = std::pow(10.0, -draw_elo / 400.0);
    const double scale = 4.0 * x / ((1.0 + x) * (1.0 + x));

    const Trinomial h0 = bayes_elo_probabilities(settings.elo0 / scale, draw_elo);
    const Trinomial h1 = bayes_elo_probabilities(settings.elo1 / scale, draw_elo);
    state.llr = score.wins * std::log(h1.win / h0.win) +
                score.losses * std::log(h1.loss / h0.loss) +
                score.draws * std::log(h1.draw / h0.draw);

    // Strict comparisons, as in cutechess: landing exactly on a bound keeps testing.
    if (state.llr > state.upper) {
        state.verdict = SprtState::Verdict::accept_h1;
    } else if (state.llr < state.lower) {
        state.verdict = SprtState::Verdict::accept_h0;
    }
    return state;
}

// cutechess enginematch.cpp, EngineMatch::onGameFinished: "%d - %d - %d  [%.3f] %d".
std::string score_line(const std::string& a, const std::string& b, const MatchScore& score) {
    return "Score of " + a + " vs " + b + ": " + std::to_string(score.wins) + " - " +
           std::to_string(score.losses) + " - " + std::to_string(score.draws) + "  [" +
           format_fixed(score.ratio(), 3) + "] " + std::to_string(score.games());
}

// cutechess tournament.cpp, Tournament::results for two players: one decimal everywhere,
// LOS and draw ratio as percentages. An infinite margin prints as "inf", as printf (and Qt)
// write it.
std::string elo_line(const MatchScore& score) {
    const EloEstimate estimate = estimate_elo(score);
    const double draw_ratio =
        score.games() == 0 ? 0.0 : static_cast<double>(score.draws) / score.games();
    return "Elo difference: " + format_fixed(estimate.elo, 1) + " +/- " +
           format_fixed(estimate.margin, 1) + ", LOS: " + format_fixed(estimate.los * 100.0, 1) +
           " %, DrawRatio: " + format_fixed(draw_ratio * 100.0, 1) + " %";
}

// cutechess tournament.cpp, Tournament::results: the LLR with three significant digits and
// as a percentage of the way to the upper bound, then the bounds, then the verdict if any.
// The state already carries everything the line shows; the settings are not needed.
std::string sprt_line(const SprtState& state, const SprtSettings& /*settings*/) {
    // A default-constructed state has no bounds yet; 0% is its honest progress.
    const double progress = state.upper > 0 ? state.llr / state.upper * 100.0 : 0.0;
    std::string line = "SPRT: llr " + general3(state.llr) + " (" + format_fixed(progress, 1) +
                       "%), lbound " + general3(state.lower) + ", ubound " + general3(state.upper);
    if (state.verdict == SprtState::Verdict::accept_h0) line += " - H0 was accepted";
    if (state.verdict == SprtState::Verdict::accept_h1) line += " - H1 was accepted";
    return line;
}

}  // namespace kabe::match
