#pragma once
// What the fuzz targets share: the fuzzer's bytes split into a choice (a variant, a
// route) and text.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tools.hpp"

namespace kabe::fuzz {

// The first byte picks something (a route, a reader, a variant), the rest is the text;
// an empty input is choice 0 with no text.
struct ChoiceAndText {
    std::uint8_t choice = 0;
    std::string_view text;
};

inline ChoiceAndText split_choice(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return {};
    return {data[0], std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1)};
}

// The first byte picks a variant (all of them, by their canonical names).
struct VariantAndText {
    std::string variant;
    std::string_view text;
};

inline VariantAndText split_variant(const std::uint8_t* data, std::size_t size) {
    static const std::vector<std::string> names = VariantTools::names();
    const ChoiceAndText input = split_choice(data, size);
    return {names[input.choice % names.size()], input.text};
}

// The tools of a variant by its canonical name, made once for the whole run.
inline const VariantTools& tools_of(const std::string& variant) {
    static std::vector<std::unique_ptr<VariantTools>> tools;
    if (tools.empty())
        for (const auto& name : VariantTools::names()) tools.push_back(VariantTools::create(name));
    return **std::find_if(tools.begin(), tools.end(),
                          [&](const auto& t) { return t->name() == variant; });
}

inline std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::string current;
    for (const char c : text) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            if (!current.empty()) out.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) out.push_back(std::move(current));
    return out;
}

}  // namespace kabe::fuzz
