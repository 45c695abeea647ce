// kabe variants: the variants Kabe plays, with their other names, boards and PDN game
// types, so that a user (or a script) can find the name to pass to --variant.

#include "movegen/variants.hpp"

#include <iostream>
#include <string>

#include "cli/cli.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_variants(const Args& args) {
    po::options_description options("options");
    po::variables_map vm;
    if (!parse("variants", "", options, args, vm)) return 0;
    std::cout << "variant           board  first  PDN  other names\n";
    for (const auto& name : variant_names()) {
        dispatch_variant(name, [&](auto rules) {
            using Rules = decltype(rules);
            std::string aliases;
            for (const auto& a : variant_aliases)
                if (a.name == name) aliases += (aliases.empty() ? "" : ", ") + std::string(a.alias);
            const std::string board =
                std::to_string(Rules::Board::width) + "x" + std::to_string(Rules::Board::height);
            const std::string gametype =
                Rules::pdn_gametype ? std::to_string(Rules::pdn_gametype) : "-";
            std::cout << name << std::string(18 - name.size(), ' ') << board
                      << std::string(7 - board.size(), ' ')
                      << (Rules::first_to_move == Color::white ? "white  " : "black  ") << gametype
                      << std::string(5 - gametype.size(), ' ') << aliases << '\n';
        });
    }
    return 0;
}

}  // namespace kabe::cli
