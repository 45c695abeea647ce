#pragma once
// The page's files (gui/), embedded in the binary at build time by
// gui/server/embed_gui.cmake, so that `kabe gui` reads nothing from the working directory.

#include <cstddef>
#include <string_view>

namespace kabe::gui {

struct Asset {
    std::string_view path;          // "/index.html", "/app.js"
    std::string_view content_type;  // "text/html; charset=utf-8"
    const unsigned char* data;
    std::size_t size;
};

extern const Asset assets[];
extern const std::size_t asset_count;

}  // namespace kabe::gui
