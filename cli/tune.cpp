// kabe tune: Texel tuning of the evaluation weights on `kabe selfplay` data (match/tune.hpp,
// docs/testing.md). Prints the error before and after and the weights as C++ text.

#include "match/tune.hpp"

#include <algorithm>
#include <iostream>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "eval/tuner.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_tune(const Args& args) {
    po::options_description options("options");
    match::TuneOptions o;
    options.add_options()("data", po::value(&o.data)->required(),
                          "positions with results, as `kabe selfplay` writes them");
    add_variant_option(options, o.variant,
                       "rules of the positions; the weights start from this variant's");
    options.add_options()("iterations", po::value(&o.iterations)->default_value(50),
                          "rounds of coordinate descent at most")(
        "step", po::value(&o.step)->default_value(8), "first step of the descent (centi-men)")(
        "fix", po::value(&o.fixed)->composing(), "keep this weight as it is (repeatable)")(
        "lambda", po::value(&o.lambda)->default_value(1),
        "share of the game result in each target; the rest is the search score (0 to 1)")(
        "regularization", po::value(&o.regularization)->default_value(0),
        "added error per centi-man squared a weight moves from its start (e.g. 1e-7)")(
        "output", po::value(&o.output), "also write the tuned weights (C++ text) to this file");
    po::variables_map vm;
    if (!parse("tune",
               "--data FILE [--lambda L] [--regularization MU] [--fix WEIGHT]... [--output FILE]",
               options, args, vm))
        return 0;
    if (o.iterations < 0 || o.iterations > 100'000)
        throw UsageError("--iterations must be 0 to 100000");
    if (o.step < 1 || o.step > 1000) throw UsageError("--step must be 1 to 1000");
    if (!(o.lambda >= 0 && o.lambda <= 1)) throw UsageError("--lambda must be 0 to 1");
    if (!(o.regularization >= 0 && o.regularization < 1))
        throw UsageError("--regularization must be at least 0 and below 1");
    for (const auto& name : o.fixed)
        if (std::none_of(std::begin(eval::weight_fields), std::end(eval::weight_fields),
                         [&](const auto& f) { return f.name == name; }))
            throw UsageError("--fix: no weight called '" + name + "'");
    try {
        dispatch_variant(o.variant, [](auto) {});
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    try {
        match::tune_weights(o, std::cout, std::cerr);
    } catch (const match::DataError& e) {
        throw UsageError(e.what());
    }
    return 0;
}

}  // namespace kabe::cli
