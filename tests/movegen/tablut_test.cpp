// Tablut, BrainKing rules (rules.md §2.26, seed S4): the 9x9 board, the Linnaeus cross,
// rook moves, the throne, custodial capture, the king's capture on four sides (or three
// and the throne), the escape to the edge, no move loses; notation and FEN; and the
// generator against a second, independent one written below from the rule text alone.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/game.hpp"
#include "eval/evaluate.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/perft.hpp"

namespace kabe::tablut_test {
namespace {

using N = Notation<Tablut>;
using Pos = Position<Tablut>;
using Set = std::set<std::string>;
using Bb = Bitboard<Tablut::Word>;

// The moves in Kabe's notation: `from-to`, then `x` and each piece taken.
Set moves(const Pos& pos) {
    MoveList<Tablut::Word> list;
    generate_moves(pos, list);
    Set out;
    for (const auto& m : list) out.insert(N::format_pdn(pos, m));
    return out;
}
Set moves(const std::string& fen) {
    return moves(N::parse_fen(fen));
}
// Only the moves from one square.
Set moves_from(const std::string& fen, const std::string& from) {
    Set out;
    for (const auto& m : moves(fen))
        if (m.rfind(from + "-", 0) == 0) out.insert(m);
    return out;
}
// Only the captures.
Set captures(const std::string& fen) {
    Set out;
    for (const auto& m : moves(fen))
        if (m.find('x') != std::string::npos) out.insert(m);
    return out;
}

// ---------------------------------------------------------------------------------------
// The reference generator: a 9x9 array of characters, straight from the rule text
// (rules.md §2.26), sharing nothing with movegen/. 'K' king, 'D' defender, 'A' attacker.

struct RefBoard {
    char sq[9][9];  // [file][rank - 1]
    bool white_to_move = true;

    RefBoard() {
        for (auto& file : sq)
            for (char& c : file) c = '.';
    }
    char at(int f, int r) const { return sq[f][r]; }
};

bool on_board(int f, int r) {
    return f >= 0 && f < 9 && r >= 0 && r < 9;
}
bool is_throne(int f, int r) {
    return f == 4 && r == 4;  // e5
}
std::string name(int f, int r) {
    return std::string(1, static_cast<char>('a' + f)) + std::to_string(r + 1);
}

// "c5 d5" -> the squares on the board.
void place(RefBoard& b, const std::string& names, char piece) {
    for (std::size_t i = 0; i < names.size();) {
        if (names[i] == ' ') {
            ++i;
            continue;
        }
        const int f = names[i++] - 'a';
        int r = 0;
        while (i < names.size() && names[i] != ' ') r = 10 * r + (names[i++] - '0');
        b.sq[f][r - 1] = piece;
    }
}

RefBoard ref_start() {
    RefBoard b;
    place(b, "e5", 'K');
    place(b, "c5 d5 f5 g5 e3 e4 e6 e7", 'D');
    place(b, "a4 a5 a6 b5 i4 i5 i6 h5 d1 e1 f1 e2 d9 e9 f9 e8", 'A');
    return b;
}

struct RefMove {
    int ff, fr, tf, tr;
    std::vector<std::pair<int, int>> taken;
};

// "The game is over when the king reaches an edge square (White has won) or is captured
// (Black has won)": no further move.
bool ref_over(const RefBoard& b) {
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 9; ++r)
            if (b.at(f, r) == 'K') {
                const bool edge = f == 0 || f == 8 || r == 0 || r == 8;
                return edge && !b.white_to_move;
            }
    return b.white_to_move;  // no king: it was captured
}

RefBoard ref_after(const RefBoard& b, const RefMove& m) {
    RefBoard n = b;
    n.sq[m.tf][m.tr] = b.at(m.ff, m.fr);
    n.sq[m.ff][m.fr] = '.';
    for (const auto& [f, r] : m.taken) n.sq[f][r] = '.';
    n.white_to_move = !b.white_to_move;
    return n;
}

std::vector<RefMove> ref_moves(const RefBoard& b) {
    std::vector<RefMove> out;
    if (ref_over(b)) return out;
    const int dirs[4][2] = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};
    for (int f = 0; f < 9; ++f) {
        for (int r = 0; r < 9; ++r) {
            const char piece = b.at(f, r);
            const bool mine = b.white_to_move ? (piece == 'K' || piece == 'D') : piece == 'A';
            if (!mine) continue;
            for (const auto& d : dirs) {
                // "Like a chess rook; no jumping; pieces may pass over the empty throne but
                // no piece may stop on it."
                for (int tf = f + d[0], tr = r + d[1]; on_board(tf, tr) && b.at(tf, tr) == '.';
                     tf += d[0], tr += d[1]) {
                    if (is_throne(tf, tr)) continue;
                    RefMove m{f, r, tf, tr, {}};
                    RefBoard after = b;
                    after.sq[tf][tr] = piece;
                    after.sq[f][r] = '.';
                    // "The king cannot capture": only defenders and attackers do.
                    if (piece != 'K') {
                        const char enemy = piece == 'D' ? 'A' : 'D';
                        for (const auto& e : dirs) {
                            const int vf = tf + e[0], vr = tr + e[1];
                            const int pf = vf + e[0], pr = vr + e[1];
                            if (!on_board(pf, pr)) continue;
                            // A soldier between the mover and another soldier of the mover's
                            // side (the king is no partner).
                            if (after.at(vf, vr) == enemy && after.at(pf, pr) == piece)
                                m.taken.push_back({vf, vr});
                        }
                    }
                    // "The king is captured when attackers surround it on four sides, or on
                    // three with the throne on the fourth", the mover being one of them.
                    if (piece == 'A') {
                        for (const auto& e : dirs) {
                            const int kf = tf + e[0], kr = tr + e[1];
                            if (!on_board(kf, kr) || after.at(kf, kr) != 'K') continue;
                            int hostile = 0;
                            for (const auto& g : dirs) {
                                const int nf = kf + g[0], nr = kr + g[1];
                                if (!on_board(nf, nr)) continue;
                                if (after.at(nf, nr) == 'A' ||
                                    (is_throne(nf, nr) && after.at(nf, nr) == '.'))
                                    ++hostile;
                            }
                            if (hostile == 4) m.taken.push_back({kf, kr});
                        }
                    }
                    out.push_back(m);
                }
            }
        }
    }
    return out;
}

// The number of moves without working out their captures (the last ply of perft).
std::uint64_t ref_count(const RefBoard& b) {
    if (ref_over(b)) return 0;
    std::uint64_t n = 0;
    const int dirs[4][2] = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};
    for (int f = 0; f < 9; ++f)
        for (int r = 0; r < 9; ++r) {
            const char piece = b.at(f, r);
            if (piece == '.' || (piece == 'A') == b.white_to_move) continue;
            for (const auto& d : dirs)
                for (int tf = f + d[0], tr = r + d[1]; on_board(tf, tr) && b.at(tf, tr) == '.';
                     tf += d[0], tr += d[1])
                    n += !is_throne(tf, tr);
        }
    return n;
}

std::uint64_t ref_perft(const RefBoard& b, int depth) {
    if (depth == 1) return ref_count(b);
    const auto list = ref_moves(b);
    std::uint64_t nodes = 0;
    for (const auto& m : list) nodes += ref_perft(ref_after(b, m), depth - 1);
    return nodes;
}

std::string ref_text(const RefMove& m) {
    std::vector<std::pair<int, int>> taken = m.taken;
    // Kabe's order: by rank, then file.
    std::sort(taken.begin(), taken.end(), [](auto a, auto b) {
        return std::pair(a.second, a.first) < std::pair(b.second, b.first);
    });
    std::string out = name(m.ff, m.fr) + '-' + name(m.tf, m.tr);
    for (const auto& [f, r] : taken) out += 'x' + name(f, r);
    return out;
}

Set ref_set(const RefBoard& b) {
    Set out;
    for (const auto& m : ref_moves(b)) out.insert(ref_text(m));
    return out;
}

// The reference board of a Kabe position, through the FEN text only.
RefBoard ref_from_fen(const std::string& fen) {
    RefBoard b;
    b.white_to_move = fen[0] == 'W';
    char colour = 0;
    for (std::size_t i = 1; i < fen.size();) {
        if (fen[i] == ':') {
            colour = fen[i + 1];
            i += 2;
            continue;
        }
        if (fen[i] == ',') {
            ++i;
            continue;
        }
        const bool king = fen[i] == 'K';
        if (king) ++i;
        const int f = fen[i++] - 'a';
        int r = 0;
        while (i < fen.size() && fen[i] >= '0' && fen[i] <= '9') r = 10 * r + (fen[i++] - '0');
        b.sq[f][r - 1] = king ? 'K' : colour == 'W' ? 'D' : 'A';
    }
    return b;
}

// ---------------------------------------------------------------------------------------

TEST(TablutBoard, NineByNineOn128Bits) {
    using B = Tablut::Board;
    static_assert(B::squares == 81 && B::bits == 81);
    static_assert(std::is_same_v<Tablut::Word, Uint128>);
    using M = BoardMasks<Tablut>;
    EXPECT_EQ(M::playable.count(), 81);
    const Bb i5 = Bb::bit(B::index_at(4, 8)), a4 = Bb::bit(B::index_at(5, 0));
    EXPECT_TRUE(M::step<B::right>(i5).empty());  // no wrap onto a4
    EXPECT_TRUE(M::step<B::left>(a4).empty());
    EXPECT_TRUE(M::step<B::up>(Bb::bit(0)).empty());
    // Off the bottom a step leaves the board but stays in the word: every user masks it.
    EXPECT_TRUE((M::step<B::down>(Bb::bit(80)) & M::playable).empty());
    using G = detail::tablut::Geometry<Tablut>;
    EXPECT_EQ(N::square_name(G::throne_bit, N::Squares::algebraic), "e5");
    EXPECT_EQ(G::edge.count(), 32);
    EXPECT_EQ(G::neighbours[G::throne_bit].count(), 4);
    EXPECT_EQ(G::neighbours[0].count(), 2);
    // Numbers: row by row from a9 (as Turkish from a8).
    EXPECT_EQ(N::square_name(N::bit_of_number(1), N::Squares::algebraic), "a9");
    EXPECT_EQ(N::square_name(N::bit_of_number(81), N::Squares::algebraic), "i1");
}

TEST(TablutStart, TheLinnaeusCross) {
    const Pos start = Pos::start();
    EXPECT_EQ(start.side_to_move(), Color::white);
    EXPECT_EQ(start.men(Color::white).count(), 8);
    EXPECT_EQ(start.kings(Color::white).count(), 1);
    EXPECT_EQ(start.pieces(Color::black).count(), 16);
    EXPECT_EQ(N::parse_fen("W:WKe5,c5,d5,f5,g5,e3,e4,e6,e7:"
                           "Ba4,a5,a6,b5,i4,i5,i6,h5,d1,e1,f1,e2,d9,e9,f9,e8"),
              start);
    EXPECT_EQ(N::parse_position("start"), start);
    EXPECT_EQ(N::to_fen(start, N::Squares::algebraic),
              "W:We3,e4,c5,d5,Ke5,f5,g5,e6,e7:Bd1,e1,f1,e2,a4,i4,a5,b5,h5,i5,a6,i6,e8,d9,e9,f9");
}

// By hand (rules.md §2.26): the king is boxed in; each arm of the cross has an outer
// defender (c5) with 4 squares up and 4 down, and an inner one (d5) with 3 up (d9 is an
// attacker's) and 3 down. 14 per arm, 56 in all.
TEST(TablutStart, WhiteHasFiftySixMoves) {
    const Pos start = Pos::start();
    const Set all = moves(start);
    EXPECT_EQ(all.size(), 56u);
    EXPECT_EQ(moves_from("W:WKe5,c5,d5,f5,g5,e3,e4,e6,e7:"
                         "Ba4,a5,a6,b5,i4,i5,i6,h5,d1,e1,f1,e2,d9,e9,f9,e8",
                         "c5"),
              (Set{"c5-c1", "c5-c2", "c5-c3", "c5-c4", "c5-c6", "c5-c7", "c5-c8", "c5-c9"}));
    EXPECT_EQ(moves_from("W:WKe5,c5,d5,f5,g5,e3,e4,e6,e7:"
                         "Ba4,a5,a6,b5,i4,i5,i6,h5,d1,e1,f1,e2,d9,e9,f9,e8",
                         "d5"),
              (Set{"d5-d2", "d5-d3", "d5-d4", "d5-d6", "d5-d7", "d5-d8"}));
    EXPECT_TRUE(all.count("e4-a4") == 0 && all.count("e4-b4") && all.count("e4-d4"));
    EXPECT_TRUE(all.count("e7-h7") && all.count("e7-i7") && !all.count("e7-e9"));
    for (const auto& m : all) EXPECT_EQ(m.find('x'), std::string::npos) << m;  // no capture
    EXPECT_EQ(count_moves(start), 56);
}

// Black (the attackers' first move, the other reading of the first player): a4 and a6 have
// 3 along the edge and 3 inwards, b5 4 up and 4 down, a5 none: 20 per group, 80 in all.
TEST(TablutStart, BlackWouldHaveEightyMoves) {
    const std::string fen =
        "B:WKe5,c5,d5,f5,g5,e3,e4,e6,e7:Ba4,a5,a6,b5,i4,i5,i6,h5,d1,e1,f1,e2,d9,e9,f9,e8";
    EXPECT_EQ(moves(fen).size(), 80u);
    EXPECT_EQ(moves_from(fen, "a4"), (Set{"a4-a1", "a4-a2", "a4-a3", "a4-b4", "a4-c4", "a4-d4"}));
    EXPECT_EQ(moves_from(fen, "a5"), Set{});
    EXPECT_EQ(moves_from(fen, "b5").size(), 8u);
}

TEST(TablutCapture, OneTwoAndThreeSoldiersAtOnce) {
    // c2-c4 closes d4 against e4.
    EXPECT_EQ(captures("W:WKe6,c2,e4:Bd4,a9"), (Set{"c2-c4xd4"}));
    // ... and c5 against c6 (taken pieces are written rank by rank, as in FEN).
    EXPECT_EQ(captures("W:WKe6,c2,e4,c6:Bd4,c5,a9"), (Set{"c2-c4xd4xc5"}));
    // ... and b4 against a4: three at once, on the three sides it did not come from.
    EXPECT_EQ(captures("W:WKe6,c2,e4,c6,a4:Bd4,c5,b4,i9"), (Set{"c2-c4xb4xd4xc5"}));
    // Attackers capture defenders the same way.
    EXPECT_EQ(captures("B:WKe6,d4:Bc2,e4,a9"), (Set{"c2-c4xd4"}));
    // Taken pieces leave the board.
    const Pos pos = N::parse_fen("W:WKe6,c2,e4,c6,a4:Bd4,c5,b4,i9");
    const Pos after = pos.after(N::parse_move(pos, "c2-c4"));
    EXPECT_EQ(after.pieces(Color::black).count(), 1);
    EXPECT_EQ(after.key(), after.compute_key());
}

TEST(TablutCapture, MovingBetweenTwoEnemiesIsSafe) {
    // Black enters d4 between c4 and e4: no capture, by Black or of the attacker.
    const std::string fen = "B:WKe6,c4,e4:Bd1,a9";
    EXPECT_TRUE(moves(fen).count("d1-d4"));
    EXPECT_EQ(captures(fen), Set{});
    const Pos pos = N::parse_fen(fen);
    const Pos after = pos.after(N::parse_move(pos, "d1-d4"));
    EXPECT_EQ(after.pieces(Color::black).count(), 2);
    EXPECT_EQ(after.pieces(Color::white).count(), 3);
    // White may take it later by leaving and coming back: c4-c3, ..., c3-c4 (a new sandwich).
    EXPECT_EQ(captures("W:WKe6,c3,e4:Bd4,a9"), (Set{"c3-c4xd4"}));
}

TEST(TablutCapture, TheKingNeitherCapturesNorHelps) {
    // The king moves next to d4 with a defender behind it: nothing is taken.
    EXPECT_EQ(captures("W:WKc3,e4:Bd4,a9"), Set{});
    EXPECT_TRUE(moves("W:WKc3,e4:Bd4,a9").count("c3-c4"));
    // A defender closes d4 against the king on e4: nothing either.
    EXPECT_EQ(captures("W:WKe4,c2:Bd4,a9"), Set{});
    // Two attackers on either side of the king do not take it (four sides are needed).
    EXPECT_EQ(captures("B:WKc4:Bd4,b1,a9"), Set{});
    EXPECT_TRUE(moves("B:WKc4:Bd4,b1,a9").count("b1-b4"));
    // The throne and the edge are not hostile to soldiers (rules.md inferred detail 3).
    EXPECT_EQ(captures("B:WKc7,f5:Bf2,h5,a9"), (Set{}));  // f5 between the throne and g5
    EXPECT_EQ(captures("B:WKc7,a4:Bb1,i9"), (Set{}));     // a4 against the edge
    EXPECT_TRUE(moves("B:WKc7,a4:Bb1,i9").count("b1-b4"));
    EXPECT_TRUE(moves("B:WKc7,f5:Bf2,h5,a9").count("h5-g5"));
}

TEST(TablutThrone, PassedOverButNeverLandedOn) {
    // The king has left the throne: d5 slides right over it to f5-i5, never to e5.
    const std::string fen = "W:WKc3,d5:Ba9";
    EXPECT_EQ(moves_from(fen, "d5"),
              (Set{"d5-a5", "d5-b5", "d5-c5", "d5-f5", "d5-g5", "d5-h5", "d5-i5", "d5-d1", "d5-d2",
                   "d5-d3", "d5-d4", "d5-d6", "d5-d7", "d5-d8", "d5-d9"}));
    EXPECT_THROW(N::parse_move(N::parse_fen(fen), "d5-e5"), NotationError);
    // Not even the king may come back to it; it passes over it too.
    EXPECT_EQ(moves_from("W:WKe3:Ba9", "e3"),
              (Set{"e3-a3", "e3-b3", "e3-c3", "e3-d3", "e3-f3", "e3-g3", "e3-h3", "e3-i3", "e3-e1",
                   "e3-e2", "e3-e4", "e3-e6", "e3-e7", "e3-e8", "e3-e9"}));
    // Attackers too; and with the king on it, the throne blocks.
    EXPECT_FALSE(moves("B:WKe5:Ba5").count("a5-f5"));
    EXPECT_TRUE(moves("B:WKe5:Ba5").count("a5-d5"));
    EXPECT_TRUE(moves("B:WKe3:Ba5").count("a5-i5"));
    EXPECT_FALSE(moves("B:WKe3:Ba5").count("a5-e5"));
}

TEST(TablutKing, CapturedOnFourSides) {
    const std::string fen = "B:WKd3:Bd4,c3,e3,d1,a9";
    EXPECT_EQ(captures(fen), (Set{"d1-d2xd3"}));
    Game<Tablut> game(N::parse_fen(fen));
    game.play(N::parse_move(game.position(), "d1-d2"));
    EXPECT_TRUE(game.position().kings().empty());
    const GameResult r = game.result();
    EXPECT_EQ(r.outcome, Outcome::black_wins);
    EXPECT_EQ(r.reason, "Black captured the king");
    EXPECT_EQ(count_moves(game.position()), 0);  // White's defenders move no more
    // On the throne it takes four too.
    EXPECT_EQ(captures("B:WKe5:Bd5,f5,e6,e1,a9"), (Set{"e1-e4xe5"}));
    // Three and a defender: not taken.
    EXPECT_EQ(captures("B:WKd3,d4:Bc3,e3,d1,a9"), Set{});
}

TEST(TablutKing, CapturedOnThreeSidesAgainstTheThrone) {
    // The king on e4, the empty throne above it: three attackers take it.
    EXPECT_EQ(captures("B:WKe4:Bd4,f4,e1,a9"), (Set{"e1-e3xe4"}));
    // Three around it elsewhere are not enough.
    EXPECT_EQ(captures("B:WKc3:Bb3,d3,c1,a9"), Set{});
    // The king moving into such a place is safe (only the mover's sandwiches count): e7
    // down over the empty throne to e4, between d4, f4 and e3. Black cannot take it next:
    // no square around it is left to move to.
    const Pos pos = N::parse_fen("W:WKe7,a7:Bd4,f4,e3,i9");
    EXPECT_TRUE(moves(pos).count("e7-e4"));
    const Pos after = pos.after(N::parse_move(pos, "e7-e4"));
    EXPECT_EQ(after.kings().count(), 1);
    EXPECT_EQ(captures(N::to_fen(after, N::Squares::algebraic)), Set{});
}

TEST(TablutKing, ReachingAnyEdgeSquareWins) {
    Game<Tablut> game(N::parse_fen("W:WKe7:Ba8,i9"));
    EXPECT_TRUE(moves(game.position()).count("e7-e9"));
    game.play(N::parse_move(game.position(), "e7-e9"));
    const GameResult r = game.result();
    EXPECT_EQ(r.outcome, Outcome::white_wins);
    EXPECT_EQ(r.reason, "the king reached the edge");
    EXPECT_EQ(count_moves(game.position()), 0);
    MoveList<Tablut::Word> list;
    generate_moves(game.position(), list);
    EXPECT_TRUE(list.empty());
    // The king's escapes come first in the list (for the search).
    const Pos pos = N::parse_fen("W:WKe7,c3:Ba8,i9");
    generate_moves(pos, list);
    ASSERT_FALSE(list.empty());
    EXPECT_EQ(N::format_pdn(pos, list[0]).substr(0, 3), "e7-");
    EXPECT_TRUE(Tablut::Board::row_of(list[0].to) == 0);
}

TEST(TablutEnd, NoMoveLoses) {
    // Black's only attacker is shut in the corner.
    Game<Tablut> black(N::parse_fen("B:WKe6,a2,b1:Ba1"));
    EXPECT_EQ(black.result().outcome, Outcome::white_wins);
    EXPECT_EQ(black.result().reason, "Black has no legal move");
    // The king on the throne with its four defenders each shut in by attackers.
    Game<Tablut> white(N::parse_fen("W:WKe5,d5,f5,e4,e6:Bc5,d4,d6,g5,f4,f6,e3,e7"));
    EXPECT_EQ(white.result().outcome, Outcome::black_wins);
    EXPECT_EQ(white.result().reason, "White has no legal move");
}

TEST(TablutEnd, ThreefoldRepetitionDrawsThoughOnlySoldiersMove) {
    Game<Tablut> game;
    const char* cycle[] = {"c5-c6", "b5-b6", "c6-c5", "b6-b5"};
    for (int round = 0; round < 2; ++round) {
        for (const char* m : cycle) {
            EXPECT_FALSE(game.result().over());
            game.play(N::parse_move(game.position(), m));
        }
    }
    EXPECT_EQ(game.occurrences(), 3);
    EXPECT_EQ(game.result().outcome, Outcome::draw);
    EXPECT_EQ(game.result().reason, "threefold repetition");
}

TEST(TablutNotation, CapturesReadBackInEveryForm) {
    const Pos pos = N::parse_fen("W:WKe6,c2,e4,c6:Bd4,c5,a9");
    const auto m = N::parse_move(pos, "c2-c4xd4xc5");
    EXPECT_EQ(m.captured.count(), 2);
    EXPECT_EQ(N::parse_move(pos, "c2-c4"), m);
    EXPECT_EQ(N::parse_move(pos, "c2xc4"), m);
    EXPECT_EQ(N::parse_move(pos, "c2-c4xc5xd4"), m);  // any order
    EXPECT_EQ(N::parse_move(pos, N::format_hub(m)), m);
    EXPECT_EQ(N::format_pdn(pos, m), "c2-c4xd4xc5");              // rank by rank, as FEN
    EXPECT_THROW(N::parse_move(pos, "c2-c4xd4"), NotationError);  // not what it takes
    EXPECT_THROW(N::parse_move(pos, "c2-c5"), NotationError);
    EXPECT_THROW(N::parse_move(pos, "c2-j4"), NotationError);
}

TEST(TablutNotation, BadPositionsAreRefused) {
    const auto refused = [](const std::string& fen, const std::string& words) {
        try {
            N::parse_fen(fen);
            ADD_FAILURE() << fen << " accepted";
        } catch (const NotationError& e) {
            EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
        }
    };
    refused("W:Wc5:Ba4", "exactly one king");
    refused("W:WKc5,Kd6:Ba4", "exactly one king");
    refused("W:WKc5:BKa4", "Black has no king");
    refused("W:WKc3,e5:Ba4", "throne e5");
    refused("W:WKa3:Ba4", "already won");
    refused("W:WKc3:Bj4", "not on the board");
    refused("W:WKc3,a2,a3,a4,a5,a6,a7,a8,b2,b3:Bi5", "at most 8 defenders");
    // Black to move with the king on the edge: a finished game, Black has lost.
    Game<Tablut> over(N::parse_fen("B:WKa3:Ba4"));
    EXPECT_EQ(over.result().outcome, Outcome::white_wins);
    // Hub strings: 81 squares.
    const Pos start = Pos::start();
    EXPECT_EQ(N::to_hub(start).size(), 82u);
    EXPECT_EQ(N::parse_position(N::to_hub(start)), start);
}

TEST(TablutEval, TheKingsWayOutCounts) {
    // A free line to the edge with White to move: a won game, seen by the evaluation.
    const Score free = evaluate(N::parse_fen("W:WKc3,e6:Ba9,b9,h9,i9,i8,a1,b1,h1,i1"));
    EXPECT_GT(free, 3000);
    // Black to move can block one line; with two open it cannot.
    const Score two = evaluate(N::parse_fen("B:WKc3:Ba9,i9"));
    EXPECT_LT(two, -3000);
    // Attackers next to the king are bad for White.
    const auto white_view = [](const std::string& fen) {
        const Pos p = N::parse_fen(fen);
        return p.side_to_move() == Color::white ? evaluate(p) : -evaluate(p);
    };
    EXPECT_LT(white_view("W:WKe5,e3:Bd5,f5,e6,a9,i9,a1,i1"),
              white_view("W:WKe5,e3:Bd7,f7,e8,a9,i9,a1,i1"));
    // A king nearer the edge is better: boxed in by its own defenders on c3 (2 from the
    // edge) and on the throne (4), all else equal.
    EXPECT_EQ(white_view("W:WKc3,b3,d3,c2,c4:Ba9") - white_view("W:WKe5,d5,f5,e4,e6:Ba9"),
              2 * eval::variant_weights<Tablut>.king_edge_distance);
}

// The search knows both ends of the game: it takes the escape, the king, and blocks.
ThinkResult think(const std::string& fen, int depth) {
    const auto engine = Engine::create("tablut", 1);
    engine->set_position(fen, {});
    SearchLimits limits;
    limits.depth = depth;
    return engine->think(
        limits, [](const ThinkInfo&) {}, MoveFormat::pdn);
}

TEST(TablutSearch, EscapesTakesTheKingAndBlocks) {
    // White: the king runs to the edge (a3, c1, c9 or i3: all four lines are open).
    const ThinkResult escape = think("W:WKc3,e6:Bb9,d2,f9,h9,i8", 4);
    EXPECT_TRUE(escape.move == "c3-a3" || escape.move == "c3-c1" || escape.move == "c3-c9" ||
                escape.move == "c3-i3")
        << escape.move;
    EXPECT_EQ(escape.score, score::win_in(1));
    // Black: d1-d2 takes the king on d3 at once.
    const ThinkResult take = think("B:WKd3,g7:Bd4,c3,e3,d1,a9", 4);
    EXPECT_EQ(take.move, "d1-d2xd3");
    EXPECT_EQ(take.score, score::win_in(1));
    // Black: the king on c5, hemmed in on three sides, has one free line (c6-c9); only
    // h9-c9 blocks it. (It is the longest defence: c5-c6 then opens a6 and i6, a loss in 4
    // plies instead of 2.)
    const ThinkResult block = think("B:WKc5,e3:Ba5,b5,c4,d5,h9,i1", 4);
    EXPECT_EQ(block.move, "h9-c9");
    EXPECT_EQ(block.score, score::loss_in(4));
}

// ---------------------------------------------------------------------------------------
// The generator against the reference.

Set kabe_set_as_ref(const Pos& pos) {
    return moves(pos);
}

TEST(TablutReference, StartPerftDepthsOneToFour) {
    const Pos start = Pos::start();
    const RefBoard ref = ref_start();
    EXPECT_EQ(kabe_set_as_ref(start), ref_set(ref));
    // Kabe's counts; the reference's (written from the rule text alone) agree.
    const std::uint64_t expected[] = {56, 4408, 251856, 20023952};
    for (int depth = 1; depth <= 4; ++depth) {
        SCOPED_TRACE(depth);
        const std::uint64_t kabe = perft(start, depth);
        EXPECT_EQ(kabe, expected[depth - 1]);
        EXPECT_EQ(ref_perft(ref, depth), kabe);
    }
}

// Random games from the start: at every position the two move lists are equal.
TEST(TablutReference, RandomGamesAgreeMoveForMove) {
    std::mt19937 rng(20261130);
    int positions = 0, with_captures = 0, king_taken = 0, escaped = 0;
    for (int g = 0; g < 150; ++g) {
        Pos pos = Pos::start();
        RefBoard ref = ref_start();
        for (int ply = 0; ply < 200; ++ply) {
            ++positions;
            const Set kabe = moves(pos);
            ASSERT_EQ(kabe, ref_set(ref)) << N::to_fen(pos, N::Squares::algebraic);
            if (kabe.empty()) {
                king_taken += pos.kings().empty();
                escaped += !pos.kings().empty() && pos.side_to_move() == Color::black;
                break;
            }
            MoveList<Tablut::Word> list;
            generate_moves(pos, list);
            for (const auto& m : list) with_captures += m.is_capture();
            // Prefer captures and the king's moves now and then, so that games end.
            int pick = static_cast<int>(rng() % list.size());
            if (rng() % 2)
                for (int i = 0; i < list.size(); ++i)
                    if (list[i].is_capture() || pos.kings().test(list[i].from)) pick = i;
            const auto& m = list[pick];
            const auto refs = ref_moves(ref);
            const std::string text = N::format_pdn(pos, m);
            const auto it = std::find_if(refs.begin(), refs.end(),
                                         [&](const RefMove& r) { return ref_text(r) == text; });
            ASSERT_NE(it, refs.end()) << text;
            ref = ref_after(ref, *it);
            pos = pos.after(m);
            ASSERT_EQ(pos.key(), pos.compute_key());
        }
    }
    EXPECT_GT(with_captures, 1000);
    EXPECT_GT(king_taken, 0);
    EXPECT_GT(escaped, 0);
    EXPECT_GT(positions, 5000);
}

// Random placements (one king anywhere but on the edge with White to move).
TEST(TablutReference, RandomPositionsAgree) {
    std::mt19937 rng(81);
    for (int p = 0; p < 3000; ++p) {
        std::string white = "K", black;
        std::set<std::string> used;
        const auto square = [&]() {
            for (;;) {
                const std::string s =
                    name(static_cast<int>(rng() % 9), static_cast<int>(rng() % 9));
                if (!used.count(s) && s != "e5") {
                    used.insert(s);
                    return s;
                }
            }
        };
        const bool white_to_move = rng() % 2;
        std::string king;
        do {
            king = name(static_cast<int>(1 + rng() % 7), static_cast<int>(1 + rng() % 7));
        } while (king == "e5" && rng() % 4);  // now and then on the throne
        used.insert(king);
        white += king;
        const int defenders = static_cast<int>(rng() % 9),
                  attackers = 1 + static_cast<int>(rng() % 16);
        // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on
        // `"," + std::string`.
        for (int i = 0; i < defenders; ++i) {
            white += ',';
            white += square();
        }
        for (int i = 0; i < attackers; ++i) {
            if (i) black += ',';
            black += square();
        }
        const std::string fen =
            std::string(white_to_move ? "W" : "B") + ":W" + white + ":B" + black;
        ASSERT_EQ(moves(fen), ref_set(ref_from_fen(fen))) << fen;
        EXPECT_EQ(count_moves(N::parse_fen(fen)), static_cast<int>(moves(fen).size())) << fen;
    }
}

}  // namespace
}  // namespace kabe::tablut_test
