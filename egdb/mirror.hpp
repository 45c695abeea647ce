#pragma once
// Colour symmetry: a position with the board turned half round and the colours swapped
// (Black to move instead of White) has the same value, in every variant whose rules treat
// both colours alike (who moves first aside, which the value does not see). A database
// then keeps only one of each pair of mirrored materials, the one whose White is the
// stronger by (men, kings), and answers the other through the mirror: half the building
// time and half the disk.

#include <algorithm>
#include <array>
#include <vector>

#include "egdb/index.hpp"

namespace kabe::egdb {

template <class Rules>
inline constexpr bool colour_symmetric = !Rules::all_men_move_up;

inline Material mirrored(const Material& m) {
    return {m.black_men, m.black_kings, m.white_men, m.white_kings};
}

// Whether `m` is the member of its mirrored pair that a symmetric database keeps.
inline bool kept_of_pair(const Material& m) {
    return m.white_men > m.black_men ||
           (m.white_men == m.black_men && m.white_kings >= m.black_kings);
}

// The materials of 2..pieces pieces that a database of the variant builds and keeps.
template <class Rules>
std::vector<Material> materials_to_build(int pieces) {
    std::vector<Material> list = materials_up_to(pieces);
    if constexpr (colour_symmetric<Rules>)
        std::erase_if(list, [](const Material& m) { return !kept_of_pair(m); });
    return list;
}

template <class Rules>
std::vector<Material> materials_to_build_for(const Material& target) {
    std::vector<Material> list = materials_needed_by(target);
    if constexpr (colour_symmetric<Rules>) {
        std::vector<Material> kept;
        for (const Material& m : list) {
            const Material k = kept_of_pair(m) ? m : mirrored(m);
            if (std::find(kept.begin(), kept.end(), k) == kept.end()) kept.push_back(k);
        }
        std::sort(kept.begin(), kept.end(), builds_before);
        return kept;
    }
    return list;
}

// The kept materials that building `target` reads (slice.hpp's materials_one_move_from,
// each as the member of its pair the database keeps where the variant is symmetric).
template <class Rules>
std::vector<Material> kept_materials_one_move_from(const Material& target) {
    std::vector<Material> list = materials_one_move_from(target);
    if constexpr (colour_symmetric<Rules>) {
        for (Material& m : list)
            if (!kept_of_pair(m)) m = mirrored(m);
        std::sort(list.begin(), list.end(), builds_before);
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    return list;
}

// The position turned half round with the colours and the side to move swapped.
template <DatabaseRules Rules>
Position<Rules> mirrored(const Position<Rules>& pos) {
    using Board = typename Rules::Board;
    using Bb = Bitboard<typename Rules::Word>;
    static constexpr auto turned = [] {
        std::array<int, Board::bits> table{};
        for (int bit = 0; bit < Board::bits; ++bit) {
            const int i = Board::index_of_bit[bit];
            table[bit] = i < 0 ? 0 : Board::bit_of(Board::squares - 1 - i);
        }
        return table;
    }();
    Bb white, black, kings;
    for (int bit : pos.pieces(Color::white)) black |= Bb::bit(turned[bit]);
    for (int bit : pos.pieces(Color::black)) white |= Bb::bit(turned[bit]);
    for (int bit : pos.kings()) kings |= Bb::bit(turned[bit]);
    return Position<Rules>::from_pieces(white, black, kings, !pos.side_to_move());
}

}  // namespace kabe::egdb
