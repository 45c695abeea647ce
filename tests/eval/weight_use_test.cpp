// Each family's list of the weights it reads (eval/families/, Evaluation<Rules>::weights)
// against what its evaluation does: on positions of random games of every variant, a
// listed weight, changed, changes some score, and a weight not listed changes none. The
// tuner offers a variant its list (less the fixed weights), so a weight it offers always
// moves the fit, and none that the evaluation would ignore.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "eval/evaluate.hpp"
#include "eval/tuner.hpp"
#include "movegen/variants.hpp"
#include "search/terminal.hpp"

namespace kabe {
namespace {

// Every position of `games` random games of at most `plies` plies from the start.
template <class Rules>
std::vector<Position<Rules>> random_game_positions(int games, int plies, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Position<Rules>> out;
    MoveList<typename Rules::Word> moves;
    for (int g = 0; g < games; ++g) {
        Position<Rules> pos = Position<Rules>::start();
        for (int ply = 0; ply < plies; ++ply) {
            if (opponent_crowned(pos)) break;  // breakthrough: the game is over
            out.push_back(pos);
            generate_moves(pos, moves);
            if (moves.size() == 0) break;
            pos = pos.after(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)]);
        }
    }
    return out;
}

// Whether changing the weight `field` by `delta` changes the evaluation of some position.
template <class Rules>
bool moves_some_score(const std::vector<Position<Rules>>& positions, int eval::Weights::*field,
                      int delta) {
    const eval::Weights base = eval::variant_weights<Rules>;
    eval::Weights changed = base;
    changed.*field += delta;
    for (const auto& pos : positions)
        if (eval::eval_terms(pos, changed).sum() != eval::eval_terms(pos, base).sum()) return true;
    return false;
}

TEST(WeightUse, EachFamilyListsExactlyTheWeightsItReads) {
    for (const auto& name : variant_names()) {
        SCOPED_TRACE(name);
        dispatch_variant(name, [](auto rules) {
            using R = decltype(rules);
            // Games from a small start (Frysk!'s five men a side) seldom show an outpost
            // with both squares behind it filled: more of them there.
            const int games = Position<R>::start_men(Color::white).count() < 8 ? 1000 : 40;
            const auto positions = random_game_positions<R>(games, 200, 2026);
            const auto& listed = eval::Evaluation<R>::weights;
            for (const auto& f : eval::weight_fields) {
                SCOPED_TRACE(std::string(f.name));
                // 37 and -53: no weight is a multiple of both, so neither change can be
                // lost to a clamp at zero or to integer division everywhere at once.
                const bool moves = moves_some_score(positions, f.field, 37) ||
                                   moves_some_score(positions, f.field, -53);
                EXPECT_EQ(moves, eval::reads(listed, f.name))
                    << (moves ? "read but not listed" : "listed but never read");
            }
        });
    }
}

TEST(WeightUse, TheTunerOffersTheListLessTheFixedWeights) {
    const auto names = [](const std::vector<eval::WeightField>& fields) {
        std::vector<std::string> out;
        for (const auto& f : fields) out.emplace_back(f.name);
        return out;
    };
    // International: the 18 draughts weights (all but the man).
    EXPECT_EQ(eval::tunable_weights<International>().size(), 18u);
    // Turkish: material, tempo and the move, not the 18 diagonal ones.
    EXPECT_EQ(names(eval::tunable_weights<Turkish>()),
              (std::vector<std::string>{"king", "extra_king", "tempo_opening", "tempo_endgame",
                                        "side_to_move"}));
    EXPECT_EQ(names(eval::tunable_weights<Konane>()), (std::vector<std::string>{"konane_move"}));
    EXPECT_EQ(names(eval::tunable_weights<Alquerque>()),
              (std::vector<std::string>{"alquerque_move", "side_to_move"}));
    // Tablut: the won escape is fixed, like the man.
    for (const auto& n : names(eval::tunable_weights<Tablut>())) EXPECT_NE(n, "king_escapes");
}

}  // namespace
}  // namespace kabe
