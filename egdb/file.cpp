#include "egdb/file.hpp"

#include <cstring>
#include <fstream>
#include <system_error>

#include "movegen/plain_types.hpp"

namespace kabe::egdb {

namespace {

constexpr char magic[8] = {'K', 'A', 'B', 'E', 'E', 'G', 'D', 'B'};
constexpr std::size_t header_size = 64, name_offset = 40, name_size = 24;

std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ull;
    return h;
}

void put_u64(unsigned char* at, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) at[i] = static_cast<unsigned char>(v >> (8 * i));
}
std::uint64_t get_u64(const unsigned char* at) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t(at[i]) << (8 * i);
    return v;
}

std::string shown(const std::filesystem::path& path) {
    return notation::quote(path.string());
}

}  // namespace

std::string file_name(std::string_view variant, const Slice& slice) {
    return std::string(variant) + '_' + slice.material.digits() +
           (slice.side == Color::white ? "_w" : "_b") + ".egdb";
}

std::optional<Slice> slice_of_file_name(std::string_view variant, std::string_view name) {
    // variant, '_', four digits, '_', 'w' or 'b', ".egdb" (by hand: <regex> trips GCC 12's
    // maybe-uninitialized warning under the sanitizers).
    constexpr std::string_view suffix = ".egdb";
    if (name.size() != variant.size() + 1 + 4 + 2 + suffix.size() ||
        name.substr(0, variant.size()) != variant)
        return std::nullopt;
    const std::string_view rest = name.substr(variant.size());
    if (rest[0] != '_' || rest[5] != '_' || rest.substr(7) != suffix) return std::nullopt;
    int digit[4];
    for (int i = 0; i < 4; ++i) {
        const char c = rest[1 + i];
        if (c < '0' || c > '9') return std::nullopt;
        digit[i] = c - '0';
    }
    if (rest[6] != 'w' && rest[6] != 'b') return std::nullopt;
    return Slice{{digit[0], digit[1], digit[2], digit[3]},
                 rest[6] == 'w' ? Color::white : Color::black};
}

void write_slice(const std::filesystem::path& path, std::string_view variant, const Slice& slice,
                 const CodeTable& table) {
    unsigned char header[header_size] = {};
    std::memcpy(header, magic, sizeof magic);
    header[8] = static_cast<unsigned char>(format_version);  // u32, the high bytes zero
    const Material& m = slice.material;
    header[12] = static_cast<unsigned char>(m.white_men);
    header[13] = static_cast<unsigned char>(m.white_kings);
    header[14] = static_cast<unsigned char>(m.black_men);
    header[15] = static_cast<unsigned char>(m.black_kings);
    header[16] = static_cast<unsigned char>(index(slice.side));
    put_u64(header + 24, table.size());
    put_u64(header + 32, fnv1a(table.bytes()));
    std::memcpy(header + name_offset, variant.data(), std::min(variant.size(), name_size - 1));

    std::filesystem::path temporary = path;
    temporary += ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(header), header_size);
        out.write(reinterpret_cast<const char*>(table.bytes().data()),
                  static_cast<std::streamsize>(table.bytes().size()));
        out.flush();
        if (!out) throw NotationError("cannot write " + shown(temporary));
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) throw NotationError("cannot write " + shown(path) + ": " + error.message());
}

CodeTable read_slice(const std::filesystem::path& path, std::string_view variant,
                     const Slice& slice, std::uint64_t positions) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw NotationError("missing slice " + shown(path));
    unsigned char header[header_size];
    if (!in.read(reinterpret_cast<char*>(header), header_size) ||
        std::memcmp(header, magic, sizeof magic) != 0)
        throw NotationError(shown(path) + " is not a Kabe endgame database file");
    const std::uint32_t version =
        header[8] | header[9] << 8 | header[10] << 16 | std::uint32_t(header[11]) << 24;
    if (version != format_version)
        throw NotationError(shown(path) + " has format version " + std::to_string(version) +
                            ", this Kabe reads " + std::to_string(format_version));
    const std::string name(reinterpret_cast<const char*>(header + name_offset),
                           strnlen(reinterpret_cast<const char*>(header + name_offset), name_size));
    const Material& m = slice.material;
    if (name != variant || header[12] != m.white_men || header[13] != m.white_kings ||
        header[14] != m.black_men || header[15] != m.black_kings || header[16] != index(slice.side))
        throw NotationError(shown(path) + " holds another variant or slice");
    if (get_u64(header + 24) != positions)
        throw NotationError(shown(path) + " has " + std::to_string(get_u64(header + 24)) +
                            " positions, the slice " + std::to_string(positions));
    std::vector<std::uint8_t> bytes((positions + 3) / 4);
    if (!in.read(reinterpret_cast<char*>(bytes.data()),
                 static_cast<std::streamsize>(bytes.size())) ||
        in.peek() != std::ifstream::traits_type::eof())
        throw NotationError(shown(path) + " is truncated or too long");
    if (fnv1a(bytes) != get_u64(header + 32))
        throw NotationError(shown(path) + " is damaged (checksum mismatch)");
    return CodeTable(positions, std::move(bytes));
}

bool slice_present(const std::filesystem::path& path, std::string_view variant, const Slice& slice,
                   std::uint64_t positions) {
    if (!std::filesystem::exists(path)) return false;
    try {
        read_slice(path, variant, slice, positions);
        return true;
    } catch (const NotationError&) {
        return false;
    }
}

}  // namespace kabe::egdb
