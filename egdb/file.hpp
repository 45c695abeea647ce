#pragma once
// One slice on disk: a 64-byte header, then its two-bit codes (four positions a byte, the
// first in the low bits) compressed with zstd in blocks. Little-endian; the layout is
// docs/egdb.md's.
//
//   0  8 bytes  magic "KABEEGDB"
//   8  u32      format version (2; version 1 files, the codes stored plain, still read)
//  12  u8 x 4   white men, white kings, black men, black kings
//  16  u8       side to move (0 white, 1 black), then 7 bytes zero
//  24  u64      positions
//  32  u64      FNV-1a 64 of the code bytes (uncompressed)
//  40  24 bytes variant name, zero-padded
//  64  u64      code bytes a block (the last block may hold fewer), then u64 blocks
//  80  u64 x blocks  where each block's zstd frame ends, counted from the first frame
//  ..  the frames, one a block, each decompressing to its block's code bytes
//
// Blocks leave a later reader free to hold only the blocks it probes. A file is written
// under a temporary name and renamed, so a slice on disk is whole.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "egdb/slice.hpp"
#include "egdb/table.hpp"

namespace kabe::egdb {

inline constexpr std::uint32_t format_version = 2;
// The code bytes of a block: 262,144 positions. Larger blocks compress a little better
// (docs/egdb.md), smaller ones cost less to read for one probe.
inline constexpr std::uint64_t block_bytes = 65536;

// "international_1201_w.egdb": the file of a slice in a database directory.
std::string file_name(std::string_view variant, const Slice& slice);
// Its inverse: the slice of a file name of `variant`, or nothing for any other name.
std::optional<Slice> slice_of_file_name(std::string_view variant, std::string_view name);

void write_slice(const std::filesystem::path& path, std::string_view variant, const Slice& slice,
                 const CodeTable& table);

// Reads a slice written by write_slice (or by a Kabe of format version 1); throws
// NotationError with a one-line reason if the file is missing, damaged (a block that does
// not decompress, the checksum), of another format version, variant or slice, or of
// another size than `positions`.
CodeTable read_slice(const std::filesystem::path& path, std::string_view variant,
                     const Slice& slice, std::uint64_t positions);

// A slice's codes as its file holds them, for probing without decompressing them all
// (block_cache.hpp): the zstd frames, one a block of `bytes_a_block` code bytes, and
// where each ends (counted from the first frame); a file of format version 1 has its
// code bytes in `plain` and no frames.
struct PackedCodes {
    std::uint64_t positions = 0;
    std::uint64_t bytes_a_block = 0;
    std::vector<std::uint64_t> ends;
    std::vector<unsigned char> frames;
    std::vector<std::uint8_t> plain;
};

// Reads a slice as read_slice does, with the same checks (every block is decompressed
// once, to check it and the checksum), but keeps the frames compressed.
PackedCodes read_packed_slice(const std::filesystem::path& path, std::string_view variant,
                              const Slice& slice, std::uint64_t positions);

// The slice if a whole, valid file of it is there, else nothing (a build resumes by
// reading the slices it finished and building the rest).
std::optional<CodeTable> read_slice_if_whole(const std::filesystem::path& path,
                                             std::string_view variant, const Slice& slice,
                                             std::uint64_t positions);

}  // namespace kabe::egdb
