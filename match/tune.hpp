#pragma once
// `kabe tune`: Texel tuning of the evaluation weights (eval/tuner.hpp) on selfplay data
// (match/selfplay_data.hpp, docs/testing.md).

#include <ostream>
#include <string>
#include <vector>

#include "match/selfplay_data.hpp"  // DataError

namespace kabe::match {

struct TuneOptions {
    std::string data;                // the selfplay data file
    std::string variant;             // its rules; the weights start from this variant's
    int iterations = 50;             // rounds of coordinate descent at most
    int step = 8;                    // first step of the descent, centi-men
    std::vector<std::string> fixed;  // weights kept as they are
    double lambda = 1;               // share of the game result in each target
    double regularization = 0;       // added error per centi-man squared a weight moves
    std::string output;              // also write the weights here; empty: only print them
};

// Fits the weights and prints to `out` the error before and after and the weights as C++
// text (marking those that moved); progress goes to `log`. Throws DataError when the data
// cannot be read or holds a bad line, or when `output` cannot be written.
void tune_weights(const TuneOptions& options, std::ostream& out, std::ostream& log);

}  // namespace kabe::match
