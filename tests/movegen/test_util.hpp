#pragma once
// Helpers shared by the move generator tests.

#include <set>
#include <string>

#include "movegen/generate.hpp"
#include "movegen/notation.hpp"

namespace kabe::test {

using Intl = International;
using N = Notation<Intl>;

// The legal moves as "from-to" / "fromxto" (the form of the published rule examples),
// one entry per move: a multiset, so a move generated twice shows up twice.
inline std::multiset<std::string> short_moves(const std::string& fen,
                                              Duplicates duplicates = Duplicates::drop) {
    const auto pos = N::parse_fen(fen);
    MoveList<Intl::Word> moves;
    generate_moves(pos, moves, duplicates);
    std::multiset<std::string> out;
    for (const auto& m : moves)
        out.insert(std::to_string(N::number_of_bit(m.from)) + (m.is_capture() ? "x" : "-") +
                   std::to_string(N::number_of_bit(m.to)));
    return out;
}

// A variant's legal moves in PDN (algebraic where the variant is, full capture paths),
// "=K" on a crowning move: the form of the rule tests of the 8x8 variants.
template <class Rules>
std::set<std::string> pdn_moves(const std::string& fen) {
    using V = Notation<Rules>;
    const auto pos = V::parse_fen(fen);
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    std::set<std::string> out;
    for (const auto& m : list)
        out.insert(V::format(pos, m, MoveFormat::pdn) + (m.promotes ? "=K" : ""));
    return out;
}

}  // namespace kabe::test
