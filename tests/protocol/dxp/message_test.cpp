// DXP messages and framing (protocols.md §3.2, §3.3, §3.7, P-D1/P-D2): the official examples
// and a real Scan 3.1 transcript byte for byte, malformed input, and the NUL framing.

#include "protocol/dxp/message.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace kabe::dxp;
using namespace std::string_literals;

template <class T>
T decode_as(std::string_view text) {
    const Message m = decode(text);
    EXPECT_TRUE(std::holds_alternative<T>(m)) << text;
    return std::holds_alternative<T>(m) ? std::get<T>(m) : T{};
}

TEST(DxpMessage, OfficialGameRequestAndAccept) {
    const std::string req = "R01Tornado voor Windows 4.0        W060065A";
    const auto r = decode_as<GameRequest>(req);
    EXPECT_EQ(r.version, 1);
    EXPECT_EQ(r.initiator_name, "Tornado voor Windows 4.0");  // trailing blanks dropped
    EXPECT_EQ(r.follower_colour, Colour::white);
    EXPECT_EQ(r.minutes, 60);
    EXPECT_EQ(r.moves, 65);
    EXPECT_FALSE(r.setup.has_value());
    EXPECT_EQ(encode(r), req);

    const std::string acc = "ATornado voor Windows 4.0        0";
    const auto a = decode_as<GameAccept>(acc);
    EXPECT_EQ(a.follower_name, "Tornado voor Windows 4.0");
    EXPECT_EQ(a.code, GameAccept::accepted);
    EXPECT_EQ(encode(a), acc);
}

TEST(DxpMessage, OfficialMoves) {
    const auto quiet = decode_as<MoveMessage>("M0012061100");
    EXPECT_EQ(quiet, (MoveMessage{12, 6, 11, {}}));
    EXPECT_EQ(encode(quiet), "M0012061100");

    // The official list is deliberately unordered: it must come back in the order sent.
    const auto capture = decode_as<MoveMessage>("M001205250422122320");
    EXPECT_EQ(capture, (MoveMessage{12, 5, 25, {22, 12, 23, 20}}));
    EXPECT_EQ(encode(capture), "M001205250422122320");
    EXPECT_EQ(describe(capture), "MOVE 5x25 (22,12,23,20) 12 s");
}

TEST(DxpMessage, OfficialOtherTypes) {
    EXPECT_EQ(decode_as<GameEnd>("E00"), (GameEnd{GameEnd::unknown, GameEnd::next_game_welcome}));
    EXPECT_EQ(encode(GameEnd{}), "E00");
    const auto chat = decode_as<Chat>("CWhat do you think about move 35?");
    EXPECT_EQ(chat.text, "What do you think about move 35?");
    EXPECT_EQ(encode(chat), "CWhat do you think about move 35?");
    EXPECT_EQ(decode_as<BackRequest>("B005Z"), (BackRequest{5, Colour::black}));
    EXPECT_EQ(encode(BackRequest{5, Colour::black}), "B005Z");
    EXPECT_EQ(decode_as<BackAccept>("K1").code, BackAccept::not_supported);
    EXPECT_EQ(encode(BackAccept{BackAccept::not_supported}), "K1");
}

TEST(DxpMessage, TranscriptSetupRequest) {
    const std::string req =
        "R01DXP test initiator              Z001000B"
        "Zzzzzzzzzzzzzzzzzzzwzeeeeeeeeeewewwwwwwwwwwwwwwwwww";
    ASSERT_EQ(req.size(), 94u);
    const auto r = decode_as<GameRequest>(req);
    EXPECT_EQ(r.initiator_name, "DXP test initiator");
    EXPECT_EQ(r.follower_colour, Colour::black);
    EXPECT_EQ(r.minutes, 1);
    EXPECT_EQ(r.moves, 0);
    ASSERT_TRUE(r.setup.has_value());
    EXPECT_EQ(r.setup->to_move, Colour::black);
    EXPECT_EQ(r.setup->squares, "zzzzzzzzzzzzzzzzzzwzeeeeeeeeeewewwwwwwwwwwwwwwwwww");
    EXPECT_EQ(encode(r), req);
    EXPECT_EQ(describe(r),
              "GAMEREQ v1 'DXP test initiator' follower Z 1 min 0 moves setup Z to move");
}

// Every message of the verified Scan 3.1 session decodes and encodes back unchanged.
TEST(DxpMessage, TranscriptRoundTrip) {
    const std::vector<std::string> transcript = {
        "R01DXP test initiator              W001004A",
        "AScan 3.1                        0",
        "CHello from the initiator",
        "M0007312700",
        "M0001162100",
        "M000027160121",
        "M0001172100",
        "M000016270121",
        "M0001111600",
        "M0020272200",
        "M000118270122",
        "E00",
        "Cgame ended (4 moves played, unknown result, last eval = +0.00)",
        "M000114230119",
        "M0002312600",
        "M0001101400",
        "B001Z",
        "K0",
        "M000214230119",
        "E11",
        "E01",
        "R02DXP test initiator              Z001000A",
        "AScan 3.1                        1",
        "Cerror: illegal move: \"26x26x21\"",
    };
    for (const auto& text : transcript) EXPECT_EQ(encode(decode(text)), text);

    EXPECT_EQ(decode_as<GameAccept>("AScan 3.1                        0").follower_name,
              "Scan 3.1");
    EXPECT_EQ(decode_as<MoveMessage>("M000027160121"), (MoveMessage{0, 27, 16, {21}}));
    EXPECT_EQ(decode_as<GameEnd>("E11"), (GameEnd{GameEnd::i_give_up, GameEnd::stop_entirely}));
    // Version 02 is decoded so that the session can answer GAMEACC code 1, as Scan does.
    EXPECT_EQ(decode_as<GameRequest>("R02DXP test initiator              Z001000A").version, 2);
}

TEST(DxpMessage, RoundTripEveryTypeAtTheLimits) {
    const std::string long_name(name_width, 'n');
    std::vector<int> twenty;
    for (int s = 50; s > 30; --s) twenty.push_back(s);
    const std::vector<Message> messages = {
        GameRequest{1, long_name, Colour::black, 999, 999, std::nullopt},
        GameRequest{0, "x", Colour::white, 0, 0,
                    SetupPosition{Colour::white, std::string(25, 'W') + std::string(25, 'Z')}},
        GameAccept{long_name, GameAccept::no_games},
        GameAccept{"Kabe 0.1", GameAccept::not_this_game},
        MoveMessage{9999, 50, 1, twenty},
        MoveMessage{0, 1, 50, {}},
        GameEnd{GameEnd::i_win, GameEnd::stop_entirely},
        GameEnd{GameEnd::draw, GameEnd::next_game_welcome},
        Chat{std::string(126, '~')},
        Chat{" "},
        BackRequest{999, Colour::white},
        BackRequest{1, Colour::black},
        BackAccept{BackAccept::refused},
    };
    for (const auto& m : messages) {
        const std::string text = encode(m);
        EXPECT_LE(text.size(), max_message_length);
        EXPECT_EQ(decode(text), m) << text;
    }
    EXPECT_EQ(encode(MoveMessage{9999, 50, 1, twenty}).size(), 51u);
    EXPECT_EQ(encode(GameAccept{"Kabe", GameAccept::accepted}),
              "AKabe" + std::string(28, ' ') + "0");
}

// §3.2 forbids a leading blank only in the Initiator name: a Follower's odd name is accepted.
TEST(DxpMessage, DecodeAcceptsAnyFollowerName) {
    EXPECT_EQ(decode_as<GameAccept>("A" + std::string(32, ' ') + "0").follower_name, "");
    EXPECT_EQ(decode_as<GameAccept>("A  Scan" + std::string(26, ' ') + "0").follower_name,
              "  Scan");
}

TEST(DxpMessage, EncodeClampsTimeAndRepairsChat) {
    // The move time is informational only (§3.6): clamped rather than refused.
    EXPECT_EQ(encode(MoveMessage{123456, 32, 28, {}}), "M9999322800");
    EXPECT_EQ(encode(Chat{"a\0b\xC3\xA9"s}), "Ca?b??");
}

TEST(DxpMessage, EncodeRejectsValuesThatDoNotFit) {
    const std::vector<Message> bad = {
        GameRequest{1, std::string(33, 'n'), Colour::white, 1, 0, std::nullopt},
        GameRequest{1, " leading blank", Colour::white, 1, 0, std::nullopt},
        GameRequest{1, "", Colour::white, 1, 0, std::nullopt},
        GameRequest{1, "na\xFFme", Colour::white, 1, 0, std::nullopt},
        GameRequest{100, "x", Colour::white, 1, 0, std::nullopt},
        GameRequest{1, "x", Colour::white, 1000, 0, std::nullopt},
        GameRequest{1, "x", Colour::white, -1, 0, std::nullopt},
        GameRequest{1, "x", Colour::white, 1, 1000, std::nullopt},
        GameRequest{1, "x", static_cast<Colour>('B'), 1, 0, std::nullopt},
        GameRequest{1, "x", Colour::white, 1, 0,
                    SetupPosition{Colour::white, std::string(49, 'e')}},
        GameRequest{1, "x", Colour::white, 1, 0,
                    SetupPosition{Colour::white, std::string(50, 'b')}},
        GameAccept{std::string(33, 'n'), 0},
        GameAccept{"", 0},
        GameAccept{" Kabe", 0},
        GameAccept{"x", 4},
        GameAccept{"x", -1},
        MoveMessage{-1, 32, 28, {}},
        MoveMessage{0, 0, 28, {}},
        MoveMessage{0, 32, 51, {}},
        MoveMessage{0, 32, 21, {27, 0}},
        MoveMessage{0, 32, 21, {27, 27}},
        MoveMessage{0, 32, 21, std::vector<int>(21, 1)},
        GameEnd{4, 0},
        GameEnd{0, 2},
        Chat{""},
        Chat{std::string(127, 'x')},
        BackRequest{0, Colour::white},
        BackRequest{1000, Colour::white},
        BackAccept{3},
    };
    for (const auto& m : bad) EXPECT_THROW(encode(m), MessageError) << describe(m);
}

TEST(DxpMessage, DecodeRejectsMalformedMessages) {
    const std::string name = "DXP test initiator              ";
    const std::string setup = "zzzzzzzzzzzzzzzzzzwzeeeeeeeeeewewwwwwwwwwwwwwwwwww";
    const std::vector<std::string> bad = {
        "",                                  // empty
        "X123",                              // unknown type
        "r01" + name + "W001004A",           // lower-case type
        "R01" + name + "W001004",            // GAMEREQ one short
        "R01" + name + "W001004AZ",          // 'A' with trailing bytes
        "R01" + name + "W001004AZ" + setup,  // 'A' with a position
        "R01" + name + "W001004C",           // start kind neither A nor B
        "R01" + name + "X001004A",           // follower colour
        "R01" + name + "W0a1004A",           // digit field
        "R01" + name + "W+01004A",           // sign in a number
        "R01" + name + "W 01004A",           // blank in a number
        // ':' and ';' follow '9' in ASCII: c - '0' would make in-range numbers of these.
        "R01" + name + "W0:0004A",                           // colon in the minutes
        "M00;0322800",                                       // semicolon in the time
        "R-1" + name + "W001004A",                           // negative version
        "R01 " + name.substr(0, 31) + "W001004A",            // name starts with a blank
        "R01" + name + "W001004BZ" + setup.substr(1) + "b",  // Hub letter in the position
        "R01" + name + "W001004BB" + setup,                  // Hub colour to move
        "A" + name,                                          // GAMEACC without code
        "A" + name + "4",                                    // GAMEACC code out of range
        "M001232280",                                        // MOVE too short
        "M00123228001",                                      // MOVE longer than its count
        "M00123221012",                                      // MOVE shorter than its count
        "M0012322102272",                                    // count 2, one square and a half
        "M0012002800",                                       // from square 0
        "M0012325100",                                       // to square 51
        "M001232210100",                                     // captured square 0
        "M0012322102 727",                                   // blank in a captured square
        "M001232210227272",                                  // odd length
        "M00123221212727",                                   // count 21 > 20
        "M00123221022727",                                   // duplicate captured square
        "M-012322800",                                       // sign in the time
        "E40",                                               // GAMEEND reason
        "E02",                                               // GAMEEND stop code
        "E0",                                                // GAMEEND too short
        "C",                                                 // CHAT without text
        "C" + std::string(127, 'x'),                         // longer than 127
        "Chello\xE9",                                        // non-ASCII byte
        "Che\0llo"s,                                         // NUL inside
        "B000W",                                             // move number 0
        "B005B",                                             // BACKREQ colour
        "B05Z",                                              // BACKREQ too short
        "K3",                                                // BACKACC code
        "K",                                                 // BACKACC without code
        "K00",                                               // BACKACC too long
    };
    for (const auto& text : bad) EXPECT_THROW(decode(text), MessageError) << '"' << text << '"';
    // The table is built from a valid message: make sure it is one.
    EXPECT_NO_THROW(decode("R01" + name + "W001004BZ" + setup));
    EXPECT_NO_THROW(decode("R01" + name + "W001004A"));
}

TEST(DxpMessage, ErrorsSayWhatIsWrong) {
    try {
        decode("E40");
        FAIL() << "no error";
    } catch (const MessageError& e) {
        EXPECT_NE(std::string(e.what()).find("reason"), std::string::npos) << e.what();
    }
}

TEST(DxpMessage, Describe) {
    EXPECT_EQ(describe(decode("R01Tornado voor Windows 4.0        W060065A")),
              "GAMEREQ v1 'Tornado voor Windows 4.0' follower W 60 min 65 moves start");
    EXPECT_EQ(describe(MoveMessage{7, 32, 21, {27, 28}}), "MOVE 32x21 (27,28) 7 s");
    EXPECT_EQ(describe(MoveMessage{0, 32, 28, {}}), "MOVE 32-28 0 s");
    EXPECT_EQ(describe(Chat{"hi there"}), "CHAT 'hi there'");
    EXPECT_EQ(describe(GameEnd{2, 0}), "GAMEEND reason 2 stop 0");
    EXPECT_EQ(describe(GameAccept{"Scan 3.1", 1}), "GAMEACC 'Scan 3.1' code 1");
    EXPECT_EQ(describe(BackRequest{5, Colour::black}), "BACKREQ move 5 Z");
    EXPECT_EQ(describe(BackAccept{0}), "BACKACC code 0");
}

TEST(DxpFrameBuffer, SeveralMessagesInOneChunk) {
    FrameBuffer f;
    // Scan sends its GAMEEND and a CHAT back to back (P-D1).
    f.append("E00\0Cgame ended\0M00"s);
    EXPECT_EQ(f.next(), "E00");
    EXPECT_EQ(f.next(), "Cgame ended");
    EXPECT_EQ(f.next(), std::nullopt);  // "M00" is unfinished
    EXPECT_EQ(f.pending(), 3u);
    f.append("07312700\0"s);
    EXPECT_EQ(f.next(), "M0007312700");
    EXPECT_EQ(f.next(), std::nullopt);
    EXPECT_EQ(f.pending(), 0u);
}

TEST(DxpFrameBuffer, OneMessageByteByByte) {
    const std::string message = "R01DXP test initiator              W001004A";
    FrameBuffer f;
    for (const char c : message) {
        f.append(std::string_view(&c, 1));
        EXPECT_EQ(f.next(), std::nullopt);
    }
    f.append("\0"s);
    EXPECT_EQ(f.next(), message);
    EXPECT_EQ(f.next(), std::nullopt);
}

TEST(DxpFrameBuffer, SkipsEmptyFrames) {
    FrameBuffer f;
    f.append("\0\0K0\0\0\0E00\0"s);
    EXPECT_EQ(f.next(), "K0");
    EXPECT_EQ(f.next(), "E00");
    EXPECT_EQ(f.next(), std::nullopt);
    EXPECT_EQ(f.pending(), 0u);
}

TEST(DxpFrameBuffer, LongestMessageFits) {
    FrameBuffer f;
    const std::string longest = "C" + std::string(126, 'x');
    f.append(longest);
    EXPECT_EQ(f.next(), std::nullopt);  // 127 bytes without a NUL: still waiting
    f.append("\0"s);
    EXPECT_EQ(f.next(), longest);
}

TEST(DxpFrameBuffer, OverlongGarbageThenRecovery) {
    FrameBuffer f;
    f.append("K0\0"s + std::string(100, 'x'));
    EXPECT_EQ(f.next(), "K0");
    EXPECT_EQ(f.next(), std::nullopt);
    f.append(std::string(28, 'y'));  // 128 bytes without a NUL
    EXPECT_THROW(f.next(), MessageError);
    EXPECT_EQ(f.pending(), 0u);
    f.append("E00\0"s);
    EXPECT_EQ(f.next(), "E00");

    // Too long even though its NUL is already there.
    f.append(std::string(200, 'z') + "\0"s);
    EXPECT_THROW(f.next(), MessageError);
    EXPECT_EQ(f.pending(), 0u);
    f.append("K1\0"s);
    EXPECT_EQ(f.next(), "K1");
}

}  // namespace
