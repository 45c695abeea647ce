#pragma once
// Every weight of the hand-made evaluation in one table, in centi-men (100 = one man), so
// that a tuner can later fit them without touching the terms (design.md §6). Each weight
// says what it rewards; docs/eval.md explains why the term exists.

#include <string_view>
#include <type_traits>

#include "movegen/rules.hpp"

namespace kabe::eval {

struct Weights {
    // --- material ----------------------------------------------------------------------
    int man = 100;
    // The first king is worth about three men: it flies, attacks from afar and cannot be
    // locked. Further kings add less: two kings already do most of what three do.
    int king = 300;
    int extra_king = 250;

    // --- tempo: rows the men have advanced, the White-minus-Black difference ----------
    // With the board full an advanced man is as often overextended as strong; with few
    // pieces left the side nearer to crowning usually wins the race. Interpolated on
    // the number of pieces left (opening: all of them on the board, endgame: none).
    int tempo_opening = 1;
    int tempo_endgame = 4;

    // --- structure of the men -----------------------------------------------------------
    // Penalty per man of difference between the left and the right half of the board:
    // a lopsided side runs out of moves on its short wing and cannot defend the other.
    int balance = 3;
    // Per man on the six central squares (White 22, 23, 27, 28, 32, 33): men there split
    // the opponent's wings and keep the most options.
    int centre = 5;
    // Per man on the back rank while the opponent has no king, scaled down as pieces
    // come off: 47, 48, 49 (Black 2, 3, 4) stop breakthroughs to the crowning row; the
    // corners 46 and 50 guard less.
    int back_rank_middle = 6;
    int back_rank_corner = 2;

    // --- runaways: men no opposing piece can reach (and the opponent has no king) -------
    // Per runaway man, plus per row it has advanced: the nearer the crowning row the
    // more surely it becomes a king.
    int runaway = 10;
    int runaway_per_row = 15;

    // --- mobility and immobile men --------------------------------------------------------
    int man_step = 2;     // per empty square a man can step to
    int king_square = 1;  // per square a king can move to
    int frozen_man = 3;   // penalty per man with no empty forward square

    // --- outposts: White men on 24 or 27 (Black 27 or 24) ---------------------------------
    // Backed by own pieces on both squares behind, an outpost cramps the opponent; with a
    // hole behind it the opponent can capture or exchange it off with gain of tempo.
    int outpost_supported = 8;
    int outpost_hanging = 6;

    // --- kings ------------------------------------------------------------------------------
    // A king on the long diagonal (46-5) watches both wings; against men only it stops
    // most breakthroughs on its own.
    int king_main_diagonal = 15;
    int king_main_diagonal_vs_men = 30;

    // Bonus for having the move. Zero by hand: any other value breaks the exact symmetry
    // of the start position (which then evaluates to this bonus); tuned, it is not zero.
    int side_to_move = 0;

    // --- giveaway games (Goal::give_away): the material is counted against its owner --
    // A king is harder to give away than a man (it runs from the squares where it would
    // be taken), so it weighs a little more against its owner.
    int giveaway_man = 100;
    int giveaway_king = 150;

    // --- breakthrough (Goal::first_king): the first king wins ---------------------------
    // Per man, breakthrough_advance * rows^2: each row nearer the crowning row is worth
    // more than the last, as a race is won by the front runner. (weights_for() also
    // raises the runaway weights there: a runaway crowns unless a faster one does.)
    int breakthrough_advance = 3;
    // The side to move has a man one step from the crowning row with a free square
    // ahead and no capture to make: it crowns, and wins, with this move.
    int crown_now = 5000;

    // --- Corner checkers: a man is crowned only on two corner squares (BK:30) ------------
    // Per row a man is nearer to the nearer corner square it can still reach; a man that
    // can reach neither is only a blocker, and one on the last row elsewhere cannot move
    // at all (its material still counts: it blocks squares).
    int corner_step = 6;
    int corner_out_of_reach = 30;
    int corner_stuck = 60;
    // --- Tablut (Goal::escape): the king runs for the edge, the attackers close in ---------
    // Material: an attacker is the unit (`man`, Black's pieces); a defender, one of 8
    // against 16, is worth more.
    int tablut_defender = 150;
    // Per line along which the king reaches the edge in one move: Black must block it.
    int king_free_line = 150;
    // The king escapes for sure: a free line with White to move, or two with Black to move
    // (one Black move blocks one line; with two lines open the king has two empty
    // neighbours, so it cannot be taken either).
    int king_escapes = 5000;
    // Per square between the king and its nearest edge.
    int king_edge_distance = 20;
    // Per attacker (or the empty throne) next to the king: four of them take it.
    int king_hemmed = 40;
    // Per square the king can move to.
    int king_room = 3;

    // --- Konane and Alquerque: the number of moves decides ---------------------------
    // Konane: per move more than the opponent; every move takes a piece of equal value,
    // so material says nothing, and a handful of moves is worth a man on the draughts
    // scale that the search's margins expect.
    int konane_move = 25;
    // Alquerque: per move more than the opponent, beside the material.
    int alquerque_move = 5;
};

// Every weight of the table by name, in declaration order, so that the tuner can change
// it and print it back, and each family's evaluation can list the ones it reads.
struct WeightField {
    std::string_view name;
    int Weights::*field;
};

inline constexpr WeightField weight_fields[] = {
    {"man", &Weights::man},
    {"king", &Weights::king},
    {"extra_king", &Weights::extra_king},
    {"tempo_opening", &Weights::tempo_opening},
    {"tempo_endgame", &Weights::tempo_endgame},
    {"balance", &Weights::balance},
    {"centre", &Weights::centre},
    {"back_rank_middle", &Weights::back_rank_middle},
    {"back_rank_corner", &Weights::back_rank_corner},
    {"runaway", &Weights::runaway},
    {"runaway_per_row", &Weights::runaway_per_row},
    {"man_step", &Weights::man_step},
    {"king_square", &Weights::king_square},
    {"frozen_man", &Weights::frozen_man},
    {"outpost_supported", &Weights::outpost_supported},
    {"outpost_hanging", &Weights::outpost_hanging},
    {"king_main_diagonal", &Weights::king_main_diagonal},
    {"king_main_diagonal_vs_men", &Weights::king_main_diagonal_vs_men},
    {"side_to_move", &Weights::side_to_move},
    {"giveaway_man", &Weights::giveaway_man},
    {"giveaway_king", &Weights::giveaway_king},
    {"breakthrough_advance", &Weights::breakthrough_advance},
    {"crown_now", &Weights::crown_now},
    {"corner_step", &Weights::corner_step},
    {"corner_out_of_reach", &Weights::corner_out_of_reach},
    {"corner_stuck", &Weights::corner_stuck},
    {"tablut_defender", &Weights::tablut_defender},
    {"king_free_line", &Weights::king_free_line},
    {"king_escapes", &Weights::king_escapes},
    {"king_edge_distance", &Weights::king_edge_distance},
    {"king_hemmed", &Weights::king_hemmed},
    {"king_room", &Weights::king_room},
    {"konane_move", &Weights::konane_move},
    {"alquerque_move", &Weights::alquerque_move},
};

// The field called `name`; a name not in the table is a compile-time error where the
// lists of the families use it (consteval).
consteval WeightField weight(std::string_view name) {
    for (const auto& f : weight_fields)
        if (f.name == name) return f;
    throw "no such weight";
}

// The weights a tuner leaves alone: the man is the unit of every score (and the sigmoid's
// scale fixes the rest anyway); crown_now and king_escapes mark a game that is won, not a
// judgement to fit.
inline constexpr std::string_view fixed_weights[] = {"man", "crown_now", "king_escapes"};

// The hand-made values above: every variant's start, and still the weights of every
// variant but International.
inline constexpr Weights default_weights{};

// International's weights, fitted by `kabe tune --lambda 0` to deep search scores: 73 141
// quiet positions (every fifth from 4000 selfplay games at 3000 nodes a move), each
// searched again to 300 000 nodes by `kabe rescore`; error 0.00919 -> 0.00833. Accepted by
// an SPRT at 0.04 s a move (docs/testing.md, Results, 2026-11-30). The comments give the
// hand-made value. What the fit says, in short: a runaway is worth little until it is
// near the crowning row (-138 + 38 per row advanced: nothing at 3.6 rows, about 1.7 men
// one row short); a king is worth 3.6 men; mobility counts three times as much; the long
// diagonal counts less against men only; a frozen man is a small plus, not a minus; the
// side to move is 11 ahead, so the start scores 11.
inline constexpr Weights tuned_international = [] {
    Weights w;
    w.king = 358;                       // 300
    w.extra_king = 258;                 // 250
    w.tempo_opening = -3;               // 1
    w.tempo_endgame = 7;                // 4
    w.centre = 2;                       // 5
    w.back_rank_middle = 10;            // 6
    w.runaway = -138;                   // 10
    w.runaway_per_row = 38;             // 15
    w.man_step = 6;                     // 2
    w.frozen_man = -4;                  // 3
    w.outpost_supported = 3;            // 8
    w.outpost_hanging = 1;              // 6
    w.king_main_diagonal_vs_men = -12;  // 30
    w.side_to_move = 11;                // 0
    return w;
}();

// The weights a variant starts from. International's are tuned_international; variants whose
// kings only step (kings_fly == false: English, Italian, English giveaway) get a king of
// about one and a half men, as in English checkers practice: it moves both ways but
// neither attacks nor defends from afar.
template <class Rules>
constexpr Weights weights_for() {
    if constexpr (std::is_same_v<Rules, International>) return tuned_international;
    Weights w;
    if (!Rules::kings_fly) {
        w.king = 150;
        w.extra_king = 150;
    }
    // Breakthrough: a man that cannot be stopped wins the game, not just a king.
    if (Rules::goal == Goal::first_king) {
        w.runaway = 50;
        w.runaway_per_row = 40;
    }
    return w;
}
template <class Rules>
inline constexpr Weights variant_weights = weights_for<Rules>();

}  // namespace kabe::eval
