// Hub protocol transcripts (protocols.md §2) against the real `kabe hub` process: what a GUI
// sends, and the exact lines the engine must answer. Searches use small depths or stop
// themselves; timings are only checked as "within a few seconds" (a loaded 2-core machine
// and the sanitizers slow everything down).

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "egdb/egdb.hpp"
#include "engine/engine.hpp"
#include "eval/patterns/weights.hpp"
#include "movegen/variants.hpp"
#include "tests/protocol/hub/hub_process.hpp"

namespace {

using kabe::test::ends_with_prefix;
using kabe::test::HubProcess;
using kabe::test::join_lines;
using kabe::test::starts_with;
using Clock = std::chrono::steady_clock;

const std::string start_position = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
// 15 men each, the centre empty: deep enough that a search runs for seconds, so that the
// engine cannot finish on its own while a test ponders or analyses (depth 15 takes over a
// second here in Release).
const std::string middlegame = "Wbbbbbbbbbbbbbbbeeeeeeeeeeeeeeeeeeeewwwwwwwwwwwwwww";

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// A parsed output line: the command and its arguments (protocols.md §2.2 grammar, enough of
// it for what the engine writes).
struct Fields {
    std::string command;
    std::map<std::string, std::string> args;
    bool has(const std::string& name) const { return args.count(name) != 0; }
    std::string get(const std::string& name) const {
        const auto it = args.find(name);
        return it == args.end() ? std::string() : it->second;
    }
};

Fields parse(const std::string& line) {
    Fields f;
    std::size_t i = line.find(' ');
    f.command = line.substr(0, i);
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        if (i >= line.size()) break;
        const std::size_t name_end = std::min(line.find_first_of(" =", i), line.size());
        const std::string name = line.substr(i, name_end - i);
        i = name_end;
        std::string value;
        if (i < line.size() && line[i] == '=') {
            ++i;
            if (i < line.size() && line[i] == '"') {
                const std::size_t close = std::min(line.find('"', i + 1), line.size());
                value = line.substr(i + 1, close - i - 1);
                i = close + 1;
            } else {
                const std::size_t end = std::min(line.find(' ', i), line.size());
                value = line.substr(i, end - i);
                i = end;
            }
        }
        f.args[name] = value;
    }
    return f;
}

bool is_digits(const std::string& s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
}

// A decimal number with exactly `decimals` digits after the point, maybe negative.
bool is_fixed(const std::string& s, std::size_t decimals) {
    const std::string body = !s.empty() && s[0] == '-' ? s.substr(1) : s;
    const std::size_t point = body.find('.');
    if (point == std::string::npos) return false;
    return is_digits(body.substr(0, point)) && is_digits(body.substr(point + 1)) &&
           body.size() - point - 1 == decimals;
}

// A Hub move: from-to, or from x to x captured... (protocols.md §2.7).
struct HubMove {
    int from = 0, to = 0;
    std::multiset<int> captured;
    bool capture = false;
};

std::optional<HubMove> parse_move(const std::string& text) {
    HubMove m;
    std::vector<std::string> squares;
    std::size_t i = 0;
    char separator = 0;
    while (true) {
        const std::size_t end = std::min(text.find_first_of("-x", i), text.size());
        const std::string number = text.substr(i, end - i);
        if (!is_digits(number) || number[0] == '0' || std::atoi(number.c_str()) > 72)  // 12x12
            return std::nullopt;
        squares.push_back(number);
        if (end == text.size()) break;
        if (separator == 0) separator = text[end];
        if (text[end] != separator) return std::nullopt;
        i = end + 1;
    }
    if (squares.size() < 2) return std::nullopt;
    m.capture = separator == 'x';
    if (!m.capture && squares.size() != 2) return std::nullopt;
    if (m.capture && squares.size() < 3) return std::nullopt;  // captured squares are mandatory
    m.from = std::atoi(squares[0].c_str());
    m.to = std::atoi(squares[1].c_str());
    for (std::size_t k = 2; k < squares.size(); ++k)
        m.captured.insert(std::atoi(squares[k].c_str()));
    return m;
}

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        if (end > i) words.push_back(text.substr(i, end - i));
        i = end + 1;
    }
    return words;
}

std::string join_words(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// Checks one `info` line field by field (protocols.md §2.10, as Scan writes them).
void check_info(const std::string& line) {
    SCOPED_TRACE(line);
    const Fields f = parse(line);
    ASSERT_EQ(f.command, "info");
    if (f.has("book")) {  // a book move, unsearched: its score and move (tests/.../book_test.cpp)
        EXPECT_EQ(f.get("book"), "true");
        EXPECT_TRUE(is_fixed(f.get("score"), 2)) << "score= must be in men with two decimals";
        EXPECT_EQ(split_words(f.get("pv")).size(), 1u);
        return;
    }
    EXPECT_TRUE(is_digits(f.get("depth"))) << "depth= must be an integer";
    EXPECT_GE(std::atoi(f.get("depth").c_str()), 1);
    EXPECT_TRUE(is_fixed(f.get("score"), 2)) << "score= must be in men with two decimals";
    EXPECT_TRUE(is_digits(f.get("nodes"))) << "nodes= must be an integer";
    if (f.has("mean-depth")) {
        EXPECT_TRUE(is_fixed(f.get("mean-depth"), 1));
    }
    if (f.has("time")) {
        EXPECT_TRUE(is_fixed(f.get("time"), 3));
    }
    if (f.has("nps")) {
        EXPECT_TRUE(is_fixed(f.get("nps"), 1));
    }
    if (f.has("pv")) {
        const auto pv = split_words(f.get("pv"));
        EXPECT_FALSE(pv.empty());
        for (const auto& move : pv) EXPECT_TRUE(parse_move(move)) << "bad pv move " << move;
    }
}

// The lines a search writes: info lines, then done. Checks them all and returns the done
// line's fields (empty command if the search did not end properly).
Fields check_search(const std::vector<std::string>& lines) {
    if (!ends_with_prefix(lines, "done")) {
        ADD_FAILURE() << "no done:\n" << join_lines(lines);
        return {};
    }
    std::string last_pv;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        EXPECT_TRUE(starts_with(lines[i], "info ")) << "only info lines before done:\n"
                                                    << join_lines(lines);
        if (!starts_with(lines[i], "info ")) continue;
        check_info(lines[i]);
        const Fields info = parse(lines[i]);
        if (info.has("pv")) last_pv = info.get("pv");
    }
    const Fields done = parse(lines.back());
    EXPECT_EQ(done.command, "done") << lines.back();
    for (const auto& [name, value] : done.args) {
        EXPECT_TRUE(name == "move" || name == "ponder") << lines.back();
        EXPECT_TRUE(parse_move(value)) << lines.back();
    }
    EXPECT_FALSE(done.has("ponder") && !done.has("move")) << lines.back();
    // The move played is the first move of the last (deepest) principal variation.
    if (done.has("move") && !last_pv.empty()) {
        EXPECT_EQ(split_words(last_pv).front(), done.get("move")) << join_lines(lines);
    }
    return done;
}

// Every line the engine writes on stdout is a protocol line (logs go to stderr).
void expect_protocol_only(const std::vector<std::string>& lines) {
    static const std::set<std::string> commands = {"id",   "param", "wait", "ready",
                                                   "info", "done",  "pong", "error"};
    for (const auto& line : lines)
        EXPECT_TRUE(commands.count(line.substr(0, line.find(' '))))
            << "not a protocol line: " << line;
}

// A Hub session with the engine; at the end every line it wrote must have been a protocol
// line, and the engine must exit with 0 at the end of input (HubProcess's destructor).
class Session : public HubProcess {
public:
    ~Session() { expect_protocol_only(transcript()); }

    // The start of every session: `hub` ... `wait`, `init` ... `ready`. Without the
    // opening book, so that searches from the start position search (the book has tests
    // of its own, book_test.cpp).
    std::vector<std::string> handshake() {
        send("hub");
        auto lines = read_until("wait");
        send("set-param name=book value=false");
        send("init");
        const auto ready = read_line();
        EXPECT_EQ(ready, "ready");
        return lines;
    }
    // `ping` must be answered by `pong` and nothing else: proves that the engine still
    // serves and that the previous command wrote nothing more.
    void expect_pong(const std::string& after) {
        send("ping");
        EXPECT_EQ(read_line(), "pong") << "after: " << after.substr(0, 200);
    }
    // A search to a fixed depth from `pos`; returns its lines up to done.
    std::vector<std::string> search(const std::string& pos, int depth) {
        send(pos);
        send("level depth=" + std::to_string(depth));
        send("go think");
        return read_until("done");
    }
    // The next line, which must be `error message="..."`; returns the message.
    std::string expect_error(const std::string& input) {
        const auto line = read_line();
        EXPECT_TRUE(line && starts_with(*line, "error message=\""))
            << "input: " << input.substr(0, 200) << "\ngot: " << line.value_or("(nothing)");
        return line ? parse(*line).get("message") : std::string();
    }
};

std::string pos_command(const std::vector<std::string>& moves) {
    return "pos pos=" + start_position + " moves=\"" + join_words(moves) + "\"";
}

TEST(HubHandshake, IdParamsWaitThenReady) {
    Session hub;
    const auto lines = hub.handshake();
    ASSERT_TRUE(ends_with_prefix(lines, "wait"));
    ASSERT_GE(lines.size(), 3u);
    EXPECT_TRUE(starts_with(lines.front(), "id name=Kabe ")) << lines.front();
    EXPECT_TRUE(parse(lines.front()).has("version")) << lines.front();
    EXPECT_EQ(lines.back(), "wait");
    std::set<std::string> names;
    for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
        SCOPED_TRACE(lines[i]);
        const Fields p = parse(lines[i]);
        EXPECT_EQ(p.command, "param");
        EXPECT_FALSE(p.get("name").empty());
        EXPECT_TRUE(p.has("value"));
        const std::string type = p.get("type");
        EXPECT_TRUE(type == "bool" || type == "int" || type == "real" || type == "string" ||
                    type == "enum");
        if (type == "int") {
            EXPECT_TRUE(is_digits(p.get("min")) && is_digits(p.get("max")));
            EXPECT_LE(std::atol(p.get("min").c_str()), std::atol(p.get("value").c_str()));
            EXPECT_LE(std::atol(p.get("value").c_str()), std::atol(p.get("max").c_str()));
        }
        if (type == "bool") {
            EXPECT_TRUE(p.get("value") == "true" || p.get("value") == "false");
        }
        if (type == "enum") {
            const auto values = split_words(p.get("values"));
            EXPECT_NE(std::find(values.begin(), values.end(), p.get("value")), values.end());
        }
        names.insert(p.get("name"));
    }
    EXPECT_EQ(names.size(), lines.size() - 2) << "parameter names must be unique";
    EXPECT_TRUE(names.count("variant") && names.count("hash"));
    hub.expect_pong("init");
}

// Every announced value is accepted back by set-param (what the Hub GUI does with the
// values it shows), and changing the variant to one it announced works.
TEST(HubHandshake, AnnouncedValuesAreAccepted) {
    Session hub;
    const auto lines = hub.handshake();
    for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
        const Fields p = parse(lines[i]);
        const std::string command =
            "set-param name=" + p.get("name") + " value=\"" + p.get("value") + "\"";
        hub.send(command);
        hub.expect_pong(command);
        for (const auto& value : split_words(p.get("values"))) {
            const std::string other = "set-param name=" + p.get("name") + " value=" + value;
            hub.send(other);
            hub.expect_pong(other);
        }
    }
    hub.send("init");
    EXPECT_EQ(hub.read_line(), "ready");
    const Fields done = check_search(hub.search("pos start", 2));
    EXPECT_TRUE(done.has("move"));
}

// Lazy SMP through the Hub: `threads` is announced up to 64, and a search with 2 threads
// (a fixed depth, then a short move time) answers with a legal move.
TEST(HubThreads, TwoThreadsSearchAndAnswer) {
    Session hub;
    const auto lines = hub.handshake();
    bool announced = false;
    for (const auto& line : lines) {
        const Fields p = parse(line);
        if (p.command == "param" && p.get("name") == "threads") {
            announced = true;
            EXPECT_EQ(p.get("max"), "64") << line;
        }
    }
    EXPECT_TRUE(announced);
    hub.send("set-param name=threads value=2");
    hub.expect_pong("set-param name=threads value=2");
    EXPECT_TRUE(check_search(hub.search("pos start", 6)).has("move"));
    hub.send("pos start moves=\"32-28 19-23\"");
    hub.send("level move-time=0.05");
    hub.send("go think");
    EXPECT_TRUE(check_search(hub.read_until("done")).has("move"));
    hub.send("set-param name=threads value=65");
    hub.expect_error("set-param name=threads value=65");
    hub.expect_pong("threads 65");
}

// The 8x8 variants through the Hub loop: the position string has one letter per square
// (33 characters, pydraughts' convention) and a self-play game ends by the rules.
TEST(HubGame, EightByEightSelfPlayEndsWithALegalResult) {
    // Pool starts with Black to move (APCA 7), Brazilian with White.
    for (const auto& [variant, start] :
         {std::pair<std::string, std::string>{"brazilian", "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"},
          std::pair<std::string, std::string>{"pool", "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"}}) {
        SCOPED_TRACE(variant);
        Session hub;
        hub.send("hub");
        hub.read_until("wait");
        hub.send("set-param name=variant value=" + variant);
        hub.send("init");
        EXPECT_EQ(hub.read_line(), "ready");
        std::vector<std::string> moves;
        bool over = false;
        while (moves.size() < 300 && !over) {
            const auto lines =
                hub.search("pos pos=" + start + " moves=\"" + join_words(moves) + "\"", 2);
            const Fields done = check_search(lines);
            ASSERT_EQ(done.command, "done") << join_lines(lines);
            if (done.has("move"))
                moves.push_back(done.get("move"));
            else
                over = true;
        }
        hub.send("pos pos=" + start + " moves=\"" + join_words(moves) + "\"");
        hub.expect_pong("the whole game");
        EXPECT_GT(moves.size(), 4u);
    }
}

// Every variant through the Hub loop: a short self-play game at depth 2 from its start,
// every move sent back in the next `pos` (an illegal one would draw an error line). The
// game stops when the engine has no move, which it may only say when the rules (the same
// Game, in process) have ended the game, or at a cap of 60 plies. Kabe's own numbering
// (`notation=kabe`), which the referee reads; pydraughts' is pydraughts_test.cpp's.
TEST(HubGame, EveryVariantSelfPlaysLegally) {
    for (const auto& variant : kabe::variant_names()) {
        SCOPED_TRACE(variant);
        Session hub;
        hub.send("hub");
        hub.read_until("wait");
        hub.send("set-param name=variant value=" + variant);
        hub.send("set-param name=notation value=kabe");
        hub.send("init");
        ASSERT_EQ(hub.read_line(), "ready");
        std::vector<std::string> moves;
        bool over = false;
        while (moves.size() < 60 && !over) {
            const auto lines = hub.search("pos start moves=\"" + join_words(moves) + "\"", 2);
            const Fields done = check_search(lines);
            ASSERT_EQ(done.command, "done") << join_lines(lines);
            if (done.has("move"))
                moves.push_back(done.get("move"));
            else
                over = true;
        }
        hub.send("pos start moves=\"" + join_words(moves) + "\"");
        hub.expect_pong("the whole game");
        for (const auto& line : hub.transcript()) EXPECT_FALSE(starts_with(line, "error")) << line;
        const auto referee = kabe::Engine::create(variant, 1);
        referee->set_position("start", moves);
        EXPECT_EQ(referee->moves_played(), static_cast<int>(moves.size()));
        if (over) {
            EXPECT_TRUE(referee->result().over) << join_words(moves);
        }
        EXPECT_GT(moves.size(), 4u);
    }
}

// The engine plays both sides at depth 3; every move it gives is sent back in the next
// `pos`, where an illegal or malformed move would draw an error.
TEST(HubGame, SelfPlayToTheEndOrSixtyPlies) {
    Session hub;
    hub.handshake();
    hub.send("new-game");
    std::vector<std::string> moves;
    bool over = false;
    while (moves.size() < 60) {
        SCOPED_TRACE(pos_command(moves));
        const auto lines = hub.search(pos_command(moves), 3);
        const Fields done = check_search(lines);
        ASSERT_EQ(done.command, "done") << join_lines(lines);
        if (!done.has("move")) {
            EXPECT_EQ(lines.back(), "done");
            over = true;
            break;
        }
        // The expected reply must be legal after the move, too (GUIs ponder on it).
        if (done.has("ponder")) {
            auto with_ponder = moves;
            with_ponder.push_back(done.get("move"));
            with_ponder.push_back(done.get("ponder"));
            hub.send(pos_command(with_ponder));
            hub.expect_pong(pos_command(with_ponder));
        }
        moves.push_back(done.get("move"));
    }
    hub.send(pos_command(moves));
    hub.expect_pong(pos_command(moves));
    // Material evaluation at depth 3 does not lose a game in a handful of moves.
    EXPECT_GE(moves.size(), 20u) << "the game ended early: " << join_words(moves);
    if (over) {
        EXPECT_LT(moves.size(), 60u);
    }
    for (const auto& line : hub.transcript()) EXPECT_FALSE(starts_with(line, "error")) << line;
}

TEST(HubErrors, EachBadCommandIsOneErrorLineAndTheEngineServesOn) {
    Session hub;
    hub.handshake();
    struct Case {
        std::string input, prefix, contains;
    };
    const Case cases[] = {
        {"", "error message=\"missing command\"", ""},
        {"foo bar=1", "error message=\"bad command", ""},
        {"pos pos=Wxyz", "error message=\"bad position", ""},
        {"pos pos=", "error message=\"bad position", ""},
        {"pos pos=Xbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
         "error message=\"bad position", ""},
        {"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwww",  // 50 characters
         "error message=\"bad position", ""},
        {"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwwe",  // 52 characters
         "error message=\"bad position", ""},
        {"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwx",
         "error message=\"bad position", ""},
        // Black has no pieces, yet White is to move: Black made the last move with a piece
        // it no longer has (Scan: bad position; White without pieces to move is a game
        // White has lost, NoLegalMoveIsABareDone).
        {"pos pos=W" + std::string(30, 'e') + std::string(20, 'w'), "error message=\"bad position",
         "no game reaches this position"},
        // White men cannot stand on Black's back row (Scan: bad position).
        {"pos pos=Wwbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwe",
         "error message=\"bad position", ""},
        {"pos start moves=\"31-26 16-21 26x17\"", "error message=\"", "illegal move"},
        {"pos start moves=\"31-26 abc\"", "error message=\"", ""},
        // (`28x19`, the PDN short form, is accepted on purpose: notation.hpp.)
        {"pos start moves=\"32-28 19-23 28x19x22\"", "error message=\"", ""},  // wrong victim
        {"pos start moves=\"32-28 19-23 28-23\"", "error message=\"", ""},     // capture is forced
        {"pos start moves=\"32-28 19-23 28x10x19\"", "error message=\"", ""},
        {"pos start moves=\"32-27-22\"", "error message=\"", ""},
        {"pos start moves=\"0-5\"", "error message=\"", ""},
        {"pos start moves=\"99-94\"", "error message=\"", ""},
        {"set-param value=1", "error message=\"missing name\"", ""},
        {"set-param name=hash value=abc", "error message=\"", "hash"},
        {"set-param name=hash value=0", "error message=\"", "hash"},
        {"set-param name=hash value=99999999999999999999999", "error message=\"", "hash"},
        {"set-param name=tt-size value=x", "error message=\"", "tt-size"},
        {"set-param name=threads value=-1", "error message=\"", "threads"},
        {"set-param name=ponder value=True", "error message=\"", "ponder"},
        {"set-param name=variant value=chess", "error message=\"", "chess"},
        {"set-param name=eval value=nnue", "error message=\"", "learned or hand"},
        {"set-param name=eval-file value=/nonexistent/x.kpat", "error message=\"",
         "cannot read /nonexistent/x.kpat"},
        {"level depth=abc", "error message=\"", "depth"},
        {"level depth=-1", "error message=\"", "depth"},
        {"level move-time=x", "error message=\"", "move-time"},
        {"level nodes=1e3", "error message=\"", "nodes"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE("input: " + c.input);
        hub.send(c.input);
        const auto line = hub.read_line();
        ASSERT_TRUE(line) << "no answer";
        EXPECT_TRUE(starts_with(*line, c.prefix)) << *line;
        if (!c.contains.empty()) {
            EXPECT_NE(line->find(c.contains), std::string::npos) << *line;
        }
        hub.expect_pong(c.input);
    }
    // The moves before a bad one stay played (as Scan): Black is to move after 32-28.
    hub.send("pos start moves=\"32-28 abc\"");
    hub.expect_error("pos start moves=\"32-28 abc\"");
    hub.send("level depth=2");
    hub.send("go think");
    const Fields black = check_search(hub.read_until("done"));
    ASSERT_TRUE(black.has("move"));
    const auto move = parse_move(black.get("move"));
    ASSERT_TRUE(move);
    EXPECT_TRUE(move->from >= 16 && move->from <= 20) << black.get("move");
    // And a normal search still works.
    const Fields done = check_search(hub.search("pos start", 3));
    EXPECT_TRUE(done.has("move"));
}

// The last info line's score of a depth-1 search.
std::string last_score(const std::vector<std::string>& lines) {
    std::string score;
    for (const auto& line : lines)
        if (starts_with(line, "info")) score = parse(line).get("score");
    return score;
}

// eval-file plays with a weights file's patterns and eval=hand takes them away: the
// score of the same search changes with the file and comes back without it.
// A table beyond the machine's memory is refused in one error line that says why, and the
// engine goes on with the table it had: the announced value is the old one, and it searches.
TEST(HubErrors, AHashBeyondTheMachinesMemoryKeepsTheOldTable) {
    Session hub;
    hub.handshake();
    hub.send("set-param name=hash value=2");
    hub.send("set-param name=hash value=1000000");
    const std::string message = hub.expect_error("set-param name=hash value=1000000");
    EXPECT_NE(message.find("machine's memory"), std::string::npos) << message;
    hub.send("hub");
    bool announced = false;
    for (const auto& line : hub.read_until("wait"))
        if (starts_with(line, "param name=hash ")) {
            announced = true;
            EXPECT_TRUE(starts_with(line, "param name=hash value=2 ")) << line;
        }
    EXPECT_TRUE(announced);
    EXPECT_TRUE(check_search(hub.search("pos start", 3)).has("move"));
    hub.expect_pong("the refused hash");
}

TEST(HubEval, AWeightsFileChangesTheScoreAndHandTakesItBack) {
    using Weights = kabe::eval::patterns::PatternWeights<kabe::International>;
    namespace patterns = kabe::eval::patterns;
    Weights w;
    std::mt19937 rng(9);
    for (int window = 0; window < patterns::Layout<kabe::International>::windows; ++window)
        for (int c = 0; c < patterns::configurations; ++c)
            w.at(window, c) = {static_cast<std::int16_t>(rng() % 4000),
                               static_cast<std::int16_t>(rng() % 4000)};
    const std::string path = ::testing::TempDir() + "hub_eval_test.kpat";
    std::ofstream(path, std::ios::binary) << patterns::encode(w.to_file());
    const std::string pos = "pos start moves=\"32-28 17-21 37-32\"";

    Session hub;
    hub.handshake();
    hub.send("set-param name=eval value=hand");
    hub.send("init");
    EXPECT_EQ(hub.read_line(), "ready");
    const std::string hand = last_score(hub.search(pos, 1));
    hub.send("set-param name=eval value=learned");
    hub.send("set-param name=eval-file value=\"" + path + "\"");
    const std::string learned = last_score(hub.search(pos, 1));
    EXPECT_NE(learned, hand);
    // Another name of the same game keeps the file; another game drops it.
    hub.send("set-param name=variant value=international");
    EXPECT_EQ(last_score(hub.search(pos, 1)), learned);
    hub.send("set-param name=eval value=hand");
    EXPECT_EQ(last_score(hub.search(pos, 1)), hand);
    // A file for another variant is refused, and the evaluation stays as it was.
    auto russian = w.to_file();
    russian.variant = "russian";
    std::ofstream(path, std::ios::binary | std::ios::trunc) << patterns::encode(russian);
    hub.send("set-param name=eval value=learned");
    hub.send("set-param name=eval-file value=\"" + path + "\"");
    EXPECT_NE(hub.expect_error("eval-file").find("for russian"), std::string::npos);
    EXPECT_EQ(last_score(hub.search(pos, 1)), learned);
}

// The 3-piece International databases, built afresh in the test temp directory `name`.
std::filesystem::path fresh_three_piece_egdb(const std::string& name) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / name;
    std::filesystem::remove_all(dir);
    kabe::egdb::build("international", 3, dir);
    return dir;
}
// White's man takes the black king and leaves three pieces: a win the 3-piece
// databases know (89.99 at once), and that a search without them does not see.
const std::string capture_into_a_database_win = "pos fen=\"W:W25,41:BK30,7\"";

// egdb-path loads the endgame databases the search probes (a conversion into a database
// win scores 89.xx); a directory without them is refused and the engine plays on with
// the ones it had; an empty path takes them away.
TEST(HubEgdb, ThePathLoadsTheDatabasesAndABadOneIsRefused) {
    const auto dir = fresh_three_piece_egdb("hub_egdb_3");
    const std::string pos = capture_into_a_database_win;

    Session hub;
    hub.handshake();
    EXPECT_NE(last_score(hub.search(pos, 3)), "89.99");
    hub.send("set-param name=egdb-path value=\"" + dir.string() + "\"");
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    hub.send("set-param name=egdb-path value=/nonexistent/egdb");
    EXPECT_NE(hub.expect_error("egdb-path").find("egdb-path"), std::string::npos);
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    hub.send("set-param name=egdb-pieces value=2");  // the 4-piece root's capture leaves 3
    EXPECT_NE(last_score(hub.search(pos, 3)), "89.99");
    hub.send("set-param name=bb-size value=3");  // Scan's name
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    hub.send("set-param name=egdb-path value=\"\"");
    EXPECT_NE(last_score(hub.search(pos, 3)), "89.99");
}

// A piece limit that cannot reload the databases (their directory went away) is refused
// under the parameter's own name, and the databases loaded before stay.
TEST(HubEgdb, APieceLimitThatCannotReloadNamesItsParameter) {
    const auto dir = fresh_three_piece_egdb("hub_egdb_3_gone");
    const std::string pos = capture_into_a_database_win;

    Session hub;
    hub.handshake();
    hub.send("set-param name=egdb-path value=\"" + dir.string() + "\"");
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    std::filesystem::remove_all(dir);
    hub.send("set-param name=egdb-pieces value=4");
    const std::string error = hub.expect_error("egdb-pieces");
    EXPECT_NE(error.find("egdb-pieces"), std::string::npos) << error;
    EXPECT_EQ(error.find("egdb-path"), std::string::npos) << error;
    hub.send("set-param name=bb-size value=4");
    EXPECT_NE(hub.expect_error("bb-size").find("bb-size"), std::string::npos);
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
}

// egdb-cache sizes the cache of decompressed blocks (MiB): the databases load again with
// it, a value out of range or a cache for databases that went away is refused under its
// own name, and the databases before stay.
TEST(HubEgdb, TheCacheSizeReloadsTheDatabasesAndABadOneIsRefused) {
    const auto dir = fresh_three_piece_egdb("hub_egdb_3_cache");
    const std::string pos = capture_into_a_database_win;

    Session hub;
    hub.handshake();
    hub.send("set-param name=egdb-cache value=1");  // before a path: kept for the load
    hub.send("set-param name=egdb-path value=\"" + dir.string() + "\"");
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    for (const std::string bad : {"0", "-5", "lots", "99999999999"}) {
        hub.send("set-param name=egdb-cache value=" + bad);
        const std::string error = hub.expect_error("egdb-cache");
        EXPECT_NE(error.find("egdb-cache"), std::string::npos) << error;
    }
    hub.send("set-param name=egdb-cache value=2");
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
    std::filesystem::remove_all(dir);
    hub.send("set-param name=egdb-cache value=3");
    EXPECT_NE(hub.expect_error("egdb-cache").find("egdb-cache"), std::string::npos);
    EXPECT_EQ(last_score(hub.search(pos, 3)), "89.99");
}

// rules=blitz (docs/hub.md): the search scores the draws of blitz 12 that a side may
// claim. Black's lone king has made three moves on the main road against three kings and
// claims at its next turn unless White blocks the road, which costs White a king here.
TEST(HubRules, BlitzScoresTheOpponentsClaim) {
    const std::string pos = "pos fen=\"B:WK1,K2,K3:BK46\" moves=\"46-41 1-7 41-37 7-1 37-41\"";
    Session hub;
    hub.handshake();
    hub.send("init");
    EXPECT_EQ(hub.read_line(), "ready");
    const double standard = std::atof(last_score(hub.search(pos, 3)).c_str());
    hub.send("set-param name=rules value=blitz");
    const double blitz = std::atof(last_score(hub.search(pos, 3)).c_str());
    EXPECT_LT(blitz, standard);
    hub.send("set-param name=rules value=standard");
    EXPECT_EQ(std::atof(last_score(hub.search(pos, 3)).c_str()), standard);
    hub.send("set-param name=rules value=fast");
    EXPECT_NE(hub.expect_error("set-param name=rules value=fast").find("standard or blitz"),
              std::string::npos);
    // A variant without blitz rules plays its own: rules may come before or after it.
    hub.send("set-param name=rules value=blitz");
    hub.send("set-param name=variant value=tablut");
    const Fields done = check_search(hub.search("pos start", 1));
    EXPECT_TRUE(done.has("move"));
}

// Echoes of the input in error messages are cut short (notation::quote, hub.cpp's
// excerpt), so a long bad move, position or variant name gives a readable error line.
TEST(HubErrors, EchoedInputIsCutShort) {
    Session hub;
    hub.handshake();
    const std::string long_inputs[] = {
        "foo" + std::string(10'000, 'x'),
        "level depth=" + std::string(10'000, '9'),
        "set-param name=hash value=" + std::string(10'000, '1'),
        "pos moves=\"" + std::string(10'000, '1') + "\"",
        "pos start moves=\"32-28 " + std::string(10'000, '2') + "-1\"",
        "pos pos=W" + std::string(10'000, 'e'),
        "pos fen=\"W:W" + std::string(10'000, '3') + "\"",
        "set-param name=variant value=" + std::string(10'000, 'a'),
    };
    for (const auto& input : long_inputs) {
        hub.send(input);
        const std::string message = hub.expect_error(input);
        EXPECT_LT(message.size(), 200u) << "input: " << input.substr(0, 40)
                                        << "...\nmessage: " << message.substr(0, 120) << "...";
    }
    hub.expect_pong("long inputs");
}

TEST(HubGarbage, NeverCrashesTheEngine) {
    Session hub;
    hub.handshake();
    std::string control, high;
    for (int c = 0x01; c <= 0x1F; ++c)
        if (c != '\n') control += static_cast<char>(c);
    for (int c = 0x80; c <= 0xFF; ++c) high += static_cast<char>(c);
    const std::string garbage[] = {
        std::string(100'000, 'x'),
        "pos moves=\"" + std::string(100'000, '1') + "\"",
        "level depth=" + std::string(100'000, '9'),
        control,
        high,
        high + " " + high + "=" + high,
        std::string("pi\0ng", 5),
        "foo \"bar",
        "pos moves=\"",
        "pos pos=\"",
        "pos moves=\"32-28",
        "set-param name=\"hash value=1",
        "level depth=\"3",
        "=",
        "\"",
        "=\"=\"= \" = x",
        "pos = = = moves",
        "   \t  ",
        "level",
        "set-param",
    };
    for (const auto& line : garbage) {
        hub.send(line);
        hub.send("ping");
        const auto lines = hub.read_until("pong");
        ASSERT_TRUE(ends_with_prefix(lines, "pong")) << "after: " << line.substr(0, 80);
        for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
            EXPECT_TRUE(starts_with(lines[i], "error message=\"")) << lines[i].substr(0, 200);
        }
    }
    const Fields done = check_search(hub.search("pos start", 3));
    EXPECT_TRUE(done.has("move"));
}

TEST(HubSearch, AnalyzeAnswersPingAndStops) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level infinite");
    hub.send("go analyze");
    const auto first = hub.read_line();
    ASSERT_TRUE(first && starts_with(*first, "info ")) << first.value_or("(nothing)");
    check_info(*first);

    hub.send("ping");
    const auto until_pong = hub.read_until("pong");
    ASSERT_TRUE(ends_with_prefix(until_pong, "pong"));
    for (std::size_t i = 0; i + 1 < until_pong.size(); ++i)
        EXPECT_TRUE(starts_with(until_pong[i], "info ")) << join_lines(until_pong);

    // The search goes on after the ping: for half a second, only info lines (if any).
    const auto quiet = Clock::now();
    while (seconds_since(quiet) < 0.5) {
        const auto line = hub.read_line(0.5 - seconds_since(quiet));
        if (!line) break;
        ASSERT_TRUE(starts_with(*line, "info ")) << "the search ended by itself: " << *line;
    }

    hub.send("stop");
    const auto stopped = Clock::now();
    const Fields done = check_search(hub.read_until("done", 10));
    EXPECT_LT(seconds_since(stopped), 2.0) << "stop must end the search at once";
    EXPECT_TRUE(done.has("move"));
    // A second stop has no search to act on: nothing is written.
    hub.send("stop");
    hub.expect_pong("stop after done");
}

// Scan's pitfall P-H7: any command but ping/ponder-hit/stop ends the search, its done is
// written first, and then the command is carried out.
TEST(HubSearch, AnyOtherCommandAbortsTheSearchFirst) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level infinite");
    hub.send("go analyze");
    const auto first = hub.read_line();
    ASSERT_TRUE(first && starts_with(*first, "info ")) << first.value_or("(nothing)");
    hub.send("pos start");
    const Fields aborted = check_search(hub.read_until("done"));
    EXPECT_TRUE(aborted.has("move"));
    // The new position is set: a start-position move (White's men stand on 31-35 first).
    hub.send("level depth=2");
    hub.send("go think");
    const Fields done = check_search(hub.read_until("done"));
    ASSERT_TRUE(done.has("move"));
    const auto move = parse_move(done.get("move"));
    ASSERT_TRUE(move);
    EXPECT_FALSE(move->capture);
    EXPECT_TRUE(move->from >= 31 && move->from <= 35) << done.get("move");
    EXPECT_TRUE(move->from - move->to == 4 || move->from - move->to == 5) << done.get("move");
}

TEST(HubSearch, PonderWaitsForPonderHit) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level move-time=0.3");
    hub.send("go ponder");
    // Longer than the move time: a pondering engine does not stop on its own clock.
    const auto pondering = Clock::now();
    while (seconds_since(pondering) < 0.6) {
        const auto line = hub.read_line(0.6 - seconds_since(pondering));
        if (!line) break;
        ASSERT_TRUE(starts_with(*line, "info ")) << "done while pondering: " << *line;
    }
    hub.send("ping");
    EXPECT_TRUE(ends_with_prefix(hub.read_until("pong"), "pong"));
    hub.send("ponder-hit");
    const auto hit = Clock::now();
    const Fields done = check_search(hub.read_until("done", 10));
    // The move time has already passed while pondering: the move comes at once.
    EXPECT_LT(seconds_since(hit), 2.0);
    EXPECT_TRUE(done.has("move"));
}

TEST(HubSearch, PonderThenStop) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level move-time=0.3");
    hub.send("go ponder");
    const auto first = hub.read_line();
    ASSERT_TRUE(first && starts_with(*first, "info ")) << first.value_or("(nothing)");
    hub.send("stop");
    const auto stopped = Clock::now();
    const Fields done = check_search(hub.read_until("done", 10));
    EXPECT_LT(seconds_since(stopped), 2.0);
    EXPECT_TRUE(done.has("move")) << "done after a stopped ponder still has a move";
    hub.expect_pong("stop");
}

// ponder-hit and stop outside a search are no-ops (no output).
TEST(HubSearch, PonderHitAndStopWithoutSearchAreIgnored) {
    Session hub;
    hub.handshake();
    hub.send("ponder-hit");
    hub.send("stop");
    hub.expect_pong("ponder-hit, stop");
    const Fields done = check_search(hub.search("pos start", 2));
    EXPECT_TRUE(done.has("move"));
    hub.send("stop");  // after the search has ended by itself
    hub.expect_pong("stop after done");
}

TEST(HubSearch, NoLegalMoveIsABareDone) {
    Session hub;
    hub.handshake();
    const auto lines = hub.search("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", 3);
    EXPECT_EQ(lines, std::vector<std::string>{"done"}) << "White has no pieces";
    hub.expect_pong("done");
}

TEST(HubSearch, BlockedSideToMoveIsABareDone) {
    // White's man on 46 can neither move to 41 (Black's man) nor capture it (37 is taken).
    std::string pos(51, 'e');
    pos[0] = 'W';
    pos[46] = 'w';
    pos[41] = 'b';
    pos[37] = 'b';
    Session hub;
    hub.handshake();
    EXPECT_EQ(hub.search("pos pos=" + pos, 3), std::vector<std::string>{"done"});
    hub.send("pos pos=" + pos);
    hub.send("go analyze");  // analysis too, with no level at all
    EXPECT_EQ(hub.read_until("done"), std::vector<std::string>{"done"});
    hub.expect_pong("done");
}

TEST(HubSearch, NodesAndMoveTimeLevelsEndTheSearch) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level nodes=5000");
    hub.send("go think");
    EXPECT_TRUE(check_search(hub.read_until("done", 20)).has("move"));
    hub.send("pos pos=" + middlegame);
    hub.send("level move-time=0.05");
    hub.send("go think");
    const auto started = Clock::now();
    EXPECT_TRUE(check_search(hub.read_until("done", 20)).has("move"));
    EXPECT_LT(seconds_since(started), 5.0);
}

TEST(HubEndOfInput, ExitsWithZero) {
    Session hub;
    hub.handshake();
    hub.close_stdin();
    EXPECT_EQ(hub.wait_exit(), 0) << hub.stderr_text();
}

TEST(HubEndOfInput, ExitsWithZeroDuringAnalysis) {
    Session hub;
    hub.handshake();
    hub.send("pos pos=" + middlegame);
    hub.send("level infinite");
    hub.send("go analyze");
    const auto first = hub.read_line();
    ASSERT_TRUE(first && starts_with(*first, "info ")) << first.value_or("(nothing)");
    hub.close_stdin();
    EXPECT_EQ(hub.wait_exit(), 0) << hub.stderr_text();
}

TEST(HubEndOfInput, QuitExitsWithZero) {
    Session hub;
    hub.handshake();
    hub.send("quit");
    EXPECT_EQ(hub.wait_exit(), 0) << hub.stderr_text();
}

TEST(HubEndOfInput, QuitDuringAnalysisExitsWithZero) {
    Session hub;
    hub.send("pos pos=" + middlegame);  // no handshake: Scan accepts commands at any time
    hub.send("go analyze");
    const auto first = hub.read_line();
    ASSERT_TRUE(first && starts_with(*first, "info ")) << first.value_or("(nothing)");
    hub.send("quit");
    EXPECT_EQ(hub.wait_exit(), 0) << hub.stderr_text();
}

TEST(HubNotation, ACaptureIsFromToThenTheCapturedSquares) {
    Session hub;
    hub.handshake();
    // After 32-28 19-23 White must take: 28 captures 23 and lands on 19.
    const auto lines = hub.search("pos start moves=\"32-28 19-23\"", 3);
    check_search(lines);
    EXPECT_TRUE(lines.back() == "done move=28x19x23" ||
                starts_with(lines.back(), "done move=28x19x23 "))
        << lines.back();
}

TEST(HubNotation, AMultipleCaptureListsEveryCapturedPiece) {
    Session hub;
    hub.handshake();
    // After 31-27 17-21 32-28 Black's 21 takes 27 and 28, landing on 23 (protocols.md §2.7);
    // the captured squares may come in any order.
    const Fields done = check_search(hub.search("pos start moves=\"31-27 17-21 32-28\"", 3));
    const auto move = parse_move(done.get("move"));
    ASSERT_TRUE(move) << done.get("move");
    EXPECT_TRUE(move->capture);
    EXPECT_EQ(move->from, 21);
    EXPECT_EQ(move->to, 23);
    EXPECT_EQ(move->captured, (std::multiset<int>{27, 28}));
    // The engine reads its own notation back, and the captured squares in any order.
    hub.send("pos start moves=\"31-27 17-21 32-28 21x23x28x27\"");
    hub.expect_pong("captured squares in another order");
}

TEST(HubInput, CrlfLineEndings) {
    Session hub;
    hub.send_raw("hub\r\n");
    EXPECT_TRUE(ends_with_prefix(hub.read_until("wait"), "wait"));
    hub.send_raw("init\r\n");
    EXPECT_EQ(hub.read_line(), "ready");
    hub.send_raw("ping\r\n");
    EXPECT_EQ(hub.read_line(), "pong");
    hub.send_raw("pos start moves=\"32-28 19-23\"\r\nlevel depth=3\r\ngo think\r\n");
    const auto lines = hub.read_until("done");
    check_search(lines);
    EXPECT_TRUE(starts_with(lines.back(), "done move=28x19x23")) << lines.back();
    // Unquoted values must not keep the '\r' either.
    hub.send_raw("pos pos=" + start_position + "\r\nlevel depth=2\r\ngo think\r\n");
    EXPECT_TRUE(check_search(hub.read_until("done")).has("move"));
    hub.expect_pong("CRLF");
}

// stdout carries protocol lines only: logs (an unknown parameter, errors) go to stderr.
TEST(HubOutput, StdoutCarriesOnlyProtocolLines) {
    Session hub;
    hub.handshake();
    hub.send("set-param name=no-such-param value=1");
    hub.send("set-param name=hash value=1");
    hub.send("new-game");
    hub.send("foo");
    hub.send("pos pos=Wxyz");
    hub.send("pos start");
    hub.send("level depth=4");
    hub.send("go think");
    hub.read_until("done");
    hub.send("ping");
    hub.read_until("pong");
    hub.close_stdin();
    // Everything left, up to the end of output.
    while (hub.read_line()) {
    }
    EXPECT_EQ(hub.wait_exit(), 0);
    ASSERT_GE(hub.transcript().size(), 12u);
    for (const auto& line : hub.transcript()) {
        EXPECT_EQ(line.find('\r'), std::string::npos) << line;
        EXPECT_FALSE(line.empty());
        EXPECT_EQ(line.find("  "), std::string::npos) << "single blanks: " << line;
    }
    expect_protocol_only(hub.transcript());
}

}  // namespace
