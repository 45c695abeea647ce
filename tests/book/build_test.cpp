// The book builder (book/build.hpp): a tiny book at a low depth holds the start, every
// expanded position with all its legal moves, and scores minimaxed through the tree; it
// round-trips through its text and resumes. The same structure checks hold for the
// built-in International book.

#include "book/build.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/engine.hpp"

namespace book_build_test {
namespace {

using kabe::Engine;
using kabe::MoveFormat;
using kabe::book::Book;
using kabe::book::BookEntry;

const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

Book tiny_book(std::size_t positions, const Book* resume = nullptr) {
    kabe::book::BuildOptions options;
    options.positions = positions;
    options.depth = 2;
    options.hash_mb = 4;
    return kabe::book::build(options, resume, {});
}

// Every expanded position lists all its legal moves, a move's score is minus the score of
// the position it leads to (when that is in the book), and a position's score is its best
// move's. Returns how many positions had their moves.
std::size_t check_minimax(const Book& book) {
    const auto engine = Engine::create(book.variant(), 1);
    std::size_t expanded = 0;
    for (const auto& [key, entry] : book.entries()) {
        if (entry.moves.empty()) continue;
        ++expanded;
        engine->set_position(key, {});
        EXPECT_EQ(entry.moves.size(), engine->legal_moves(MoveFormat::hub).size()) << key;
        EXPECT_EQ(entry.score, entry.moves.front().score) << key;
        for (const auto& m : entry.moves) {
            EXPECT_LE(m.score, entry.score) << key;
            engine->set_position(key, {m.move});
            const BookEntry* child = book.find(engine->hub_position());
            EXPECT_TRUE(child) << key << " " << m.move << ": every child is searched";
            if (child) {
                EXPECT_EQ(m.score, -child->score) << key << " " << m.move;
            }
        }
    }
    return expanded;
}

TEST(BookBuild, ATinyBookIsMinimaxedFromTheStart) {
    const Book book = tiny_book(40);
    EXPECT_EQ(book.variant(), "international");
    EXPECT_EQ(book.depth, 2);
    EXPECT_EQ(book.eval, "learned");
    EXPECT_GE(book.size(), 40u);
    EXPECT_LE(book.size(), 40u + 20u) << "an expansion adds one position's moves at most";
    const BookEntry* root = book.find(start);
    ASSERT_TRUE(root);
    EXPECT_EQ(root->moves.size(), 9u);
    EXPECT_GE(check_minimax(book), 4u);
    EXPECT_EQ(Book::parse(book.text(), "tiny").text(), book.text());
}

TEST(BookBuild, ResumesWhereItStopped) {
    const Book first = tiny_book(20);
    const Book more = tiny_book(40, &first);
    EXPECT_GE(more.size(), 40u);
    for (const auto& [key, entry] : first.entries()) EXPECT_TRUE(more.find(key)) << key;
    check_minimax(more);

    kabe::book::BuildOptions deeper;
    deeper.depth = 3;
    EXPECT_THROW(kabe::book::build(deeper, &first, {}), std::runtime_error);
    Book other("russian");
    other.depth = 2;
    kabe::book::BuildOptions same;
    same.depth = 2;
    EXPECT_THROW(kabe::book::build(same, &other, {}), std::runtime_error);
}

TEST(BookBuild, ThreadsSearchSideBySideAndAreReproducible) {
    // Two search threads, each with its engine and table: every expanded position still
    // has all its moves and minimaxed scores, the book has the size asked for, and the
    // same count of threads builds the same book again (the positions are dealt out in a
    // fixed order, not taken as threads come free).
    kabe::book::BuildOptions options;
    options.positions = 40;
    options.depth = 3;
    options.hash_mb = 4;
    options.threads = 2;
    const Book book = kabe::book::build(options, nullptr, {});
    EXPECT_GE(book.size(), 40u);
    EXPECT_LE(book.size(), 40u + 20u);
    ASSERT_TRUE(book.find(start));
    EXPECT_EQ(book.find(start)->moves.size(), 9u);
    EXPECT_GE(check_minimax(book), 4u);
    EXPECT_EQ(kabe::book::build(options, nullptr, {}).text(), book.text());

    // Resumed with threads too.
    options.positions = 60;
    const Book more = kabe::book::build(options, &book, {});
    EXPECT_GE(more.size(), 60u);
    for (const auto& [key, entry] : book.entries()) EXPECT_TRUE(more.find(key)) << key;
    check_minimax(more);

    options.threads = 0;
    EXPECT_THROW(kabe::book::build(options, nullptr, {}), std::runtime_error);
}

TEST(BookBuild, ReportsProgressAndCheckpoints) {
    kabe::book::BuildOptions options;
    options.positions = 15;
    options.depth = 1;
    options.hash_mb = 4;
    kabe::book::BuildCallbacks callbacks;
    std::size_t reports = 0, last = 0, checkpoints = 0;
    callbacks.progress = [&](const kabe::book::BuildProgress& p) {
        ++reports;
        EXPECT_EQ(p.target, 15u);
        EXPECT_GT(p.positions, last);
        last = p.positions;
    };
    callbacks.checkpoint = [&](const Book& b) {
        ++checkpoints;
        EXPECT_TRUE(b.find(start));
    };
    callbacks.checkpoint_seconds = 0;  // after every expansion
    const Book book = kabe::book::build(options, nullptr, callbacks);
    EXPECT_EQ(reports, book.size());
    EXPECT_GE(checkpoints, 1u);
}

TEST(BookBuild, TheBuiltInBookIsMinimaxed) {
    const auto book = kabe::book::builtin("international");
    ASSERT_TRUE(book);
    EXPECT_GT(check_minimax(*book), 100u);
}

}  // namespace
}  // namespace book_build_test
