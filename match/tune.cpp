// The Texel tuning behind `kabe tune` (docs/testing.md): reads selfplay data into the
// variant's tuner (engine/tools.hpp, which fits eval/tuner.hpp's weights) and prints the
// error before and after and the weights as C++ text.

#include "match/tune.hpp"

#include <fstream>

#include "engine/tools.hpp"
#include "match/selfplay_data.hpp"

namespace kabe::match {

void tune_weights(const TuneOptions& o, std::ostream& out, std::ostream& log) {
    const auto tuner = VariantTools::create(o.variant)->tuner();
    read_data_file(o.data, [&](const DataLine& d, const std::string& where) {
        try {
            tuner->add(d.fen, d.points, d.score);
        } catch (const NotationError& e) {
            throw DataError(where + ": " + e.what());
        }
    });
    const std::string text =
        tuner->run({o.iterations, o.step, o.fixed, o.lambda, o.regularization}, out, log);
    if (!o.output.empty()) {
        std::ofstream file(o.output);
        if (!(file << text) || !file.flush()) throw DataError("cannot write " + o.output);
    }
}

}  // namespace kabe::match
