#pragma once
// One slice on disk: a 64-byte header, then its two-bit codes (four positions a byte, the
// first in the low bits). Little-endian; the layout is docs/egdb.md's.
//
//   0  8 bytes  magic "KABEEGDB"
//   8  u32      format version (1)
//  12  u8 x 4   white men, white kings, black men, black kings
//  16  u8       side to move (0 white, 1 black), then 7 bytes zero
//  24  u64      positions
//  32  u64      FNV-1a 64 of the code bytes
//  40  24 bytes variant name, zero-padded
//
// A file is written under a temporary name and renamed, so a slice on disk is whole.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "egdb/slice.hpp"
#include "egdb/table.hpp"

namespace kabe::egdb {

inline constexpr std::uint32_t format_version = 1;

// "international_1201_w.egdb": the file of a slice in a database directory.
std::string file_name(std::string_view variant, const Slice& slice);
// Its inverse: the slice of a file name of `variant`, or nothing for any other name.
std::optional<Slice> slice_of_file_name(std::string_view variant, std::string_view name);

void write_slice(const std::filesystem::path& path, std::string_view variant, const Slice& slice,
                 const CodeTable& table);

// Reads a slice written by write_slice; throws NotationError with a one-line reason if the
// file is missing, damaged (checksum), of another format version, variant or slice, or
// of another size than `positions`.
CodeTable read_slice(const std::filesystem::path& path, std::string_view variant,
                     const Slice& slice, std::uint64_t positions);

// Whether a whole, valid file of the slice is there (resuming a build skips it).
bool slice_present(const std::filesystem::path& path, std::string_view variant, const Slice& slice,
                   std::uint64_t positions);

}  // namespace kabe::egdb
