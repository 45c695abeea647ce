// The selfplay file as a resumed run reads it (match/selfplay_file.hpp): the header that
// names the options, the `# game N` markers, and where an interrupted run's file is cut.

#include "match/selfplay_file.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "match/selfplay_data.hpp"
#include "temporary_file.hpp"

namespace {

using namespace kabe::match;

SelfplayOptions options() {
    SelfplayOptions o;
    o.variant = "international";
    o.games = 2000;
    o.random_plies = 8;
    o.seed = 3;
    o.limits.nodes = 4000;
    o.max_plies = 300;
    return o;
}

using kabe::test::write_temporary;

const std::string header =
    "# kabe selfplay: variant=international games=2000 random-plies=8 seed=3 nodes=4000 "
    "max-plies=300 eval=learned";

TEST(SelfplayFile, TheHeaderNamesEveryOptionThatChangesTheData) {
    SelfplayOptions o = options();
    EXPECT_EQ(selfplay_header(o), header);
    o.limits.nodes.reset();
    o.limits.depth = 4;
    o.concurrency = 8;  // the same data on any number of threads
    o.progress = 7;
    EXPECT_EQ(selfplay_header(o),
              "# kabe selfplay: variant=international games=2000 random-plies=8 seed=3 depth=4 "
              "max-plies=300 eval=learned");
    o.eval = {false, ""};  // another evaluation plays other games
    EXPECT_EQ(selfplay_header(o),
              "# kabe selfplay: variant=international games=2000 random-plies=8 seed=3 depth=4 "
              "max-plies=300 eval=hand");
    EXPECT_EQ(game_marker(12), "# game 12");
}

TEST(SelfplayFile, OnlyTheNumberOfGamesMayDifferOnResume) {
    SelfplayOptions o = options();
    o.games = 5000;
    EXPECT_EQ(header_difference(header, selfplay_header(o)), "");
    o.seed = 4;
    o.max_plies = 200;
    EXPECT_EQ(header_difference(header, selfplay_header(o)),
              "max-plies=300 (now 200), seed=3 (now 4)");
    o = options();
    o.limits.nodes.reset();
    o.limits.depth = 2;
    EXPECT_EQ(header_difference(header, selfplay_header(o)),
              "depth=none (now 2), nodes=4000 (now none)");
}

TEST(SelfplayFile, ReadsTheCompleteGamesAndCutsAHalfWrittenOne) {
    const std::string kept = header + "\n# format\nW:W31:B19;10;1\nB:W31:B19;-5;1\n# game 0\n" +
                             "# game 1\n" +  // a game without quiet positions: a draw
                             "W:W32:B19;0;0\n# game 2\n";
    const std::string path =
        write_temporary("kabe_selfplay_file_1.txt", kept + "W:W33:B19;4;0.5\nW:W3");
    const SelfplayFileContents file = read_selfplay_file(path);
    EXPECT_EQ(file.header, header);
    EXPECT_EQ(file.header_bytes, header.size() + 1);
    EXPECT_EQ(file.kept_bytes, kept.size());
    EXPECT_EQ(file.done.games, 3);
    EXPECT_EQ(file.done.positions, 3);
    EXPECT_EQ(file.done.wins, 1);
    EXPECT_EQ(file.done.draws, 1);
    EXPECT_EQ(file.done.losses, 1);
    std::remove(path.c_str());
}

TEST(SelfplayFile, AMarkerCutInTheMiddleDoesNotCount) {
    // A marker without its line end may be "# game 12" cut short, or a game whose last
    // write did not finish: it is cut with the rest.
    const std::string kept = header + "\nW:W31:B19;10;1\n# game 0\n";
    const std::string path = write_temporary("kabe_selfplay_file_2.txt", kept + "# game 1");
    const SelfplayFileContents file = read_selfplay_file(path);
    EXPECT_EQ(file.done.games, 1);
    EXPECT_EQ(file.kept_bytes, kept.size());
    std::remove(path.c_str());
}

TEST(SelfplayFile, AFileWithoutMarkersHoldsNoGame) {
    const std::string path =
        write_temporary("kabe_selfplay_file_3.txt", header + "\n# format\nW:W31:B19;10;1\n");
    const SelfplayFileContents file = read_selfplay_file(path);
    EXPECT_EQ(file.header, header);
    EXPECT_EQ(file.done.games, 0);
    EXPECT_EQ(file.kept_bytes, 0u);
    std::remove(path.c_str());
}

TEST(SelfplayFile, RefusesWhatIsNotAnUninterruptedRunsFile) {
    const auto error = [](const std::string& text) {
        const std::string path = write_temporary("kabe_selfplay_file_4.txt", text);
        std::string message;
        try {
            read_selfplay_file(path);
        } catch (const DataError& e) {
            message = e.what();
        }
        std::remove(path.c_str());
        return message.empty() ? message : message.substr(message.find(".txt") + 4);
    };
    EXPECT_EQ(error("W:W31:B19;10;1\n"),
              " is not a kabe selfplay file (its first line is not '# kabe selfplay: ...')");
    EXPECT_EQ(error("hello"),  // not a header cut short: not to be written over
              " is not a kabe selfplay file (its first line is not '# kabe selfplay: ...')");
    EXPECT_EQ(error(header.substr(0, 30)), "");  // a run stopped while writing its header
    EXPECT_EQ(error(header + "\n# game 0\n# game 2\n"), ":3: expected '# game 1'");
    EXPECT_EQ(error(header + "\nW:W31:B19;ten;1\n# game 0\n"),
              ":2: the score must be a number (centi-men)");
}

}  // namespace
