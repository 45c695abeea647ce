#include "notation.hpp"

#include <charconv>

namespace kabe::notation {

namespace {

bool is_space(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

bool is_file_letter(char c) {
    return c >= 'a' && c <= 'z';
}

// A square at text[pos...], a number or an algebraic name; advances pos.
SquareText read_square(std::string_view text, std::size_t& pos, std::string_view what) {
    const std::size_t begin = pos;
    SquareText square;
    if (pos + 1 < text.size() && is_file_letter(text[pos]) && is_digit(text[pos + 1])) {
        square.file = text[pos++] - 'a';
        const std::size_t digits = pos;
        while (pos < text.size() && is_digit(text[pos])) ++pos;
        if (pos - digits > 2)
            throw NotationError("bad square " + quote(text.substr(begin, pos - begin)) + " in " +
                                std::string(what) + " " + quote(text));
        std::from_chars(text.data() + digits, text.data() + pos, square.rank);
    } else {
        while (pos < text.size() && is_digit(text[pos])) ++pos;
        if (begin == pos || pos - begin > 4)
            throw NotationError("expected a square number or name (like 32 or c3) in " +
                                std::string(what) + " " + quote(text));
        std::from_chars(text.data() + begin, text.data() + pos, square.number);
    }
    square.text = std::string(text.substr(begin, pos - begin));
    return square;
}

// One colour field of a FEN, without its leading W/B: "K1,3-5,K20" or "c3,Kd4". A
// lowercase k before a digit is a king (`k40`, as some programs write) unless the board has
// a k file (12x12), where `k5` is a square.
void read_squares(std::string_view field, int files, std::vector<SquareText>& men,
                  std::vector<SquareText>& kings) {
    std::size_t pos = 0;
    while (pos < field.size()) {
        const bool k_file = files > 10 && pos + 1 < field.size() && is_digit(field[pos + 1]);
        const bool king = field[pos] == 'K' || (field[pos] == 'k' && !k_file);
        if (king) ++pos;
        const SquareText first = read_square(field, pos, "FEN field");
        auto& list = king ? kings : men;
        if (pos < field.size() && field[pos] == '-') {
            ++pos;
            const SquareText last = read_square(field, pos, "FEN field");
            if (first.algebraic() || last.algebraic())
                throw NotationError("bad range " + first.text + "-" + last.text +
                                    " in FEN: ranges are for square numbers only");
            if (last.number < first.number)
                throw NotationError("bad range " + first.text + "-" + last.text + " in FEN");
            for (int s = first.number; s <= last.number; ++s)
                list.push_back(SquareText{s, -1, 0, std::to_string(s)});
        } else {
            list.push_back(first);
        }
        if (pos < field.size()) {
            if (field[pos] != ',')
                throw NotationError(std::string("unexpected '") + field[pos] + "' in FEN field " +
                                    quote(field));
            ++pos;
        }
    }
}

}  // namespace

std::string trim(std::string_view text) {
    std::size_t b = 0, e = text.size();
    while (b < e && is_space(text[b])) ++b;
    while (e > b && is_space(text[e - 1])) --e;
    return std::string(text.substr(b, e - b));
}

std::string quote(std::string_view text) {
    constexpr std::size_t limit = 60;
    // Appended piece by piece: GCC 12 misreads chains of operator+ here (-Wrestrict).
    std::string out(1, '\'');
    out.append(text.substr(0, std::min(text.size(), limit)));
    if (text.size() > limit) out.append("...");
    out.push_back('\'');
    if (text.size() > limit) out.append(" (" + std::to_string(text.size()) + " characters)");
    return out;
}

std::vector<SquareText> move_squares(std::string_view text) {
    if (text.empty()) throw NotationError("empty move");
    std::vector<SquareText> squares;
    std::size_t pos = 0;
    squares.push_back(read_square(text, pos, "move"));
    while (pos < text.size()) {
        const char sep = text[pos];
        if (sep != '-' && sep != 'x' && sep != 'X' && sep != ':')
            throw NotationError("bad move " + quote(text) +
                                ": squares are separated by '-', 'x' or ':'");
        ++pos;
        squares.push_back(read_square(text, pos, "move"));
    }
    if (squares.size() < 2)
        throw NotationError("bad move " + quote(text) + ": expected from-to or fromxto");
    return squares;
}

FenPieces parse_fen_fields(std::string_view text, int files) {
    // Accept what people paste: [FEN "..."] tags, quotes, spaces, a final '.'.
    std::string t;
    for (char c : text)
        if (!is_space(c)) t += c;
    if (t.rfind("[FEN", 0) == 0 && t.back() == ']') t = t.substr(4, t.size() - 5);
    if (t.size() >= 2 && t.front() == '"' && t.back() == '"') t = t.substr(1, t.size() - 2);
    if (!t.empty() && t.back() == '.') t.pop_back();
    if (t.empty()) throw NotationError("empty position");

    std::vector<std::string_view> fields;
    std::string_view rest(t);
    for (std::size_t colon; (colon = rest.find(':')) != std::string_view::npos;) {
        fields.push_back(rest.substr(0, colon));
        rest.remove_prefix(colon + 1);
    }
    fields.push_back(rest);

    FenPieces out;
    if (fields[0] == "W" || fields[0] == "w")
        out.side = Color::white;
    else if (fields[0] == "B" || fields[0] == "b")
        out.side = Color::black;
    else
        throw NotationError("bad FEN " + quote(text) +
                            ": it starts with W or B, the side to move (e.g. W:W31-50:B1-20)");
    bool seen_white = false, seen_black = false;
    for (std::size_t i = 1; i < fields.size(); ++i) {
        const std::string_view f = fields[i];
        if (f.empty()) continue;
        const char tag = f[0];
        if (tag == 'W' || tag == 'B') {
            bool& seen = tag == 'W' ? seen_white : seen_black;
            if (seen)
                throw NotationError(std::string("bad FEN: two fields for ") +
                                    (tag == 'W' ? "White" : "Black"));
            seen = true;
            if (tag == 'W')
                read_squares(f.substr(1), files, out.white_men, out.white_kings);
            else
                read_squares(f.substr(1), files, out.black_men, out.black_kings);
        } else if (tag == 'H' || tag == 'F') {
            // lidraughts appends half-move and move counters (":H0:F1"); they do not
            // change the position.
        } else {
            throw NotationError("bad FEN field " + quote(f) +
                                ": fields start with W or B followed by squares");
        }
    }
    if (!seen_white && !seen_black)
        throw NotationError("bad FEN " + quote(text) + ": no pieces given");
    return out;
}

}  // namespace kabe::notation
