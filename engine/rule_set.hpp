#pragma once
// The rule set a game is played under, beside its variant: the variant's own rules
// (standard), or those with the Estonian blitz rules on top ("Välkkabe reeglid", seed S3,
// translated in rules.md §3.3; docs/variants.md "Blitz rules"). Blitz adds the claimable
// draws of clause 12 (movegen/blitz_claims.hpp, in the game and in the search) and changes
// what the front ends do with an illegal move (2, 7, 10d) and a fallen flag (10b, 11b),
// which this header decides for all of them. A plain header: the front ends include it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kabe {

enum class RuleSet : std::uint8_t { standard, blitz };

inline std::string_view rule_set_name(RuleSet rules) {
    return rules == RuleSet::blitz ? "blitz" : "standard";
}
inline std::optional<RuleSet> parse_rule_set(std::string_view name) {
    if (name == "standard") return RuleSet::standard;
    if (name == "blitz") return RuleSet::blitz;
    return std::nullopt;
}

// A side's flag has fallen. Standard: it loses. Blitz 10b: it loses only while the other
// side still has time; 11b: both flags down is a draw.
enum class FlagVerdict : std::uint8_t { loses, draw };
inline FlagVerdict flag_verdict(RuleSet rules, bool opponent_has_time) {
    return rules == RuleSet::blitz && !opponent_has_time ? FlagVerdict::draw : FlagVerdict::loses;
}

// A side has made an illegal move, `earlier` of them before in this game. Standard: a
// referee does not let it stand, and it loses (the match runner) or is asked again (the
// console). Blitz 2: the opponent demands it back and the side moves again; 10d: the
// second illegal move loses the game. (7, a protest after the reply is too late, never
// arises here: an illegal move is caught before anyone replies.)
inline bool illegal_move_loses(RuleSet rules, int earlier) {
    return rules != RuleSet::blitz || earlier >= 1;
}
inline std::string illegal_move_note(RuleSet rules, int earlier) {
    if (rules != RuleSet::blitz) return "";
    return earlier >= 1 ? "a second illegal move loses (blitz 10d)"
                        : "taken back on demand, one more illegal move loses (blitz 2, 10d)";
}

}  // namespace kabe
