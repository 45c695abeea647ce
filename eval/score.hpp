#pragma once
// Scores in centi-men (100 = one man), always from the side to move's point of view.
// The bands follow Scan, so that Hub clients read them the same way (protocols.md §2.10):
// |score| <= eval_limit is an evaluation; infinity - ply is a won game ending `ply`
// plies from the root, printed as 99.xx; between the two lie the known wins: an endgame
// database's win (egdb/) reached `ply` plies from the root is win_threshold - ply, 89.xx,
// as Scan puts its bitbase wins between its evaluations and its mates.

#include <cstdint>

namespace kabe {

using Score = std::int32_t;

namespace score {

inline constexpr Score draw = 0;
inline constexpr Score infinity = 10'000;
inline constexpr Score eval_limit = 8'000;
// Scores beyond this are game ends found by the search.
inline constexpr Score win_threshold = infinity - 1'000;

constexpr Score win_in(int ply) {
    return infinity - ply;
}
constexpr Score loss_in(int ply) {
    return -infinity + ply;
}
constexpr Score known_win_in(int ply) {
    return win_threshold - ply;
}
constexpr Score known_loss_in(int ply) {
    return -win_threshold + ply;
}
constexpr bool is_win_or_loss(Score s) {
    return s > win_threshold || s < -win_threshold;
}

}  // namespace score
}  // namespace kabe
