// `kabe book build|probe` against the real binary: a tiny book built, resumed and probed,
// and one-line errors with a non-zero exit for bad input.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/run_kabe.hpp"

namespace cli_book_test {
namespace {

kabe::test::KabeRun kabe(const std::string& args) {
    return kabe::test::run_kabe(args);
}

std::string fresh_file(const std::string& name) {
    const auto path = std::filesystem::path(::testing::TempDir()) / name;
    std::filesystem::remove(path);
    return path.string();
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

int lines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

TEST(CliBook, BuildsResumesAndProbes) {
    const std::string book = fresh_file("cli_book.book");
    auto r = kabe("book build --positions 12 --depth 2 --hash 4 --output " + book);
    ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_TRUE(has(r.out, "wrote " + book + ": ")) << r.out;
    EXPECT_TRUE(has(r.out, "depth 2")) << r.out;
    EXPECT_TRUE(has(r.err, "ETA")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(book + ".tmp"));

    r = kabe("book build --positions 12 --depth 2 --output " + book);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err,
              "kabe book: " + book + " exists: --resume extends it; remove it to build anew\n");
    r = kabe("book build --positions 30 --depth 2 --hash 4 --threads 2 --resume --output " + book);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    r = kabe("book build --positions 40 --depth 3 --resume --output " + book);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: the book to resume was searched to depth 2, not 3\n");

    r = kabe("book probe --book " + book);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "in the book: score ")) << r.out;
    EXPECT_TRUE(has(r.out, ", 9 moves\n")) << r.out;
    EXPECT_TRUE(has(r.out, "  32-28 ")) << r.out;
    EXPECT_EQ(lines(r.out), 10) << r.out;

    r = kabe("book probe --book " + book + " --fen W:W31-50:B1-19");
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "not in the book\n");
}

TEST(CliBook, BadInputIsOneLineAndANonZeroExit) {
    const std::string missing = fresh_file("cli_book_missing.book");
    auto r = kabe("book probe --book " + missing);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: --book: cannot read the book " + missing + "\n");

    const std::string corrupt = fresh_file("cli_book_corrupt.book");
    std::ofstream(corrupt) << "kabe-book 1\nvariant international\nW;zero\n";
    r = kabe("book probe --book " + corrupt);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err,
              "kabe book: --book: " + corrupt + ":3: bad score 'zero' (centi-men, an integer)\n");

    const std::string russian = fresh_file("cli_book_russian.book");
    std::ofstream(russian) << "kabe-book 1\nvariant russian\n";
    r = kabe("book probe --book " + russian);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err,
              "kabe book: --book: " + russian + " is a book for russian, not international\n");

    r = kabe("book probe --fen W:W99:B1");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(lines(r.err), 1) << r.err;

    r = kabe("book build --output /nonexistent-dir/x.book --positions 5 --depth 1");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: cannot write /nonexistent-dir/x.book.tmp\n");
    r = kabe("book build --positions 5 --depth 1 --resume --output " + missing);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: --resume: there is no book " + missing + " to extend\n");
    r = kabe("book build --positions 0 --output " + missing);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: --positions must be 1 to 10000000\n");
    r = kabe("book build --positions 5 --threads 0 --output " + missing);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: --threads must be 1 to 64\n");
    r = kabe("book build --positions 5 --hash 0 --output " + missing);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: --hash must be at least 1 MB\n");
    r = kabe("book frobnicate");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(lines(r.err), 1) << r.err;

    r = kabe("play --book " + corrupt + " --white engine --black engine --max-moves 1");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(lines(r.err), 1) << r.err;
}

TEST(CliBook, TheBuiltInBookIsProbedByDefault) {
    auto r = kabe("book probe --moves 32-28");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "in the book: score ")) << r.out;
    r = kabe("book probe --variant tablut");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "kabe book: tablut has no built-in book (--book FILE)\n");
}

TEST(CliBook, PlayUsesTheBookAndAnalyzeNever) {
    auto r = kabe("play --white engine --black engine --max-moves 2 --depth 1");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(has(r.out, "from the book)")) << r.out;
    r = kabe("play --white engine --black engine --max-moves 2 --depth 1 --book off");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_FALSE(has(r.out, "from the book")) << r.out;
    r = kabe("analyze --depth 2");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_FALSE(has(r.out, "book")) << r.out;
}

}  // namespace
}  // namespace cli_book_test
