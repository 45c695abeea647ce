#pragma once
// Variant rules as data: one struct of compile-time traits per variant (design.md §2).
// The generator reads these with `if constexpr`; a new variant that differs by one rule
// derives from its parent and restates only that rule.

#include <cstdint>
#include <string_view>
#include <type_traits>

#include "bitboard.hpp"
#include "geometry.hpp"

namespace kabe {

// The machine word of a board's bitboards: 64 bits whenever the padded layout fits,
// 128 bits above that (12x12 and other large boards). Measured on 10x10 perft, the
// 64-bit word is about twice as fast as the 128-bit one (docs/movegen.md).
template <int LayoutBits>
using WordFor = std::conditional_t<(LayoutBits <= 64), std::uint64_t, Uint128>;

enum class Color : std::uint8_t { white = 0, black = 1 };
constexpr Color operator!(Color c) {
    return c == Color::white ? Color::black : Color::white;
}
constexpr int index(Color c) {
    return static_cast<int>(c);
}

// Which capture sequences are legal when several exist. Precedence compares complete
// sequences of the whole side, then ties are free (rules.md §0.5, §4).
enum class CapturePrecedence : std::uint8_t {
    free_choice,        // any complete sequence (Russian, English, pool, Thai)
    most_pieces,        // the most pieces; a king counts as one (FMJD 4.13)
    with_king,          // a king must capture if one can, else free (Czech)
    pieces_then_kings,  // the most pieces, then the most kings among them (Spanish, Portuguese)
    italian,  // pieces, then by a king, then most kings, then kings met first (FID 6.6-6.10)
    frisian,  // value (man 1, king just under 2), then fewer kings, then by a king (FRIS 11-12)
};

// What a man does when a capture passes its promotion row and could go on (rules.md §0.5).
// Where men capture forward only they can never go on from that row, and the move simply
// ends there with the man crowned (English, Italian, Czech, Spanish, Thai).
enum class PassingPromotion : std::uint8_t {
    stays_man,              // goes on as a man, crowned only if the move ends there (FMJD 4.15)
    crowned_and_continues,  // crowned at once, goes on as a king (Russian)
    // Crowned on arrival and the move ends there, though it could capture on (Gothic, whose
    // men also capture sideways; whole-board generator only).
    crowned_and_stops,
};

// Directions of a piece on a whole board (Rules::orthogonal_moves, generate_orthogonal.hpp)
// as a set of these bits, relative to its side: forward is up the board for White, down
// for Black. A king's set must be symmetric (both forward and backward, or neither).
namespace directions {
inline constexpr unsigned forward = 1;
inline constexpr unsigned forward_diagonal = 2;  // both diagonals forward
inline constexpr unsigned sideways = 4;          // left and right along the rank
inline constexpr unsigned backward = 8;
inline constexpr unsigned backward_diagonal = 16;
inline constexpr unsigned orthogonal = forward | sideways | backward;  // a rook's four
inline constexpr unsigned all = orthogonal | forward_diagonal | backward_diagonal;  // a queen's
}  // namespace directions

// Where a flying king may land behind the piece it captures.
enum class KingLanding : std::uint8_t {
    any_square,   // any empty square beyond (with the continuation rule of free choice)
    next_square,  // only the square right behind the piece (Thai)
};

// How a game is won (rules.md §1).
enum class Goal : std::uint8_t {
    capture_all,  // the side to move without a legal move has lost
    give_away,    // the side to move without a legal move has won (giveaway, antidraughts)
    first_king,   // as capture_all, and the first side to crown a king wins (breakthrough)
    // Tablut (rules.md §2.26): White wins when its king reaches an edge square, Black when
    // it captures the king; a side without a move loses. A position where the game is over
    // (the king gone, with White to move; the king on the edge, with Black to move) has no
    // legal move, so "no move loses" scores both ends (generate_tablut.hpp).
    escape,
};

// The counted draw rules (besides repetition) a variant follows (movegen/draw_rules.hpp).
enum class DrawRules : std::uint8_t {
    fmjd,        // FMJD 6.2-6.4: king moves, 16-move and 5-move lone-king rules
    russian,     // FMJD-64 7.2.4-7.2.8
    frisian,     // FRIS 18, 21: two kings against one king, king against king
    reversible,  // only a limit on plies without a man move or a capture
    none,        // no counted rule (repetition only, or nothing at all)
};

// Square numbering of the numeric notations (rules.md §0.3). The generator's board is
// always scheme A's; the others name its squares differently. Italian, Spanish and
// Portuguese boards are the mirror image of it (a1 is not playable): their square in row r
// (from the top) and place k (from the left) is the generator's square in row r, place
// W/2-1-k, so diagonal neighbours stay neighbours.
enum class Numbering : std::uint8_t {
    scheme_a,  // 1 = top-left playable square, left to right, top to bottom (FMJD, English)
    scheme_b,  // Italian: as scheme A on the mirrored board (1 = a8, 32 = h1)
    scheme_c,  // Spanish, Portuguese: scheme B counted from the other end, 33 - n (1 = h1)
    scheme_d,  // Thai: scheme A counted from the other end, 33 - n (1 = g1)
};

// International draughts, FMJD rules (rules.md §2.1; article numbers of the FMJD rules).
struct International {
    static constexpr std::string_view name = "international";
    using Board = DarkSquareBoard<10, 10>;  // FMJD 2.1-2.4: 10x10, 50 dark squares
    using Word = WordFor<Board::bits>;      // 54-bit layout: one 64-bit word

    static constexpr int start_rows = 4;  // FMJD 2.8: men on 1-20 and 31-50
    // Rows left empty behind each side's men at the start (Turkish: the back ranks).
    static constexpr int start_back_rows_empty = 0;
    static constexpr Color first_to_move = Color::white;  // FMJD 3.3
    static constexpr bool men_capture_backward = true;    // FMJD 4.2
    static constexpr bool kings_fly = true;               // FMJD 3.9 and 4.3
    static constexpr CapturePrecedence precedence = CapturePrecedence::most_pieces;  // 4.13-4.14
    static constexpr bool men_capture_kings = true;  // only Italian men cannot (FID 5.3b)
    // FMJD 4.15: a man that only passes the back row during a capture stays a man; it is
    // crowned only when the move ends there (FMJD 3.5). Captured pieces are removed after
    // the move (FMJD 4.8, 4.11).
    static constexpr PassingPromotion passing_promotion = PassingPromotion::stays_man;
    static constexpr KingLanding king_landing = KingLanding::any_square;
    // Captured pieces leave the board as they are jumped, so their squares can be crossed
    // again in the same move (Thai); otherwise they block until the move ends.
    static constexpr bool immediate_removal = false;
    // Killer: a capture whose last captured piece is a king ends right behind it.
    static constexpr bool halt_behind_king = false;
    // Frisian: men and kings also capture along rows and files (kings still move only
    // diagonally).
    static constexpr bool orthogonal_captures = false;
    // The games on a whole board (FullBoard): Turkish, Gothic, Dameo. They use their own
    // generator (generate_orthogonal.hpp, named after Turkish's rows and files), which reads
    // the direction sets man_moves, man_captures, king_moves and king_captures (Turkish
    // and its heirs), `kings_fly`, `immediate_removal`, `passing_promotion`, `precedence`
    // (most_pieces or free_choice) and `linear_moves`.
    static constexpr bool orthogonal_moves = false;
    // Frisian: while a side has men, one king may make at most this many non-capturing
    // moves in a row (0: no limit). Position keeps the count.
    static constexpr int king_move_limit = 0;
    // Tablut: every piece moves like a rook and captures by custodial capture (a sandwich
    // between two of the mover's pieces), with the throne and the king's own capture
    // rules (generate_tablut.hpp). Captures are never compulsory there.
    static constexpr bool custodial_captures = false;
    // Whether a man's move can never be undone (it only goes forward), so that it ends the
    // stretch of plies in which a position can repeat (draw_rules.hpp, repetition). Tablut's
    // soldiers move back and forth like rooks: only a capture is irreversible there.
    static constexpr bool man_moves_irreversible = true;

    // The start position: rows of men (start_rows, start_back_rows_empty), a drawn layout
    // (drawn_start, below), or the squares named here, kings included (Tablut's cross),
    // algebraic names separated by spaces.
    struct StartSquares {
        std::string_view white_men, white_kings, black_men;
    };
    static constexpr StartSquares named_start{};
    // Konane (generate_konane.hpp): two opening removals, then orthogonal jumps only, in
    // one straight line, stopping wherever the player likes. Alquerque
    // (generate_alquerque.hpp): men on the 5x5 grid of lines, no kings.
    static constexpr bool konane_moves = false;
    static constexpr bool alquerque_moves = false;
    // Whether a man reaching the far row is crowned; where not, a man may stand there
    // (FEN accepts it).
    static constexpr bool men_promote = true;
    // A start position drawn square by square instead of the rows of start_rows: colour c
    // has a man at (row from the top, file from White's left) where starts_on says so
    // (BoardMasks::start_squares; light squares of a dark-square board are skipped).
    static constexpr bool drawn_start = false;
    static constexpr bool starts_on(Color, int /*row*/, int /*file*/) { return false; }

    // BrainKing's Czech family (rules.md §2.10-2.12); everything else leaves them off.
    // One-way: the men of both colours move and capture towards row 8 (Black's too), so
    // both crown on row 8 (men_move_up, position.hpp).
    static constexpr bool all_men_move_up = false;
    // Corner: a man is crowned only on the two squares of the corner at its top left
    // (White a7, b8; Black g1, h2); elsewhere on the last row it stays a man.
    static constexpr bool corner_crowning = false;
    // Parachute: a man of the side's own colour on its crowning row is a parachutist (it
    // cannot be an ordinary man there: it would have been crowned). Its only move is to
    // capture the adjacent piece in front of it, seen from the parachutist's row, and the
    // move ends with it an ordinary man right behind that piece (generate.hpp).
    static constexpr bool parachutists = false;

    // Two different sequences with the same from, to and captured set need a ring of at
    // least four pieces (dctl's large_jump_v, perft.md §1.2); smaller captures are unique.
    static constexpr int min_duplicate_captures = 4;

    static constexpr Goal goal = Goal::capture_all;

    // Draw rules in plies (FMJD art. 6, rules.md §2.1). 6.1: the same position three times
    // with the same side to move. 6.2: 25 moves by each player in which only kings moved,
    // without a capture. 6.3: one king against three pieces of which at least one king,
    // 16 moves each. 6.4: one king against two pieces of which at least one king (or
    // against one king), 5 moves each.
    static constexpr DrawRules draw_rules = DrawRules::fmjd;
    static constexpr int repetitions = 3;
    static constexpr int king_moves_draw_plies = 50;
    static constexpr int sixteen_move_draw_plies = 32;
    static constexpr int five_move_draw_plies = 10;

    // Notation (rules.md §0.3-0.4).
    static constexpr Numbering numbering = Numbering::scheme_a;
    static constexpr bool algebraic = false;  // squares written as a1..h8 by default
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_gametype = 20;
};

// Brazilian draughts (rules.md §2.2): the FMJD rules on the 8x8 board, 12 men a side.
// Its own draw rules (FMJD-64) could not be read (UNVERIFIED there): until they are, the
// FMJD ones of International apply (docs/variants.md).
struct Brazilian : International {
    static constexpr std::string_view name = "brazilian";
    using Board = DarkSquareBoard<8, 8>;  // a1 dark, squares 1-32 (PDN GameType 26)
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;  // White 21-32, Black 1-12
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 26;
};

// Canadian draughts (rules.md §2.3): the FMJD rules on 12x12, 30 men a side; the layout
// needs 77 bits, so the 128-bit word. Draw rules: FMJD's (no Canadian text, UNVERIFIED).
struct Canadian : International {
    static constexpr std::string_view name = "canadian";
    using Board = DarkSquareBoard<12, 12>;
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 5;  // White 43-72, Black 1-30
    static constexpr int pdn_gametype = 27;
};

// Killer draughts (rules.md §2.20): International, except that a capture whose last
// captured piece is a king must stop right behind it.
struct Killer : International {
    static constexpr std::string_view name = "killer";
    static constexpr bool halt_behind_king = true;
    static constexpr int pdn_gametype = 0;  // none exists
};

// Breakthrough (rules.md §2.21): International moves; the first king wins; no draw rules.
struct Breakthrough : International {
    static constexpr std::string_view name = "breakthrough";
    static constexpr Goal goal = Goal::first_king;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 0;    // none: lidraughts keeps no history at all
    static constexpr int pdn_gametype = 96;  // lidraughts' private number
};

// International antidraughts (rules.md §2.22): International moves, the side left without
// a legal move wins; only repetition draws.
struct Antidraughts : International {
    static constexpr std::string_view name = "antidraughts";
    static constexpr Goal goal = Goal::give_away;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int pdn_gametype = 98;  // lidraughts' private number
};

// American pool checkers (rules.md §2.8, APCA rules): flying kings, men capturing
// backwards, delayed removal and no crowning in passing as in International, but the
// capture sequence is free (APCA; dctl pool) and Black, on 1-12, moves first (APCA 7).
struct Pool : International {
    static constexpr std::string_view name = "pool";
    using Board = DarkSquareBoard<8, 8>;  // as English checkers, squares 1-32 (PDN GameType 23)
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;
    static constexpr Color first_to_move = Color::black;  // APCA 7: dark pieces first
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    // Draws (rules.md §2.8, UNVERIFIED: APCA rule 26 not read): dctl's 30 reversible plies
    // and threefold repetition; no lone-king rules (FMJD 6.3/6.4 do not apply).
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 30;
    static constexpr int pdn_gametype = 23;
};

// Russian draughts (rules.md §2.4): Brazilian's board and moves, but free choice of
// capture and a man crowned in passing goes on capturing as a king (kodeks 1.5.15).
// Draws: FMJD-64 art. 7.2 (movegen/draw_rules.hpp): 7.2.5 in king_moves_draw_plies, 7.2.7
// and 7.2.8 in five_move_draw_plies (10, inherited), 7.2.4 and 7.2.6 in fmjd64::.
struct Russian : Brazilian {
    static constexpr std::string_view name = "russian";
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr PassingPromotion passing_promotion = PassingPromotion::crowned_and_continues;
    static constexpr DrawRules draw_rules = DrawRules::russian;
    static constexpr int king_moves_draw_plies = 30;  // 7.2.5
    static constexpr char capture_separator = ':';
    static constexpr int pdn_gametype = 25;
};

// Russian giveaway (rules.md §2.5): Russian moves; whoever cannot move wins. No source
// gives draw rules: repetition and Russian's 15 king moves each (docs/variants.md).
struct RussianGiveaway : Russian {
    static constexpr std::string_view name = "russian-giveaway";
    static constexpr Goal goal = Goal::give_away;
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int pdn_gametype = 0;  // none exists
};

// English draughts / American checkers (rules.md §2.6, WCDF): short kings, men capture
// forward only, free choice, Black first; a man crowned by a capture stops there (it has
// no forward capture left). Draws: threefold repetition and the 40-move rule (80 plies
// without a man move or capture, as dctl).
struct English : International {
    static constexpr std::string_view name = "english";
    using Board = DarkSquareBoard<8, 8>;  // squares 1-32, scheme A (PDN GameType 21)
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;
    static constexpr Color first_to_move = Color::black;
    static constexpr bool men_capture_backward = false;
    static constexpr bool kings_fly = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 80;
    static constexpr int pdn_gametype = 21;
};

// English giveaway (rules.md §2.7): English moves; whoever cannot move wins.
struct EnglishGiveaway : English {
    static constexpr std::string_view name = "english-giveaway";
    static constexpr Goal goal = Goal::give_away;
    static constexpr int pdn_gametype = 0;
};

// Italian draughts (rules.md §2.18, FID): short kings, men capture forward only and never
// a king, White first, the full precedence of FID 6.6-6.10, the board mirrored (scheme B).
// Draws (CONFLICT in rules.md): dctl's four repetitions (9.3 b1) and 80 reversible plies.
struct Italian : English {
    static constexpr std::string_view name = "italian";
    static constexpr Color first_to_move = Color::white;
    static constexpr bool men_capture_kings = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::italian;
    static constexpr int repetitions = 4;
    static constexpr Numbering numbering = Numbering::scheme_b;
    static constexpr int pdn_gametype = 22;
};

// Spanish draughts (rules.md §2.17): flying kings, men move and capture forward only,
// most pieces then most kings, the board mirrored and numbered from White's right
// (scheme C). Draws: repetition and 40 king moves without a capture (20 each).
struct Spanish : International {
    static constexpr std::string_view name = "spanish";
    using Board = DarkSquareBoard<8, 8>;
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 3;
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::pieces_then_kings;
    static constexpr DrawRules draw_rules = DrawRules::reversible;
    static constexpr int king_moves_draw_plies = 40;
    static constexpr Numbering numbering = Numbering::scheme_c;
    static constexpr int pdn_gametype = 24;
};

// Portuguese draughts (rules.md §2.16): Spanish rules (dctl cites the Portuguese book for
// both); draw rules not found, Spanish's used.
struct Portuguese : Spanish {
    static constexpr std::string_view name = "portuguese";
    static constexpr int pdn_gametype = 28;
};

// Czech draughts (rules.md §2.9): flying kings, men forward only, a king must capture if
// one can, otherwise free choice. The official draw rule is not mechanical: repetition.
struct Czech : Brazilian {
    static constexpr std::string_view name = "czech";
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::with_king;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int pdn_gametype = 29;
};

// Corner checkers (BrainKing, rules.md §2.10, BK:30): Czech, but a man is crowned only on
// a7 or b8 (White) and g1 or h2 (Black). The start position is shown on BrainKing only
// as a picture (UNVERIFIED): the triangles of rules.md's placeholder, which an
// independent program of the BrainKing games sets up the same way (docs/variants.md).
struct Corner : Czech {
    static constexpr std::string_view name = "corner";
    // Black fills the triangle above the long diagonal a1-h8, White the one below it,
    // three squares off it (12 squares each).
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return c == Color::white ? row + file > Board::width : row + file + 1 < Board::width;
    }
    static constexpr bool corner_crowning = true;
    static constexpr int pdn_gametype = 0;  // none exists
};

// One-way checkers (BrainKing, rules.md §2.11, BK:31): Czech, but the men of both colours
// move and capture in the same direction, both players seeing the board from White's side.
// Start (UNVERIFIED, docs/variants.md): ranks 1-6, Black on files a-d, White on e-h, ranks
// 7 and 8 empty; so every man moves towards rank 8 and crowns there.
struct OneWay : Czech {
    static constexpr std::string_view name = "one-way";
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        const int rank = Board::height - row;  // 1 = White's back rank
        return rank <= Board::height - 2 &&
               (c == Color::white ? file >= Board::width / 2 : file < Board::width / 2);
    }
    static constexpr bool all_men_move_up = true;
    static constexpr int pdn_gametype = 0;
};

// Parachute checkers (BrainKing, rules.md §2.12, BK:32): Czech with 8 men and 4
// parachutists a side, the parachutists on the opponent's first row. A parachutist's only
// move captures the adjacent piece on row 7 (White) / row 2 (Black), landing right behind
// it, and ends there with it an ordinary man. It ranks with the men under the king-first
// rule (the "no jumping preference" of BK-T, docs/variants.md).
struct Parachute : Czech {
    static constexpr std::string_view name = "parachute";
    // Own men on ranks 2 and 3 (7 and 6), parachutists on rank 8 (1).
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int /*file*/) {
        const int rank = Board::height - row;
        const int own = c == Color::white ? rank : Board::height + 1 - rank;
        return own == 2 || own == 3 || own == Board::height;
    }
    static constexpr bool parachutists = true;
    static constexpr int pdn_gametype = 0;
};

// Frisian draughts (rules.md §2.19, the official rules of 2011, FRIS): International's
// board, start, moves, delayed removal and promotion, but men and kings capture in eight
// directions, the most valuable capture is compulsory (FRIS 11-12), and a king may make
// at most three non-capturing moves in a row while its side has men (FRIS 17).
struct Frisian : International {
    static constexpr std::string_view name = "frisian";
    static constexpr bool orthogonal_captures = true;
    static constexpr CapturePrecedence precedence = CapturePrecedence::frisian;
    static constexpr int king_move_limit = 3;
    // A man capture can go round a ring of three pieces (diagonal, sideways, diagonal
    // back): two routes of one move from three pieces on (dctl's large_jump_v).
    static constexpr int min_duplicate_captures = 3;
    static constexpr DrawRules draw_rules = DrawRules::frisian;
    static constexpr int pdn_gametype = 40;
};

// Thai draughts (rules.md §2.15): 8 men a side on two rows, men forward only, flying
// kings that land right behind the captured piece, captured pieces removed at once (so a
// king may turn back over them), free choice. CONFLICTs settled as rules.md recommends
// (immediate removal) and with White first (mindsports, the Thai site); no draw rule is
// known: repetition only.
struct Thai : Brazilian {
    static constexpr std::string_view name = "thai";
    static constexpr int start_rows = 2;
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr KingLanding king_landing = KingLanding::next_square;
    static constexpr bool immediate_removal = true;
    // With pieces removed at once, a king can take the same three pieces by two routes
    // (W:WKf4:Ba3,c3,g3,e5,c7,Kf8 in algebraic); the smallest ring of International's
    // argument does not hold.
    static constexpr int min_duplicate_captures = 2;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr Numbering numbering = Numbering::scheme_d;
    static constexpr bool algebraic = false;
    static constexpr char capture_separator = '-';
    static constexpr int pdn_gametype = 31;
};

// Turkish draughts, Dama (rules.md §2.14): all 64 squares, 16 men a side on the second
// and third ranks, men step and capture forward or sideways, kings move and capture like
// rooks and land anywhere behind, captured pieces are removed at once but two captures in
// a row may not go in opposite directions (no 180-degree turn), the most pieces must be
// taken (a king counts one), and a man crossing the last rank in a capture goes on as a
// man, crowned at the end of the move (the CONFLICT's recommended default). Draws:
// repetition only (the one-piece-each rule is not implemented, docs/variants.md).
struct Turkish : International {
    static constexpr std::string_view name = "turkish";
    using Board = FullBoard<8, 8>;  // 64 squares, one 64-bit word without ghosts
    using Word = WordFor<Board::bits>;
    static constexpr int start_rows = 2;  // a2-h3 and a6-h7 (pydraughts W:W41-56:B9-24)
    static constexpr int start_back_rows_empty = 1;
    static constexpr bool men_capture_backward = false;
    static constexpr bool immediate_removal = true;
    static constexpr bool orthogonal_moves = true;
    static constexpr unsigned man_moves = directions::forward | directions::sideways;
    static constexpr unsigned man_captures = man_moves;
    static constexpr unsigned king_moves = directions::orthogonal;  // like rooks (kings_fly)
    static constexpr unsigned king_captures = directions::orthogonal;
    // Dameo: a line of men moves one square along itself (generate_orthogonal.hpp).
    static constexpr bool linear_moves = false;
    // With pieces removed at once a king could take the same pieces by two routes; every
    // capture of two or more is checked (Kabe's D convention), or kept (Duplicates::keep).
    static constexpr int min_duplicate_captures = 2;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr bool algebraic = true;  // PDN "A0": a1 bottom left; numbers 1 = a8
    static constexpr int pdn_gametype = 30;
};

// Konane (rules.md §2.24; seed S2, BrainKing "Havai kabe"): the whole 8x8 board full,
// White on the dark squares (a1 dark: 1-based file + rank even, i.e. row from the top +
// 0-based file odd), Black on the light ones, Black first. Black opens by removing one of
// its pieces on a8, h1, d5 or e4, White by removing one of its pieces next to that hole
// along a rank or file; every later move is a jump along a rank or file over an adjacent
// enemy onto the empty square beyond, optionally repeated in the same direction. The
// side that cannot move loses. No draws exist: every move after the opening takes a piece.
// Moves: a removal is from == to with that square in `captured` (Position::after removes
// the mover's own piece there), written `xd5` (PDN) and `28x28x28` (Hub form).
struct Konane : International {
    static constexpr std::string_view name = "konane";
    using Board = FullBoard<8, 8>;
    using Word = WordFor<Board::bits>;
    static constexpr Color first_to_move = Color::black;  // S2, BK:94
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return (row + file) % 2 == (c == Color::white ? 1 : 0);
    }
    static constexpr bool konane_moves = true;
    static constexpr bool men_promote = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr int min_duplicate_captures = 64;  // one straight line: never two routes
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 0;  // impossible: every move removes a piece
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 0;  // none exists
};

// Alquerque (rules.md §2.23, BrainKing "Alkerk"): 25 points of a 5x5 grid joined by lines,
// orthogonal between all neighbours, diagonal only through the points whose 0-based
// coordinates sum to an even number. 12 men a side in the standard layout (UNVERIFIED
// for BrainKing): White a1-e2, d3, e3; Black a4-e5, a3, b3. Men step along a line
// forward, diagonally forward or sideways, never back, and not at all from the far row;
// no promotion. A capture jumps an adjacent enemy along a line onto the empty point
// beyond; the first jump goes in a direction a man may step, later ones of the same move
// in any direction. Compulsory, continued to the end, free choice among the sequences.
// A side without pieces or moves loses. White first (UNVERIFIED, docs/variants.md);
// jumped men leave at the end of the move (UNVERIFIED, the draughts convention); no
// draw rule is known: threefold repetition draws (Kabe's choice; DrawClock counts only
// sideways steps as reversible).
struct Alquerque : International {
    static constexpr std::string_view name = "alquerque";
    using Board = FullBoard<5, 5>;
    using Word = WordFor<Board::bits>;
    static constexpr Color first_to_move = Color::white;
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return c == Color::white ? row >= 3 || (row == 2 && file >= 3)
                                 : row <= 1 || (row == 2 && file <= 1);
    }
    static constexpr bool alquerque_moves = true;
    static constexpr bool men_promote = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    // Eight directions: a triangle of three jumps can be run either way round, and
    // smaller cases are cheap to check (Duplicates::drop compares from, to and captured).
    static constexpr int min_duplicate_captures = 2;
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 0;  // none exists
};

// Gothic checkers (rules.md §2.13, BrainKing "Gooti kabe"): all 64 squares, 16 men a side
// on ranks 1-2 and 7-8; men move and jump one step forward, diagonally forward or
// sideways; kings move and jump one step in all eight directions; otherwise "the same as
// Checkers" (BK:35): capture compulsory with free choice, men take kings, and a man that
// reaches the last row in a capture is crowned and stops. Removal timing cannot matter: a
// landing square keeps the file and rank parity of the square the piece started from, and
// every jumped square breaks one of them, so no landing is ever on a piece already taken
// (which is never taken twice either way). UNVERIFIED (docs/variants.md): the start rows (BrainKing
// shows a picture only), White first (as BrainKing's other games and Turkish), and the
// draw rules (repetition only, as Turkish: English's 40-move rule counts man moves, which
// Gothic's sideways men make reversible).
struct Gothic : Turkish {
    static constexpr std::string_view name = "gothic";
    static constexpr int start_rows = 2;
    static constexpr int start_back_rows_empty = 0;
    static constexpr unsigned man_moves =
        directions::forward | directions::forward_diagonal | directions::sideways;
    static constexpr unsigned man_captures = man_moves;
    static constexpr unsigned king_moves = directions::all;
    static constexpr unsigned king_captures = directions::all;
    static constexpr bool kings_fly = false;
    static constexpr bool immediate_removal = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    static constexpr PassingPromotion passing_promotion = PassingPromotion::crowned_and_stops;
    static constexpr int pdn_gametype = 0;  // none exists
};

// Dameo (rules.md §2.25, Christian Freeling 2000): all 64 squares, 18 men a side in a
// trapezoid (White a1-h1, b2-g2, c3-f3); men step forward or diagonally forward, and a
// straight line of own men in one of those directions advances one square (the rear man
// jumps to the first empty square beyond it; kings break a line); kings move like chess
// queens. Captures go along ranks and files only: men take an adjacent piece forward,
// backward or sideways, kings fly; pieces are removed after the move and may not be
// jumped twice; the most pieces must be taken (a king counts one); a man passing the last
// row in a capture goes on as a man and is crowned only if it ends there. Draws:
// threefold repetition (Freeling's rules as quoted by jpneto; "mutual impotence" is by
// agreement and not mechanical).
struct Dameo : Turkish {
    static constexpr std::string_view name = "dameo";
    static constexpr int start_rows = 3;
    static constexpr int start_back_rows_empty = 0;
    // `start_rows` rows from the own back rank, each one square shorter at both ends than
    // the one behind it.
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        const int rank = Board::height - row;  // 1 = White's back rank
        const int depth = (c == Color::white ? rank : Board::height + 1 - rank) - 1;
        return depth < start_rows && file >= depth && file < Board::width - depth;
    }
    static constexpr unsigned man_moves = directions::forward | directions::forward_diagonal;
    static constexpr unsigned man_captures = directions::orthogonal;
    static constexpr bool men_capture_backward = true;  // (the generator reads man_captures)
    static constexpr unsigned king_moves = directions::all;  // like a queen (kings_fly)
    static constexpr unsigned king_captures = directions::orthogonal;
    static constexpr bool immediate_removal = false;
    static constexpr bool linear_moves = true;
    static constexpr int pdn_gametype = 0;  // none exists
};

// Tablut, BrainKing rules (rules.md §2.26; seed S4 is the primary source, BK:19 its English
// page). A 9x9 board of 81 squares (a 128-bit word); White has the king and 8 defenders,
// Black 16 attackers, all moving like rooks; custodial capture of soldiers; the king is
// captured on four sides, or three and the empty throne; it wins on any edge square.
// Pieces: White's men are the defenders, White's king the king, Black's men the attackers.
// Choices for the UNVERIFIED points are in docs/variants.md.
struct Tablut : International {
    static constexpr std::string_view name = "tablut";
    using Board = FullBoard<9, 9>;      // S4: "ruuduline 9x9-väljaline laud"; throne e5
    using Word = WordFor<Board::bits>;  // 81 bits: Uint128
    // The Linnaeus cross (rules.md §2.26; the stored pages show it only as a picture).
    static constexpr StartSquares named_start{"c5 d5 f5 g5 e3 e4 e6 e7", "e5",
                                                "a4 a5 a6 b5 i4 i5 i6 h5 d1 e1 f1 e2 d9 e9 f9 e8"};
    static constexpr int start_rows = 0;  // unused: named_start
    // UNVERIFIED (rules.md §2.26): a BrainKing forum setup of BrainKing's Tablut has "First
    // move: King and Defenders"; most other Tablut rule sets start with the attackers. That
    // reading is the start FEN with B to move (docs/variants.md), no variant of its own.
    static constexpr Color first_to_move = Color::white;
    static constexpr bool custodial_captures = true;
    static constexpr bool man_moves_irreversible = false;
    static constexpr Goal goal = Goal::escape;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;
    // Draws: only repetition (S4's 2.58 % draws; forum posts mention perpetual repetition,
    // mechanism UNVERIFIED): the same position three times, as every variant here.
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 3;
    static constexpr bool algebraic = true;  // squares a1-i9; numbers 1 = a9 ... 81 = i1
    static constexpr int pdn_gametype = 0;   // none exists
};

}  // namespace kabe
