// BrainKing's Czech-based games (rules.md §2.10-2.12, docs/variants.md): Corner (men
// crowned only on two corner squares), One-way (all men move up the board) and Parachute
// (parachutists on the opponent's first row). Start moves worked out by hand, the rules
// each on a concrete position, and perft to depth 4 against a slow reference generator
// written here from the rule text alone (plain arrays, nothing shared with movegen/).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "movegen/capture_routes.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/perft.hpp"
#include "movegen/variants.hpp"
#include "test_util.hpp"

namespace kabe::czech_family_test {
namespace {

using Set = std::set<std::string>;

template <class Rules>
std::string after(const std::string& fen, const std::string& move) {
    using N = Notation<Rules>;
    const auto pos = N::parse_fen(fen);
    return N::to_fen(pos.after(N::parse_move(pos, move)), N::Squares::algebraic);
}

// ---------------------------------------------------------------------------------------
// The reference: an 8x8 array indexed [file][rank] (a1 = [0][0]), a move a list of squares
// plus the captured squares, legal moves straight from the rule text of rules.md §2.9-2.12.
// ---------------------------------------------------------------------------------------
namespace ref {

enum Game { corner, one_way, parachute };
enum Cell : char { empty = '.', wman = 'w', wking = 'W', bman = 'b', bking = 'B' };

struct Board {
    std::array<std::array<char, 8>, 8> at{};  // [file][rank]
    bool white_to_move = true;
};

struct Sq {
    int f, r;
};
bool on_board(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
}
bool is_white(char c) {
    return c == wman || c == wking;
}
bool is_black(char c) {
    return c == bman || c == bking;
}
bool is_king(char c) {
    return c == wking || c == bking;
}

// The rank direction a man of the side moves in: up (+1) for White; Black down, except in
// One-way, where "all men of both colours move in the same direction" (BK:31): up.
int man_dir(Game g, bool white) {
    return white || g == one_way ? +1 : -1;
}
// Where a man of the side is crowned. Corner (BK:30): White a7 or b8, Black g1 or h2.
// Otherwise the last rank in its direction of travel.
bool crowns(Game g, bool white, Sq s) {
    if (g == corner)
        return white ? (s.f == 0 && s.r == 6) || (s.f == 1 && s.r == 7)
                     : (s.f == 6 && s.r == 0) || (s.f == 7 && s.r == 1);
    return man_dir(g, white) > 0 ? s.r == 7 : s.r == 0;
}
// Parachute (BK:32): a parachutist stands on the opponent's first row, White's on rank 8,
// Black's on rank 1, where an ordinary man of that colour cannot be.
bool parachutist(Game g, const Board& b, Sq s) {
    const char c = b.at[s.f][s.r];
    if (g != parachute) return false;
    return (c == wman && s.r == 7) || (c == bman && s.r == 0);
}

// A legal move: from, landings, captured squares (in order), and whether it crowns.
struct Mv {
    Sq from, to;
    std::vector<int> captured;  // f * 8 + r
    bool king = false, crowned = false, para = false;
    auto key() const {
        std::vector<int> sorted = captured;
        std::sort(sorted.begin(), sorted.end());
        return std::make_tuple(from.f, from.r, to.f, to.r, sorted, crowned);
    }
};

constexpr int diag[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

struct Gen {
    Game g;
    const Board& b;
    bool white;
    Sq origin{};
    std::vector<Mv> out;

    bool enemy(char c) const { return white ? is_black(c) : is_white(c); }
    // The origin counts as empty during its own capture; captured pieces stay (block).
    bool free_sq(int f, int r) const {
        return on_board(f, r) && (b.at[f][r] == empty || (f == origin.f && r == origin.r));
    }
    static bool taken(const std::vector<int>& cap, int f, int r) {
        return std::find(cap.begin(), cap.end(), f * 8 + r) != cap.end();
    }

    // Men capture only forward, short jumps; a capture ends where it can't go on (a man on
    // the crowning square can't go on: its forward squares leave the board).
    void man(Sq at, std::vector<int>& cap) {
        bool more = false;
        const int d = man_dir(g, white);
        for (int df : {-1, 1}) {
            const int vf = at.f + df, vr = at.r + d, lf = at.f + 2 * df, lr = at.r + 2 * d;
            if (!on_board(lf, lr) || !enemy(b.at[vf][vr]) || taken(cap, vf, vr) || !free_sq(lf, lr))
                continue;
            more = true;
            cap.push_back(vf * 8 + vr);
            man({lf, lr}, cap);
            cap.pop_back();
        }
        if (!more && !cap.empty())
            out.push_back({origin, at, cap, false, crowns(g, white, at), false});
    }

    // Whether a flying king on `at` could capture, with `cap` taken.
    bool king_can(Sq at, const std::vector<int>& cap) const {
        for (const auto& dd : diag) {
            int f = at.f + dd[0], r = at.r + dd[1];
            while (free_sq(f, r)) f += dd[0], r += dd[1];
            if (!on_board(f, r) || !enemy(b.at[f][r]) || taken(cap, f, r)) continue;
            if (free_sq(f + dd[0], r + dd[1])) return true;
        }
        return false;
    }

    // Flying kings land on any free square beyond the victim; where the capture can go on
    // from some of them, only those (FMJD 4.6, rules.md §4 for free-choice variants).
    void king(Sq at, std::vector<int>& cap) {
        bool more = false;
        for (const auto& dd : diag) {
            int f = at.f + dd[0], r = at.r + dd[1];
            while (free_sq(f, r)) f += dd[0], r += dd[1];
            if (!on_board(f, r) || !enemy(b.at[f][r]) || taken(cap, f, r)) continue;
            std::vector<Sq> land;
            for (int lf = f + dd[0], lr = r + dd[1]; free_sq(lf, lr); lf += dd[0], lr += dd[1])
                land.push_back({lf, lr});
            if (land.empty()) continue;
            more = true;
            cap.push_back(f * 8 + r);
            std::vector<Sq> going_on;
            for (Sq s : land)
                if (king_can(s, cap)) going_on.push_back(s);
            for (Sq s : going_on.empty() ? land : going_on) king(s, cap);
            cap.pop_back();
        }
        if (!more && !cap.empty()) out.push_back({origin, at, cap, true, false, false});
    }

    // BK:32: only a capture of the adjacent piece on the row in front of it (towards its
    // own side), landing right behind; then it is an ordinary man, and the move ends.
    void para(Sq at) {
        const int d = white ? -1 : +1;
        for (int df : {-1, 1}) {
            const int vf = at.f + df, vr = at.r + d, lf = at.f + 2 * df, lr = at.r + 2 * d;
            if (on_board(lf, lr) && enemy(b.at[vf][vr]) && b.at[lf][lr] == empty)
                out.push_back({at, {lf, lr}, {vf * 8 + vr}, false, false, true});
        }
    }
};

std::vector<Mv> legal(Game g, const Board& b) {
    const bool white = b.white_to_move;
    Gen gen{g, b, white, {}, {}};
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            const char c = b.at[f][r];
            if (c == empty || is_white(c) != white) continue;
            gen.origin = {f, r};
            std::vector<int> cap;
            if (parachutist(g, b, {f, r}))
                gen.para({f, r});
            else if (is_king(c))
                gen.king({f, r}, cap);
            else
                gen.man({f, r}, cap);
        }
    std::vector<Mv> caps = gen.out;
    // Czech precedence: if a king can capture, a king must; otherwise free choice among
    // the men's (and parachutists') captures.
    const bool king_can = std::any_of(caps.begin(), caps.end(), [](const Mv& m) { return m.king; });
    std::vector<Mv> out;
    std::set<decltype(Mv{}.key())> seen;  // one move per from, to, captured set
    for (const auto& m : caps)
        if ((!king_can || m.king) && seen.insert(m.key()).second) out.push_back(m);
    if (!caps.empty()) return out;
    // No capture: men one step forward (parachutists have no other move), kings fly.
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            const char c = b.at[f][r];
            if (c == empty || is_white(c) != white || parachutist(g, b, {f, r})) continue;
            if (is_king(c)) {
                for (const auto& dd : diag)
                    for (int tf = f + dd[0], tr = r + dd[1];
                         on_board(tf, tr) && b.at[tf][tr] == empty; tf += dd[0], tr += dd[1])
                        out.push_back({{f, r}, {tf, tr}, {}, true, false, false});
            } else {
                const int d = man_dir(g, white);
                for (int df : {-1, 1})
                    if (on_board(f + df, r + d) && b.at[f + df][r + d] == empty)
                        out.push_back({{f, r},
                                       {f + df, r + d},
                                       {},
                                       false,
                                       crowns(g, white, {f + df, r + d}),
                                       false});
            }
        }
    return out;
}

Board play(const Board& b, const Mv& m) {
    Board n = b;
    char c = n.at[m.from.f][m.from.r];
    n.at[m.from.f][m.from.r] = empty;
    for (int s : m.captured) n.at[s / 8][s % 8] = empty;
    if (m.crowned) c = b.white_to_move ? wking : bking;
    n.at[m.to.f][m.to.r] = c;  // a parachutist lands as an ordinary man
    n.white_to_move = !b.white_to_move;
    return n;
}

std::uint64_t perft(Game g, const Board& b, int depth) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (const auto& m : legal(g, b)) n += perft(g, play(b, m), depth - 1);
    return n;
}

Board from(const std::vector<std::string>& white, const std::vector<std::string>& black) {
    Board b;
    for (auto& file : b.at) file.fill(empty);
    for (const auto& s : white) b.at[s[0] - 'a'][s[1] - '1'] = wman;
    for (const auto& s : black) b.at[s[0] - 'a'][s[1] - '1'] = bman;
    return b;
}

std::string fen(const Board& b) {
    std::string w, bl;
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const char c = b.at[f][r];
            if (c == empty) continue;
            std::string sq = std::string(is_king(c) ? "K" : "") + char('a' + f) + char('1' + r);
            std::string& side = is_white(c) ? w : bl;
            if (!side.empty()) side += ',';
            side += sq;
        }
    return std::string(b.white_to_move ? "W" : "B") + ":W" + w + ":B" + bl;
}

// The start positions as the rule texts and docs/variants.md give them, square by square.
Board start(Game g) {
    switch (g) {
        case corner:  // rules.md §2.10's triangles
            return from({"c1", "e1", "g1", "d2", "f2", "h2", "e3", "g3", "f4", "h4", "g5", "h6"},
                        {"b8", "d8", "f8", "a7", "c7", "e7", "b6", "d6", "a5", "c5", "b4", "a3"});
        case one_way:  // ranks 1-6, White on files e-h, Black on a-d
            return from({"e1", "g1", "f2", "h2", "e3", "g3", "f4", "h4", "e5", "g5", "f6", "h6"},
                        {"a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4", "a5", "c5", "b6", "d6"});
        case parachute:  // men on the 2nd and 3rd rows, parachutists on the far first row
            return from({"b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3", "b8", "d8", "f8", "h8"},
                        {"b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "a1", "c1", "e1", "g1"});
    }
    return {};
}

}  // namespace ref

// Perft of Kabe and of the reference from the same start, depth 1-9 (the issue asks for
// 1-4; the starts are so blocked that the counts stay small, so deeper is cheap), and the
// numbers pinned so that a change in either shows (deeper ones: variant_perft_cases.hpp).
template <class Rules>
void cross_check(ref::Game g, const std::vector<std::uint64_t>& expected) {
    using N = Notation<Rules>;
    const ref::Board b = ref::start(g);
    const auto pos = Position<Rules>::start();
    ASSERT_EQ(N::parse_fen(ref::fen(b)), pos) << ref::fen(b);
    for (int depth = 1; depth <= static_cast<int>(expected.size()); ++depth) {
        const std::uint64_t mine = perft(pos, depth), theirs = ref::perft(g, b, depth);
        EXPECT_EQ(mine, theirs) << Rules::name << " depth " << depth;
        EXPECT_EQ(mine, expected[depth - 1]) << Rules::name << " depth " << depth;
    }
}

// Random games played by the reference: at each position both generators agree on the
// number of moves and on the positions they lead to.
template <class Rules>
void random_games(ref::Game g, int games) {
    using N = Notation<Rules>;
    std::uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1664525u + 1013904223u; };
    int compared = 0;
    for (int game = 0; game < games; ++game) {
        ref::Board b = ref::start(g);
        for (int ply = 0; ply < 80; ++ply) {
            const auto pos = N::parse_fen(ref::fen(b));
            const auto theirs = ref::legal(g, b);
            MoveList<typename Rules::Word> list;
            generate_moves(pos, list);
            std::multiset<std::string> a, c;
            for (const auto& m : list) a.insert(N::to_fen(pos.after(m)));
            for (const auto& m : theirs)
                c.insert(N::to_fen(N::parse_fen(ref::fen(ref::play(b, m)))));
            ASSERT_EQ(a, c) << Rules::name << ' ' << ref::fen(b);
            ++compared;
            if (theirs.empty()) break;
            b = ref::play(b, theirs[next() % theirs.size()]);
        }
    }
    EXPECT_GT(compared, games * 10);
}

// ---------------------------------------------------------------------------------------
// Corner checkers
// ---------------------------------------------------------------------------------------

TEST(Corner, StartPositionAndItsSixMoves) {
    using N = Notation<Corner>;
    const auto start = Position<Corner>::start();
    EXPECT_EQ(N::to_fen(start, N::Squares::algebraic),
              "W:Wc1,e1,g1,d2,f2,h2,e3,g3,f4,h4,g5,h6:Ba3,b4,a5,c5,b6,d6,a7,c7,e7,b8,d8,f8");
    // The empty long diagonal a1-h8 parts the camps: no capture, and only the men next to
    // it (one per row) can step onto it.
    EXPECT_EQ(test::pdn_moves<Corner>(N::to_fen(start)),
              (Set{"c1-b2", "d2-c3", "e3-d4", "f4-e5", "g5-f6", "h6-g7"}));
}

TEST(Corner, MenAreCrownedOnlyOnTheirTwoCornerSquares) {
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wb6:Bg3"), (Set{"b6-a7=K", "b6-c7"}));
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wc7:Bg3"), (Set{"c7-b8=K", "c7-d8"}));
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wg7:Bb4"), (Set{"g7-f8", "g7-h8"}));  // far row, no crown
    EXPECT_EQ(test::pdn_moves<Corner>("B:Wb4:Bg3"), (Set{"g3-h2=K", "g3-f2"}));
    EXPECT_EQ(test::pdn_moves<Corner>("B:Wb4:Bf2"), (Set{"f2-g1=K", "f2-e1"}));
    EXPECT_EQ(test::pdn_moves<Corner>("B:Wb4:Bb2"), (Set{"b2-a1", "b2-c1"}));
    // By a capture too: the man stops on a7 and is crowned.
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wc5:Bb6,g3"), (Set{"c5xa7=K"}));
    EXPECT_EQ(after<Corner>("W:Wc5:Bb6,g3", "c5xa7"), "B:WKa7:Bg3");
}

TEST(Corner, AManOnTheLastRowElsewhereIsStuck) {
    // d8 is not a corner square: the man stays a man there and has no move left.
    EXPECT_EQ(after<Corner>("W:Wc7:Bg3", "c7-d8"), "B:Wd8:Bg3");
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wd8:Bg3"), Set{});
    EXPECT_EQ(test::pdn_moves<Corner>("B:Wd8:Ba1,c1"), Set{});
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wd8,f4:Bg3"), (Set{"f4-e5", "f4-g5"}));
}

TEST(Corner, FenRejectsMenOnTheirCrowningSquaresOnly) {
    using N = Notation<Corner>;
    EXPECT_THROW(N::parse_fen("W:Wb8:Bg3"), NotationError);
    EXPECT_THROW(N::parse_fen("W:Wa7:Bg3"), NotationError);
    EXPECT_THROW(N::parse_fen("W:Wc3:Bh2"), NotationError);
    EXPECT_THROW(N::parse_fen("W:Wc3:Bg1"), NotationError);
    EXPECT_NO_THROW(N::parse_fen("W:Wd8,h8:Ba1,e1"));
    EXPECT_NO_THROW(N::parse_fen("W:WKb8:BKh2"));
}

TEST(Corner, AKingMustCaptureIfOneCan) {
    // The man could take d4 (c3xe5); the king's capture comes first (rules.md §2.9).
    EXPECT_EQ(test::pdn_moves<Corner>("W:Wc3,Kh8:Bd4,g7"), (Set{"h8xf6", "h8xe5"}));
}

TEST(Corner, PerftAgainstTheReference) {
    cross_check<Corner>(ref::corner, {6, 6, 14, 39, 78, 240, 804, 2768, 11209});
    random_games<Corner>(ref::corner, 40);
}

// ---------------------------------------------------------------------------------------
// One-way checkers
// ---------------------------------------------------------------------------------------

TEST(OneWay, StartPositionAndItsForcedCapture) {
    using N = Notation<OneWay>;
    const auto start = Position<OneWay>::start();
    EXPECT_EQ(N::to_fen(start, N::Squares::algebraic),
              "W:We1,g1,f2,h2,e3,g3,f4,h4,e5,g5,f6,h6:Ba1,c1,b2,d2,a3,c3,b4,d4,a5,c5,b6,d6");
    // White's e5 faces Black's d6 with c7 empty behind it: the only legal move. Black
    // replies b6xd8 over the capturer, crowned on rank 8 like every man in this game.
    EXPECT_EQ(test::pdn_moves<OneWay>(N::to_fen(start)), (Set{"e5xc7"}));
    const std::string next = after<OneWay>(N::to_fen(start), "e5xc7");
    EXPECT_EQ(test::pdn_moves<OneWay>(next), (Set{"b6xd8=K"}));
}

TEST(OneWay, BlackMenMoveAndCaptureUpTheBoard) {
    EXPECT_EQ(test::pdn_moves<OneWay>("B:Wh2:Bd4"), (Set{"d4-c5", "d4-e5"}));
    EXPECT_EQ(test::pdn_moves<OneWay>("B:We5:Bd4"), (Set{"d4xf6"}));
    EXPECT_EQ(test::pdn_moves<OneWay>("B:Wc3:Bd4"), (Set{"d4-c5", "d4-e5"}));  // no capture down
    EXPECT_EQ(test::pdn_moves<OneWay>("B:Wb4,d6:Ba3"), (Set{"a3xc5xe7"}));
    EXPECT_EQ(test::pdn_moves<OneWay>("B:Wa1:Bc7"), (Set{"c7-b8=K", "c7-d8=K"}));
    // White as usual; a Black man on rank 1 is at home, one on rank 8 would be a king.
    EXPECT_EQ(test::pdn_moves<OneWay>("W:Wd4:Ba1"), (Set{"d4-c5", "d4-e5"}));
    EXPECT_THROW(Notation<OneWay>::parse_fen("W:Wd4:Bb8"), NotationError);
    EXPECT_NO_THROW(Notation<OneWay>::parse_fen("W:Wc1:Bb2"));
}

TEST(OneWay, KingsStillFlyBothWaysAndComeFirst) {
    EXPECT_EQ(test::pdn_moves<OneWay>("B:WKa1:BKh8"),
              (Set{"h8-g7", "h8-f6", "h8-e5", "h8-d4", "h8-c3", "h8-b2"}));
    // Black man b4 could take c5; the king must take instead.
    EXPECT_EQ(test::pdn_moves<OneWay>("B:Wc5,f2:Bb4,Kh4"), (Set{"h4xe1"}));
}

TEST(OneWay, PerftAgainstTheReference) {
    cross_check<OneWay>(ref::one_way, {1, 1, 4, 17, 46, 236, 995, 5200, 23878});
    random_games<OneWay>(ref::one_way, 40);
}

// ---------------------------------------------------------------------------------------
// Parachute checkers
// ---------------------------------------------------------------------------------------

TEST(Parachute, StartPositionAndItsSevenMoves) {
    using N = Notation<Parachute>;
    const auto start = Position<Parachute>::start();
    EXPECT_EQ(N::to_fen(start, N::Squares::algebraic),
              "W:Wb2,d2,f2,h2,a3,c3,e3,g3,b8,d8,f8,h8:Ba1,c1,e1,g1,b6,d6,f6,h6,a7,c7,e7,g7");
    // FEN keeps the parachutists as men on the far row; it reads back unchanged.
    EXPECT_EQ(N::parse_fen(N::to_fen(start)), start);
    // No parachutist has a free square behind its victims; the third-row men step.
    EXPECT_EQ(test::pdn_moves<Parachute>(N::to_fen(start)),
              (Set{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
    // After c3-b4 Black's parachutists a1 and e1 can drop on c3, behind b2 or d2.
    const std::string next = after<Parachute>(N::to_fen(start), "c3-b4");
    EXPECT_EQ(test::pdn_moves<Parachute>(next), (Set{"a1xc3", "e1xc3"}));
}

TEST(Parachute, AParachutistCapturesOnceAndBecomesAMan) {
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:Be7,a3"), (Set{"d8xf6"}));
    EXPECT_EQ(after<Parachute>("W:Wd8:Be7,a3", "d8xf6"), "B:Wf6:Ba3");
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wf6:Ba1"), (Set{"f6-e7", "f6-g7"}));  // an ordinary man
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:BKe7,a3"), (Set{"d8xf6"}));       // a king too
    EXPECT_EQ(test::pdn_moves<Parachute>("B:Wd2,h8:Bc1"), (Set{"c1xe3"}));
    EXPECT_EQ(after<Parachute>("B:Wd2,h8:Bc1", "c1xe3"), "W:Wh8:Be3");
}

TEST(Parachute, TheMoveEndsOnTheLandingSquare) {
    // From f6 a man could go on over g7 to h8; the parachutist's move ends on f6.
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:Be7,g7"), (Set{"d8xf6"}));
}

TEST(Parachute, ParachutistsWithoutACaptureAreImmobile) {
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:Bh6"), Set{});  // White has lost
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8,a3:Bh6"), (Set{"a3-b4"}));
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:Be7,f6"), Set{});  // right behind only: f6 is taken
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8:Bb6"), Set{});     // not further down the diagonal
}

TEST(Parachute, ParachutistsRankWithMenUnderKingFirst) {
    // A king's capture comes first (BK-T: the parachutist has no jumping preference).
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8,Ka1:Be7,c3"),
              (Set{"a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"}));
    // Without a king, parachutist and man captures are free choices alike.
    EXPECT_EQ(test::pdn_moves<Parachute>("W:Wd8,c3:Be7,d4"), (Set{"d8xf6", "c3xe5"}));
}

TEST(Parachute, PerftAgainstTheReference) {
    cross_check<Parachute>(ref::parachute, {7, 11, 42, 126, 359, 1126, 3534, 11086, 34241});
    random_games<Parachute>(ref::parachute, 40);
}

TEST(CzechFamily, NamesAndAliases) {
    for (const char* name : {"corner", "one-way", "parachute", "oneway", "corner-checkers",
                             "one-way-checkers", "parachute-checkers"})
        EXPECT_NO_THROW(dispatch_variant(name, [](auto) {})) << name;
    EXPECT_EQ(canonical_variant_name("oneway"), "one-way");
}

}  // namespace
}  // namespace kabe::czech_family_test
