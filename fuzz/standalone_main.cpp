// The fuzz targets' main in builds without libFuzzer (GCC's ASan/UBSan build, where
// scripts/test runs every target for a few seconds): it replays each file of the corpora
// given, then feeds the target mutations of them (bits flipped, bytes set, inserted,
// deleted or repeated, protocol words from the dictionary, two inputs spliced) until the
// time is up. Nothing guides the mutations; scripts/fuzz's libFuzzer runs (clang) are the
// long, coverage-guided ones. This keeps every target exercised on every change.
//
//   fuzz_TARGET [--seconds S] [--seed N] [--dict FILE] [--crashes DIR] CORPUS...
//
// The input that crashes the target (a sanitizer report, an abort, an exception that
// escapes) is written to DIR/crash-SEED-N first, and its path printed: replay it with
// `fuzz_TARGET FILE`. The last line is
//   fuzz_TARGET: N inputs (F files) in S s (R a second), seed X: ok

#include <sanitizer/common_interface_defs.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {

namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;

constexpr std::size_t max_length = 4096;  // as scripts/fuzz's -max_len

// What a crash needs to leave behind: the input being run and where to write it.
struct Current {
    const Bytes* input = nullptr;
    std::string path;       // where a failing mutation is written
    std::string replaying;  // or the corpus file that failed
} current;

void write_bytes(const std::string& path, const Bytes& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
}

// Called by the sanitizers' runtime before a report ends the process.
void save_crashing_input() {
    if (!current.input) return;
    if (!current.replaying.empty()) {
        std::fprintf(stderr, "fuzz: the corpus file %s failed\n", current.replaying.c_str());
        return;
    }
    write_bytes(current.path, *current.input);
    std::fprintf(stderr, "fuzz: the input that failed is in %s\n", current.path.c_str());
}

[[noreturn]] void usage_error(const std::string& what) {
    std::fprintf(stderr,
                 "fuzz: %s\nusage: fuzz_TARGET [--seconds S] [--seed N] [--dict FILE] "
                 "[--crashes DIR] CORPUS...\n",
                 what.c_str());
    std::exit(2);
}

Bytes read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) usage_error("cannot read " + path.string());
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The dictionary's words, in libFuzzer's format: one quoted string a line, optionally
// named (`name="..."`), with \\, \" and \xNN escapes; '#' starts a comment.
std::vector<Bytes> read_dictionary(const fs::path& path) {
    std::ifstream in(path);
    if (!in) usage_error("cannot read the dictionary " + path.string());
    std::vector<Bytes> words;
    for (std::string line; std::getline(in, line);) {
        const auto open = line.find('"');
        const auto close = line.rfind('"');
        if (line.starts_with('#') || open == std::string::npos || close <= open) continue;
        Bytes word;
        for (std::size_t i = open + 1; i < close; ++i) {
            if (line[i] == '\\' && i + 1 < close) {
                ++i;
                if (line[i] == 'x' && i + 2 < close) {
                    word.push_back(
                        static_cast<std::uint8_t>(std::stoi(line.substr(i + 1, 2), nullptr, 16)));
                    i += 2;
                    continue;
                }
            }
            word.push_back(static_cast<std::uint8_t>(line[i]));
        }
        if (!word.empty()) words.push_back(std::move(word));
    }
    return words;
}

class Mutator {
public:
    Mutator(std::uint64_t seed, std::vector<Bytes> dictionary)
        : rng_(seed), dictionary_(std::move(dictionary)) {}

    // One to four changes to a copy of `input`; `other` is spliced in by one of them.
    Bytes mutate(Bytes input, const Bytes& other) {
        for (int n = 1 + below(4); n > 0; --n) change(input, other);
        if (input.size() > max_length) input.resize(max_length);
        return input;
    }

    int below(std::size_t n) { return static_cast<int>(rng_() % std::max<std::size_t>(n, 1)); }

private:
    void change(Bytes& b, const Bytes& other) {
        const std::size_t at = b.empty() ? 0 : static_cast<std::size_t>(below(b.size() + 1));
        switch (below(8)) {
            case 0:  // flip a bit
                if (!b.empty()) b[std::min(at, b.size() - 1)] ^= std::uint8_t(1u << below(8));
                break;
            case 1:  // set a byte, often to something printable
                if (!b.empty())
                    b[std::min(at, b.size() - 1)] = static_cast<std::uint8_t>(
                        below(2) ? "0123456789 -x:=\"\n,WBKwbe"[below(25)] : below(256));
                break;
            case 2:  // insert a few random bytes
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), 1 + below(4),
                         static_cast<std::uint8_t>(below(256)));
                break;
            case 3: {  // delete a range
                if (b.empty()) break;
                const std::size_t from = std::min(at, b.size() - 1);
                const std::size_t count = 1 + below(std::min<std::size_t>(16, b.size() - from));
                b.erase(b.begin() + static_cast<std::ptrdiff_t>(from),
                        b.begin() + static_cast<std::ptrdiff_t>(from + count));
                break;
            }
            case 4: {  // repeat a range
                if (b.empty() || b.size() > max_length / 2) break;
                const std::size_t from = std::min(at, b.size() - 1);
                const std::size_t count = 1 + below(std::min<std::size_t>(64, b.size() - from));
                const Bytes piece(b.begin() + static_cast<std::ptrdiff_t>(from),
                                  b.begin() + static_cast<std::ptrdiff_t>(from + count));
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(from), piece.begin(), piece.end());
                break;
            }
            case 5:
            case 6: {  // a protocol word
                if (dictionary_.empty()) break;
                const Bytes& word =
                    dictionary_[static_cast<std::size_t>(below(dictionary_.size()))];
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), word.begin(), word.end());
                break;
            }
            default: {  // this input's start, the other's end
                if (other.empty()) break;
                const std::size_t from = static_cast<std::size_t>(below(other.size()));
                b.resize(at);
                b.insert(b.end(), other.begin() + static_cast<std::ptrdiff_t>(from), other.end());
                break;
            }
        }
    }

    std::mt19937_64 rng_;
    std::vector<Bytes> dictionary_;
};

void run_one(const Bytes& input) {
    current.input = &input;
    try {
        LLVMFuzzerTestOneInput(input.data(), input.size());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz: an exception escaped the target: %s\n", e.what());
        save_crashing_input();
        std::exit(1);
    } catch (...) {
        std::fprintf(stderr, "fuzz: an exception escaped the target\n");
        save_crashing_input();
        std::exit(1);
    }
    current.input = nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string program = fs::path(argv[0]).filename().string();
    double seconds = 0;
    std::uint64_t seed = std::random_device{}();
    std::string dictionary_path, crashes = ".";
    std::vector<fs::path> corpora;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error(arg + " needs a value");
            return argv[++i];
        };
        try {
            if (arg == "--seconds")
                seconds = std::stod(value());
            else if (arg == "--seed")
                seed = std::stoull(value());
            else if (arg == "--dict")
                dictionary_path = value();
            else if (arg == "--crashes")
                crashes = value();
            else if (arg.starts_with("--"))
                usage_error("unknown option " + arg);
            else
                corpora.emplace_back(arg);
        } catch (const std::logic_error&) {
            usage_error("bad number for " + arg);
        }
    }
    if (corpora.empty()) usage_error("no corpus given");

    std::vector<Bytes> inputs;
    std::vector<std::string> names;
    for (const auto& path : corpora) {
        if (fs::is_directory(path)) {
            std::vector<fs::path> files;
            for (const auto& entry : fs::directory_iterator(path))
                if (entry.is_regular_file()) files.push_back(entry.path());
            std::sort(files.begin(), files.end());  // the order a seed repeats
            for (const auto& f : files) {
                inputs.push_back(read_file(f));
                names.push_back(f.string());
            }
        } else if (fs::exists(path)) {
            inputs.push_back(read_file(path));
            names.push_back(path.string());
        } else {
            usage_error("no such file or directory: " + path.string());
        }
    }
    for (auto& input : inputs)
        if (input.size() > max_length) input.resize(max_length);

    LLVMFuzzerInitialize(&argc, &argv);
    __sanitizer_set_death_callback(save_crashing_input);
    std::uint64_t runs = 0;
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };

    for (std::size_t i = 0; i < inputs.size(); ++i) {
        current.replaying = names[i];
        run_one(inputs[i]);
        ++runs;
    }
    current.replaying.clear();
    if (seconds > 0 && !inputs.empty()) {
        Mutator mutator(seed, dictionary_path.empty() ? std::vector<Bytes>{}
                                                      : read_dictionary(dictionary_path));
        // Inputs found by mutation join the pool now and then, so that changes build on
        // each other; the pool is bounded.
        std::vector<Bytes> pool = inputs;
        while (elapsed() < seconds) {
            const Bytes& base = pool[static_cast<std::size_t>(mutator.below(pool.size()))];
            const Bytes& other = pool[static_cast<std::size_t>(mutator.below(pool.size()))];
            Bytes input = mutator.mutate(base, other);
            current.path = crashes + "/crash-" + std::to_string(seed) + "-" + std::to_string(runs);
            run_one(input);
            ++runs;
            if (mutator.below(16) == 0) {
                if (pool.size() < 4 * inputs.size() + 256)
                    pool.push_back(std::move(input));
                else
                    pool[inputs.size() +
                         static_cast<std::size_t>(mutator.below(pool.size() - inputs.size()))] =
                        std::move(input);
            }
        }
    }
    const double took = elapsed();
    std::printf("%s: %llu inputs (%zu files) in %.1f s (%.0f a second), seed %llu: ok\n",
                program.c_str(), static_cast<unsigned long long>(runs), inputs.size(), took,
                took > 0 ? double(runs) / took : 0.0, static_cast<unsigned long long>(seed));
    return 0;
}
