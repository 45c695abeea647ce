#pragma once
// Legal move generation for every variant: the generator of the variant's family
// (Generator<Family, Rules>, generator.hpp), picked by Rules::family:
//   diagonal/generate.hpp      draughts on the dark squares (International and its heirs)
//   whole_board/generate.hpp   draughts on all squares (Turkish, Gothic, Dameo)
//   tablut/generate.hpp, konane/generate.hpp, alquerque/generate.hpp
// Everything else includes this file, not a family's.

#include "movegen/alquerque/generate.hpp"
#include "movegen/diagonal/generate.hpp"
#include "movegen/generator.hpp"
#include "movegen/konane/generate.hpp"
#include "movegen/tablut/generate.hpp"
#include "movegen/whole_board/generate.hpp"

namespace kabe {

// The generator of the variant's family.
template <class Rules>
using GeneratorOf = Generator<Rules::family, Rules>;

// All legal moves of the side to move.
template <class Rules>
void generate_moves(const Position<Rules>& pos, MoveList<typename Rules::Word>& list,
                    Duplicates duplicates = Duplicates::drop) {
    static_assert(MoveGenerator<GeneratorOf<Rules>, Rules>);
    if (pos.side_to_move() == Color::white)
        GeneratorOf<Rules>::template generate<Color::white>(pos, list, duplicates);
    else
        GeneratorOf<Rules>::template generate<Color::black>(pos, list, duplicates);
}

// The number of legal moves, without building quiet moves (perft's bulk counting).
template <class Rules>
int count_moves(const Position<Rules>& pos, Duplicates duplicates = Duplicates::drop) {
    using G = GeneratorOf<Rules>;
    return pos.side_to_move() == Color::white ? G::template count<Color::white>(pos, duplicates)
                                              : G::template count<Color::black>(pos, duplicates);
}

// The number of quiet moves of the side to move; the legal move count when it has no
// capture (the caller knows that already, so the capturers are not searched again).
template <class Rules>
int count_quiet_moves(const Position<Rules>& pos) {
    using G = GeneratorOf<Rules>;
    return pos.side_to_move() == Color::white ? G::template count_quiet<Color::white>(pos)
                                              : G::template count_quiet<Color::black>(pos);
}

// Whether the side to move has a compulsory capture.
template <class Rules>
bool must_capture(const Position<Rules>& pos) {
    using G = GeneratorOf<Rules>;
    return pos.side_to_move() == Color::white ? G::template has_capture<Color::white>(pos)
                                              : G::template has_capture<Color::black>(pos);
}

// The compulsory captures of the side to move into `list`, returning true; or false,
// with `list` empty, when it has none (must_capture(pos), from the same look at the
// board). Then generate_quiet_moves gives its moves. Together they are generate_moves,
// move for move and in the same order.
template <class Rules>
bool generate_compulsory_captures(const Position<Rules>& pos, MoveList<typename Rules::Word>& list,
                                  Duplicates duplicates = Duplicates::drop) {
    using G = GeneratorOf<Rules>;
    if constexpr (requires {
                      G::template generate_captures<Color::white>(pos, list, duplicates);
                  }) {
        return pos.side_to_move() == Color::white
                   ? G::template generate_captures<Color::white>(pos, list, duplicates)
                   : G::template generate_captures<Color::black>(pos, list, duplicates);
    } else {
        list.clear();
        if (!must_capture(pos)) return false;
        generate_moves(pos, list, duplicates);
        return true;
    }
}

// The moves of a position whose side to move has no compulsory capture (the caller found
// that with generate_compulsory_captures or must_capture).
template <class Rules>
void generate_quiet_moves(const Position<Rules>& pos, MoveList<typename Rules::Word>& list) {
    using G = GeneratorOf<Rules>;
    if constexpr (requires { G::template generate_quiet<Color::white>(pos, list); }) {
        if (pos.side_to_move() == Color::white)
            G::template generate_quiet<Color::white>(pos, list);
        else
            G::template generate_quiet<Color::black>(pos, list);
    } else {
        generate_moves(pos, list);
    }
}

// Whether the side not to move could capture if it were its turn: a threat.
template <class Rules>
bool opponent_threatens(const Position<Rules>& pos) {
    using G = GeneratorOf<Rules>;
    return pos.side_to_move() == Color::white ? G::template has_capture<Color::black>(pos)
                                              : G::template has_capture<Color::white>(pos);
}

}  // namespace kabe
