// Kabe as pydraughts 0.6.7's HubEngine (the Hub client of lidraughts-bot) drives it, for
// every variant pydraughts plays (draughts/engines/hub.py, core/game.py, core/variant.py and
// convert.py there; docs/hub.md, `notation`). pydraughts cannot be installed here, so its
// lines are reproduced: `set-param name=variant value=<its name>`, then per move
// `pos pos=<its start string> moves="<the game so far>"`, `level depth=N`, `go think`.
// Its start string is its board's own (Game.initial_hub_fen: 'w' is the side that moves
// first, at the bottom), its moves are in the variant's numbering (Move.hub_move); it reads
// `done move=` back by from, to and the sorted captured squares, and fails on anything else.
//
// Legality is checked on a referee (Kabe's engine, in process) fed the same moves with
// algebraic squares, converted by pydraughts' own formulas (convert.py
// `_numeric_to_algebraic_square`, piece.py's board), not by the code under test.

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"
#include "tests/protocol/hub/hub_process.hpp"

namespace {

using kabe::test::HubProcess;
using kabe::test::join_lines;
using kabe::test::starts_with;

// pydraughts' two numberings of a variant's squares, as algebraic names.
enum class Numbering {
    board,           // its board: row by row from the top, dark squares only (piece.py)
    board_mirrored,  // Italian: the same, on a board whose a1 is light
    rows_upward,     // Russian, Brazilian: from a1 row by row upward (convert.py, notation 0)
    turned,          // English: its board's number 33 - n (convert.py, notation 1)
    whole_upward,    // Turkish: all 64 squares from a1 row by row upward
};

struct PydraughtsVariant {
    std::string name;   // what set-param sends
    std::string start;  // Game.initial_hub_fen for 'startpos'
    Numbering moves;
    int per_row, rows;
    std::string kabe_variant;
    // The first moves: the engine's from the start, the client's, the engine's legal
    // replies to it (worked out from pydraughts' board by hand).
    std::set<std::string> first_moves;
    std::string client_move;
    std::set<std::string> replies;
};

// A Hub string: the side to move, then runs of one letter.
std::string hub_string(char side, std::initializer_list<std::pair<char, int>> runs) {
    std::string out(1, side);
    for (const auto& [letter, count] : runs) out.append(static_cast<std::size_t>(count), letter);
    return out;
}

const std::string ten_by_ten = hub_string('W', {{'b', 20}, {'e', 10}, {'w', 20}});
const std::string eight_by_eight = hub_string('W', {{'b', 12}, {'e', 8}, {'w', 12}});

std::vector<PydraughtsVariant> pydraughts_variants() {
    const std::set<std::string> ten_first = {"31-26", "31-27", "32-27", "32-28", "33-28",
                                             "33-29", "34-29", "34-30", "35-30"};
    const std::set<std::string> ten_replies = {"16-21", "17-21", "17-22", "18-22", "18-23",
                                               "19-23", "19-24", "20-24", "20-25"};
    return {
        {"standard", ten_by_ten, Numbering::board, 5, 10, "international", ten_first, "32-28",
         ten_replies},
        {"frisian", ten_by_ten, Numbering::board, 5, 10, "frisian", ten_first, "32-28",
         ten_replies},
        {"antidraughts", ten_by_ten, Numbering::board, 5, 10, "antidraughts", ten_first, "32-28",
         ten_replies},
        {"breakthrough", ten_by_ten, Numbering::board, 5, 10, "breakthrough", ten_first, "32-28",
         ten_replies},
        {"frysk!",
         hub_string('W', {{'b', 5}, {'e', 40}, {'w', 5}}),
         Numbering::board,
         5,
         10,
         "frysk",
         {"46-41", "47-41", "47-42", "48-42", "48-43", "49-43", "49-44", "50-44", "50-45"},
         "48-43",
         {"1-6", "1-7", "2-7", "2-8", "3-8", "3-9", "4-9", "4-10", "5-10"}},
        {"italian",
         eight_by_eight,
         Numbering::board_mirrored,
         4,
         8,
         "italian",
         {"21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"},
         "22-18",
         {"9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16"}},
        // Russian and Brazilian: a3-b4 is 9-13, c3-d4 10-14, d6-c5 22-18.
        {"russian",
         eight_by_eight,
         Numbering::rows_upward,
         4,
         8,
         "russian",
         {"9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16"},
         "10-14",
         {"21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"}},
        {"brazilian",
         eight_by_eight,
         Numbering::rows_upward,
         4,
         8,
         "brazilian",
         {"9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16"},
         "10-14",
         {"21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"}},
        // English: the string's 'w' men are Black's, which moves first, 11-15 (its board's
        // 22-18); White answers from 21-24.
        {"english",
         eight_by_eight,
         Numbering::turned,
         4,
         8,
         "english",
         {"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"},
         "11-15",
         {"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"}},
        // Turkish: the string is row by row from a8 (Black on ranks 6-7, White on 2-3); moves
        // are numbered from a1: a3-a4 is 17-25, Black's b6-b5 42-34.
        {"turkish",
         hub_string('W', {{'e', 8}, {'b', 16}, {'e', 16}, {'w', 16}, {'e', 8}}),
         Numbering::whole_upward,
         8,
         8,
         "turkish",
         {"17-25", "18-26", "19-27", "20-28", "21-29", "22-30", "23-31", "24-32"},
         "17-25",
         {"41-33", "42-34", "43-35", "44-36", "45-37", "46-38", "47-39", "48-40"}},
    };
}

// A square of pydraughts' move numbering as an algebraic name.
std::string algebraic(const PydraughtsVariant& v, int n) {
    int file = 0, rank = 0;
    const auto on_board = [&](int square, bool mirrored) {
        const int row = (square - 1) / v.per_row;  // from the top
        const bool starts_on_b = (row % 2 == 0) != mirrored;
        file = (square - 1) % v.per_row * 2 + (starts_on_b ? 1 : 0);
        rank = v.rows - row;
    };
    switch (v.moves) {
        case Numbering::board:
            on_board(n, false);
            break;
        case Numbering::board_mirrored:
            on_board(n, true);
            break;
        case Numbering::turned:
            // Its board has Black, which moves first, at the bottom; English diagrams (and
            // Kabe) have Black at the top: the same board turned half a circle.
            on_board(v.per_row * v.rows + 1 - n, false);
            file = 2 * v.per_row - 1 - file;
            rank = v.rows + 1 - rank;
            break;
        case Numbering::rows_upward: {
            const int row = (n - 1) / v.per_row;  // from the bottom
            file = (n - 1) % v.per_row * 2 + (row % 2 == 1 ? 1 : 0);
            rank = row + 1;
            break;
        }
        case Numbering::whole_upward:
            file = (n - 1) % v.per_row;
            rank = (n - 1) / v.per_row + 1;
            break;
    }
    std::string name(1, static_cast<char>('a' + file));
    name += std::to_string(rank);
    return name;
}

struct ClientMove {
    std::vector<int> squares;  // from, to, captured...
    bool capture = false;
};

// What pydraughts accepts as a Hub move (Move._to_board): numbers joined by '-' (two) or by
// 'x' (from, to and every captured square). Anything else raises there.
std::optional<ClientMove> read_client_move(const std::string& text) {
    ClientMove m;
    m.capture = text.find('x') != std::string::npos;
    const char separator = m.capture ? 'x' : '-';
    std::size_t i = 0;
    while (i <= text.size()) {
        const std::size_t end = std::min(text.find(separator, i), text.size());
        const std::string number = text.substr(i, end - i);
        if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        m.squares.push_back(std::stoi(number));
        i = end + 1;
    }
    if (m.capture ? m.squares.size() < 3 : m.squares.size() != 2) return std::nullopt;
    return m;
}

std::string to_algebraic(const PydraughtsVariant& v, const ClientMove& m) {
    std::string out;
    for (std::size_t k = 0; k < m.squares.size(); ++k) {
        if (k > 0) out += m.capture ? 'x' : '-';
        out += algebraic(v, m.squares[k]);
    }
    return out;
}

int pieces_in(const std::string& hub) {
    return static_cast<int>(
        std::count_if(hub.begin() + 1, hub.end(), [](char c) { return c != 'e'; }));
}

std::string field(const std::string& line, const std::string& name) {
    const std::size_t at = line.find(" " + name + "=");
    if (at == std::string::npos) return {};
    const std::size_t start = at + name.size() + 2;
    return line.substr(start, line.find(' ', start) - start);
}

std::string join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// The lines pydraughts writes for one search (HubEngine.go): `pos` without `moves=` at the
// start of a game.
std::vector<std::string> go(HubProcess& hub, const PydraughtsVariant& v,
                            const std::vector<std::string>& moves, int depth) {
    hub.send(moves.empty() ? "pos pos=" + v.start
                           : "pos pos=" + v.start + " moves=\"" + join(moves) + "\"");
    hub.send("level depth=" + std::to_string(depth));
    hub.send("go think");
    return hub.read_until("done");
}

void start(HubProcess& hub, const std::string& variant) {
    hub.send("hub");
    hub.read_until("wait");
    hub.send("set-param name=variant value=" + variant);
    hub.send("init");
    ASSERT_EQ(hub.read_line(), "ready");
}

TEST(HubPydraughts, FirstMovesAreInPydraughtsNumbers) {
    for (const auto& v : pydraughts_variants()) {
        SCOPED_TRACE(v.name);
        HubProcess hub;
        start(hub, v.name);
        const auto first = go(hub, v, {}, 3);
        const std::string move = field(first.back(), "move");
        EXPECT_TRUE(v.first_moves.count(move)) << join_lines(first);
        const auto reply = go(hub, v, {v.client_move}, 3);
        EXPECT_TRUE(v.replies.count(field(reply.back(), "move"))) << join_lines(reply);
        for (const auto& line : hub.transcript()) EXPECT_FALSE(starts_with(line, "error")) << line;
    }
}

// Kabe's own numbering stays available (`notation=kabe`): Russian c3-d4 is 22-18 there.
TEST(HubPydraughts, KabeNotationKeepsKabesNumbers) {
    HubProcess hub;
    hub.send("hub");
    hub.read_until("wait");
    hub.send("set-param name=variant value=russian");
    hub.send("set-param name=notation value=kabe");
    hub.send("init");
    ASSERT_EQ(hub.read_line(), "ready");
    hub.send("pos pos=" + eight_by_eight + " moves=\"22-18\"");
    hub.send("level depth=3");
    hub.send("go think");
    const auto lines = hub.read_until("done");
    const std::set<std::string> black = {"9-13",  "9-14",  "10-14", "10-15",
                                         "11-15", "11-16", "12-16"};
    EXPECT_TRUE(black.count(field(lines.back(), "move"))) << join_lines(lines);
    hub.send("set-param name=notation value=scan");
    const auto error = hub.read_line();
    EXPECT_TRUE(error && starts_with(*error, "error message=\"bad value for notation")) << *error;
}

// A pydraughts move that is illegal is refused with the client's own text in the message.
TEST(HubPydraughts, AnIllegalMoveNamesTheClientsText) {
    HubProcess hub;
    start(hub, "russian");
    hub.send("pos pos=" + eight_by_eight + " moves=\"22-18\"");  // Kabe's c3-d4, not pydraughts'
    const auto error = hub.read_line();
    ASSERT_TRUE(error);
    EXPECT_TRUE(starts_with(*error, "error message=\"illegal move")) << *error;
    EXPECT_NE(error->find("the client's '22-18' in notation=pydraughts"), std::string::npos)
        << *error;
}

// lidraughts' and pydraughts' names: lidraughts-bot sends normal, bt, losing and frisian
// (also for Frysk!), pydraughts frysk! and american; lidraughts writes names capitalised.
TEST(HubPydraughts, LidraughtsAndPydraughtsNamesAreAccepted) {
    for (const std::string name : {"normal", "standard", "bt", "losing", "frysk", "frysk!",
                                   "Frysk!", "Russian", "american", "turkish"}) {
        HubProcess hub;
        hub.send("hub");
        hub.read_until("wait");
        hub.send("set-param name=variant value=" + name);
        hub.send("ping");
        EXPECT_EQ(hub.read_line(), "pong") << name;
    }
}

// A whole game as pydraughts drives it, Kabe playing both sides: every `done` must be a
// move pydraughts can read and the referee finds legal (and its ponder move too), until
// the rules end the game (pydraughts stops asking there).
TEST(HubPydraughts, AGameOfEveryVariantEndsLegally) {
    for (const auto& v : pydraughts_variants()) {
        SCOPED_TRACE(v.name);
        HubProcess hub;
        start(hub, v.name);
        auto referee = kabe::Engine::create(v.kabe_variant, 1);
        referee->set_position("start", {});
        std::vector<std::string> moves;
        constexpr int max_plies = 400;
        while (!referee->result().over && static_cast<int>(moves.size()) < max_plies) {
            const auto lines = go(hub, v, moves, 2);
            ASSERT_TRUE(starts_with(lines.back(), "done")) << join_lines(lines);
            const std::string text = field(lines.back(), "move");
            const auto move = read_client_move(text);
            ASSERT_TRUE(move) << "pydraughts cannot read " << lines.back() << " after "
                              << join(moves);
            const int before = pieces_in(referee->hub_position());
            try {
                referee->play(to_algebraic(v, *move));
            } catch (const std::exception& e) {
                FAIL() << lines.back() << " after " << join(moves) << ": " << e.what();
            }
            // Every captured piece listed, as pydraughts' lookup needs.
            EXPECT_EQ(before - pieces_in(referee->hub_position()),
                      move->capture ? static_cast<int>(move->squares.size()) - 2 : 0)
                << text;
            const std::string ponder = field(lines.back(), "ponder");
            if (!ponder.empty() && !referee->result().over) {
                const auto expected = read_client_move(ponder);
                ASSERT_TRUE(expected) << lines.back();
                auto copy = kabe::Engine::create(v.kabe_variant, 1);
                copy->set_position("start", {});
                for (const auto& m : moves) copy->play(to_algebraic(v, *read_client_move(m)));
                copy->play(to_algebraic(v, *move));
                EXPECT_NO_THROW(copy->play(to_algebraic(v, *expected))) << lines.back();
            }
            moves.push_back(text);
        }
        EXPECT_TRUE(referee->result().over)
            << "not over after " << max_plies << " plies: " << join(moves);
        for (const auto& line : hub.transcript()) EXPECT_FALSE(starts_with(line, "error")) << line;
    }
}

}  // namespace
