// HubClient (the GUI side of the Hub protocol) against the real `kabe hub` and against fake
// engines (bash scripts in fake_engines/) that crash, hang, err, cheat or chatter the way real
// engines do (protocols.md §6, P-H1..P-H13).

#include "protocol/hub/client.hpp"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/engine.hpp"

namespace hub_client_test {
namespace {

using kabe::match::EngineFailure;
using kabe::match::EngineSpec;
using kabe::match::HubClient;
using kabe::match::split_command;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;
using Words = std::vector<std::string>;

const std::string start_position = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
const std::string fakes = KABE_FAKE_ENGINES;
constexpr auto handshake_time = 10s;  // generous: a loaded 2-core machine, the sanitizers

EngineSpec kabe_spec() {
    return {"kabe", {KABE_BINARY, "hub"}, "", {{"hash", "16"}}, ""};
}
EngineSpec fake_spec(const std::string& script) {
    return {script, {fakes + "/" + script}, "", {}, ""};
}

// The message of the EngineFailure that `f` throws ("" and a test failure if none).
template <class F>
std::string failure_of(F&& f) {
    try {
        f();
    } catch (const EngineFailure& e) {
        return e.what();
    }
    ADD_FAILURE() << "no EngineFailure";
    return "";
}

// Live (not zombie) processes in process group `group`, from /proc.
int live_in_group(pid_t group) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream stat(entry.path() / "stat");
        std::string text;
        if (!std::getline(stat, text)) continue;
        const auto paren = text.rfind(')');  // the command name may hold blanks
        if (paren == std::string::npos) continue;
        std::istringstream rest(text.substr(paren + 1));
        char state = 0;
        long parent = 0, pgrp = 0;
        rest >> state >> parent >> pgrp;
        if (pgrp == group && state != 'Z') ++count;
    }
    return count;
}

// Neither the engine nor anything it started is left: the pid is reaped, the group empty.
void expect_gone(pid_t pid) {
    ASSERT_GT(pid, 0);
    EXPECT_EQ(::kill(pid, 0), -1);
    EXPECT_EQ(errno, ESRCH);
    EXPECT_EQ(::waitpid(pid, nullptr, WNOHANG), -1);  // not our child any more: reaped
    const auto deadline = Clock::now() + 2s;          // SIGKILL to the group is delivered promptly
    while (live_in_group(pid) > 0 && Clock::now() < deadline) std::this_thread::sleep_for(10ms);
    EXPECT_EQ(live_in_group(pid), 0);
}

TEST(HubClientSplitCommand, BlanksSeparateWords) {
    EXPECT_EQ(split_command("./kabe hub"), (Words{"./kabe", "hub"}));
    EXPECT_EQ(split_command("  scan\t hub  "), (Words{"scan", "hub"}));
    EXPECT_EQ(split_command(""), Words{});
    EXPECT_EQ(split_command(" \t "), Words{});
}

TEST(HubClientSplitCommand, QuotesGroupAndBackslashesEscape) {
    EXPECT_EQ(split_command("'/opt/my engine/scan' hub"), (Words{"/opt/my engine/scan", "hub"}));
    EXPECT_EQ(split_command("\"a b\" c"), (Words{"a b", "c"}));
    EXPECT_EQ(split_command("a'b c'd"), Words{"ab cd"});  // quotes join with what touches them
    EXPECT_EQ(split_command("x '' \"\""), (Words{"x", "", ""}));
    EXPECT_EQ(split_command(R"(my\ engine)"), Words{"my engine"});
    EXPECT_EQ(split_command(R"("say \"hi\"")"), Words{"say \"hi\""});
    EXPECT_EQ(split_command(R"("a\nb")"), Words{R"(a\nb)"});             // kept: not a shell escape
    EXPECT_EQ(split_command(R"('a\b' "$x")"), (Words{R"(a\b)", "$x"}));  // no expansion
    EXPECT_EQ(split_command(R"(it"'"s)"), Words{"it's"});
}

TEST(HubClientSplitCommand, UnbalancedQuotesThrow) {
    EXPECT_THROW(split_command("'abc"), std::invalid_argument);
    EXPECT_THROW(split_command("scan \"hub"), std::invalid_argument);
    EXPECT_THROW(split_command(R"("a\")"), std::invalid_argument);
    EXPECT_THROW(split_command(R"(abc\)"), std::invalid_argument);
}

// Kabe plays both sides; every move is checked by the rules and fed back in the next `pos`.
// The level lines vary: a depth, a move time, a clock with increment. The first moves
// come from the built-in book.
TEST(HubClientKabe, PlaysAShortGame) {
    HubClient kabe(kabe_spec());
    kabe.start(handshake_time);
    EXPECT_EQ(kabe.id_name(), "Kabe");
    kabe.new_game();
    const std::vector<Words> levels = {
        {"level depth=2"}, {"level move-time=0.05"}, {"level time=9.5 inc=0.1"}};
    auto referee = kabe::Engine::create("normal", 1);
    Words moves;
    for (int ply = 0; ply < 8; ++ply) {
        const auto& level = levels[static_cast<std::size_t>(ply) % levels.size()];
        SCOPED_TRACE(level[0]);
        const auto reply = kabe.think(start_position, moves, level, Clock::now() + 20s);
        ASSERT_FALSE(reply.move.empty());
        EXPECT_NO_THROW(referee->play(reply.move)) << reply.move;
        EXPECT_TRUE(reply.score.has_value());
        // A move from the opening book comes unsearched: a score, no depth.
        const bool book = std::any_of(reply.log.begin(), reply.log.end(), [](const auto& line) {
            return line.find(" book=true") != std::string::npos;
        });
        EXPECT_TRUE(book || reply.depth.has_value());
        EXPECT_EQ(reply.book, book);
        if (ply == 0) {
            EXPECT_TRUE(reply.book) << "the start is in the built-in book";
        }
        ASSERT_FALSE(reply.log.empty());
        EXPECT_EQ(reply.log.back().rfind("done move=", 0), 0u) << reply.log.back();
        moves.push_back(reply.move);
    }
    EXPECT_TRUE(kabe.running());
}

TEST(HubClientKabe, BareDoneWhenThereIsNoLegalMove) {
    HubClient kabe(kabe_spec());
    kabe.start(handshake_time);
    const std::string no_white = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
    const auto reply = kabe.think(no_white, {}, {"level depth=2"}, Clock::now() + 20s);
    EXPECT_EQ(reply.move, "");
    EXPECT_FALSE(reply.ponder.has_value());
    // It still serves: the next search works.
    EXPECT_FALSE(
        kabe.think(start_position, {}, {"level depth=1"}, Clock::now() + 20s).move.empty());
}

TEST(HubClientKabe, RefusedParameterFailsTheStart) {
    auto spec = kabe_spec();
    spec.params.emplace_back("hash", "lots");
    HubClient kabe(spec);
    const auto message = failure_of([&] { kabe.start(handshake_time); });
    EXPECT_NE(message.find("error message="), std::string::npos) << message;
    EXPECT_FALSE(kabe.running());
}

TEST(HubClientKabe, DestructorQuitsAndReaps) {
    pid_t pid = -1;
    {
        HubClient kabe(kabe_spec());
        kabe.start(handshake_time);
        pid = kabe.pid();
    }
    expect_gone(pid);
}

TEST(HubClientStart, ProgramThatCannotRunFailsAtOnce) {
    auto missing = fake_spec("no_such_engine.sh");
    EXPECT_NE(failure_of([&] { HubClient c(missing); }).find("No such file"), std::string::npos);
    EXPECT_NE(failure_of([&] { HubClient c(EngineSpec{"empty", {}, "", {}, ""}); }), "");
    auto bad_dir = fake_spec("chatty_quoted.sh");
    bad_dir.working_directory = fakes + "/no_such_directory";
    EXPECT_NE(failure_of([&] { HubClient c(bad_dir); }).find("no_such_directory"),
              std::string::npos);
}

// P-H11: the engine runs in its own directory, and a relative program is found there.
TEST(HubClientStart, RelativeProgramRunsInItsWorkingDirectory) {
    HubClient chatty(EngineSpec{"chatty", {"./chatty_quoted.sh"}, fakes, {}, ""});
    chatty.start(handshake_time);
    EXPECT_EQ(chatty.id_name(), "Chatty Engine");
}

// P-H1: an engine not in hub mode never says `wait`; start() fails at its timeout.
TEST(HubClientStart, EngineNotInHubModeTimesOut) {
    HubClient engine(fake_spec("not_hub.sh"));
    const auto before = Clock::now();
    const auto message = failure_of([&] { engine.start(500ms); });
    EXPECT_LT(Clock::now() - before, 5s);
    EXPECT_NE(message.find("'wait'"), std::string::npos) << message;
    EXPECT_NE(message.find("* * * * *"), std::string::npos) << message;  // what it said
}

// P-H2, P-H10: chatter during init and search, quoted values, CRLF, a '+' score.
TEST(HubClientFake, QuirksOfRealEnginesAreSurvived) {
    HubClient chatty(fake_spec("chatty_quoted.sh"));
    chatty.start(handshake_time);
    EXPECT_EQ(chatty.id_name(), "Chatty Engine");
    const auto reply = chatty.think(start_position, {}, {"level depth=3"}, Clock::now() + 10s);
    EXPECT_EQ(reply.move, "32-28");
    EXPECT_EQ(reply.ponder, "19-23");
    EXPECT_EQ(reply.score, -0.5);  // the last info line that has a score
    EXPECT_EQ(reply.depth, 3);
    EXPECT_EQ(reply.log.size(), 5u);
    EXPECT_EQ(reply.log.back(), R"(done move="32-28" ponder="19-23")");  // no '\r'
}

// Legality is the match's business: the client passes the move on as given.
TEST(HubClientFake, IllegalMoveIsPassedOnForTheRulesToJudge) {
    HubClient cheat(fake_spec("illegal_move.sh"));
    cheat.start(handshake_time);
    const auto reply = cheat.think(start_position, {}, {"level depth=1"}, Clock::now() + 10s);
    EXPECT_EQ(reply.move, "11-16");
    EXPECT_EQ(reply.score, 0.5);
    auto referee = kabe::Engine::create("normal", 1);
    EXPECT_ANY_THROW(referee->play(reply.move));
}

TEST(HubClientFake, CrashDuringSearchIsAFailure) {
    auto spec = fake_spec("crash_on_go.sh");
    spec.stderr_path = ::testing::TempDir() + "kabe_hub_client_stderr.txt";
    std::remove(spec.stderr_path.c_str());
    HubClient crasher(spec);
    crasher.start(handshake_time);
    const pid_t pid = crasher.pid();
    const auto message = failure_of(
        [&] { crasher.think(start_position, {}, {"level depth=1"}, Clock::now() + 10s); });
    EXPECT_NE(message.find("exited with code 3"), std::string::npos) << message;
    EXPECT_NE(message.find("info depth=1"), std::string::npos) << message;  // the partial line
    EXPECT_FALSE(crasher.running());
    expect_gone(pid);
    EXPECT_THROW(crasher.new_game(), EngineFailure);  // and it stays failed
    std::ifstream err(spec.stderr_path);
    std::string said;
    std::getline(err, said);
    EXPECT_EQ(said, "crash_on_go: pretending to crash");  // its stderr went to the file
    std::remove(spec.stderr_path.c_str());
}

TEST(HubClientFake, HangFailsAtTheDeadlineAndTheEngineIsKilled) {
    HubClient hanger(fake_spec("hang_on_go.sh"));
    hanger.start(handshake_time);
    const pid_t pid = hanger.pid();
    const auto before = Clock::now();
    const auto message =
        failure_of([&] { hanger.think(start_position, {}, {"level depth=1"}, before + 300ms); });
    const auto took = Clock::now() - before;
    EXPECT_GE(took, 290ms);
    EXPECT_LT(took, 3s);
    EXPECT_NE(message.find("deadline"), std::string::npos) << message;
    EXPECT_FALSE(hanger.running());
    expect_gone(pid);
}

// It ignores quit, SIGTERM and the end of its input, and runs a child of its own.
TEST(HubClientFake, DestructorKillsAnEngineThatWillNotQuit) {
    pid_t pid = -1;
    const auto before = Clock::now();
    {
        HubClient hanger(fake_spec("hang_on_go.sh"));
        hanger.start(handshake_time);
        pid = hanger.pid();
    }
    EXPECT_LT(Clock::now() - before, 5s);
    expect_gone(pid);
}

TEST(HubClientFake, ErrorInReplyIsAFailure) {
    HubClient erring(fake_spec("error_engine.sh"));
    erring.start(handshake_time);
    const auto message = failure_of(
        [&] { erring.think(start_position, {"32-28"}, {"level depth=1"}, Clock::now() + 10s); });
    EXPECT_NE(message.find(R"(error message="not ready to think")"), std::string::npos) << message;
}

TEST(HubClientFake, RefusedParameterIsAFailure) {
    auto spec = fake_spec("error_engine.sh");
    spec.params = {{"style", "good"}, {"book", "bad"}};
    HubClient erring(spec);
    const auto message = failure_of([&] { erring.start(handshake_time); });
    EXPECT_NE(message.find("bad value for this parameter"), std::string::npos) << message;
}

// The runner's names for the variant: Scan-like engines get the name they announce
// (`normal` for international, `bt` for breakthrough), and `notation` only goes to an
// engine that announces it.
TEST(HubClientFake, VariantGoesByANameTheEngineAnnounces) {
    for (const auto& [variant, names] :
         {std::pair<std::string, Words>{"international", {"international", "normal", "standard"}},
          std::pair<std::string, Words>{"breakthrough", {"breakthrough", "bt"}},
          std::pair<std::string, Words>{"frisian", {"frisian"}}}) {
        auto spec = fake_spec("scan_names.sh");
        spec.params = {{"variant", variant}};
        spec.variant_names = names;
        spec.params_if_announced = {{"notation", "kabe"}};
        HubClient engine(spec);
        EXPECT_NO_THROW(engine.start(handshake_time)) << variant;
    }
    // Without other names the variant goes as given, and this engine refuses it.
    auto spec = fake_spec("scan_names.sh");
    spec.params = {{"variant", "international"}};
    HubClient engine(spec);
    EXPECT_NE(failure_of([&] { engine.start(handshake_time); }).find("not mine"),
              std::string::npos);
}

// Kabe announces `notation`: the runner's Kabe numbers reach it as they are (Russian c3-d4
// is 22-18 in Kabe's numbering, 10-14 in pydraughts').
TEST(HubClientKabe, NotationKabeIsSentWhereAnnounced) {
    auto spec = kabe_spec();
    spec.params.push_back({"variant", "russian"});
    spec.params_if_announced = {{"notation", "kabe"}};
    HubClient kabe(spec);
    kabe.start(handshake_time);
    const auto move = kabe.think("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", {"22-18"}, {"level depth=2"},
                                 Clock::now() + 20s);
    const Words black = {"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"};
    EXPECT_NE(std::find(black.begin(), black.end(), move.move), black.end()) << move.move;
}

// Writing to an engine that has died is an EngineFailure (EPIPE), not a SIGPIPE death.
TEST(HubClientFake, WriteToADeadEngineIsAFailure) {
    HubClient victim(fake_spec("illegal_move.sh"));
    victim.start(handshake_time);
    ASSERT_EQ(::kill(victim.pid(), SIGKILL), 0);
    siginfo_t info{};  // wait for its death without reaping it (the client does that)
    ASSERT_EQ(::waitid(P_PID, static_cast<id_t>(victim.pid()), &info, WEXITED | WNOWAIT), 0);
    const auto message = failure_of([&] { victim.new_game(); });
    EXPECT_NE(message.find("signal 9"), std::string::npos) << message;
}

}  // namespace
}  // namespace hub_client_test
