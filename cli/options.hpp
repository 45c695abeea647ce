#pragma once
// The options several subcommands share, each declared once here so that its name, default
// and help read the same in every command that takes it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "book/book.hpp"
#include "cli/cli.hpp"
#include "engine/engine.hpp"
#include "search/limits.hpp"

namespace kabe::cli {

// --variant. `role` says what the rules are for in this command; the help adds where the
// names are listed.
void add_variant_option(boost::program_options::options_description& options, std::string& variant,
                        std::string_view role = "rules to play by",
                        const char* default_name = "international");

// --rules: standard (the variant's own) or blitz (the Estonian blitz rules on top,
// engine/rule_set.hpp). Read with rule_set(), which throws UsageError for another name.
void add_rules_option(boost::program_options::options_description& options, std::string& rules);
RuleSet rule_set(const std::string& rules);

// --fen: a position in any form the engine reads. `role` starts the help; with
// `start_by_default` the option defaults to 'start', otherwise it stays empty unless given.
void add_position_option(boost::program_options::options_description& options, std::string& fen,
                         std::string_view role = "position", bool start_by_default = true);

// --moves: moves played from --fen first, space-separated in one argument or given as
// several (`--moves 32-28 19-23` or `--moves "32-28 19-23"`); `moves` gets them one by one.
void add_moves_option(boost::program_options::options_description& options,
                      std::vector<std::string>& moves);

// --hash: the search's transposition table, in MB.
void add_hash_option(boost::program_options::options_description& options, std::size_t& hash_mb,
                     std::size_t default_mb);
// Throws UsageError unless 1 <= hash_mb <= max_hash_mb() (engine/memory.hpp): a table
// beyond half the machine would swap or be killed while it is zeroed.
void check_hash_mb(std::size_t hash_mb);

// --depth, --movetime, --nodes: how long each move is searched. Each stays empty unless
// given; the commands check them (their rules and messages differ).
struct SearchLimitOptions {
    std::optional<int> depth;
    std::optional<double> move_time;
    std::optional<std::uint64_t> nodes;

    void add_to(boost::program_options::options_description& options);
    bool any() const { return depth || move_time || nodes; }
};

// The limits and --threads, for the commands that run Kabe's search in this process
// (analyze, play, selfplay, rescore).
struct SearchOptions : SearchLimitOptions {
    int threads = 1;

    void add_to(boost::program_options::options_description& options);
    // The limits, with `default_seconds` per move when none was given.
    SearchLimits limits(double default_seconds) const;
};

// --eval and --eval-file: the hand-made evaluation alone, or with the learned board
// patterns (built in, or from a weights file of `kabe train`; docs/eval.md).
struct EvalOptions {
    std::string eval = "learned";
    std::string file;

    void add_to(boost::program_options::options_description& options);
    // The choice; throws UsageError for a bad value, or a file that does not load in
    // `variant` (checked now, before any work starts).
    EvalChoice choice(std::string_view variant = "international") const;
    // Sets the engine's evaluation; throws UsageError for a bad value or file.
    void apply(Engine& engine) const;

private:
    EvalChoice checked() const;  // the values, not yet the file
    static void apply_choice(const EvalChoice& c, Engine& engine);
};

// --book and --book-margin: the opening book a playing engine answers from (docs/book.md):
// the variant's built-in one by default, a book file, or off.
struct BookOptions {
    std::string book;  // empty: the built-in one, "off": none, else a file
    int margin = 4;    // centi-men

    void add_to(boost::program_options::options_description& options);
    // The book for `variant` (a canonical name), null for none; throws UsageError for a
    // file that does not read or is for another variant.
    std::shared_ptr<const book::Book> load(std::string_view variant) const;
    // Gives the engine its book; throws UsageError as load().
    void apply(Engine& engine) const;
};

// --egdb, --egdb-pieces and --egdb-cache: the endgame databases the search probes
// (docs/egdb.md).
struct EgdbOptions {
    std::string dir = "off";
    int pieces = 6;
    std::size_t cache_mb = Engine::default_egdb_cache_mb;

    void add_to(boost::program_options::options_description& options);
    // Loads them into the engine (none for "off"); throws UsageError saying why they do
    // not load, before any work starts.
    void apply(Engine& engine) const;
};

}  // namespace kabe::cli
