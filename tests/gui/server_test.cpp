// `kabe gui`'s server (gui/server/server.hpp): started in-process on a free port and
// asked over real HTTP, as the page asks it (docs/gui.md).

#include "gui/server/server.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>

#include "engine/engine.hpp"
#include "gui/server/api.hpp"

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

struct Reply {
    int status = 0;
    std::string body;
    std::string content_type;
};

class GuiServerTest : public ::testing::Test {
protected:
    void SetUp() override {
        server_ = std::make_unique<kabe::gui::GuiServer>("127.0.0.1", 0);
        thread_ = std::thread([this] { server_->run(); });
    }
    void TearDown() override {
        server_->stop();
        thread_.join();
    }

    // One GET on a connection of its own.
    Reply get(const std::string& target) {
        asio::io_context io;
        tcp::socket socket(io);
        socket.connect({asio::ip::make_address("127.0.0.1"), server_->port()});
        http::request<http::empty_body> req{http::verb::get, target, 11};
        req.set(http::field::host, "127.0.0.1");
        http::write(socket, req);
        beast::flat_buffer buffer;
        http::response<http::string_body> res;
        http::read(socket, buffer, res);
        return {static_cast<int>(res.result_int()), res.body(),
                std::string(res[http::field::content_type])};
    }

    // Raw bytes in, everything the server sends until it closes.
    std::string raw(const std::string& request) {
        asio::io_context io;
        tcp::socket socket(io);
        socket.connect({asio::ip::make_address("127.0.0.1"), server_->port()});
        asio::write(socket, asio::buffer(request));
        std::string out;
        beast::error_code ec;
        char chunk[4096];
        while (true) {
            const std::size_t n = socket.read_some(asio::buffer(chunk), ec);
            out.append(chunk, n);
            if (ec) break;
        }
        return out;
    }

    std::unique_ptr<kabe::gui::GuiServer> server_;
    std::thread thread_;
};

int count(const std::string& text, const std::string& word) {
    int n = 0;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
        ++n;
    return n;
}

// The value of the first "key":"value" in a JSON text.
std::string string_field(const std::string& json, const std::string& key) {
    const std::string open = "\"" + key + "\":\"";
    const std::size_t at = json.find(open);
    if (at == std::string::npos) return "";
    const std::size_t start = at + open.size();
    return json.substr(start, json.find('"', start) - start);
}

}  // namespace

TEST_F(GuiServerTest, ServesThePageFromTheBinary) {
    const Reply page = get("/");
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(page.content_type.find("text/html"), std::string::npos);
    EXPECT_NE(page.body.find("<title>Kabe</title>"), std::string::npos);
    const Reply script = get("/app.js");
    EXPECT_EQ(script.status, 200);
    EXPECT_NE(script.content_type.find("javascript"), std::string::npos);
    EXPECT_EQ(get("/nothing.js").status, 404);
}

TEST_F(GuiServerTest, ServesTheFavicon) {
    for (const char* path : {"/favicon.svg", "/favicon.ico"}) {
        const Reply icon = get(path);
        EXPECT_EQ(icon.status, 200) << path;
        EXPECT_EQ(icon.content_type, "image/svg+xml") << path;
        EXPECT_NE(icon.body.find("<svg"), std::string::npos) << path;
    }
}

namespace {

// The part of /api/variants that describes one variant.
std::string variant_object(const std::string& body, const std::string& name) {
    const auto at = body.find("{\"name\":\"" + name + "\"");
    if (at == std::string::npos) return {};
    const auto end = body.find("{\"name\":\"", at + 1);
    return body.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// The square number the geometry gives a square name ("a1"), -1 if none.
// (A plain search, not std::regex: GCC 12 warns about std::regex's internals under the
// sanitizers at -O1, -Wmaybe-uninitialized, a false positive that -Werror turns fatal.)
int number_of(const std::string& geometry, const std::string& name) {
    std::string tail = ",\"name\":\"";
    tail += name;
    tail += '"';
    const std::string head = "{\"n\":";
    for (auto at = geometry.find(tail); at != std::string::npos; at = geometry.find(tail, at + 1)) {
        const auto open = geometry.rfind(head, at);
        if (open == std::string::npos) continue;
        const std::string digits = geometry.substr(open + head.size(), at - open - head.size());
        if (!digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos)
            return std::stoi(digits);
    }
    return -1;
}

}  // namespace

TEST_F(GuiServerTest, AlquerqueIsDrawnAsPointsAndLines) {
    const Reply r = get("/api/variants");
    ASSERT_EQ(r.status, 200);
    const std::string alquerque = variant_object(r.body, "alquerque");
    ASSERT_FALSE(alquerque.empty());
    EXPECT_NE(alquerque.find("\"points\":true,\"lines\":[["), std::string::npos);
    // 5x5 points: 2 x 5 x 4 = 40 orthogonal segments, and one diagonal in each of the 16
    // cells (rules.md §2.23: diagonals through the points with row + file even) = 56.
    const auto lines_at = alquerque.find("\"lines\":");
    const std::string lines =
        alquerque.substr(lines_at, alquerque.find("]]", lines_at) + 2 - lines_at);
    EXPECT_EQ(std::count(lines.begin(), lines.end(), '['), 57);  // the list and 56 segments
    const auto has = [&](const char* a, const char* b) {
        const int na = number_of(alquerque, a), nb = number_of(alquerque, b);
        EXPECT_GT(na, 0);
        EXPECT_GT(nb, 0);
        return lines.find('[' + std::to_string(na) + ',' + std::to_string(nb) + ']') !=
               std::string::npos;
    };
    EXPECT_TRUE(has("a1", "b1"));
    EXPECT_TRUE(has("a1", "a2"));
    EXPECT_TRUE(has("a1", "b2"));   // a1 has diagonals (0 + 0 even)
    EXPECT_TRUE(has("c3", "b4"));   // so has the centre
    EXPECT_FALSE(has("b1", "c2"));  // b1 has none (0 + 1 odd)
    EXPECT_FALSE(has("b1", "a2"));
    EXPECT_TRUE(has("c1", "b2"));  // the diagonal b2-c1 is c1's
    // Games on squares have neither.
    EXPECT_EQ(variant_object(r.body, "international").find("\"points\""), std::string::npos);
    EXPECT_EQ(variant_object(r.body, "turkish").find("\"lines\""), std::string::npos);
}

TEST_F(GuiServerTest, TablutMarksItsThrone) {
    const Reply r = get("/api/variants");
    ASSERT_EQ(r.status, 200);
    const std::string tablut = variant_object(r.body, "tablut");
    ASSERT_FALSE(tablut.empty());
    // The throne is e5, the centre of the 9x9 board (rules.md §2.26).
    EXPECT_NE(tablut.find("\"special\":[{\"square\":\"e5\",\"n\":" +
                          std::to_string(number_of(tablut, "e5")) + ",\"kind\":\"throne\"}]"),
              std::string::npos);
    EXPECT_EQ(tablut.find("\"points\""), std::string::npos);
    EXPECT_EQ(variant_object(r.body, "international").find("\"special\""), std::string::npos);
}

TEST_F(GuiServerTest, VariantsCarryTheBoardGeometry) {
    const Reply r = get("/api/variants");
    ASSERT_EQ(r.status, 200);
    EXPECT_NE(r.content_type.find("application/json"), std::string::npos);
    // International: 10x10, 50 dark squares, square 1 is b10, White first.
    EXPECT_NE(r.body.find("{\"name\":\"international\",\"aliases\":[\"normal\",\"standard\","
                          "\"fmjd\"],\"width\":10,\"height\":10,\"whole_board\":false,"
                          "\"notation\":\"numeric\",\"first\":\"white\""),
              std::string::npos);
    EXPECT_NE(r.body.find("{\"n\":1,\"name\":\"b10\",\"file\":1,\"rank\":10}"), std::string::npos);
    // Turkish plays on all 64 squares; English has Black first; Russian writes algebraic.
    EXPECT_NE(r.body.find("\"name\":\"turkish\",\"aliases\":[\"dama\"],\"width\":8,\"height\":8,"
                          "\"whole_board\":true"),
              std::string::npos);
    EXPECT_NE(r.body.find("\"name\":\"english\",\"aliases\":[\"checkers\",\"american\"],\"width\":"
                          "8,\"height\":8,\"whole_board\":false,\"notation\":\"numeric\","
                          "\"first\":\"black\""),
              std::string::npos);
    EXPECT_NE(r.body.find("\"name\":\"russian\",\"aliases\":[\"shashki\"],\"width\":8,\"height\":8,"
                          "\"whole_board\":false,\"notation\":\"algebraic\""),
              std::string::npos);
}

TEST_F(GuiServerTest, StateListsLegalMovesWithPaths) {
    const Reply start = get("/api/state?variant=international&fen=start");
    ASSERT_EQ(start.status, 200);
    EXPECT_EQ(count(start.body, "\"from\":"), 9);  // the 9 opening moves of 10x10
    EXPECT_NE(start.body.find("{\"from\":32,\"to\":28,\"path\":[28],\"captured\":[],\"text\":\"32-"
                              "28\",\"hub\":\"32-28\",\"promotes\":false}"),
              std::string::npos);
    EXPECT_EQ(string_field(start.body, "turn"), "white");

    // A king's double capture: its landing squares and both captured men.
    const Reply capture = get("/api/state?fen=W%3AWK47%3AB9%2C12%2C33");
    ASSERT_EQ(capture.status, 200);
    EXPECT_NE(capture.body.find("\"from\":47,\"to\":"), std::string::npos);
    EXPECT_NE(capture.body.find("\"captured\":[9,12,33]"), std::string::npos);

    // The moves played are replayed; Russian in its algebraic notation.
    const Reply russian = get("/api/state?variant=russian&moves=c3-d4+f6-g5");
    ASSERT_EQ(russian.status, 200);
    EXPECT_NE(russian.body.find("\"history\":[{\"text\":\"c3-d4\""), std::string::npos);
    EXPECT_EQ(string_field(russian.body, "turn"), "white");
}

TEST_F(GuiServerTest, PlayAppliesALegalMoveAndRefusesAnIllegalOne) {
    const Reply ok = get("/api/play?variant=international&moves=&move=32-28");
    ASSERT_EQ(ok.status, 200);
    EXPECT_EQ(string_field(ok.body, "fen").substr(0, 2), "B:");
    EXPECT_NE(ok.body.find("\"result\":{\"over\":false"), std::string::npos);

    const Reply illegal = get("/api/play?variant=international&move=32-23");
    EXPECT_EQ(illegal.status, 400);
    EXPECT_NE(illegal.body.find("\"error\":\"illegal move"), std::string::npos);

    const Reply missing = get("/api/play?variant=international");
    EXPECT_EQ(missing.status, 400);
}

// The result in the GameType's convention, as the PDN, the console and the logs say it.
TEST_F(GuiServerTest, ResultsFollowTheGameTypesConvention) {
    const Reply over = get("/api/state?variant=international&fen=W%3AW%3AB1");
    ASSERT_EQ(over.status, 200);
    const std::string result =
        "\"result\":{\"over\":true,\"result\":\"0-2\",\"white_half_points\":0";
    EXPECT_NE(over.body.find(result), std::string::npos) << over.body;
    EXPECT_NE(over.body.find("[Result \\\"0-2\\\"]"), std::string::npos) << over.body;
    const Reply russian = get("/api/state?variant=russian&fen=W%3AW%3AB1");
    EXPECT_NE(russian.body.find("\"result\":\"0-1\""), std::string::npos) << russian.body;
    const Reply engine = get("/api/engine?variant=international&fen=W%3AW%3AB1&depth=2");
    EXPECT_EQ(engine.status, 400);
    const std::string why = "the game is over: 0-2: White has no legal move";
    EXPECT_NE(engine.body.find(why), std::string::npos) << engine.body;
}

TEST_F(GuiServerTest, BadRequestsGet400AndTheServerGoesOn) {
    const Reply fen = get("/api/state?fen=W%3AW99%3AB1");
    EXPECT_EQ(fen.status, 400);
    EXPECT_NE(fen.body.find("\"error\":\"bad position: "), std::string::npos);
    const Reply garbage = get("/api/state?fen=hello");
    EXPECT_EQ(garbage.status, 400);
    const Reply variant = get("/api/variants?x=1&variant=nope");  // ignored there
    EXPECT_EQ(variant.status, 200);
    const Reply unknown = get("/api/state?variant=nope");
    EXPECT_EQ(unknown.status, 400);
    EXPECT_NE(unknown.body.find("unknown variant"), std::string::npos);
    const Reply bad_move = get("/api/state?moves=32-28+99-1");
    EXPECT_EQ(bad_move.status, 400);
    EXPECT_NE(bad_move.body.find("move 2: "), std::string::npos);
    EXPECT_EQ(get("/api/engine?depth=abc").status, 400);
    EXPECT_EQ(get("/api/nope").status, 404);
    // Not HTTP at all, then a POST: answered, and the server still serves.
    EXPECT_NE(raw("hello there\r\n\r\n").find("400 Bad Request"), std::string::npos);
    EXPECT_NE(
        raw("POST /api/state HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
            .find("405 Method Not Allowed"),
        std::string::npos);
    EXPECT_EQ(get("/api/variants").status, 200);
}

TEST_F(GuiServerTest, EngineMoveIsLegal) {
    for (const std::string variant : {"international", "russian", "turkish"}) {
        const Reply r = get("/api/engine?variant=" + variant + "&depth=3");
        ASSERT_EQ(r.status, 200) << r.body;
        const std::string move = string_field(r.body, "move");
        const auto engine = kabe::Engine::create(variant, 1);
        engine->set_position("start", {});
        const auto legal = engine->legal_moves(kabe::MoveFormat::pdn);
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end())
            << variant << ' ' << move;
        // The state after the move comes with it: the other side to move.
        EXPECT_NE(r.body.find("\"state\":{\"variant\":\"" + variant + "\""), std::string::npos);
    }
}

// The blitz rules on the web board (docs/gui.md): every game route takes rules= and
// claimed=; the state says which draw the side to move may claim (12a-d), /api/claim
// takes it, and Kabe claims one itself when it is no better.
const std::string road_walk =
    "variant=international&fen=B%3AWK1%2CK2%2CK3%3ABK46&moves=46-41+1-7+41-37+7-1+37-41+1-7";

TEST_F(GuiServerTest, BlitzStateShowsTheClaimAndClaimEndsTheGame) {  // 12
    const Reply blitz = get("/api/state?rules=blitz&" + road_walk);
    ASSERT_EQ(blitz.status, 200) << blitz.body;
    EXPECT_NE(blitz.body.find("\"rules\":\"blitz\",\"claim\":{\"clause\":\"12b\""),
              std::string::npos)
        << blitz.body;
    const Reply standard = get("/api/state?" + road_walk);
    EXPECT_NE(standard.body.find("\"rules\":\"standard\",\"claim\":null"), std::string::npos)
        << standard.body;

    const Reply claimed = get("/api/claim?rules=blitz&" + road_walk);
    ASSERT_EQ(claimed.status, 200) << claimed.body;
    EXPECT_NE(claimed.body.find("\"result\":{\"over\":true,\"result\":\"1-1\""), std::string::npos)
        << claimed.body;
    EXPECT_NE(claimed.body.find("Black claimed a draw"), std::string::npos) << claimed.body;
    EXPECT_NE(claimed.body.find("\"legal\":[]"), std::string::npos) << claimed.body;
    // The page keeps the claim with the game: claimed=1 replays it.
    const Reply kept = get("/api/state?rules=blitz&claimed=1&" + road_walk);
    EXPECT_NE(kept.body.find("Black claimed a draw"), std::string::npos) << kept.body;
    EXPECT_EQ(get("/api/play?rules=blitz&claimed=1&move=41-36&" + road_walk).status, 400);
}

TEST_F(GuiServerTest, BlitzRefusesWhatTheRulesDoNotAllow) {
    EXPECT_EQ(get("/api/claim?" + road_walk).status, 400);  // standard rules
    const Reply none = get("/api/claim?rules=blitz&variant=international");
    EXPECT_EQ(none.status, 400);
    EXPECT_NE(none.body.find("no draw can be claimed"), std::string::npos) << none.body;
    const Reply tablut = get("/api/state?rules=blitz&variant=tablut");
    EXPECT_EQ(tablut.status, 400);
    EXPECT_NE(tablut.body.find("no blitz rules"), std::string::npos) << tablut.body;
    const Reply bad = get("/api/state?rules=fast");
    EXPECT_EQ(bad.status, 400);
    EXPECT_NE(bad.body.find("standard or blitz"), std::string::npos) << bad.body;
    const Reply variants = get("/api/variants");
    EXPECT_NE(variants.body.find("\"name\":\"international\""), std::string::npos);
    EXPECT_NE(variants.body.find("\"blitz\":true"), std::string::npos);
    EXPECT_NE(variants.body.find("\"blitz\":false"), std::string::npos);
}

TEST_F(GuiServerTest, BlitzKabeClaimsWhenItIsNoBetter) {  // 12
    const Reply r = get("/api/engine?rules=blitz&depth=3&" + road_walk);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_NE(r.body.find("\"move\":\"\",\"claimed\":true"), std::string::npos) << r.body;
    EXPECT_NE(r.body.find("Black claimed a draw"), std::string::npos) << r.body;
    const Reply standard = get("/api/engine?depth=3&" + road_walk);
    EXPECT_NE(standard.body.find("\"claimed\":false"), std::string::npos) << standard.body;
    EXPECT_FALSE(string_field(standard.body, "move").empty()) << standard.body;
}

TEST_F(GuiServerTest, AnalysisStreamsEngineLinesAsEvents) {
    const std::string stream =
        raw("GET /api/analyze?variant=international&depth=4 HTTP/1.1\r\nHost: x\r\n\r\n");
    EXPECT_NE(stream.find("Content-Type: text/event-stream"), std::string::npos);
    EXPECT_GE(count(stream, "event: info\ndata: {\"depth\":"), 4);
    EXPECT_NE(stream.find("\"pv\":[\""), std::string::npos);
    EXPECT_NE(stream.find("event: done\ndata: {\"move\":\""), std::string::npos);
    // A bad position is a plain 400, not a stream.
    const std::string bad = raw("GET /api/analyze?fen=W%3AW1 HTTP/1.1\r\nHost: x\r\n\r\n");
    EXPECT_NE(bad.find("400 Bad Request"), std::string::npos);
}

TEST_F(GuiServerTest, StopEndsAnEndlessAnalysis) {
    // An analysis without limits runs until the page goes; stop() closes it.
    asio::io_context io;
    tcp::socket socket(io);
    socket.connect({asio::ip::make_address("127.0.0.1"), server_->port()});
    asio::write(socket, asio::buffer(std::string("GET /api/analyze HTTP/1.1\r\nHost: x\r\n\r\n")));
    char chunk[256];
    EXPECT_GT(socket.read_some(asio::buffer(chunk)), 0u);  // the stream has begun
    // TearDown's stop() must return although the search would never end by itself.
}

TEST(GuiApi, QueryParsing) {
    const auto p = kabe::gui::parse_query("fen=W%3AW31-50%3AB1-20&moves=32-28+19-23&flag&x=%zz");
    EXPECT_EQ(p.at("fen"), "W:W31-50:B1-20");
    EXPECT_EQ(p.at("moves"), "32-28 19-23");
    EXPECT_EQ(p.at("flag"), "");
    EXPECT_EQ(p.at("x"), "%zz");
    EXPECT_EQ(kabe::gui::json_string("a\"b\\c\n\x01"), "\"a\\\"b\\\\c\\n\\u0001\"");
}

// kabe gui --watch FILE: /api/watch reads the file afresh at every request, one PDN text
// per game, so the page sees a `kabe match --live` file grow.
TEST_F(GuiServerTest, WatchReturnsTheFilesCurrentGames) {
    // Without --watch the route answers 404 with a reason.
    const Reply none = get("/api/watch");
    EXPECT_EQ(none.status, 404);
    EXPECT_NE(none.body.find("--watch"), std::string::npos) << none.body;

    const std::string path = ::testing::TempDir() + "kabe_gui_watch_test.pdn";
    std::remove(path.c_str());
    server_->stop();
    thread_.join();
    server_ = std::make_unique<kabe::gui::GuiServer>("127.0.0.1", 0);
    server_->watch(path);
    thread_ = std::thread([this] { server_->run(); });

    // Not there yet: no games, and it says so.
    Reply r = get("/api/watch");
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_NE(r.body.find("\"exists\":false,\"games\":[]"), std::string::npos) << r.body;

    const std::string first =
        "[Event \"kabe match\"]\n[Result \"*\"]\n[Variant \"russian\"]\n\n1. c3-d4 *\n";
    std::ofstream(path) << first;
    r = get("/api/watch");
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_NE(r.body.find("\"exists\":true,\"games\":[" + kabe::gui::json_string(first) + "]"),
              std::string::npos)
        << r.body;

    // The file grows (a move, then a second game): the next request sees it.
    const std::string grown =
        "[Event \"kabe match\"]\n[Result \"*\"]\n[Variant \"russian\"]\n\n1. c3-d4 f6-g5 *\n\n";
    const std::string second = "[Event \"kabe match\"]\n[Result \"*\"]\n\n1. 32-28 *\n";
    std::ofstream(path) << grown << second;
    r = get("/api/watch");
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_NE(r.body.find("\"games\":[" + kabe::gui::json_string(grown) + "," +
                          kabe::gui::json_string(second) + "]"),
              std::string::npos)
        << r.body;
    std::remove(path.c_str());
}
