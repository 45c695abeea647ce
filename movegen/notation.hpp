#pragma once
// Reading and writing positions and moves.
//
// Positions: PDN FEN (`W:W31-50:B1-20`, rules.md §0.4), Hub strings (51 characters,
// protocols.md §2.6) and the start position by name. Moves: Hub form (`32-28`,
// `28x19x23` = from x to x every captured square, any order) and PDN forms (`28x19`,
// full path `26x37x48`). Input is matched against the legal moves, so every accepted
// text names exactly one legal move; everything else is a NotationError with a message
// fit to show a user.

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "generate.hpp"
#include "position.hpp"

namespace kabe {

class NotationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class MoveFormat : std::uint8_t { hub, pdn };

namespace notation {

// Pieces of text handling shared by every board (notation.cpp).
std::string trim(std::string_view text);
// User input for an error message, in quotes and cut to a readable length.
std::string quote(std::string_view text);
// Splits "12x34-5" into numbers; throws NotationError if anything else is in the text.
std::vector<int> move_numbers(std::string_view text);

struct FenPieces {
    Color side = Color::white;
    std::vector<int> white_men, white_kings, black_men, black_kings;  // square numbers
};
// Parses the PDN FEN syntax (no board knowledge: squares are checked by the caller).
FenPieces parse_fen_fields(std::string_view text);

}  // namespace notation

template <class Rules>
struct Notation {
    using Board = typename Rules::Board;
    using Word = typename Rules::Word;
    using Bb = Bitboard<Word>;
    using Pos = Position<Rules>;
    using Mv = Move<Word>;

    // The variant's square numbers (Rules::numbering) and the generator's squares.
    static constexpr int number_of_bit(int bit) {
        return number_of_index(Board::index_of_bit[bit]);
    }
    static constexpr int bit_of_number(int number) {
        return Board::bit_of(index_of_number(number));
    }

    // 0-based index of the generator's square -> the variant's number, and back.
    static constexpr int number_of_index(int index) {
        switch (Rules::numbering) {
            case Numbering::scheme_a:
                return index + 1;
            case Numbering::scheme_b:
                return mirrored(index) + 1;
            case Numbering::scheme_c:
                return Board::squares - mirrored(index);
            case Numbering::scheme_d:
                return Board::squares - index;
        }
        return index + 1;
    }
    static constexpr int index_of_number(int number) {
        switch (Rules::numbering) {
            case Numbering::scheme_a:
                return number - 1;
            case Numbering::scheme_b:
                return mirrored(number - 1);
            case Numbering::scheme_c:
                return mirrored(Board::squares - number);
            case Numbering::scheme_d:
                return Board::squares - number;
        }
        return number - 1;
    }
    // The same row, counted from the other side: the mirror image of the board.
    static constexpr int mirrored(int index) {
        const int row = index / Board::per_row, place = index % Board::per_row;
        return row * Board::per_row + (Board::per_row - 1 - place);
    }

    // --- positions --------------------------------------------------------------------

    static Pos parse_fen(std::string_view text) {
        const auto f = notation::parse_fen_fields(text);
        Bb sets[4];
        const std::vector<int>* lists[4] = {&f.white_men, &f.white_kings, &f.black_men,
                                            &f.black_kings};
        for (int i = 0; i < 4; ++i) {
            for (int number : *lists[i]) {
                check_number(number);
                const Bb bit = Bb::bit(bit_of_number(number));
                if ((sets[0] | sets[1] | sets[2] | sets[3]) & bit)
                    throw NotationError("square " + std::to_string(number) +
                                        " is given more than once");
                sets[i] |= bit;
            }
        }
        return validated(sets[0] | sets[1], sets[2] | sets[3], sets[1] | sets[3], f.side);
    }

    static std::string to_fen(const Pos& pos) {
        std::string out(pos.side_to_move() == Color::white ? "W" : "B");
        for (Color c : {Color::white, Color::black}) {
            out += c == Color::white ? ":W" : ":B";
            bool first = true;
            for (int bit : pos.pieces(c)) {  // ascending square numbers
                if (!first) out += ',';
                first = false;
                if (pos.kings().test(bit)) out += 'K';
                out += std::to_string(number_of_bit(bit));
            }
        }
        return out;
    }

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
        for (int i = 0; i < Board::squares; ++i) {
            const Bb bit = Bb::bit(bit_of_number(i + 1));
            switch (text[i + 1]) {
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
                    throw NotationError(std::string("bad character '") + text[i + 1] +
                                        "' for square " + std::to_string(i + 1) +
                                        " in Hub position (expected w, b, W, B or e)");
            }
        }
        return validated(white, black, kings, side);
    }

    static std::string to_hub(const Pos& pos) {
        std::string out(pos.side_to_move() == Color::white ? "W" : "B");
        for (int i = 0; i < Board::squares; ++i) {
            const int bit = bit_of_number(i + 1);
            const bool king = pos.kings().test(bit);
            if (pos.pieces(Color::white).test(bit))
                out += king ? 'W' : 'w';
            else if (pos.pieces(Color::black).test(bit))
                out += king ? 'B' : 'b';
            else
                out += 'e';
        }
        return out;
    }

    // Any position text a user may paste: "start", a Hub string or a FEN.
    static Pos parse_position(std::string_view text) {
        const std::string t = notation::trim(text);
        if (t == "start" || t == "startpos" || t == "initial") return Pos::start();
        if (t.size() == static_cast<std::size_t>(Board::squares) + 1 &&
            t.find(':') == std::string::npos && (t[0] == 'W' || t[0] == 'B'))
            return parse_hub(t);
        return parse_fen(t);
    }

    // An ASCII diagram, White at the bottom: w/b men, W/B kings, '.' empty dark squares,
    // each row followed by the numbers of its squares (for people typing moves).
    static std::string diagram(const Pos& pos) {
        std::string out;
        for (int row = 0; row < Board::height; ++row) {
            out += "  ";
            for (int file = 0; file < Board::width; ++file) {
                char c = ' ';
                const int col = file / 2;
                if (Board::file_of(row * Board::per_row + col) == file) {
                    const int bit = Board::bit_of(row * Board::per_row + col);
                    const bool king = pos.kings().test(bit);
                    if (pos.pieces(Color::white).test(bit))
                        c = king ? 'W' : 'w';
                    else if (pos.pieces(Color::black).test(bit))
                        c = king ? 'B' : 'b';
                    else
                        c = '.';
                }
                out += c;
                out += ' ';
            }
            out += "   " + std::to_string(row * Board::per_row + 1) + '-' +
                   std::to_string((row + 1) * Board::per_row) + '\n';
        }
        out += pos.side_to_move() == Color::white ? "  White to move\n" : "  Black to move\n";
        return out;
    }

    // --- moves ------------------------------------------------------------------------

    static std::string format_hub(const Mv& m) {
        std::string out = std::to_string(number_of_bit(m.from));
        out += m.is_capture() ? 'x' : '-';
        out += std::to_string(number_of_bit(m.to));
        for (int number : captured_numbers(m)) out += 'x' + std::to_string(number);
        return out;
    }

    // PDN: `32-28`, `28x19`; the full path when another legal move has the same from/to.
    static std::string format_pdn(const Pos& pos, const Mv& m) {
        std::string out = std::to_string(number_of_bit(m.from));
        if (!m.is_capture()) return out + '-' + std::to_string(number_of_bit(m.to));
        MoveList<Word> legal;
        generate_moves(pos, legal);
        const bool ambiguous = std::count_if(legal.begin(), legal.end(), [&](const Mv& o) {
                                   return o.from == m.from && o.to == m.to;
                               }) > 1;
        if (ambiguous) {
            const auto routes = capture_routes(pos, m);
            if (!routes.empty()) {
                const auto& route = routes.front();
                for (std::size_t i = 0; i + 1 < route.size(); ++i)
                    out += 'x' + std::to_string(number_of_bit(route[i]));
            }
        }
        return out + 'x' + std::to_string(number_of_bit(m.to));
    }

    static std::string format(const Pos& pos, const Mv& m, MoveFormat f) {
        return f == MoveFormat::hub ? format_hub(m) : format_pdn(pos, m);
    }

    // The legal move that `text` names, in Hub or PDN form.
    static Mv parse_move(const Pos& pos, std::string_view text) {
        const std::string t = notation::trim(text);
        const std::vector<int> numbers = notation::move_numbers(t);
        for (int n : numbers) check_number(n);
        MoveList<Word> legal;
        generate_moves(pos, legal);
        std::vector<Mv> matches;
        for (const Mv& m : legal)
            if (names(pos, m, numbers)) matches.push_back(m);
        if (matches.size() == 1) return matches.front();
        if (matches.empty()) {
            std::string msg = "illegal move " + notation::quote(t);
            msg += legal.empty() ? ": the side to move has no legal move" : "; legal moves:";
            for (const Mv& m : legal) msg += ' ' + format_hub(m);
            throw NotationError(msg);
        }
        std::string msg = "ambiguous move " + notation::quote(t) + ", it could be:";
        for (const Mv& m : matches) msg += ' ' + format_hub(m);
        throw NotationError(msg);
    }

    // Every route of a capture, as the bits the piece lands on after each capture (the
    // last one is `to`). Several routes can make one move (e.g. a ring in either turn).
    static std::vector<std::vector<int>> capture_routes(const Pos& pos, const Mv& m) {
        std::vector<std::vector<int>> routes;
        if (!m.is_capture()) return routes;
        const Color us = pos.side_to_move();
        const bool king = pos.kings().test(m.from);
        const Bb opponents = pos.pieces(!us);
        const Bb open = pos.empty() | Bb::bit(m.from);
        std::vector<int> path;
        walk(Bb::bit(m.from), Bb(), king, us, opponents, open, m, path, routes);
        return routes;
    }

private:
    static void check_number(int number) {
        if (number < 1 || number > Board::squares)
            throw NotationError("square " + std::to_string(number) + " is not on the board (1-" +
                                std::to_string(Board::squares) + ")");
    }

    static Pos validated(Bb white, Bb black, Bb kings, Color side) {
        using Masks = BoardMasks<Rules>;
        auto reject_men_on = [&](Bb men, Color c) {
            if (const Bb wrong = men & Masks::promotion_row(c))
                throw NotationError(std::string(c == Color::white ? "white" : "black") +
                                    " man on square " +
                                    std::to_string(number_of_bit(wrong.lowest())) +
                                    ", its promotion row (it would be a king)");
        };
        reject_men_on(white & ~kings, Color::white);
        reject_men_on(black & ~kings, Color::black);
        return Pos::from_pieces(white, black, kings, side);
    }

    static std::vector<int> captured_numbers(const Mv& m) {
        std::vector<int> numbers;
        for (int bit : m.captured) numbers.push_back(number_of_bit(bit));
        std::sort(numbers.begin(), numbers.end());
        return numbers;
    }

    // Does the list of square numbers name move m (Hub, PDN short or PDN path form)?
    static bool names(const Pos& pos, const Mv& m, const std::vector<int>& numbers) {
        if (numbers.size() < 2 || numbers.front() != number_of_bit(m.from)) return false;
        if (numbers.size() == 2) return numbers[1] == number_of_bit(m.to);
        if (!m.is_capture()) return false;
        // Hub: from, to, then the captured squares in any order, each once.
        if (numbers[1] == number_of_bit(m.to)) {
            std::vector<int> given(numbers.begin() + 2, numbers.end());
            std::sort(given.begin(), given.end());
            if (given == captured_numbers(m)) return true;
        }
        // PDN path: from, the landing squares, to.
        if (numbers.back() != number_of_bit(m.to)) return false;
        for (const auto& route : capture_routes(pos, m)) {
            if (route.size() + 1 != numbers.size()) continue;
            bool same = true;
            for (std::size_t i = 0; i < route.size() && same; ++i)
                same = number_of_bit(route[i]) == numbers[i + 1];
            if (same) return true;
        }
        return false;
    }

    // Route search for one move: like the generator's search but it keeps every landing
    // square it tries and only keeps routes that end as m does.
    static void walk(Bb at, Bb captured, bool king, Color us, Bb opponents, Bb open, const Mv& m,
                     std::vector<int>& path, std::vector<std::vector<int>>& routes) {
        auto step = [&]<int Step>() {
            if constexpr (!Rules::men_capture_backward) {
                // Men of such variants only capture forward; kings in every direction.
                constexpr bool forward_white = Step < 0;
                if (!king && (us == Color::white) != forward_white) return;
            }
            using Masks = BoardMasks<Rules>;
            Bb ahead = Masks::template step<Step>(at);
            if (king && Rules::kings_fly)
                while (ahead & open) ahead = Masks::template step<Step>(ahead);
            const Bb victim = ahead & opponents & ~captured;
            if (!victim) return;
            for (Bb land = Masks::template step<Step>(victim) & open; land;
                 land = Masks::template step<Step>(land) & open) {
                if (!(m.captured & victim)) break;  // this route leaves the move's pieces
                path.push_back(land.lowest());
                walk(land, captured | victim, king, us, opponents, open, m, path, routes);
                path.pop_back();
                if (!(king && Rules::kings_fly)) break;
            }
        };
        step.template operator()<Board::up_left>();
        step.template operator()<Board::up_right>();
        step.template operator()<Board::down_left>();
        step.template operator()<Board::down_right>();
        if constexpr (Rules::orthogonal_captures) {
            // Frisian: men and kings also capture along rows and files, both ways.
            static_assert(Rules::men_capture_backward, "the forward test above is diagonal");
            step.template operator()<Board::left>();
            step.template operator()<Board::right>();
            step.template operator()<Board::up>();
            step.template operator()<Board::down>();
        }
        // A legal move cannot be continued, so reaching its square with its pieces taken
        // completes a route of it.
        if (!path.empty() && at.lowest() == m.to && captured == m.captured) routes.push_back(path);
    }
};

}  // namespace kabe
