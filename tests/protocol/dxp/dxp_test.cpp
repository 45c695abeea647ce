// DXP (protocols.md §3, docs/dxp.md) against the real `kabe dxp` binary: Kabe against
// Kabe in every role, and a scripted raw peer that plays legal, illegal and malformed
// input. Kabe thinks 50 ms a move (--movetime) and games are kept to a few moves, so the
// suite takes seconds; deadlines are generous for a loaded machine and the sanitizers.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "movegen/generate.hpp"
#include "movegen/notation.hpp"
#include "protocol/dxp/message.hpp"
#include "tests/files.hpp"
#include "tests/protocol/dxp/dxp_process.hpp"

namespace {

using kabe::test::DxpPeer;
using kabe::test::DxpProcess;
using kabe::test::PeerListener;
namespace dxp = kabe::dxp;
using N = kabe::Notation<kabe::International>;
using Pos = N::Pos;
using Mv = N::Mv;

const std::string kabe_name = "Kabe 0.1.0";  // the default --name
const std::string peer_name = "Raw peer";

// ---- temporary PDN files ---------------------------------------------------------------

class TempFile {
public:
    TempFile() : path_(::testing::TempDir() + "kabe_dxp_XXXXXX") {
        const int fd = ::mkstemp(path_.data());
        if (fd < 0) ADD_FAILURE() << "cannot create " << path_;
        if (fd >= 0) ::close(fd);
    }
    ~TempFile() { std::remove(path_.c_str()); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    const std::string& path() const { return path_; }
    std::string text() const { return kabe::test::file_contents(path_); }

private:
    std::string path_;
};

// ---- a tiny PDN reader (what pdn_writer writes: tags, "N." / "...", moves, a result) -----

struct PdnGame {
    std::map<std::string, std::string> tags;
    std::vector<std::string> moves;
    std::string result;  // the result token closing the movetext
    std::string tag(const std::string& name) const {
        const auto it = tags.find(name);
        return it == tags.end() ? std::string("(no " + name + " tag)") : it->second;
    }
};

bool is_result(const std::string& token) {
    return token == "2-0" || token == "0-2" || token == "1-1" || token == "*";
}

std::vector<PdnGame> read_pdn(const std::string& text) {
    std::vector<PdnGame> games;
    PdnGame game;
    bool open = false;  // a game has started (tags or moves seen) and has no result yet
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (!line.empty() && line[0] == '[') {
            const std::size_t space = line.find(' ');
            const std::size_t quote = line.find('"');
            const std::size_t end = line.rfind('"');
            if (space != std::string::npos && quote != std::string::npos && end > quote)
                game.tags[line.substr(1, space - 1)] = line.substr(quote + 1, end - quote - 1);
            open = true;
            continue;
        }
        std::istringstream words(line);
        std::string token;
        while (words >> token) {
            if (token == "...") continue;
            if (token.back() == '.' &&
                token.find_first_not_of("0123456789") == token.size() - 1)  // "12."
                continue;
            if (is_result(token)) {
                game.result = token;
                games.push_back(game);
                game = PdnGame{};
                open = false;
                continue;
            }
            game.moves.push_back(token);
            open = true;
        }
    }
    if (open) {
        ADD_FAILURE() << "PDN game without a result token:\n" << text;
        games.push_back(game);
    }
    return games;
}

// Replays the game's moves from its FEN tag (or the start) with kabe's notation; an
// empty string if every move is legal, else what went wrong. `end` gets the last position.
std::string replay(const PdnGame& game, Pos* end = nullptr) {
    Pos pos;
    try {
        pos = game.tags.count("FEN") ? N::parse_position(game.tags.at("FEN")) : Pos::start();
    } catch (const kabe::NotationError& e) {
        return std::string("bad FEN tag: ") + e.what();
    }
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        try {
            pos = pos.after(N::parse_move(pos, game.moves[i]));
        } catch (const kabe::NotationError& e) {
            return "move " + std::to_string(i + 1) + " '" + game.moves[i] + "': " + e.what();
        }
    }
    if (end) *end = pos;
    return {};
}

bool has_legal_move(const Pos& pos) {
    kabe::MoveList<kabe::International::Word> moves;
    kabe::generate_moves(pos, moves);
    return !moves.empty();
}

// ---- the game a raw peer tracks --------------------------------------------------------

std::vector<int> captured_numbers(const Mv& m) {
    std::vector<int> numbers;
    for (int bit : m.captured) numbers.push_back(N::number_of_bit(bit));
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

// The position of a game played over DXP, with its moves in PDN form as Kabe writes them.
class Game {
public:
    explicit Game(Pos start = Pos::start()) : positions_{start} {}

    const Pos& position() const { return positions_.back(); }
    int plies() const { return static_cast<int>(moves_.size()); }
    const std::vector<std::string>& pdn_moves() const { return moves_; }

    // The legal move a DXP MOVE names (from, to, captured set), if any.
    std::optional<Mv> find(const dxp::MoveMessage& message) const {
        kabe::MoveList<kabe::International::Word> legal;
        kabe::generate_moves(position(), legal);
        std::vector<int> captured = message.captured;
        std::sort(captured.begin(), captured.end());
        for (const Mv& m : legal)
            if (N::number_of_bit(m.from) == message.from && N::number_of_bit(m.to) == message.to &&
                captured_numbers(m) == captured)
                return m;
        return std::nullopt;
    }

    // Plays a move Kabe sent; a test failure if it is not legal here.
    bool play(const dxp::MoveMessage& message) {
        const auto m = find(message);
        if (!m) {
            ADD_FAILURE() << "Kabe's move " << dxp::describe(message) << " is not legal in "
                          << N::to_hub(position());
            return false;
        }
        moves_.push_back(N::format_pdn(position(), *m));
        positions_.push_back(position().after(*m));
        return true;
    }

    // Our reply: the first legal move, as a DXP MOVE with every captured square.
    dxp::MoveMessage choose() const {
        kabe::MoveList<kabe::International::Word> legal;
        kabe::generate_moves(position(), legal);
        EXPECT_FALSE(legal.empty()) << "no legal move to play in " << N::to_hub(position());
        if (legal.empty()) return {};
        const Mv& m = legal[0];
        return dxp::MoveMessage{0, N::number_of_bit(m.from), N::number_of_bit(m.to),
                                captured_numbers(m)};
    }

    // Receives Kabe's next move and plays it here; false (a test failure) if none comes or
    // it is not legal.
    bool take(DxpPeer& peer) {
        const auto move = peer.expect<dxp::MoveMessage>();
        return move && play(*move);
    }

    // Chooses our reply, plays it here and sends it.
    bool reply(DxpPeer& peer) {
        const auto move = choose();
        return play(move) && peer.send(move);
    }

    void take_back_to(int ply) {
        positions_.resize(static_cast<std::size_t>(ply) + 1);
        moves_.resize(static_cast<std::size_t>(ply));
    }

private:
    std::vector<Pos> positions_;
    std::vector<std::string> moves_;
};

// ---- common set-ups --------------------------------------------------------------------

// Kabe thinks 50 ms a move with a small hash: games of a few moves take a fraction of a
// second, even under the sanitizers. Not less: Kabe keeps 30 ms of every move for the wire,
// so 10 ms would mean depth-1 searches that never exercise the real search.
// No book unless asked: the tests see Kabe search (PlaysItsFirstMoveFromTheBook tests
// the book).
enum class Book { off, built_in };
std::vector<std::string> quick(std::vector<std::string> args, const std::string& pdn,
                               Book book = Book::off) {
    for (const char* word : {"--movetime", "0.05", "--hash", "1", "--pdn"}) args.push_back(word);
    args.push_back(pdn);
    if (book == Book::off) args.insert(args.end(), {"--book", "off"});
    return args;
}

// A DXP set-up position from a FEN (DXP letters: W/Z to move, w z W Z e on the squares).
dxp::SetupPosition setup_of(const std::string& fen) {
    const std::string hub = N::to_hub(N::parse_position(fen));
    dxp::SetupPosition setup{hub[0] == 'W' ? dxp::Colour::white : dxp::Colour::black, {}};
    for (char c : hub.substr(1)) setup.squares += c == 'b' ? 'z' : c == 'B' ? 'Z' : c;
    return setup;
}

dxp::GameRequest request(dxp::Colour kabe_colour, std::optional<dxp::SetupPosition> setup = {},
                         int moves = 0) {
    dxp::GameRequest r;
    r.initiator_name = peer_name;
    r.follower_colour = kabe_colour;
    r.minutes = 1;
    r.moves = moves;
    r.setup = std::move(setup);
    return r;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Two Kabe processes, one listening (one connection) and one connecting, each with its
// own PDN file; both must exit 0.
struct KabeVsKabe {
    TempFile server_pdn, client_pdn;
    std::vector<PdnGame> server_games, client_games;

    void run(std::vector<std::string> server_args, std::vector<std::string> client_args) {
        server_args.insert(server_args.begin(), {"--listen", "127.0.0.1:0", "--connections", "1"});
        DxpProcess server(quick(server_args, server_pdn.path()));
        const auto port = server.listening_port();
        ASSERT_TRUE(port);
        client_args.insert(client_args.begin(),
                           {"--connect", "127.0.0.1:" + std::to_string(*port)});
        DxpProcess client(quick(client_args, client_pdn.path()));
        EXPECT_EQ(client.wait_exit(), 0);
        EXPECT_EQ(server.wait_exit(), 0);
        server_games = read_pdn(server_pdn.text());
        client_games = read_pdn(client_pdn.text());
    }
};

// Both records of one game agree and replay legally.
void expect_same_game(const PdnGame& a, const PdnGame& b) {
    EXPECT_EQ(a.moves, b.moves);
    EXPECT_EQ(a.tag("Result"), b.tag("Result"));
    EXPECT_EQ(a.tag("White"), b.tag("White"));
    EXPECT_EQ(a.tag("Black"), b.tag("Black"));
    EXPECT_EQ(a.tag("FEN"), b.tag("FEN"));
    for (const PdnGame* g : {&a, &b}) {
        EXPECT_TRUE(is_result(g->tag("Result"))) << g->tag("Result");
        EXPECT_EQ(g->result, g->tag("Result")) << "the movetext ends with another result";
        EXPECT_EQ(g->tag("GameType"), "20");
        EXPECT_FALSE(g->moves.empty());
        EXPECT_EQ(replay(*g), "");
    }
}

// ---- Kabe against Kabe -----------------------------------------------------------------

struct Roles {
    const char* name;
    bool server_initiates;
    const char* initiator_colour;  // --colour of the Initiator
    friend void PrintTo(const Roles& r, std::ostream* out) { *out << r.name; }
};

class DxpLoopback : public ::testing::TestWithParam<Roles> {};

TEST_P(DxpLoopback, WholeGameRecordedTheSameOnBothSides) {
    const Roles roles = GetParam();
    const std::vector<std::string> initiator = {
        "--initiator",          "--games", "1",        "--time", "1", "--moves", "8", "--colour",
        roles.initiator_colour, "--name",  "Initiator"};
    const std::vector<std::string> follower = {"--name", "Follower"};
    KabeVsKabe match;
    if (roles.server_initiates)
        match.run(initiator, follower);
    else
        match.run(follower, initiator);
    ASSERT_EQ(match.server_games.size(), 1u) << match.server_pdn.text();
    ASSERT_EQ(match.client_games.size(), 1u) << match.client_pdn.text();
    const PdnGame& game = match.server_games[0];
    expect_same_game(game, match.client_games[0]);
    // --colour is the Initiator's colour; GAMEREQ carries the Follower's (pitfall P-D7).
    const bool initiator_white = std::string(roles.initiator_colour) == "white";
    EXPECT_EQ(game.tag("White"), initiator_white ? "Initiator" : "Follower");
    EXPECT_EQ(game.tag("Black"), initiator_white ? "Follower" : "Initiator");
    // 8 moves each, then the side to move ends the game (move limit, reason 0 or an
    // adjudication): nothing is played past the limit.
    EXPECT_EQ(game.moves.size(), 16u);
}

INSTANTIATE_TEST_SUITE_P(
    DxpRoles, DxpLoopback,
    ::testing::Values(Roles{"ServerFollowerClientInitiatorWhite", false, "white"},
                      Roles{"ServerFollowerClientInitiatorBlack", false, "black"},
                      Roles{"ServerInitiatorWhiteClientFollower", true, "white"},
                      Roles{"ServerInitiatorBlackClientFollower", true, "black"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(DxpLoopbackMatch, TwoGamesAlternateColoursOnOneConnection) {
    KabeVsKabe match;
    match.run({"--name", "Follower"}, {"--initiator", "--games", "2", "--colour", "alternate",
                                       "--time", "1", "--moves", "5", "--name", "Initiator"});
    ASSERT_EQ(match.server_games.size(), 2u) << match.server_pdn.text();
    ASSERT_EQ(match.client_games.size(), 2u) << match.client_pdn.text();
    for (int i = 0; i < 2; ++i) expect_same_game(match.server_games[i], match.client_games[i]);
    // alternate starts with the Initiator as White.
    EXPECT_EQ(match.client_games[0].tag("White"), "Initiator");
    EXPECT_EQ(match.client_games[1].tag("White"), "Follower");
}

// Both engines ponder: each search runs while the other side thinks, hits and misses alike;
// the game must still be the same on both sides and stop at the agreed moves.
TEST(DxpLoopbackMatch, BothSidesPonder) {
    KabeVsKabe match;
    match.run({"--name", "Follower", "--ponder"},
              {"--initiator", "--games", "1", "--time", "1", "--moves", "6", "--ponder", "--name",
               "Initiator"});
    ASSERT_EQ(match.server_games.size(), 1u) << match.server_pdn.text();
    ASSERT_EQ(match.client_games.size(), 1u) << match.client_pdn.text();
    expect_same_game(match.server_games[0], match.client_games[0]);
    EXPECT_EQ(match.server_games[0].moves.size(), 12u);
}

// Set-up endgames that end by the rules on the first move: the side left without pieces is
// to move and must give up (GAMEEND reason 1); both records carry the FEN and the winner.
struct Endgame {
    const char* name;
    const char* fen;
    const char* initiator_colour;
    const char* result;
    friend void PrintTo(const Endgame& e, std::ostream* out) { *out << e.name << ' ' << e.fen; }
};

class DxpLoopbackEndgame : public ::testing::TestWithParam<Endgame> {};

TEST_P(DxpLoopbackEndgame, EndsByTheRulesWithTheRightResult) {
    const Endgame e = GetParam();
    KabeVsKabe match;
    match.run({"--initiator", "--fen", e.fen, "--colour", e.initiator_colour, "--time", "1",
               "--moves", "20"},
              {});
    ASSERT_EQ(match.server_games.size(), 1u) << match.server_pdn.text();
    ASSERT_EQ(match.client_games.size(), 1u) << match.client_pdn.text();
    const PdnGame& game = match.server_games[0];
    expect_same_game(game, match.client_games[0]);
    EXPECT_EQ(N::to_fen(N::parse_position(game.tag("FEN"))), N::to_fen(N::parse_position(e.fen)));
    EXPECT_EQ(game.tag("Result"), e.result);
    // The result agrees with the final position: the side to move has lost.
    Pos end;
    ASSERT_EQ(replay(game, &end), "");
    EXPECT_FALSE(has_legal_move(end));
    EXPECT_EQ(game.tag("Result"),
              end.side_to_move() == kabe::Color::black ? std::string("2-0") : "0-2");
    // The reason alone: no "1-0: ..." (the other convention) beside Result "2-0".
    for (const char* other : {"1-0", "0-1"})
        EXPECT_EQ(game.tag("Termination").find(other), std::string::npos)
            << game.tag("Termination");
    EXPECT_FALSE(game.tag("Termination").empty());
    EXPECT_EQ(game.tag("Round"), "1");
    EXPECT_FALSE(game.tag("Site").empty());
}

INSTANTIATE_TEST_SUITE_P(DxpFen, DxpLoopbackEndgame,
                         ::testing::Values(Endgame{"WhiteCapturesAll", "W:W28:B23", "white", "2-0"},
                                           Endgame{"BlackCapturesAll", "B:W28:B23", "white", "0-2"},
                                           Endgame{"KabeInitiatorBlack", "B:W28:B23", "black",
                                                   "0-2"}),
                         [](const auto& info) { return std::string(info.param.name); });

// --pdn is checked before Kabe listens or connects: one line and exit code 2.
TEST(DxpRecords, RefusesAPdnFileItCannotWrite) {
    for (const std::string& pdn : {std::string("/nonexistent/dir/x.pdn"), ::testing::TempDir()}) {
        DxpProcess kabe({"--listen", "127.0.0.1:0", "--pdn", pdn});
        EXPECT_EQ(kabe.wait_exit(), 2) << pdn;
        const std::string text = kabe.stderr_text();
        const std::string err = text.substr(text.find('\n') + 1);  // after "stderr:"
        EXPECT_EQ(err.rfind("kabe dxp: --pdn: cannot write " + pdn + ": ", 0), 0u) << err;
        EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
    }
}

// A record that fails after the first game (a full disk: /dev/full) ends the session with
// exit code 1 and one line that says where the game is kept: a rescue file in $TMPDIR.
TEST(DxpRecords, AFailedRecordStopsTheSessionAndKeepsTheGames) {
    const std::string tmp = ::testing::TempDir() + "kabe_dxp_rescue";
    std::system(("rm -rf '" + tmp + "' && mkdir -p '" + tmp + "'").c_str());
    const char* old_tmpdir = std::getenv("TMPDIR");
    const std::string saved = old_tmpdir ? old_tmpdir : "";
    ::setenv("TMPDIR", tmp.c_str(), 1);  // the children inherit it
    DxpProcess server({"--listen", "127.0.0.1:0", "--connections", "3", "--movetime", "0.05",
                       "--hash", "1", "--pdn", "/dev/full"});
    if (old_tmpdir)
        ::setenv("TMPDIR", saved.c_str(), 1);
    else
        ::unsetenv("TMPDIR");
    const auto port = server.listening_port();
    ASSERT_TRUE(port);
    TempFile client_pdn;
    DxpProcess client(quick({"--connect", "127.0.0.1:" + std::to_string(*port), "--initiator",
                             "--games", "3", "--fen", "W:W28:B23", "--time", "1", "--moves", "20"},
                            client_pdn.path()));
    EXPECT_EQ(server.wait_exit(), 1);
    client.wait_exit();  // the server went away after game 1: the client stops too
    const std::string err = server.stderr_text();
    EXPECT_NE(err.find("kabe dxp: cannot write /dev/full: No space left on device; session "
                       "stopped after 1 game, kept in " +
                       tmp + "/full.rescue-"),
              std::string::npos)
        << err;
    const auto at = err.find(tmp + "/full.rescue-");
    ASSERT_NE(at, std::string::npos);
    const std::string text = kabe::test::file_contents(err.substr(at, err.find('\n', at) - at));
    const auto games = read_pdn(text);
    ASSERT_EQ(games.size(), 1u) << text;
    EXPECT_EQ(games[0].tag("Result"), "2-0");
}

// ---- a raw peer as Initiator against `kabe dxp --listen` (Follower) --------------------

// `kabe dxp --listen 127.0.0.1:0 --connections N` with a PDN file, and its port.
struct Follower {
    TempFile pdn;
    DxpProcess kabe;
    std::optional<int> port;
    explicit Follower(int connections, Book book = Book::off)
        : kabe(quick({"--listen", "127.0.0.1:0", "--connections", std::to_string(connections)},
                     pdn.path(), book)),
          port(kabe.listening_port()) {}
    std::unique_ptr<DxpPeer> connect() { return port ? DxpPeer::connect(*port) : nullptr; }
    std::vector<PdnGame> games() const { return read_pdn(pdn.text()); }
};

TEST(DxpPeer, PlaysChatsTakesBackAndPlaysASecondGame) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);

    // Game 1: Kabe (the Follower) plays White and so moves right after its GAMEACC.
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    const auto accept = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    EXPECT_EQ(accept->follower_name, kabe_name);
    Game game;
    for (int i = 0; i < 4; ++i) {
        const auto move = peer->expect<dxp::MoveMessage>();
        ASSERT_TRUE(move);
        ASSERT_TRUE(game.play(*move));
        // A CHAT is no protocol step: the game goes on.
        if (i == 1) {
            ASSERT_TRUE(peer->send(dxp::Chat{"nice move, still thinking"}));
        }
        ASSERT_TRUE(game.reply(*peer));
    }
    ASSERT_TRUE(game.take(*peer));
    ASSERT_EQ(game.plies(), 9);

    // A take-back beyond the game is refused; back to move 2 with White (Kabe) to move is
    // accepted and Kabe, on move again, replays from there.
    ASSERT_TRUE(peer->send(dxp::BackRequest{999, dxp::Colour::white}));
    const auto refused = peer->expect<dxp::BackAccept>();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, dxp::BackAccept::refused);
    ASSERT_TRUE(peer->send(dxp::BackRequest{2, dxp::Colour::white}));
    const auto back = peer->expect<dxp::BackAccept>();
    ASSERT_TRUE(back);
    EXPECT_EQ(back->code, dxp::BackAccept::accepted);
    game.take_back_to(2);
    const auto replayed = peer->expect<dxp::MoveMessage>();
    ASSERT_TRUE(replayed);
    ASSERT_TRUE(game.play(*replayed)) << "Kabe's move after the take-back";
    ASSERT_TRUE(game.reply(*peer));
    ASSERT_TRUE(game.take(*peer));

    // We give up on our move, welcoming a next game: Kabe acknowledges with reason 0 and
    // our stop code.
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::next_game_welcome}));
    const auto ack = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(ack);
    EXPECT_EQ(*ack, (dxp::GameEnd{dxp::GameEnd::unknown, dxp::GameEnd::next_game_welcome}));
    const std::vector<std::string> first_moves = game.pdn_moves();

    // Game 2 on the same connection: Kabe plays Black, we move first.
    ASSERT_TRUE(peer->send(request(dxp::Colour::black)));
    const auto accept2 = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept2);
    EXPECT_EQ(accept2->code, dxp::GameAccept::accepted);
    Game game2;
    ASSERT_TRUE(game2.reply(*peer));
    ASSERT_TRUE(game2.take(*peer));
    ASSERT_TRUE(game2.reply(*peer));
    ASSERT_TRUE(game2.take(*peer));
    // Give up and stop entirely: the ack echoes stop code 1 and Kabe closes.
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::stop_entirely}));
    const auto ack2 = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(ack2);
    EXPECT_EQ(*ack2, (dxp::GameEnd{dxp::GameEnd::unknown, dxp::GameEnd::stop_entirely}));
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(follower.kabe.wait_exit(), 0);

    const auto games = follower.games();
    ASSERT_EQ(games.size(), 2u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("White"), kabe_name);
    EXPECT_EQ(games[0].tag("Black"), peer_name);
    EXPECT_EQ(games[0].tag("Result"), "2-0");  // Black (we) gave up
    EXPECT_EQ(games[0].moves, first_moves);    // the taken-back moves are gone
    EXPECT_EQ(games[1].tag("White"), peer_name);
    EXPECT_EQ(games[1].tag("Result"), "0-2");  // White (we) gave up
    EXPECT_EQ(games[1].moves, game2.pdn_moves());
    for (const auto& g : games) EXPECT_EQ(replay(g), "");
}

// `kabe dxp` answers from the built-in opening book by default, as Kabe under a Hub GUI
// does, and searches with --book off; its log says which.
TEST(DxpPeer, PlaysItsFirstMoveFromTheBook) {
    for (const Book book : {Book::built_in, Book::off}) {
        Follower follower(1, book);
        auto peer = follower.connect();
        ASSERT_TRUE(peer);
        ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
        ASSERT_TRUE(peer->expect<dxp::GameAccept>());
        ASSERT_TRUE(peer->expect<dxp::MoveMessage>());
        ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::stop_entirely}));
        ASSERT_TRUE(peer->expect<dxp::GameEnd>());
        EXPECT_TRUE(peer->wait_closed());
        EXPECT_EQ(follower.kabe.wait_exit(), 0);
        const std::string log = follower.kabe.stderr_text();
        const bool with_book = book == Book::built_in;
        EXPECT_EQ(log.find("from the book") != std::string::npos, with_book) << log;
        EXPECT_EQ(log.find(", depth ") != std::string::npos, !with_book) << log;
    }
}

// The second half of the verified Scan session (protocols.md §3.7): a set-up position with
// Black (Kabe) to move, then B001Z takes back to the very start and Kabe replays.
TEST(DxpPeer, ScanTranscriptSetUpPositionWithBlackToMoveAndTakeBack) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    // Sent raw, byte for byte as in the transcript.
    const std::string gamereq =
        "R01DXP test initiator              Z001000B"
        "Zzzzzzzzzzzzzzzzzzzwzeeeeeeeeeewewwwwwwwwwwwwwwwwww";
    ASSERT_TRUE(peer->send_raw(gamereq + '\0'));
    const auto accept = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    const auto setup = std::get<dxp::GameRequest>(dxp::decode(gamereq)).setup.value();
    std::string hub(1, setup.to_move == dxp::Colour::white ? 'W' : 'B');
    for (char c : setup.squares) hub += c == 'z' ? 'b' : c == 'Z' ? 'B' : c;
    const Pos start = N::parse_position(hub);
    ASSERT_EQ(start.side_to_move(), kabe::Color::black);
    Game game(start);
    // Black must capture 14x23 (Scan's move); whatever Kabe plays must be legal.
    ASSERT_TRUE(game.take(*peer));
    ASSERT_TRUE(game.reply(*peer));
    ASSERT_TRUE(game.take(*peer));
    // Move 1 with White to move does not exist in a game that starts with Black to move.
    ASSERT_TRUE(peer->send(dxp::BackRequest{1, dxp::Colour::white}));
    const auto refused = peer->expect<dxp::BackAccept>();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code, dxp::BackAccept::refused);
    ASSERT_TRUE(peer->send(dxp::BackRequest{1, dxp::Colour::black}));
    const auto back = peer->expect<dxp::BackAccept>();
    ASSERT_TRUE(back);
    EXPECT_EQ(back->code, dxp::BackAccept::accepted);
    game.take_back_to(0);
    ASSERT_TRUE(game.take(*peer)) << "the replay after B001Z";
    // We (White) give up, stop entirely: E11 answered by E01, as Scan does.
    ASSERT_TRUE(peer->send_raw(std::string("E11") + '\0'));
    const auto ack = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(ack);
    EXPECT_EQ(*ack, (dxp::GameEnd{dxp::GameEnd::unknown, dxp::GameEnd::stop_entirely}));
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(follower.kabe.wait_exit(), 0);

    const auto games = follower.games();
    ASSERT_EQ(games.size(), 1u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "0-2");
    EXPECT_EQ(games[0].moves, game.pdn_moves());
    EXPECT_EQ(N::to_fen(N::parse_position(games[0].tag("FEN"))), N::to_fen(start));
    EXPECT_EQ(replay(games[0]), "");
}

TEST(DxpPeer, RefusesOtherVersionsAndPositionsItCannotPlay) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);

    auto version2 = request(dxp::Colour::white);
    version2.version = 2;
    ASSERT_TRUE(peer->send(version2));
    const auto a1 = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(a1);
    EXPECT_EQ(a1->code, dxp::GameAccept::bad_version);

    // A white man on square 3, its promotion row: no legal position.
    dxp::SetupPosition illegal{dxp::Colour::white, std::string(50, 'e')};
    illegal.squares[2] = 'w';
    illegal.squares[30] = 'z';
    ASSERT_TRUE(peer->send(request(dxp::Colour::white, illegal)));
    const auto a2 = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(a2);
    EXPECT_EQ(a2->code, dxp::GameAccept::not_this_game);
    const auto why = peer->expect<dxp::Chat>();
    ASSERT_TRUE(why);
    EXPECT_TRUE(contains(why->text, "square 3")) << why->text;

    // White to move without a piece: the game is over before it starts.
    dxp::SetupPosition over{dxp::Colour::white, std::string(50, 'e')};
    over.squares[30] = 'z';
    ASSERT_TRUE(peer->send(request(dxp::Colour::black, over)));
    const auto a3 = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(a3);
    EXPECT_EQ(a3->code, dxp::GameAccept::not_this_game);
    ASSERT_TRUE(peer->expect<dxp::Chat>());

    // Still willing: a proper request is accepted (Kabe Black, we move first and give up).
    ASSERT_TRUE(peer->send(request(dxp::Colour::black)));
    const auto a4 = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(a4);
    EXPECT_EQ(a4->code, dxp::GameAccept::accepted);
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::stop_entirely}));
    const auto ack = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(ack);
    EXPECT_EQ(ack->stop, dxp::GameEnd::stop_entirely);
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(follower.kabe.wait_exit(), 0);
    const auto games = follower.games();
    ASSERT_EQ(games.size(), 1u) << follower.pdn.text();  // refused games are not recorded
    EXPECT_EQ(games[0].tag("Result"), "0-2");
}

TEST(DxpPeer, IllegalMoveEndsTheGameNotTheSession) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    Game game;
    ASSERT_TRUE(game.take(*peer));
    // 11-16: square 16 holds a black man.
    const dxp::MoveMessage illegal{0, 11, 16, {}};
    ASSERT_FALSE(game.find(illegal));
    ASSERT_TRUE(peer->send(illegal));
    const auto chat = peer->expect<dxp::Chat>();
    ASSERT_TRUE(chat);
    EXPECT_TRUE(contains(chat->text, "illegal")) << chat->text;
    const auto end = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(end);
    EXPECT_EQ(end->stop, dxp::GameEnd::next_game_welcome);
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::unknown, end->stop}));

    // Kabe serves on: a new game on the same connection.
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    const auto accept = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    Game game2;
    ASSERT_TRUE(game2.take(*peer));
    peer->close();  // mid-game: recorded as unfinished, and the last connection is over
    EXPECT_EQ(follower.kabe.wait_exit(), 0);

    const auto games = follower.games();
    ASSERT_EQ(games.size(), 2u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "*");
    EXPECT_TRUE(contains(games[0].tag("Termination"), "illegal")) << games[0].tag("Termination");
    EXPECT_EQ(games[0].moves, game.pdn_moves());  // the illegal move is not recorded
    EXPECT_EQ(games[1].tag("Result"), "*");
}

TEST(DxpPeer, GarbageIsAnsweredNeverACrash) {
    Follower follower(2);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    const auto expect_error_chat = [&](const std::string& what) {
        const auto chat = peer->expect<dxp::Chat>();
        ASSERT_TRUE(chat) << what;
        EXPECT_TRUE(contains(chat->text, "error")) << what << ": " << chat->text;
    };

    // Between games: an unknown type letter, bytes above 127, a GAMEACC nobody asked for.
    ASSERT_TRUE(peer->send_raw(std::string("X123") + '\0'));
    expect_error_chat("unknown type");
    ASSERT_TRUE(peer->send_raw(std::string("C\xff\xfe\x80 hi") + '\0'));
    expect_error_chat("bytes > 127");
    ASSERT_TRUE(peer->send(dxp::GameAccept{peer_name, dxp::GameAccept::accepted}));
    expect_error_chat("GAMEACC without GAMEREQ");

    // In a game: a GAMEREQ is refused with a CHAT and the game goes on.
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    Game game;
    ASSERT_TRUE(game.take(*peer));
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    expect_error_chat("GAMEREQ during a game");
    ASSERT_TRUE(game.reply(*peer));
    ASSERT_TRUE(game.take(*peer));
    // A MOVE of the wrong length ends the game.
    ASSERT_TRUE(peer->send_raw(std::string("M00011621") + '\0'));
    expect_error_chat("MOVE of the wrong length");
    const auto end = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(end);
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::unknown, end->stop}));
    // 200 bytes without a NUL: not DXP at all.
    ASSERT_TRUE(peer->send_raw(std::string(200, 'x')));
    expect_error_chat("200 bytes without NUL");
    peer->close();

    // The server still takes the next connection and plays.
    auto peer2 = follower.connect();
    ASSERT_TRUE(peer2);
    ASSERT_TRUE(peer2->send(request(dxp::Colour::white)));
    const auto accept = peer2->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    Game game2;
    ASSERT_TRUE(game2.take(*peer2));
    ASSERT_TRUE(peer2->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::stop_entirely}));
    ASSERT_TRUE(peer2->expect<dxp::GameEnd>());
    EXPECT_TRUE(peer2->wait_closed());
    EXPECT_EQ(follower.kabe.wait_exit(), 0);
    const auto games = follower.games();
    ASSERT_EQ(games.size(), 2u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "*");
    EXPECT_EQ(games[0].moves, game.pdn_moves());
    EXPECT_EQ(games[1].tag("Result"), "2-0");
}

TEST(DxpPeer, DisconnectMidGameIsRecordedAndTheServerGoesOn) {
    Follower follower(2);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    Game game;
    ASSERT_TRUE(game.take(*peer));
    ASSERT_TRUE(game.reply(*peer));
    ASSERT_TRUE(game.take(*peer));
    peer->close();

    auto peer2 = follower.connect();
    ASSERT_TRUE(peer2);
    ASSERT_TRUE(peer2->send(request(dxp::Colour::black)));
    const auto accept = peer2->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    ASSERT_TRUE(
        peer2->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::next_game_welcome}));
    ASSERT_TRUE(peer2->expect<dxp::GameEnd>());
    peer2->close();  // between games: nothing to record
    EXPECT_EQ(follower.kabe.wait_exit(), 0);

    const auto games = follower.games();
    ASSERT_EQ(games.size(), 2u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "*");
    EXPECT_EQ(games[0].result, "*");
    EXPECT_TRUE(contains(games[0].tag("Termination"), "disconnect")) << games[0].tag("Termination");
    EXPECT_EQ(games[0].moves, game.pdn_moves());
    EXPECT_EQ(games[1].tag("Result"), "0-2");
    EXPECT_TRUE(games[1].moves.empty());
}

// A peer that connects and says nothing is dropped after --idle-timeout, with a CHAT that
// says why; the server then serves the next connection.
TEST(DxpPeer, ASilentPeerIsDroppedAndTheServerGoesOn) {
    TempFile pdn;
    DxpProcess kabe(quick({"--listen", "127.0.0.1:0", "--connections", "2", "--idle-timeout", "1"},
                          pdn.path()));
    const auto port = kabe.listening_port();
    ASSERT_TRUE(port);
    auto silent = DxpPeer::connect(*port);
    ASSERT_TRUE(silent);
    EXPECT_TRUE(silent->wait_closed(10.0));
    ASSERT_FALSE(silent->chats().empty()) << silent->transcript();
    EXPECT_TRUE(contains(silent->chats().back(), "no message for 1 s")) << silent->transcript();

    auto next = DxpPeer::connect(*port);
    ASSERT_TRUE(next);
    ASSERT_TRUE(next->send(request(dxp::Colour::black)));
    const auto accept = next->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    next->close();
    EXPECT_EQ(kabe.wait_exit(), 0);
}

TEST(DxpOptions, IdleTimeoutIsChecked) {
    for (const char* bad : {"0", "86401", "x"}) {
        DxpProcess kabe({"--listen", "127.0.0.1:0", "--idle-timeout", bad});
        EXPECT_EQ(kabe.wait_exit(), 2) << bad;
    }
}

// TCP gives no message boundaries: a message split over two sends, several in one send and
// empty frames must all read as the messages they are (pitfall P-D1).
TEST(DxpPeer, FramingSplitGluedAndEmptyFrames) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    const std::string gamereq = dxp::encode(request(dxp::Colour::black));
    ASSERT_TRUE(peer->send_raw(gamereq.substr(0, 20)));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // Kabe reads the half first
    ASSERT_TRUE(peer->send_raw(gamereq.substr(20) + '\0'));
    const auto accept = peer->expect<dxp::GameAccept>();
    ASSERT_TRUE(accept);
    EXPECT_EQ(accept->code, dxp::GameAccept::accepted);
    // A CHAT, empty frames and our first move in one send.
    Game game;
    const auto move = game.choose();
    ASSERT_TRUE(game.play(move));
    ASSERT_TRUE(peer->send_raw(dxp::encode(dxp::Chat{"glued"}) + '\0' + '\0' + '\0' +
                               dxp::encode(move) + '\0'));
    ASSERT_TRUE(game.take(*peer));
    EXPECT_TRUE(peer->chats().empty()) << "Kabe complained about valid input";
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::draw, dxp::GameEnd::stop_entirely}));
    ASSERT_TRUE(peer->expect<dxp::GameEnd>());
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(follower.kabe.wait_exit(), 0);
    const auto games = follower.games();
    ASSERT_EQ(games.size(), 1u) << follower.pdn.text();
    EXPECT_EQ(games[0].moves, game.pdn_moves());
}

// The reason of an initial GAMEEND is the sender's view (protocols.md §3.2): 1 it gives up,
// 2 draw, 3 it wins. Kabe plays White; we end each game on our first move.
TEST(DxpPeer, PeerGameEndReasonIsTheSendersView) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);
    for (const int reason : {dxp::GameEnd::i_give_up, dxp::GameEnd::draw, dxp::GameEnd::i_win}) {
        ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
        ASSERT_TRUE(peer->expect<dxp::GameAccept>());
        Game game;
        ASSERT_TRUE(game.take(*peer));
        ASSERT_TRUE(peer->send(dxp::GameEnd{reason, dxp::GameEnd::next_game_welcome}));
        const auto ack = peer->expect<dxp::GameEnd>();
        ASSERT_TRUE(ack);
        EXPECT_EQ(*ack, (dxp::GameEnd{dxp::GameEnd::unknown, dxp::GameEnd::next_game_welcome}));
    }
    peer->close();
    EXPECT_EQ(follower.kabe.wait_exit(), 0);
    const auto games = follower.games();
    ASSERT_EQ(games.size(), 3u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "2-0");  // Black (we) gave up
    EXPECT_EQ(games[1].tag("Result"), "1-1");
    EXPECT_EQ(games[2].tag("Result"), "0-2");  // Black (we) claimed the win
}

// Kabe ends the game itself, on its own move: by the rules when it has lost, and at the
// agreed move limit by adjudication when it is far ahead (reason 3, as Scan does).
TEST(DxpPeer, KabeSendsGameEndOnItsMove) {
    Follower follower(1);
    auto peer = follower.connect();
    ASSERT_TRUE(peer);

    // Kabe White, Black (we) to move captures White's last man: Kabe gives up.
    ASSERT_TRUE(peer->send(request(dxp::Colour::white, setup_of("B:W28:B23"))));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    ASSERT_TRUE(peer->send(dxp::MoveMessage{0, 23, 32, {28}}));
    const auto gives_up = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(gives_up);
    EXPECT_EQ(*gives_up, (dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::next_game_welcome}));
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::unknown, gives_up->stop}));

    // Kabe White with ten men against one, one move each agreed: at the limit Kabe claims
    // the win.
    ASSERT_TRUE(peer->send(request(dxp::Colour::white, setup_of("W:W31-40:B5"), /*moves=*/1)));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    Game game(N::parse_position("W:W31-40:B5"));
    ASSERT_TRUE(game.take(*peer));
    ASSERT_TRUE(game.reply(*peer));
    const auto wins = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(wins);
    EXPECT_EQ(*wins, (dxp::GameEnd{dxp::GameEnd::i_win, dxp::GameEnd::next_game_welcome}));
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::unknown, wins->stop}));
    peer->close();
    EXPECT_EQ(follower.kabe.wait_exit(), 0);

    const auto games = follower.games();
    ASSERT_EQ(games.size(), 2u) << follower.pdn.text();
    EXPECT_EQ(games[0].tag("Result"), "0-2");
    EXPECT_EQ(games[1].tag("Result"), "2-0");
    EXPECT_EQ(games[1].moves, game.pdn_moves());
}

// ---- Kabe as Initiator and TCP client against a raw Follower ---------------------------

TEST(DxpInitiator, ProposesGamesAndHonoursDeclines) {
    PeerListener listener;
    TempFile pdn;
    DxpProcess kabe(quick(
        {"--connect", "127.0.0.1:" + std::to_string(listener.port()), "--initiator", "--games", "3",
         "--time", "3", "--moves", "2", "--colour", "black", "--name", "Kabe Initiator"},
        pdn.path()));
    auto peer = listener.accept();
    ASSERT_TRUE(peer);

    const auto r1 = peer->expect<dxp::GameRequest>();
    ASSERT_TRUE(r1);
    EXPECT_EQ(r1->version, 1);
    EXPECT_EQ(r1->initiator_name, "Kabe Initiator");
    EXPECT_EQ(r1->follower_colour, dxp::Colour::white);  // Kabe plays Black
    EXPECT_EQ(r1->minutes, 3);
    EXPECT_EQ(r1->moves, 2);
    EXPECT_FALSE(r1->setup);  // 'A': the standard start
    ASSERT_TRUE(peer->send(dxp::GameAccept{"Raw follower", dxp::GameAccept::accepted}));

    // We are White: 2 moves each are agreed, so after our third move Kabe, on its move,
    // ends the game at the limit (reason 0: nobody is 3 men ahead after 5 plies).
    Game game;
    for (int i = 0; i < 2; ++i) {
        ASSERT_TRUE(game.reply(*peer));
        ASSERT_TRUE(game.take(*peer));
    }
    ASSERT_TRUE(game.reply(*peer));
    const auto end = peer->expect<dxp::GameEnd>();
    ASSERT_TRUE(end);
    EXPECT_EQ(*end, (dxp::GameEnd{dxp::GameEnd::unknown, dxp::GameEnd::next_game_welcome}));
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::unknown, end->stop}));

    // Code 2 (not this game): Kabe proposes the next one; code 3: Kabe stops.
    const auto r2 = peer->expect<dxp::GameRequest>();
    ASSERT_TRUE(r2);
    EXPECT_EQ(r2->follower_colour, dxp::Colour::white);
    ASSERT_TRUE(peer->send(dxp::GameAccept{"Raw follower", dxp::GameAccept::not_this_game}));
    const auto r3 = peer->expect<dxp::GameRequest>();
    ASSERT_TRUE(r3);
    ASSERT_TRUE(peer->send(dxp::GameAccept{"Raw follower", dxp::GameAccept::no_games}));
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(kabe.wait_exit(), 0);

    const auto games = read_pdn(pdn.text());
    ASSERT_EQ(games.size(), 1u) << pdn.text();
    EXPECT_EQ(games[0].tag("White"), "Raw follower");
    EXPECT_EQ(games[0].tag("Black"), "Kabe Initiator");
    EXPECT_EQ(games[0].tag("Result"), "*");
    EXPECT_EQ(games[0].moves, game.pdn_moves());
}

TEST(DxpInitiator, SendsTheSetUpPositionAndAlternatesColours) {
    const std::string fen = "B:W27,28,K40:B18,19,K5";
    PeerListener listener;
    TempFile pdn;
    DxpProcess kabe(quick(
        {"--connect", "127.0.0.1:" + std::to_string(listener.port()), "--initiator", "--games", "2",
         "--time", "10", "--moves", "0", "--colour", "alternate", "--fen", fen},
        pdn.path()));
    auto peer = listener.accept();
    ASSERT_TRUE(peer);
    for (const dxp::Colour follower : {dxp::Colour::black, dxp::Colour::white}) {
        const auto r = peer->expect<dxp::GameRequest>();
        ASSERT_TRUE(r);
        EXPECT_EQ(r->follower_colour, follower);  // Kabe White first, then Black
        EXPECT_EQ(r->minutes, 10);
        EXPECT_EQ(r->moves, 0);
        EXPECT_EQ(r->initiator_name, kabe_name);
        ASSERT_TRUE(r->setup);  // 'B' and the position
        EXPECT_EQ(*r->setup, setup_of(fen));
        ASSERT_TRUE(peer->send(dxp::GameAccept{"Raw follower", dxp::GameAccept::not_this_game}));
    }
    // Both games declined and none left to propose: Kabe is done.
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(kabe.wait_exit(), 0);
    EXPECT_TRUE(read_pdn(pdn.text()).empty()) << pdn.text();
}

// ---- pondering (--ponder) ---------------------------------------------------------------

// The move of the n-th (from 1) "pondering on MOVE" line of Kabe's log, waiting for it.
std::optional<std::string> pondered_move(DxpProcess& kabe, int n) {
    const std::string marker = "pondering on ";
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (std::chrono::steady_clock::now() < deadline) {
        const std::string log = kabe.stderr_text();
        std::size_t at = 0;
        for (int i = 0; i < n && at != std::string::npos; ++i) {
            at = log.find(marker, at);
            if (at != std::string::npos && i + 1 < n) at += marker.size();
        }
        if (at != std::string::npos) {
            const std::size_t begin = at + marker.size();
            const std::size_t end = log.find_first_of("\r\n", begin);
            if (end != std::string::npos) return log.substr(begin, end - begin);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ADD_FAILURE() << "no 'pondering on' line number " << n << " in:\n" << kabe.stderr_text();
    return std::nullopt;
}

dxp::MoveMessage message_of(const Mv& m) {
    return dxp::MoveMessage{0, N::number_of_bit(m.from), N::number_of_bit(m.to),
                            captured_numbers(m)};
}

// Kabe ponders after each of its moves on the reply it expects (its log names it). The peer
// plays that reply (a hit: the search goes on as Kabe's), then another one (a miss: the
// expected move is taken back and Kabe thinks afresh), then ends the game while Kabe is
// pondering. Every move Kabe sends must be legal and the record must be the game played.
TEST(DxpPonder, HitMissAndGameEndWhilePondering) {
    TempFile pdn;
    DxpProcess kabe(
        quick({"--listen", "127.0.0.1:0", "--connections", "1", "--ponder"}, pdn.path()));
    const auto port = kabe.listening_port();
    ASSERT_TRUE(port);
    auto peer = DxpPeer::connect(*port);
    ASSERT_TRUE(peer);
    ASSERT_TRUE(peer->send(request(dxp::Colour::white)));
    ASSERT_TRUE(peer->expect<dxp::GameAccept>());
    Game game;
    ASSERT_TRUE(game.take(*peer));

    // First a hit (the reply Kabe expects), then a miss (another legal reply) at the first
    // position that has one; where the reply is forced, the expected move is played (a hit).
    int line = 1, hits = 0;
    for (bool missed = false; !missed;) {
        ASSERT_LT(line, 20) << "no position with a second legal reply";
        const auto expected = pondered_move(kabe, line++);
        ASSERT_TRUE(expected);
        const Mv expected_move = N::parse_move(game.position(), *expected);
        kabe::MoveList<kabe::International::Word> legal;
        kabe::generate_moves(game.position(), legal);
        Mv reply = expected_move;
        if (hits > 0 && legal.size() >= 2) {
            reply = legal[0] == expected_move ? legal[1] : legal[0];
            missed = true;
        } else {
            ++hits;
        }
        ASSERT_TRUE(game.play(message_of(reply)));
        ASSERT_TRUE(peer->send(message_of(reply)));
        // Legal in the real position: after a miss, not the expected one.
        ASSERT_TRUE(game.take(*peer));
        if (!missed) {
            EXPECT_TRUE(contains(kabe.stderr_text(), "(ponder hit)"));
        }
    }

    // The game ends while Kabe ponders: acknowledged, recorded without the expected move.
    ASSERT_TRUE(pondered_move(kabe, line));
    ASSERT_TRUE(peer->send(dxp::GameEnd{dxp::GameEnd::i_give_up, dxp::GameEnd::stop_entirely}));
    ASSERT_TRUE(peer->expect<dxp::GameEnd>());
    EXPECT_TRUE(peer->wait_closed());
    EXPECT_EQ(kabe.wait_exit(), 0);
    const auto games = read_pdn(pdn.text());
    ASSERT_EQ(games.size(), 1u) << pdn.text();
    EXPECT_EQ(games[0].moves, game.pdn_moves());
    EXPECT_EQ(games[0].tag("Result"), "2-0");  // Kabe is White and the peer gave up
    EXPECT_TRUE(contains(kabe.stderr_text(), "ponder hits " + std::to_string(hits) + ", misses 1"))
        << kabe.stderr_text();
}

}  // namespace
