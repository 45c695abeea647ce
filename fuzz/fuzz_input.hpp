#pragma once
// What the fuzz targets share: the fuzzer's bytes split into a variant choice and text.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tools.hpp"

namespace kabe::fuzz {

// The first byte picks a variant (all of them, by their canonical names), the rest is
// the text; an empty input is the first variant with no text.
struct VariantAndText {
    std::string variant;
    std::string_view text;
};

inline VariantAndText split_variant(const std::uint8_t* data, std::size_t size) {
    static const std::vector<std::string> names = VariantTools::names();
    if (size == 0) return {names[0], {}};
    return {names[data[0] % names.size()],
            std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1)};
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
