#pragma once
// The engine's use of the opening book (book/book.hpp): a search for a move to play is
// answered from the book when the position is in it. The book holds positions as Hub
// strings and moves in Hub notation; this turns the game's position into the key and the
// book's move back into a legal move, so that a book of another variant or a stale entry
// falls back to searching rather than playing an illegal move.

#include <optional>

#include "book/book.hpp"
#include "engine/engine.hpp"
#include "movegen/notation.hpp"

namespace kabe {

// Whether a search with these limits may be answered from the book: only a search for
// the move to play now, never analysis, pondering (the position is a guess until
// ponder-hit) or an infinite search.
inline bool book_may_answer(const SearchLimits& limits) {
    return !limits.analyze && !limits.ponder && !limits.infinite;
}

// The book's answer in `pos`, or none: not in the book, a leaf, or its move not legal.
template <class Rules>
std::optional<ThinkResult> book_answer(const book::Book& book, Score margin, std::uint64_t random,
                                       const Position<Rules>& pos, MoveFormat format) {
    using Text = Notation<Rules>;
    const auto chosen = book.choose(Text::to_hub(pos), margin, random);
    if (!chosen) return std::nullopt;
    try {
        const auto move = Text::parse_move(pos, chosen->move);
        ThinkResult out;
        out.move = Text::format(pos, move, format);
        out.score = chosen->score;
        out.from_book = true;
        return out;
    } catch (const NotationError&) {
        return std::nullopt;
    }
}

}  // namespace kabe
