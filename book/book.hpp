#pragma once
// The opening book: positions with their scores and, for the positions that were
// expanded, every move with its score (docs/book.md). Plain text on disk; positions are
// keyed by their Hub string (side to move, then one letter per square), so every
// transposition finds the same entry. No templates: the engine (engine/book_move.hpp)
// turns its position into the key and the book's move text into a move.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "eval/score.hpp"

namespace kabe::book {

// A book that does not read: "FILE:LINE: reason", one line.
class BookError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct BookMove {
    std::string move;  // Hub notation (32-28, 28x19x23)
    Score score = 0;   // centi-men, the mover's view: minus the score of the position it leads to
};

struct BookEntry {
    Score score = 0;              // centi-men, the side to move's view
    std::vector<BookMove> moves;  // best first; empty: a leaf, scored but not expanded
};

class Book {
public:
    static constexpr int format_version = 1;

    explicit Book(std::string variant = "international") : variant_(std::move(variant)) {}

    // The canonical variant name (movegen/variants.hpp) the positions are of.
    const std::string& variant() const { return variant_; }
    // How the book was built, as its header records it (0 and "" when unknown).
    int depth = 0;
    std::string eval;

    const BookEntry* find(std::string_view position) const;
    // Adds or replaces a position's entry; the moves are sorted best first.
    void set(const std::string& position, BookEntry entry);
    std::size_t size() const { return entries_.size(); }
    const std::unordered_map<std::string, BookEntry>& entries() const { return entries_; }

    // A book move of `position` within `margin` centi-men of its best move, chosen among
    // those by `random` (any number: the engine passes a random one); none when the
    // position is not in the book or is a leaf.
    std::optional<BookMove> choose(std::string_view position, Score margin,
                                   std::uint64_t random) const;
    // The moves choose() picks from.
    std::vector<BookMove> candidates(std::string_view position, Score margin) const;

    // The book as text (the header, then the positions in sorted order, so that a book
    // rebuilt the same way is the same file).
    std::string text() const;
    // Reads text(); `origin` names it in errors. Throws BookError.
    static Book parse(std::string_view text, std::string_view origin);
    // Reads a book file; throws BookError (missing, unreadable or corrupt).
    static Book load(const std::string& path);
    // Writes the book to `path` atomically: to path.tmp first, then renamed over it, so
    // an interrupted write never leaves half a book. Throws BookError.
    void save(const std::string& path) const;

private:
    std::string variant_;
    std::unordered_map<std::string, BookEntry> entries_;
};

// The book built into the binary for `variant` (a canonical name), from data/book/
// (docs/book.md); null where there is none. Parsed once, on first use.
std::shared_ptr<const Book> builtin(std::string_view variant);

}  // namespace kabe::book
