#pragma once
// The few movegen names that are not templates, in a header that instantiates nothing:
// the Engine facade (engine/engine.hpp, engine/tools.hpp) and the front ends above it
// (protocol/, cli/, match/, gui/) name them without compiling the move generator.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kabe {

// A position, move or variant name that cannot be read; the message is fit to show a user.
class NotationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class MoveFormat : std::uint8_t { hub, pdn };

// Two capture routes with equal from, to and captured set: one move (drop, the
// convention of the published 10x10 numbers) or one move per route (keep).
enum class Duplicates : std::uint8_t { drop, keep };

namespace notation {

// User input for an error message, in quotes and cut to a readable length (notation.cpp).
std::string quote(std::string_view text);

}  // namespace notation

}  // namespace kabe
