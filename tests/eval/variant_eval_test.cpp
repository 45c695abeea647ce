// The evaluation of the other variants (docs/eval.md "Variants"): it compiles and is sane on
// every board, the giveaway games count material against its owner, breakthrough rewards
// the race to the crowning row, and short kings are worth less than flying ones.

#include <gtest/gtest.h>

#include <cstdlib>
#include <initializer_list>

#include "eval/evaluate.hpp"
#include "movegen/variants.hpp"

namespace kabe {
namespace {

// A position by the generator's square numbers (scheme A; see variant_rules_test.cpp).
template <class Rules>
Position<Rules> setup(Color to_move, std::initializer_list<int> white_men,
                      std::initializer_list<int> white_kings, std::initializer_list<int> black_men,
                      std::initializer_list<int> black_kings) {
    using Bb = Bitboard<typename Rules::Word>;
    const auto set = [](std::initializer_list<int> numbers) {
        Bb b;
        for (int n : numbers) b |= Bb::bit(Rules::Board::bit_of(n - 1));
        return b;
    };
    const Bb wk = set(white_kings), bk = set(black_kings);
    return Position<Rules>::from_pieces(set(white_men) | wk, set(black_men) | bk, wk | bk, to_move);
}

template <class Rules>
Score white_view(const Position<Rules>& pos) {
    return pos.side_to_move() == Color::white ? evaluate(pos) : -evaluate(pos);
}

TEST(VariantEval, EveryVariantStartsBalancedAndSeesAnExtraMan) {
    for (const auto& name : variant_names()) {
        SCOPED_TRACE(name);
        dispatch_variant(name, [](auto rules) {
            using R = decltype(rules);
            const auto start = Position<R>::start();
            // One-way's start has no symmetry that swaps the colours (Black on files a-d,
            // White on e-h, and a left-right mirror turns dark squares light): White's
            // men have 3 forward steps there, Black's 4. Tablut's sides are not alike (a
            // king and 8 against 16): no reason for 0 either.
            if constexpr (!R::all_men_move_up && R::goal != Goal::escape) {
                // The bonus for the move is all that is left (International's tuned 7).
                EXPECT_EQ(evaluate(start), eval::variant_weights<R>.side_to_move);
            }
            // Konane values mobility only: a piece fewer is no advantage in itself (and
            // with one hole the position is still in the opening removals).
            if constexpr (R::family == Family::konane) return;
            // Black's first man gone: good for White, except where the aim is to lose men.
            const auto black = start.pieces(Color::black);
            const auto fewer = Position<R>::from_pieces(
                start.pieces(Color::white), black & ~decltype(black)::bit(black.lowest()),
                start.kings(), start.side_to_move());
            const Score s = white_view(fewer) - white_view(start);
            if constexpr (R::goal == Goal::give_away)
                EXPECT_LT(s, -50);
            else
                EXPECT_GT(s, 50);
            EXPECT_LE(std::abs(s), score::eval_limit);
        });
    }
}

TEST(VariantEval, ShortKingsAreWorthAboutOneAndAHalfMen) {
    const auto& english = eval::variant_weights<English>;
    EXPECT_EQ(english.king, 150);
    EXPECT_EQ(eval::variant_weights<Italian>.king, 150);
    EXPECT_EQ(eval::variant_weights<EnglishGiveaway>.king, 150);
    EXPECT_EQ(eval::variant_weights<International>.king, eval::tuned_international.king);
    EXPECT_EQ(eval::variant_weights<Russian>.king, eval::default_weights.king);
    // An English king against two men: the men are worth more.
    EXPECT_LT(white_view(setup<English>(Color::white, {}, {32}, {1, 2}, {})), 0);
    // A flying king against two men is worth more than them (International weights).
    EXPECT_GT(white_view(setup<Russian>(Color::white, {}, {32}, {1, 2}, {})), 0);
}

TEST(VariantEval, GiveawayCountsMaterialAndMovesAgainstTheirOwner) {
    // White has given a man more away.
    EXPECT_GT(white_view(setup<Antidraughts>(Color::white, {46}, {}, {1, 2}, {})), 0);
    EXPECT_GT(white_view(setup<RussianGiveaway>(Color::white, {29}, {}, {1, 2}, {})), 0);
    // Equal material; White's man on 46 (a1) has one step, its man on 48 two: fewer moves
    // is better for the side that wants to run out of them.
    const auto t_few = eval::eval_terms(setup<Antidraughts>(Color::white, {46}, {}, {5}, {}));
    const auto t_many = eval::eval_terms(setup<Antidraughts>(Color::white, {48}, {}, {5}, {}));
    EXPECT_GT(t_few.mobility, t_many.mobility);
    EXPECT_EQ(t_few.centre + t_few.runaways + t_few.back_rank, 0);  // structure terms are off
}

TEST(VariantEval, BreakthroughRacesToTheCrowningRow) {
    // The same man further up is worth much more than one row per row.
    const Score low = white_view(setup<Breakthrough>(Color::white, {36}, {}, {5}, {}));
    const Score high = white_view(setup<Breakthrough>(Color::white, {16}, {}, {5}, {}));
    EXPECT_GT(high - low, 100);
    // One step from the crowning row with the move: about a won game.
    const auto crown = setup<Breakthrough>(Color::white, {6}, {}, {25}, {});
    EXPECT_GE(evaluate(crown), eval::default_weights.crown_now);
    // The same without the move: Black is to move, and still behind in the race.
    EXPECT_LT(evaluate(setup<Breakthrough>(Color::black, {6}, {}, {25}, {})), 0);
    // International does not value the same man like that.
    EXPECT_LT(evaluate(setup<International>(Color::white, {6}, {}, {25}, {})), 1000);
}

TEST(VariantEval, TwelveByTwelveEvaluates) {
    // Canadian: an extra man is good, a mirror-symmetric position is level.
    EXPECT_GT(white_view(setup<Canadian>(Color::white, {67, 68}, {}, {1}, {})), 50);
    EXPECT_EQ(evaluate(setup<Canadian>(Color::white, {67}, {}, {6}, {})), 0);
}

}  // namespace
}  // namespace kabe
