#pragma once
// A file of the given text in the test temp directory, for the match tests that read one.

#include <gtest/gtest.h>

#include <fstream>
#include <string>

namespace kabe::test {

// Writes `text` to `name` in the test temp directory and returns the path.
inline std::string write_temporary(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

}  // namespace kabe::test
