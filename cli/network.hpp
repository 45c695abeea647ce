#pragma once
// Who can reach a server that Kabe starts (kabe gui, kabe dxp --listen): this machine
// only by default; anything else is said on stderr.

#include <string>
#include <string_view>

namespace kabe::cli {

// True for addresses only this machine can reach: 127.0.0.0/8, ::1 (also as
// ::ffff:127.x.y.z) and "localhost". Names and other addresses are not.
bool is_loopback_host(const std::string& host);

// The warning for a server bound to `host`, if it is not loopback, on stderr:
// "kabe COMMAND: listening on HOST: WHAT".
void warn_if_exposed(std::string_view command, const std::string& host, std::string_view what);

// A fresh random token (32 hex digits, 128 bits of std::random_device).
std::string random_token();

}  // namespace kabe::cli
