#include "cli/options.hpp"

#include <sstream>

#include "engine/memory.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

void add_variant_option(po::options_description& options, std::string& variant,
                        std::string_view role, const char* default_name) {
    const std::string help = std::string(role) + " ('kabe variants' lists them)";
    options.add_options()("variant", po::value(&variant)->default_value(default_name),
                          help.c_str());
}

void add_rules_option(po::options_description& options, std::string& rules) {
    options.add_options()(
        "rules", po::value(&rules)->default_value("standard"),
        "standard, or blitz: the Estonian blitz rules (claimable draws, a first illegal move "
        "taken back, flags; docs/variants.md)");
}

RuleSet rule_set(const std::string& rules) {
    if (const auto parsed = parse_rule_set(rules)) return *parsed;
    throw UsageError("--rules is standard or blitz, not '" + rules + "'");
}

void add_position_option(po::options_description& options, std::string& fen, std::string_view role,
                         bool start_by_default) {
    const std::string help = std::string(role) +
                             ": PDN FEN (W:W31-50:B1-20, squares also by name: W:Wc3:Bd4), "
                             "Hub string, or 'start'";
    auto* value = po::value(&fen);
    if (start_by_default) value->default_value("start");
    options.add_options()("fen", value, help.c_str());
}

void add_moves_option(po::options_description& options, std::vector<std::string>& moves) {
    // Split after parsing: each argument may hold several moves.
    options.add_options()(
        "moves",
        po::value<std::vector<std::string>>()->multitoken()->notifier(
            [&moves](const std::vector<std::string>& words) {
                moves.clear();
                for (const auto& word : words) {
                    std::istringstream split(word);
                    for (std::string m; split >> m;) moves.push_back(m);
                }
            }),
        "moves played from the position first, space-separated (one argument or several)");
}

void add_hash_option(po::options_description& options, std::size_t& hash_mb,
                     std::size_t default_mb) {
    options.add_options()("hash", po::value(&hash_mb)->default_value(default_mb),
                          "transposition table size in MB");
}

void check_hash_mb(std::size_t hash_mb) {
    if (hash_mb < 1) throw UsageError("--hash must be at least 1 MB");
    if (hash_mb > max_hash_mb())
        throw UsageError("--hash " + std::to_string(hash_mb) +
                         " MB is more than half of this machine's memory (" +
                         std::to_string(max_hash_mb()) + " MB at most)");
}

void SearchLimitOptions::add_to(po::options_description& options) {
    options.add_options()("depth", po::value<int>()->notifier([this](int d) { depth = d; }),
                          "search to this depth (plies)")(
        "movetime", po::value<double>()->notifier([this](double s) { move_time = s; }),
        "seconds per move")(
        "nodes", po::value<std::uint64_t>()->notifier([this](std::uint64_t n) { nodes = n; }),
        "nodes per move");
}

void SearchOptions::add_to(po::options_description& options) {
    SearchLimitOptions::add_to(options);
    options.add_options()("threads", po::value(&threads)->default_value(1),
                          "search threads (Lazy SMP), 1 to 64");
}

SearchLimits SearchOptions::limits(double default_seconds) const {
    if (depth && (*depth < 1 || *depth > 100))
        throw UsageError("--depth must be between 1 and 100");
    if (move_time && !(*move_time > 0 && *move_time < 1e6))
        throw UsageError("--movetime must be a positive number of seconds");
    if (nodes && *nodes < 1) throw UsageError("--nodes must be positive");
    if (threads < 1 || threads > 64) throw UsageError("--threads must be between 1 and 64");
    SearchLimits l;
    l.depth = depth;
    l.move_time = move_time;
    l.nodes = nodes;
    if (!any()) l.move_time = default_seconds;
    return l;
}

void EvalOptions::add_to(po::options_description& options) {
    options.add_options()("eval", po::value(&eval)->default_value(eval),
                          "evaluation: learned (hand-made terms plus the learned patterns, "
                          "where the variant has them) or hand")(
        "eval-file", po::value(&file), "learned patterns from this weights file (kabe train)");
}

EvalChoice EvalOptions::checked() const {
    if (eval != "learned" && eval != "hand")
        throw UsageError("--eval must be learned or hand, not '" + eval + "'");
    if (!file.empty() && eval == "hand") throw UsageError("--eval-file needs --eval learned");
    return {eval == "learned", file};
}

EvalChoice EvalOptions::choice(std::string_view variant) const {
    const EvalChoice c = checked();
    if (!file.empty()) apply_choice(c, *Engine::create(variant, 1));  // loads, or says why not
    return c;
}

void EvalOptions::apply(Engine& engine) const {
    apply_choice(checked(), engine);
}

void EvalOptions::apply_choice(const EvalChoice& c, Engine& engine) {
    try {
        c.apply(engine);
    } catch (const std::runtime_error& e) {
        throw UsageError(std::string("--eval-file: ") + e.what());
    }
}

void BookOptions::add_to(po::options_description& options) {
    options.add_options()("book", po::value(&book),
                          "opening book: a book file (kabe book build), or off; default: the "
                          "variant's built-in book, where it has one")(
        "book-margin", po::value(&margin)->default_value(margin),
        "play any book move within this many centi-men of the best, at random");
}

std::shared_ptr<const book::Book> BookOptions::load(std::string_view variant) const {
    if (margin < 0 || margin > 1000) throw UsageError("--book-margin must be 0 to 1000");
    if (book == "off") return nullptr;
    if (book.empty()) return book::builtin(variant);
    try {
        auto loaded = std::make_shared<const book::Book>(book::Book::load(book));
        if (loaded->variant() != variant)
            throw UsageError("--book: " + book + " is a book for " + loaded->variant() + ", not " +
                             std::string(variant));
        return loaded;
    } catch (const book::BookError& e) {
        throw UsageError(std::string("--book: ") + e.what());
    }
}

void BookOptions::apply(Engine& engine) const {
    engine.set_book(load(engine.variant()), margin);
}

void EgdbOptions::add_to(po::options_description& options) {
    options.add_options()("egdb", po::value(&dir)->default_value(dir),
                          "endgame databases (kabe egdb build) from this directory, or off")(
        "egdb-pieces", po::value(&pieces)->default_value(pieces),
        "probe positions of at most this many pieces (2 to 9)")(
        "egdb-cache", po::value(&cache_mb)->default_value(cache_mb),
        "MiB for the databases' decompressed codes: held whole if they fit, else "
        "compressed with a cache of this size");
}

void EgdbOptions::apply(Engine& engine) const {
    if (pieces < 2 || pieces > 9) throw UsageError("--egdb-pieces must be between 2 and 9");
    if (cache_mb < 1 || cache_mb > max_hash_mb())
        throw UsageError("--egdb-cache must be between 1 and " + std::to_string(max_hash_mb()) +
                         " MiB (half of this machine's memory)");
    if (dir == "off") return;
    try {
        engine.load_egdb(dir, pieces, cache_mb);
    } catch (const std::runtime_error& e) {
        throw UsageError(std::string("--egdb: ") + e.what());
    }
}

}  // namespace kabe::cli
