// Move ordering's memory (search/history.hpp) and how the move picker uses it.

#include "search/history.hpp"

#include <gtest/gtest.h>

#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "search/move_picker.hpp"

namespace kabe {
namespace {

using N = Notation<International>;
using Mv = Move<International::Word>;

const auto start = N::parse_position("start");

Mv move(const std::string& text) { return N::parse_move(start, text); }

TEST(MoveHistory, StartsEverySearchWithoutAnOpinion) {
    MoveHistory<International> history;
    history.clear();
    const int neutral = history.history(Color::white, move("32-28"));
    EXPECT_EQ(history.history(Color::white, move("31-26")), neutral);
    history.best(Color::white, move("32-28"));
    EXPECT_GT(history.history(Color::white, move("32-28")), neutral);
    history.new_search();
    EXPECT_EQ(history.history(Color::white, move("32-28")), neutral);
}

TEST(MoveHistory, BestRisesAndNotBestFallsWithinTheScale) {
    MoveHistory<International> history;
    history.clear();
    const Mv up = move("32-28"), down = move("31-26");
    const int neutral = history.history(Color::white, up);
    int last_up = neutral, last_down = neutral;
    for (int i = 0; i < 2000; ++i) {
        history.best(Color::white, up);
        history.not_best(Color::white, down);
        EXPECT_GE(history.history(Color::white, up), last_up);
        EXPECT_LE(history.history(Color::white, down), last_down);
        last_up = history.history(Color::white, up);
        last_down = history.history(Color::white, down);
    }
    // Near the ends of the scale (0 to 4096), never past them; the other side untouched.
    EXPECT_LE(last_up, 4096);
    EXPECT_GT(last_up, 4000);
    EXPECT_GE(last_down, 0);
    EXPECT_LT(last_down, 100);
    EXPECT_EQ(history.history(Color::black, up), neutral);
}

TEST(MoveHistory, ThePickerTriesKillersThenTheLikeliestBest) {
    MoveHistory<International> history;
    history.clear();
    MoveList<International::Word> list;
    generate_moves(start, list);
    history.best(Color::white, move("34-30"));
    history.not_best(Color::white, move("31-27"));
    history.killer(0, move("33-29"));
    MovePicker<International> picker(list, -1, history, Color::white, 0);
    EXPECT_EQ(N::format_pdn(start, list[picker.next()]), "33-29");
    EXPECT_EQ(N::format_pdn(start, list[picker.next()]), "34-30");
    // The rest in the generator's order, the one lowered last.
    int n = 2, last = -1;
    for (int index; (index = picker.next()) >= 0; ++n) last = index;
    EXPECT_EQ(n, list.size());
    EXPECT_EQ(N::format_pdn(start, list[last]), "31-27");
}

}  // namespace
}  // namespace kabe
