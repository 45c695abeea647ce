#pragma once
// The kabe binary under test (KABE_BINARY), run as a user runs it: a command line through
// the shell, stdout captured, stderr into a file of its own per call (ctest runs the tests
// of one binary in parallel processes, which would overwrite a shared file).

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace kabe::test {

struct KabeRun {
    int exit_code = -1;  // -1: it did not start, or did not exit by itself
    std::string out, err;
};

// `ENVIRONMENT kabe ARGS`; with `merge_stderr` stderr goes into `out` as well (2>&1).
inline KabeRun run_kabe(const std::string& args, bool merge_stderr = false,
                        const std::string& environment = "") {
    std::string err_file = ::testing::TempDir() + "kabe_stderr_XXXXXX";
    const int fd = mkstemp(err_file.data());
    if (fd >= 0) close(fd);
    const std::string command = environment + " " + std::string(KABE_BINARY) + " " + args +
                                (merge_stderr ? " 2>&1" : " 2>" + err_file);
    KabeRun r;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) r.out.append(buffer, n);
        const int status = pclose(pipe);
        r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::ifstream in(err_file);
    std::ostringstream text;
    text << in.rdbuf();
    r.err = text.str();
    std::remove(err_file.c_str());
    return r;
}

}  // namespace kabe::test
