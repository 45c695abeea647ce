// kabe variants: the variants Kabe plays, with their other names, boards and PDN game
// types, so that a user (or a script) can find the name to pass to --variant.

#include <iostream>
#include <string>

#include "cli/cli.hpp"
#include "engine/tools.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_variants(const Args& args) {
    po::options_description options("options");
    po::variables_map vm;
    if (!parse("variants", "", options, args, vm)) return 0;
    std::cout << "variant           board  first  PDN  other names\n";
    for (const auto& name : VariantTools::names()) {
        const VariantInfo v = VariantTools::create(name)->info();
        std::string aliases;
        for (const auto& a : v.aliases) aliases += (aliases.empty() ? "" : ", ") + a;
        const std::string board = std::to_string(v.width) + "x" + std::to_string(v.height);
        const std::string gametype = v.pdn_gametype ? std::to_string(v.pdn_gametype) : "-";
        std::cout << name << std::string(18 - name.size(), ' ') << board
                  << std::string(7 - board.size(), ' ') << (v.white_first ? "white  " : "black  ")
                  << gametype << std::string(5 - gametype.size(), ' ') << aliases << '\n';
    }
    return 0;
}

}  // namespace kabe::cli
