#pragma once
// The learned pattern values of one variant, as the evaluation reads them: per window and
// configuration a middle-game and an endgame value in table units (units_per_centiman to
// the centi-man), and the same for each extra feature (layout.hpp: king squares, material),
// blended by the phase. Integer arithmetic throughout, so that a score
// does not depend on the compiler's floating point.

#include <algorithm>
#include <bit>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "eval/patterns/file.hpp"
#include "eval/patterns/layout.hpp"

namespace kabe::eval::patterns {

// The weights file the build embedded for a variant (data/eval/<name>.kpat), or an empty
// span if there is none (generated: eval/patterns/embed_weights.cmake).
std::span<const unsigned char> embedded_file(std::string_view variant);

template <class Rules>
class PatternWeights {
public:
    using L = Layout<Rules>;
    static constexpr int units_per_centiman = 16;

    // All zero: the hand-made evaluation alone.
    PatternWeights()
        : table_(static_cast<std::size_t>(L::windows) * configurations), extras_(L::extras) {}

    // Throws PatternFileError when the file is for another variant or layout.
    static PatternWeights from_file(const PatternFile& f) {
        if (f.variant != Rules::name)
            throw PatternFileError("the weights are for " + f.variant + ", not " +
                                   std::string(Rules::name));
        const Phase phase = static_cast<Phase>(f.phase);
        if (f.windows != L::windows || f.configurations != configurations ||
            f.units_per_centiman != units_per_centiman)
            throw PatternFileError("the weights have another layout (" + std::to_string(f.windows) +
                                   " windows of " + std::to_string(f.configurations) +
                                   ") than this Kabe's (" + std::to_string(L::windows) + " of " +
                                   std::to_string(configurations) + ")");
        if (const int scale = phase_scale<Rules>(phase); f.full_board != static_cast<std::uint32_t>(scale))
            throw PatternFileError("the weights have a phase scale " + std::to_string(f.full_board) +
                                   " where this Kabe's measure (" +
                                   (phase == Phase::men_steps ? "the men's steps" : "the pieces") +
                                   ") is " + std::to_string(scale));
        if (!f.extras.empty() && f.extras.size() != static_cast<std::size_t>(L::extras))
            throw PatternFileError("the weights have another layout (" +
                                   std::to_string(f.extras.size()) + " extra features) than this Kabe's (" +
                                   std::to_string(L::extras) + ")");
        PatternWeights w;
        w.phase_ = phase;
        w.table_ = f.entries;
        if (!f.extras.empty()) w.extras_ = f.extras;
        w.extras_in_use_ = std::any_of(w.extras_.begin(), w.extras_.end(),
                                       [](const Entry& e) { return e.middle || e.end; });
        w.build_net();
        return w;
    }

    // Reads a weights file from disk. Throws PatternFileError naming the path when it
    // cannot be read or used.
    static PatternWeights from_path(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        if (!in) throw PatternFileError("cannot read " + path);
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        try {
            return from_file(decode(bytes));
        } catch (const PatternFileError& e) {
            throw PatternFileError(path + ": " + e.what());
        }
    }

    PatternFile to_file() const {
        return {std::string(Rules::name),
                static_cast<std::uint32_t>(L::windows),
                static_cast<std::uint32_t>(configurations),
                static_cast<std::uint32_t>(phase_scale<Rules>(phase_)),
                static_cast<std::uint32_t>(units_per_centiman),
                static_cast<std::uint32_t>(phase_),
                table_,
                extras_};
    }

    // The weights built into the binary, or nullptr if it has none for the variant (or
    // they do not load: said once on stderr, and the hand-made evaluation plays).
    static const PatternWeights* builtin() {
        static const std::unique_ptr<const PatternWeights> weights = load_builtin();
        return weights.get();
    }

    // What blends the middle-game and endgame values (layout.hpp).
    Phase phase() const { return phase_; }
    void set_phase(Phase phase) { phase_ = phase; }

    // Writing through at() leaves the net table behind: white_view falls back on the
    // Reading's two reads a window.
    Entry& at(int window, int configuration) {
        net_.clear();
        return table_[static_cast<std::size_t>(window) * configurations + configuration];
    }
    const Entry& at(int window, int configuration) const {
        return table_[static_cast<std::size_t>(window) * configurations + configuration];
    }

    // An extra feature's values (layout.hpp, for_each_extra).
    Entry& extra(int feature) {
        extras_in_use_ = true;
        return extras_[static_cast<std::size_t>(feature)];
    }
    const Entry& extra(int feature) const { return extras_[static_cast<std::size_t>(feature)]; }

    // The patterns' value, White's view, in centi-men.
    Score white_view(const Reading<Rules>& r) const {
        int middle = 0, end = 0;
        for (int w = 0; w < L::windows; ++w) {
            const Entry& mine = at(w, r.white[w]);
            const Entry& theirs = at(w, r.black[w]);
            middle += mine.middle - theirs.middle;
            end += mine.end - theirs.end;
        }
        r.for_each_extra([&](int feature, int value) {
            middle += value * extra(feature).middle;
            end += value * extra(feature).end;
        });
        return blend(middle, end, phase_value(r, phase_));
    }
    // The same value read straight from the board (what the search calls: a large part
    // of its time). With the net table one read a window, 28 instead of 56 on 10x10,
    // unrolled so that each window's mask and table offset are constants; the sums are
    // only regrouped, so the value is exactly white_view(read_patterns(pos))
    // (Patterns.TheBoardReadingIsTheReadingsValue).
    [[gnu::always_inline]] Score white_view(const Position<Rules>& pos) const {
        if (net_.empty()) return white_view(read_patterns(pos));
        const std::uint64_t white = pos.men(Color::white).word();
        const std::uint64_t black = pos.men(Color::black).word();
        Sums sums = net_sums(white, black, std::make_index_sequence<L::windows>{});
        if (extras_in_use_)  // a file of format version 1 has none
            for_each_extra<Rules>(pos.kings(Color::white).word(), pos.kings(Color::black).word(),
                                  std::popcount(white), std::popcount(black),
                                  [&](int feature, int value) {
                                      sums.middle += value * extra(feature).middle;
                                      sums.end += value * extra(feature).end;
                                  });
        return blend(sums.middle, sums.end, phase_value(pos, phase_));
    }

private:
    // Blended on the difference, so that the colour mirror gets exactly the opposite.
    // By the pieces the scale is a constant, so that the division compiles to a
    // multiplication.
    Score blend(int middle, int end, int phase) const {
        if (phase_ == Phase::pieces) return blended(middle, end, phase, L::full);
        return blended(middle, end, phase, full_men_steps<Rules>());
    }
    [[gnu::always_inline]] static Score blended(int middle, int end, int phase, int full) {
        return (middle * phase + end * (full - phase)) / (full * units_per_centiman);
    }

    // The configuration Black's tables see in window w.mirror when White's see c in
    // window w: the squares in reverse order (the half-turn), the colours swapped.
    static int turned_configuration(int c) {
        int turned = 0;
        for (int k = 0; k < window_squares; ++k, c /= 3) {
            static constexpr int swapped[] = {0, 2, 1};
            turned = 3 * turned + swapped[c % 3];
        }
        return turned;
    }

    // The net table: per window w and configuration c, White's entry minus the Black
    // entry it implies (window w.mirror, turned_configuration(c)), so that the board
    // reading needs one read a window. Built from a file's weights, which never change
    // after; left empty (white_view then adds the Reading's two reads) when at() may have
    // changed the table or a difference does not fit 16 bits.
    void build_net() {
        net_.clear();
        std::vector<Entry> net(table_.size());
        for (int w = 0; w < L::windows; ++w)
            for (int c = 0; c < configurations; ++c) {
                const Entry& mine = table_[static_cast<std::size_t>(w) * configurations + c];
                const Entry& theirs =
                    table_[static_cast<std::size_t>(L::window[w].mirror) * configurations +
                           turned_configuration(c)];
                const int middle = mine.middle - theirs.middle, end = mine.end - theirs.end;
                if (middle != static_cast<std::int16_t>(middle) ||
                    end != static_cast<std::int16_t>(end))
                    return;
                net[static_cast<std::size_t>(w) * configurations + c] = {
                    static_cast<std::int16_t>(middle), static_cast<std::int16_t>(end)};
            }
        net_ = std::move(net);
    }

    // Inlined into white_view, and the sums locals returned by value, so that they stay
    // in registers (where GCC chose not to inline a version that added through
    // references, every window's addition went through memory: 40% slower, measured).
    struct Sums {
        int middle = 0, end = 0;
    };
    template <std::size_t... W>
    [[gnu::always_inline]] Sums net_sums(std::uint64_t white, std::uint64_t black,
                                         std::index_sequence<W...>) const {
        Sums sums;
        (add_net_window<W>(white, black, sums), ...);
        return sums;
    }
    template <std::size_t W>
    [[gnu::always_inline]] void add_net_window(std::uint64_t white, std::uint64_t black,
                                               Sums& sums) const {
        constexpr std::uint64_t mask = L::window[W].mask;
        const auto& t = base3_tables;
        const std::size_t c = std::size_t{t.base3[extract_bits(white, mask)]} +
                              std::size_t{t.doubled3[extract_bits(black, mask)]};
        const Entry& e = net_[W * configurations + c];
        sums.middle += e.middle;
        sums.end += e.end;
    }

    static std::unique_ptr<const PatternWeights> load_builtin();
    std::vector<Entry> table_;
    std::vector<Entry> net_;
    std::vector<Entry> extras_;
    bool extras_in_use_ = false;  // some extra is not 0
    Phase phase_ = Phase::pieces;
};

template <class Rules>
std::unique_ptr<const PatternWeights<Rules>> PatternWeights<Rules>::load_builtin() {
    const auto bytes = embedded_file(Rules::name);
    if (bytes.empty()) return nullptr;
    try {
        const std::string_view view(reinterpret_cast<const char*>(bytes.data()), bytes.size());
        return std::make_unique<const PatternWeights>(from_file(decode(view)));
    } catch (const PatternFileError& e) {
        std::fprintf(stderr,
                     "kabe: the built-in pattern weights of %s do not load (%s): "
                     "the hand-made evaluation plays\n",
                     std::string(Rules::name).c_str(), e.what());
        return nullptr;
    }
}

}  // namespace kabe::eval::patterns
