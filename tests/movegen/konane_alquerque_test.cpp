// Konane (rules.md §2.24, seed S2) and Alquerque (rules.md §2.23, BrainKing "Alkerk"):
// start positions and their moves worked out by hand from the rule text, the edge case
// E18 (rules.md §5), the rules one by one on small positions, and perft to depth 6 of
// both starts cross-checked against a second generator written here from the rule text
// alone (plain arrays of files and ranks, nothing shared with movegen/), which also
// checks every position of seeded random games move by move.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "eval/evaluate.hpp"
#include "movegen/capture_routes.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::konane_alquerque_test {
namespace {

using Set = std::set<std::string>;

template <class Rules>
Set moves_of(const Position<Rules>& pos) {
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    Set out;
    for (const auto& m : list) out.insert(Notation<Rules>::format_pdn(pos, m));
    return out;
}

template <class Rules>
Set moves(const std::string& fen) {
    return moves_of(Notation<Rules>::parse_fen(fen));
}

template <class Rules>
Position<Rules> play(std::vector<std::string> texts) {
    auto pos = Position<Rules>::start();
    for (const auto& t : texts) pos = pos.after(Notation<Rules>::parse_move(pos, t));
    return pos;
}

// --- the reference generators ---------------------------------------------------------
// A board is cells[file][rank], 0-based from a1: 0 empty, 1 White, 2 Black. A move is
// its start, end and the captured cells, written "c3>e5:d4" (captured sorted), the same
// text being made from Kabe's moves for comparison.

struct Ref {
    int width, height;
    std::array<std::array<int, 8>, 8> cells{};
    int side = 1;  // 1 White, 2 Black to move

    bool on(int f, int r) const { return f >= 0 && f < width && r >= 0 && r < height; }
    int at(int f, int r) const { return on(f, r) ? cells[f][r] : -1; }
    int count(int who) const {
        int n = 0;
        for (int f = 0; f < width; ++f)
            for (int r = 0; r < height; ++r) n += cells[f][r] == who;
        return n;
    }
};

struct RefMove {
    int from_f, from_r, to_f, to_r;
    std::vector<std::pair<int, int>> captured;  // for a Konane removal: the removed cell

    std::string text() const {
        auto name = [](int f, int r) { return std::string(1, char('a' + f)) + char('1' + r); };
        std::vector<std::string> caps;
        for (auto [f, r] : captured) caps.push_back(name(f, r));
        std::sort(caps.begin(), caps.end());
        std::string out = name(from_f, from_r) + ">" + name(to_f, to_r);
        for (const auto& c : caps) out += ":" + c;
        return out;
    }
};

Ref apply(Ref b, const RefMove& m) {
    const int who = b.cells[m.from_f][m.from_r];
    for (auto [f, r] : m.captured) b.cells[f][r] = 0;  // a removal empties its own cell
    if (m.from_f != m.to_f || m.from_r != m.to_r) {
        b.cells[m.from_f][m.from_r] = 0;
        b.cells[m.to_f][m.to_r] = who;
    }
    b.side = 3 - b.side;
    return b;
}

// Konane, from the rule text of rules.md §2.24.
Ref konane_start() {
    Ref b{8, 8};
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) b.cells[f][r] = (f + r) % 2 == 0 ? 1 : 2;  // a1 dark: White
    b.side = 2;                                                                // Black first
    return b;
}

std::vector<RefMove> konane_moves(const Ref& b) {
    std::vector<RefMove> out;
    const int me = b.side, them = 3 - b.side;
    std::vector<std::pair<int, int>> empties;
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r)
            if (b.cells[f][r] == 0) empties.emplace_back(f, r);
    if (empties.empty()) {  // first removal: a8, h1, d5, e4
        for (auto [f, r] : {std::pair{0, 7}, std::pair{7, 0}, std::pair{3, 4}, std::pair{4, 3}})
            if (b.cells[f][r] == me) out.push_back({f, r, f, r, {{f, r}}});
        return out;
    }
    const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    if (empties.size() == 1) {  // second removal: next to the hole along a rank or file
        for (auto& d : dirs) {
            const int f = empties[0].first + d[0], r = empties[0].second + d[1];
            if (b.at(f, r) == me) out.push_back({f, r, f, r, {{f, r}}});
        }
        return out;
    }
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            if (b.cells[f][r] != me) continue;
            for (auto& d : dirs) {
                RefMove m{f, r, f, r, {}};
                for (int k = 1;; ++k) {  // k jumps in the same direction
                    const int vf = f + (2 * k - 1) * d[0], vr = r + (2 * k - 1) * d[1];
                    const int lf = f + 2 * k * d[0], lr = r + 2 * k * d[1];
                    if (b.at(vf, vr) != them || b.at(lf, lr) != 0) break;
                    m.captured.emplace_back(vf, vr);
                    m.to_f = lf;
                    m.to_r = lr;
                    out.push_back(m);
                }
            }
        }
    return out;
}

// Alquerque, from the rule text of rules.md §2.23.
Ref alquerque_start() {
    Ref b{5, 5};
    for (int f = 0; f < 5; ++f)
        for (int r = 0; r < 5; ++r) {
            if (r <= 1 || (r == 2 && f >= 3)) b.cells[f][r] = 1;  // a1-e2, d3, e3
            if (r >= 3 || (r == 2 && f <= 1)) b.cells[f][r] = 2;  // a4-e5, a3, b3
        }
    b.side = 1;
    return b;
}

// Is there a line from (f, r) in direction (df, dr)? Orthogonal lines everywhere, diagonal
// ones only through points whose coordinates sum to an even number.
bool line(int f, int r, int df, int dr) {
    return df == 0 || dr == 0 || (f + r) % 2 == 0;
}

void alquerque_jumps(Ref& b, int from_f, int from_r, int f, int r,
                     std::vector<std::pair<int, int>>& captured, std::vector<RefMove>& out) {
    const int me = b.side, them = 3 - b.side, forward = me == 1 ? 1 : -1;
    bool extended = false;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            if (df == 0 && dr == 0) continue;
            if (captured.empty() && dr != forward && dr != 0) continue;  // first jump
            if (!line(f, r, df, dr)) continue;
            const int vf = f + df, vr = r + dr, lf = f + 2 * df, lr = r + 2 * dr;
            if (b.at(vf, vr) != them || b.at(lf, lr) != 0) continue;
            if (std::find(captured.begin(), captured.end(), std::pair{vf, vr}) != captured.end())
                continue;
            extended = true;
            captured.emplace_back(vf, vr);
            alquerque_jumps(b, from_f, from_r, lf, lr, captured, out);
            captured.pop_back();
        }
    if (!extended && !captured.empty()) out.push_back({from_f, from_r, f, r, captured});
}

std::vector<RefMove> alquerque_moves(Ref b) {
    std::vector<RefMove> caps, steps;
    const int me = b.side, forward = me == 1 ? 1 : -1, last = me == 1 ? 4 : 0;
    for (int f = 0; f < 5; ++f)
        for (int r = 0; r < 5; ++r) {
            if (b.cells[f][r] != me) continue;
            std::vector<std::pair<int, int>> captured;
            b.cells[f][r] = 0;  // the mover's own point is free to land on again
            alquerque_jumps(b, f, r, f, r, captured, caps);
            b.cells[f][r] = me;
            if (r == last) continue;  // no steps from the far row
            for (auto [df, dr] : {std::pair{0, forward}, std::pair{-1, forward},
                                  std::pair{1, forward}, std::pair{-1, 0}, std::pair{1, 0}})
                if (line(f, r, df, dr) && b.at(f + df, r + dr) == 0)
                    steps.push_back({f, r, f + df, r + dr, {}});
        }
    if (caps.empty()) return steps;
    // One move per from, to and captured set (Kabe's Duplicates::drop).
    std::vector<RefMove> unique;
    std::set<std::string> seen;
    for (const auto& m : caps)
        if (seen.insert(m.text()).second) unique.push_back(m);
    return unique;
}

template <class Gen>
std::uint64_t ref_perft(const Ref& b, int depth, Gen gen) {
    const auto list = gen(b);
    if (depth == 1) return list.size();
    std::uint64_t n = 0;
    for (const auto& m : list) n += ref_perft(apply(b, m), depth - 1, gen);
    return n;
}

// The reference board as a FEN with algebraic squares, for Kabe to read.
std::string ref_fen(const Ref& b) {
    std::string out = b.side == 1 ? "W" : "B";
    for (int who : {1, 2}) {
        out += who == 1 ? ":W" : ":B";
        bool first = true;
        for (int r = 0; r < b.height; ++r)
            for (int f = 0; f < b.width; ++f)
                if (b.cells[f][r] == who) {
                    if (!first) out += ',';
                    first = false;
                    out += std::string(1, char('a' + f)) + char('1' + r);
                }
    }
    return out;
}

// Kabe's moves in the reference's text.
template <class Rules>
Set kabe_texts(const Position<Rules>& pos) {
    using Board = typename Rules::Board;
    auto name = [](int bit) {
        const int i = Board::index_of_bit[bit];
        return std::string(1, char('a' + Board::file_of(i))) +
               char('1' + Board::height - 1 - Board::row_of(i));
    };
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    Set out;
    for (const auto& m : list) {
        std::vector<std::string> caps;
        for (int bit : m.captured) caps.push_back(name(bit));
        std::sort(caps.begin(), caps.end());
        std::string t = name(m.from) + ">" + name(m.to);
        for (const auto& c : caps) t += ":" + c;
        EXPECT_TRUE(out.insert(t).second) << "generated twice: " << t;
    }
    return out;
}

template <class Gen>
Set ref_texts(const Ref& b, Gen gen) {
    Set out;
    for (const auto& m : gen(b)) out.insert(m.text());
    return out;
}

// Seeded random games: in every position both generators give the same moves, and
// Kabe's bulk count and Hub/PDN notation agree with its own list.
template <class Rules, class Gen>
void compare_random_games(Ref start, Gen gen, int games) {
    using N = Notation<Rules>;
    std::mt19937 rng(20261130);
    int positions = 0;
    for (int g = 0; g < games; ++g) {
        Ref b = start;
        for (int ply = 0; ply < 200; ++ply) {
            const auto pos = N::parse_fen(ref_fen(b));
            ASSERT_EQ(kabe_texts(pos), ref_texts(b, gen)) << ref_fen(b);
            ++positions;
            MoveList<typename Rules::Word> list;
            generate_moves(pos, list);
            ASSERT_EQ(count_moves(pos), list.size()) << ref_fen(b);
            for (const auto& m : list) {
                EXPECT_EQ(N::parse_move(pos, N::format_hub(m)), m) << ref_fen(b);
                EXPECT_EQ(N::parse_move(pos, N::format_pdn(pos, m)), m) << ref_fen(b);
                EXPECT_EQ(pos.after(m).key(), pos.after(m).compute_key());
            }
            const auto list_ref = gen(b);
            if (list_ref.empty() || b.count(1) == 0 || b.count(2) == 0) break;
            b = apply(b, list_ref[rng() % list_ref.size()]);
        }
    }
    EXPECT_GT(positions, games * 10);
}

// --- Konane ---------------------------------------------------------------------------

using KN = Notation<Konane>;
using KPos = Position<Konane>;

TEST(Konane, StartIsTheFullBoardWithBlackToRemoveFirst) {
    const KPos start = KPos::start();
    EXPECT_EQ(start.side_to_move(), Color::black);
    EXPECT_EQ(start.pieces(Color::white).count(), 32);
    EXPECT_EQ(start.pieces(Color::black).count(), 32);
    EXPECT_TRUE(start.empty().empty());
    // a1 dark: White on a1, c1, b2; Black on b1, a8, h1, d5, e4.
    const std::string fen = KN::to_fen(start, KN::Squares::algebraic);
    EXPECT_EQ(fen.substr(0, 12), "B:Wa1,c1,e1,");
    EXPECT_EQ(KN::parse_fen(fen), start);
    EXPECT_EQ(moves_of(start), (Set{"xa8", "xh1", "xd5", "xe4"}));
}

TEST(Konane, WhiteRemovesNextToTheHole) {
    EXPECT_EQ(moves_of(play<Konane>({"xa8"})), (Set{"xa7", "xb8"}));
    EXPECT_EQ(moves_of(play<Konane>({"xh1"})), (Set{"xg1", "xh2"}));
    EXPECT_EQ(moves_of(play<Konane>({"xd5"})), (Set{"xc5", "xe5", "xd4", "xd6"}));
    EXPECT_EQ(moves_of(play<Konane>({"xe4"})), (Set{"xd4", "xf4", "xe3", "xe5"}));
}

TEST(Konane, E18FirstJumpsAfterD5AndD4) {
    // rules.md §5 E18: Black removed d5, White d4; d3 cannot jump (d4 is empty).
    const KPos pos = play<Konane>({"xd5", "xd4"});
    EXPECT_EQ(pos.empty().count(), 2);
    EXPECT_EQ(moves_of(pos), (Set{"d7xd5", "b5xd5", "f5xd5"}));
    // After d7xd5 the holes are d4, d6 (White's, jumped) and d7. White lands on dark
    // squares only (file + rank even): into d6 from b6 or f6 (d8 has d7 empty before it),
    // into d4 from b4, f4 or d2, and d2 may go on over d5 to d6.
    const KPos after = pos.after(KN::parse_move(pos, "d7xd5"));
    EXPECT_EQ(after.pieces(Color::white).count(), 30);
    EXPECT_EQ(after.pieces(Color::black).count(), 31);
    EXPECT_EQ(moves_of(after), (Set{"b6xd6", "f6xd6", "b4xd4", "f4xd4", "d2xd4", "d2xd4xd6"}));
}

TEST(Konane, ContinuingIsOptionalAndStraight) {
    // Black a1 with White men a2, a4, a6 above it and b3 to the side of a3: a1 may stop
    // after each jump up the file, never turn onto the rank at a3.
    EXPECT_EQ(moves<Konane>("B:Wa2,a4,a6,b3,h8:Ba1,h1"), (Set{"a1xa3", "a1xa3xa5", "a1xa3xa5xa7"}));
    // A blocked landing ends the line: a7 occupied.
    EXPECT_EQ(moves<Konane>("B:Wa2,a4,a6,a7:Ba1,h1"), (Set{"a1xa3", "a1xa3xa5"}));
    // Along a rank, both ways from the middle.
    EXPECT_EQ(moves<Konane>("W:Wd4:Bc4,e4,g4"), (Set{"d4xb4", "d4xf4", "d4xf4xh4"}));
}

TEST(Konane, NoMoveMeansNoLegalMove) {
    // White to move with no enemy next to any of its pieces: it has lost.
    EXPECT_TRUE(moves<Konane>("W:Wa1,c1:Bh8,h6").empty());
    EXPECT_EQ(evaluate(KN::parse_fen("W:Wa1,c1:Bh8,h6")), 0);
}

TEST(Konane, RemovalNotationAndBadInput) {
    const KPos start = KPos::start();
    const auto d5 = KN::parse_move(start, "xd5");
    EXPECT_EQ(d5.from, d5.to);
    EXPECT_EQ(d5.captured, Bitboard<std::uint64_t>::bit(d5.from));
    EXPECT_EQ(KN::parse_move(start, "d5"), d5);
    EXPECT_EQ(KN::parse_move(start, "d5xd5"), d5);
    EXPECT_EQ(KN::format_hub(d5), "28x28x28");  // 28 = d5 in the row-wise numbering
    EXPECT_EQ(KN::parse_move(start, KN::format_hub(d5)), d5);
    EXPECT_THROW(KN::parse_move(start, "xd6"), NotationError);    // not one of the four
    EXPECT_THROW(KN::parse_move(start, "xa1"), NotationError);    // White's piece
    EXPECT_THROW(KN::parse_move(start, "x"), NotationError);      // no square
    EXPECT_THROW(KN::parse_move(start, "xz9"), NotationError);    // off the board
    EXPECT_THROW(KN::parse_move(start, "d7xd5"), NotationError);  // no jump yet
    const KPos after = start.after(d5);
    EXPECT_FALSE(after.pieces(Color::black).test(d5.from));
    EXPECT_EQ(after.pieces(Color::white), start.pieces(Color::white));
    EXPECT_EQ(after.key(), after.compute_key());
    EXPECT_THROW(KN::parse_fen("B:WKa1:Bb1"), NotationError);  // no kings
    // A man on the far rank is fine (no promotion).
    EXPECT_NO_THROW(KN::parse_fen("B:Wa8:Bh1"));
}

TEST(Konane, PerftAgainstTheReference) {
    const KPos start = KPos::start();
    ASSERT_EQ(KN::parse_fen(ref_fen(konane_start())), start);
    for (int depth = 1; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), ref_perft(konane_start(), depth, konane_moves))
            << "depth " << depth;
    // By hand: 4 removals; 2 + 2 + 4 + 4 replies; then one jump into the corner hole
    // (a8, h1) and three into the centre hole (d5, e4, as E18): 2 + 2 + 12 + 12.
    const std::uint64_t expected[] = {4, 12, 28, 172, 892, 7124};
    for (int depth = 1; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), expected[depth - 1]) << "depth " << depth;
}

TEST(Konane, RandomGamesAgainstTheReference) {
    compare_random_games<Konane>(konane_start(), konane_moves, 40);
}

// --- Alquerque ------------------------------------------------------------------------

using AN = Notation<Alquerque>;
using APos = Position<Alquerque>;

TEST(Alquerque, BoardAndLines) {
    using B = Alquerque::Board;
    using M = BoardMasks<Alquerque>;
    using Bb = Bitboard<std::uint64_t>;
    static_assert(B::squares == 25 && std::is_same_v<Alquerque::Word, std::uint64_t>);
    EXPECT_EQ(M::playable.count(), 25);
    // A step down from the bottom row leaves the board, not onto bit 25 and up.
    EXPECT_TRUE(M::step<B::down>(M::rows(4, 1)).empty());
    EXPECT_TRUE(M::step<B::down_left>(M::rows(4, 1)).empty());
    EXPECT_TRUE(M::step<B::right>(Bb::bit(B::index_at(2, 4))).empty());
    // Diagonals only from even points: b1 (odd) steps straight or sideways only.
    EXPECT_EQ(moves<Alquerque>("W:Wb1:Be5"), (Set{"b1-b2", "b1-a1", "b1-c1"}));
    EXPECT_EQ(moves<Alquerque>("W:Wc1:Be5"), (Set{"c1-c2", "c1-b2", "c1-d2", "c1-b1", "c1-d1"}));
}

TEST(Alquerque, StartPositionAndItsFourMoves) {
    const APos start = APos::start();
    EXPECT_EQ(start.side_to_move(), Color::white);
    EXPECT_EQ(AN::parse_fen("W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:"
                            "Ba4,b4,c4,d4,e4,a5,b5,c5,d5,e5,a3,b3"),
              start);
    // Only c3 is empty: d3 sideways, c2 forward, b2 and d2 diagonally (even points).
    EXPECT_EQ(moves_of(start), (Set{"d3-c3", "c2-c3", "b2-c3", "d2-c3"}));
    // After c2-c3 Black must capture: c4xc2 over c3 (forward for Black). b3 cannot (d3
    // behind c3 is taken), nor b4 and d4 along their diagonals (d2 and b2 are taken).
    const APos after = start.after(AN::parse_move(start, "c2-c3"));
    EXPECT_EQ(moves_of(after), (Set{"c4xc2"}));
}

TEST(Alquerque, FirstJumpInAStepDirectionLaterOnesAnywhere) {
    // White c1 against c2, b2, d2: three first jumps (forward, both diagonals forward);
    // from c3 the man goes on backward over b2 or d2. Jumped men stay until the move ends,
    // so b2 is not jumped twice. Free choice: the shorter c1xa3 and c1xe3 are legal.
    EXPECT_EQ(moves<Alquerque>("W:Wc1:Bc2,b2,d2,e5"),
              (Set{"c1xc3xa1", "c1xc3xe1", "c1xa3", "c1xe3"}));
    // No backward first jump: c3 cannot take c2 towards c1, so it steps instead.
    EXPECT_EQ(moves<Alquerque>("W:Wc3:Bc2,e5"), (Set{"c3-c4", "c3-b4", "c3-d4", "c3-b3", "c3-d3"}));
    // Black moves down the board: its first jump c4xc2 goes forward.
    EXPECT_EQ(moves<Alquerque>("B:Wc3,a1:Bc4"), (Set{"c4xc2"}));
}

TEST(Alquerque, MenOnTheFarRowOnlyCapture) {
    EXPECT_TRUE(moves<Alquerque>("W:Wa5,c5:Be1").empty());  // stuck: no move, lost
    EXPECT_EQ(moves<Alquerque>("W:Wa5:Bb5"), (Set{"a5xc5"}));
    // ...and may go on in any direction after the first (sideways) jump.
    EXPECT_EQ(moves<Alquerque>("W:Wa5:Bb5,c4"), (Set{"a5xc5xc3"}));
    EXPECT_THROW(AN::parse_fen("W:WKa5:Bb5"), NotationError);  // no kings
}

TEST(Alquerque, PerftAgainstTheReference) {
    const APos start = APos::start();
    ASSERT_EQ(AN::parse_fen(ref_fen(alquerque_start())), start);
    for (int depth = 1; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), ref_perft(alquerque_start(), depth, alquerque_moves))
            << "depth " << depth;
    const std::uint64_t expected[] = {4, 5, 6, 12, 27, 95};
    for (int depth = 1; depth <= 6; ++depth)
        EXPECT_EQ(perft(start, depth), expected[depth - 1]) << "depth " << depth;
}

TEST(Alquerque, SidewaysShufflingIsDrawnByRepetition) {
    // White a1 and Black e5 step sideways and back twice: the position after 8 plies is
    // the third occurrence of the start (forward steps and captures reset the count).
    const auto game = Engine::create("alquerque", 1);
    game->set_position("W:Wa1:Be5",
                       {"a1-b1", "e5-d5", "b1-a1", "d5-e5", "a1-b1", "e5-d5", "b1-a1", "d5-e5"});
    EXPECT_TRUE(game->result().over);
    game->set_position("W:Wa1:Be5",
                       {"a1-b1", "e5-d5", "b1-a1", "d5-e5", "a1-b1", "e5-d5", "b1-a1", "d5-d4"});
    EXPECT_FALSE(game->result().over);
}

TEST(KonaneAlquerque, EnginesPlayTheOpenings) {
    // Konane: the search finds a move in the full board and after one removal (the
    // removals are moves like any other), and the game record reads back.
    const auto konane = Engine::create("konane", 1);
    konane->set_position("start", {});
    auto first = konane->legal_moves(MoveFormat::pdn);
    std::sort(first.begin(), first.end());
    EXPECT_EQ(first, (std::vector<std::string>{"xa8", "xd5", "xe4", "xh1"}));
    SearchLimits limits;
    limits.depth = 4;
    const auto opening = konane->think(limits, {}, MoveFormat::pdn);
    EXPECT_TRUE(opening.move == "xa8" || opening.move == "xd5" || opening.move == "xe4" ||
                opening.move == "xh1")
        << opening.move;
    konane->set_position("start", {"xd5"});
    EXPECT_EQ(konane->legal_moves(MoveFormat::pdn).size(), 4u);
    const auto reply = konane->think(limits, {}, MoveFormat::pdn);
    EXPECT_EQ(reply.move.size(), 3u) << reply.move;  // a removal next to d5
    EXPECT_EQ(reply.move[0], 'x');
    // Alquerque: a shallow search from the start answers one of the four moves.
    const auto alquerque = Engine::create("alquerque", 1);
    alquerque->set_position("start", {});
    const auto first_move = alquerque->think(limits, {}, MoveFormat::pdn);
    EXPECT_EQ(first_move.move.substr(2), "-c3");
}

TEST(Alquerque, RandomGamesAgainstTheReference) {
    compare_random_games<Alquerque>(alquerque_start(), alquerque_moves, 40);
}

TEST(Alquerque, CaptureRoutesReadBack) {
    const APos pos = AN::parse_fen("W:Wc1:Bc2,b2,d2,e5");
    const auto m = AN::parse_move(pos, "c1xc3xa1");
    EXPECT_EQ(AN::capture_routes(pos, m).size(), 1u);
    EXPECT_EQ(AN::format_pdn(pos, m), "c1xc3xa1");
    EXPECT_THROW(AN::parse_move(pos, "c1xc3xc1"), NotationError);
}

}  // namespace
}  // namespace kabe::konane_alquerque_test
