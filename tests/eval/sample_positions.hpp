#pragma once
// International positions for the evaluation's tests: random legal games, and the colour
// mirror that every term must score the same for the side to move.

#include <random>
#include <vector>

#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/variants.hpp"

namespace kabe::test {

// Colours swapped: square s becomes 51 - s, White's pieces become Black's, the other
// side moves. The same game seen from the other chair.
inline Position<International> colour_mirror(const Position<International>& pos) {
    using N = Notation<International>;
    using Bb = Position<International>::Bb;
    const auto turn = [](Bb set) {
        Bb out;
        for (int bit : set) out |= Bb::bit(N::bit_of_number(51 - N::number_of_bit(bit)));
        return out;
    };
    return Position<International>::from_pieces(turn(pos.pieces(Color::black)),
                                                turn(pos.pieces(Color::white)), turn(pos.kings()),
                                                !pos.side_to_move());
}

// Positions from random legal games of 10 to 159 plies: openings, middlegames and king
// endings.
inline std::vector<Position<International>> random_positions(int count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Position<International>> out;
    while (static_cast<int>(out.size()) < count) {
        auto pos = Position<International>::start();
        const int plies = 10 + static_cast<int>(rng() % 150);
        for (int ply = 0; ply < plies; ++ply) {
            MoveList<International::Word> moves;
            generate_moves(pos, moves);
            if (moves.empty()) break;
            pos = pos.after(moves[static_cast<int>(rng() % moves.size())]);
        }
        out.push_back(pos);
    }
    return out;
}

}  // namespace kabe::test
