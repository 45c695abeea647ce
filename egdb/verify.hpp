#pragma once
// Verifying a database by the rules, forward: every position's value must follow from its
// moves' values. A win has a move to a position lost for the opponent; a loss has only
// moves to positions won for the opponent (or none); a draw has no move to a lost
// position and one to a drawn one. A position with no value, or a move into a slice that
// is not there, is an error too.

#include <cstdint>
#include <string>
#include <vector>

#include "egdb/store.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"

namespace kabe::egdb {

struct VerifyCounts {
    int slices = 0;
    std::uint64_t positions = 0, wins = 0, losses = 0, draws = 0, errors = 0;
    std::vector<std::string> examples;  // the first errors, one line each
};

namespace detail {

// What the value of a position must be, given its successors' codes; unknown when a
// successor's slice is missing.
template <DatabaseRules Rules>
Code code_by_moves(const SliceStore<Rules>& store, const Position<Rules>& pos) {
    MoveList<typename Rules::Word> moves;
    generate_moves(pos, moves);
    bool all_win = true, draw = false;
    for (const auto& m : moves) {
        const Code c = store.code(pos.after_unkeyed(m));
        if (c == Code::unknown) return Code::unknown;
        if (c == Code::loss) return Code::win;
        if (c != Code::win) all_win = false;
        if (c == Code::draw) draw = true;
    }
    return all_win ? Code::loss : draw ? Code::draw : Code::unknown;
}

}  // namespace detail

template <DatabaseRules Rules>
void verify_material(const SliceStore<Rules>& store, const Material& m, VerifyCounts& counts,
                     std::string_view variant, std::size_t max_examples = 10) {
    const auto* entry = store.find(m);
    for (Color side : {Color::white, Color::black}) {
        const std::string slice = std::string(variant) + ' ' + m.digits() +
                                  (side == Color::white ? " white" : " black") + " to move";
        if (!entry || entry->tables[index(side)].size() == 0) {
            ++counts.errors;
            if (counts.examples.size() < max_examples)
                counts.examples.push_back("slice " + slice + " is missing");
            continue;
        }
        ++counts.slices;
        const CodeTable& table = entry->tables[index(side)];
        entry->index.for_each(0, table.size(), side, [&](std::uint64_t i, const auto& pos) {
            const Code stored = table.get(i);
            const Code expected = detail::code_by_moves(store, pos);
            ++counts.positions;
            (stored == Code::win    ? counts.wins
             : stored == Code::loss ? counts.losses
                                    : counts.draws)++;
            if (stored == expected && stored != Code::unknown) return;
            ++counts.errors;
            if (counts.examples.size() < max_examples) {
                auto name = [](Code c) {
                    return c == Code::unknown ? std::string("unknown")
                                              : std::string(to_string(wdl_of(c)));
                };
                counts.examples.push_back(slice + ": " + Notation<Rules>::to_fen(pos) +
                                          " is stored as " + name(stored) + ", its moves say " +
                                          name(expected));
            }
        });
    }
}

}  // namespace kabe::egdb
