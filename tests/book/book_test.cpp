// The book's text format (docs/book.md), its errors, and the choice of a book move within
// the margin.

#include "book/book.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

namespace {

using kabe::book::Book;
using kabe::book::BookEntry;
using kabe::book::BookError;

const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
const std::string after_32_28 = "Bbbbbbbbbbbbbbbbbbbbbeeeeeeeewewwwewwwwwwwwwwwwwwww";

Book small_book() {
    Book book("international");
    book.depth = 6;
    book.eval = "learned";
    book.set(start, {10, {{"33-28", 8}, {"32-28", 10}, {"34-29", 0}, {"31-27", 7}}});
    book.set(after_32_28, {-10, {}});
    return book;
}

// The error a text gives, "" if it reads.
std::string error_of(const std::string& text) {
    try {
        Book::parse(text, "test.book");
    } catch (const BookError& e) {
        return e.what();
    }
    return "";
}

TEST(Book, TextRoundTrips) {
    const Book book = small_book();
    const std::string text = book.text();
    const Book again = Book::parse(text, "test.book");
    EXPECT_EQ(again.variant(), "international");
    EXPECT_EQ(again.depth, 6);
    EXPECT_EQ(again.eval, "learned");
    ASSERT_EQ(again.size(), 2u);
    const BookEntry* entry = again.find(start);
    ASSERT_TRUE(entry);
    EXPECT_EQ(entry->score, 10);
    ASSERT_EQ(entry->moves.size(), 4u);
    EXPECT_EQ(entry->moves[0].move, "32-28");  // best first
    EXPECT_EQ(entry->moves[3].score, 0);
    EXPECT_TRUE(again.find(after_32_28)->moves.empty());
    EXPECT_EQ(again.text(), text);
    EXPECT_NE(text.find(start + ";10;32-28:10 33-28:8 31-27:7 34-29:0\n"), std::string::npos)
        << text;
    EXPECT_NE(text.find(after_32_28 + ";-10\n"), std::string::npos) << text;
}

TEST(Book, SavesAtomicallyAndLoads) {
    const auto path = std::filesystem::path(::testing::TempDir()) / "book_test.book";
    small_book().save(path.string());
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
    EXPECT_EQ(Book::load(path.string()).text(), small_book().text());
    std::filesystem::remove(path);
    try {
        Book::load(path.string());
        FAIL() << "a missing file loads";
    } catch (const BookError& e) {
        EXPECT_EQ(std::string(e.what()), "cannot read the book " + path.string());
    }
}

TEST(Book, CorruptTextIsOneLineNamingTheLine) {
    const std::string header = "kabe-book 1\nvariant international\n";
    EXPECT_EQ(error_of(""), "test.book:0: empty file, not a Kabe book");
    EXPECT_EQ(error_of("hello\n"),
              "test.book:1: not a Kabe book (it must start with 'kabe-book 1')");
    EXPECT_EQ(error_of("kabe-book 7\n"), "test.book:1: book format 7, this Kabe reads 1");
    EXPECT_EQ(error_of("kabe-book 1\n" + start + ";0\n"),
              "test.book:2: a position before the 'variant' line");
    EXPECT_EQ(error_of(header + start + ";x\n"),
              "test.book:3: bad score 'x' (centi-men, an integer)");
    EXPECT_EQ(error_of(header + start + ";99999\n"),
              "test.book:3: bad score '99999' (centi-men, an integer)");
    EXPECT_EQ(error_of(header + start + ";5;32-28\n"),
              "test.book:3: bad book move '32-28' (MOVE:SCORE)");
    EXPECT_EQ(error_of(header + start + ";5;32-28:4 33-28:3\n"),
              "test.book:3: the position's score 5 is not its best move's 4");
    EXPECT_EQ(error_of(header + start + ";1\n" + start + ";1\n"),
              "test.book:4: position " + start + " twice");
    EXPECT_EQ(error_of(header + start + ";1\ndepth 3\n"),
              "test.book:4: a header line after the positions");
    EXPECT_EQ(error_of(header + "a;b;c;d\n"),
              "test.book:3: a position line is POSITION;SCORE[;MOVE:SCORE ...]");
    EXPECT_EQ(error_of("kabe-book 1\n"), "test.book:1: no 'variant' line");
    EXPECT_EQ(error_of(header + "# a comment\n\n" + start + ";1\r\n"), "");
}

// Every move within the margin is chosen for some random number, none outside it.
TEST(Book, ChoosesOnlyWithinTheMargin) {
    const Book book = small_book();
    std::set<std::string> chosen;
    for (std::uint64_t r = 0; r < 100; ++r) chosen.insert(book.choose(start, 3, r)->move);
    EXPECT_EQ(chosen, (std::set<std::string>{"32-28", "33-28", "31-27"}));
    chosen.clear();
    for (std::uint64_t r = 0; r < 100; ++r) chosen.insert(book.choose(start, 0, r)->move);
    EXPECT_EQ(chosen, (std::set<std::string>{"32-28"}));
    EXPECT_EQ(book.candidates(start, 10).size(), 4u);
    EXPECT_EQ(book.choose(start, 0, 5)->score, 10);
    EXPECT_FALSE(book.choose(after_32_28, 100, 0)) << "a leaf has no book move";
    EXPECT_FALSE(book.choose("Wnot-in-the-book", 100, 0));
}

// The built-in book (data/book/, embedded) reads and holds the start with its moves
// (tests/book/build_test.cpp checks its scores move by move); other variants have none.
TEST(Book, TheBuiltInInternationalBookReads) {
    const auto book = kabe::book::builtin("international");
    ASSERT_TRUE(book) << "data/book/international.book is embedded";
    EXPECT_EQ(book->variant(), "international");
    ASSERT_TRUE(book->find(start));
    EXPECT_FALSE(book->find(start)->moves.empty());
    EXPECT_GT(book->size(), 1000u);
    EXPECT_FALSE(kabe::book::builtin("tablut"));
}

}  // namespace
