#pragma once
// The routes of a capture: which squares the piece lands on, in order.
//
// A Move keeps only from, to, the captured set and the promotion (move.hpp); PDN's full
// form (`26x37x48`, Russian `d6:f8:h6`) needs the landing squares in between. This walk
// replays one move's capture with the same rules as the generator's CaptureSearch
// (generate.hpp) and keeps each route that ends as the move does. It must follow every
// capture rule the generator knows, or a legal move would lose its path (or an illegal
// path would be read as a legal move):
//   - men capture forward only where `men_capture_backward` is false, and never a king
//     where `men_capture_kings` is false (Italian);
//   - a Russian man that lands on its promotion row goes on as a flying king and the move
//     promotes wherever it ends (`crowned_and_continues`);
//   - kings fly or step (`kings_fly`); a flying king lands anywhere behind its victim or
//     only right behind it (`king_landing`, Thai); without a majority rule it must land
//     where the capture goes on if it can (FMJD 4.6, as the generator);
//   - captured pieces block until the move ends, or leave at once (`immediate_removal`,
//     Thai: the king may then cross their squares again);
//   - behind a captured king a Killer capture may end only on the first square;
//   - Frisian men and kings also capture along rows and files (`orthogonal_captures`);
//   - One-way men move up whatever their colour; Corner men are crowned only on their two
//     corner squares (BoardMasks::men_move_up, crown_squares);
//   - a Parachute parachutist (a man on its own crowning row) makes one jump, no more;
//   - Tablut's custodial captures have no route: the piece makes one rook move;
//   - Italian precedence also ranks the order in which kings are taken (FID 6.9), so of two
//     routes of one move only those that take kings earliest are legal.
// Routes a generator would find twice (a king landing further along a line and capturing
// straight on) are all kept: each is a true description of the move.

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "generate.hpp"

namespace kabe {

template <class Rules>
class CaptureRoutes {
public:
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Board = typename Rules::Board;
    using Pos = Position<Rules>;
    using Mv = Move<Word>;
    using Masks = BoardMasks<Rules>;
    using Route = std::vector<int>;  // the bits landed on after each capture; last = m.to

    static std::vector<Route> of(const Pos& pos, const Mv& m) {
        if (!m.is_capture()) return {};
        if constexpr (Rules::family == Family::konane) {
            // One straight line: the route follows from from and to. A removal (from ==
            // to) has none.
            if (m.from == m.to) return {};
            return {detail::konane::route<Rules>(m)};
        } else if constexpr (Rules::family == Family::alquerque) {
            return pos.side_to_move() == Color::white ? alquerque<Color::white>(pos, m)
                                                      : alquerque<Color::black>(pos, m);
        } else if constexpr (Rules::family == Family::tablut) {
            // Tablut: a capture is one rook move; its one route is its landing square.
            return {Route{m.to}};
        } else if constexpr (Rules::family == Family::whole_board) {
            // Turkish: the generator's own search reports its routes.
            return pos.side_to_move() == Color::white ? orthogonal<Color::white>(pos, m)
                                                      : orthogonal<Color::black>(pos, m);
        } else {
            return diagonal(pos, m);
        }
    }

private:
    static std::vector<Route> diagonal(const Pos& pos, const Mv& m) {
        if constexpr (Rules::parachutists) {
            // A parachutist's capture is a single jump: its route is its landing square.
            if (!pos.kings().test(m.from) && Masks::parachute_row(pos.side_to_move()).test(m.from))
                return {Route{m.to}};
        }
        CaptureRoutes walk(pos, m);
        if (pos.kings().test(m.from))
            walk.king(Bb::bit(m.from), Bb(), 0, false);
        else
            walk.man(Bb::bit(m.from), Bb(), 0);
        std::vector<Route> routes;
        for (const auto& [route, order] : walk.found_)
            if (order == walk.best_order_) routes.push_back(route);
        return routes;
    }

    struct Collect : detail::orthogonal::RouteSink<Word> {
        explicit Collect(const Mv& move) : m(move) {}
        void route(const std::uint8_t* landings, int count, int to, Bb captured,
                   bool promotes) override {
            if (to == m.to && captured == m.captured && promotes == m.promotes)
                routes.emplace_back(landings, landings + count);
        }
        Mv m;
        std::vector<Route> routes;
    };

    template <Color Us>
    static std::vector<Route> orthogonal(const Pos& pos, const Mv& m) {
        MoveList<Word> list;
        Collect collect(m);
        detail::orthogonal::CaptureSearch<Rules, Us> search(pos, list, Duplicates::keep);
        search.record_routes(&collect);
        if (pos.kings().test(m.from))
            search.king(m.from);
        else
            search.man(m.from);
        return collect.routes;
    }

    template <Color Us>
    static std::vector<Route> alquerque(const Pos& pos, const Mv& m) {
        MoveList<Word> list;
        Collect collect(m);
        detail::alquerque::generate_captures<Rules, Us>(pos, Bb::bit(m.from), list,
                                                        Duplicates::keep, &collect);
        return collect.routes;
    }

    CaptureRoutes(const Pos& pos, const Mv& m)
        : m_(m),
          us_(pos.side_to_move()),
          opponents_(pos.pieces(!us_)),
          man_victims_(Rules::men_capture_kings ? pos.pieces(!us_) : pos.men(!us_)),
          opponent_kings_(pos.kings(!us_)),
          empty_with_mover_(pos.empty() | Bb::bit(m.from)),
          crown_(BoardMasks<Rules>::crown_squares(us_)) {}

    Bb open(Bb captured) const {
        if constexpr (Rules::immediate_removal) return empty_with_mover_ | captured;
        return empty_with_mover_;
    }

    // FID 6.9: one bit per king taken, earlier captures on higher bits (as the generator).
    std::uint32_t order_after(std::uint32_t order, Bb victim) const {
        if constexpr (Rules::precedence == CapturePrecedence::italian)
            return (victim & opponent_kings_) ? order | (1u << (15 - path_.size())) : order;
        return order;
    }

    template <int Step>
    bool forward() const {
        return Masks::men_move_up(us_) == (Step < 0);  // up the board is to lower bits
    }

    void man(Bb at, Bb captured, std::uint32_t order) {
        bool extended = false;
        // Frisian's pieces also capture along rows and files (generate.hpp).
        detail::for_each_step(detail::KingCaptureDirections<Rules>{}, [&](auto step) {
            if (!Rules::men_capture_backward && !forward<step()>()) return;
            const Bb victim = Masks::template step<step()>(at) & man_victims_ & ~captured;
            const Bb landing = Masks::template step<step()>(victim) & open(captured);
            if (!landing) return;
            extended = true;
            const std::uint32_t next = order_after(order, victim);
            path_.push_back(landing.lowest());
            if (Rules::passing_promotion == PassingPromotion::crowned_and_continues &&
                (landing & crown_))
                king(landing, captured | victim, next, true);  // Russian: crowned, goes on
            else
                man(landing, captured | victim, next);
            path_.pop_back();
        });
        if (!extended) end(at, captured, order, !(at & crown_).empty(), true);
    }

    void king(Bb at, Bb captured, std::uint32_t order, bool promoted, bool may_end = true) {
        bool extended = false;
        // Frisian's pieces also capture along rows and files (generate.hpp).
        detail::for_each_step(detail::KingCaptureDirections<Rules>{}, [&](auto step) {
            king_jump<step()>(at, captured, order, promoted, extended);
        });
        if (!extended) end(at, captured, order, promoted, may_end);
    }

    template <int Step>
    void king_jump(Bb at, Bb captured, std::uint32_t order, bool promoted, bool& extended) {
        const Bb free = open(captured);
        Bb ahead = Masks::template step<Step>(at);
        if constexpr (Rules::kings_fly)
            while (ahead & free) ahead = Masks::template step<Step>(ahead);
        const Bb victim = ahead & opponents_ & ~captured;
        const Bb first = Masks::template step<Step>(victim) & free;
        if (!first) return;
        extended = true;
        captured |= victim;
        order = order_after(order, victim);
        const Bb after = open(captured);
        constexpr bool lands_anywhere =
            Rules::kings_fly && Rules::king_landing == KingLanding::any_square;
        Bb squares = first;
        if constexpr (lands_anywhere)
            for (Bb next = Masks::template step<Step>(first) & after; next;
                 next = Masks::template step<Step>(next) & after)
                squares |= next;
        constexpr bool counts_pieces = Rules::precedence != CapturePrecedence::free_choice &&
                                       Rules::precedence != CapturePrecedence::with_king;
        if constexpr (!counts_pieces && lands_anywhere) {
            // Where the capture can go on from some squares, the king must land on one.
            Bb continuing;
            for (int square : squares)
                if (can_go_on(Bb::bit(square), captured)) continuing |= Bb::bit(square);
            if (continuing) squares = continuing;
        }
        // Killer: behind a captured king only the first square may end the capture.
        const bool halts = Rules::halt_behind_king && (victim & opponent_kings_);
        for (int square : squares) {
            path_.push_back(square);
            king(Bb::bit(square), captured, order, promoted, !halts || Bb::bit(square) == first);
            path_.pop_back();
        }
    }

    // Whether a flying king on `at` has a capture, with `captured` already taken.
    bool can_go_on(Bb at, Bb captured) const {
        const Bb free = open(captured);
        bool found = false;
        // Frisian's pieces also capture along rows and files (generate.hpp).
        detail::for_each_step(detail::KingCaptureDirections<Rules>{}, [&](auto step) {
            Bb ahead = Masks::template step<step()>(at);
            while (ahead & free) ahead = Masks::template step<step()>(ahead);
            const Bb victim = ahead & opponents_ & ~captured;
            found = found || !(Masks::template step<step()>(victim) & free).empty();
        });
        return found;
    }

    // A complete sequence: a route of the move if it ends as the move does.
    void end(Bb at, Bb captured, std::uint32_t order, bool promotes, bool may_end) {
        if (path_.empty() || !may_end) return;
        if (at.lowest() != m_.to || captured != m_.captured || promotes != m_.promotes) return;
        found_.push_back({path_, order});
        best_order_ = std::max(best_order_, order);
    }

    const Mv m_;
    const Color us_;
    const Bb opponents_, man_victims_, opponent_kings_, empty_with_mover_, crown_;
    Route path_;
    std::vector<std::pair<Route, std::uint32_t>> found_;
    std::uint32_t best_order_ = 0;
};

}  // namespace kabe
