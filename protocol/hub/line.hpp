#pragma once
// Hub protocol lines (protocols.md §2.2): `command name=value name="quoted value" flag`.
// Values may be quoted with double quotes (there is no escape inside quotes); a name
// without `=` is a flag; blanks around `=` are tolerated; the last duplicate wins.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kabe::hub {

struct Line {
    std::string command;  // empty for a blank line
    std::vector<std::pair<std::string, std::string>> args;

    // The value of an argument (the last one given), or nothing if absent.
    std::optional<std::string> get(std::string_view name) const;
    bool has(std::string_view name) const { return get(name).has_value(); }
};

// Parses one line; never throws. Unbalanced quotes run to the end of the line.
Line parse_line(std::string_view text);

// Builds an output line, quoting values that need it (empty, blanks, '=', '"', control
// characters). A '"' inside a value cannot be expressed and becomes '\''.
class LineBuilder {
public:
    explicit LineBuilder(std::string_view command) : text_(command) {}
    LineBuilder& arg(std::string_view name, std::string_view value);
    LineBuilder& flag(std::string_view name);
    const std::string& str() const { return text_; }

private:
    std::string text_;
};

}  // namespace kabe::hub
