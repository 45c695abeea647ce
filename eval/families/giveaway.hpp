#pragma once
// The giveaway games (Goal::give_away: antidraughts, Russian and English giveaway;
// docs/eval.md): the aim is inverted, so only the terms whose sense is clear are kept,
// turned round. Fewer own pieces is good (material against its owner), and so is having
// few moves (mobility against its owner), as the side left without a move wins. The
// structure terms (centre, back rank, outposts, runaways, ...) serve a side that wants to
// keep its pieces and to crown: they are left out.

#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

// Material counted against its owner: the side that has given more away is nearer to
// having no move left, which wins.
template <class Rules, Color Us>
int giveaway_material(const Position<Rules>& pos, const Weights& w) {
    return -(w.giveaway_man * pos.men(Us).count() + w.giveaway_king * pos.kings(Us).count());
}

struct GiveawayEval {
    static constexpr std::array weights{weight("giveaway_man"), weight("giveaway_king"),
                                        weight("man_step"), weight("king_square")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        constexpr Color white = Color::white, black = Color::black;
        EvalTerms t;
        t.material =
            giveaway_material<Rules, white>(pos, w) - giveaway_material<Rules, black>(pos, w);
        t.mobility = -(mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w));
        return t;
    }
};

}  // namespace kabe::eval
