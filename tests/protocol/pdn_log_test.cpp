// The record of a match or DXP session (protocol/pdn_log.hpp): games in the file and in
// memory, and in a rescue file when the file fails.

#include "protocol/pdn_log.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

#include "protocol/pdn_reader.hpp"
#include "tests/files.hpp"

namespace kabe {
namespace {

using kabe::test::file_contents;

PdnGame game_with(const char* first_move) {
    PdnGame game;
    game.moves.emplace_back(first_move);
    return game;
}

TEST(PdnLog, AppendsToTheFileWhileItWorks) {
    const std::string path = ::testing::TempDir() + "kabe_pdn_log_test.pdn";
    std::remove(path.c_str());
    PdnLog log(path);
    EXPECT_TRUE(log.append(game_with("32-28")));
    EXPECT_TRUE(log.append(game_with("33-28")));
    EXPECT_FALSE(log.failed());
    EXPECT_EQ(log.keep(), path);  // the file has them: no rescue file
    EXPECT_EQ(log.unwritten_text(), "");
    EXPECT_EQ(file_contents(path),
              to_pdn(game_with("32-28")) + "\n" + to_pdn(game_with("33-28")) + "\n");
    std::remove(path.c_str());
}

// The rescue file as a test's temp directory (TMPDIR) names it, for the duration of `f`.
template <class F>
void with_tmpdir(const std::string& dir, F f) {
    const char* old = std::getenv("TMPDIR");
    const std::string saved = old ? old : "";
    ::setenv("TMPDIR", dir.c_str(), 1);
    f();
    if (old)
        ::setenv("TMPDIR", saved.c_str(), 1);
    else
        ::unsetenv("TMPDIR");
}

std::string fresh_dir(const std::string& name) {
    const std::string dir = ::testing::TempDir() + name;
    std::system(("rm -rf '" + dir + "' && mkdir -p '" + dir + "'").c_str());
    return dir;
}

// The file works for a game, then its folder is gone: the games after the failure go to
// the rescue file, and keep() says where the first ones are.
TEST(PdnLog, KeepsOnlyWhatTheFileLacks) {
    const std::string dir = fresh_dir("kabe_pdn_log_gone");
    const std::string tmp = fresh_dir("kabe_pdn_log_gone_tmp");
    const std::string path = dir + "/games.pdn";
    PdnLog log(path);
    EXPECT_TRUE(log.append(game_with("32-28")));
    std::system(("rm -rf '" + dir + "'").c_str());
    EXPECT_FALSE(log.append(game_with("33-28")));
    EXPECT_FALSE(log.append(game_with("34-29")));
    EXPECT_EQ(log.size(), 3u);
    std::string where;
    with_tmpdir(tmp, [&] { where = log.keep(); });
    const std::string rescue = tmp + "/games.pdn.rescue-" + std::to_string(::getpid());
    EXPECT_EQ(where, rescue + " (the first 1 in " + path + ")");
    EXPECT_EQ(file_contents(rescue),
              to_pdn(game_with("33-28")) + "\n" + to_pdn(game_with("34-29")) + "\n");
    std::remove(rescue.c_str());
}

// A full disk (/dev/full): the first append fails, the file is not tried again, and keep()
// writes every game to PATH's name + ".rescue-<pid>" in $TMPDIR.
TEST(PdnLog, KeepsTheGamesInARescueFileWhenAWriteFails) {
    const std::string tmp = fresh_dir("kabe_pdn_log_rescue");
    PdnLog log("/dev/full");
    EXPECT_FALSE(log.append(game_with("32-28")));
    EXPECT_FALSE(log.append(game_with("33-28")));
    EXPECT_EQ(log.error(), "cannot write /dev/full: No space left on device");
    std::string rescue;
    with_tmpdir(tmp, [&] { rescue = log.keep(); });
    EXPECT_EQ(rescue, tmp + "/full.rescue-" + std::to_string(::getpid()));
    const std::string text = file_contents(rescue);
    EXPECT_EQ(text, log.unwritten_text());
    EXPECT_EQ(read_pdn(text).moves, std::vector<std::string>{"32-28"});
    EXPECT_NE(text.find("33-28"), std::string::npos);
    std::remove(rescue.c_str());
}

}  // namespace
}  // namespace kabe
