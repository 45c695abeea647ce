#pragma once
// The one runtime switch on the variant (design.md §1): a name in, the rules type out.

#include <string>
#include <string_view>
#include <vector>

#include "notation.hpp"
#include "rules.hpp"

namespace kabe {

// Names users and GUIs give the variants (Scan's and lidraughts' included).
inline std::vector<std::string> variant_names() {
    return {"international", "brazilian", "pool"};
}

// Calls f(Rules{}) for the variant called `name`; throws NotationError if unknown.
template <class F>
decltype(auto) dispatch_variant(std::string_view name, F&& f) {
    if (name == "international" || name == "normal" || name == "standard" || name == "fmjd")
        return f(International{});
    if (name == "brazilian") return f(Brazilian{});
    if (name == "pool") return f(Pool{});
    std::string known;
    for (const auto& n : variant_names()) known += (known.empty() ? "" : ", ") + n;
    throw NotationError("unknown variant " + notation::quote(name) + " (known: " + known + ")");
}

}  // namespace kabe
