#pragma once
// The statistics of `kabe match`: score, Elo difference with its 95% interval, likelihood of
// superiority and a sequential probability ratio test, printed the way cutechess-cli prints
// them so that match logs can be read (and compared) with the tools testers already use.
//
// The mathematics follows cutechess (https://github.com/cutechess/cutechess):
// projects/lib/src/elo.cpp for Elo, error margin and LOS; projects/lib/src/sprt.cpp for the
// SPRT; projects/lib/src/tournament.cpp and projects/cli/src/enginematch.cpp for the text.

#include <optional>
#include <string>
#include <string_view>

namespace kabe::match {

// Counts from the first engine's point of view. Counts are never negative.
struct MatchScore {
    int wins = 0, losses = 0, draws = 0;
    int games() const;
    double points() const;  // wins + draws / 2
    double ratio() const;   // points / games (0.5 when no games)
};

struct EloEstimate {
    double elo = 0;     // Elo difference of the first engine
    double margin = 0;  // half-width of the 95% interval (infinity when undefined, e.g. all wins)
    double los = 0.5;   // likelihood of superiority, 0..1
};
EloEstimate estimate_elo(const MatchScore& score);

struct SprtSettings {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
};
// Parses "elo0=0 elo1=5 alpha=0.05 beta=0.05" (any order, all four required, alpha/beta in
// (0,0.5), elo0 < elo1); throws std::invalid_argument with a clear message.
SprtSettings parse_sprt(std::string_view text);

struct SprtState {
    double llr = 0, lower = 0, upper = 0;  // log-likelihood ratio and its bounds
    enum class Verdict { undecided, accept_h0, accept_h1 } verdict = Verdict::undecided;
};
// The bounds are always filled in; the LLR stays 0 (undecided) until the match has at least
// one win, one loss and one draw, because the draw model cannot be estimated before.
SprtState sprt(const MatchScore& score, const SprtSettings& settings);

// The SPRT of a running match: the first verdict is final. With games played at once the
// games still in progress when it came finish and count in the score; they can move the
// LLR back inside the bounds, but the match ended on the verdict and reports it.
class SprtWatch {
public:
    explicit SprtWatch(SprtSettings settings) : settings_(settings) {}
    // After each game: whether the test has decided (now or before).
    bool decided(const MatchScore& score) {
        if (!decision_) {
            const SprtState now = sprt(score, settings_);
            if (now.verdict != SprtState::Verdict::undecided) decision_ = now;
        }
        return decision_.has_value();
    }
    // What to report: the state that decided, or the present one if none did.
    SprtState report(const MatchScore& score) const {
        return decision_ ? *decision_ : sprt(score, settings_);
    }
    const SprtSettings& settings() const { return settings_; }

private:
    SprtSettings settings_;
    std::optional<SprtState> decision_;
};

// The closing lines of a match, cutechess style:
// "Score of A vs B: W - L - D  [0.xxx] N"
std::string score_line(const std::string& a, const std::string& b, const MatchScore& score);
// "Elo difference: X +/- Y, LOS: Z %, DrawRatio: R %"
std::string elo_line(const MatchScore& score);
// printf's "%.*f" without a "-0.0" (shared by the match's output lines).
std::string format_fixed(double value, int decimals);
// "SPRT: llr 1.23 (41.8%), lbound -2.94, ubound 2.94 - H1 was accepted"
std::string sprt_line(const SprtState& state, const SprtSettings& settings);

}  // namespace kabe::match
