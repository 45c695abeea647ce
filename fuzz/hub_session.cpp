// A whole Hub session from the fuzzer's bytes (protocol/hub/hub.hpp): each line a command
// to `kabe hub`. Searches are kept to a few nodes (a `level` before every `go`), and the
// lines that would only cost memory or time (hash and tt-size, threads, eval-file, which
// may name /dev/zero) are left out; the rest goes in as it came, junk included.

#include <sstream>

#include "fuzz/fuzz_input.hpp"
#include "protocol/hub/hub.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    std::string session = "set-param name=hash value=1\n";
    std::size_t at = 0;
    while (at < bytes.size()) {
        std::size_t end = bytes.find('\n', at);
        if (end == std::string_view::npos) end = bytes.size();
        const std::string_view line = bytes.substr(at, end - at);
        at = end + 1;
        if (line.find("hash") != std::string_view::npos ||
            line.find("tt-size") != std::string_view::npos ||
            line.find("threads") != std::string_view::npos ||
            line.find("eval-file") != std::string_view::npos)
            continue;
        const std::size_t first = line.find_first_not_of(" \t");
        if (first != std::string_view::npos && line.substr(first).starts_with("go"))
            session += "level depth=2 nodes=300\n";
        session += line;
        session += '\n';
    }
    std::istringstream in(session);
    std::ostringstream out;
    if (hub::serve(in, out) != 0) std::abort();
    return 0;
}
