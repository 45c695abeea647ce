// kabe hub: serve the Hub protocol on stdin/stdout (what a GUI starts).

#include "protocol/hub/hub.hpp"

#include <iostream>

#include "cli/cli.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_hub(const Args& args) {
    po::options_description options("options");
    po::variables_map vm;
    if (!parse("hub", "(then speak the Hub protocol on stdin/stdout)", options, args, vm)) return 0;
    return hub::serve(std::cin, std::cout);
}

}  // namespace kabe::cli
