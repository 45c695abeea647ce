// The opening book through the Hub (docs/book.md, docs/hub.md): `go think` answers from
// the book at once, with an `info ... book=true` line; `go analyze` and `go ponder`
// search; book=false, book-margin and book-file are honoured, and a bad book-file is one
// error line with the engine serving on and its book unchanged.

#include "book/book.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "tests/protocol/hub/hub_process.hpp"

namespace hub_book_test {
namespace {

using kabe::test::HubProcess;
using kabe::test::join_lines;
using kabe::test::starts_with;

const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

// A book of the start position only: 32-28 best, 33-28 two centi-men worse.
std::string write_book(const std::string& name) {
    kabe::book::Book book("international");
    book.set(start, {12, {{"32-28", 12}, {"33-28", 10}, {"34-29", -40}}});
    const auto path = std::filesystem::path(::testing::TempDir()) / name;
    book.save(path.string());
    return path.string();
}

class BookSession : public HubProcess {
public:
    void start_up(const std::vector<std::string>& params) {
        send("hub");
        read_until("wait");
        for (const auto& p : params) send(p);
        send("init");
        EXPECT_EQ(read_line(), "ready");
    }
    std::vector<std::string> go(const std::string& mode, int depth = 3) {
        send("pos pos=" + start);
        send("level depth=" + std::to_string(depth));
        send("go " + mode);
        return read_until("done");
    }
    void expect_pong() {
        send("ping");
        EXPECT_EQ(read_line(), "pong");
    }
};

bool from_book(const std::vector<std::string>& lines) {
    for (const auto& line : lines)
        if (line.find(" book=true") != std::string::npos) return true;
    return false;
}

TEST(HubBook, ThinkAnswersFromTheBookAnalyzeSearches) {
    const std::string book = write_book("hub_book.book");
    BookSession hub;
    hub.start_up({"set-param name=book-file value=" + book, "set-param name=book-margin value=0"});
    auto lines = hub.go("think", 30);  // the book answers long before depth 30
    ASSERT_EQ(lines.size(), 2u) << join_lines(lines);
    EXPECT_EQ(lines[0], "info score=0.12 pv=32-28 book=true");
    EXPECT_EQ(lines[1], "done move=32-28");

    lines = hub.go("analyze");
    EXPECT_FALSE(from_book(lines)) << join_lines(lines);
    EXPECT_TRUE(starts_with(lines.front(), "info depth=1 ")) << join_lines(lines);

    hub.send("pos pos=" + start);
    hub.send("level depth=3");
    hub.send("go ponder");
    hub.send("stop");
    lines = hub.read_until("done");
    EXPECT_FALSE(from_book(lines)) << join_lines(lines);

    hub.send("set-param name=book value=false");
    lines = hub.go("think");
    EXPECT_FALSE(from_book(lines)) << join_lines(lines);
    hub.send("set-param name=book value=true");
    EXPECT_TRUE(from_book(hub.go("think")));
}

TEST(HubBook, TheMarginChoosesAmongTheMovesWithinIt) {
    const std::string book = write_book("hub_book_margin.book");
    BookSession hub;
    hub.start_up({"set-param name=book-file value=" + book, "set-param name=book-margin value=2"});
    std::set<std::string> moves;
    for (int i = 0; i < 40; ++i) moves.insert(hub.go("think").back());
    EXPECT_EQ(moves, (std::set<std::string>{"done move=32-28", "done move=33-28"}));
}

TEST(HubBook, ABadBookFileIsAnErrorAndTheBookStays) {
    const std::string book = write_book("hub_book_kept.book");
    const auto corrupt = std::filesystem::path(::testing::TempDir()) / "hub_book_corrupt.book";
    std::ofstream(corrupt) << "kabe-book 1\nvariant international\n" << start << ";1;32-28:2\n";
    const auto russian = std::filesystem::path(::testing::TempDir()) / "hub_book_russian.book";
    std::ofstream(russian) << "kabe-book 1\nvariant russian\n";

    BookSession hub;
    hub.start_up({"set-param name=book-file value=" + book, "set-param name=book-margin value=0"});
    hub.send("set-param name=book-file value=/nonexistent/x.book");
    EXPECT_EQ(
        hub.read_line(),
        "error message=\"bad value for book-file: cannot read the book /nonexistent/x.book\"");
    hub.send("set-param name=book-file value=" + corrupt.string());
    EXPECT_EQ(hub.read_line(), "error message=\"bad value for book-file: " + corrupt.string() +
                                   ":3: the position's score 1 is not its best move's 2\"");
    hub.send("set-param name=book-file value=" + russian.string());
    EXPECT_EQ(
        hub.read_line(),
        "error message=\"bad value for book-file: the book is for russian, not international\"");
    hub.expect_pong();
    EXPECT_EQ(hub.go("think").back(), "done move=32-28") << "the good book is still in use";
}

// Without book-file, International plays from its built-in book; book=false turns it off.
TEST(HubBook, TheBuiltInBookIsTheDefault) {
    BookSession hub;
    hub.start_up({});
    EXPECT_TRUE(from_book(hub.go("think")));
    hub.send("set-param name=book value=false");
    EXPECT_FALSE(from_book(hub.go("think")));
}

}  // namespace
}  // namespace hub_book_test
