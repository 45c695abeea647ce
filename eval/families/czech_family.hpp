#pragma once
// Evaluation of BrainKing's Czech-based games whose men do not simply race each other
// to the far row: Corner (a man is crowned only on two corner squares), One-way (the men
// of both colours move up the board) and Parachute (parachutists wait on the opponent's
// first row). The structure terms of terms.hpp assume that each colour moves towards the
// other and crowns on the whole far row, so these games keep material (a parachutist is a
// man), a progress table per square, mobility and the side to move (docs/eval.md).

#include <array>
#include <cstdint>

#include "eval/eval_terms.hpp"

namespace kabe::eval {

template <class Rules>
inline constexpr bool czech_family =
    Rules::corner_crowning || Rules::all_men_move_up || Rules::parachutists;

// What a man of each colour is worth on each square beyond its material, by kind.
enum class Progress : std::int8_t { stuck = -2, out_of_reach = -1 };

template <class Rules>
struct FamilyTables {
    using Board = typename Rules::Board;
    using Masks = BoardMasks<Rules>;

    // Corner: for a White man on (row from the top, file), the rows it still has to go to
    // reach a7 or b8, the nearer of the two, if its forward cone holds one (a man moves
    // one row up and one file aside per move); out_of_reach if not; stuck on the last row
    // elsewhere (no move left, BK:30). Elsewhere: the rows advanced from its own back rank
    // (0 on the parachute row: a parachutist has not advanced, it waits).
    static constexpr int white_value(int row, int file) {
        if constexpr (Rules::corner_crowning) {
            if (row == 0 && file != 1) return int(Progress::stuck);
            int best = -1;
            auto reach = [&](int to_row, int to_file) {
                const int rows = row - to_row,
                          files = file > to_file ? file - to_file : to_file - file;
                if (rows >= 0 && files <= rows && (best < 0 || rows < best)) best = rows;
            };
            reach(1, 0);  // a7
            reach(0, 1);  // b8
            return best < 0 ? int(Progress::out_of_reach) : Board::height - 1 - best;
        }
        if (Rules::parachutists && row == 0) return 0;
        return Board::height - 1 - row;
    }

    // Indexed by colour and bit. Black's table is White's turned half a turn (the start
    // positions of Corner and Parachute are symmetric that way), except in One-way, where
    // both colours move up and share White's table.
    static constexpr std::array<std::array<int, Board::bits>, 2> value = [] {
        std::array<std::array<int, Board::bits>, 2> v{};
        for (int i = 0; i < Board::squares; ++i) {
            const int x = white_value(Board::row_of(i), Board::file_of(i));
            v[0][Board::bit_of(i)] = x;
            v[1][Board::bit_of(Rules::all_men_move_up ? i : Board::squares - 1 - i)] = x;
        }
        return v;
    }();
};

// The progress of colour c's men: in Corner weighted here, elsewhere in rows (the caller
// scales them like the tempo of the other games).
template <class Rules>
int family_progress(const Position<Rules>& pos, Color c, const Weights& w) {
    const auto& table = FamilyTables<Rules>::value[index(c)];
    int sum = 0;
    for (int bit : pos.men(c)) {
        const int x = table[bit];
        if constexpr (Rules::corner_crowning) {
            if (x == int(Progress::stuck))
                sum -= w.corner_stuck;
            else if (x == int(Progress::out_of_reach))
                sum -= w.corner_out_of_reach;
            else
                sum += w.corner_step * x;
        } else {
            sum += x;
        }
    }
    return sum;
}

// Men's forward steps and kings' squares to move to (a cheap count, no capture test).
template <class Rules, Color Us>
int family_mobility(const Position<Rules>& pos, const Weights& w) {
    using Board = typename Rules::Board;
    const auto empty = pos.empty(), men = pos.men(Us), kings = pos.kings(Us);
    int steps = 0, squares = 0;
    detail::for_each_step(detail::Forward<Rules, Us>{}, [&](auto step) {
        steps += (BoardMasks<Rules>::template step<step()>(men) & empty).count();
    });
    if (kings) {
        detail::for_each_step(detail::Diagonals<Board>{}, [&](auto step) {
            squares += detail::slide<step()>(kings, empty).count();
        });
    }
    return w.man_step * steps + w.king_square * squares;
}

// Material, progress (Corner: towards the two crowning squares; the others: rows
// advanced, scaled like the tempo), mobility and the side to move.
template <class Rules>
EvalTerms czech_family_terms(const Position<Rules>& pos, const Weights& w) {
    constexpr Color white = Color::white, black = Color::black;
    const int pieces = pieces_left(pos);
    EvalTerms t = material_and_move(pos, w);
    const int progress = family_progress(pos, white, w) - family_progress(pos, black, w);
    if constexpr (Rules::corner_crowning) {
        t.tempo = progress;
    } else {
        t.tempo = phase_scaled_rows<Rules>(progress, w, pieces);
    }
    t.mobility = family_mobility<Rules, white>(pos, w) - family_mobility<Rules, black>(pos, w);
    return t;
}

// Corner: progress towards the corner squares, weighted per step.
struct CornerEval {
    static constexpr std::array weights{weight("man"),
                                        weight("king"),
                                        weight("extra_king"),
                                        weight("corner_step"),
                                        weight("corner_out_of_reach"),
                                        weight("corner_stuck"),
                                        weight("man_step"),
                                        weight("king_square"),
                                        weight("side_to_move")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        return czech_family_terms(pos, w);
    }
};

// One-way and Parachute: progress in rows, scaled like the tempo of the other games.
struct UpwardEval {
    static constexpr std::array weights{
        weight("man"),           weight("king"),     weight("extra_king"),  weight("tempo_opening"),
        weight("tempo_endgame"), weight("man_step"), weight("king_square"), weight("side_to_move")};

    template <class Rules>
    static EvalTerms terms(const Position<Rules>& pos, const Weights& w) {
        return czech_family_terms(pos, w);
    }
};

}  // namespace kabe::eval
