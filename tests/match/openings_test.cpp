// kabe match --openings FILE (match::read_openings): one opening a line, comments after '#'.

#include <gtest/gtest.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include "match/runner.hpp"
#include "temporary_file.hpp"

namespace kabe::match {
namespace {

using test::write_temporary;

// A comment may follow an opening on its line (the score it was chosen by, say).
TEST(Openings, ACommentRunsToTheEndOfItsLine) {
    const std::string path = write_temporary("kabe_openings_comments.txt",
                                             "# balanced, by a depth-10 search\n"
                                             "\n"
                                             "32-28 18-23 # +0.02\n"
                                             "W:W31-50:B1-20   # the start\n");
    const auto openings = read_openings(path, "international");
    ASSERT_EQ(openings.size(), 2u);
    EXPECT_EQ(openings[0].moves, (std::vector<std::string>{"32-28", "18-23"}));
    EXPECT_TRUE(openings[1].moves.empty());
    EXPECT_EQ(openings[1].position, "W:W31-50:B1-20");
    std::remove(path.c_str());
}

TEST(Openings, AMoveThatIsNotLegalNamesItsLine) {
    const std::string path =
        write_temporary("kabe_openings_bad.txt", "32-28 18-23\n# fine so far\n32-28 32-28\n");
    try {
        read_openings(path, "international");
        FAIL() << "an illegal move was read";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(path + ":3:"), std::string::npos) << e.what();
    }
    std::remove(path.c_str());
}

}  // namespace
}  // namespace kabe::match
