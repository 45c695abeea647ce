#include "cli/cli.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace po = boost::program_options;

namespace kabe::cli {

std::string clock_text(double seconds) {
    const long s = static_cast<long>(std::max(0.0, seconds) + 0.5);
    char text[32];
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return text;
}

bool parse(const std::string& command, const std::string& synopsis,
           const po::options_description& options, const Args& args, po::variables_map& vm) {
    po::options_description all(options);
    all.add_options()("help,h", "show this help");
    try {
        po::store(po::command_line_parser(args).options(all).run(), vm);
        if (vm.count("help")) {
            std::cout << "usage: kabe " << command << ' ' << synopsis << "\n\n" << all;
            return false;
        }
        po::notify(vm);
    } catch (const po::error& e) {
        throw UsageError(e.what() + std::string(" (see 'kabe ") + command + " --help')");
    }
    return true;
}

}  // namespace kabe::cli
