#pragma once
// Reading and writing positions and moves.
//
// Positions: PDN FEN (`W:W31-50:B1-20`, rules.md §0.4), Hub strings (51 characters,
// protocols.md §2.6) and the start position by name. Moves: Hub form (`32-28`,
// `28x19x23` = from x to x every captured square, any order) and PDN forms (`28x19`,
// full path `26x37x48`). Input is matched against the legal moves, so every accepted
// text names exactly one legal move; everything else is a NotationError with a message
// fit to show a user.
//
// Square numbers are the variant's (square_names.hpp: schemes A-D); algebraic names
// (`c3`, `j10`) are accepted wherever a square is, in every variant. Printed text follows
// the variant: algebraic with its capture separator where Rules::algebraic (Russian
// `c3:e5`), numbers otherwise; Tablut `c2-c4xd4` (the move, then each piece it takes).
// Hub text and FEN stay numeric (docs/variants.md, Notation).

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "capture_routes.hpp"
#include "generate.hpp"
#include "plain_types.hpp"
#include "position.hpp"
#include "square_names.hpp"

namespace kabe {

// NotationError, MoveFormat and notation::quote: plain_types.hpp.

namespace notation {

// Pieces of text handling shared by every board (notation.cpp).
std::string trim(std::string_view text);
// A square as the user wrote it: a number in the variant's numbering, or an algebraic
// name. Which square it is depends on the board (Notation resolves it).
struct SquareText {
    int number = 0;    // > 0 for a number
    int file = -1;     // an algebraic name: 0-based file (a = 0)
    int rank = 0;      // and 1-based rank
    std::string text;  // as written, for messages
    bool algebraic() const { return number == 0; }
};

// Splits "12x34-5" or "c3:e5:g3" into squares; throws NotationError if anything else is in
// the text.
std::vector<SquareText> move_squares(std::string_view text);

struct FenPieces {
    Color side = Color::white;
    std::vector<SquareText> white_men, white_kings, black_men, black_kings;
};

// Parses the PDN FEN syntax; the only board knowledge is the number of files (is `k5` a
// square?), squares are checked by the caller. Ranges (`1-20`) are for numbers only.
FenPieces parse_fen_fields(std::string_view text, int files);

}  // namespace notation

template <class Rules>
struct Notation {
    using Board = typename Rules::Board;
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Pos = Position<Rules>;
    using Mv = Move<Word>;
    using Names = SquareNames<Rules>;

    // How squares are written: the variant's numbers or algebraic names.
    enum class Squares : std::uint8_t { numeric, algebraic };
    // What people read for this variant (rules.md §0.3: algebraic for Russian, Brazilian,
    // Czech); Hub and FEN stay numeric unless asked.
    static constexpr Squares readable = Rules::algebraic ? Squares::algebraic : Squares::numeric;

    // The variant's square number of a bit, and back.
    static constexpr int number_of_bit(int bit) {
        return Names::number_of_index(Board::index_of_bit[bit]);
    }
    static constexpr int bit_of_number(int number) {
        return Board::bit_of(Names::index_of_number(number));
    }
    static std::string square_name(int bit, Squares style) {
        return style == Squares::algebraic ? Names::algebraic(Board::index_of_bit[bit])
                                           : std::to_string(number_of_bit(bit));
    }

    // --- positions --------------------------------------------------------------------

    // PDN FEN with numbers or algebraic names (`W:Wc3,Kd4:Bf6`), numbers in ranges.
    static Pos parse_fen(std::string_view text) {
        const auto f = notation::parse_fen_fields(text, Board::width);
        Bb sets[4];
        const std::vector<notation::SquareText>* lists[4] = {&f.white_men, &f.white_kings,
                                                             &f.black_men, &f.black_kings};
        for (int i = 0; i < 4; ++i) {
            for (const auto& square : *lists[i]) {
                const Bb bit = Bb::bit(bit_of(square));
                if ((sets[0] | sets[1] | sets[2] | sets[3]) & bit)
                    throw NotationError("square " + square.text + " is given more than once");
                sets[i] |= bit;
            }
        }
        return validated(sets[0] | sets[1], sets[2] | sets[3], sets[1] | sets[3], f.side);
    }

    // PDN FEN. Numeric by default, as PDN and lidraughts store every variant; algebraic
    // names (ordered a1, c1, ..., rank by rank) for people reading an algebraic variant.
    static std::string to_fen(const Pos& pos, Squares style = Squares::numeric) {
        std::string out(pos.side_to_move() == Color::white ? "W" : "B");
        for (Color c : {Color::white, Color::black}) {
            out += c == Color::white ? ":W" : ":B";
            std::vector<std::pair<int, int>> order;  // (sort key, bit)
            for (int bit : pos.pieces(c)) order.emplace_back(fen_order(bit, style), bit);
            std::sort(order.begin(), order.end());
            for (std::size_t i = 0; i < order.size(); ++i) {
                if (i > 0) out += ',';
                if (pos.kings().test(order[i].second)) out += 'K';
                out += square_name(order[i].second, style);
            }
        }
        return out;
    }

    // Hub position (protocols.md §2.6): side to move, then one character per square in
    // the order of the variant's numbers 1..N.
    static Pos parse_hub(std::string_view text) {
        if (text.size() != static_cast<std::size_t>(Board::squares) + 1)
            throw NotationError("a Hub position has " + std::to_string(Board::squares + 1) +
                                " characters, this one has " + std::to_string(text.size()));
        Color side;
        if (text[0] == 'W')
            side = Color::white;
        else if (text[0] == 'B')
            side = Color::black;
        else
            throw NotationError("a Hub position starts with W or B (the side to move)");
        Bb white, black, kings;
        for (int number = 1; number <= Board::squares; ++number) {
            const Bb bit = Bb::bit(bit_of_number(number));
            switch (text[number]) {
                case 'w':
                    white |= bit;
                    break;
                case 'b':
                    black |= bit;
                    break;
                case 'W':
                    white |= bit;
                    kings |= bit;
                    break;
                case 'B':
                    black |= bit;
                    kings |= bit;
                    break;
                case 'e':
                    break;
                default:
                    throw NotationError(std::string("bad character '") + text[number] +
                                        "' for square " + std::to_string(number) +
                                        " in Hub position (expected w, b, W, B or e)");
            }
        }
        return validated(white, black, kings, side);
    }

    static std::string to_hub(const Pos& pos) {
        std::string out(pos.side_to_move() == Color::white ? "W" : "B");
        for (int number = 1; number <= Board::squares; ++number)
            out += piece_char(pos, bit_of_number(number));
        return out;
    }

    // Any position text a user may paste: "start", a Hub string or a FEN.
    static Pos parse_position(std::string_view text) {
        const std::string t = notation::trim(text);
        if (t == "start" || t == "startpos" || t == "initial") return Pos::start();
        // W or B, then only Hub letters: a Hub string, even of the wrong length (parse_hub
        // then says the length it expects, not that a FEN needs a colon).
        const bool hub_letters = t.size() > 1 && (t[0] == 'W' || t[0] == 'B') &&
                                 t.find_first_not_of("wbWBe", 1) == std::string::npos;
        const bool hub_length = t.size() == static_cast<std::size_t>(Board::squares) + 1 &&
                                t.find(':') == std::string::npos && (t[0] == 'W' || t[0] == 'B');
        if (hub_length || (hub_letters && t.size() > 2)) return parse_hub(t);
        return parse_fen(t);
    }

    // parse_position for a game: refuses what no game reaches, a side without pieces that
    // made the last move (the side to move may have none: it has lost, or won a giveaway
    // game). Scan's `pos` refuses it too. Move generation tests set up anything.
    static Pos parse_game_position(std::string_view text) {
        const Pos pos = parse_position(text);
        const Color mover = pos.side_to_move();
        if (!pos.pieces(!mover)) {
            const std::string moved_last = mover == Color::white ? "Black" : "White";
            throw NotationError(moved_last + " has no pieces but made the last move (" +
                                (mover == Color::white ? "White" : "Black") +
                                " is to move): no game reaches this position");
        }
        return pos;
    }

    // An ASCII diagram of the real board, White at the bottom (Black with `flipped`): w/b
    // men, W/B kings, '.' empty playing squares, blanks for the others (so a mirrored board
    // shows its light a1). Numeric variants label each row with its squares' numbers, in
    // the order shown, for people typing moves; algebraic ones get ranks and files. The
    // `marked` squares (the last move's) get a '*' after them instead of a blank.
    static std::string diagram(const Pos& pos, bool flipped = false, Bb marked = {}) {
        constexpr bool algebraic = readable == Squares::algebraic;
        std::string out;
        for (int row = 0; row < Board::height; ++row) {
            const int rank = flipped ? row + 1 : Board::height - row;
            std::string label = std::to_string(rank);
            out += algebraic ? std::string(3 - label.size(), ' ') + label + ' ' : "  ";
            int first = 0, last = 0;
            for (int column = 0; column < Board::width; ++column) {
                const int file = flipped ? Board::width - 1 - column : column;
                const int index = Names::index_at(file, rank);
                if (index >= 0) {
                    last = Names::number_of_index(index);
                    if (first == 0) first = last;
                }
                out += index >= 0 ? piece_char(pos, Board::bit_of(index), '.') : ' ';
                out += index >= 0 && marked.test(Board::bit_of(index)) ? '*' : ' ';
            }
            if (!algebraic) out += "   " + std::to_string(first) + '-' + std::to_string(last);
            out += '\n';
        }
        if (algebraic) {
            out += "    ";
            for (int column = 0; column < Board::width; ++column)
                out +=
                    {static_cast<char>('a' + (flipped ? Board::width - 1 - column : column)), ' '};
            out += '\n';
        }
        out += pos.side_to_move() == Color::white ? "  White to move\n" : "  Black to move\n";
        return out;
    }

    // --- moves ------------------------------------------------------------------------

    // Hub form (protocols.md §2.7), in the variant's numbers: from, to, then every captured
    // square ascending, `x` for captures. GUIs speak numbers over Hub.
    static std::string format_hub(const Mv& m) {
        std::string out = std::to_string(number_of_bit(m.from));
        out += m.is_capture() ? 'x' : '-';
        out += std::to_string(number_of_bit(m.to));
        for (int number : captured_numbers(m)) out += 'x' + std::to_string(number);
        return out;
    }

    // PDN in the variant's notation: `32-28`, `28x19`, Russian `c3-d4`, `c3:e5:g3`.
    // Numeric variants give the full path only when another legal move has the same from
    // and to (FMJD practice); algebraic ones always give it, as Russian and Brazilian
    // scoresheets do. A path also tells apart two Russian moves that differ only in
    // ending as a king.
    static std::string format_pdn(const Pos& pos, const Mv& m) {
        constexpr Squares style = readable;
        // Konane's opening removal: `xd5`, the square the mover takes its own piece from.
        if constexpr (Rules::family == Family::konane)
            if (m.from == m.to) return Rules::capture_separator + square_name(m.from, style);
        std::string out = square_name(m.from, style);
        if constexpr (Rules::family == Family::tablut) {
            // Tablut: a rook move `e4-b4`, then each piece it takes, as the Hub form does
            // (`e4-b4xb5xc4`; `e4-b4` alone also reads back: the capture follows from it).
            out += '-' + square_name(m.to, style);
            std::vector<std::pair<int, int>> taken;
            for (int bit : m.captured) taken.emplace_back(fen_order(bit, style), bit);
            std::sort(taken.begin(), taken.end());
            for (const auto& [order, bit] : taken) out += 'x' + square_name(bit, style);
            return out;
        }
        if (!m.is_capture()) return out + '-' + square_name(m.to, style);
        if (style == Squares::algebraic || shares_from_and_to(pos, m)) {
            const auto routes = capture_routes(pos, m);
            if (!routes.empty()) {
                const auto& route = routes.front();
                for (std::size_t i = 0; i + 1 < route.size(); ++i)
                    out += Rules::capture_separator + square_name(route[i], style);
            }
        }
        return out + Rules::capture_separator + square_name(m.to, style);
    }

    static std::string format(const Pos& pos, const Mv& m, MoveFormat f) {
        return f == MoveFormat::hub ? format_hub(m) : format_pdn(pos, m);
    }

    // The legal move that `text` names: Hub form, PDN short form or PDN path, with square
    // numbers or algebraic names and any of the separators - x X :.
    static Mv parse_move(const Pos& pos, std::string_view text) {
        const std::string t = notation::trim(text);
        if constexpr (Rules::family == Family::konane)
            if (is_single_square(t)) return konane_removal(pos, t);
        std::vector<int> squares;
        for (const auto& square : notation::move_squares(t)) squares.push_back(bit_of(square));
        MoveList<Word> legal;
        generate_moves(pos, legal);
        // A text that is a move's whole description (its path, or Hub form) names it even
        // where it is also the short form of another: `h6:c1` is one capture's full path
        // and the short form of a longer capture from h6 to c1.
        // A move listed twice (the generator keeps some duplicate routes, e.g. Thai's
        // under immediate removal) is still one move.
        std::vector<Mv> matches, exact;
        for (const Mv& m : legal) {
            if (std::find(matches.begin(), matches.end(), m) != matches.end()) continue;
            const Match match = names(pos, m, squares);
            if (match != Match::none) matches.push_back(m);
            if (match == Match::exact) exact.push_back(m);
        }
        if (exact.size() == 1) return exact.front();
        if (matches.size() == 1) return matches.front();
        if (matches.empty()) {
            std::string msg = "illegal move " + notation::quote(t);
            msg += legal.empty() ? ": the side to move has no legal move" : "; legal moves:";
            for (const Mv& m : legal) msg += ' ' + format_pdn(pos, m);
            throw NotationError(msg);
        }
        // Each candidate in full (its path), and for numeric variants its Hub form too.
        std::string msg = "ambiguous move " + notation::quote(t) + ", it could be:";
        for (const Mv& m : matches) {
            msg += ' ' + format_pdn(pos, m);
            if (m.promotes) msg += " (crowned)";
            if (readable == Squares::numeric) msg += " [" + format_hub(m) + "]";
        }
        throw NotationError(msg);
    }

    // Every route of a capture, as the bits the piece lands on after each capture (the
    // last one is `to`). Several routes can make one move (e.g. a ring in either turn).
    static std::vector<std::vector<int>> capture_routes(const Pos& pos, const Mv& m) {
        return CaptureRoutes<Rules>::of(pos, m);
    }

private:
    // Konane's removals are written as one square, `d5` or `xd5` (format_pdn).
    static bool is_single_square(const std::string& t) {
        const std::size_t start = !t.empty() && (t[0] == 'x' || t[0] == 'X') ? 1 : 0;
        return start < t.size() && t.find_first_of("-xX:", start) == std::string::npos;
    }
    static Mv konane_removal(const Pos& pos, const std::string& t) {
        const std::string square = t[0] == 'x' || t[0] == 'X' ? t.substr(1) : t;
        const int bit = bit_of(notation::move_squares(square + '-' + square).front());
        MoveList<Word> legal;
        generate_moves(pos, legal);
        for (const Mv& m : legal)
            if (m.from == m.to && m.from == bit) return m;
        std::string msg = "illegal move " + notation::quote(t) + ": no removal on " + square;
        msg += legal.empty() ? "; the side to move has no legal move" : "; legal moves:";
        for (const Mv& m : legal) msg += ' ' + format_pdn(pos, m);
        throw NotationError(msg);
    }

    // The bit of a square the user named; NotationError names the square if it is none.
    static int bit_of(const notation::SquareText& square) {
        if (!square.algebraic()) {
            if (square.number < 1 || square.number > Board::squares)
                throw NotationError("square " + square.text + " is not on the board (1-" +
                                    std::to_string(Board::squares) + ")");
            return bit_of_number(square.number);
        }
        const int index = Names::index_at(square.file, square.rank);
        if (index >= 0) return Board::bit_of(index);
        const bool on_board =
            square.file < Board::width && square.rank >= 1 && square.rank <= Board::height;
        const std::string last = std::string(1, static_cast<char>('a' + Board::width - 1)) +
                                 std::to_string(Board::height);
        throw NotationError("square " + square.text +
                            (on_board ? " is a light square: pieces play on the dark ones"
                                      : " is not on the board (a1-" + last + ")"));
    }

    static bool shares_from_and_to(const Pos& pos, const Mv& m) {
        MoveList<Word> legal;
        generate_moves(pos, legal);
        return std::count_if(legal.begin(), legal.end(),
                             [&](const Mv& o) { return o.from == m.from && o.to == m.to; }) > 1;
    }

    static int fen_order(int bit, Squares style) {
        const int index = Board::index_of_bit[bit];
        if (style == Squares::numeric) return Names::number_of_index(index);
        return Names::rank_of(index) * Board::width + Names::file_of(index);
    }

    static char piece_char(const Pos& pos, int bit, char empty = 'e') {
        const bool king = pos.kings().test(bit);
        if (pos.pieces(Color::white).test(bit)) return king ? 'W' : 'w';
        if (pos.pieces(Color::black).test(bit)) return king ? 'B' : 'b';
        return empty;
    }

    static Pos validated(Bb white, Bb black, Bb kings, Color side) {
        using Masks = BoardMasks<Rules>;
        if constexpr (Rules::family == Family::tablut)
            return validated_tablut(white, black, kings, side);
        else if constexpr (!Rules::men_promote) {
            // Konane and Alquerque have no kings; a man may stand on any square.
            if (kings)
                throw NotationError("king on square " + square_name(kings.lowest(), readable) +
                                    ": this variant has no kings");
            return Pos::from_pieces(white, black, kings, side);
        }
        // A man cannot stand where it would have been crowned: its promotion row, or
        // Corner's two corner squares (a man elsewhere on the last row stays a man), and
        // in Parachute a man on that row is a parachutist.
        auto reject_men_on = [&](Bb men, Color c) {
            if (const Bb wrong = men & Masks::crown_squares(c) & ~Masks::parachute_row(c))
                throw NotationError(std::string(c == Color::white ? "white" : "black") +
                                    " man on square " + square_name(wrong.lowest(), readable) +
                                    (Rules::corner_crowning
                                         ? ", a crowning square (it would be a king)"
                                         : ", its promotion row (it would be a king)"));
        };
        reject_men_on(white & ~kings, Color::white);
        reject_men_on(black & ~kings, Color::black);
        return Pos::from_pieces(white, black, kings, side);
    }

    // Tablut (rules.md §2.26): one king, White's; only it may stand on the throne; a king
    // on the edge has won already, so White cannot be to move there. A position without
    // the king is a finished game too (Black took it): it cannot be set up either.
    static Pos validated_tablut(Bb white, Bb black, Bb kings, Color side) {
        using G = detail::tablut::Geometry<Rules>;
        if (kings & black)
            throw NotationError("Black has no king in Tablut: its pieces are the attackers (men)");
        if ((kings & white).count() != 1)
            throw NotationError("White has exactly one king in Tablut (this position has " +
                                std::to_string((kings & white).count()) + ")");
        // Pieces are never added: at most the start's 8 defenders and 16 attackers (which
        // also keeps every move list within MoveList's 256: 16 rook moves a piece at most).
        const int defenders = (white & ~kings).count(), attackers = black.count();
        if (defenders > 8 || attackers > 16)
            throw NotationError("Tablut has at most 8 defenders and 16 attackers, not " +
                                std::to_string(defenders) + " and " + std::to_string(attackers));
        if (const Bb on_throne = (white | black) & ~kings & G::throne)
            throw NotationError("only the king may stand on the throne " +
                                square_name(on_throne.lowest(), Squares::algebraic));
        if ((kings & G::edge) && side == Color::white)
            throw NotationError("the king on the edge square " +
                                square_name(kings.lowest(), Squares::algebraic) +
                                " has already won: Black would be to move");
        return Pos::from_pieces(white, black, kings, side);
    }

    static std::vector<int> captured_numbers(const Mv& m) {
        std::vector<int> numbers;
        for (int bit : m.captured) numbers.push_back(number_of_bit(bit));
        std::sort(numbers.begin(), numbers.end());
        return numbers;
    }

    // Does the list of squares (bits) name move m, and how: in full (Hub form, PDN path) or
    // by the PDN short form from-to only?
    enum class Match : std::uint8_t { none, short_form, exact };
    static Match names(const Pos& pos, const Mv& m, const std::vector<int>& squares) {
        const Match found = exactly(pos, m, squares);
        if (found != Match::none) return found;
        return squares.size() == 2 && squares[0] == m.from && squares[1] == m.to ? Match::short_form
                                                                                 : Match::none;
    }

    // Whether the squares are m's whole description: from-to of a quiet move, the Hub form
    // (from, to, the captured squares in any order) or a full capture path.
    static Match exactly(const Pos& pos, const Mv& m, const std::vector<int>& squares) {
        if (squares.size() < 2 || squares.front() != m.from) return Match::none;
        if (!m.is_capture())
            return squares.size() == 2 && squares[1] == m.to ? Match::exact : Match::none;
        // Hub: from, to, then the captured squares in any order, each once.
        if (squares[1] == m.to) {
            Bb given;
            bool once = true;
            for (std::size_t i = 2; i < squares.size(); ++i) {
                once = once && !given.test(squares[i]);
                given |= Bb::bit(squares[i]);
            }
            if (once && given == m.captured) return Match::exact;
        }
        // PDN path: from, the landing squares, to.
        if (squares.back() != m.to) return Match::none;
        for (const auto& route : capture_routes(pos, m))
            if (std::equal(route.begin(), route.end(), squares.begin() + 1, squares.end()))
                return Match::exact;
        return Match::none;
    }
};

}  // namespace kabe
