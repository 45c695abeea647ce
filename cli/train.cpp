// kabe train: the learned board patterns trained on `kabe selfplay` data (match/train.hpp,
// docs/testing.md); writes the weights file that data/eval/ ships.

#include "match/train.hpp"

#include <iostream>

#include "cli/cli.hpp"
#include "cli/options.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

int run_train(const Args& args) {
    po::options_description options("options");
    match::TrainOptions o;
    PatternTrainSettings& s = o.settings;
    std::string windows, extras;
    options.add_options()("data", po::value(&o.data)->required()->composing(),
                          "selfplay data (FEN;score;result lines); repeat for more files")(
        "validation-data", po::value(&o.validation_data)->composing(),
        "positions held out to judge each epoch by (e.g. kabe rescore's deeper scores), "
        "instead of the last --validation share of --data; repeat for more files");
    add_variant_option(options, o.variant, "rules of the positions");
    options.add_options()("output", po::value(&o.output)->required(),
                          "the weights file to write (data/eval/VARIANT.kpat ships in the build)")(
        "epochs", po::value(&s.epochs)->default_value(s.epochs), "passes over the data")(
        "batch", po::value(&s.batch)->default_value(s.batch), "positions per Adam step")(
        "learning-rate", po::value(&s.learning_rate)->default_value(s.learning_rate),
        "Adam's step in centi-men at the start; it falls linearly to a tenth")(
        "l2", po::value(&s.l2)->default_value(s.l2, "0.0001"),
        "weight decay per step, relative to the learning rate")(
        "lambda", po::value(&s.lambda)->default_value(s.lambda),
        "share of the game result in each target; the rest is the search score (0 to 1)")(
        "validation", po::value(&s.validation)->default_value(s.validation, "0.05"),
        "share of the positions held out, from the end of the data")(
        "seed", po::value(&s.seed)->default_value(s.seed), "seed of the shuffles")(
        "windows", po::value(&windows)->default_value("on"),
        "on: fit the windows' entries; off: keep them as they start (with --init: fit the "
        "extras alone on top of a weights file)")(
        "extras", po::value(&extras)->default_value("on"),
        "on: fit the extra features (a king's square, the material counts) with the windows; "
        "off: keep them as they start (0, or the --init file's)")(
        "phase", po::value(&s.phase),
        "what blends each weight's middle-game and endgame values: pieces (the pieces on "
        "the board) or men-steps (the steps the men have left to their promotion rows); "
        "default: the --init file's, else pieces")(
        "init", po::value(&o.init),
        "a weights file (.kpat) to start from instead of zeros: fine-tunes it on the data");
    po::variables_map vm;
    if (!parse("train", "--data FILE [--data FILE]... --output FILE [--epochs N] [--lambda L]",
               options, args, vm))
        return 0;
    if (s.epochs < 1 || s.epochs > 10'000) throw UsageError("--epochs must be 1 to 10000");
    if (s.batch < 1 || s.batch > 1'000'000) throw UsageError("--batch must be 1 to 1000000");
    if (!(s.learning_rate > 0 && s.learning_rate <= 1000))
        throw UsageError("--learning-rate must be above 0 and at most 1000");
    if (!(s.l2 >= 0 && s.l2 < 1)) throw UsageError("--l2 must be at least 0 and below 1");
    if (!(s.lambda >= 0 && s.lambda <= 1)) throw UsageError("--lambda must be 0 to 1");
    if (extras != "on" && extras != "off") throw UsageError("--extras must be on or off");
    s.extras = extras == "on";
    if (windows != "on" && windows != "off") throw UsageError("--windows must be on or off");
    s.windows = windows == "on";
    if (!s.windows && !s.extras) throw UsageError("--windows off and --extras off leave nothing to fit");
    if (!s.phase.empty() && s.phase != "pieces" && s.phase != "men-steps")
        throw UsageError("--phase must be pieces or men-steps");
    if (!(s.validation > 0 && s.validation < 0.5))
        throw UsageError("--validation must be above 0 and below 0.5");
    try {
        VariantTools::create(o.variant);
    } catch (const NotationError& e) {
        throw UsageError(e.what());
    }
    o.variant = VariantTools::canonical_name(o.variant);
    try {
        match::train_patterns(o, std::cout, std::cerr);
    } catch (const match::DataError& e) {
        throw UsageError(e.what());
    }
    return 0;
}

}  // namespace kabe::cli
