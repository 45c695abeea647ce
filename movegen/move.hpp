#pragma once
// A move as the rules see it: where the piece starts and ends and which pieces it takes.
// Two capture routes with the same from, to and captured set are the same move (the
// convention of the published 10x10 perft numbers); the route itself is recovered by
// notation.hpp when a notation needs it.

#include <cstdint>
#include <new>
#include <stdexcept>

#include "bitboard.hpp"
#include "plain_types.hpp"

namespace kabe {

template <class Word>
struct Move {
    Bitboard<Word> captured;  // pieces taken, as bits of the board layout
    std::uint8_t from = 0;    // bit index of the moving piece
    std::uint8_t to = 0;      // bit index where it ends (equal to from for a full circle)
    bool promotes = false;    // a man that ends on the far row

    bool is_capture() const { return !captured.empty(); }
    bool operator==(const Move&) const = default;
};

// Duplicates (one move per from/to/captured set, or one per route): plain_types.hpp.

// Fixed-capacity list: no allocation in move generation. 256 is far above any reachable
// position's move count; overflow throws rather than corrupting memory. The storage is
// left uninitialised (a list is made at every node of a search, most stay short).
template <class Word>
class MoveList {
public:
    static constexpr int capacity = 256;

    MoveList() = default;
    MoveList(const MoveList& other) : size_(other.size_) {
        for (int i = 0; i < size_; ++i) new (&storage_[i]) Move<Word>(other[i]);
    }
    MoveList& operator=(const MoveList& other) {
        size_ = other.size_;
        for (int i = 0; i < size_; ++i) new (&storage_[i]) Move<Word>(other[i]);
        return *this;
    }

    void push(const Move<Word>& m) {
        if (size_ == capacity) [[unlikely]]
            throw std::length_error("move list overflow");
        new (&storage_[size_++]) Move<Word>(m);
    }
    void clear() { size_ = 0; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move<Word>& operator[](int i) const { return begin()[i]; }
    const Move<Word>* begin() const {
        return std::launder(reinterpret_cast<const Move<Word>*>(storage_));
    }
    const Move<Word>* end() const { return begin() + size_; }

private:
    struct alignas(Move<Word>) Slot {
        unsigned char bytes[sizeof(Move<Word>)];
    };
    Slot storage_[capacity];
    int size_ = 0;
};

// Two steps every capture generator takes when a capture sequence ends.
//
// The precedence rule of majority-capture games: a capture ranked below the best one so
// far is not legal, one ranked above makes every earlier one illegal (the list is
// cleared). Returns whether this capture still counts.
template <class Word>
bool keep_if_best(MoveList<Word>& list, std::uint32_t& best_key, std::uint32_t key) {
    if (key < best_key) return false;
    if (key > best_key) {
        list.clear();
        best_key = key;
    }
    return true;
}

// Adds the move unless `drop_duplicate` and the list holds it already: two sequences
// taking the same pieces from and to the same squares are one move (FMJD practice, Scan,
// dctl; rules.md "Duplicate captures"). Duplicates::keep passes false.
template <class Word>
void push_capture(MoveList<Word>& list, const Move<Word>& move, bool drop_duplicate) {
    if (drop_duplicate) {
        for (const auto& m : list)
            if (m == move) return;
    }
    list.push(move);
}

}  // namespace kabe
