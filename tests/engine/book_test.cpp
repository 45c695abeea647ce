// The engine's use of the book (Engine::set_book, engine/book_move.hpp): a search for a
// move to play answers from the book, within the margin; analysis, pondering and infinite
// searches never do; no book, a book of another variant or a move the rules refuse all
// leave the search as it was.

#include "book/book.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>

#include "engine/engine.hpp"

namespace {

using kabe::Engine;
using kabe::MoveFormat;
using kabe::SearchLimits;
using kabe::ThinkInfo;
using kabe::ThinkResult;
using kabe::book::Book;

const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

std::shared_ptr<const Book> start_book(const std::string& variant = "international") {
    auto book = std::make_shared<Book>(variant);
    book->set(start, {10, {{"32-28", 10}, {"33-28", 8}, {"34-29", -30}}});
    return book;
}

SearchLimits depth(int plies) {
    SearchLimits limits;
    limits.depth = plies;
    return limits;
}

TEST(EngineBook, ThinkPlaysABookMoveAtOnce) {
    const auto engine = Engine::create("international", 4);
    engine->set_book(start_book(), 0);
    std::vector<ThinkInfo> infos;
    const ThinkResult r = engine->think(
        depth(20), [&](const ThinkInfo& i) { infos.push_back(i); }, MoveFormat::pdn);
    EXPECT_TRUE(r.from_book);
    EXPECT_EQ(r.move, "32-28");
    EXPECT_EQ(r.score, 10);
    EXPECT_EQ(r.nodes, 0u);
    ASSERT_EQ(infos.size(), 1u);
    EXPECT_TRUE(infos[0].from_book);
    EXPECT_EQ(infos[0].pv, std::vector<std::string>{"32-28"});
    // Out of the book, it searches.
    engine->play("32-28");
    const ThinkResult searched = engine->think(depth(2), {}, MoveFormat::hub);
    EXPECT_FALSE(searched.from_book);
    EXPECT_GT(searched.nodes, 0u);
}

TEST(EngineBook, NeverInAnalysisPonderOrInfiniteSearches) {
    const auto engine = Engine::create("international", 4);
    engine->set_book(start_book(), 100);
    SearchLimits analyze = depth(2);
    analyze.analyze = true;
    EXPECT_FALSE(engine->think(analyze, {}, MoveFormat::hub).from_book);
    SearchLimits ponder = depth(2);
    ponder.ponder = true;
    EXPECT_FALSE(engine->think(ponder, {}, MoveFormat::hub).from_book);
    SearchLimits infinite = depth(2);
    infinite.infinite = true;
    EXPECT_FALSE(engine->think(infinite, {}, MoveFormat::hub).from_book);
    EXPECT_TRUE(engine->think(depth(2), {}, MoveFormat::hub).from_book);
}

TEST(EngineBook, TheMarginVariesTheMoveWithinIt) {
    const auto engine = Engine::create("international", 4);
    engine->set_book(start_book(), 2);
    std::set<std::string> moves;
    for (int i = 0; i < 60; ++i) moves.insert(engine->think(depth(2), {}, MoveFormat::hub).move);
    EXPECT_EQ(moves, (std::set<std::string>{"32-28", "33-28"}));
}

TEST(EngineBook, NoBookOrAnotherVariantsBookSearches) {
    const auto engine = Engine::create("international", 4);
    engine->set_book(start_book(), 0);
    engine->set_book(nullptr, 0);
    EXPECT_FALSE(engine->think(depth(2), {}, MoveFormat::hub).from_book);
    EXPECT_THROW(engine->set_book(start_book("russian"), 0), std::runtime_error);
    EXPECT_FALSE(engine->think(depth(2), {}, MoveFormat::hub).from_book);
}

TEST(EngineBook, AnIllegalBookMoveFallsBackToTheSearch) {
    auto book = std::make_shared<Book>("international");
    book->set(start, {10, {{"32-27x18", 10}}});
    const auto engine = Engine::create("international", 4);
    engine->set_book(book, 0);
    const ThinkResult r = engine->think(depth(2), {}, MoveFormat::hub);
    EXPECT_FALSE(r.from_book);
    EXPECT_FALSE(r.move.empty());
}

}  // namespace
