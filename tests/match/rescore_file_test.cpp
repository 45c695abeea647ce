// The file `kabe rescore` writes as a resumed run reads it (match/rescore_file.hpp): the
// header that names the options, each line checked against the position it stands for,
// and where an interrupted run's file is cut.

#include "match/rescore_file.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "temporary_file.hpp"

namespace {

using namespace kabe::match;
using kabe::test::write_temporary;

RescoreOptions rescore_options() {
    RescoreOptions o;
    o.variant = "international";
    o.limits.nodes = 200000;
    return o;
}

const std::string rescore_file_header =
    "# kabe rescore: data=s7000.txt every=8 variant=international nodes=200000 eval=learned";
const std::string rescore_format_line = std::string(data_format_line);

// Three positions of the data (the scores and results do not matter to a rescore).
const std::vector<DataLine> data_positions = {
    {"W:W31:B19", 0, 1}, {"B:W32:B18", 0, 0.5}, {"W:W33:B17", 0, 0}};

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(RescoreFile, TheHeaderNamesEveryOptionThatChangesTheScores) {
    RescoreOptions o = rescore_options();
    EXPECT_EQ(rescore_header("s7000.txt", 8, o), rescore_file_header);
    o.concurrency = 8;  // the same scores on any number of threads
    o.progress = 7;
    o.already = 100;
    EXPECT_EQ(rescore_header("s7000.txt", 8, o), rescore_file_header);
    o.limits.nodes.reset();
    o.limits.depth = 6;
    o.eval = {false, ""};
    EXPECT_EQ(rescore_header("s7000.txt", 8, o),
              "# kabe rescore: data=s7000.txt every=8 variant=international depth=6 eval=hand");
}

TEST(RescoreFile, AnExistingFileNeedsResumeOrOverwrite) {
    const std::string path = write_temporary("kabe_rescore_exists.txt", rescore_file_header + "\n");
    try {
        open_rescore_output(path, rescore_file_header, data_positions, ExistingOutput::refuse);
        FAIL() << "an existing file was taken without --resume or --overwrite";
    } catch (const DataError& e) {
        EXPECT_NE(std::string(e.what()).find("--resume"), std::string::npos) << e.what();
    }
    EXPECT_EQ(file_text(path), rescore_file_header + "\n");  // untouched
    RescoreOutput out =
        open_rescore_output(path, rescore_file_header, data_positions, ExistingOutput::overwrite);
    EXPECT_EQ(out.done, 0u);
    out.out.close();
    EXPECT_EQ(file_text(path), rescore_file_header + "\n" + rescore_format_line + "\n");
    std::remove(path.c_str());
}

TEST(RescoreFile, ResumesAfterTheLastCompleteLineAndCutsAHalfWrittenOne) {
    const std::string kept =
        rescore_file_header + "\n" + rescore_format_line + "\nW:W31:B19;-12;1\nB:W32:B18;40;0.5\n";
    const std::string path = write_temporary("kabe_rescore_resume.txt", kept + "W:W33:B1");
    RescoreOutput out =
        open_rescore_output(path, rescore_file_header, data_positions, ExistingOutput::resume);
    EXPECT_EQ(out.done, 2u);
    out.out << "W:W33:B17;7;0\n";
    out.out.close();
    EXPECT_EQ(file_text(path), kept + "W:W33:B17;7;0\n");
    std::remove(path.c_str());
}

TEST(RescoreFile, AFileCutBeforeItsFirstScoreStartsAgain) {
    const std::string path =
        write_temporary("kabe_rescore_cut.txt", rescore_file_header.substr(0, 20));
    RescoreOutput out =
        open_rescore_output(path, rescore_file_header, data_positions, ExistingOutput::resume);
    EXPECT_EQ(out.done, 0u);
    out.out.close();
    EXPECT_EQ(file_text(path), rescore_file_header + "\n" + rescore_format_line + "\n");
    std::remove(path.c_str());
}

TEST(RescoreFile, RefusesToResumeAnotherRunsFile) {
    const auto refused = [](const std::string& text, const std::string& reason) {
        const std::string path = write_temporary("kabe_rescore_other.txt", text);
        try {
            open_rescore_output(path, rescore_file_header, data_positions, ExistingOutput::resume);
            ADD_FAILURE() << "resumed: " << text;
        } catch (const DataError& e) {
            EXPECT_NE(std::string(e.what()).find(reason), std::string::npos) << e.what();
        }
        EXPECT_EQ(file_text(path), text);  // a refused file is left as it was
        std::remove(path.c_str());
    };
    // Other options.
    std::string other = rescore_file_header;
    other.replace(other.find("every=8"), 7, "every=4");
    refused(other + "\n" + rescore_format_line + "\nW:W31:B19;-12;1\n", "every=4 (now 8)");
    // Other positions (another data file or --every).
    refused(rescore_file_header + "\n" + rescore_format_line + "\nW:W31:B19;-12;1\nW:W33:B17;7;0\n",
            ":4 is not position 2 of the data");
    // More lines than positions.
    refused(rescore_file_header + "\n" + rescore_format_line +
                "\nW:W31:B19;-12;1\nB:W32:B18;40;0.5\nW:W33:B17;7;0\nW:W33:B17;7;0\n",
            "is not position 4");
    // Not a rescore file at all, e.g. the selfplay data named as --output by mistake.
    refused("# kabe selfplay: variant=international\n", "is not a kabe rescore file");
    refused(rescore_file_header + "\n" + rescore_format_line + "\nW:W31:B19;x;1\n", ":3:");
}

}  // namespace
