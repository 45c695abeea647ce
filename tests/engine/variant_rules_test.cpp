// The rules of play per variant (docs/variants.md "Rules of play"): the counted draw rules
// of each kind, repetition counts, and the goals (giveaway, breakthrough) in Game::result
// and in the search.
//
// Positions are set up by the generator's own square numbers (scheme A: 1 = top-left dark
// square, row by row), whatever numbering a variant's notation uses, so that these tests
// are about the rules and not the notation. On 8x8: 1-4 = b8 d8 f8 h8, 29-32 = a1 c1 e1 g1;
// the long diagonal a1-h8 is 29, 25, 22, 18, 15, 11, 8, 4.

#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>
#include <vector>

#include "engine/game.hpp"
#include "search/search.hpp"

namespace kabe {
namespace {

template <class Rules>
Bitboard<typename Rules::Word> squares(std::initializer_list<int> numbers) {
    Bitboard<typename Rules::Word> set;
    for (int n : numbers) set |= Bitboard<typename Rules::Word>::bit(Rules::Board::bit_of(n - 1));
    return set;
}

// White's and Black's men and kings by square number.
template <class Rules>
Position<Rules> setup(Color to_move, std::initializer_list<int> white_men,
                      std::initializer_list<int> white_kings, std::initializer_list<int> black_men,
                      std::initializer_list<int> black_kings) {
    const auto wk = squares<Rules>(white_kings), bk = squares<Rules>(black_kings);
    return Position<Rules>::from_pieces(squares<Rules>(white_men) | wk,
                                        squares<Rules>(black_men) | bk, wk | bk, to_move);
}

// The legal move from `from` to `to` (square numbers); fails the test if there is none.
template <class Rules>
Move<typename Rules::Word> move(const Position<Rules>& pos, int from, int to) {
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    for (const auto& m : list)
        if (m.from == Rules::Board::bit_of(from - 1) && m.to == Rules::Board::bit_of(to - 1))
            return m;
    ADD_FAILURE() << "no legal move " << from << "-" << to;
    return list.empty() ? Move<typename Rules::Word>{} : list[0];
}

// A position and its draw clock, played forward move by move.
template <class Rules>
struct Walk {
    Position<Rules> pos;
    DrawClock<Rules> clock = DrawClock<Rules>::starting_at(pos);
    int plies = 0;

    explicit Walk(const Position<Rules>& start) : pos(start) {}
    void play(int from, int to) {
        const auto m = move(pos, from, to);
        const auto next = pos.after(m);
        clock = clock.after(pos, m, next);
        pos = next;
        ++plies;
    }
    // The king of the side to move on `a` goes to `b`, or back from `b` to `a`.
    void shuttle(int a, int b) {
        if (pos.kings(pos.side_to_move()).test(Rules::Board::bit_of(a - 1)))
            play(a, b);
        else
            play(b, a);
    }
};

// Shuttles the kings (White between wa and wb, Black between ba and bb) until `plies` and
// checks that `rule` ends the game exactly then, and no rule before.
template <class Rules>
void expect_draw_after(Walk<Rules> walk, int plies, DrawRule rule, int wa, int wb, int ba, int bb) {
    while (walk.plies < plies) {
        ASSERT_EQ(walk.clock.rule(), DrawRule::none) << "ply " << walk.plies;
        if (walk.pos.side_to_move() == Color::white)
            walk.shuttle(wa, wb);
        else
            walk.shuttle(ba, bb);
    }
    EXPECT_EQ(walk.clock.rule(), rule) << "ply " << walk.plies;
}

// --- Russian draughts: FMJD-64 7.2.4-7.2.8 ------------------------------------------------

TEST(RussianDraws, KingMovesOnlyDrawAfterThirtyPlies_7_2_5) {
    // A king and a man each; only the kings move (g1-h2 and b8-a7), nobody can capture.
    Walk<Russian> walk(setup<Russian>(Color::white, {29}, {32}, {4}, {1}));
    expect_draw_after(walk, 30, DrawRule::reversible_limit, 32, 28, 1, 5);
}

TEST(RussianDraws, BalanceUnchangedWithKingsDrawsAfterSixtyPliesInFourPieceEndings_7_2_6) {
    // As above, but the men step now and then, so that 7.2.5 never comes: the balance of
    // four pieces with kings on both sides stays the same for 60 plies.
    Walk<Russian> walk(setup<Russian>(Color::white, {29}, {32}, {4}, {1}));
    const std::pair<int, std::pair<int, int>> man_moves[] = {
        {10, {29, 25}}, {21, {4, 8}}, {30, {25, 21}}, {41, {8, 12}}, {50, {21, 17}}};
    while (walk.plies < 60) {
        ASSERT_EQ(walk.clock.rule(), DrawRule::none) << "ply " << walk.plies;
        bool man = false;
        for (const auto& [ply, m] : man_moves)
            if (ply == walk.plies) {
                walk.play(m.first, m.second);
                man = true;
            }
        if (man) continue;
        if (walk.pos.side_to_move() == Color::white)
            walk.shuttle(32, 28);
        else
            walk.shuttle(1, 5);
    }
    EXPECT_LT(walk.clock.reversible_plies, 30);
    EXPECT_EQ(walk.clock.rule(), DrawRule::balance);
}

TEST(RussianDraws, SixAndSevenPieceEndingsGetOneHundredTwentyPlies_7_2_6) {
    const auto six = setup<Russian>(Color::white, {29, 30}, {32}, {4, 3}, {1});
    EXPECT_EQ(russian_material_limit(six).first, fmjd64::balance_plies_six_seven);
    EXPECT_EQ(fmjd64::balance_plies_six_seven, 120);
    // No king on one side, or eight pieces: 7.2.6 does not apply.
    EXPECT_EQ(russian_material_limit(setup<Russian>(Color::white, {29}, {32}, {4, 3}, {})).first,
              0);
    EXPECT_EQ(
        russian_material_limit(setup<Russian>(Color::white, {29, 30, 31}, {32}, {4, 3, 2}, {1}))
            .first,
        0);
}

TEST(RussianDraws, ThreeKingsAgainstOneDrawAfterThirtyPlies_7_2_4) {
    // Kings on c1, e1 and g1 against a king on b8 (off the long diagonal: not 7.2.7).
    Walk<Russian> walk(setup<Russian>(Color::white, {}, {30, 31, 32}, {}, {1}));
    EXPECT_EQ(walk.clock.ending, LoneKingEnding::sixteen_moves);
    expect_draw_after(walk, 30, DrawRule::kings_vs_king, 32, 28, 1, 5);
}

TEST(RussianDraws, LoneKingOnTheMainRoadDrawsAfterTenPlies_7_2_7) {
    // The black king shuttles h8-g7 on the long diagonal, alone there.
    Walk<Russian> walk(setup<Russian>(Color::white, {}, {30, 31, 32}, {}, {4}));
    expect_draw_after(walk, 10, DrawRule::main_road, 32, 28, 4, 8);
}

TEST(RussianDraws, OffTheMainRoadThePliesAreNotCounted_7_2_7) {
    // King and two men against a king shuttling h6-f8, off the long diagonal: 20 plies
    // later nothing is counted for 7.2.7, and no other rule is due yet either.
    Walk<Russian> walk(setup<Russian>(Color::white, {30, 31}, {32}, {}, {12}));
    EXPECT_EQ(walk.clock.ending, LoneKingEnding::sixteen_moves);
    expect_draw_after(walk, 20, DrawRule::none, 32, 28, 12, 3);
}

TEST(RussianDraws, TwoKingsAgainstOneDrawAfterTenPlies_7_2_8) {
    Walk<Russian> walk(setup<Russian>(Color::white, {}, {31, 32}, {}, {1}));
    EXPECT_EQ(walk.clock.ending, LoneKingEnding::five_moves);
    expect_draw_after(walk, 10, DrawRule::lone_king, 32, 28, 1, 5);
}

TEST(RussianDraws, GameNamesTheArticle) {
    Game<Russian> game(setup<Russian>(Color::white, {}, {31, 32}, {}, {1}));
    // Ten plies that do not repeat a position three times: the kings tour.
    const std::pair<int, int> tour[] = {{32, 28}, {1, 5},   {28, 24}, {5, 9},   {24, 20},
                                        {9, 14},  {20, 16}, {14, 9},  {16, 20}, {9, 5}};
    for (const auto& [from, to] : tour) {
        EXPECT_FALSE(game.result().over());
        game.play(move(game.position(), from, to));
    }
    const auto r = game.result();
    EXPECT_EQ(r.outcome, Outcome::draw);
    EXPECT_EQ(r.reason, "one king against two kings for 5 moves (FMJD-64 7.2.8)");
}

// --- The reversible-plies limit, repetition counts --------------------------------------

TEST(EnglishDraws, FortyMoveRuleIsEightyPlies) {
    // Short kings shuttle g1-h2 and b8-a7; the men on a1 and h8 never move.
    Walk<English> walk(setup<English>(Color::white, {29}, {32}, {4}, {1}));
    expect_draw_after(walk, 80, DrawRule::reversible_limit, 32, 28, 1, 5);
    EXPECT_NE(describe<English>(DrawRule::reversible_limit, Position<English>::start())
                  .find("40-move rule"),
              std::string::npos);
}

template <class Rules>
int plies_to_repetition_draw() {
    Game<Rules> game(setup<Rules>(Color::white, {29}, {32}, {4}, {1}));
    const std::pair<int, int> cycle[] = {{32, 28}, {1, 5}, {28, 32}, {5, 1}};
    for (int ply = 0; ply < 40; ++ply) {
        if (game.result().over()) return ply;
        game.play(move(game.position(), cycle[ply % 4].first, cycle[ply % 4].second));
    }
    return -1;
}

TEST(RepetitionDraws, ThreeTimesInEnglishFourInItalian) {
    // The start position comes back every four plies.
    EXPECT_EQ(plies_to_repetition_draw<English>(), 8);
    EXPECT_EQ(plies_to_repetition_draw<Italian>(), 12);
    Game<Italian> game(setup<Italian>(Color::white, {29}, {32}, {4}, {1}));
    const std::pair<int, int> cycle[] = {{32, 28}, {1, 5}, {28, 32}, {5, 1}};
    for (int ply = 0; ply < 12; ++ply)
        game.play(move(game.position(), cycle[ply % 4].first, cycle[ply % 4].second));
    EXPECT_EQ(game.occurrences(), 4);
    EXPECT_NE(game.result().reason.find("fourfold"), std::string::npos);
}

// Breakthrough's draw traits (no repetition rule, no counted rule) on a board where kings
// can shuttle, which breakthrough itself never allows.
struct NoDrawRules : International {
    static constexpr DrawRules draw_rules = Breakthrough::draw_rules;
    static constexpr int repetitions = Breakthrough::repetitions;
};

TEST(BreakthroughDraws, NeverByRepetitionOrCount) {
    static_assert(Breakthrough::repetitions == 0 && Breakthrough::draw_rules == DrawRules::none);
    // Kings on 50 and 5 (10x10) shuttle for 60 plies: no draw.
    Game<NoDrawRules> game(setup<NoDrawRules>(Color::white, {30}, {50}, {21}, {5}));
    const std::pair<int, int> cycle[] = {{50, 45}, {5, 10}, {45, 50}, {10, 5}};
    for (int ply = 0; ply < 60; ++ply) {
        ASSERT_FALSE(game.result().over()) << "ply " << ply;
        game.play(move(game.position(), cycle[ply % 4].first, cycle[ply % 4].second));
    }
    EXPECT_GE(game.occurrences(), 10);
    EXPECT_FALSE(is_repetition(std::vector<std::uint64_t>(9, 7).data(), 8, 0, 8, 0));
}

// --- Frisian: FRIS 18 and 21.1 ------------------------------------------------------------

using FrisianDraws = Frisian;

TEST(FrisianDrawRules, TwoKingsAgainstOneFourteenPliesKingAgainstKingFour) {
    // Kings shuttle i1-j2 (50-45) and b10-a9 (1-6): no line between them has a square
    // behind the far piece, in any of Frisian's eight capture directions.
    Walk<FrisianDraws> two(setup<FrisianDraws>(Color::white, {}, {50, 49}, {}, {1}));
    EXPECT_EQ(two.clock.ending, LoneKingEnding::two_kings);
    expect_draw_after(two, 14, DrawRule::two_kings, 50, 45, 1, 6);
    Walk<FrisianDraws> one(setup<FrisianDraws>(Color::white, {}, {50}, {}, {1}));
    EXPECT_EQ(one.clock.ending, LoneKingEnding::king_vs_king);
    expect_draw_after(one, 4, DrawRule::king_vs_king, 50, 45, 1, 6);
    // With a man on the board neither applies, nor does a move-count limit. White's two
    // kings take turns (i1-j2, g1-f2), so that FRIS 17's three-move limit never bites.
    Walk<FrisianDraws> men(setup<FrisianDraws>(Color::white, {30}, {50, 49}, {}, {1}));
    while (men.plies < 60) {
        ASSERT_EQ(men.clock.rule(), DrawRule::none) << "ply " << men.plies;
        if (men.pos.side_to_move() == Color::black)
            men.shuttle(1, 6);
        else if (men.plies % 4 == 0)
            men.shuttle(50, 45);
        else
            men.shuttle(49, 43);
    }
    EXPECT_EQ(men.clock.rule(), DrawRule::none);
}

// Frysk! keeps Frisian's draw rules (lidraughts' Frysk.scala and pydraughts' game.py treat
// it as Frisian): two kings against one, 14 plies.
TEST(FryskDrawRules, TwoKingsAgainstOneFourteenPlies) {
    Walk<Frysk> two(setup<Frysk>(Color::white, {}, {50, 49}, {}, {1}));
    EXPECT_EQ(two.clock.ending, LoneKingEnding::two_kings);
    expect_draw_after(two, 14, DrawRule::two_kings, 50, 45, 1, 6);
}

// --- Goals ----------------------------------------------------------------------------------

template <class Rules>
SearchResult<Rules> run_search(const Position<Rules>& pos, int depth) {
    TranspositionTable tt(1);
    Searcher<Rules> searcher(tt);
    RootState<Rules> root{pos, DrawClock<Rules>::starting_at(pos), {}};
    SearchLimits limits;
    limits.depth = depth;
    return searcher.run(root, limits);
}

TEST(Giveaway, NoLegalMoveWins) {
    // No pieces left, or all blocked: the side to move has won.
    const auto bare = Game<Antidraughts>(setup<Antidraughts>(Color::white, {}, {}, {1}, {}));
    EXPECT_EQ(bare.result().outcome, Outcome::white_wins);
    // A black man on 36 blocked by white men on 41 and 47.
    const auto blocked =
        Game<Antidraughts>(setup<Antidraughts>(Color::black, {41, 46, 47}, {}, {36}, {}));
    EXPECT_EQ(blocked.result().outcome, Outcome::black_wins);
    EXPECT_NE(blocked.result().reason.find("Black has no legal move"), std::string::npos);
    const auto english =
        Game<EnglishGiveaway>(setup<EnglishGiveaway>(Color::black, {}, {}, {}, {}));
    EXPECT_EQ(english.result().outcome, Outcome::black_wins);
    const auto russian =
        Game<RussianGiveaway>(setup<RussianGiveaway>(Color::white, {}, {}, {5}, {}));
    EXPECT_EQ(russian.result().outcome, Outcome::white_wins);
    // The search sees it too: at the root, and one capture away.
    EXPECT_EQ(run_search(bare.position(), 3).score, score::win_in(0));
    EXPECT_FALSE(run_search(bare.position(), 3).best);
}

TEST(Giveaway, SearchGivesTheLastManAway) {
    // White's man on 32: after 32-28 Black must take it (23x32), and White, to move with
    // no piece left, wins. 32-27 would not give it away.
    const auto pos = setup<Antidraughts>(Color::white, {32}, {}, {23}, {});
    const auto r = run_search(pos, 4);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(*r.best, move(pos, 32, 28));
    EXPECT_EQ(r.score, score::win_in(2));
}

TEST(Breakthrough, TheFirstKingWins) {
    // White's man on 6 crowns on 1; Black's men are far away.
    const auto pos = setup<Breakthrough>(Color::white, {6, 45}, {}, {15, 35}, {});
    const auto r = run_search(pos, 3);
    ASSERT_TRUE(r.best);
    EXPECT_EQ(*r.best, move(pos, 6, 1));
    EXPECT_EQ(r.score, score::win_in(1));
    EXPECT_FALSE(r.ponder);  // the game is over after it
    Game<Breakthrough> game(pos);
    EXPECT_FALSE(game.result().over());
    game.play(*r.best);
    EXPECT_EQ(game.result().outcome, Outcome::white_wins);
    EXPECT_NE(game.result().reason.find("first king"), std::string::npos);
    // Black, to move after the crowning, has lost and has nothing to play.
    const auto after = run_search(game.position(), 3);
    EXPECT_FALSE(after.best);
    EXPECT_EQ(after.score, score::loss_in(0));
}

TEST(Breakthrough, NoLegalMoveLoses) {
    const auto game =
        Game<Breakthrough>(setup<Breakthrough>(Color::black, {41, 46, 47}, {}, {36}, {}));
    EXPECT_EQ(game.result().outcome, Outcome::white_wins);
}

}  // namespace
}  // namespace kabe
