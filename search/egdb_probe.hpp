#pragma once
// What the search asks the endgame databases (egdb/, docs/egdb.md): the value of a
// position for the side to move, as a score. Only the variants the databases serve
// (egdb::DatabaseRules) have one; for the others EgdbOf<Rules> is NoEgdb, which the
// search never probes.

#include <optional>

#include "egdb/database.hpp"
#include "eval/score.hpp"
#include "movegen/draw_rules.hpp"

namespace kabe {

struct NoEgdb {};

template <class Rules>
struct EgdbFor {
    using type = NoEgdb;
};
template <class Rules>
requires egdb::DatabaseRules<Rules>
struct EgdbFor<Rules> {
    using type = egdb::Database<Rules>;
};
template <class Rules>
using EgdbOf = typename EgdbFor<Rules>::type;

// Whether a counting rule runs on the position's material (the 16- and 5-move lone-king
// endings, FMJD 6.3 and 6.4 (rules.md); Russian's 7.2.4 and 7.2.6 limits): there the databases'
// plain win is a draw if it takes longer than the count, which they do not know. Their draw stays a
// draw (counting only ever adds draws), so only their draws are taken there.
template <class Rules>
bool counting_rule_applies(const Position<Rules>& pos) {
    if constexpr (Rules::draw_rules == DrawRules::russian)
        if (russian_material_limit(pos).first != 0) return true;
    return lone_king_ending(pos) != LoneKingEnding::none;
}

// The score of the database's value of `pos` `ply` plies from the root (a known win or
// loss, score.hpp), or nothing where the database does not answer: no slice, or a win or
// loss a counting rule may overrule.
template <class Rules>
std::optional<Score> egdb_score(const EgdbOf<Rules>& db, const Position<Rules>& pos, int ply) {
    if constexpr (egdb::DatabaseRules<Rules>) {
        const std::optional<egdb::Wdl> value = db.value(pos);
        if (!value) return std::nullopt;
        if (*value == egdb::Wdl::draw) return score::draw;
        if (counting_rule_applies(pos)) return std::nullopt;
        return *value == egdb::Wdl::win ? score::known_win_in(ply) : score::known_loss_in(ply);
    } else {
        (void)db, (void)pos, (void)ply;
        return std::nullopt;
    }
}

}  // namespace kabe
