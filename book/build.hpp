#pragma once
// Building an opening book with Kabe's own search (`kabe book build`, docs/book.md):
// drop-out expansion from the start position. Every position of the book is searched to
// a fixed depth; its score is that search's until the position is expanded, then the
// best of its moves' (minimax through the tree, transpositions shared). The position
// expanded next is the one whose line from the start costs least: `ply_cost` a ply,
// plus, at every move of the line, how much worse that move is than the best there. So
// the main lines grow deep and the side lines as far as they are close to best.
// Above the engine: it searches through the Engine facade.

#include <cstddef>
#include <functional>
#include <string>

#include "book/book.hpp"
#include "engine/engine.hpp"

namespace kabe::book {

struct BuildOptions {
    std::string variant = "international";
    std::size_t positions = 3000;  // positions searched, the book's size
    int depth = 12;                // plies of each position's search
    Score ply_cost = 10;           // centi-men a ply adds to a line's cost
    std::size_t hash_mb = 64;      // each search thread's table
    // Searches at once: the new positions of an expansion are dealt out in turn, each
    // thread with an engine (and table) of its own, so a build is reproducible for a
    // given count (and with 1 the same as it always was).
    int threads = 1;
    EvalChoice eval;
};

struct BuildProgress {
    std::size_t positions = 0;  // in the book so far
    std::size_t target = 0;
    std::size_t searched = 0;  // by this run (a resumed run starts with the book's)
    double seconds = 0;        // this run's
    double eta_seconds = 0;
};

struct BuildCallbacks {
    std::function<void(const BuildProgress&)> progress;  // after every position searched
    // The book so far, every `checkpoint_seconds`, to be saved: an interrupted build then
    // resumes from it.
    std::function<void(const Book&)> checkpoint;
    double checkpoint_seconds = 60;
};

// Builds a book of `options.positions` positions, extending `resume` if given (a book
// of the same variant and depth). Throws std::runtime_error (bad variant, a book to
// resume that does not fit).
Book build(const BuildOptions& options, const Book* resume, const BuildCallbacks& callbacks);

}  // namespace kabe::book
