#pragma once
// The index of a slice: a bijection between the positions of one material (side to move
// aside) and 0..size-1, over the rules traits of any dark-square variant.
//
// Men stand only where they can: never on their own promotion row (they would be kings).
// White men go first, black men on their squares that white men leave free, then white
// kings and black kings on the free squares that remain; each group is a combination of
// its available squares, ranked in the combinatorial number system. A white man on a
// square no black man can use (Black's promotion row, where only white men stand) takes
// nothing from the black men, so the positions are counted in blocks by how many white
// men stand there (`j`): within a block every group has a fixed number of squares to
// choose from and the index is one mixed-radix number, with no holes.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "egdb/slice.hpp"
#include "movegen/position.hpp"

namespace kabe::egdb {

// What the index (and the generator) can handle: dark-square draughts whose position is
// its pieces and side to move, and whose game ends when a side cannot move.
template <class Rules>
concept DatabaseRules =
    Rules::family == Family::diagonal&& Rules::goal == Goal::capture_all&& Rules::men_promote &&
    !Rules::corner_crowning && !Rules::parachutists && Rules::king_move_limit == 0;

namespace detail {
inline constexpr int max_squares = 72;  // 12x12
inline constexpr int max_group = 10;
// C(n, k) for n <= max_squares, k <= max_group.
inline constexpr auto binomials = [] {
    std::array<std::array<std::uint64_t, max_group + 1>, max_squares + 1> c{};
    for (int n = 0; n <= max_squares; ++n) {
        c[n][0] = 1;
        for (int k = 1; k <= max_group && k <= n; ++k)
            c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
    return c;
}();
constexpr std::uint64_t choose(int n, int k) {
    return n < 0 || k < 0 || k > n ? 0 : binomials[n][k];
}
}  // namespace detail

template <DatabaseRules Rules>
class SliceIndex {
public:
    using Bb = Bitboard<typename Rules::Word>;
    using Pos = Position<Rules>;
    using Masks = BoardMasks<Rules>;

    static constexpr Bb white_men_squares = Masks::playable & ~Masks::promotion_row(Color::white);
    static constexpr Bb black_men_squares = Masks::playable & ~Masks::promotion_row(Color::black);
    static constexpr Bb white_only = white_men_squares & ~black_men_squares;
    static constexpr Bb shared = white_men_squares & black_men_squares;
    static constexpr int squares = Masks::playable.count();

    explicit SliceIndex(const Material& m) : m_(m) {
        std::uint64_t total = 0;
        for (int j = 0; j <= m.white_men; ++j) {
            Block& b = blocks_[j];
            const int in_shared = m.white_men - j;
            b.radix[0] = detail::choose(white_only.count(), j);
            b.radix[1] = detail::choose(shared.count(), in_shared);
            b.radix[2] = detail::choose(black_men_squares.count() - in_shared, m.black_men);
            const int free = squares - m.white_men - m.black_men;
            b.radix[3] = detail::choose(free, m.white_kings);
            b.radix[4] = detail::choose(free - m.white_kings, m.black_kings);
            b.first = total;
            std::uint64_t size = 1;
            for (std::uint64_t r : b.radix) size *= r;
            total += size;
        }
        size_ = total;
    }

    const Material& material() const { return m_; }
    std::uint64_t size() const { return size_; }

    // The index of a position of this material (the caller guarantees the material).
    std::uint64_t rank(const Pos& pos) const {
        const Bb white_men = pos.men(Color::white), black_men = pos.men(Color::black);
        const Bb white_kings = pos.kings(Color::white);
        const int j = (white_men & white_only).count();
        const Block& b = blocks_[j];
        const Bb men = white_men | black_men;
        const std::uint64_t digits[5] = {
            rank_in(white_men & white_only, white_only),
            rank_in(white_men & shared, shared),
            rank_in(black_men, black_men_squares & ~white_men),
            rank_in(white_kings, Masks::playable & ~men),
            rank_in(pos.kings(Color::black), Masks::playable & ~men & ~white_kings),
        };
        std::uint64_t index = 0;
        for (int i = 0; i < 5; ++i) index = index * b.radix[i] + digits[i];
        return b.first + index;
    }

    // The position of an index below size(), with `side` to move.
    Pos unrank(std::uint64_t index, Color side) const {
        int j = m_.white_men;
        while (blocks_[j].first > index) --j;
        const Block& b = blocks_[j];
        std::uint64_t rest = index - b.first, digits[5];
        for (int i = 4; i >= 0; --i) {
            digits[i] = rest % b.radix[i];
            rest /= b.radix[i];
        }
        const Bb white_men =
            unrank_in(digits[0], j, white_only) | unrank_in(digits[1], m_.white_men - j, shared);
        const Bb black_men = unrank_in(digits[2], m_.black_men, black_men_squares & ~white_men);
        const Bb men = white_men | black_men;
        const Bb white_kings = unrank_in(digits[3], m_.white_kings, Masks::playable & ~men);
        const Bb black_kings =
            unrank_in(digits[4], m_.black_kings, Masks::playable & ~men & ~white_kings);
        return Pos::from_pieces(white_men | white_kings, black_men | black_kings,
                                white_kings | black_kings, side);
    }

    // Calls visit(i, pos) for every index i in [first, end), in order, pos being
    // unrank(i, side). Where the board fits a 64-bit word and the CPU has BMI2, the
    // positions are stepped from one to the next (each group's combination to its
    // successor) instead of unranked one by one: unranking is a search per group, some
    // 150 ns a position on 10x10, more than twice what the generator does with it.
    template <class Visit>
    void for_each(std::uint64_t first, std::uint64_t end, Color side, Visit&& visit) const {
        end = std::min(end, size_);
#if defined(__BMI2__)
        if constexpr (std::is_same_v<typename Rules::Word, std::uint64_t>) {
            for (std::uint64_t i = first; i < end;) {
                Walk walk(*this, i, side);
                do visit(i, walk.position());
                while (++i < end && walk.next());
            }
            return;
        }
#endif
        for (std::uint64_t i = first; i < end; ++i) visit(i, unrank(i, side));
    }

    class Cursor;
    // For positions asked for in increasing index order (a frontier drained in order).
    Cursor cursor(Color side) const { return Cursor(*this, side); }

    // The material of a position (its slice, with the side to move).
    static Material material_of(const Pos& pos) {
        return {pos.men(Color::white).count(), pos.kings(Color::white).count(),
                pos.men(Color::black).count(), pos.kings(Color::black).count()};
    }

private:
    struct Block {
        std::uint64_t first = 0;   // the index of the block's first position
        std::uint64_t radix[5]{};  // choices of each group, most significant first
    };

    // The rank of `set` among the combinations of its size of the squares `within`.
    static std::uint64_t rank_in(Bb set, Bb within) {
        std::uint64_t r = 0;
        int k = 1;
        for (int bit : set) {
            const Bb below(within.word() & ((typename Rules::Word(1) << bit) - 1));
            r += detail::choose(below.count(), k++);
        }
        return r;
    }

    // The combination of `k` squares of `within` whose rank is r.
    static Bb unrank_in(std::uint64_t r, int k, Bb within) {
        Bb set;
        int high = within.count();  // the square chosen next lies below it
        for (; k > 0; --k) {
            // The largest c < high with C(c, k) <= r, by bisection (C grows with c).
            int low = k - 1;
            while (high - low > 1) {
                const int mid = (low + high) / 2;
                (detail::choose(mid, k) <= r ? low : high) = mid;
            }
            r -= detail::choose(low, k);
            set |= Bb::bit(nth_square(within, low));
            high = low;
        }
        return set;
    }

    static int nth_square(Bb set, int n) {
#if defined(__BMI2__)
        if constexpr (std::is_same_v<typename Rules::Word, std::uint64_t>)
            return std::countr_zero(_pdep_u64(std::uint64_t(1) << n, set.word()));
#endif
        for (int bit : set)
            if (n-- == 0) return bit;
        return -1;  // not reached: n < set.count()
    }

#if defined(__BMI2__)
    // The positions of one block in index order. The index is a mixed-radix number whose
    // digits are the groups' combinations (white men on White's own squares, white men
    // on the shared ones, black men, white kings, black kings; the last the least
    // significant), and a combination's rank orders it as its bits, read as a number, of
    // the squares it may use packed together (pext): the next index is the next such
    // number with as many bits set in the last group that has one, every later group
    // starting again from its first combination on the squares now left to it.
    class Walk {
    public:
        Walk() = default;
        Walk(const SliceIndex& index, std::uint64_t i, Color side) : side_(side) {
            const Pos pos = index.unrank(i, side);
            const Bb white_men = pos.men(Color::white);
            set_[0] = white_men & white_only;
            set_[1] = white_men & shared;
            set_[2] = pos.men(Color::black);
            set_[3] = pos.kings(Color::white);
            set_[4] = pos.kings(Color::black);
            for (int g = 0; g < groups; ++g) {
                k_[g] = set_[g].count();
                within_[g] = squares_for(g);
                packed_[g] = _pext_u64(set_[g].word(), within_[g].word());
            }
        }

        Pos position() const {
            const Bb kings = set_[3] | set_[4];
            return Pos::from_pieces(set_[0] | set_[1] | set_[3], set_[2] | set_[4], kings, side_);
        }

        // To the next index; false at the end of the block (the caller starts a walk
        // there again, in the next block).
        bool next() {
            for (int g = groups - 1; g >= 0; --g) {
                if (k_[g] == 0) continue;  // one combination only: it always carries
                const std::uint64_t after = next_with_as_many_bits(packed_[g]);
                if (after >> within_[g].count()) continue;  // past the last: carry
                packed_[g] = after;
                set_[g] = Bb(_pdep_u64(after, within_[g].word()));
                for (int h = g + 1; h < groups; ++h) {
                    within_[h] = squares_for(h);
                    packed_[h] = (std::uint64_t(1) << k_[h]) - 1;
                    set_[h] = Bb(_pdep_u64(packed_[h], within_[h].word()));
                }
                return true;
            }
            return false;
        }

    private:
        static constexpr int groups = 5;

        // The squares group g chooses from, given the groups before it (as in unrank).
        Bb squares_for(int g) const {
            switch (g) {
                case 0: return white_only;
                case 1: return shared;
                case 2: return black_men_squares & ~(set_[0] | set_[1]);
                case 3: return Masks::playable & ~(set_[0] | set_[1] | set_[2]);
                default: return Masks::playable & ~(set_[0] | set_[1] | set_[2] | set_[3]);
            }
        }

        // The smallest number above x with as many bits set (Gosper's hack); x != 0.
        static std::uint64_t next_with_as_many_bits(std::uint64_t x) {
            const std::uint64_t lowest = x & (~x + 1);
            const std::uint64_t ripple = x + lowest;
            return ripple | (((x ^ ripple) >> 2) / lowest);
        }

        Color side_ = Color::white;
        std::array<Bb, groups> set_{}, within_{};
        std::array<std::uint64_t, groups> packed_{};
        std::array<int, groups> k_{};
    };
#endif

    Material m_;
    std::uint64_t size_ = 0;
    std::array<Block, detail::max_group + 1> blocks_{};
};

// unrank(i, side) for indices that only grow: an index a few past the last one is
// stepped to (SliceIndex::for_each's walk), one farther away is unranked.
template <DatabaseRules Rules>
class SliceIndex<Rules>::Cursor {
public:
    Cursor(const SliceIndex& index, Color side) : index_(index), side_(side) {}

    Pos at(std::uint64_t i) {
#if defined(__BMI2__)
        if constexpr (std::is_same_v<typename Rules::Word, std::uint64_t>) {
            // A step costs a few nanoseconds, an unranking some 150 (10x10).
            constexpr std::uint64_t most_steps = 32;
            if (walking_ && i > at_ && i - at_ <= most_steps) {
                while (at_ < i && walk_.next()) ++at_;
                if (at_ == i) return walk_.position();
            }
            walk_ = Walk(index_, i, side_);
            walking_ = true;
            at_ = i;
            return walk_.position();
        }
#endif
        return index_.unrank(i, side_);
    }

private:
    const SliceIndex& index_;
    Color side_;
#if defined(__BMI2__)
    Walk walk_{};
    bool walking_ = false;
    std::uint64_t at_ = 0;
#endif
};

}  // namespace kabe::egdb
