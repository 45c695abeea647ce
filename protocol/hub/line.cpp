#include "protocol/hub/line.hpp"

#include <algorithm>

namespace kabe::hub {

namespace {

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
bool is_control(char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
}
// A character of a bare word: not blank, not a control character, not '=' or '"'.
bool is_word(char c) {
    return !is_blank(c) && !is_control(c) && c != '=' && c != '"';
}

class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    // Skips blanks and control characters (a trailing '\r' of CRLF input included).
    void skip_blanks() {
        while (pos_ < text_.size() && !is_word(text_[pos_]) && text_[pos_] != '=' &&
               text_[pos_] != '"')
            ++pos_;
    }
    bool done() const { return pos_ >= text_.size(); }
    char peek() const { return text_[pos_]; }
    void advance() { ++pos_; }

    std::string word() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && is_word(text_[pos_])) ++pos_;
        return std::string(text_.substr(start, pos_ - start));
    }
    std::string quoted() {
        ++pos_;  // opening quote
        const std::size_t start = pos_;
        while (pos_ < text_.size() && text_[pos_] != '"') ++pos_;
        std::string value(text_.substr(start, pos_ - start));
        if (pos_ < text_.size()) ++pos_;  // closing quote
        return value;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace

std::optional<std::string> Line::get(std::string_view name) const {
    for (auto it = args.rbegin(); it != args.rend(); ++it)
        if (it->first == name) return it->second;
    return std::nullopt;
}

Line parse_line(std::string_view text) {
    Line line;
    Scanner s(text);
    s.skip_blanks();
    line.command = s.word();
    while (true) {
        s.skip_blanks();
        if (s.done()) break;
        if (s.peek() == '=' || s.peek() == '"') {  // a stray symbol: skip it
            s.advance();
            continue;
        }
        std::string name = s.word();
        s.skip_blanks();
        std::string value;
        if (!s.done() && s.peek() == '=') {
            s.advance();
            s.skip_blanks();
            if (!s.done() && s.peek() == '"')
                value = s.quoted();
            else
                value = s.word();
        }
        line.args.emplace_back(std::move(name), std::move(value));
    }
    return line;
}

LineBuilder& LineBuilder::arg(std::string_view name, std::string_view value) {
    std::string v(value);
    std::replace(v.begin(), v.end(), '"', '\'');
    std::replace_if(
        v.begin(), v.end(), [](char c) { return is_control(c); }, ' ');
    const bool quote =
        v.empty() || std::any_of(v.begin(), v.end(), [](char c) { return !is_word(c); });
    text_ += ' ';
    text_ += name;
    text_ += '=';
    if (quote) text_ += '"';
    text_ += v;
    if (quote) text_ += '"';
    return *this;
}

LineBuilder& LineBuilder::flag(std::string_view name) {
    text_ += ' ';
    text_ += name;
    return *this;
}

}  // namespace kabe::hub
