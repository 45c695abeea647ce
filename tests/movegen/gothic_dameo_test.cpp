// Gothic checkers (rules.md §2.13) and Dameo (§2.25), the whole-board games that share
// Turkish's generator (movegen/whole_board/generate.hpp): start positions by hand, the rules one by
// one on small positions, E19, and a second, independent, slow generator written here
// straight from the rule text (plain 8x8 arrays, nothing from movegen/) that checks
// perft 1-4 from the start and the full move lists of random positions for all three
// whole-board games (Turkish included).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "movegen/capture_routes.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/perft.hpp"
#include "test_util.hpp"

namespace kabe::gothic_dameo_test {
namespace {

using Set = std::set<std::string>;

// ---------------------------------------------------------------------------------------
// Gothic

TEST(Gothic, StartPositionAndItsMoves) {
    using N = Notation<Gothic>;
    const auto start = Position<Gothic>::start();
    EXPECT_EQ(start.pieces(Color::white).count(), 16);
    EXPECT_EQ(N::parse_fen("W:Wa1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2:"
                           "Ba7,b7,c7,d7,e7,f7,g7,h7,a8,b8,c8,d8,e8,f8,g8,h8"),
              start);
    EXPECT_EQ(N::parse_fen(N::to_fen(start)), start);
    // By hand: only the second-rank men move (the first rank is blocked in front and
    // sideways, and so is the second sideways): each forward, and diagonally forward to
    // both sides where the board goes on (a2 and h2 have one diagonal): 8 + 14.
    EXPECT_EQ(test::pdn_moves<Gothic>(N::to_fen(start)),
              (Set{"a2-a3", "b2-b3", "c2-c3", "d2-d3", "e2-e3", "f2-f3", "g2-g3", "h2-h3",
                   "a2-b3", "b2-a3", "b2-c3", "c2-b3", "c2-d3", "d2-c3", "d2-e3", "e2-d3",
                   "e2-f3", "f2-e3", "f2-g3", "g2-f3", "g2-h3", "h2-g3"}));
}

TEST(Gothic, MenStepAndJumpInFiveDirections) {
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bh8"),
              (Set{"d4-d5", "d4-c5", "d4-e5", "d4-c4", "d4-e4"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("B:Wa1:Bd5"),
              (Set{"d5-d4", "d5-c4", "d5-e4", "d5-c5", "d5-e5"}));
    // Each of the five jumps, a king taken as well as a man (men take kings).
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bd5"), (Set{"d4xd6"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bc5"), (Set{"d4xb6"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:BKe5"), (Set{"d4xf6"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bc4"), (Set{"d4xb4"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Be4"), (Set{"d4xf4"}));
    // Never backward, straight or diagonally.
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bd3,c3,e3").count("d4-d5"), 1u);
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bd3,c3,e3").size(), 5u);
}

// Kings move and jump one square in all eight directions (BK:35), never from afar.
TEST(Gothic, KingsJumpOneStepInEightDirections) {
    const struct {
        const char* victim;
        const char* move;
    } cases[] = {{"d5", "d4xd6"}, {"d3", "d4xd2"}, {"c4", "d4xb4"}, {"e4", "d4xf4"},
                 {"c5", "d4xb6"}, {"e5", "d4xf6"}, {"c3", "d4xb2"}, {"e3", "d4xf2"}};
    for (const auto& c : cases)
        EXPECT_EQ(test::pdn_moves<Gothic>(std::string("W:WKd4:B") + c.victim), (Set{c.move}))
            << c.victim;
    EXPECT_EQ(test::pdn_moves<Gothic>("W:WKd4:Bd6"),
              (Set{"d4-d5", "d4-d3", "d4-c4", "d4-e4", "d4-c5", "d4-e5", "d4-c3", "d4-e3"}));
    // A chain that turns: b2, then d4 diagonally, then e6 up the file.
    EXPECT_EQ(test::pdn_moves<Gothic>("W:WKa1:Bb2,d4,e6"), (Set{"a1xc3xe5xe7"}));
}

// Free choice (no majority): one piece or two, either. A man reaching the last row in a
// capture is crowned and stops, although as a man it could still take c8 sideways.
TEST(Gothic, FreeChoiceAndCrowningEndsTheCapture) {
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd4:Bd5,d7,e4"), (Set{"d4xd6xd8=K", "d4xf4"}));
    EXPECT_EQ(test::pdn_moves<Gothic>("W:Wd6:Bd7,c8"), (Set{"d6xd8=K"}));
    // Turkish, by contrast, goes on sideways along the last row as a man.
    EXPECT_EQ(test::pdn_moves<Turkish>("W:Wd6:Bd7,c8"), (Set{"d6xd8xb8=K"}));
    using N = Notation<Gothic>;
    const auto pos = N::parse_fen("W:Wd6:Bd7,c8");
    const auto m = N::parse_move(pos, "d6xd8");
    const auto after = pos.after(m);
    EXPECT_EQ(after.kings(Color::white).count(), 1);
    EXPECT_EQ(after.pieces(Color::black).count(), 1);
    EXPECT_EQ(after.key(), after.compute_key());
}

// ---------------------------------------------------------------------------------------
// Dameo

TEST(Dameo, StartPositionAndItsMoves) {
    using N = Notation<Dameo>;
    const auto start = Position<Dameo>::start();
    EXPECT_EQ(N::parse_fen("W:Wa1,b1,c1,d1,e1,f1,g1,h1,b2,c2,d2,e2,f2,g2,c3,d3,e3,f3:"
                           "Ba8,b8,c8,d8,e8,f8,g8,h8,b7,c7,d7,e7,f7,g7,c6,d6,e6,f6"),
              start);
    EXPECT_EQ(N::parse_fen(N::to_fen(start)), start);
    // By hand (rules.md §2.25): each man forward, diagonally left and right forward; where
    // own men stand in that direction the line of them advances, the rear man landing on
    // the first empty square beyond it. Third rank: 4 x 3 steps. Second rank: b2 b3 a3
    // d4(c3), c2 c4(c3) b3 e4(d3), d2 d4 b4 f4, e2 e4 c4 g4, f2 f4 d4 g3, g2 g3 e4 h3.
    // First rank: a1 a2 d4(b2,c3); b1 b3 a2 e4; c1 c4 a3 f4; d1 d4 b3 g4; e1 e4 b4 g3;
    // f1 f4 c4 h3; g1 g3 d4 h2; h1 h2 e4. 12 + 18 + 22 = 52.
    EXPECT_EQ(test::pdn_moves<Dameo>(N::to_fen(start)),
              (Set{"c3-c4", "c3-b4", "c3-d4", "d3-d4", "d3-c4", "d3-e4", "e3-e4", "e3-d4", "e3-f4",
                   "f3-f4", "f3-e4", "f3-g4", "b2-b3", "b2-a3", "b2-d4", "c2-c4", "c2-b3", "c2-e4",
                   "d2-d4", "d2-b4", "d2-f4", "e2-e4", "e2-c4", "e2-g4", "f2-f4", "f2-d4", "f2-g3",
                   "g2-g3", "g2-e4", "g2-h3", "a1-a2", "a1-d4", "b1-b3", "b1-a2", "b1-e4", "c1-c4",
                   "c1-a3", "c1-f4", "d1-d4", "d1-b3", "d1-g4", "e1-e4", "e1-b4", "e1-g3", "f1-f4",
                   "f1-c4", "f1-h3", "g1-g3", "g1-d4", "g1-h2", "h1-h2", "h1-e4"}));
}

// rules.md §5 E19 (Wikipedia's Dameo examples): from the start d1b3 (over c2), d1d4 (over
// d2 and d3) and d1g4 (over e2 and f3) are legal line moves.
TEST(Dameo, E19LineMovesFromTheStart) {
    using N = Notation<Dameo>;
    const auto start = Position<Dameo>::start();
    const Set all = test::pdn_moves<Dameo>(N::to_fen(start));
    for (const char* m : {"d1-b3", "d1-d4", "d1-g4"}) EXPECT_EQ(all.count(m), 1u) << m;
    const auto m = N::parse_move(start, "d1-d4");
    EXPECT_EQ(N::format(start, m, MoveFormat::pdn), "d1-d4");
    const auto after = start.after(m);
    using B = Dameo::Board;
    EXPECT_TRUE(after.men(Color::white).test(B::bit_of(B::index_at(4, 3))));      // d4
    EXPECT_FALSE(after.pieces(Color::white).test(B::bit_of(B::index_at(7, 3))));  // d1
    EXPECT_EQ(after.pieces(Color::white).count(), 18);
    // Black's lines go down the board: d8 over d7 and d6 to d5.
    EXPECT_EQ(test::pdn_moves<Dameo>("B" + N::to_fen(start).substr(1)).count("d8-d5"), 1u);
}

TEST(Dameo, LinesOfMenOnly) {
    // A king in the column breaks the line: d1 cannot go up, nor d2; the king moves like
    // a queen. The men's diagonal steps remain.
    const Set s = test::pdn_moves<Dameo>("W:Wd1,d2,Kd3:Bh8");
    EXPECT_EQ(s.count("d1-d4"), 0u);
    EXPECT_EQ(s.count("d2-d4"), 0u);
    for (const char* m : {"d1-c2", "d1-e2", "d2-c3", "d2-e3", "d3-d8", "d3-a6", "d3-h7", "d3-f1"})
        EXPECT_EQ(s.count(m), 1u) << m;
    // Two steps each for the men; the king on d3: 5 up, 3 left, 4 right, 3 + 4 up the
    // diagonals, 2 + 2 down them (d2 below is its own man).
    EXPECT_EQ(s.size(), 4u + 23u);
    // A line that reaches the last row crowns its rear man; an opponent ends a line.
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wa6,a7:Bh4"),
              (Set{"a6-a8=K", "a6-b7", "a7-a8=K", "a7-b8=K"}));
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wa5,a6:Ba7,a8"), (Set{"a5-b6", "a6-b7"}));
}

TEST(Dameo, CapturesAlongRanksAndFilesOnly) {
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd4:Bd3"), (Set{"d4xd2"}));  // backward too
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd4:Bc4"), (Set{"d4xb4"}));
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd4:Be5"), (Set{"d4-d5", "d4-c5"}));  // no diagonal capture
    // Kings fly along ranks and files, landing anywhere beyond.
    EXPECT_EQ(test::pdn_moves<Dameo>("W:WKa1:Ba4"), (Set{"a1xa5", "a1xa6", "a1xa7", "a1xa8"}));
    // ... but not diagonally.
    EXPECT_EQ(test::pdn_moves<Dameo>("W:WKa1:Bc3").count("a1xd4"), 0u);
}

// The most pieces (a king counts one, as a man): two men beat one king.
TEST(Dameo, MajorityCapture) {
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd4:BKd5,c4,b5"), (Set{"d4xb4xb6"}));
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd4:Bd5,c6,e6"), (Set{"d4xd6xb6", "d4xd6xf6"}));
}

// Delayed removal: the king takes d3, b5 and a4, and could take f3 along the third rank
// only by crossing d3, whose piece is still on the board; crossing its own start square
// d1 (empty) along the first rank to take the king on g1 is allowed. So four pieces, by
// one route (the random positions below check the rest against the reference).
TEST(Dameo, DelayedRemovalAndCrossingEmptySquares) {
    using N = Notation<Dameo>;
    const std::string fen = "W:WKd1:Bd3,b5,a4,f3,Kg1";
    EXPECT_EQ(test::pdn_moves<Dameo>(fen), (Set{"d1xd5xa5xa1xh1"}));
    // Turkish's immediate removal opens d3 again: there the king may go along the rank.
    EXPECT_EQ(test::pdn_moves<Turkish>(fen).count("d1xd5xa5xa3xg3"), 1u);
    const auto pos = N::parse_fen(fen);
    const auto m = N::parse_move(pos, "d1xd5xa5xa1xh1");
    EXPECT_EQ(m.captured.count(), 4);
    EXPECT_EQ(CaptureRoutes<Dameo>::of(pos, m).size(), 1u);
    EXPECT_THROW(N::parse_move(pos, "d1xd5xa5xa3"), NotationError);  // not the most
    const auto after = pos.after(m);
    EXPECT_EQ(after.pieces(Color::black).count(), 1);  // f3 is left
    EXPECT_EQ(after.key(), after.compute_key());
}

// A man reaching the last row in a capture that can go on continues as a man (it takes
// e8 sideways, then f7 backward) and is not crowned where it ends off that row; a man it
// stays: f4, two squares below f6, is not taken from afar.
TEST(Dameo, PassingTheLastRowStaysAMan) {
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd6:Bd7,e8,f7,f4"), (Set{"d6xd8xf8xf6"}));
    // Ending on the last row crowns it.
    EXPECT_EQ(test::pdn_moves<Dameo>("W:Wd6:Bd7,c8"), (Set{"d6xd8xb8=K"}));
}

// ---------------------------------------------------------------------------------------
// The reference: a second generator written from the rule text alone. A board is
// b[rank][file] (rank 0 = rank 1), +1/+2 a white man/king, -1/-2 a black man/king.
// Directions are (rank, file) steps as White sees them; a Black man's are mirrored.

struct Dir {
    int dr, df;
};
const std::vector<Dir> orthogonal4 = {{1, 0}, {-1, 0}, {0, -1}, {0, 1}};
const std::vector<Dir> all8 = {{1, 0},  {-1, 0}, {0, -1},  {0, 1},
                               {1, -1}, {1, 1},  {-1, -1}, {-1, 1}};

struct RefRules {
    std::vector<Dir> man_steps, man_jumps, king_steps, king_jumps;
    bool kings_fly;          // kings move and capture at any distance
    bool immediate_removal;  // a taken piece leaves at once (else it stays until the end)
    bool no_half_turn;       // Turkish: no two captures in opposite directions
    bool majority;           // the most pieces must be taken
    bool crowning_stops;     // Gothic: a man reaching the last row in a capture stops
    bool lines;              // Dameo: lines of men advance
};

// Turkish (rules.md §2.14): men forward and sideways, rook kings.
const RefRules ref_turkish{{{1, 0}, {0, -1}, {0, 1}},
                           {{1, 0}, {0, -1}, {0, 1}},
                           orthogonal4,
                           orthogonal4,
                           true,
                           true,
                           true,
                           true,
                           false,
                           false};
// Gothic (§2.13): men five directions, kings eight, one step each, free choice.
const RefRules ref_gothic{{{1, 0}, {1, -1}, {1, 1}, {0, -1}, {0, 1}},
                          {{1, 0}, {1, -1}, {1, 1}, {0, -1}, {0, 1}},
                          all8,
                          all8,
                          false,
                          false,
                          false,
                          false,
                          true,
                          false};
// Dameo (§2.25): men forward three ways with lines, capture four ways; queen kings that
// capture along ranks and files; delayed removal, majority.
const RefRules ref_dameo{{{1, 0}, {1, -1}, {1, 1}},
                         orthogonal4,
                         all8,
                         orthogonal4,
                         true,
                         false,
                         false,
                         true,
                         false,
                         true};

struct RefBoard {
    int b[8][8] = {};
    bool white_to_move = true;
};

struct RefMove {
    int from, to;         // rank * 8 + file
    std::uint64_t taken;  // bits rank * 8 + file
    bool crowns;
    int count;
};

bool on_board(int r, int f) {
    return r >= 0 && r < 8 && f >= 0 && f < 8;
}

std::string ref_square(int sq) {
    return std::string(1, char('a' + sq % 8)) + char('1' + sq / 8);
}

std::string ref_key(const RefMove& m) {
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on
    // `"," + std::string`.
    std::string s = ref_square(m.from);
    s += m.taken ? 'x' : '-';
    s += ref_square(m.to);
    for (int sq = 0; sq < 64; ++sq) {
        if (m.taken >> sq & 1) {
            s += ',';
            s += ref_square(sq);
        }
    }
    if (m.crowns) s += "=K";
    return s;
}

class RefGen {
public:
    RefGen(const RefRules& rules, const RefBoard& board) : r_(rules), bd_(board) {
        me_ = board.white_to_move ? 1 : -1;
        last_rank_ = board.white_to_move ? 7 : 0;
    }

    std::vector<RefMove> moves() {
        out_.clear();
        for (int r = 0; r < 8; ++r)
            for (int f = 0; f < 8; ++f)
                if (bd_.b[r][f] * me_ > 0) {
                    // Lift the piece: its square is empty while it captures.
                    const bool king = bd_.b[r][f] * me_ == 2;
                    RefBoard work = bd_;
                    work.b[r][f] = 0;
                    std::vector<bool> taken(64, false);
                    capture(work, r * 8 + f, r, f, king, taken, 0, 0, 0, 0);
                }
        if (!out_.empty()) {
            int best = 0;
            for (const auto& m : out_) best = std::max(best, m.count);
            std::vector<RefMove> kept;
            for (const auto& m : out_)
                if (!r_.majority || m.count == best) kept.push_back(m);
            return kept;
        }
        for (int r = 0; r < 8; ++r)
            for (int f = 0; f < 8; ++f) {
                const int v = bd_.b[r][f] * me_;
                if (v == 1) man_moves(r, f);
                if (v == 2) king_moves(r, f);
            }
        return out_;
    }

private:
    void man_moves(int r, int f) {
        for (const Dir d : r_.man_steps) {
            const int dr = d.dr * me_;
            int tr = r + dr, tf = f + d.df;
            // A line: pass over own men (Dameo), then the square must be empty.
            if (r_.lines)
                while (on_board(tr, tf) && bd_.b[tr][tf] == me_) tr += dr, tf += d.df;
            if (on_board(tr, tf) && bd_.b[tr][tf] == 0)
                out_.push_back({r * 8 + f, tr * 8 + tf, 0, tr == last_rank_, 0});
        }
    }

    void king_moves(int r, int f) {
        for (const Dir d : r_.king_steps) {
            int tr = r + d.dr, tf = f + d.df;
            while (on_board(tr, tf) && bd_.b[tr][tf] == 0) {
                out_.push_back({r * 8 + f, tr * 8 + tf, 0, false, 0});
                if (!r_.kings_fly) break;
                tr += d.dr, tf += d.df;
            }
        }
    }

    // The piece stands on (r, f) of `work` (not written there); `taken` marks the pieces
    // taken so far, which stay on `work` under delayed removal and are gone otherwise.
    void capture(RefBoard& work, int from, int r, int f, bool king, std::vector<bool>& taken,
                 int count, std::uint64_t mask, int ldr, int ldf) {
        bool more = false;
        const auto& dirs = king ? r_.king_jumps : r_.man_jumps;
        for (const Dir d0 : dirs) {
            const int dr = king ? d0.dr : d0.dr * me_, df = d0.df;
            if (r_.no_half_turn && count > 0 && dr == -ldr && df == -ldf) continue;
            int vr = r + dr, vf = f + df;
            if (king && r_.kings_fly)
                while (on_board(vr, vf) && work.b[vr][vf] == 0) vr += dr, vf += df;
            if (!on_board(vr, vf) || work.b[vr][vf] * me_ >= 0 || taken[vr * 8 + vf]) continue;
            const int victim = work.b[vr][vf];
            for (int lr = vr + dr, lf = vf + df; on_board(lr, lf) && work.b[lr][lf] == 0;
                 lr += dr, lf += df) {
                more = true;
                taken[vr * 8 + vf] = true;
                if (r_.immediate_removal) work.b[vr][vf] = 0;
                const std::uint64_t next = mask | std::uint64_t{1} << (vr * 8 + vf);
                if (!king && r_.crowning_stops && lr == last_rank_)
                    out_.push_back({from, lr * 8 + lf, next, true, count + 1});
                else
                    capture(work, from, lr, lf, king, taken, count + 1, next, dr, df);
                work.b[vr][vf] = victim;
                taken[vr * 8 + vf] = false;
                if (!(king && r_.kings_fly)) break;  // a short jump lands right behind
            }
        }
        if (!more && count > 0)
            out_.push_back({from, r * 8 + f, mask, !king && r == last_rank_, count});
    }

    const RefRules& r_;
    RefBoard bd_;
    int me_, last_rank_;
    std::vector<RefMove> out_;
};

RefBoard ref_after(const RefBoard& bd, const RefMove& m) {
    RefBoard next = bd;
    const int me = bd.white_to_move ? 1 : -1;
    int v = next.b[m.from / 8][m.from % 8];
    next.b[m.from / 8][m.from % 8] = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (m.taken >> sq & 1) next.b[sq / 8][sq % 8] = 0;
    if (m.crowns) v = 2 * me;
    next.b[m.to / 8][m.to % 8] = v;
    next.white_to_move = !bd.white_to_move;
    return next;
}

// Distinct moves (equal from, to, taken set and crowning are one: Kabe's D convention).
std::set<std::string> ref_keys(const RefRules& rules, const RefBoard& bd) {
    std::set<std::string> keys;
    for (const auto& m : RefGen(rules, bd).moves()) keys.insert(ref_key(m));
    return keys;
}

std::uint64_t ref_perft(const RefRules& rules, const RefBoard& bd, int depth) {
    std::vector<RefMove> distinct;
    std::set<std::tuple<int, int, std::uint64_t, bool>> seen;
    for (const auto& m : RefGen(rules, bd).moves())
        if (seen.insert({m.from, m.to, m.taken, m.crowns}).second) distinct.push_back(m);
    if (depth == 1) return distinct.size();
    std::uint64_t n = 0;
    for (const auto& m : distinct) n += ref_perft(rules, ref_after(bd, m), depth - 1);
    return n;
}

// The bridge, used only to compare: Kabe's position as a RefBoard, its moves as keys.
template <class Rules>
RefBoard to_ref(const Position<Rules>& pos) {
    using Board = typename Rules::Board;
    RefBoard bd;
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file) {
            const int bit = Board::bit_of(Board::index_at(7 - rank, file));
            int v = 0;
            if (pos.pieces(Color::white).test(bit)) v = 1;
            if (pos.pieces(Color::black).test(bit)) v = -1;
            if (pos.kings().test(bit)) v *= 2;
            bd.b[rank][file] = v;
        }
    bd.white_to_move = pos.side_to_move() == Color::white;
    return bd;
}

template <class Rules>
int ref_of_bit(int bit) {
    using Board = typename Rules::Board;
    const int index = Board::index_of_bit[bit];
    return (7 - Board::row_of(index)) * 8 + Board::file_of(index);
}

template <class Rules>
std::set<std::string> kabe_keys(const Position<Rules>& pos) {
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list, Duplicates::drop);
    std::set<std::string> keys;
    for (const auto& m : list) {
        RefMove r{ref_of_bit<Rules>(m.from), ref_of_bit<Rules>(m.to), 0, m.promotes, 0};
        for (int bit : m.captured) r.taken |= std::uint64_t{1} << ref_of_bit<Rules>(bit);
        keys.insert(ref_key(r));
    }
    EXPECT_EQ(keys.size(), static_cast<std::size_t>(list.size()));  // no duplicates left
    EXPECT_EQ(count_moves(pos), list.size());
    return keys;
}

template <class Rules>
void check_perft(const RefRules& ref) {
    const auto start = Position<Rules>::start();
    for (int depth = 1; depth <= 4; ++depth)
        EXPECT_EQ(perft_subtree(start, depth, Duplicates::drop, nullptr),
                  ref_perft(ref, to_ref(start), depth))
            << Rules::name << " depth " << depth;
}

// Kabe's and the reference's move lists agree on random positions: random placements
// (many kings and captures) and random playouts from the start.
template <class Rules>
void check_random(const RefRules& ref, unsigned seed) {
    using Bb = Bitboard<typename Rules::Word>;
    using Board = typename Rules::Board;
    using N = Notation<Rules>;
    std::mt19937 rng(seed);
    int checked = 0;
    for (int trial = 0; trial < 1500; ++trial) {
        Bb white, black, kings;
        const int pieces = 2 + static_cast<int>(rng() % 20);
        for (int i = 0; i < pieces; ++i) {
            const int index = static_cast<int>(rng() % 64);
            const int bit = Board::bit_of(index), row = Board::row_of(index);
            if ((white | black).test(bit)) continue;
            const bool is_white = rng() % 2, king = rng() % 3 == 0;
            // A man never stands on its own last row.
            if (!king && row == (is_white ? 0 : Board::height - 1)) continue;
            (is_white ? white : black) |= Bb::bit(bit);
            if (king) kings |= Bb::bit(bit);
        }
        const auto pos = Position<Rules>::from_pieces(white, black, kings,
                                                      rng() % 2 ? Color::white : Color::black);
        ASSERT_EQ(kabe_keys(pos), ref_keys(ref, to_ref(pos))) << N::to_fen(pos);
        ++checked;
    }
    for (int game = 0; game < 60; ++game) {
        auto pos = Position<Rules>::start();
        for (int ply = 0; ply < 150; ++ply) {
            ASSERT_EQ(kabe_keys(pos), ref_keys(ref, to_ref(pos))) << N::to_fen(pos);
            ++checked;
            MoveList<typename Rules::Word> list;
            generate_moves(pos, list);
            if (list.size() == 0) break;
            pos = pos.after(list[static_cast<int>(rng() % list.size())]);
            ASSERT_EQ(pos.key(), pos.compute_key());
        }
    }
    EXPECT_GT(checked, 1500);
}

TEST(WholeBoardReference, PerftFromTheStart) {
    // Also the figures printed by `kabe perft --variant V --depth 4`: Turkish 8, 64, 708,
    // 7538 (= Kish, turkish_test.cpp); Gothic 22, 484, 12892, 343396; Dameo 52, 2704,
    // 135930, 6253934.
    check_perft<Turkish>(ref_turkish);
    check_perft<Gothic>(ref_gothic);
    check_perft<Dameo>(ref_dameo);
    EXPECT_EQ(perft_subtree(Position<Gothic>::start(), 4, Duplicates::drop, nullptr), 343396u);
    EXPECT_EQ(perft_subtree(Position<Dameo>::start(), 4, Duplicates::drop, nullptr), 6253934u);
}

TEST(WholeBoardReference, RandomPositionsTurkish) {
    check_random<Turkish>(ref_turkish, 7);
}
TEST(WholeBoardReference, RandomPositionsGothic) {
    check_random<Gothic>(ref_gothic, 13);
}
TEST(WholeBoardReference, RandomPositionsDameo) {
    check_random<Dameo>(ref_dameo, 29);
}

}  // namespace
}  // namespace kabe::gothic_dameo_test
