#pragma once
// The routes of a capture: which squares the piece lands on, in order.
//
// A Move keeps only from, to, the captured set and the promotion (move.hpp); PDN's full
// form (`26x37x48`, Russian `d6:f8:h6`) needs the landing squares in between. Each
// family's own generator finds them: the moving piece's capture search runs again with a
// recorder of routes and keeps those that end as the move does, so the routes follow every
// capture rule the generator knows (a route of another search could lose a legal move's
// path or read an illegal path as a legal move). Of one move's routes only those its
// precedence rule ranks best are kept: Italian also ranks the order in which kings are
// taken (FID 6.9), so of two routes of one move only those that take kings earliest are
// legal. Routes a generator would find twice (a king landing further along a line and
// capturing straight on) are all kept: each is a true description of the move.

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

    // Each family's own search; only the diagonal one is compiled for the draughts games.
    static std::vector<Route> of(const Pos& pos, const Mv& m) {
        if (!m.is_capture()) return {};
        const bool white = pos.side_to_move() == Color::white;
        if constexpr (Rules::family == Family::konane) {
            // One straight line: the route follows from from and to. A removal (from ==
            // to) has none.
            if (m.from == m.to) return {};
            return {detail::konane::route<Rules>(m)};
        } else if constexpr (Rules::family == Family::alquerque) {
            return white ? alquerque<Color::white>(pos, m) : alquerque<Color::black>(pos, m);
        } else if constexpr (Rules::family == Family::tablut) {
            // Tablut: a capture is one rook move; its one route is its landing square.
            return {Route{m.to}};
        } else if constexpr (Rules::family == Family::whole_board) {
            // Turkish, Dameo, Gothic: the whole-board search.
            return white ? orthogonal<Color::white>(pos, m) : orthogonal<Color::black>(pos, m);
        } else {
            return white ? diagonal<Color::white>(pos, m) : diagonal<Color::black>(pos, m);
        }
    }

private:
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

    // Keeps the routes of one move (from, to, captured set, promotion), those its
    // precedence rule ranks best.
    class Recorder {
    public:
        static constexpr bool enabled = true;
        explicit Recorder(const Mv& m) : m_(m) {}

        void push(int step, int square) { path_.push_back({direction(step), square}); }
        void pop() { path_.pop_back(); }
        // Of one move's routes only Italian's rank differently (the order kings are taken).
        void complete(const Mv& move, std::uint32_t key) {
            if (!(move == m_) || key < best_key_) return;
            if (key > best_key_) found_.clear();
            best_key_ = key;
            found_.push_back(path_);
        }

        // In the order of a search that tries the directions in turn and a direction's
        // squares from the lowest bit up (the generator goes out from the piece instead):
        // the order routes had before the generator recorded them, so that a move's
        // printed path (its first route, Notation::format_pdn) stays what it was.
        std::vector<Route> routes() const {
            auto found = found_;
            std::sort(found.begin(), found.end());
            std::vector<Route> routes;
            for (const auto& path : found) {
                Route& route = routes.emplace_back();
                for (const auto& [direction, square] : path) route.push_back(square);
            }
            return routes;
        }

    private:
        // A step's place in the search's order of directions (Frisian's eight included).
        static constexpr int direction(int step) {
            return index_of(detail::KingCaptureDirections<Rules>{}, step);
        }
        template <int... Steps>
        static constexpr int index_of(std::integer_sequence<int, Steps...>, int step) {
            int index = 0, found = -1;
            ((Steps == step ? found = index : 0, ++index), ...);
            return found;
        }

        using Path = std::vector<std::pair<int, int>>;  // (direction, square) per landing
        Mv m_;
        Path path_;
        std::vector<Path> found_;
        std::uint32_t best_key_ = 0;
    };

    // Draughts on the diagonals (Frisian's rows and files too): the generator's
    // CaptureSearch from the moving piece.
    template <Color Us>
    static std::vector<Route> diagonal(const Pos& pos, const Mv& m) {
        MoveList<Word> unused;
        detail::CaptureSearch<Rules, Us, Recorder> search(pos, unused, Duplicates::keep,
                                                          Recorder(m));
        if (pos.kings().test(m.from))
            search.king(m.from);
        else if (Rules::parachutists && Masks::parachute_row(Us).test(m.from))
            search.parachutist(m.from);  // a single jump
        else
            search.man(m.from);
        return search.recorder().routes();
    }
};

}  // namespace kabe
