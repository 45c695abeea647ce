// count_moves (movegen/generate.hpp), perft's last ply: the number of legal moves without
// building the quiet ones. It is the length of generate_moves' list, with duplicates
// dropped or kept: in random games of every variant, and in positions of one-piece
// captures, of a capture that goes on, and of a king that captures.

#include <gtest/gtest.h>

#include <random>

#include "movegen/notation.hpp"
#include "movegen/variants.hpp"

namespace kabe::count_moves_test {
namespace {

template <class Rules>
int listed(const Position<Rules>& pos, Duplicates duplicates) {
    MoveList<typename Rules::Word> moves;
    generate_moves(pos, moves, duplicates);
    return moves.size();
}

template <class Rules>
void check_games(std::mt19937& rng, int& capture_positions) {
    for (int game = 0; game < 8; ++game) {
        auto pos = Position<Rules>::start();
        for (int ply = 0; ply < 150; ++ply) {
            for (auto duplicates : {Duplicates::drop, Duplicates::keep})
                ASSERT_EQ(count_moves(pos, duplicates), listed(pos, duplicates))
                    << Rules::name << " " << Notation<Rules>::to_fen(pos);
            MoveList<typename Rules::Word> moves;
            generate_moves(pos, moves);
            if (moves.empty()) break;
            if (moves[0].is_capture()) ++capture_positions;
            pos = pos.after(moves[static_cast<int>(rng() % moves.size())]);
        }
    }
}

template <class... Rules>
void check_all(VariantList<Rules...>) {
    std::mt19937 rng(20261203);
    (
        [&] {
            int capture_positions = 0;
            check_games<Rules>(rng, capture_positions);
            EXPECT_GT(capture_positions, 0) << Rules::name;
        }(),
        ...);
}

TEST(CountMoves, IsTheLengthOfTheListInRandomGamesOfEveryVariant) {
    check_all(AllVariants{});
}

template <class Rules>
int count_of(const char* fen) {
    const auto pos = Notation<Rules>::parse_fen(fen);
    EXPECT_EQ(count_moves(pos), listed(pos, Duplicates::drop)) << fen;
    return count_moves(pos);
}

TEST(CountMoves, OnePieceCapturesAreCountedWhereNoneGoesOn) {
    // 27x36 (a man takes backwards, FMJD 4.2), 32x23 and 34x23: two men land on one square.
    EXPECT_EQ(count_of<International>("W:W32,34,27:B28,29,31"), 3);
}

TEST(CountMoves, OnePieceCapturesGiveWayToOneThatGoesOn) {
    // 22x33x24 takes two pieces, so 32x23 and 34x23 are not legal (FMJD 4.13).
    EXPECT_EQ(count_of<International>("W:W32,34,22:B28,29,27"), 1);
}

TEST(CountMoves, AKingThatCapturesIsSearched) {
    // The man's 33x22 and the king's 46x28 to any of 23, 19, 14, 10, 5 (FMJD 4.5).
    EXPECT_EQ(count_of<International>("W:WK46,33:B28"), 6);
}

}  // namespace
}  // namespace kabe::count_moves_test
