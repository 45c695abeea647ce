// VariantTools: the runtime services the front ends use instead of movegen's templates.

#include "engine/tools.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "../movegen/perft_cases.hpp"
#include "../movegen/variant_perft_cases.hpp"
#include "movegen/perft_table.hpp"

namespace kabe {
namespace {

constexpr int max_depth = 5;

TEST(VariantTools, PerftOfThePublishedInternationalCases) {
    const auto tools = VariantTools::create("international");
    for (const auto& c : test::perft_cases()) {
        const int depth = std::min({max_depth, c.quick_depth, static_cast<int>(c.nodes.size())});
        for (int d = 1; d <= depth; ++d)
            EXPECT_EQ(tools->perft(c.fen, d, c.duplicates, 1, nullptr), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(VariantTools, PerftOfThePublishedVariantCases) {
    for (const auto& c : test::variant_perft_cases()) {
        const auto tools = VariantTools::create(c.variant);
        const int depth = std::min({4, c.quick_depth, static_cast<int>(c.nodes.size())});
        for (int d = 1; d <= depth; ++d)
            EXPECT_EQ(tools->perft(c.fen, d, c.duplicates, 1, nullptr), c.nodes[d - 1])
                << c.name << " depth " << d;
    }
}

TEST(VariantTools, ThreadsTableAndDivideCountTheSame) {
    const auto tools = VariantTools::create("normal");
    PerftTable table(4);
    EXPECT_EQ(tools->perft("start", 5, Duplicates::drop, 3, &table), 27117u);
    const auto lines = tools->perft_divide("start", 3, Duplicates::drop, 2, &table);
    ASSERT_EQ(lines.size(), 9u);
    EXPECT_EQ(lines.front().move, "31-26");
    std::uint64_t total = 0;
    for (const auto& l : lines) total += l.count;
    EXPECT_EQ(total, 658u);
}

TEST(VariantTools, LegalMovesInTheAskedNotation) {
    const auto international = VariantTools::create("international");
    EXPECT_EQ(international->legal_moves("W:W15:B9,10", Duplicates::drop, MoveFormat::hub),
              std::vector<std::string>{"15x13x9x10"});
    EXPECT_EQ(international->legal_moves("start", Duplicates::drop, MoveFormat::hub).size(), 9u);
    const auto russian = VariantTools::create("russian");
    EXPECT_EQ(russian->legal_moves("W:Wc3:Bd4", Duplicates::drop, MoveFormat::pdn),
              std::vector<std::string>{"c3:e5"});
    EXPECT_EQ(russian->legal_moves("W:Wc3:Bd4", Duplicates::drop, MoveFormat::hub),
              std::vector<std::string>{"22x15x18"});
}

TEST(VariantTools, PositionsAreReadAndWrittenAsFen) {
    const auto tools = VariantTools::create("international");
    EXPECT_EQ(tools->fen("start"), tools->info().start_fen);
    EXPECT_EQ(tools->fen("W:W31-50:B1-20"), tools->fen("start"));
    EXPECT_THROW(tools->fen("W:W99"), NotationError);
    EXPECT_NE(tools->diagram("start").find('\n'), std::string::npos);
}

TEST(VariantTools, AnUnknownVariantThrowsWithTheKnownOnesNamed) {
    try {
        VariantTools::create("nope");
        FAIL() << "no exception";
    } catch (const NotationError& e) {
        EXPECT_STREQ(e.what(), "unknown variant 'nope' ('kabe variants' lists the known ones)");
    }
}

TEST(VariantTools, NamesAndAliases) {
    const auto names = VariantTools::names();
    EXPECT_EQ(names.size(), 27u);
    EXPECT_EQ(names.front(), "international");
    EXPECT_EQ(VariantTools::canonical_name("normal"), "international");
    EXPECT_EQ(VariantTools::canonical_name("russian"), "russian");
    for (const auto& name : names) EXPECT_EQ(VariantTools::create(name)->name(), name);
    const auto aliases = VariantTools::create("bt")->info().aliases;
    EXPECT_NE(std::find(aliases.begin(), aliases.end(), "bt"), aliases.end());
}

TEST(VariantTools, GeometryOfTheBoards) {
    const VariantInfo international = VariantTools::create("international")->info();
    EXPECT_EQ(international.width, 10);
    EXPECT_EQ(international.height, 10);
    ASSERT_EQ(international.squares.size(), 50u);
    // From White's far side: square 1 on the top rank.
    EXPECT_EQ(international.squares.front().number, 1);
    EXPECT_EQ(international.squares.front().rank, 10);
    EXPECT_EQ(international.pdn_gametype, 20);
    EXPECT_TRUE(international.white_first);
    EXPECT_FALSE(international.points);
    EXPECT_TRUE(international.lines.empty());
    EXPECT_TRUE(international.special.empty());

    const VariantInfo alquerque = VariantTools::create("alquerque")->info();
    EXPECT_TRUE(alquerque.points);
    EXPECT_EQ(alquerque.squares.size(), 25u);
    // 5x5 points: 40 orthogonal segments and 16 diagonal ones.
    EXPECT_EQ(alquerque.lines.size(), 56u);

    const VariantInfo tablut = VariantTools::create("tablut")->info();
    ASSERT_EQ(tablut.special.size(), 1u);
    EXPECT_EQ(tablut.special.front().kind, "throne");
    EXPECT_EQ(tablut.special.front().name, "e5");
    EXPECT_TRUE(VariantTools::create("russian")->info().algebraic);
}

TEST(VariantTools, ReplayShowsTheBoardHistoryAndLegalMoves) {
    const auto tools = VariantTools::create("international");
    const GameView view = tools->replay("start", {"32-28", "19-23"});
    EXPECT_EQ(view.variant, "international");
    EXPECT_TRUE(view.standard_start);
    EXPECT_TRUE(view.white_to_move);
    EXPECT_EQ(view.pieces.size(), 40u);
    ASSERT_EQ(view.history.size(), 2u);
    EXPECT_EQ(view.history[0].pdn, "32-28");
    EXPECT_EQ(view.history[0].hub, "32-28");
    ASSERT_EQ(view.legal.size(), 1u);  // 28x19 is forced
    const BoardMove& capture = view.legal.front();
    EXPECT_EQ(capture.from, 28);
    EXPECT_EQ(capture.to, 19);
    EXPECT_EQ(capture.path, std::vector<int>{19});
    EXPECT_EQ(capture.captured, std::vector<int>{23});
    EXPECT_EQ(capture.pdn, "28x19");
    EXPECT_EQ(capture.hub, "28x19x23");
    EXPECT_FALSE(view.over());

    const GameView after = tools->replay("start", {"32-28", "19-23"}, "28x19");
    EXPECT_EQ(after.history.size(), 3u);
    EXPECT_FALSE(after.white_to_move);
}

TEST(VariantTools, ReplayNamesTheMoveAtFault) {
    const auto tools = VariantTools::create("international");
    const auto message = [&](std::string_view start, const std::vector<std::string>& moves,
                             std::string_view next = {}) -> std::string {
        try {
            tools->replay(start, moves, next);
        } catch (const NotationError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_TRUE(message("W:W99", {}).starts_with("bad position: "));
    EXPECT_TRUE(message("start", {"32-28", "32-28"}).starts_with("move 2: "));
    // White has no piece: the game is over before any move.
    EXPECT_EQ(message("W:W:B1", {"1-6"}),
              "move 1 '1-6': the game is over (White has no legal move)");
    EXPECT_EQ(message("W:W:B1", {}, "1-6"), "the game is over: White has no legal move");
    const GameView over = tools->replay("W:W:B1", {});
    EXPECT_EQ(over.white_half_points, 0);
    EXPECT_EQ(over.result, "0-2");  // the FMJD's scoring, as the PDN and the console
    EXPECT_EQ(tools->replay("start", {}).result, "*");
    EXPECT_EQ(VariantTools::create("russian")->replay("W:W:B1", {}).result, "0-1");
    EXPECT_EQ(over.reason, "White has no legal move");
    EXPECT_TRUE(over.legal.empty());
    EXPECT_FALSE(over.standard_start);
}

TEST(VariantTools, QuietPositions) {
    const auto tools = VariantTools::create("international");
    EXPECT_TRUE(tools->quiet("W:W31-50:B1-20"));
    EXPECT_FALSE(tools->quiet("W:W15:B9,10"));   // White must capture
    EXPECT_FALSE(tools->quiet("W:W17,28:B22"));  // White has none, Black threatens two
}

TEST(VariantTools, TunerReadsFensAndPrintsTheFit) {
    const auto tuner = VariantTools::create("international")->tuner();
    EXPECT_THROW(tuner->add("W:W99", 1, 0), NotationError);
    tuner->add("W:W31-50:B1-20", 0.5, 0);
    tuner->add("W:W31-50:B1-19", 1, 100);
    std::ostringstream out, log;
    TuneSettings settings;
    settings.iterations = 0;
    const std::string weights = tuner->run(settings, out, log);
    EXPECT_TRUE(out.str().starts_with("Positions: 2\n"));
    EXPECT_TRUE(weights.starts_with("// kabe tune international: 2 positions"));
    EXPECT_NE(weights.find("    int man = 100;"), std::string::npos);
    EXPECT_NE(out.str().find(weights), std::string::npos);
    const auto names = VariantTools::weight_names();
    EXPECT_NE(std::find(names.begin(), names.end(), "king"), names.end());
}

}  // namespace
}  // namespace kabe
