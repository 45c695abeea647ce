#pragma once
// `kabe train`: the learned board patterns (eval/patterns/, docs/eval.md) trained on
// selfplay data (match/selfplay_data.hpp), written as a weights file for data/eval/.

#include <ostream>
#include <string>
#include <vector>

#include "engine/tools.hpp"
#include "match/selfplay_data.hpp"  // DataError

namespace kabe::match {

struct TrainOptions {
    std::vector<std::string> data;  // selfplay data files, read in order
    // Files read after them whose positions are the held-out set (instead of the last
    // share of `data`): scored by a deeper search, they judge the weights by what such a
    // search sees rather than by shallow games' results (docs/testing.md).
    std::vector<std::string> validation_data;
    std::string variant;
    std::string output;  // the weights file to write
    std::string init;    // a weights file to start from (fine-tuning); empty: zeros
    PatternTrainSettings settings;
};

// Reads the data, trains, and writes the weights file. Prints the fit on `out` (K, a line
// per epoch) and the reading on `log`. Throws DataError when a file cannot be read or
// holds a bad line, when `init` is not a weights file of the variant, or when `output`
// cannot be written (both checked before anything is read).
void train_patterns(const TrainOptions& options, std::ostream& out, std::ostream& log);

}  // namespace kabe::match
