#include "egdb/file.hpp"

#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <memory>
#include <system_error>
#include <utility>

#include "movegen/plain_types.hpp"

namespace kabe::egdb {

namespace {

constexpr char magic[8] = {'K', 'A', 'B', 'E', 'E', 'G', 'D', 'B'};
constexpr std::size_t header_size = 64, name_offset = 40, name_size = 24;
// Version 1 stored the codes plain; version 2 (format_version) in zstd blocks.
constexpr std::uint32_t plain_version = 1;
// zstd's level 9: on the 2-4 piece slices of International 5.0 times smaller than the
// codes at 22 MB/s, where level 19 makes it 5.8 times at 1.1 MB/s, which would add
// minutes to a 5-piece build (docs/egdb.md).
constexpr int compression_level = 9;

constexpr std::uint64_t fnv1a_basis = 0xcbf29ce484222325ull;
std::uint64_t fnv1a(const std::uint8_t* bytes, std::size_t size, std::uint64_t h = fnv1a_basis) {
    for (std::size_t i = 0; i < size; ++i) h = (h ^ bytes[i]) * 0x100000001b3ull;
    return h;
}
std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    return fnv1a(bytes.data(), bytes.size());
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

std::uint64_t blocks_of(std::uint64_t code_bytes, std::uint64_t bytes_a_block) {
    return code_bytes / bytes_a_block + (code_bytes % bytes_a_block != 0);  // no overflow
}

// The code bytes compressed one block a frame; `ends` gets where each frame ends.
std::vector<unsigned char> compress_blocks(const std::vector<std::uint8_t>& bytes,
                                           std::vector<std::uint64_t>& ends,
                                           const std::filesystem::path& path) {
    const std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> context(ZSTD_createCCtx(),
                                                                       ZSTD_freeCCtx);
    if (!context) throw NotationError("cannot compress " + shown(path) + ": out of memory");
    ZSTD_CCtx_setParameter(context.get(), ZSTD_c_compressionLevel, compression_level);
    std::vector<unsigned char> frames;
    for (std::uint64_t at = 0; at < bytes.size(); at += block_bytes) {
        const std::size_t size = std::min<std::uint64_t>(block_bytes, bytes.size() - at);
        const std::size_t start = frames.size(), bound = ZSTD_compressBound(size);
        frames.resize(start + bound);
        const std::size_t written =
            ZSTD_compress2(context.get(), frames.data() + start, bound, bytes.data() + at, size);
        if (ZSTD_isError(written))
            throw NotationError("cannot compress " + shown(path) + ": " +
                                ZSTD_getErrorName(written));
        frames.resize(start + written);
        ends.push_back(frames.size());
    }
    return frames;
}

// Version 2's block table and frames, read after the header, for `code_bytes` code
// bytes: the table must add up to the file's size.
PackedCodes read_frames(std::ifstream& in, const std::filesystem::path& path,
                        std::uint64_t code_bytes) {
    unsigned char layout[16];
    if (!in.read(reinterpret_cast<char*>(layout), sizeof layout))
        throw NotationError(shown(path) + " is truncated or too long");
    PackedCodes packed;
    packed.bytes_a_block = get_u64(layout);
    const std::uint64_t blocks = get_u64(layout + 8);
    if (packed.bytes_a_block == 0 || blocks != blocks_of(code_bytes, packed.bytes_a_block))
        throw NotationError(shown(path) + " is damaged (block table)");
    std::error_code error;
    const std::uint64_t file_size = std::filesystem::file_size(path, error);
    if (error || file_size < header_size + sizeof layout + 8 * blocks)
        throw NotationError(shown(path) + " is truncated or too long");
    const std::uint64_t frames_size = file_size - header_size - sizeof layout - 8 * blocks;
    std::vector<unsigned char> table(8 * blocks);
    packed.frames.resize(frames_size);
    if (!in.read(reinterpret_cast<char*>(table.data()),
                 static_cast<std::streamsize>(table.size())) ||
        !in.read(reinterpret_cast<char*>(packed.frames.data()),
                 static_cast<std::streamsize>(packed.frames.size())))
        throw NotationError(shown(path) + " is truncated or too long");
    packed.ends.resize(blocks);
    for (std::uint64_t block = 0; block < blocks; ++block) {
        packed.ends[block] = get_u64(table.data() + 8 * block);
        if (packed.ends[block] < (block ? packed.ends[block - 1] : 0))
            throw NotationError(shown(path) + " is damaged (block table)");
    }
    if ((blocks ? packed.ends.back() : 0) != packed.frames.size())
        throw NotationError(shown(path) + " is truncated or too long");
    return packed;
}

// Decompresses every block in turn into a buffer of its size and hands it to `take`
// with its first code byte's place; a block that does not decompress to its size is
// damage.
template <class Take>
void decompress_each(const PackedCodes& packed, std::uint64_t code_bytes,
                     const std::filesystem::path& path, std::uint8_t* into, Take take) {
    const std::unique_ptr<ZSTD_DCtx, decltype(&ZSTD_freeDCtx)> context(ZSTD_createDCtx(),
                                                                       ZSTD_freeDCtx);
    if (!context) throw NotationError("cannot read " + shown(path) + ": out of memory");
    std::vector<std::uint8_t> scratch(into ? 0 : packed.bytes_a_block);
    for (std::uint64_t block = 0, start = 0; block < packed.ends.size();
         start = packed.ends[block++]) {
        const std::uint64_t at = block * packed.bytes_a_block;
        const std::size_t size = std::min(packed.bytes_a_block, code_bytes - at);
        std::uint8_t* dest = into ? into + at : scratch.data();
        const std::size_t got = ZSTD_decompressDCtx(
            context.get(), dest, size, packed.frames.data() + start, packed.ends[block] - start);
        if (ZSTD_isError(got) || got != size)
            throw NotationError(shown(path) + " is damaged (block " + std::to_string(block) +
                                " does not decompress)");
        take(dest, size);
    }
}

// The header of a slice file, checked against the slice expected; returns the format
// version and the checksum of the code bytes.
std::pair<std::uint32_t, std::uint64_t> read_header(std::ifstream& in,
                                                    const std::filesystem::path& path,
                                                    std::string_view variant, const Slice& slice,
                                                    std::uint64_t positions) {
    if (!in) throw NotationError("missing slice " + shown(path));
    unsigned char header[header_size];
    if (!in.read(reinterpret_cast<char*>(header), header_size) ||
        std::memcmp(header, magic, sizeof magic) != 0)
        throw NotationError(shown(path) + " is not a Kabe endgame database file");
    const std::uint32_t version =
        header[8] | header[9] << 8 | header[10] << 16 | std::uint32_t(header[11]) << 24;
    if (version != format_version && version != plain_version)
        throw NotationError(shown(path) + " has format version " + std::to_string(version) +
                            ", this Kabe reads " + std::to_string(plain_version) + " and " +
                            std::to_string(format_version));
    const std::string name(reinterpret_cast<const char*>(header + name_offset),
                           strnlen(reinterpret_cast<const char*>(header + name_offset), name_size));
    const Material& m = slice.material;
    if (name != variant || header[12] != m.white_men || header[13] != m.white_kings ||
        header[14] != m.black_men || header[15] != m.black_kings || header[16] != index(slice.side))
        throw NotationError(shown(path) + " holds another variant or slice");
    if (get_u64(header + 24) != positions)
        throw NotationError(shown(path) + " has " + std::to_string(get_u64(header + 24)) +
                            " positions, the slice " + std::to_string(positions));
    return {version, get_u64(header + 32)};
}

// Version 1's code bytes, plain after the header to the end of the file.
std::vector<std::uint8_t> read_plain(std::ifstream& in, const std::filesystem::path& path,
                                     std::uint64_t code_bytes) {
    std::vector<std::uint8_t> bytes(code_bytes);
    if (!in.read(reinterpret_cast<char*>(bytes.data()),
                 static_cast<std::streamsize>(bytes.size())) ||
        in.peek() != std::ifstream::traits_type::eof())
        throw NotationError(shown(path) + " is truncated or too long");
    return bytes;
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
    std::vector<std::uint64_t> ends;
    const std::vector<unsigned char> frames = compress_blocks(table.bytes(), ends, path);
    std::vector<unsigned char> layout(16 + 8 * ends.size());
    put_u64(layout.data(), block_bytes);
    put_u64(layout.data() + 8, ends.size());
    for (std::size_t block = 0; block < ends.size(); ++block)
        put_u64(layout.data() + 16 + 8 * block, ends[block]);
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(header), header_size);
        out.write(reinterpret_cast<const char*>(layout.data()),
                  static_cast<std::streamsize>(layout.size()));
        out.write(reinterpret_cast<const char*>(frames.data()),
                  static_cast<std::streamsize>(frames.size()));
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
    const auto [version, checksum] = read_header(in, path, variant, slice, positions);
    const std::uint64_t code_bytes = (positions + 3) / 4;
    std::vector<std::uint8_t> bytes;
    if (version == plain_version) {
        bytes = read_plain(in, path, code_bytes);
    } else {
        bytes.resize(code_bytes);
        decompress_each(read_frames(in, path, code_bytes), code_bytes, path, bytes.data(),
                        [](const std::uint8_t*, std::size_t) {});
    }
    if (fnv1a(bytes) != checksum)
        throw NotationError(shown(path) + " is damaged (checksum mismatch)");
    return CodeTable(positions, std::move(bytes));
}

PackedCodes read_packed_slice(const std::filesystem::path& path, std::string_view variant,
                              const Slice& slice, std::uint64_t positions) {
    std::ifstream in(path, std::ios::binary);
    const auto [version, checksum] = read_header(in, path, variant, slice, positions);
    const std::uint64_t code_bytes = (positions + 3) / 4;
    PackedCodes packed;
    std::uint64_t sum = fnv1a_basis;
    if (version == plain_version) {
        packed.plain = read_plain(in, path, code_bytes);
        sum = fnv1a(packed.plain);
    } else {
        packed = read_frames(in, path, code_bytes);
        decompress_each(
            packed, code_bytes, path, nullptr,
            [&](const std::uint8_t* block, std::size_t size) { sum = fnv1a(block, size, sum); });
    }
    if (sum != checksum) throw NotationError(shown(path) + " is damaged (checksum mismatch)");
    packed.positions = positions;
    return packed;
}

std::optional<CodeTable> read_slice_if_whole(const std::filesystem::path& path,
                                             std::string_view variant, const Slice& slice,
                                             std::uint64_t positions) {
    if (!std::filesystem::exists(path)) return std::nullopt;
    try {
        return read_slice(path, variant, slice, positions);
    } catch (const NotationError&) {
        return std::nullopt;
    }
}

}  // namespace kabe::egdb
