// kabe tune: Texel tuning of the evaluation weights on `kabe selfplay` data (eval/tuner.hpp,
// docs/testing.md). Prints the error before and after and the weights as C++ text.

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "eval/tuner.hpp"
#include "match/selfplay_data.hpp"
#include "movegen/variants.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

template <class Rules>
std::vector<eval::TuningSample<Rules>> read_samples(const std::string& path) {
    std::vector<eval::TuningSample<Rules>> samples;
    try {
        match::read_data_file(path, [&](const match::DataLine& d, const std::string& where) {
            try {
                samples.push_back({Notation<Rules>::parse_position(d.fen), d.points, d.score});
            } catch (const NotationError& e) {
                throw UsageError(where + ": " + e.what());
            }
        });
    } catch (const match::DataError& e) {
        throw UsageError(e.what());
    }
    return samples;
}

std::string weights_text(const eval::Weights& w, const eval::Weights& before) {
    std::ostringstream out;
    for (const auto& f : eval::weight_fields) {
        out << "    int " << f.name << " = " << w.*f.field << ";";
        if (w.*f.field != before.*f.field) out << "  // was " << before.*f.field;
        out << '\n';
    }
    return out.str();
}

template <class Rules>
int tune(const std::string& data, int iterations, int step, const std::vector<std::string>& fixed,
         double lambda, double regularization, const std::string& output) {
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    const eval::Weights start = eval::variant_weights<Rules>;
    std::vector<eval::WeightField> tuned;
    for (const auto& f : eval::tunable_weights<Rules>())
        if (std::find(fixed.begin(), fixed.end(), f.name) == fixed.end()) tuned.push_back(f);
    eval::Tuner<Rules> tuner(read_samples<Rules>(data), start, tuned);
    std::cout << "Positions: " << tuner.size() << '\n';
    const double k = tuner.fit_k();
    tuner.blend_search_scores(lambda);
    tuner.set_regularization(regularization);
    const double before = tuner.error();
    std::cout << std::setprecision(6) << "K: " << k << " per centi-man\n"
              << "Targets: " << lambda << " x result + " << 1 - lambda << " x search score\n"
              << "Error before: " << before << std::endl;
    const double after = tuner.descend(iterations, step, [&](int round, double e, int s) {
        std::cerr << "tune: round " << round << ", step " << s << ", error " << std::setprecision(6)
                  << e << ", " << static_cast<int>(elapsed()) << " s\n";
    });
    std::cout << "Error after: " << after << '\n';
    std::ostringstream text;
    text
        << "// kabe tune " << Rules::name << ": " << tuner.size() << " positions, K " << k
        << ", lambda " << lambda << ", regularization " << regularization << ", error " << before
        << " -> " << after
        << "\n// the weights (eval/weights.hpp: struct Weights, or the variant's own table such as "
           "tuned_international):\n"
        << weights_text(tuner.weights(), start);
    std::cout << text.str();
    if (!output.empty()) {
        std::ofstream out(output);
        if (!(out << text.str()) || !out.flush()) throw UsageError("cannot write " + output);
    }
    return 0;
}

}  // namespace

int run_tune(const Args& args) {
    po::options_description options("options");
    std::string data, output, variant;
    int iterations = 50, step = 8;
    double lambda = 1, regularization = 0;
    std::vector<std::string> fixed;
    options.add_options()("data", po::value(&data)->required(),
                          "positions with results, as `kabe selfplay` writes them");
    add_variant_option(options, variant,
                       "rules of the positions; the weights start from this variant's");
    options.add_options()("iterations", po::value(&iterations)->default_value(50),
                          "rounds of coordinate descent at most")(
        "step", po::value(&step)->default_value(8), "first step of the descent (centi-men)")(
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
    for (const auto& name : fixed)
        if (std::none_of(std::begin(eval::weight_fields), std::end(eval::weight_fields),
                         [&](const auto& f) { return f.name == name; }))
            throw UsageError("--fix: no weight called '" + name + "'");
    try {
        dispatch_variant(variant, [](auto) {});
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    return dispatch_variant(variant, [&](auto rules) {
        return tune<decltype(rules)>(data, iterations, step, fixed, lambda, regularization, output);
    });
}

}  // namespace kabe::cli
