#include "eval/evaluate.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "eval/explain.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "tests/eval/sample_positions.hpp"

namespace kabe::test {
namespace {

using Intl = International;
using N = Notation<Intl>;
using Pos = Position<Intl>;
using Bb = Pos::Bb;
using Masks = eval::EvalMasks<Intl>;

Score eval_of(const std::string& fen) {
    return evaluate(N::parse_fen(fen));
}
// The terms with the hand-made weights (eval/weights.hpp's default_weights), whose signs
// and sizes docs/eval.md explains: these tests are about what each term measures.
// International plays with fitted weights (tuned_international), which a match judges.
eval::EvalTerms terms_of(const std::string& fen) {
    return eval::eval_terms(N::parse_fen(fen), eval::default_weights);
}

// The square numbers of a set, for readable failures.
std::set<int> numbers(Bb set) {
    std::set<int> out;
    for (int bit : set) out.insert(N::number_of_bit(bit));
    return out;
}

TEST(EvalMasks, NamedSquaresComeOutOfTheGeometry) {
    EXPECT_EQ(numbers(Masks::centre[0]), (std::set<int>{22, 23, 27, 28, 32, 33}));
    EXPECT_EQ(numbers(Masks::centre[1]), (std::set<int>{18, 19, 23, 24, 28, 29}));
    EXPECT_EQ(numbers(Masks::back_rank_middle[0]), (std::set<int>{47, 48, 49}));
    EXPECT_EQ(numbers(Masks::back_rank_middle[1]), (std::set<int>{2, 3, 4}));
    EXPECT_EQ(numbers(Masks::back_rank_corners[0]), (std::set<int>{46, 50}));
    EXPECT_EQ(numbers(Masks::back_rank_corners[1]), (std::set<int>{1, 5}));
    EXPECT_EQ(numbers(Masks::main_diagonal),
              (std::set<int>{5, 10, 14, 19, 23, 28, 32, 37, 41, 46}));
    EXPECT_EQ(Masks::left_half.count(), 25);
    EXPECT_TRUE((Masks::left_half & Masks::right_half).empty());
    EXPECT_TRUE(Masks::left_half.test(N::bit_of_number(46)));
    EXPECT_TRUE(Masks::right_half.test(N::bit_of_number(5)));
}

TEST(EvalMasks, AdvancedRowsAddUpPerMan) {
    // White's man on 28 has advanced 4 rows, on 6 (one step from crowning) 8 rows;
    // Black's man on 45 has advanced 8 rows, on 3 none.
    const auto bits = [](std::initializer_list<int> squares) {
        Bb set;
        for (int s : squares) set |= Bb::bit(N::bit_of_number(s));
        return set;
    };
    EXPECT_EQ((eval::rows_advanced<Intl, Color::white>(bits({28}))), 4);
    EXPECT_EQ((eval::rows_advanced<Intl, Color::white>(bits({6, 28, 46}))), 12);
    EXPECT_EQ((eval::rows_advanced<Intl, Color::black>(bits({45, 3, 23}))), 12);
}

// The forward cone the slow way: one row per round, every step masked by the board.
template <Color Mover>
Bb cone_row_by_row(Bb from) {
    using A = eval::Ahead<Intl::Board, Mover>;
    Bb cone = from;
    for (int row = 1; row < Intl::Board::height; ++row)
        cone |= (cone.shifted<A::left>() | cone.shifted<A::right>()) & BoardMasks<Intl>::playable;
    return cone;
}

TEST(EvalMasks, ForwardConeMatchesARowByRowFill) {
    EXPECT_EQ(
        numbers(eval::forward_cone<Intl, Color::white>(Bb::bit(N::bit_of_number(36)))),
        (std::set<int>{36, 31, 27, 26, 22, 21, 18, 17, 16, 13, 12, 11, 9, 8, 7, 6, 4, 3, 2, 1}));
    std::mt19937_64 rng(5);
    for (int i = 0; i < 2000; ++i) {
        // Sparse and dense random sets of squares.
        Bb set(rng() & (i % 2 ? rng() : rng() & rng() & rng()) & BoardMasks<Intl>::playable.word());
        ASSERT_EQ(numbers(eval::forward_cone<Intl, Color::white>(set)),
                  numbers(cone_row_by_row<Color::white>(set)));
        ASSERT_EQ(numbers(eval::forward_cone<Intl, Color::black>(set)),
                  numbers(cone_row_by_row<Color::black>(set)));
    }
}

TEST(Evaluate, StartPositionIsBalanced) {
    EXPECT_EQ(evaluate(Pos::start()), eval::variant_weights<Intl>.side_to_move);
    for (const auto& row : eval::explain(Pos::start()).rows) {
        if (row.name != "side to move") {
            EXPECT_EQ(row.white_view, 0) << row.name;
        }
    }
}

TEST(Evaluate, ColourMirrorScoresTheSameForTheSideToMove) {
    int with_kings = 0, nonzero = 0;
    for (const Pos& pos : random_positions(30, 20261130)) {
        const Pos mirror = colour_mirror(pos);
        EXPECT_EQ(evaluate(pos), evaluate(mirror)) << N::to_fen(pos) << " vs " << N::to_fen(mirror);
        with_kings += !pos.kings().empty();
        nonzero += evaluate(pos) != 0;
    }
    // The sample must hold kings and unbalanced positions, or it proves little.
    EXPECT_GE(with_kings, 3);
    EXPECT_GE(nonzero, 20);
}

TEST(Evaluate, ExplainAddsUpToEvaluate) {
    for (const Pos& pos : random_positions(20, 7)) {
        const auto b = eval::explain(pos);
        Score sum = 0;
        for (const auto& row : b.rows) sum += row.white_view;
        EXPECT_EQ(sum, b.terms.sum());
        EXPECT_EQ(b.side_to_move_view, evaluate(pos)) << N::to_fen(pos);
        EXPECT_EQ(b.white_view,
                  pos.side_to_move() == Color::white ? evaluate(pos) : -evaluate(pos));
    }
}

TEST(Evaluate, ExtraManIsClearlyGoodForItsOwner) {
    EXPECT_GE(eval_of("W:W31-50:B1-19"), 70);
    EXPECT_LE(eval_of("B:W31-50:B1-19"), -70);
    EXPECT_GE(eval_of("B:W31-49:B1-20"), 70);
}

TEST(Evaluate, KingIsWorthMoreThanTwoMenAndLessThanFour) {
    EXPECT_GT(eval_of("W:WK46:B1,2"), 0);
    EXPECT_LT(eval_of("W:WK46:B1,2,3,4"), 0);
    EXPECT_GT(eval_of("B:W45,44:BK5"), 0);
    EXPECT_LT(eval_of("B:W47,48,49,50:BK5"), 0);
}

TEST(Evaluate, StaysInsideTheEvalBandOnExtremeMaterial) {
    for (const char* fen :
         {"W:WK31-50:B1", "B:WK31-50:B1", "W:WK2-50:B1", "B:WK2-50:B1", "W:W31-50:BK1-20"}) {
        const Score s = eval_of(fen);
        EXPECT_LE(s, score::eval_limit) << fen;
        EXPECT_GE(s, -score::eval_limit) << fen;
    }
    // 49 kings are worth far more than the band: the score is clamped, not wrapped.
    EXPECT_EQ(eval_of("W:WK2-50:B1"), score::eval_limit);
    EXPECT_EQ(eval_of("B:WK2-50:B1"), -score::eval_limit);
}

TEST(Evaluate, TempoCountsMoreInTheEndgame) {
    // White one row ahead in both: one move into the game, and a bare man ending.
    const Score opening = terms_of("B:W28,31,33-50:B1-20").tempo;
    const Score ending = terms_of("W:W28:B18").tempo;
    EXPECT_GT(opening, 0);
    EXPECT_GT(ending, opening);
}

TEST(Evaluate, LopsidedMenArePenalised) {
    // The same men of Black against White's men all on the left or spread out.
    EXPECT_LT(terms_of("W:W36,37,41,46:B7,8,9,10").balance, 0);
    EXPECT_EQ(terms_of("W:W36,38,44,45:B7,8,9,10").balance, 0);
}

TEST(Evaluate, CentreMenCount) {
    EXPECT_GT(terms_of("W:W28,32:B3,4").centre, terms_of("W:W26,36:B3,4").centre);
    EXPECT_LT(terms_of("W:W26,36:B23,19").centre, 0);
}

TEST(Evaluate, BackRankCountsOnlyWhileTheOpponentHasNoKing) {
    EXPECT_GT(terms_of("W:W47,48,49:B10,14").back_rank, 0);
    EXPECT_EQ(terms_of("W:W47,48,49:B10,K14").back_rank, 0);
    // The middle squares guard more than the corners.
    EXPECT_GT(terms_of("W:W47,48:B10,14").back_rank, terms_of("W:W46,50:B10,14").back_rank);
}

TEST(Evaluate, RunawayManBeatsABlockedOne) {
    // White's man on 28 has no black piece in its forward cone (Black's 26 is held by
    // the man on 37); with Black's man on 17 in the cone, nothing runs.
    const auto free = terms_of("W:W28,37:B26"), blocked = terms_of("W:W28,37:B17");
    EXPECT_GT(free.runaways, 0);
    EXPECT_EQ(blocked.runaways, 0);
    EXPECT_GT(eval_of("W:W28,37:B26"), eval_of("W:W28,37:B17"));
    // Nearer the crowning row it is worth more.
    EXPECT_GT(terms_of("W:W17,37:B26").runaways, free.runaways);
    // A black piece beside the path cannot stop it; a black king can.
    const auto white_runaways = [](const char* fen) {
        return eval::runaways<Intl, Color::white>(N::parse_fen(fen), eval::default_weights);
    };
    EXPECT_EQ(white_runaways("W:W28,37:B26,30"), white_runaways("W:W28,37:B26"));
    // Men on opposite edges, too far apart to meet, both run (the cone of Black's man on
    // 15 must not wrap around the edge onto White's file a).
    EXPECT_GT(white_runaways("W:W36:B15"), 0);
    EXPECT_EQ(terms_of("W:W36:B15").runaways, white_runaways("W:W36:B15") -
                                                  eval::default_weights.runaway -
                                                  2 * eval::default_weights.runaway_per_row);
    EXPECT_EQ(terms_of("W:W28,37:B26,K45").runaways, 0);
}

TEST(Evaluate, FrozenManIsPenalised) {
    // White's man on 26 has one step, to 21, where Black stands (17 stops the capture).
    EXPECT_LT(terms_of("W:W26,31:B21,17").frozen, 0);
    EXPECT_EQ(terms_of("W:W26,31:B22,17").frozen, 0);
    EXPECT_LT(terms_of("W:W26,31:B21,17").sum(), terms_of("W:W26,31:B22,17").sum());
}

TEST(Evaluate, SupportedOutpostBeatsAHangingOne) {
    const auto supported = terms_of("W:W27,31,32:B8,9,10");
    const auto hanging = terms_of("W:W27,31,37:B8,9,10");
    EXPECT_GT(supported.outposts, 0);
    EXPECT_LT(hanging.outposts, 0);
    EXPECT_LT(terms_of("W:W27,32,38:B8,9,10").outposts, 0);  // the hole on the other side
    EXPECT_GT(eval_of("W:W27,31,32:B8,9,10"), eval_of("W:W27,31,37:B8,9,10"));
    // Black's outposts are White's turned: 24 backed by 19 and 20.
    EXPECT_LT(terms_of("W:W46,47,48:B24,19,20").outposts, 0);
}

TEST(Evaluate, KingOnTheLongDiagonalCountsMostAgainstMenOnly) {
    const Score vs_men = terms_of("W:WK46:B1,2").king_diagonal;
    const Score vs_king = terms_of("W:WK46:B1,K2").king_diagonal;
    EXPECT_GT(vs_king, 0);
    EXPECT_GT(vs_men, vs_king);
    EXPECT_EQ(terms_of("W:WK47:B1,2").king_diagonal, 0);
}

TEST(Evaluate, MobilityCountsFreeSteps) {
    // The same men; White's are stuck behind each other on the edge or free in the open.
    EXPECT_LT(terms_of("W:W36,46:B4,5").mobility, terms_of("W:W38,48:B4,5").mobility);
    EXPECT_GT(terms_of("W:WK28:B1,2,3").mobility, 0);
}

// Drawish material (eval/endgame.hpp, International, after Scan 2.0): against a king the
// side ahead keeps an eighth of its advantage with three pieces or fewer, half with as
// many kings as the other side and men within one; against men only, all of it.
TEST(Evaluate, DrawishMaterialAgainstAKingKeepsAnEighthOrAHalf) {
    const auto check = [](const std::string& fen, int divisor) {
        const auto t = terms_of(fen);
        const Score rest = t.sum() - t.drawn_ending;
        ASSERT_GT(rest, 0) << fen;  // White is ahead in each
        EXPECT_EQ(t.sum(), rest / divisor) << fen;
        // Black's mirror image is divided alike.
        EXPECT_EQ(evaluate(colour_mirror(N::parse_fen(fen))), evaluate(N::parse_fen(fen))) << fen;
    };
    check("W:WK46,28,33:BK5,10", 8);                 // three pieces against a king and a man
    check("W:WK46,28,33,34,39:BK5,10,15,20", 2);     // a king each, four men against three
    check("W:W28,33,34,39:B10,15,20", 1);            // no king
    check("W:WK46,K45,28,33,34:BK5,10,15,20", 1);    // two kings against one
    check("W:WK46,28,33,34,39,40:BK5,10,15,20", 1);  // five men against three
}

}  // namespace
}  // namespace kabe::test
