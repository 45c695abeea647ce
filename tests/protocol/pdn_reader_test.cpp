// Reading a PDN game back (protocol/pdn_reader.hpp): tags, moves, and what PDN allows
// between them.

#include "protocol/pdn_reader.hpp"

#include <gtest/gtest.h>

#include "protocol/pdn_writer.hpp"

namespace kabe {
namespace {

using Moves = std::vector<std::string>;

TEST(PdnReader, ReadsTagsMovesAndTheResult) {
    const PdnRecord g =
        read_pdn("[Event \"Final\"]\n[FEN \"W:W28:B19,23\"]\n[Result \"2-0\"]\n\n1. 28x17 2-0\n");
    EXPECT_EQ(g.tag("Event"), "Final");
    EXPECT_EQ(g.tag("FEN"), "W:W28:B19,23");
    EXPECT_EQ(g.tag("Round", "?"), "?");
    EXPECT_EQ(g.moves, (Moves{"28x17"}));
    EXPECT_EQ(g.result, "2-0");
}

TEST(PdnReader, SkipsCommentsVariationsNagsAndMoveNumbers) {
    const PdnRecord g = read_pdn(
        "1. 32-28 {a comment, with 18-23 in it} 18-23 $1 2.38-32 (2. 33-29 (2. 34-29)) 12-18 ; "
        "rest of line 99-99\n3... 7-12 1-1 4. 30-25\n");
    EXPECT_EQ(g.moves, (Moves{"32-28", "18-23", "38-32", "12-18", "7-12"}));
    EXPECT_EQ(g.result, "1-1");  // the first game ends at its result
}

TEST(PdnReader, ReadsBackWhatTheWriterWrites) {
    PdnGame game;
    game.white = "Kabe";
    game.black = "Scan";
    game.start_fen = "B:W31-50:B1-20";
    game.moves = {"19-23", "32-28", "23x32", "37x28"};
    game.result = "0-2";
    const PdnRecord back = read_pdn(to_pdn(game));
    EXPECT_EQ(back.moves, game.moves);
    EXPECT_EQ(back.tag("FEN"), game.start_fen);
    EXPECT_EQ(back.tag("Black"), "Scan");
    EXPECT_EQ(back.result, "0-2");
}

TEST(PdnReader, SaysWhereAGameIsBroken) {
    for (const char* text :
         {"1. 32-28 {never closed\n18-23", "[Event \"x\"\n1. 32-28", "", "1. 32-28 (2. 33-29 *"}) {
        try {
            read_pdn(text);
            ADD_FAILURE() << "accepted: " << text;
        } catch (const PdnError& e) {
            EXPECT_NE(std::string(e.what()).find("PDN line "), std::string::npos) << e.what();
        }
    }
    EXPECT_THROW(read_pdn_file("/nonexistent/game.pdn"), PdnError);
}

}  // namespace
}  // namespace kabe
