#pragma once
// Files as the tests read them: a file's whole text, and a directory's files by name (to
// compare two builds byte for byte).

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

namespace kabe::test {

// The bytes of the file at `path`; "" if it cannot be read.
inline std::string file_contents(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The plain files of `dir`, by file name, with their bytes.
inline std::map<std::string, std::string> files_in(const std::filesystem::path& dir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file())
            files[entry.path().filename().string()] = file_contents(entry.path());
    return files;
}

}  // namespace kabe::test
