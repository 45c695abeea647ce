#include "protocol/pdn_log.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace kabe {

PdnLog::PdnLog(std::string path) : path_(std::move(path)) {}

bool PdnLog::append(const PdnGame& game) {
    if (!path_.empty() && !failed_) {
        try {
            append_pdn(path_, game);
            ++written_;
            return true;
        } catch (const std::runtime_error& e) {
            failed_ = true;
            error_ = e.what();
        }
    }
    unwritten_.push_back(game);
    return !failed_;
}

std::string PdnLog::unwritten_text() const {
    std::string out;
    for (const auto& game : unwritten_) out += to_pdn(game) + '\n';
    return out;
}

std::string PdnLog::rescue_path() const {
    namespace fs = std::filesystem;
    std::string name = path_.empty() ? "" : fs::path(path_).filename().string();
    if (name.empty()) name = "kabe-games.pdn";
    std::error_code ignored;
    fs::path dir = fs::temp_directory_path(ignored);
    if (dir.empty()) dir = "/tmp";
    return (dir / (name + ".rescue-" + std::to_string(::getpid()))).string();
}

std::string PdnLog::keep() const {
    if (unwritten_.empty()) return path_;
    const std::string rescue = rescue_path();
    errno = 0;
    std::ofstream file(rescue, std::ios::trunc);
    file << unwritten_text();
    file.flush();
    if (file) file.close();
    if (!file)
        throw std::runtime_error("cannot write " + rescue + " either: " +
                                 (errno != 0 ? std::strerror(errno) : "write failed"));
    if (written_ == 0) return rescue;
    return rescue + " (the first " + std::to_string(written_) + " in " + path_ + ")";
}

}  // namespace kabe
