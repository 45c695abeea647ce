#pragma once
// Tablut (Goal::escape; docs/eval.md): not a race of men but a king against a ring of
// attackers. Material (defenders worth more than attackers, the king is not counted:
// without it the game is over) and the king's way out (king_escape). The start is not
// level: the sides are not alike.

#include <algorithm>
#include <array>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

// The king's race to the edge, from White's point of view: lines along which it reaches an
// edge square now, a sure escape (king_escapes), its distance to the nearest edge, the
// attackers (and the empty throne) around it, and the squares it can move to.
template <class Rules>
int king_escape(const Position<Rules>& pos, const Weights& w) {
    using Board = typename Rules::Board;
    using G = detail::tablut::Geometry<Rules>;
    const auto king = pos.kings(Color::white);
    if (king.count() != 1) return 0;  // a finished game (the search scores it) or a test setup
    const auto empty = pos.empty();
    int lines = 0, room = 0;
    detail::tablut::each(typename G::Steps{}, [&](auto step) {
        const auto reach = detail::tablut::slide<Rules, step()>(king, empty);
        room += reach.count();
        lines += !(reach & G::edge).empty();
    });
    const int k = king.lowest();
    const int row = Board::row_of(k), file = Board::file_of(k);
    const int distance = std::min({row, Board::height - 1 - row, file, Board::width - 1 - file});
    const int hemmed =
        (G::neighbours[k] & (pos.pieces(Color::black) | (G::throne & empty))).count();
    int score = w.king_free_line * lines - w.king_edge_distance * distance -
                w.king_hemmed * hemmed + w.king_room * room;
    if (lines >= (pos.side_to_move() == Color::white ? 1 : 2)) score += w.king_escapes;
    return score;
}

struct TablutEval {
    static constexpr std::array weights{
        weight("man"),          weight("tablut_defender"),    weight("king_free_line"),
        weight("king_escapes"), weight("king_edge_distance"), weight("king_hemmed"),
        weight("king_room")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        EvalTerms t;
        t.material = w.tablut_defender * pos.men(Color::white).count() -
                     w.man * pos.pieces(Color::black).count();
        t.king_escape = king_escape(pos, w);
        return t;
    }
};

}  // namespace kabe::eval
