#include <gtest/gtest.h>

#include "test_util.hpp"

namespace kabe::test::notation_test {
namespace {

const std::string start_fen =
    "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
    ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

TEST(Fen, ReadsWhatUsersPaste) {
    for (const char* text :
         {"W:W31-50:B1-20", "W:B1-20:W31-50", " W : W31-50 : B1-20 . ", "[FEN \"W:W31-50:B1-20\"]",
          "\"W:W31-50:B1-20\"", "W:W31-50:B1-20:H0:F1", "w:W31-40,41-50:B1-10,11-20"}) {
        EXPECT_EQ(N::to_fen(N::parse_fen(text)), start_fen) << text;
    }
    EXPECT_EQ(N::to_fen(N::parse_fen("B:BK17,K24:W6,9,10,K31")), "B:W6,9,10,K31:BK17,K24");
    EXPECT_EQ(N::to_fen(N::parse_fen("W:WK1-3:Bk40")), "W:WK1,K2,K3:BK40");
}

TEST(Fen, RoundTrips) {
    for (const char* fen : {"W:W6,9,10,K31:BK17,K24", "B:W27,28,38,39,42:BK25", "W:W:B1"})
        EXPECT_EQ(N::to_fen(N::parse_fen(fen)), fen);
}

TEST(Fen, RejectsMalformedInputWithAClearMessage) {
    struct Case {
        const char* fen;
        const char* message_part;
    };
    for (const Case& c :
         {Case{"", "empty"}, Case{"X:W31:B1", "starts with W or B"},
          Case{"W:W51:B1", "not on the board"}, Case{"W:W0:B1", "not on the board"},
          Case{"W:W31,31:B1", "more than once"}, Case{"W:W31:B31", "more than once"},
          Case{"W:W3:B20", "promotion row"}, Case{"W:W30:B47", "promotion row"},
          Case{"W:Wab:B1", "square number"}, Case{"W:W10-5:B1", "bad range"},
          Case{"W:Q12", "bad FEN field"}, Case{"W:W31:W32", "two fields"}, Case{"W", "no pieces"},
          Case{"W:W31;32", "unexpected"}, Case{"W:W99999999999:B1", "square number"}}) {
        try {
            N::parse_fen(c.fen);
            ADD_FAILURE() << "accepted " << c.fen;
        } catch (const NotationError& e) {
            EXPECT_NE(std::string(e.what()).find(c.message_part), std::string::npos)
                << c.fen << ": " << e.what();
        }
    }
}

TEST(HubPosition, ReadsAndWritesTheFiftyOneCharacterForm) {
    // protocols.md §2.6: side to move, then one of w, b, W, B, e per square.
    const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
    EXPECT_EQ(N::to_hub(Position<Intl>::start()), start);
    EXPECT_EQ(N::parse_hub(start), Position<Intl>::start());
    const auto pos = N::parse_fen("B:WK26,30:B9,K12");
    EXPECT_EQ(N::parse_hub(N::to_hub(pos)), pos);
    EXPECT_EQ(N::parse_position(N::to_hub(pos)), pos);
    EXPECT_THROW(N::parse_hub("W" + std::string(49, 'e')), NotationError);
    EXPECT_THROW(N::parse_hub("X" + std::string(50, 'e')), NotationError);
    EXPECT_THROW(N::parse_hub("W" + std::string(49, 'e') + "x"), NotationError);
    EXPECT_THROW(N::parse_hub("Wwe" + std::string(48, 'e')), NotationError);  // man on 1
}

TEST(HubPosition, StartByName) {
    for (const char* name : {"start", "startpos", " start "})
        EXPECT_EQ(N::parse_position(name), Position<Intl>::start());
}

TEST(MoveText, HubFormListsCapturedSquaresAscending) {
    // protocols.md §2.7: from x to x every captured square.
    const auto pos = N::parse_fen("W:WK47:B9,12,33");
    MoveList<Intl::Word> moves;
    generate_moves(pos, moves);
    std::multiset<std::string> hub;
    for (const auto& m : moves) hub.insert(N::format_hub(m));
    EXPECT_EQ(hub, (std::multiset<std::string>{"47x17x9x12x33", "47x21x9x12x33", "47x26x9x12x33"}));
    EXPECT_EQ(N::format_hub(N::parse_move(Position<Intl>::start(), "32-28")), "32-28");
}

TEST(MoveText, ReadsHubAndPdnForms) {
    const auto pos = N::parse_fen("W:WK47:B9,12,33");
    const auto expected = N::parse_move(pos, "47x26x9x12x33");
    for (const char* text : {"47x26", "47x26x33x12x9", "47x20x3x26", "47-26", " 47x26 "})
        EXPECT_EQ(N::parse_move(pos, text), expected) << text;
    // A capture of one piece in Hub form names the captured square too.
    const auto single = N::parse_fen("W:W28,32:B23");
    EXPECT_EQ(N::parse_move(single, "28x19x23"), N::parse_move(single, "28x19"));
}

TEST(MoveText, AmbiguousShortFormListsTheCandidates) {
    // Two captures from 4 to 15 taking different pieces (py-draughts test_standard_board).
    const auto pos = N::parse_fen("W:WK4:B13,32,37,20");
    try {
        N::parse_move(pos, "4x15");
        ADD_FAILURE() << "4x15 accepted";
    } catch (const NotationError& e) {
        const std::string msg = e.what();
        EXPECT_NE(msg.find("ambiguous"), std::string::npos) << msg;
        EXPECT_NE(msg.find("4x15x13x20x32"), std::string::npos) << msg;
        EXPECT_NE(msg.find("4x15x13x20x37"), std::string::npos) << msg;
    }
    EXPECT_EQ(N::format_hub(N::parse_move(pos, "4x27x38x15")), "4x15x13x20x32");
    EXPECT_EQ(N::format_hub(N::parse_move(pos, "4x31x42x15")), "4x15x13x20x37");
    EXPECT_EQ(N::format_hub(N::parse_move(pos, "4x15x37x13x20")), "4x15x13x20x37");
}

TEST(MoveText, PdnFormatGivesTheFullPathOnlyWhenNeeded) {
    const auto pos = N::parse_fen("W:WK4:B13,32,37,20");
    MoveList<Intl::Word> moves;
    generate_moves(pos, moves);
    std::multiset<std::string> pdn;
    for (const auto& m : moves) pdn.insert(N::format_pdn(pos, m));
    EXPECT_EQ(pdn, (std::multiset<std::string>{"4x27x38x15", "4x31x42x15"}));
    const auto simple = N::parse_fen("W:W28,32:B23");
    EXPECT_EQ(N::format_pdn(simple, N::parse_move(simple, "28x19")), "28x19");
}

TEST(MoveText, RejectsIllegalAndMalformedMoves) {
    const auto pos = Position<Intl>::start();
    for (const char* text :
         {"", "32", "32-", "-28", "32--28", "32_28", "abc", "32-27x", "32-99", "32-28-", "99999-1"})
        EXPECT_THROW(N::parse_move(pos, text), NotationError) << text;
    try {
        N::parse_move(pos, "32-26");
        ADD_FAILURE();
    } catch (const NotationError& e) {
        EXPECT_NE(std::string(e.what()).find("illegal move '32-26'"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("32-28"), std::string::npos);  // lists legal moves
    }
    // A capture is compulsory: the quiet move is illegal, so is a wrong captured set.
    const auto capture = N::parse_fen("W:W28,32:B23");
    EXPECT_THROW(N::parse_move(capture, "32-27"), NotationError);
    EXPECT_THROW(N::parse_move(capture, "28x19x24"), NotationError);
    EXPECT_THROW(N::parse_move(capture, "28x19x23x23"), NotationError);
}

}  // namespace
}  // namespace kabe::test::notation_test
