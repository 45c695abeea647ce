#include "book/book.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>

namespace kabe::book {

namespace {

constexpr std::string_view magic = "kabe-book";

std::optional<long> parse_integer(std::string_view text) {
    long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    return text;
}

bool plain_word(std::string_view text) {
    return !text.empty() && text.find_first_of(" \t;:") == std::string_view::npos;
}

// Reads the lines of one book text, each error naming its line.
class Reader {
public:
    Reader(std::string_view text, std::string_view origin) : text_(text), origin_(origin) {}

    Book read() {
        std::optional<Book> book;
        std::string variant;
        int depth = 0;
        std::string eval;
        bool seen_magic = false;
        std::size_t start = 0;
        while (start < text_.size()) {
            const std::size_t end = std::min(text_.find('\n', start), text_.size());
            const std::string_view line = trim(text_.substr(start, end - start));
            start = end + 1;
            ++number_;
            if (!seen_magic) {
                const auto words = split(line, ' ');
                if (words.size() != 2 || words[0] != magic)
                    fail("not a Kabe book (it must start with '" + std::string(magic) + " " +
                         std::to_string(Book::format_version) + "')");
                if (parse_integer(words[1]) != Book::format_version)
                    fail("book format " + std::string(words[1]) + ", this Kabe reads " +
                         std::to_string(Book::format_version));
                seen_magic = true;
                continue;
            }
            if (line.empty() || line.front() == '#') continue;
            if (line.find(';') != std::string_view::npos) {
                if (!book) {
                    if (variant.empty()) fail("a position before the 'variant' line");
                    book.emplace(variant);
                    book->depth = depth;
                    book->eval = eval;
                }
                read_position(line, *book);
                continue;
            }
            if (book) fail("a header line after the positions");
            const std::size_t space = line.find(' ');
            const std::string_view key = line.substr(0, space);
            const std::string_view value =
                space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));
            if (key == "variant") {
                if (!plain_word(value)) fail("bad variant '" + std::string(value) + "'");
                variant = value;
            } else if (key == "depth") {
                const auto d = parse_integer(value);
                if (!d || *d < 0 || *d > 1000) fail("bad depth '" + std::string(value) + "'");
                depth = static_cast<int>(*d);
            } else if (key == "eval") {
                eval = value;
            }
            // Other header keys are for people (or a later Kabe): skipped.
        }
        if (!seen_magic) fail("empty file, not a Kabe book");
        if (!book) {
            if (variant.empty()) fail("no 'variant' line");
            book.emplace(variant);
            book->depth = depth;
            book->eval = eval;
        }
        return std::move(*book);
    }

private:
    void read_position(std::string_view line, Book& book) {
        const auto fields = split(line, ';');
        if (fields.size() < 2 || fields.size() > 3)
            fail("a position line is POSITION;SCORE[;MOVE:SCORE ...]");
        const std::string_view position = fields[0];
        if (!plain_word(position)) fail("bad position '" + std::string(position) + "'");
        BookEntry entry;
        entry.score = score(fields[1]);
        if (fields.size() == 3 && !fields[2].empty()) {
            for (const std::string_view item : split(fields[2], ' ')) {
                const std::size_t colon = item.find(':');
                if (colon == std::string_view::npos || !plain_word(item.substr(0, colon)))
                    fail("bad book move '" + std::string(item) + "' (MOVE:SCORE)");
                entry.moves.push_back(
                    {std::string(item.substr(0, colon)), score(item.substr(colon + 1))});
            }
            Score best = entry.moves.front().score;
            for (const BookMove& m : entry.moves) best = std::max(best, m.score);
            if (best != entry.score)
                fail("the position's score " + std::to_string(entry.score) +
                     " is not its best move's " + std::to_string(best));
        }
        if (book.find(position)) fail("position " + std::string(position) + " twice");
        book.set(std::string(position), std::move(entry));
    }

    Score score(std::string_view text) const {
        const auto s = parse_integer(text);
        if (!s || *s < -score::infinity || *s > score::infinity)
            fail("bad score '" + std::string(text) + "' (centi-men, an integer)");
        return static_cast<Score>(*s);
    }

    [[noreturn]] void fail(const std::string& reason) const {
        throw BookError(std::string(origin_) + ":" + std::to_string(number_) + ": " + reason);
    }

    std::string_view text_;
    std::string_view origin_;
    int number_ = 0;
};

}  // namespace

const BookEntry* Book::find(std::string_view position) const {
    const auto it = entries_.find(std::string(position));
    return it == entries_.end() ? nullptr : &it->second;
}

void Book::set(const std::string& position, BookEntry entry) {
    // Stable, so that equal scores keep the order the builder gave them.
    std::stable_sort(entry.moves.begin(), entry.moves.end(),
                     [](const BookMove& a, const BookMove& b) { return a.score > b.score; });
    entries_[position] = std::move(entry);
}

std::vector<BookMove> Book::candidates(std::string_view position, Score margin) const {
    std::vector<BookMove> out;
    const BookEntry* entry = find(position);
    if (!entry || entry->moves.empty()) return out;
    const Score best = entry->moves.front().score;
    for (const BookMove& m : entry->moves)
        if (m.score >= best - std::max<Score>(margin, 0)) out.push_back(m);
    return out;
}

std::optional<BookMove> Book::choose(std::string_view position, Score margin,
                                     std::uint64_t random) const {
    const std::vector<BookMove> moves = candidates(position, margin);
    if (moves.empty()) return std::nullopt;
    return moves[random % moves.size()];
}

std::string Book::text() const {
    std::ostringstream out;
    out << magic << ' ' << format_version << '\n'
        << "# Kabe's opening book (docs/book.md): POSITION;SCORE[;MOVE:SCORE ...], Hub\n"
        << "# positions and moves, scores in centi-men for the side to move (a move's for its "
           "mover)\n"
        << "variant " << variant_ << '\n';
    if (depth > 0) out << "depth " << depth << '\n';
    if (!eval.empty()) out << "eval " << eval << '\n';
    out << "positions " << entries_.size() << '\n';
    std::vector<const std::pair<const std::string, BookEntry>*> sorted;
    sorted.reserve(entries_.size());
    for (const auto& e : entries_) sorted.push_back(&e);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
    for (const auto* e : sorted) {
        out << e->first << ';' << e->second.score;
        if (!e->second.moves.empty()) {
            out << ';';
            const char* separator = "";
            for (const BookMove& m : e->second.moves) {
                out << separator << m.move << ':' << m.score;
                separator = " ";
            }
        }
        out << '\n';
    }
    return out.str();
}

Book Book::parse(std::string_view text, std::string_view origin) {
    return Reader(text, origin).read();
}

Book Book::load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw BookError("cannot read the book " + path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw BookError("cannot read the book " + path);
    return parse(text, path);
}

void Book::save(const std::string& path) const {
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw BookError("cannot write " + temporary);
        out << text();
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            throw BookError("cannot write " + temporary + " (disk full?)");
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        std::remove(temporary.c_str());
        throw BookError("cannot rename " + temporary + " to " + path);
    }
}

}  // namespace kabe::book
