#pragma once
// Tactics test positions for international draughts (10x10, FMJD rules).
//
// tactics_cases: positions where the side to move has a winning combination (a "shot":
// one or more sacrifices that force captures, then a multi-capture that wins material or
// breaks through to a king). best_move is the unique winning first move.
//
// Verification (every case): an independent material-only alpha-beta (man = 1, king = 3,
// a side without a legal move loses), built on Kabe's move generator
// (a throwaway program kept outside the repository). The horizon never stops
// on a position where the side to move must capture. For each case it checked: the FEN
// parses and is legal; best_move is legal (Notation::parse_move); at `depth` plies the value
// of best_move is `gain` men (>= 1) above the static material; every other legal first move
// scores at least one man less at that depth; and both properties still hold at EVERY depth
// from `depth` up to 15 plies (exact depth-d minimax values: the transposition table only
// orders moves across depths). `depth` is the first depth from which they hold up to 15.
// Sanity check (not a proof): Kabe's own engine (`kabe analyze --fen ... --depth 18`) picks
// best_move on every case, colour-reversed copies included, with a score >= 0.50 men.
//
// Dropped after the stricter check (with their colour-reversed copies):
//   "White shot: 34-30 25x34 39x19 14x23 33-28 23x32 38x16"
//     (W:W33,34,35,36,38,39,42,43,44,45,46,48,49,50:B1,2,3,4,5,6,7,8,9,10,14,15,21,24,25):
//     still +1 man up to 17 plies in the material search, but the man that lands on 16 is
//     trapped and Black wins it back with 7-11 16x7 1x12; Kabe at depth 18 scores 34-30
//     +0.04 only.
//   "Black shot: 24-30 35x24 20x40 45x34 23-29 34x3 4-9 3x21 16x47"
//     (B:W25,26,31,34,35,38,39,41,42,45,46,48,49,50:B1,4,5,8,10,13,14,15,16,17,18,20,23,24):
//     the gain vanishes at 12 plies (24-30 = 0, and 1-6 = 0 as well).
//   "White shot: 29-23 18x29 27x9 3x14 34x23 19x28 32x23"
//     (W:W27,29,31,32,34,35,36,37,40,41,42,44,45,46,47,48,49:B1,2,3,4,5,6,7,8,13,15,16,18,19,21,22,25,26):
//     the gain vanishes at 15 plies (29-23 = 0, 35-30 = 0 as well).
// Candidates from the new generator run that passed the 15-ply check but failed Kabe's
// depth-18 sanity check were not added (engine scores -0.07, -0.01, +0.02); one more
// (a repeat of the 28-22 17x28 26x8 pattern) was left out for variety.
//
// endgame_cases: small endgames, won = the side to move has a forced win, otherwise a draw
// with best play. The won ones were checked by the same full-width search (a forced win of
// all the opponent's pieces or moves within 13 plies); the drawn ones rest on standard
// endgame theory (kings cannot force a win against a lone king on the long diagonal
// 46-5 with these forces) and the search found no win for either side within 13 plies.
#include <string_view>

namespace kabe::test {

struct TacticsCase {
    std::string_view name;       // what the combination is
    std::string_view fen;        // PDN FEN
    std::string_view best_move;  // the unique winning first move, PDN short form
    int depth;                   // plies at which the material-only check proves it
    int gain;                    // men gained by best play at that depth (value - static)
    std::string_view source;     // where it comes from
};

inline constexpr TacticsCase tactics_cases[] = {
    {"coup Philippe opening trap (Goedmoed course, ch.3)",
     "W:W26,28,32,33,34,35,36,37,38,39,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,12,13,"
     "14,15,16,17,18,19,23,25",
     "28-22", 7, 2,
     "T. Goedemoed, A Course in International Draughts, ch.3 Coup Philippe: position after 1.33-28 "
     "18-23 2.39-33 12-18 3.44-39 7-12 4.31-26 20-25? (text at mybiblioteka.su/tom2/10-2958.html)"},
    {"coup Philippe second opening trap (Goedmoed course, ch.3)",
     "W:W22,28,32,33,34,35,36,38,39,40,41,42,44,45,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,13,14,15,"
     "16,18,19,21,23,24",
     "22-17", 7, 1,
     "T. Goedemoed, A Course in International Draughts, ch.3: after 1.32-28 18-23 2.38-32 12-18 "
     "3.31-27 7-12 4.43-38 20-24 5.37-31 17-21 6.27-22 18x27 7.31x22 12-18? (move 6 reconstructed "
     "from the garbled text)"},
    {"beginner's shot (bonaludo tutorial p.5)",
     "W:W27,28,32,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,"
     "13,15,16,17,18,19,20,23",
     "28-22", 3, 1,
     "bonaludo.com/2018/10/02/draughts-tutorial-p-4-beginers-shot/: after 1.31-27 19-23 2.33-28 "
     "14-19, 3.28-22! 17x28 4.34-29 23x34 5.32x23x14x25"},
    {"Black shot: 23-29 34x23 25x45 23-18 12x23",
     "B:W22,27,30,34,35,36,37,38,39,40,41,42,43,44,46,47,49,50:B1,2,3,4,5,6,8,9,10,11,12,13,14,16,"
     "19,23,24,25",
     "23-29", 4, 2,
     "constructed: semi-random playout of 14-60 plies (gen.cpp seed 55), forced sacrifice line "
     "found then verified"},
    {"Black shot: 24-29 33x24 19x30 35x24 17-21 26x17 11x31 36x27",
     "B:W26,28,32,33,34,35,36,37,38,39,41,44,45,46,47,48,49:B1,2,4,5,6,7,8,11,12,13,14,16,17,18,19,"
     "24,25",
     "24-29", 7, 1,
     "constructed: semi-random playout of 10-50 plies (gen.cpp seed 33), forced sacrifice line "
     "found then verified"},
    {"White shot: 32-28 23x32 37x17 11x22 30-24 19x30 35x24 20x29 34x3",
     "W:W26,30,32,33,34,35,36,37,38,39,40,41,42,43,45,46,50:B1,2,5,6,7,8,9,11,13,14,15,18,19,20,22,"
     "23",
     "32-28", 5, 4,
     "constructed: semi-random playout of 10-50 plies (gen.cpp seed 33), forced sacrifice line "
     "found then verified"},
    {"White shot: 30-24 19x30 28x8 12x3 27-21 16x27 32x23",
     "W:W27,28,30,32,33,36,38,39,40,41,43,45,47,49,50:B1,4,5,6,7,12,13,14,15,16,17,18,19,23,26",
     "30-24", 5, 2,
     "constructed: semi-random playout of 10-50 plies (gen.cpp seed 33), forced sacrifice line "
     "found then verified"},
    {"Black shot: 16-21 26x17 11x33 38x29 19-24 29x20 14x45",
     "B:W26,28,30,35,36,37,38,40,41,42,43,44,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,12,14,15,16,18,"
     "19",
     "16-21", 5, 2,
     "constructed: semi-random playout of 10-50 plies (gen.cpp seed 33), forced sacrifice line "
     "found then verified"},
    {"White shot: 28-22 17x28 26x8 18-22 27x18",
     "W:W26,27,28,29,32,34,35,37,45,50:B7,11,12,14,15,16,17,18,20,21,25", "28-22", 4, 2,
     "constructed: semi-random playout of 30-90 plies (gen.cpp seed 44), forced sacrifice line "
     "found then verified"},
    {"Black shot: 19-23 28x19 17x48 19-14",
     "B:W22,27,28,29,31,32,33,37,41,42,43,44,45,46,49,50:B1,2,5,6,7,8,9,11,13,15,16,17,18,19,20,21",
     "19-23", 4, 4,
     "constructed: semi-random playout of 30-90 plies (gen.cpp seed 44), forced sacrifice line "
     "found then verified"},
    {"White shot: 22-18 19x28 33x22 12x23 31-27 21x32 37x10",
     "W:W22,23,31,33,34,36,37,38,39,40,41,43,45,47,49,50:B1,2,3,6,7,8,9,11,12,14,19,20,21,25,26,30",
     "22-18", 7, 1,
     "constructed: semi-random playout of 30-90 plies (gen.cpp seed 44), forced sacrifice line "
     "found then verified"},
    {"White shot (kings on board): 32-28 22x33 38x40 5-10",
     "W:W21,27,31,32,36,K38,41,42,43,45,48,50:B3,5,6,7,8,11,12,13,14,16,18,22,25,34", "32-28", 4, 1,
     "constructed: semi-random playout of 30-90 plies (gen.cpp seed 44), forced sacrifice line "
     "found then verified"},
    {"White shot: 28-22 17x28 32x25 21x43 44-40 35x44 50x48",
     "W:W26,27,28,31,32,34,36,37,38,41,42,44,45,46,50:B5,6,7,8,11,12,13,15,16,17,19,20,21,35",
     "28-22", 5, 1,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"White shot: 27-22 17x28 39-33 28x30 35x2",
     "W:W27,31,34,35,36,37,39,40,41,42,43,47,48:B1,3,4,5,6,8,11,16,17,18,19,20,23,25", "27-22", 5,
     2,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"Black shot: 21-27 32x21 23x32 37x28 17x37 41x32 14-20 25x23 18x27",
     "B:W25,28,30,31,32,33,35,36,37,39,41,44,46,47,48,49:B3,5,7,8,9,10,11,12,13,14,16,17,18,19,21,"
     "23",
     "21-27", 7, 1,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"White shot: 33-29 24x33 38x18 13x22 30-24 19x30 35x13",
     "W:W30,33,34,35,37,38,39,40,42,44,45,46,49:B5,7,9,10,13,16,17,19,20,23,24,25,26", "33-29", 5,
     3,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"Black shot: 21-27 32x21 23x43 49x38 19-24 30x19 13x31 36x27",
     "B:W28,29,30,32,34,35,36,37,38,39,40,41,45,46,47,48,49:B4,5,6,7,8,9,11,12,13,15,18,19,20,21,"
     "23,25",
     "21-27", 5, 2,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"White shot: 35-30 25x34 40x7 1x12 27-21 16x27 31x33",
     "W:W27,31,35,36,37,38,39,40,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,12,13,15,16,23,25,"
     "28",
     "35-30", 5, 2,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"White shot: 27-21 16x38 37-32 38x27 31x2 4-9",
     "W:W27,29,31,32,34,36,37,39,41,45,46,47,48,50:B1,3,4,5,6,7,8,12,13,15,16,17,18,19,25", "27-21",
     6, 2,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"Black shot: 23-28 32x23 17-21 26x17 12x43 49x38 14-20 25x14 10x28",
     "B:W25,26,27,31,32,38,40,41,46,47,49:B3,5,6,8,10,12,13,14,16,17,23", "23-28", 7, 1,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"White shot: 41-36 25x34 40x20 15x24 16-11 7x27 31x15",
     "W:W16,21,26,30,31,32,38,40,41,43,44,45,46,47,50:B1,2,6,7,9,10,12,14,15,17,18,19,24,25,35",
     "41-36", 5, 2,
     "constructed: semi-random playout of 14-60 plies (gen2.cpp seed 101), forced sacrifice line "
     "found then verified"},
    {"Black shot: 17-21 26x17 11x31 37x26 16-21 26x17 18-22 17x28 23x25",
     "B:W26,27,30,35,37,38,39,40,42,45,46,47,48,49,50:B1,2,4,5,6,8,9,10,11,15,16,17,18,19,23,24",
     "17-21", 7, 2,
     "constructed: semi-random playout of 30-90 plies (gen2.cpp seed 202), forced sacrifice line "
     "found then verified"},
    {"Black shot: 22-28 32x23 19x39 30x19 13x33 38x29 39x30 35x24",
     "B:W27,29,30,31,32,33,34,35,37,38,40,41,42,43,45,48,49:B1,6,7,8,9,10,11,12,13,14,15,16,18,19,"
     "20,22,24",
     "22-28", 5, 1,
     "constructed: semi-random playout of 30-90 plies (gen2.cpp seed 202), forced sacrifice line "
     "found then verified"},
    {"White shot: 28-23 19x28 30x8 2x13 33x22 17x28 39-33 28x30 35x4",
     "W:W28,30,31,33,34,35,36,38,39,40,41,42,44,46,47,49,50:B1,2,3,5,6,10,11,12,13,14,16,17,19,20,"
     "24,25",
     "28-23", 7, 3,
     "constructed: semi-random playout of 30-90 plies (gen2.cpp seed 202), forced sacrifice line "
     "found then verified"},
    {"coup Philippe opening trap (Goedmoed course, ch.3) (colour-reversed)",
     "B:W26,28,32,33,34,35,36,37,38,39,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,8,9,10,11,12,13,"
     "14,15,16,17,18,19,23,25",
     "23-29", 7, 2,
     "colour-reversed (squares n->51-n) of: T. Goedemoed, A Course in International Draughts, ch.3 "
     "Coup Philippe: position after 1.33-28 18-23 2.39-33 12-18 3.44-39 7-12 4.31-26 20-25? (text "
     "at mybiblioteka.su/tom2/10-2958.html)"},
    {"coup Philippe second opening trap (Goedmoed course, ch.3) (colour-reversed)",
     "B:W27,28,30,32,33,35,36,37,38,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,9,10,11,12,13,15,"
     "16,17,18,19,23,29",
     "29-34", 7, 1,
     "colour-reversed (squares n->51-n) of: T. Goedemoed, A Course in International Draughts, "
     "ch.3: after 1.32-28 18-23 2.38-32 12-18 3.31-27 7-12 4.43-38 20-24 5.37-31 17-21 6.27-22 "
     "18x27 7.31x22 12-18? (move 6 reconstructed from the garbled text)"},
    {"beginner's shot (bonaludo tutorial p.5) (colour-reversed)",
     "B:W28,31,32,33,34,35,36,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,"
     "13,14,15,16,17,19,23,24",
     "23-29", 3, 1,
     "colour-reversed (squares n->51-n) of: "
     "bonaludo.com/2018/10/02/draughts-tutorial-p-4-beginers-shot/: after 1.31-27 19-23 2.33-28 "
     "14-19, 3.28-22! 17x28 4.34-29 23x34 5.32x23x14x25"},
    {"Black shot: 23-29 34x23 25x45 23-18 12x23 (colour-reversed)",
     "W:W26,27,28,32,35,37,38,39,40,41,42,43,45,46,47,48,49,50:B1,2,4,5,7,8,9,10,11,12,13,14,15,16,"
     "17,21,24,29",
     "28-22", 4, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen.cpp seed 55), forced sacrifice line found then verified"},
    {"Black shot: 24-29 33x24 19x30 35x24 17-21 26x17 11x31 36x27 (colour-reversed)",
     "W:W26,27,32,33,34,35,37,38,39,40,43,44,45,46,47,49,50:B2,3,4,5,6,7,10,12,13,14,15,16,17,18,"
     "19,23,25",
     "27-22", 7, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 10-50 plies "
     "(gen.cpp seed 33), forced sacrifice line found then verified"},
    {"White shot: 32-28 23x32 37x17 11x22 30-24 19x30 35x24 20x29 34x3 (colour-reversed)",
     "B:W28,29,31,32,33,36,37,38,40,42,43,44,45,46,49,50:B1,5,6,8,9,10,11,12,13,14,15,16,17,18,19,"
     "21,25",
     "19-23", 5, 4,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 10-50 plies "
     "(gen.cpp seed 33), forced sacrifice line found then verified"},
    {"White shot: 30-24 19x30 28x8 12x3 27-21 16x27 32x23 (colour-reversed)",
     "B:W25,28,32,33,34,35,36,37,38,39,44,45,46,47,50:B1,2,4,6,8,10,11,12,13,15,18,19,21,23,24",
     "21-27", 5, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 10-50 plies "
     "(gen.cpp seed 33), forced sacrifice line found then verified"},
    {"Black shot: 16-21 26x17 11x33 38x29 19-24 29x20 14x45 (colour-reversed)",
     "W:W32,33,35,36,37,39,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,7,8,9,10,11,13,14,15,16,21,23,"
     "25",
     "35-30", 5, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 10-50 plies "
     "(gen.cpp seed 33), forced sacrifice line found then verified"},
    {"White shot: 28-22 17x28 26x8 18-22 27x18 (colour-reversed)",
     "B:W26,30,31,33,34,35,36,37,39,40,44:B1,6,14,16,17,19,22,23,24,25", "23-29", 4, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen.cpp seed 44), forced sacrifice line found then verified"},
    {"Black shot: 19-23 28x19 17x48 19-14 (colour-reversed)",
     "W:W30,31,32,33,34,35,36,38,40,42,43,44,45,46,49,50:B1,2,5,6,7,8,9,10,14,18,19,20,22,23,24,29",
     "32-28", 4, 4,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen.cpp seed 44), forced sacrifice line found then verified"},
    {"White shot: 22-18 19x28 33x22 12x23 31-27 21x32 37x10 (colour-reversed)",
     "B:W21,25,26,30,31,32,37,39,40,42,43,44,45,48,49,50:B1,2,4,6,8,10,11,12,13,14,15,17,18,20,28,"
     "29",
     "29-33", 7, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen.cpp seed 44), forced sacrifice line found then verified"},
    {"White shot (kings on board): 32-28 22x33 38x40 5-10 (colour-reversed)",
     "B:W17,26,29,33,35,37,38,39,40,43,44,45,46,48:B1,3,6,8,9,10,K13,15,19,20,24,30", "19-23", 4, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen.cpp seed 44), forced sacrifice line found then verified"},
    {"White shot: 28-22 17x28 32x25 21x43 44-40 35x44 50x48 (colour-reversed)",
     "B:W16,30,31,32,34,35,36,38,39,40,43,44,45,46:B1,5,6,7,9,10,13,14,15,17,19,20,23,24,25",
     "23-29", 5, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"White shot: 27-22 17x28 39-33 28x30 35x2 (colour-reversed)",
     "B:W26,28,31,32,33,34,35,40,43,45,46,47,48,50:B3,4,8,9,10,11,12,14,15,16,17,20,24", "24-29", 5,
     2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"Black shot: 21-27 32x21 23x32 37x28 17x37 41x32 14-20 25x23 18x27 (colour-reversed)",
     "W:W28,30,32,33,34,35,37,38,39,40,41,42,43,44,46,48:B2,3,4,5,7,10,12,14,15,16,18,19,20,21,23,"
     "26",
     "30-24", 7, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"White shot: 33-29 24x33 38x18 13x22 30-24 19x30 35x13 (colour-reversed)",
     "B:W25,26,27,28,31,32,34,35,38,41,42,44,46:B2,5,6,7,9,11,12,13,14,16,17,18,21", "18-22", 5, 3,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"Black shot: 21-27 32x21 23x43 49x38 19-24 30x19 13x31 36x27 (colour-reversed)",
     "W:W26,28,30,31,32,33,36,38,39,40,42,43,44,45,46,47:B2,3,4,5,6,10,11,12,13,14,15,16,17,19,21,"
     "22,23",
     "30-24", 5, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"White shot: 35-30 25x34 40x7 1x12 27-21 16x27 31x33 (colour-reversed)",
     "B:W23,26,28,35,36,38,39,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,11,12,13,14,15,16,20,"
     "24",
     "16-21", 5, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"White shot: 27-21 16x38 37-32 38x27 31x2 4-9 (colour-reversed)",
     "B:W26,32,33,34,35,36,38,39,43,44,45,46,47,48,50:B1,3,4,5,6,10,12,14,15,17,19,20,22,24",
     "24-30", 6, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"Black shot: 23-28 32x23 17-21 26x17 12x43 49x38 14-20 25x14 10x28 (colour-reversed)",
     "W:W28,34,35,37,38,39,41,43,45,46,48:B2,4,5,10,11,13,19,20,24,25,26", "28-23", 7, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"White shot: 41-36 25x34 40x20 15x24 16-11 7x27 31x15 (colour-reversed)",
     "B:W16,26,27,32,33,34,36,37,39,41,42,44,45,49,50:B1,4,5,6,7,8,10,11,13,19,20,21,25,30,35",
     "10-15", 5, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 14-60 plies "
     "(gen2.cpp seed 101), forced sacrifice line found then verified"},
    {"Black shot: 17-21 26x17 11x31 37x26 16-21 26x17 18-22 17x28 23x25 (colour-reversed)",
     "W:W27,28,32,33,34,35,36,40,41,42,43,45,46,47,49,50:B1,2,3,4,5,6,9,11,12,13,14,16,21,24,25",
     "34-30", 7, 2,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen2.cpp seed 202), forced sacrifice line found then verified"},
    {"Black shot: 22-28 32x23 19x39 30x19 13x33 38x29 39x30 35x24 (colour-reversed)",
     "W:W27,29,31,32,33,35,36,37,38,39,40,41,42,43,44,45,50:B2,3,6,8,9,10,11,13,14,16,17,18,19,20,"
     "21,22,24",
     "29-23", 5, 1,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen2.cpp seed 202), forced sacrifice line found then verified"},
    {"White shot: 28-23 19x28 30x8 2x13 33x22 17x28 39-33 28x30 35x4 (colour-reversed)",
     "B:W26,27,31,32,34,35,37,38,39,40,41,45,46,48,49,50:B1,2,4,5,7,9,10,11,12,13,15,16,17,18,20,"
     "21,23",
     "23-28", 7, 3,
     "colour-reversed (squares n->51-n) of: constructed: semi-random playout of 30-90 plies "
     "(gen2.cpp seed 202), forced sacrifice line found then verified"},
};

struct EndgameCase {
    std::string_view name, fen;
    bool won;  // true: the side to move has a forced win; false: a draw with best play
    std::string_view why;
};

inline constexpr EndgameCase endgame_cases[] = {
    {"blocked man", "W:WK3,41,47:B36", true,
     "the black man on 36 is stuck (41 and 47 block it, 31 is empty so it cannot capture); any "
     "quiet white king move leaves Black without a legal move. Search: forced win in 2 plies"},
    {"two men against one man", "W:W6,28:B45", true,
     "6-1 crowns at once and the black man cannot get free; full-width search finds the capture "
     "of every black piece within 13 plies (also after 28-22)"},
    {"king and two men against a man", "W:WK46,33,34:B16", true,
     "overwhelming force; full-width search finds the win of the last black piece within 13 "
     "plies whatever White plays first"},
    {"king against king", "W:WK48:BK3", false,
     "one king against one king can never be caught: a dead draw"},
    {"two kings against a king on the long diagonal", "W:WK1,K50:BK46", false,
     "two kings cannot force a win against one king in international draughts; the lone king "
     "also holds the long diagonal 46-5"},
    {"three kings against a king on the long diagonal, lone king to move", "B:WK1,K2,K3:BK46",
     false,
     "a lone king that holds the long diagonal 46-5 draws against three kings (classical "
     "theory); it only has to stay on the diagonal out of the two-for-one sacrifices"},
    {"three kings against a king on the long diagonal, strong side to move", "W:WK1,K2,K3:BK28",
     false,
     "the lone king on 28 stands on the long diagonal 46-5, so three kings cannot catch it "
     "(classical theory); no win found within 13 plies"},
    {"king and man against a king on the long diagonal", "W:WK50,33:BK46", false,
     "king and man against a king holding the long diagonal is a draw: even once the man is "
     "crowned, two kings cannot force a win against one king"},
};

}  // namespace kabe::test
