#include "cli/cli.hpp"

#include <iostream>

namespace po = boost::program_options;

namespace kabe::cli {

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
