// The pattern training behind `kabe train` (docs/testing.md): reads selfplay data into
// the variant's pattern trainer (engine/tools.hpp over eval/patterns/trainer.hpp) and
// writes the weights file it returns.

#include "match/train.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>

namespace kabe::match {

void train_patterns(const TrainOptions& o, std::ostream& out, std::ostream& log) {
    const auto trainer = VariantTools::create(o.variant)->pattern_trainer();
    if (!trainer) throw DataError(o.variant + " has no learned patterns (docs/eval.md)");
    // Hours of reading and training must not end in a file that cannot be written.
    const bool existed = std::filesystem::exists(o.output);
    if (!std::ofstream(o.output, std::ios::app)) throw DataError("cannot write " + o.output);
    if (!existed) std::filesystem::remove(o.output);
    if (!o.init.empty()) {
        try {
            trainer->start_from(o.init);
        } catch (const std::runtime_error& e) {
            throw DataError(e.what());
        }
    }

    const auto started = std::chrono::steady_clock::now();
    const auto read = [&](const std::string& path) {
        const std::size_t before = trainer->size();
        read_data_file(path, [&](const DataLine& d, const std::string& where) {
            try {
                trainer->add(d.fen, d.points, d.score);
            } catch (const NotationError& e) {
                throw DataError(where + ": " + e.what());
            }
        });
        log << "train: " << path << ": " << trainer->size() - before << " positions, "
            << static_cast<int>(
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                       .count())
            << " s\n";
    };
    for (const auto& path : o.data) read(path);
    PatternTrainSettings settings = o.settings;
    if (!o.validation_data.empty()) {
        const std::size_t training = trainer->size();
        if (training < 1) throw DataError("no positions to train on");
        for (const auto& path : o.validation_data) read(path);
        settings.validation_count = trainer->size() - training;
        if (settings.validation_count < 1) throw DataError("no positions to validate on");
    }
    if (trainer->size() < 2) throw DataError("too few positions to train on");
    const std::string bytes = trainer->run(settings, out);
    std::ofstream file(o.output, std::ios::binary | std::ios::trunc);
    if (!file.write(bytes.data(), static_cast<std::streamsize>(bytes.size())) || !file.flush())
        throw DataError("cannot write " + o.output);
    out << "Wrote " << o.output << " (" << bytes.size() << " bytes)\n";
}

}  // namespace kabe::match
