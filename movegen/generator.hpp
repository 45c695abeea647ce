#pragma once
// What every family's move generator offers: Generator<Family, Rules>, specialized in the
// family's header (diagonal/generate.hpp, whole_board/generate.hpp, tablut/generate.hpp,
// konane/generate.hpp, alquerque/generate.hpp) and checked by MoveGenerator there.
// generate.hpp's generate_moves and the rest pick a variant's by Rules::family.

#include <concepts>

#include "move.hpp"
#include "position.hpp"

namespace kabe {

template <Family F, class Rules>
struct Generator;

// The four questions the search, perft and notation ask of a generator, for side Us:
//   generate:    all legal moves into `list` (cleared first);
//   count:       how many legal moves, without building quiet ones where it can;
//   count_quiet: how many quiet moves (the legal count when there is no capture);
//   has_capture: whether a compulsory capture exists ("must capture", "threatens").
// A family may also offer generate's two halves, generate_captures and generate_quiet
// (generate.hpp's generate_compulsory_captures and generate_quiet_moves use them, so
// that the search looks for captures once a node; without them those fall back on
// has_capture and generate).
template <class G, class Rules>
concept MoveGenerator = requires(const Position<Rules>& pos, MoveList<typename Rules::Word>& list,
                                 Duplicates duplicates) {
    G::template generate<Color::white>(pos, list, duplicates);
    G::template generate<Color::black>(pos, list, duplicates);
    { G::template count<Color::white>(pos, duplicates) } -> std::same_as<int>;
    { G::template count_quiet<Color::white>(pos) } -> std::same_as<int>;
    { G::template has_capture<Color::white>(pos) } -> std::same_as<bool>;
};

}  // namespace kabe
