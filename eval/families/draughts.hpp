#pragma once
// The diagonal draughts games that race their men to the far row (International,
// Brazilian, Russian, English, Italian, Frisian, ...): material, tempo and the structure
// of the men, mobility, kings on the long diagonal, drawn lone-king endings and drawish material
// (docs/eval.md).

#include <array>

#include "eval/endgame.hpp"
#include "eval/eval_terms.hpp"

namespace kabe::eval {

template <class Rules>
struct DraughtsEval {
    static constexpr std::array all_weights{
        weight("man"),
        weight("king"),
        weight("extra_king"),
        weight("tempo_opening"),
        weight("tempo_endgame"),
        weight("balance"),
        weight("centre"),
        weight("back_rank_middle"),
        weight("back_rank_corner"),
        weight("runaway"),
        weight("runaway_per_row"),
        weight("man_step"),
        weight("king_square"),
        weight("frozen_man"),
        weight("outpost_supported"),
        weight("outpost_hanging"),
        weight("king_main_diagonal"),
        weight("king_main_diagonal_vs_men"),
        weight("side_to_move"),
    };
    // Only 10x10 has named outposts (masks.hpp): elsewhere their weights are not read.
    static constexpr bool has_outposts = !EvalMasks<Rules>::outposts[0].empty();
    static constexpr auto weights = [] {
        if constexpr (has_outposts) {
            return all_weights;
        } else {
            std::array<WeightField, all_weights.size() - 2> some{};
            std::size_t n = 0;
            for (const auto& f : all_weights)
                if (f.name != "outpost_supported" && f.name != "outpost_hanging") some[n++] = f;
            return some;
        }
    }();

    template <class>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        constexpr Color white = Color::white, black = Color::black;
        const int pieces = pieces_left(pos);
        EvalTerms t = material_and_move(pos, w);
        t.tempo = tempo(pos, w, pieces);
        t.balance = balance<Rules, white>(pos, w) - balance<Rules, black>(pos, w);
        t.centre = centre<Rules, white>(pos, w) - centre<Rules, black>(pos, w);
        t.back_rank =
            back_rank<Rules, white>(pos, w, pieces) - back_rank<Rules, black>(pos, w, pieces);
        t.runaways = runaways<Rules, white>(pos, w) - runaways<Rules, black>(pos, w);
        t.mobility = mobility<Rules, white>(pos, w) - mobility<Rules, black>(pos, w);
        t.frozen = frozen<Rules, white>(pos, w) - frozen<Rules, black>(pos, w);
        t.outposts = outposts<Rules, white>(pos, w) - outposts<Rules, black>(pos, w);
        t.king_diagonal = king_diagonal<Rules, white>(pos, w) - king_diagonal<Rules, black>(pos, w);
        t.drawn_ending = drawn_ending_term(pos, t.sum());
        return t;
    }
};

}  // namespace kabe::eval
