// The learned board patterns (eval/patterns/): the windows, the reading of a position
// through them, the antisymmetry, the weights file and the trainer.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <vector>

#include "eval/learned.hpp"
#include "eval/patterns/file.hpp"
#include "eval/patterns/trainer.hpp"
#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/variants.hpp"
#include "tests/eval/sample_positions.hpp"

namespace kabe {
namespace {

using test::colour_mirror;
using test::random_positions;

using Intl = International;
using N = Notation<Intl>;
using Pos = Position<Intl>;
using Bb = Pos::Bb;
using L = eval::patterns::Layout<Intl>;
using Weights = eval::patterns::PatternWeights<Intl>;
using eval::patterns::configurations;

std::set<int> numbers_of(std::uint64_t mask) {
    std::set<int> out;
    for (int bit : Bb(mask)) out.insert(N::number_of_bit(bit));
    return out;
}

Weights random_weights(unsigned seed) {
    std::mt19937 rng(seed);
    Weights w;
    for (int window = 0; window < L::windows; ++window)
        for (int c = 0; c < configurations; ++c)
            w.at(window, c) = {static_cast<std::int16_t>(static_cast<int>(rng() % 2001) - 1000),
                               static_cast<std::int16_t>(static_cast<int>(rng() % 2001) - 1000)};
    for (int x = 0; x < L::extras; ++x)
        w.extra(x) = {static_cast<std::int16_t>(static_cast<int>(rng() % 2001) - 1000),
                      static_cast<std::int16_t>(static_cast<int>(rng() % 2001) - 1000)};
    return w;
}

// The configuration of a window read square by square: digit k (base 3) is the k-th
// square of the window in square-number order, 1 for a white man, 2 for a black man.
int slow_configuration(const Pos& pos, std::uint64_t mask) {
    int index = 0, power = 1;
    for (int bit : Bb(mask)) {
        const Bb square = Bb::bit(bit);
        if (pos.men(Color::white) & square) index += power;
        if (pos.men(Color::black) & square) index += 2 * power;
        power *= 3;
    }
    return index;
}

TEST(Patterns, InternationalHas28WindowsOf8SquaresClosedUnderTheHalfTurn) {
    EXPECT_EQ(L::windows, 28);
    // The top left window: rows 1-4 from the top, files a-d.
    EXPECT_EQ(numbers_of(L::window[0].mask), (std::set<int>{1, 2, 6, 7, 11, 12, 16, 17}));
    std::set<int> covered;
    for (int w = 0; w < L::windows; ++w) {
        const auto& window = L::window[w];
        EXPECT_EQ(L::window[window.mirror].mirror, w);
        std::set<int> turned;
        for (int n : numbers_of(window.mask)) turned.insert(51 - n);
        EXPECT_EQ(numbers_of(L::window[window.mirror].mask), turned) << "window " << w;
        for (int n : numbers_of(window.mask)) covered.insert(n);
    }
    EXPECT_EQ(covered.size(), 50u);  // every square is in some window
}

TEST(Patterns, TheRaceToTheFarRowGamesHaveThem) {
    using eval::patterns::has_patterns;
    // The diagonal games on 64-bit boards whose evaluation is the draughts family's.
    EXPECT_TRUE(has_patterns<International>());
    EXPECT_TRUE(has_patterns<Brazilian>());
    EXPECT_TRUE(has_patterns<Russian>());
    EXPECT_TRUE(has_patterns<English>());
    EXPECT_TRUE(has_patterns<Frisian>());
    // Other goals, other boards, other words: none.
    EXPECT_FALSE(has_patterns<Antidraughts>());
    EXPECT_FALSE(has_patterns<Breakthrough>());
    EXPECT_FALSE(has_patterns<Turkish>());
    EXPECT_FALSE(has_patterns<Canadian>());  // 12x12: a 128-bit word
    EXPECT_FALSE(has_patterns<Tablut>());
    EXPECT_EQ(eval::patterns::Layout<Russian>::windows, 15);
}

TEST(Patterns, ReadingMatchesTheSquareBySquareCount) {
    for (const Pos& pos : random_positions(200, 11)) {
        const auto r = eval::patterns::read_patterns(pos);
        const Pos mirror = colour_mirror(pos);
        EXPECT_EQ(r.pieces, pos.occupied().count());
        for (int w = 0; w < L::windows; ++w) {
            ASSERT_EQ(r.white[w], slow_configuration(pos, L::window[w].mask)) << N::to_fen(pos);
            // Black's view is White's view of the colour mirror.
            ASSERT_EQ(r.black[w], slow_configuration(mirror, L::window[w].mask)) << N::to_fen(pos);
        }
    }
}

TEST(Patterns, BitExtractionPacksTheMaskedBitsInOrder) {
    std::mt19937_64 rng(5);
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t word = rng(), mask = rng() & rng();
        std::uint64_t expected = 0;
        int k = 0;
        for (int bit = 0; bit < 64; ++bit)
            if ((mask >> bit) & 1) expected |= ((word >> bit) & 1) << k++;
        ASSERT_EQ(eval::patterns::extract_bits(word, mask), expected);
        ASSERT_EQ(eval::patterns::extract_bits_portable(word, mask), expected);
    }
}

// The evaluation's reading of the board (one read a window from the net table, for
// weights read from a file) adds the same entries as the Reading the trainer learns
// from, so a speed change to it cannot change a score.
TEST(Patterns, TheBoardReadingIsTheReadingsValue) {
    const auto same_values = [](const Weights& w, unsigned seed) {
        for (const Pos& pos : random_positions(400, seed))
            ASSERT_EQ(w.white_view(pos), w.white_view(eval::patterns::read_patterns(pos)))
                << N::to_fen(pos);
    };
    const Weights changed = random_weights(7);  // written through at(): no net table
    same_values(changed, 23);
    same_values(Weights::from_file(changed.to_file()), 23);
    const Weights* builtin = Weights::builtin();
    ASSERT_NE(builtin, nullptr);
    same_values(*builtin, 29);
    // Differences that do not fit 16 bits: the two reads a window, still the same value.
    std::mt19937 rng(31);
    eval::patterns::PatternFile wide = changed.to_file();
    for (auto& e : wide.entries)
        e = {static_cast<std::int16_t>(rng() % 2 ? 30000 : -30000),
             static_cast<std::int16_t>(rng() % 2 ? 32767 : -32768)};
    same_values(Weights::from_file(wide), 37);
}

TEST(Patterns, AColourMirrorScoresExactlyOpposite) {
    const Weights w = random_weights(3);
    int nonzero = 0;
    for (const Pos& pos : random_positions(300, 17)) {
        const Score white = w.white_view(pos);
        EXPECT_EQ(white, -w.white_view(colour_mirror(pos))) << N::to_fen(pos);
        nonzero += white != 0;
        // The whole evaluation, from the side to move's view, is the same for the mirror.
        EXPECT_EQ(evaluate(pos, &w), evaluate(colour_mirror(pos), &w)) << N::to_fen(pos);
    }
    EXPECT_GE(nonzero, 250);
}

TEST(Patterns, ZeroWeightsLeaveTheHandMadeEvaluation) {
    const Weights zero;
    for (const Pos& pos : random_positions(100, 23)) EXPECT_EQ(evaluate(pos, &zero), evaluate(pos));
    for (const Pos& pos : random_positions(20, 29))
        EXPECT_EQ(evaluate(pos, nullptr), evaluate(pos));
}

TEST(Patterns, OneEntryCountsWithItsPhaseBlend) {
    // White men on 46-50, Black men on 6-10 (whose half-turn, 41-45, is not White's
    // row): give the bottom left window's configuration as White sees it a value.
    const Pos pos = N::parse_position("W:W46,47,48,49,50:B6,7,8,9,10");
    const auto r = eval::patterns::read_patterns(pos);
    const int window = L::windows - L::origin_files;  // bottom row of windows, file a
    Weights w;
    w.at(window, r.white[window]) = {16 * 40, 16 * 80};  // 40 and 80 centi-men
    // 10 pieces of 40: a quarter middle game, three quarters endgame: 10 + 60 = 70.
    EXPECT_EQ(w.white_view(pos), 70);
    // Black's mirror image reads the same entry for Black.
    EXPECT_EQ(w.white_view(colour_mirror(pos)), -70);
}

TEST(Patterns, MenStepsCountTheRowsTheMenHaveLeftToGo) {
    // The start: 20 men a side on the four rows nearest their own side, 9 + 8 + 7 + 6
    // steps from the far row for each file's five men: 150 a side.
    EXPECT_EQ(eval::full_men_steps<Intl>(), 300);
    EXPECT_EQ(eval::men_steps_left(Pos::start()), 300);
    // A white man on 6 is a step from crowning on 1-5; a black man on 45 one from 46-50;
    // a white man on 46 (White's back rank) nine.
    EXPECT_EQ(eval::men_steps_left(N::parse_position("W:W6:B45")), 2);
    EXPECT_EQ(eval::men_steps_left(N::parse_position("W:W6,46:B45")), 11);
    // Kings have no steps to go.
    EXPECT_EQ(eval::men_steps_left(N::parse_position("W:WK6,46:BK45")), 9);
    // More men behind than the start has (a set-up position) count as the start.
    EXPECT_EQ(eval::men_steps_left(N::parse_position(
                  "W:W21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,"
                  "45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20")),
              300);
}

TEST(Patterns, TheMenStepsPhaseBlendsByTheMensSteps) {
    // White men on 46-50 (9 steps each), Black men on 6-10 (8 each): 85 steps of 300,
    // 10 pieces of 40. An entry worth 300 centi-men in the middle game and 0 in the
    // ending counts 300 x 85 / 300 by the men's steps, 300 x 10 / 40 by the pieces.
    const Pos pos = N::parse_position("W:W46,47,48,49,50:B6,7,8,9,10");
    const auto r = eval::patterns::read_patterns(pos);
    EXPECT_EQ(r.steps, 85);
    EXPECT_EQ(r.pieces, 10);
    const int window = L::windows - L::origin_files;
    Weights w;
    w.at(window, r.white[window]) = {16 * 300, 0};
    EXPECT_EQ(w.phase(), eval::patterns::Phase::pieces);
    EXPECT_EQ(w.white_view(pos), 75);
    w.set_phase(eval::patterns::Phase::men_steps);
    EXPECT_EQ(w.white_view(pos), 85);
    EXPECT_EQ(w.white_view(r), 85);
    EXPECT_EQ(w.white_view(colour_mirror(pos)), -85);
    // The file keeps the measure.
    const Weights back = Weights::from_file(eval::patterns::decode(eval::patterns::encode(w.to_file())));
    EXPECT_EQ(back.phase(), eval::patterns::Phase::men_steps);
    EXPECT_EQ(back.white_view(pos), 85);
    // The board reading and the Reading agree by the men's steps too.
    Weights random = random_weights(17);
    random.set_phase(eval::patterns::Phase::men_steps);
    const Weights net = Weights::from_file(random.to_file());
    for (const Pos& p : random_positions(100, 19))
        EXPECT_EQ(net.white_view(p), random.white_view(eval::patterns::read_patterns(p)));
}

TEST(Patterns, ExtrasCountKingSquaresAndMaterialFromWhitesView) {
    const auto features_of = [](const Pos& pos) {
        std::map<int, int> out;
        eval::patterns::read_patterns(pos).for_each_extra(
            [&](int feature, int value) { out[feature] += value; });
        std::erase_if(out, [](const auto& feature) { return feature.second == 0; });
        return out;
    };
    // White: kings on 28 and 46, men on 31 and 32; Black: a king on 24, men on 5, 9, 10.
    // A king's feature is its 0-based square index, a Black one's that of the square it
    // turns into (24 -> 27, index 26).
    const std::map<int, int> expected = {{27, 1}, {45, 1}, {26, -1},
                                         {L::men_feature, 2 - 3},
                                         {L::more_kings_feature, 1 - 0}};
    EXPECT_EQ(features_of(N::parse_position("W:WK28,K46,31,32:BK24,5,9,10")), expected);
    // A Black king on 23 turns into 28, where White's stands: they cancel.
    EXPECT_EQ(features_of(N::parse_position("W:WK28,31:BK23,5")),
              (std::map<int, int>{}));
    // Only White has a king.
    EXPECT_EQ(features_of(N::parse_position("W:WK1:B5")),
              (std::map<int, int>{{0, 1}, {L::men_feature, -1}, {L::king_feature, 1}}));
    EXPECT_EQ(L::extras, 53);
    EXPECT_EQ(eval::patterns::Layout<Russian>::extras, 35);
}

TEST(Patterns, OneExtraCountsWithItsPhaseBlend) {
    // A white king against none, 10 pieces of 40: a quarter middle game.
    const Pos pos = N::parse_position("W:WK33,46,47,48,49:B6,7,8,9,10");
    Weights w;
    w.extra(L::king_feature) = {16 * 40, 16 * 80};
    EXPECT_EQ(w.white_view(pos), 10 + 60);
    EXPECT_EQ(w.white_view(colour_mirror(pos)), -70);
    // Read from a file, the same.
    EXPECT_EQ(Weights::from_file(w.to_file()).white_view(pos), 70);
    // Without the extra, the windows alone (all 0).
    EXPECT_EQ(Weights::from_file(Weights().to_file()).white_view(pos), 0);
}

TEST(Patterns, LearnedTermsShrinkWithADrawnEnding) {
    // A lone black king against two white pieces: drawn (eval/endgame.hpp).
    const Pos pos = N::parse_position("W:W28,33:BK5");
    const auto r = eval::patterns::read_patterns(pos);
    Weights w;
    for (int window = 0; window < L::windows; ++window)
        w.at(window, r.white[window]) = {16 * 160, 16 * 160};
    const auto t = eval::learned_terms(pos, &w);
    EXPECT_GT(t.patterns, 0);
    const Score rest = t.sum() - t.drawn_ending;
    // Two pieces against a king are drawish material too: an eighth of the sixteenth.
    EXPECT_EQ(t.sum(), rest / eval::drawn_ending_divisor / 8);
}

TEST(PatternFile, RoundTripsAndRefusesDamage) {
    const Weights w = random_weights(7);
    const std::string bytes = eval::patterns::encode(w.to_file());
    const Weights back = Weights::from_file(eval::patterns::decode(bytes));
    for (int window = 0; window < L::windows; window += 5)
        for (int c = 0; c < configurations; c += 97) {
            EXPECT_EQ(back.at(window, c).middle, w.at(window, c).middle);
            EXPECT_EQ(back.at(window, c).end, w.at(window, c).end);
        }
    const auto message = [](const std::string& b) {
        try {
            Weights::from_file(eval::patterns::decode(b));
        } catch (const eval::patterns::PatternFileError& e) {
            return std::string(e.what());
        }
        return std::string("loaded");
    };
    std::string damaged = bytes;
    damaged[1000] ^= 1;
    EXPECT_NE(message(damaged).find("checksum"), std::string::npos);
    EXPECT_NE(message(bytes.substr(0, bytes.size() - 1)).find("size"), std::string::npos);
    EXPECT_NE(message("hello").find("not a Kabe pattern"), std::string::npos);
    std::string newer = bytes;
    newer[8] = 9;  // the version
    EXPECT_NE(message(newer).find("version 9"), std::string::npos);
    auto russian = w.to_file();
    russian.variant = "russian";
    EXPECT_NE(message(eval::patterns::encode(russian)).find("for russian"), std::string::npos);
    auto other = w.to_file();
    other.windows = 27;
    other.entries.resize(27 * configurations);
    EXPECT_NE(message(eval::patterns::encode(other)).find("another layout"), std::string::npos);
    auto fewer = w.to_file();
    fewer.extras.resize(10);
    EXPECT_NE(message(eval::patterns::encode(fewer)).find("10 extra features"), std::string::npos);
    auto unknown_phase = w.to_file();
    unknown_phase.phase = 2;
    EXPECT_NE(message(eval::patterns::encode(unknown_phase)).find("implausible"), std::string::npos);
    auto wrong_scale = w.to_file();
    wrong_scale.phase = 1;  // by the men's steps, whose scale is 300, not 40
    EXPECT_NE(message(eval::patterns::encode(wrong_scale)).find("phase scale 40"), std::string::npos);
    for (int x = 0; x < L::extras; ++x) {
        EXPECT_EQ(back.extra(x).middle, w.extra(x).middle);
        EXPECT_EQ(back.extra(x).end, w.extra(x).end);
    }
}

// The bytes of `f` in format version 2 (before the phase measure) or 1 (before the
// extras too: the entries end the file, before its checksum).
std::string older_format(const eval::patterns::PatternFile& f, int version) {
    std::string bytes = eval::patterns::encode(f);
    bytes.resize(bytes.size() - 8);  // the checksum
    // The phase measure stands after the magic, the version, the name and four numbers.
    bytes.erase(8 + 4 + 4 + f.variant.size() + 4 * 4, 4);
    if (version == 1) bytes.resize(bytes.size() - 4 - 4 * f.extras.size());
    bytes[8] = static_cast<char>(version);
    eval::patterns::detail::put(bytes, eval::patterns::detail::fnv1a(bytes), 8);
    return bytes;
}

TEST(PatternFile, AVersionTwoFileBlendsByThePieces) {
    const Weights w = random_weights(5);
    const Weights back = Weights::from_file(eval::patterns::decode(older_format(w.to_file(), 2)));
    EXPECT_EQ(back.phase(), eval::patterns::Phase::pieces);
    for (const Pos& pos : random_positions(50, 3)) EXPECT_EQ(back.white_view(pos), w.white_view(pos));
}

TEST(PatternFile, AVersionOneFileLoadsWithoutExtras) {
    Weights w = random_weights(11);
    eval::patterns::PatternFile f = w.to_file();
    f.extras.clear();
    const std::string bytes = older_format(f, 1);
    const Weights back = Weights::from_file(eval::patterns::decode(bytes));
    for (int x = 0; x < L::extras; ++x) {
        EXPECT_EQ(back.extra(x).middle, 0);
        EXPECT_EQ(back.extra(x).end, 0);
    }
    for (int window = 0; window < L::windows; window += 3)
        EXPECT_EQ(back.at(window, 100).middle, w.at(window, 100).middle);
    for (const Pos& pos : random_positions(50, 13))
        EXPECT_EQ(back.white_view(pos), back.white_view(eval::patterns::read_patterns(pos)));
}

TEST(PatternFile, EveryBuiltInFileLoads) {
    // A file in data/eval/ that the binary cannot use would silently play hand-made.
    // International, Russian, Brazilian and English ship their weights
    // (data/eval/VARIANT.kpat).
    for (const char* variant : {"international", "russian", "brazilian", "english"})
        ASSERT_FALSE(eval::patterns::embedded_file(variant).empty()) << variant;
    EXPECT_NE(Weights::builtin(), nullptr);
    EXPECT_NE(eval::PatternsOf<Russian>::builtin(), nullptr);
    EXPECT_NE(eval::PatternsOf<Brazilian>::builtin(), nullptr);
    EXPECT_NE(eval::PatternsOf<English>::builtin(), nullptr);
    EXPECT_EQ(eval::PatternsOf<Frisian>::builtin(), nullptr);  // none trained yet
    EXPECT_EQ(eval::patterns::embedded_file("no such variant").size(), 0u);
}

// Results that depend on where one man stands, which the hand-made terms barely see:
// the back rows full, one more white man somewhere on 26-35 and one more black man on
// 16-25; White wins when its man stands on 27 and loses otherwise.
Pos man_on(int white, int black) {
    return N::parse_position("W:W" + std::to_string(white) + ",46,47,48,49,50:B1,2,3,4,5," +
                             std::to_string(black));
}

void add_man_on_27_wins(eval::patterns::PatternTrainer<Intl>& trainer) {
    std::mt19937 rng(31);
    for (int i = 0; i < 3000; ++i) {
        const int white = 26 + static_cast<int>(rng() % 10),
                  black = 16 + static_cast<int>(rng() % 10);
        trainer.add(man_on(white, black), white == 27 ? 1.0 : 0.0, 0);
        // A man more wins mostly: these give the sigmoid its scale K.
        trainer.add(
            N::parse_position("W:W" + std::to_string(white) + ",44,46,47,48,49,50:B1,2,3,4,5"),
            i % 4 ? 1.0 : 0.5, 0);
    }
}

TEST(PatternTrainer, LearnsWhatTheHandMadeTermsMiss) {
    // The trainer must lower the validation loss and value the man on 27.
    eval::patterns::PatternTrainer<Intl> trainer;
    add_man_on_27_wins(trainer);
    eval::patterns::TrainSettings s;
    s.epochs = 5;
    s.batch = 32;
    s.lambda = 1;
    s.validation = 0.2;
    std::vector<double> losses;
    const Weights w = trainer.train(
        s, [&](const eval::patterns::EpochReport& r) { losses.push_back(r.validation_loss); });
    ASSERT_EQ(losses.size(), 6u);
    EXPECT_LT(losses.back(), losses.front() * 0.95);
    for (int black = 16; black <= 25; ++black)
        for (int other : {26, 28, 29, 30, 31, 32, 33, 34, 35})
            EXPECT_GT(w.white_view(man_on(27, black)), w.white_view(man_on(other, black)) + 50)
                << other << " " << black;
}

TEST(PatternTrainer, LearnsWhereAKingStands) {
    // A white king and five men against six black men: White wins when its king stands
    // on 28 and draws elsewhere; the windows do not see kings, the extras do.
    eval::patterns::PatternTrainer<Intl> trainer;
    std::mt19937 rng(37);
    const auto king_on = [](int square) {
        return N::parse_position("B:WK" + std::to_string(square) + ",46,47,48,49,50:B1,2,3,4,5,6");
    };
    for (int i = 0; i < 6000; ++i) {
        const int square = 26 + static_cast<int>(rng() % 10);
        trainer.add(king_on(square), square == 28 ? 1.0 : 0.5, 0);
        trainer.add(N::parse_position("W:W" + std::to_string(26 + i % 10) + ",44,46,47:B1,2"),
                    i % 4 ? 1.0 : 0.5, 0);  // a man more wins mostly: the scale K
    }
    eval::patterns::TrainSettings s;
    s.epochs = 5;
    s.batch = 32;
    s.lambda = 1;
    s.validation = 0.2;
    const Weights w = trainer.train(s, [](const eval::patterns::EpochReport&) {});
    EXPECT_EQ(trainer.skipped(), 0u);
    for (int other = 26; other <= 35; ++other) {
        if (other == 28) continue;
        EXPECT_GT(w.white_view(king_on(28)), w.white_view(king_on(other)) + 30) << other;
    }
    // With the extras left out of the fit (`kabe train --extras off`) they stay 0, and
    // the king's square changes nothing.
    s.extras = false;
    const Weights without = trainer.train(s, [](const eval::patterns::EpochReport&) {});
    for (int x = 0; x < L::extras; ++x) EXPECT_EQ(without.extra(x), eval::patterns::Entry{}) << x;
    for (int other = 26; other <= 35; ++other)
        EXPECT_EQ(without.white_view(king_on(other)), without.white_view(king_on(28))) << other;
    // The extras alone on top of given weights (`--init FILE --windows off`): the
    // windows' entries come back as they went in, and the king's square is learned.
    const Weights start = random_weights(41);
    trainer.start_from(start);
    s.extras = true;
    s.windows = false;
    s.learning_rate = 5;
    const Weights extras_only = trainer.train(s, [](const eval::patterns::EpochReport&) {});
    for (int window = 0; window < L::windows; ++window)
        for (int c = 0; c < configurations; c += 101)
            ASSERT_EQ(extras_only.at(window, c), start.at(window, c)) << window << " " << c;
    EXPECT_GT(extras_only.extra(27).end, start.extra(27).end);  // a king on 28
}

TEST(PatternTrainer, HoldsOutTheLastPositionsGiven) {
    // `kabe train --validation-data`: the positions added last are the held-out set, all
    // of them and only them. Held-out games that contradict the training games (the man
    // on 27 loses there) make every epoch worse than none; games that agree, better.
    const auto best_epoch = [](bool agree) {
        eval::patterns::PatternTrainer<Intl> trainer;
        add_man_on_27_wins(trainer);
        const std::size_t training = trainer.size();
        std::mt19937 rng(43);
        for (int i = 0; i < 500; ++i) {
            const int white = 26 + static_cast<int>(rng() % 10),
                      black = 16 + static_cast<int>(rng() % 10);
            trainer.add(man_on(white, black), (white == 27) == agree ? 1.0 : 0.0, 0);
        }
        eval::patterns::TrainSettings s;
        s.epochs = 3;
        s.batch = 32;
        s.lambda = 1;
        s.validation = 0.45;  // replaced by the count
        s.validation_count = trainer.size() - training;
        trainer.train(s, [](const eval::patterns::EpochReport&) {});
        return trainer.best_epoch();
    };
    EXPECT_EQ(best_epoch(false), 0);
    EXPECT_GT(best_epoch(true), 0);
}

TEST(PatternTrainer, StartsFromGivenWeights) {
    // Trained from zeros, then started again from the weights it kept: the second run's
    // epoch 0 is already the first run's best loss, and with a step too small to move
    // them the weights come back as they went in.
    const auto run = [](const Weights* from, double learning_rate, int epochs,
                        std::vector<double>& losses) {
        eval::patterns::PatternTrainer<Intl> trainer;
        add_man_on_27_wins(trainer);
        if (from) trainer.start_from(*from);
        EXPECT_EQ(trainer.warm(), from != nullptr);
        eval::patterns::TrainSettings s;
        s.epochs = epochs;
        s.batch = 32;
        s.lambda = 1;
        s.validation = 0.2;
        s.learning_rate = learning_rate;
        return trainer.train(
            s, [&](const eval::patterns::EpochReport& r) { losses.push_back(r.validation_loss); });
    };
    std::vector<double> cold, warm;
    const Weights trained = run(nullptr, 1.0, 5, cold);
    const Weights again = run(&trained, 1e-9, 1, warm);
    ASSERT_EQ(cold.size(), 6u);
    ASSERT_EQ(warm.size(), 2u);
    const double best = *std::min_element(cold.begin(), cold.end());
    EXPECT_LT(best, cold.front() * 0.95);
    EXPECT_NEAR(warm.front(), best, 1e-3);
    for (int black = 16; black <= 25; ++black)
        for (int white = 26; white <= 35; ++white)
            EXPECT_EQ(again.white_view(man_on(white, black)),
                      trained.white_view(man_on(white, black)));
}

TEST(PatternTrainer, TrainsByThePhaseMeasureAskedOrTheStartingWeights) {
    const auto phase_of = [](const Weights* from, std::optional<eval::patterns::Phase> asked) {
        eval::patterns::PatternTrainer<Intl> trainer;
        add_man_on_27_wins(trainer);
        if (from) trainer.start_from(*from);
        eval::patterns::TrainSettings s;
        s.epochs = 1;
        s.batch = 256;
        s.phase = asked;
        return trainer.train(s, [](const eval::patterns::EpochReport&) {}).phase();
    };
    using eval::patterns::Phase;
    Weights by_steps;
    by_steps.set_phase(Phase::men_steps);
    EXPECT_EQ(phase_of(nullptr, std::nullopt), Phase::pieces);
    EXPECT_EQ(phase_of(nullptr, Phase::men_steps), Phase::men_steps);
    EXPECT_EQ(phase_of(&by_steps, std::nullopt), Phase::men_steps);
    EXPECT_EQ(phase_of(&by_steps, Phase::pieces), Phase::pieces);
}

}  // namespace
}  // namespace kabe
