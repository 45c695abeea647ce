// The Texel tuning behind `kabe tune` (eval/tuner.hpp, docs/testing.md): reads selfplay
// data, fits the evaluation weights and prints the error before and after and the weights
// as C++ text.

#include "match/tune.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "eval/tuner.hpp"
#include "match/selfplay_data.hpp"
#include "movegen/variants.hpp"

namespace kabe::match {

namespace {

template <class Rules>
std::vector<eval::TuningSample<Rules>> read_samples(const std::string& path) {
    std::vector<eval::TuningSample<Rules>> samples;
    read_data_file(path, [&](const DataLine& d, const std::string& where) {
        try {
            samples.push_back({Notation<Rules>::parse_position(d.fen), d.points, d.score});
        } catch (const NotationError& e) {
            throw DataError(where + ": " + e.what());
        }
    });
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
void tune(const TuneOptions& o, std::ostream& out, std::ostream& log) {
    const auto started = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    const eval::Weights start = eval::variant_weights<Rules>;
    std::vector<eval::WeightField> tuned;
    for (const auto& f : eval::tunable_weights<Rules>())
        if (std::find(o.fixed.begin(), o.fixed.end(), f.name) == o.fixed.end()) tuned.push_back(f);
    eval::Tuner<Rules> tuner(read_samples<Rules>(o.data), start, tuned);
    out << "Positions: " << tuner.size() << '\n';
    const double k = tuner.fit_k();
    tuner.blend_search_scores(o.lambda);
    tuner.set_regularization(o.regularization);
    const double before = tuner.error();
    out << std::setprecision(6) << "K: " << k << " per centi-man\n"
        << "Targets: " << o.lambda << " x result + " << 1 - o.lambda << " x search score\n"
        << "Error before: " << before << std::endl;
    const double after = tuner.descend(o.iterations, o.step, [&](int round, double e, int s) {
        log << "tune: round " << round << ", step " << s << ", error " << std::setprecision(6) << e
            << ", " << static_cast<int>(elapsed()) << " s\n";
    });
    out << "Error after: " << after << '\n';
    std::ostringstream text;
    text
        << "// kabe tune " << Rules::name << ": " << tuner.size() << " positions, K " << k
        << ", lambda " << o.lambda << ", regularization " << o.regularization << ", error "
        << before << " -> " << after
        << "\n// the weights (eval/weights.hpp: struct Weights, or the variant's own table such as "
           "tuned_international):\n"
        << weights_text(tuner.weights(), start);
    out << text.str();
    if (!o.output.empty()) {
        std::ofstream file(o.output);
        if (!(file << text.str()) || !file.flush()) throw DataError("cannot write " + o.output);
    }
}

}  // namespace

void tune_weights(const TuneOptions& options, std::ostream& out, std::ostream& log) {
    dispatch_variant(options.variant,
                     [&](auto rules) { tune<decltype(rules)>(options, out, log); });
}

}  // namespace kabe::match
