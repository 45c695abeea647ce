// kabe match: engine-vs-engine matches over Hub, cutechess style.

#include <cmath>
#include <iostream>
#include <map>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "cluster/cluster.hpp"
#include "engine/tools.hpp"
#include "match/runner.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

// "NAME=VALUE" -> {NAME, VALUE}.
std::pair<std::string, std::string> split_assignment(const std::string& text, const char* option) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
        throw UsageError(std::string(option) + " expects NAME=VALUE, got '" + text + "'");
    return {text.substr(0, eq), text.substr(eq + 1)};
}

}  // namespace

int run_match(const Args& args) {
    po::options_description options("options");
    std::vector<std::string> engines, params, dirs;
    std::string variant, tc, openings, pdn, live, sprt;
    int games = 2, concurrency = 1, max_plies = 400;
    double flag_tolerance = 0.2;
    bool ponder = false;
    SearchLimitOptions search;
    options.add_options()("engine", po::value(&engines)->composing(),
                          "NAME=COMMAND, twice (COMMAND split like a shell: \"./kabe hub\")")(
        "param", po::value(&params)->composing(), "NAME:KEY=VALUE, a set-param for engine NAME")(
        "dir", po::value(&dirs)->composing(),
        "NAME=DIRECTORY, the working directory of engine NAME");
    add_variant_option(options, variant,
                       "rules, sent to the engines as set-param variant (by a name each "
                       "engine announces)");
    std::string rules;
    add_rules_option(options, rules);
    options.add_options()("games", po::value(&games)->default_value(2),
                          "games to play (each opening twice)")(
        "concurrency", po::value(&concurrency)->default_value(1), "games played at once")(
        "tc", po::value(&tc), "clock: MINUTES+INCREMENT (seconds), e.g. 1+0.1")(
        "flag-tolerance", po::value(&flag_tolerance)->default_value(0.2, "0.2"),
        "seconds a clock may run past zero before its flag falls (--tc), or a move past "
        "--movetime S + 1");
    search.add_to(options);
    options.add_options()("openings", po::value(&openings),
                          "file of start positions (FEN, Hub, or moves from the start)")(
        "pdn", po::value(&pdn), "append every game to this PDN file")(
        "live", po::value(&live),
        "rewrite this file with the games in progress after every move (kabe gui --watch)")(
        "sprt", po::value(&sprt),
        "stop early on a verdict: \"elo0=0 elo1=5 alpha=0.05 beta=0.05\"")(
        "resign-score", po::value<double>(),
        "adjudicate a loss when both engines see a side this many men behind for 6 plies")(
        "draw-score", po::value<double>(),
        "adjudicate a draw after ply 80 when both engines stay within this many men for 6 plies")(
        "max-plies", po::value(&max_plies)->default_value(400),
        "adjudicate a draw after this many plies")(
        "ponder", po::bool_switch(&ponder),
        "Hub engines think on the opponent's time (go ponder, then ponder-hit or stop)");
    po::variables_map vm;
    if (!parse("match",
               "--engine NAME=COMMAND --engine NAME=COMMAND [--games N] [--concurrency N] "
               "[--movetime S | --tc MIN+INC | --depth D | --nodes N] [--openings FILE] [--pdn "
               "FILE] [--live FILE] "
               "[--sprt ...] [--ponder]",
               options, args, vm))
        return 0;
    if (engines.size() != 2) throw UsageError("give exactly two --engine NAME=COMMAND");
    if (games < 1 || games > 1'000'000) throw UsageError("--games must be 1 to 1000000");
    if (concurrency < 1 || concurrency > 256) throw UsageError("--concurrency must be 1 to 256");
    if (max_plies < 10) throw UsageError("--max-plies must be at least 10");
    if (!(flag_tolerance >= 0 && flag_tolerance <= 60))
        throw UsageError("--flag-tolerance must be 0 to 60 seconds");
    const VariantInfo variant_info = VariantTools::create(variant)->info();  // or unknown

    match::MatchOptions m;
    m.variant = variant;
    m.rules = rule_set(rules);
    if (m.rules == RuleSet::blitz && !variant_info.blitz_rules)
        throw UsageError("--rules blitz: " + variant_info.name + " has no blitz rules");
    m.games = games;
    m.concurrency = concurrency;
    m.max_plies = max_plies;
    m.flag_tolerance = flag_tolerance;
    m.ponder = ponder;
    m.pdn_path = pdn;
    m.live_path = live;
    if (vm.count("resign-score")) {
        m.resign_score = vm["resign-score"].as<double>();
        if (!(*m.resign_score > 0)) throw UsageError("--resign-score must be positive (men)");
    }
    if (vm.count("draw-score")) {
        m.draw_score = vm["draw-score"].as<double>();
        if (!(*m.draw_score >= 0)) throw UsageError("--draw-score must not be negative (men)");
    }
    std::map<std::string, int> index;
    for (int e = 0; e < 2; ++e) {
        const auto [name, command] = split_assignment(engines[e], "--engine");
        m.engines[e].name = name;
        if (match::is_dxp_address(command)) {
            // DXP carries 10x10 moves and no variant (docs/dxp.md).
            if (VariantTools::canonical_name(variant) != "international")
                throw UsageError("--engine " + name + ": DXP plays international draughts only");
            if (m.rules == RuleSet::blitz)
                throw UsageError("--engine " + name +
                                 ": --rules blitz needs Hub engines (DXP has no draw claims "
                                 "or retakes)");
            try {
                match::dxp_endpoint(command);
            } catch (const std::invalid_argument& err) {
                throw UsageError("--engine " + name + ": " + err.what());
            }
            m.engines[e].argv = {command};
            index[name] = e;
            continue;
        }
        try {
            m.engines[e].argv = match::split_command(command);
        } catch (const std::invalid_argument& err) {
            throw UsageError("--engine " + name + ": " + err.what());
        }
        if (m.engines[e].argv.empty()) throw UsageError("--engine " + name + ": empty command");
        m.engines[e].params.push_back({"variant", variant});
        // The runner speaks Kabe's square numbers; Kabe's Hub defaults to pydraughts'.
        m.engines[e].params_if_announced.push_back({"notation", "kabe"});
        // Kabe's search then scores the claims; other engines play as they know how.
        if (m.rules == RuleSet::blitz)
            m.engines[e].params_if_announced.push_back({"rules", "blitz"});
        const VariantInfo info = VariantTools::create(variant)->info();
        m.engines[e].variant_names = info.aliases;
        m.engines[e].variant_names.insert(m.engines[e].variant_names.begin(), info.name);
        index[name] = e;
    }
    if (index.size() != 2) throw UsageError("the two engines need different names");
    for (const auto& p : params) {
        const auto colon = p.find(':');
        if (colon == std::string::npos || !index.count(p.substr(0, colon)))
            throw UsageError("--param expects NAME:KEY=VALUE with an engine's NAME, got '" + p +
                             "'");
        m.engines[index[p.substr(0, colon)]].params.push_back(
            split_assignment(p.substr(colon + 1), "--param"));
    }
    for (const auto& d : dirs) {
        const auto [name, dir] = split_assignment(d, "--dir");
        if (!index.count(name)) throw UsageError("--dir: no engine called " + name);
        m.engines[index[name]].working_directory = dir;
    }
    const int limits =
        vm.count("movetime") + vm.count("tc") + vm.count("depth") + vm.count("nodes");
    if (limits > 1) throw UsageError("give one of --movetime, --tc, --depth, --nodes");
    if (vm.count("tc")) {
        try {
            m.time_control = match::TimeControl::parse_clock(tc);
        } catch (const std::invalid_argument& err) {
            throw UsageError(err.what());
        }
        // GAMEREQ tells a DXP engine its clock in whole minutes, without an increment: any
        // other clock would be one the runner enforces and the engine does not know.
        const bool whole_minutes = m.time_control.base == 60 * std::round(m.time_control.base / 60);
        for (const auto& spec : m.engines)
            if (!spec.argv.empty() && match::is_dxp_address(spec.argv[0]) &&
                (!whole_minutes || m.time_control.increment != 0))
                throw UsageError("--tc " + tc + ": DXP sends the engine " + spec.name +
                                 " whole minutes and no increment (GAMEREQ); give --tc N+0");
    } else if (vm.count("depth")) {
        if (*search.depth < 1 || *search.depth > 100) throw UsageError("--depth must be 1 to 100");
        m.time_control.kind = match::TimeControl::Kind::depth;
        m.time_control.depth = *search.depth;
    } else if (vm.count("nodes")) {
        if (*search.nodes < 1) throw UsageError("--nodes must be positive");
        m.time_control.kind = match::TimeControl::Kind::nodes;
        m.time_control.nodes = *search.nodes;
    } else if (vm.count("movetime")) {
        if (!(*search.move_time > 0 && *search.move_time < 1e5))
            throw UsageError("--movetime must be positive");
        m.time_control.move_time = *search.move_time;
    }
    if (!sprt.empty()) {
        try {
            m.sprt = match::parse_sprt(sprt);
        } catch (const std::invalid_argument& err) {
            throw UsageError(std::string("--sprt: ") + err.what());
        }
    }
    if (!openings.empty()) {
        try {
            m.openings = match::read_openings(openings, variant);
        } catch (const std::runtime_error& err) {
            throw UsageError(err.what());
        }
    }
    if (!pdn.empty() && pdn == live)
        throw UsageError("--pdn and --live need different files (--live is rewritten)");
    if (cluster_run(concurrency)) {
        // Each worker rank plays its games on its own machine; rank 0 only counts them.
        if (!live.empty())
            throw UsageError("--live shows the games of one machine; run without mpirun");
        for (const auto& spec : m.engines)
            if (!spec.argv.empty() && match::is_dxp_address(spec.argv[0]))
                throw UsageError("--engine " + spec.name +
                                 ": a DXP engine plays one game at a time; run without mpirun");
        if (cluster::launched_rank() == 0)
            std::cout << "Match " << m.engines[0].name << " vs " << m.engines[1].name << ": "
                      << games << " games, " << m.time_control.describe() << ", "
                      << cluster::launched_ranks() - 1 << " worker ranks" << std::endl;
        try {
            return cluster::run_match(std::move(m), std::cout);
        } catch (const match::SetupError& e) {
            std::cerr << "kabe match: " << e.what() << '\n';
            return 1;
        }
    }
    // At once, and every line after it flushed: a match may run for hours into a file.
    std::cout << "Match " << m.engines[0].name << " vs " << m.engines[1].name << ": " << games
              << " games, " << m.time_control.describe() << ", concurrency " << concurrency
              << std::endl;
    match::MatchRunner runner(std::move(m));
    try {
        runner.run(std::cout);
    } catch (const match::SetupError& e) {
        std::cerr << "kabe match: " << e.what() << '\n';
        return 1;
    }
    if (!runner.failure().empty()) {
        std::cerr << "kabe match: " << runner.failure() << '\n';
        return 1;
    }
    return 0;
}

}  // namespace kabe::cli
