// Game records and opening files as users give them: the first byte chooses PDN
// (protocol/pdn_reader.hpp, what `kabe analyze --pdn`-style readers and the match's
// records use) or an openings file (match/runner.hpp read_openings, `kabe match
// --openings`), the rest is the file. Errors are PdnError or std::runtime_error with a
// message; nothing else may escape.

#include <sys/mman.h>
#include <unistd.h>

#include <stdexcept>
#include <string>

#include "fuzz/fuzz_input.hpp"
#include "match/runner.hpp"
#include "protocol/pdn_reader.hpp"

using namespace kabe;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto [choice, text] = fuzz::split_choice(data, size);
    if (choice & 1) {
        try {
            const PdnRecord record = read_pdn(text);
            record.tag("FEN", "start");
        } catch (const PdnError&) {
        }
        return 0;
    }
    // read_openings reads a path: the text goes in a file in memory.
    const int fd = memfd_create("openings", MFD_CLOEXEC);
    if (fd < 0) return 0;
    if (::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size())) {
        const std::string variant = fuzz::split_variant(data, size).variant;
        try {
            match::read_openings("/proc/self/fd/" + std::to_string(fd), variant);
        } catch (const std::runtime_error&) {
        }
    }
    ::close(fd);
    return 0;
}
