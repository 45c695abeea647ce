#pragma once
// The pattern weights file (data/eval/<variant>.kpat; docs/eval.md): a versioned binary
// file that `kabe train` writes and the build embeds in the binary.
//
//   bytes  0-7   "KABEPAT" and a 0 byte
//   uint32       format version (3; 2 had no phase measure, 1 no extras either)
//   uint32       length of the variant's name, then the name (no 0 byte)
//   uint32       windows, configurations per window, the phase scale (its value in the
//                start position) and the table units per centi-man
//   uint32       the phase measure (version 3): 0 the pieces on the board, 1 the steps
//                the men have left to their promotion rows (layout.hpp, Phase)
//   int16 pairs  windows x configurations entries: the middle-game and the endgame value
//   uint32       the number of extra features (layout.hpp: king squares, material)
//   int16 pairs  their middle-game and endgame values
//   uint64       FNV-1a hash of every byte before it
//
// A version 1 file (no extras) still loads: its extras are 0; versions 1 and 2 blend by
// the pieces.
//
// All numbers little-endian. A file that does not match the layout the binary was built
// with (another variant, other windows) is refused rather than misread.

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kabe::eval::patterns {

class PatternFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Entry {
    std::int16_t middle = 0;  // with the board full
    std::int16_t end = 0;     // with the board bare
    friend bool operator==(const Entry&, const Entry&) = default;
};

struct PatternFile {
    static constexpr std::uint32_t version = 3;
    static constexpr std::uint32_t oldest_version = 1;  // without extras
    std::string variant;
    std::uint32_t windows = 0;
    std::uint32_t configurations = 0;
    std::uint32_t full_board = 0;
    std::uint32_t units_per_centiman = 0;
    std::uint32_t phase = 0;  // 0: by pieces, 1: by the men's steps (layout.hpp, Phase)
    std::vector<Entry> entries;  // window-major: entries[w * configurations + c]
    std::vector<Entry> extras;   // the extra features' values (empty: all 0)
};

namespace detail {

inline std::uint64_t fnv1a(std::string_view bytes) {
    std::uint64_t h = 1469598103934665603ull;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

inline void put(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

class Reader {
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}
    std::uint64_t get(int bytes) {
        if (at_ + static_cast<std::size_t>(bytes) > bytes_.size())
            throw PatternFileError("the file ends early (" + std::to_string(bytes_.size()) +
                                   " bytes)");
        std::uint64_t v = 0;
        for (int i = 0; i < bytes; ++i)
            v |= std::uint64_t{static_cast<unsigned char>(bytes_[at_++])} << (8 * i);
        return v;
    }
    std::string_view take(std::size_t n) {
        if (at_ + n > bytes_.size()) throw PatternFileError("the file ends early");
        const auto s = bytes_.substr(at_, n);
        at_ += n;
        return s;
    }
    std::size_t at() const { return at_; }

private:
    std::string_view bytes_;
    std::size_t at_ = 0;
};

inline constexpr std::string_view magic{"KABEPAT\0", 8};

}  // namespace detail

inline std::string encode(const PatternFile& f) {
    std::string out(detail::magic);
    detail::put(out, PatternFile::version, 4);
    detail::put(out, f.variant.size(), 4);
    out += f.variant;
    for (const std::uint32_t n : {f.windows, f.configurations, f.full_board, f.units_per_centiman})
        detail::put(out, n, 4);
    detail::put(out, f.phase, 4);
    const auto put_entries = [&](const std::vector<Entry>& entries) {
        for (const Entry& e : entries) {
            detail::put(out, static_cast<std::uint16_t>(e.middle), 2);
            detail::put(out, static_cast<std::uint16_t>(e.end), 2);
        }
    };
    put_entries(f.entries);
    detail::put(out, f.extras.size(), 4);
    put_entries(f.extras);
    detail::put(out, detail::fnv1a(out), 8);
    return out;
}

// Throws PatternFileError saying what is wrong.
inline PatternFile decode(std::string_view bytes) {
    detail::Reader in(bytes);
    if (bytes.size() < detail::magic.size() || bytes.substr(0, 8) != detail::magic)
        throw PatternFileError("not a Kabe pattern weights file (no KABEPAT header)");
    in.take(8);
    const auto version = in.get(4);
    if (version < PatternFile::oldest_version || version > PatternFile::version)
        throw PatternFileError("format version " + std::to_string(version) + ", this Kabe reads " +
                               std::to_string(PatternFile::oldest_version) + " to " +
                               std::to_string(PatternFile::version));
    PatternFile f;
    const auto name_length = in.get(4);
    if (name_length > 64)
        throw PatternFileError("a variant name of " + std::to_string(name_length) + " bytes");
    f.variant = std::string(in.take(name_length));
    f.windows = static_cast<std::uint32_t>(in.get(4));
    f.configurations = static_cast<std::uint32_t>(in.get(4));
    f.full_board = static_cast<std::uint32_t>(in.get(4));
    f.units_per_centiman = static_cast<std::uint32_t>(in.get(4));
    if (version >= 3) f.phase = static_cast<std::uint32_t>(in.get(4));
    const std::uint64_t count = std::uint64_t{f.windows} * f.configurations;
    if (f.windows > 1000 || f.configurations > 100'000 || f.units_per_centiman == 0 ||
        f.full_board == 0 || f.phase > 1)
        throw PatternFileError("an implausible header");
    // The extras' count stands after the entries: read it there, if the file is that long.
    std::uint64_t extras = 0;
    if (version >= 2 && bytes.size() >= in.at() + count * 4 + 4)
        extras = detail::Reader(bytes.substr(in.at() + count * 4)).get(4);
    if (extras > 10'000) throw PatternFileError("an implausible number of extras");
    const std::uint64_t expected = in.at() + count * 4 + (version >= 2 ? 4 + extras * 4 : 0) + 8;
    if (bytes.size() != expected)
        throw PatternFileError("size " + std::to_string(bytes.size()) +
                               " bytes, the header asks for " + std::to_string(expected));
    const auto get_entries = [&](std::vector<Entry>& entries, std::uint64_t n) {
        entries.resize(n);
        for (Entry& e : entries) {
            e.middle = static_cast<std::int16_t>(static_cast<std::uint16_t>(in.get(2)));
            e.end = static_cast<std::int16_t>(static_cast<std::uint16_t>(in.get(2)));
        }
    };
    get_entries(f.entries, count);
    if (version >= 2) {
        in.get(4);
        get_entries(f.extras, extras);
    }
    const std::uint64_t stored = in.get(8);
    if (stored != detail::fnv1a(bytes.substr(0, bytes.size() - 8)))
        throw PatternFileError("the checksum does not match: the file is damaged");
    return f;
}

}  // namespace kabe::eval::patterns
