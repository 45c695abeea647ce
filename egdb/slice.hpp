#pragma once
// The endgame database is cut into slices: one per material (how many men and kings each
// side has) and side to move. A slice is built from the slices its captures and
// promotions lead into, so the order of building is part of the plan (materials_up_to,
// materials_needed_by). Plain types: no rules, no templates.

#include <algorithm>
#include <compare>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "movegen/rule_types.hpp"

namespace kabe::egdb {

struct Material {
    int white_men = 0, white_kings = 0, black_men = 0, black_kings = 0;

    int white() const { return white_men + white_kings; }
    int black() const { return black_men + black_kings; }
    int pieces() const { return white() + black(); }
    int men() const { return white_men + black_men; }
    auto operator<=>(const Material&) const = default;

    // "1201": white men, white kings, black men, black kings (one digit each: a slice
    // has at most 9 of a kind, far beyond what can be built).
    std::string digits() const {
        return std::to_string(white_men) + std::to_string(white_kings) + std::to_string(black_men) +
               std::to_string(black_kings);
    }
    // "1 man 2 kings v 1 king", for progress lines.
    std::string describe() const {
        auto side = [](int men, int kings) {
            std::string s;
            if (men) s += std::to_string(men) + (men == 1 ? " man" : " men");
            if (men && kings) s += ' ';
            if (kings) s += std::to_string(kings) + (kings == 1 ? " king" : " kings");
            return s.empty() ? std::string("nothing") : s;
        };
        return side(white_men, white_kings) + " v " + side(black_men, black_kings);
    }
};

struct Slice {
    Material material;
    Color side = Color::white;  // to move
    auto operator<=>(const Slice&) const = default;
};

// The order slices must be built in: fewer pieces first (captures lead there), then fewer
// men (a promotion turns a man into a king and keeps the count).
inline bool builds_before(const Material& a, const Material& b) {
    if (a.pieces() != b.pieces()) return a.pieces() < b.pieces();
    if (a.men() != b.men()) return a.men() < b.men();
    return a < b;
}

// Every material of 2..pieces pieces with at least one piece a side, in building order.
// A side without pieces has lost: no slice is needed for it.
inline std::vector<Material> materials_up_to(int pieces) {
    std::vector<Material> list;
    for (int total = 2; total <= pieces; ++total)
        for (int wm = 0; wm <= total; ++wm)
            for (int wk = 0; wm + wk <= total; ++wk)
                for (int bm = 0; wm + wk + bm <= total; ++bm) {
                    const Material m{wm, wk, bm, total - wm - wk - bm};
                    if (m.white() > 0 && m.black() > 0) list.push_back(m);
                }
    std::sort(list.begin(), list.end(), builds_before);
    return list;
}

// `target` and every material a game from it can reach (captures take pieces of either
// side, promotions turn men into kings), in building order: what building `target` alone
// needs.
inline std::vector<Material> materials_needed_by(const Material& target) {
    std::set<Material> seen{target};
    std::vector<Material> todo{target};
    while (!todo.empty()) {
        const Material m = todo.back();
        todo.pop_back();
        std::vector<Material> next;
        if (m.white_men)
            next.push_back({m.white_men - 1, m.white_kings + 1, m.black_men, m.black_kings});
        if (m.black_men)
            next.push_back({m.white_men, m.white_kings, m.black_men - 1, m.black_kings + 1});
        if (m.white_men)
            next.push_back({m.white_men - 1, m.white_kings, m.black_men, m.black_kings});
        if (m.white_kings)
            next.push_back({m.white_men, m.white_kings - 1, m.black_men, m.black_kings});
        if (m.black_men)
            next.push_back({m.white_men, m.white_kings, m.black_men - 1, m.black_kings});
        if (m.black_kings)
            next.push_back({m.white_men, m.white_kings, m.black_men, m.black_kings - 1});
        for (const Material& n : next)
            if (n.white() > 0 && n.black() > 0 && seen.insert(n).second) todo.push_back(n);
    }
    std::vector<Material> list(seen.begin(), seen.end());
    std::sort(list.begin(), list.end(), builds_before);
    return list;
}

// The materials one move from `target` leads into, other than its own: a promotion (a man
// of the side to move becomes a king), a capture of one or more of the opponent's pieces
// of any kinds, the capturing man promoting or not; either side to move. A side left
// without pieces has lost and needs no slice. What building `target` reads besides itself.
inline std::vector<Material> materials_one_move_from(const Material& target) {
    std::set<Material> reached;
    for (const bool white_moves : {true, false}) {
        const Material m = white_moves ? target
                                       : Material{target.black_men, target.black_kings,
                                                  target.white_men, target.white_kings};
        for (int promoted = 0; promoted <= (m.white_men ? 1 : 0); ++promoted)
            for (int men = 0; men <= m.black_men; ++men)
                for (int kings = 0; kings <= m.black_kings; ++kings) {
                    if (promoted + men + kings == 0) continue;
                    const Material n{m.white_men - promoted, m.white_kings + promoted,
                                     m.black_men - men, m.black_kings - kings};
                    if (n.white() == 0 || n.black() == 0) continue;
                    reached.insert(white_moves ? n
                                               : Material{n.black_men, n.black_kings, n.white_men,
                                                          n.white_kings});
                }
    }
    std::vector<Material> list(reached.begin(), reached.end());
    std::sort(list.begin(), list.end(), builds_before);
    return list;
}

}  // namespace kabe::egdb
