// kabe tune: Texel tuning of the evaluation weights on `kabe selfplay` data (eval/tuner.hpp,
// docs/testing.md), through the variant's tuner (engine/tools.hpp). Prints the error
// before and after and the weights as C++ text.

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "cli/cli.hpp"
#include "cli/selfplay_data.hpp"
#include "engine/tools.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_tune(const Args& args) {
    po::options_description options("options");
    std::string data, output, variant;
    int iterations = 50, step = 8;
    double lambda = 1, regularization = 0;
    std::vector<std::string> fixed;
    options.add_options()("data", po::value(&data)->required(),
                          "positions with results, as `kabe selfplay` writes them")(
        "variant", po::value(&variant)->default_value("international"),
        "rules of the positions (the weights start from this variant's)")(
        "iterations", po::value(&iterations)->default_value(50),
        "rounds of coordinate descent at most")("step", po::value(&step)->default_value(8),
                                                "first step of the descent (centi-men)")(
        "fix", po::value(&fixed)->composing(), "keep this weight as it is (repeatable)")(
        "lambda", po::value(&lambda)->default_value(1),
        "share of the game result in each target; the rest is the search score (0 to 1)")(
        "regularization", po::value(&regularization)->default_value(0),
        "added error per centi-man squared a weight moves from its start (e.g. 1e-7)")(
        "output", po::value(&output), "also write the tuned weights (C++ text) to this file");
    po::variables_map vm;
    if (!parse("tune",
               "--data FILE [--lambda L] [--regularization MU] [--fix WEIGHT]... [--output FILE]",
               options, args, vm))
        return 0;
    if (iterations < 0 || iterations > 100'000)
        throw UsageError("--iterations must be 0 to 100000");
    if (step < 1 || step > 1000) throw UsageError("--step must be 1 to 1000");
    if (!(lambda >= 0 && lambda <= 1)) throw UsageError("--lambda must be 0 to 1");
    if (!(regularization >= 0 && regularization < 1))
        throw UsageError("--regularization must be at least 0 and below 1");
    const auto weights = VariantTools::weight_names();
    for (const auto& name : fixed)
        if (std::find(weights.begin(), weights.end(), name) == weights.end())
            throw UsageError("--fix: no weight called '" + name + "'");
    std::unique_ptr<VariantTools> tools;
    try {
        tools = VariantTools::create(variant);
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    const auto tuner = tools->tuner();
    read_data_file(data, [&](const DataLine& d, const std::string& where) {
        try {
            tuner->add(d.fen, d.points, d.score);
        } catch (const NotationError& e) {
            throw UsageError(where + ": " + e.what());
        }
    });
    const std::string text =
        tuner->run({iterations, step, fixed, lambda, regularization}, std::cout, std::cerr);
    if (!output.empty()) {
        std::ofstream out(output);
        if (!(out << text) || !out.flush()) throw UsageError("cannot write " + output);
    }
    return 0;
}

}  // namespace kabe::cli
