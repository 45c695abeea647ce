// Slice files: what is written reads back (several compressed blocks, and the plain files
// of format version 1), whole or kept compressed and read through the block cache, and a
// damaged, foreign or truncated file is refused with a reason. The facade: a build
// resumes, probe and verify answer; a database opened to probe answers as one opened whole.

#include "egdb/file.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "egdb/block_cache.hpp"
#include "egdb/database.hpp"
#include "egdb/egdb.hpp"
#include "movegen/notation.hpp"
#include "movegen/plain_types.hpp"
#include "movegen/variants.hpp"
#include "tests/files.hpp"

namespace kabe::egdb {
namespace {

using kabe::test::files_in;

std::filesystem::path fresh_dir(const std::string& name) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

TEST(EgdbFile, AFileNameReadsBackAsItsSlice) {
    for (const Slice slice : {Slice{{0, 1, 0, 1}, Color::black}, Slice{{3, 0, 1, 2}, Color::white}})
        EXPECT_EQ(slice_of_file_name("international", file_name("international", slice)), slice);
    for (const char* other :
         {"international_0101_b.egdb.part", "russian_0101_b.egdb", "international_010_b.egdb",
          "international_01a1_b.egdb", "international_0101_x.egdb", "international-0101_b.egdb",
          "international_0101_b.egdx", "brazilian_0101_w.egdb"})
        EXPECT_FALSE(slice_of_file_name("international", other)) << other;
}

TEST(EgdbFile, WritesAndReadsASlice) {
    const auto dir = fresh_dir("egdb_file_round_trip");
    CodeTable table(10);
    for (int i = 0; i < 10; ++i) table.set(i, static_cast<Code>(1 + i % 3));
    const Slice slice{{0, 1, 0, 1}, Color::black};
    const auto path = dir / file_name("international", slice);
    EXPECT_EQ(path.filename(), "international_0101_b.egdb");
    write_slice(path, "international", slice, table);
    const CodeTable back = read_slice(path, "international", slice, 10);
    for (int i = 0; i < 10; ++i) EXPECT_EQ(back.get(i), table.get(i));
    const auto whole = read_slice_if_whole(path, "international", slice, 10);
    ASSERT_TRUE(whole);
    EXPECT_EQ(whole->bytes(), table.bytes());
    EXPECT_FALSE(read_slice_if_whole(path, "russian", slice, 10));
    EXPECT_FALSE(read_slice_if_whole(dir / "missing.egdb", "international", slice, 10));
    EXPECT_THROW(read_slice(path, "international", {{0, 1, 0, 1}, Color::white}, 10),
                 NotationError);
    EXPECT_THROW(read_slice(path, "international", slice, 11), NotationError);
}

// A table of `positions` codes with runs of every length, as a slice has.
CodeTable runs_of_codes(std::uint64_t positions) {
    CodeTable table(positions);
    std::uint64_t state = 12345;
    Code code = Code::draw;
    for (std::uint64_t i = 0; i < positions; ++i) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        if ((state >> 59) == 0) code = static_cast<Code>(1 + (state >> 40) % 3);
        table.set(i, code);
    }
    return table;
}

// Version 1 (the codes plain after the header), as earlier Kabes wrote it.
void write_plain_slice(const std::filesystem::path& path, const Slice& slice,
                       const CodeTable& table) {
    std::uint64_t checksum = 0xcbf29ce484222325ull;  // FNV-1a 64
    for (std::uint8_t b : table.bytes()) checksum = (checksum ^ b) * 0x100000001b3ull;
    unsigned char header[64] = {'K', 'A', 'B', 'E', 'E', 'G', 'D', 'B', 1};
    header[12] = static_cast<unsigned char>(slice.material.white_men);
    header[13] = static_cast<unsigned char>(slice.material.white_kings);
    header[14] = static_cast<unsigned char>(slice.material.black_men);
    header[15] = static_cast<unsigned char>(slice.material.black_kings);
    header[16] = slice.side == Color::white ? 0 : 1;
    for (int i = 0; i < 8; ++i) {
        header[24 + i] = static_cast<unsigned char>(table.size() >> (8 * i));
        header[32 + i] = static_cast<unsigned char>(checksum >> (8 * i));
    }
    std::memcpy(header + 40, "international", 13);
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(header), sizeof header);
    out.write(reinterpret_cast<const char*>(table.bytes().data()),
              static_cast<std::streamsize>(table.bytes().size()));
}

// A slice of `positions` codes in runs, written to a file of its own in a fresh directory,
// compressed (format version 2) or plain (version 1).
struct WrittenSlice {
    CodeTable table;
    std::filesystem::path path;
};
enum class Format { compressed, plain };
WrittenSlice write_runs(const std::string& dir_name, const Slice& slice, std::uint64_t positions,
                        Format format = Format::compressed) {
    WrittenSlice written{runs_of_codes(positions),
                         fresh_dir(dir_name) / file_name("international", slice)};
    if (format == Format::plain)
        write_plain_slice(written.path, slice, written.table);
    else
        write_slice(written.path, "international", slice, written.table);
    return written;
}

TEST(EgdbFile, ASliceOfSeveralBlocksReadsBackAndTakesLessRoom) {
    const std::uint64_t positions = 4 * block_bytes * 2 + 1001;  // two blocks and a part
    const Slice slice{{1, 1, 0, 2}, Color::white};
    const auto [table, path] = write_runs("egdb_file_blocks", slice, positions);
    const CodeTable back = read_slice(path, "international", slice, positions);
    ASSERT_EQ(back.size(), positions);
    EXPECT_EQ(back.bytes(), table.bytes());
    EXPECT_LT(std::filesystem::file_size(path), table.bytes().size() / 4);
}

TEST(EgdbFile, ReadsTheFilesOfFormatVersionOne) {
    const Slice slice{{0, 2, 0, 1}, Color::black};
    const auto [table, path] = write_runs("egdb_file_version_one", slice, 5000, Format::plain);
    EXPECT_EQ(read_slice(path, "international", slice, 5000).bytes(), table.bytes());
    EXPECT_TRUE(read_slice_if_whole(path, "international", slice, 5000));
}

// The message of the error read_slice throws, or "" if it reads the file; read_packed_slice
// must refuse it alike.
std::string refusal(const std::filesystem::path& path, const Slice& slice,
                    std::uint64_t positions) {
    std::string whole, packed;
    try {
        read_slice(path, "international", slice, positions);
    } catch (const NotationError& e) {
        whole = e.what();
    }
    try {
        read_packed_slice(path, "international", slice, positions);
    } catch (const NotationError& e) {
        packed = e.what();
    }
    EXPECT_EQ(packed, whole) << path;
    return whole;
}

void overwrite(const std::filesystem::path& path, std::uint64_t at, char byte) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(at));
    f.put(byte);
}

TEST(EgdbFile, RefusesADamagedFile) {
    const auto dir = fresh_dir("egdb_file_damaged");
    const Slice slice{{0, 1, 0, 1}, Color::white};
    const auto path = dir / file_name("international", slice);
    const std::uint64_t positions = 4 * block_bytes + 4000;  // two blocks
    const CodeTable table = runs_of_codes(positions);
    write_slice(path, "international", slice, table);
    const auto size = std::filesystem::file_size(path);
    EXPECT_EQ(refusal(path, slice, positions), "");

    overwrite(path, 80, '\x7f');  // the first block's end
    EXPECT_NE(refusal(path, slice, positions).find("damaged"), std::string::npos);
    write_slice(path, "international", slice, table);
    overwrite(path, size - 20, '\x55');  // inside the last frame
    EXPECT_NE(refusal(path, slice, positions).find("damaged"), std::string::npos);

    // A plain (version 1) file whose codes changed fails its checksum.
    write_plain_slice(path, slice, CodeTable(100));
    overwrite(path, 64 + 3, '\x55');
    EXPECT_NE(refusal(path, slice, 100).find("checksum"), std::string::npos);

    write_slice(path, "international", slice, table);
    std::filesystem::resize_file(path, size - 1);
    EXPECT_NE(refusal(path, slice, positions).find("truncated"), std::string::npos);
    std::filesystem::resize_file(path, 70);
    EXPECT_NE(refusal(path, slice, positions).find("truncated"), std::string::npos);
    EXPECT_NE(refusal(dir / "missing.egdb", slice, 100).find("missing"), std::string::npos);
}

TEST(EgdbBlocks, APackedSliceAnswersAsTheWholeOneThroughAnyCache) {
    const std::uint64_t positions = 4 * block_bytes * 3 + 777;  // three blocks and a part
    const Slice slice{{1, 1, 0, 2}, Color::black};
    const auto [table, path] = write_runs("egdb_blocks_packed", slice, positions);
    const PackedTable packed(read_packed_slice(path, "international", slice, positions), 0);
    EXPECT_EQ(packed.size(), positions);
    EXPECT_LT(packed.held_bytes(), table.bytes().size() / 4);
    // One slot: every change of block evicts; eight: all four blocks stay.
    for (const std::size_t room : {std::size_t{1}, 8 * block_bytes}) {
        BlockCache cache(room);
        EXPECT_EQ(cache.slots(), room == 1 ? 1u : 8u);
        // Every position in order, then a stride that crosses the blocks back and forth
        // (a sample: with one slot each of its steps decompresses a block).
        for (std::uint64_t i = 0; i < positions; ++i)
            ASSERT_EQ(packed.get(i, cache), table.get(i)) << i << " room " << room;
        const std::uint64_t stride = 4 * block_bytes - 3;
        for (std::uint64_t i = 0, n = 0; n < 2000; ++n, i = (i + stride) % positions)
            ASSERT_EQ(packed.get(i, cache), table.get(i)) << i << " room " << room;
        if (room == 1)
            EXPECT_GT(cache.decompressed(), 1000u);
        else
            EXPECT_LE(cache.decompressed(), 8u);  // at most a miss a block and slot clash
    }
}

TEST(EgdbBlocks, APlainFileIsReadWithoutTheCache) {
    const Slice slice{{0, 2, 0, 1}, Color::white};
    const auto [table, path] = write_runs("egdb_blocks_plain", slice, 5000, Format::plain);
    const PackedTable packed(read_packed_slice(path, "international", slice, 5000), 3);
    BlockCache cache(block_bytes);
    for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_EQ(packed.get(i, cache), table.get(i));
    EXPECT_EQ(cache.decompressed(), 0u);
}

// Every position of every slice of a database of up to 3 pieces, both sides to move, as
// the search asks: opened to probe (through a cache of one block, so that threads
// fight over it) and opened whole answer alike, from two threads at once.
TEST(EgdbBlocks, ADatabaseOpenedToProbeAnswersAsOneOpenedWhole) {
    using Db = Database<International>;
    const auto dir = fresh_dir("egdb_blocks_database");
    build("international", 3, dir);
    const Db whole = Db::open(dir, 9, Db::Holding::whole);
    const Db packed = Db::open(dir, 9, Db::Holding::blocks, 1);
    EXPECT_EQ(packed.pieces(), 3);
    EXPECT_EQ(whole.pieces(), 3);
    ASSERT_NE(packed.block_cache(), nullptr);
    EXPECT_EQ(whole.block_cache(), nullptr);
    EXPECT_LT(packed.held_bytes(), whole.held_bytes() / 2);

    std::vector<Position<International>> positions;
    for (const Material& m : whole.store().materials()) {
        const auto& index = whole.store().find(m)->index;
        for (std::uint64_t i = 0; i < index.size(); i += 7)
            for (const Color side : {Color::white, Color::black})
                positions.push_back(index.unrank(i, side));
    }
    ASSERT_GT(positions.size(), 10000u);
    auto compare = [&](std::size_t first, std::size_t step, int& differences) {
        for (std::size_t i = first; i < positions.size(); i += step)
            if (packed.value(positions[i]) != whole.value(positions[i])) ++differences;
    };
    int differences[2] = {0, 0};
    std::thread other(compare, 1, 2, std::ref(differences[1]));
    compare(0, 2, differences[0]);
    other.join();
    EXPECT_EQ(differences[0] + differences[1], 0);
    EXPECT_GT(packed.block_cache()->decompressed(), 0u);
}

// The engine's holding: whole when every code of the slices it loads fits the room it is
// given, by blocks through a cache of that room when not. The 2-3 piece slices of
// International hold 819,580 positions (docs/egdb.md): 204,895 code bytes and a few more
// for the slices' last bytes.
TEST(EgdbBlocks, TheDatabaseIsHeldWholeWhenItsCodesFit) {
    using Db = Database<International>;
    const auto dir = fresh_dir("egdb_blocks_fit");
    build("international", 3, dir);
    const Db roomy = Db::open(dir, 9, Db::Holding::whole_if_it_fits, 210'000);
    EXPECT_EQ(roomy.block_cache(), nullptr);
    EXPECT_GE(roomy.held_bytes(), 204'895u);
    const Db tight = Db::open(dir, 9, Db::Holding::whole_if_it_fits, 200'000);
    ASSERT_NE(tight.block_cache(), nullptr);
    EXPECT_LT(tight.held_bytes(), roomy.held_bytes() / 2);
    // Only the slices it loads count: the 2-piece ones alone fit in a little room.
    const Db two = Db::open(dir, 2, Db::Holding::whole_if_it_fits, 4'000);
    EXPECT_EQ(two.block_cache(), nullptr);
    EXPECT_EQ(two.pieces(), 2);
    const auto pos = Notation<International>::parse_fen("W:WK28:BK3");
    EXPECT_EQ(roomy.value(pos), tight.value(pos));
}

TEST(EgdbService, BuildsResumesProbesAndVerifies) {
    const auto dir = fresh_dir("egdb_service");
    const auto first = build("international", 2, dir);
    // 1 king v 1 king, 1 man v 1 king (1 king v 1 man is its mirror), 1 man v 1 man.
    EXPECT_EQ(first.built, 3);
    EXPECT_EQ(first.skipped, 0);
    EXPECT_EQ(first.positions, 2u * (2450 + 2205 + 1985));
    const auto again = build("international", 2, dir);
    EXPECT_EQ(again.built, 0);
    EXPECT_EQ(again.skipped, 3);

    const auto answer = probe("international", dir, "W:WK46:BK37");
    EXPECT_EQ(answer.value, "win");
    EXPECT_TRUE(answer.capture_pending);
    EXPECT_EQ(answer.best_move, "46x32");
    EXPECT_EQ(probe("international", dir, "W:W6:BK50").value, "draw");
    EXPECT_EQ(probe("international", dir, "B:WK1:B45").value, "draw");  // through the mirror

    const auto report = verify("international", dir);
    EXPECT_EQ(report.slices, 6);
    EXPECT_EQ(report.errors, 0u);
    EXPECT_EQ(report.positions, first.positions);
}

// Threads sharing the steps of one material (a group smaller than the threads, or a
// budget for one material at a time) write the files of one thread, in both kinds of
// build. ThreadSanitizer runs the EgdbThreads tests (scripts/test --tsan).
TEST(EgdbThreads, ThreadsInsideAMaterialWriteTheFilesOfOneThread) {
    const auto one = fresh_dir("egdb_inside_one"), inside = fresh_dir("egdb_inside_three"),
               lean = fresh_dir("egdb_inside_lean");
    const auto alone = build("international", 3, one);
    MemoryPlan plan = plan_memory("international", 3, 3, 0);
    plan.at_once = 1;  // every material on three threads
    const auto shared = build("international", 3, inside, {}, plan);
    EXPECT_EQ(shared.built, alone.built);
    EXPECT_EQ(files_in(inside), files_in(one));
    plan.lean = true;
    build("international", 3, lean, {}, plan);
    EXPECT_EQ(files_in(lean), files_in(one));
}

TEST(EgdbThreads, ThreadsBuildTheFilesOfOneThread) {
    const auto one = fresh_dir("egdb_one_thread"), three = fresh_dir("egdb_three_threads");
    std::vector<int> order;
    const auto alone = build("russian", 3, one);
    const auto shared = build(
        "russian", 3, three, [&](const BuildProgress& p) { order.push_back(p.number); }, 3);
    EXPECT_EQ(shared.built, alone.built);
    EXPECT_EQ(shared.positions, alone.positions);
    EXPECT_EQ(shared.bytes, alone.bytes);
    EXPECT_EQ(files_in(three), files_in(one));
    // Every material once, whatever order the threads ended them in.
    std::sort(order.begin(), order.end());
    ASSERT_EQ(order.size(), static_cast<std::size_t>(alone.built));
    for (std::size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], static_cast<int>(i) + 1);
    EXPECT_EQ(verify("russian", three).errors, 0u);
}

// A memory budget first lowers the threads, then builds one material at a time holding
// only the slices it reads, and is refused when even that does not fit: before any work.
TEST(EgdbService, AMemoryBudgetLowersTheThreadsThenBuildsOneMaterialAtATime) {
    const MemoryPlan free = plan_memory("russian", 4, 3, 0);
    EXPECT_EQ(free.threads, 3);
    EXPECT_EQ(free.at_once, 3);
    EXPECT_FALSE(free.lean);
    EXPECT_EQ(free.materials, 23);  // of 2-4 pieces, one of each mirrored pair
    const MemoryPlan one = plan_memory("russian", 4, 1, 0);
    EXPECT_LT(one.peak_bytes, free.peak_bytes);
    EXPECT_LT(one.lean_peak_bytes, one.peak_bytes);

    const MemoryPlan fewer = plan_memory("russian", 4, 3, one.peak_bytes);
    EXPECT_EQ(fewer.threads, 3);  // the threads stay, sharing the steps of fewer materials
    EXPECT_LT(fewer.at_once, 3);
    EXPECT_FALSE(fewer.lean);
    EXPECT_LE(fewer.peak_bytes, one.peak_bytes);

    const MemoryPlan lean = plan_memory("russian", 4, 3, one.peak_bytes - 1);
    EXPECT_TRUE(lean.lean);
    EXPECT_EQ(lean.threads, 3);
    EXPECT_EQ(lean.at_once, 1);
    EXPECT_EQ(lean.peak_bytes, one.lean_peak_bytes);
    EXPECT_THROW(plan_memory("russian", 4, 1, lean.peak_bytes - 1), NotationError);
    EXPECT_THROW(plan_memory("russian", 12, 1, 0), NotationError);
    EXPECT_THROW(plan_memory("russian", 4, 0, 0), NotationError);
}

TEST(EgdbService, TheLeanBuildWritesTheFilesOfTheWholeOne) {
    const auto whole = fresh_dir("egdb_whole_build"), lean = fresh_dir("egdb_lean_build");
    const auto kept = build("international", 3, whole);
    const MemoryPlan one = plan_memory("international", 3, 1, 0);
    const MemoryPlan plan = plan_memory("international", 3, 1, one.lean_peak_bytes);
    ASSERT_TRUE(plan.lean);
    const auto read_back = build("international", 3, lean, {}, plan);
    EXPECT_EQ(read_back.built, kept.built);
    EXPECT_EQ(read_back.bytes, kept.bytes);
    EXPECT_EQ(files_in(lean), files_in(whole));
    EXPECT_EQ(build("international", 3, lean, {}, plan).skipped, kept.built);  // resumes
}

TEST(EgdbService, ReportsBadInputAsOneLine) {
    const auto dir = fresh_dir("egdb_service_errors");
    build("international", 2, dir);
    EXPECT_THROW(probe("international", dir, "W:WK1,K2:BK50"), NotationError);  // no 3-piece slice
    EXPECT_THROW(probe("international", dir, "W:W0:B1"), NotationError);
    EXPECT_THROW(probe("thai", dir, "W:WK1:BK50"), NotationError);
    EXPECT_THROW(probe("nonsense", dir, "W:WK1:BK50"), NotationError);
    EXPECT_THROW(probe("international", dir / "absent", "W:WK1:BK50"), NotationError);
    EXPECT_THROW(verify("russian", dir), NotationError);  // no Russian slices there
    EXPECT_THROW(build("international", 2, "/proc/kabe-cannot-write-here"), NotationError);
    EXPECT_THROW(build("international", 2, dir, {}, 0), NotationError);
    // A damaged slice is named when the database is opened.
    overwrite(dir / "international_0101_w.egdb", 80, '\x7f');  // where its frame ends
    EXPECT_THROW(probe("international", dir, "W:WK1:BK50"), NotationError);
    // A damaged slice is built again.
    EXPECT_EQ(build("international", 2, dir).built, 1);
}

}  // namespace
}  // namespace kabe::egdb
