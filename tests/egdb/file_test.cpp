// Slice files: what is written reads back, and a damaged, foreign or truncated file is
// refused with a reason. The facade: a build resumes, probe and verify answer.

#include "egdb/file.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "egdb/egdb.hpp"
#include "movegen/plain_types.hpp"

namespace kabe::egdb {
namespace {

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
    EXPECT_TRUE(slice_present(path, "international", slice, 10));
    EXPECT_FALSE(slice_present(path, "russian", slice, 10));
    EXPECT_THROW(read_slice(path, "international", {{0, 1, 0, 1}, Color::white}, 10),
                 NotationError);
    EXPECT_THROW(read_slice(path, "international", slice, 11), NotationError);
}

TEST(EgdbFile, RefusesADamagedFile) {
    const auto dir = fresh_dir("egdb_file_damaged");
    const Slice slice{{0, 1, 0, 1}, Color::white};
    const auto path = dir / file_name("international", slice);
    write_slice(path, "international", slice, CodeTable(100));
    {
        std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(64 + 3);
        f.put('\x55');
    }
    try {
        read_slice(path, "international", slice, 100);
        FAIL() << "a damaged file was read";
    } catch (const NotationError& e) {
        EXPECT_NE(std::string(e.what()).find("checksum"), std::string::npos) << e.what();
    }
    std::filesystem::resize_file(path, 70);
    EXPECT_THROW(read_slice(path, "international", slice, 100), NotationError);
    EXPECT_THROW(read_slice(dir / "missing.egdb", "international", slice, 100), NotationError);
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
    // A damaged slice is named when the database is opened.
    {
        std::fstream f(dir / "international_0101_w.egdb",
                       std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(64);
        f.put('\x7f');
    }
    EXPECT_THROW(probe("international", dir, "W:WK1:BK50"), NotationError);
    // A damaged slice is built again.
    EXPECT_EQ(build("international", 2, dir).built, 1);
}

}  // namespace
}  // namespace kabe::egdb
