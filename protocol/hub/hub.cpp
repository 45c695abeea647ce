#include "protocol/hub/hub.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <charconv>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "book/book.hpp"
#include "engine/engine.hpp"
#include "engine/memory.hpp"
#include "engine/tools.hpp"
#include "protocol/hub/dialect.hpp"
#include "protocol/hub/format.hpp"
#include "protocol/hub/line.hpp"

namespace kabe::hub {

namespace {

constexpr std::size_t tt_entry_bytes = 16;

// Echoes of user input in error messages are cut to keep lines readable.
std::string excerpt(std::string_view text) {
    constexpr std::size_t limit = 60;
    return text.size() <= limit ? std::string(text) : std::string(text.substr(0, limit)) + "...";
}

template <class Number>
std::optional<Number> parse_number(std::string_view text) {
    Number value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

class BadValue : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The engine's settings, as the `param` lines announce them.
struct Params {
    std::string variant = "normal";
    std::size_t hash_mb = 64;
    int threads = 1;
    bool ponder = false;
    // The opening book (docs/book.md): book-file, else the variant's built-in one, if
    // any; `go think` answers from it, `go analyze` and `go ponder` never.
    bool book = true;
    int book_margin = 4;    // centi-men, as Scan's default
    std::string book_file;  // empty: the built-in book
    int strength = Engine::max_strength;
    bool learned_eval = true;  // the learned patterns where the variant has them
    std::string eval_file;     // patterns from this weights file instead of the built-in
    // Endgame databases (docs/egdb.md) from this directory ("": none), positions of at most
    // egdb_pieces pieces (Scan's bb-size), with egdb_cache_mb MiB for their codes (held
    // whole if they fit, else compressed with a cache of that size).
    std::string egdb_path;
    int egdb_pieces = 6;
    // (Never above the announced maximum, half the machine: below 1 GiB of memory, less.)
    std::size_t egdb_cache_mb = std::min(Engine::default_egdb_cache_mb, max_hash_mb());
    // pydraughts' numbering by default: the client that plays the 8x8 games over Hub
    // (dialect.hpp, docs/hub.md).
    HubNotation notation = HubNotation::pydraughts;
    // The blitz rules' claimable draws scored by the search (engine/rule_set.hpp).
    RuleSet rules = RuleSet::standard;

    static std::size_t max_hash_mb() { return kabe::max_hash_mb(); }
    // Scan's tt-size: log2 of the number of 16-byte entries.
    int tt_size() const { return std::bit_width(hash_mb * (1u << 20) / tt_entry_bytes) - 1; }
};

class Server {
public:
    Server(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

    int run() {
        std::string text;
        while (std::getline(in_, text)) {
            const Line line = parse_line(text);
            if (searching_) {
                if (!search_finished_) {
                    if (line.command == "ping") {
                        write("pong");
                        continue;
                    }
                    if (line.command == "ponder-hit") {
                        engine_->ponder_hit();
                        continue;
                    }
                }
                // Any other command ends the search; its `done` comes first.
                end_search();
                if (line.command == "stop") continue;
            }
            if (line.command == "quit") return 0;
            handle(line, text);
        }
        end_search();  // end of input: the GUI has gone
        return 0;
    }

private:
    void handle(const Line& line, std::string_view text) {
        const std::string& c = line.command;
        try {
            if (c.empty())
                error("missing command");
            else if (c == "hub")
                announce();
            else if (c == "set-param")
                set_param(line);
            else if (c == "init")
                init();
            else if (c == "new-game")
                engine().new_game();
            else if (c == "pos")
                set_position(line);
            else if (c == "level")
                set_level(line);
            else if (c == "go")
                go(line);
            else if (c == "ping")
                write("pong");
            else if (c == "stop" || c == "ponder-hit") {
            }  // no search to act on
            else
                error("bad command: " + excerpt(text));
        } catch (const NotationError& e) {
            error(e.what());
        } catch (const BadValue& e) {
            error(e.what());
        } catch (const std::exception& e) {
            spdlog::error("hub: '{}' failed: {}", excerpt(text), e.what());
            error(std::string("internal error: ") + e.what());
        }
    }

    void announce() {
        write(LineBuilder("id")
                  .arg("name", "Kabe")
                  .arg("version", "0.1.0")
                  .arg("author", "the Kabe authors")
                  .str());
        // Scan's name for the default first, then every variant by its canonical name
        // (the aliases of movegen/variants.hpp are accepted too).
        std::string variants = "normal";
        for (const auto& name : VariantTools::names()) variants += " " + name;
        write(param_line("variant", params_.variant, "enum").arg("values", variants).str());
        write(param_line("notation", notation_name(params_.notation), "enum")
                  .arg("values", "pydraughts kabe")
                  .str());
        write(param_line("rules", rule_set_name(params_.rules), "enum")
                  .arg("values", "standard blitz")
                  .str());
        write(param_line("hash", std::to_string(params_.hash_mb), "int")
                  .arg("min", "1")
                  .arg("max", std::to_string(Params::max_hash_mb()))
                  .str());
        write(param_line("tt-size", std::to_string(params_.tt_size()), "int")
                  .arg("min", "16")
                  .arg("max", "32")
                  .str());
        write(param_line("threads", std::to_string(params_.threads), "int")
                  .arg("min", "1")
                  .arg("max", std::to_string(Engine::max_threads))
                  .str());
        write(param_line("ponder", params_.ponder ? "true" : "false", "bool").str());
        write(param_line("book", params_.book ? "true" : "false", "bool").str());
        write(param_line("book-margin", std::to_string(params_.book_margin), "int")
                  .arg("min", "0")
                  .arg("max", "100")
                  .str());
        write(param_line("book-file", params_.book_file, "string").str());
        write(param_line("strength", std::to_string(params_.strength), "int")
                  .arg("min", "0")
                  .arg("max", std::to_string(Engine::max_strength))
                  .str());
        write(param_line("eval", params_.learned_eval ? "learned" : "hand", "enum")
                  .arg("values", "learned hand")
                  .str());
        write(param_line("eval-file", params_.eval_file, "string").str());
        write(param_line("egdb-path", params_.egdb_path, "string").str());
        write(param_line("egdb-pieces", std::to_string(params_.egdb_pieces), "int")
                  .arg("min", "2")
                  .arg("max", "9")
                  .str());
        write(param_line("egdb-cache", std::to_string(params_.egdb_cache_mb), "int")
                  .arg("min", "1")
                  .arg("max", std::to_string(Params::max_hash_mb()))
                  .str());
        write("wait");
    }

    static LineBuilder param_line(std::string_view name, std::string_view value,
                                  std::string_view type) {
        LineBuilder line("param");
        line.arg("name", name).arg("value", value).arg("type", type);
        return line;
    }

    void set_param(const Line& line) {
        const auto name = line.get("name");
        if (!name || name->empty()) return error("missing name");
        const std::string value = line.get("value").value_or("");
        const auto integer = [&](long min, long max) {
            const auto n = parse_number<long>(value);
            if (!n || *n < min || *n > max)
                throw BadValue("bad value for " + *name + ": '" + excerpt(value) +
                               "' (an integer from " + std::to_string(min) + " to " +
                               std::to_string(max) + ")");
            return *n;
        };
        const auto boolean = [&] {
            if (value != "true" && value != "false")
                throw BadValue("bad value for " + *name + ": '" + excerpt(value) +
                               "' (true or false)");
            return value == "true";
        };
        if (*name == "variant") {
            VariantTools::create(value);  // throws with the known names if unknown
            // Another name of the same game (normal, international, Standard) keeps the
            // engine, its table and its eval-file.
            if (VariantTools::canonical_name(value) !=
                VariantTools::canonical_name(params_.variant)) {
                engine_.reset();
                params_.eval_file.clear();  // the files were for the other variant
                params_.book_file.clear();
                book_file_.reset();
            }
            params_.variant = value;
        } else if (*name == "notation") {
            const auto notation = parse_notation(value);
            if (!notation)
                throw BadValue("bad value for notation: '" + excerpt(value) +
                               "' (pydraughts or kabe)");
            params_.notation = *notation;
        } else if (*name == "rules") {
            const auto rules = parse_rule_set(value);
            if (!rules)
                throw BadValue("bad value for rules: '" + excerpt(value) + "' (standard or blitz)");
            params_.rules = *rules;
            if (engine_) apply_rules();
        } else if (*name == "hash") {
            // A table past the machine's memory would swap or be killed while zeroed.
            const auto mb = parse_number<std::size_t>(value);
            if (mb && *mb > Params::max_hash_mb())
                throw BadValue("bad value for hash: " + value +
                               " MB is more than half of this machine's memory (" +
                               std::to_string(Params::max_hash_mb()) + " MB at most)");
            resize(static_cast<std::size_t>(integer(1, static_cast<long>(Params::max_hash_mb()))));
        } else if (*name == "tt-size") {
            const long log2_entries = integer(16, 32);
            const std::size_t mb = (std::size_t{1} << log2_entries) * tt_entry_bytes >> 20;
            if (mb > Params::max_hash_mb())
                throw BadValue("tt-size " + value + " needs " + std::to_string(mb) +
                               " MB, more than half of this machine's memory");
            resize(mb);
        } else if (*name == "threads") {
            params_.threads = static_cast<int>(integer(1, Engine::max_threads));
            if (engine_) engine_->set_threads(params_.threads);
        } else if (*name == "ponder") {
            params_.ponder = boolean();
        } else if (*name == "book") {
            params_.book = boolean();
            if (engine_) apply_book();
        } else if (*name == "book-margin") {
            params_.book_margin = static_cast<int>(integer(0, 100));
            if (engine_) apply_book();
        } else if (*name == "book-file") {
            set_book_file(value);
        } else if (*name == "strength") {
            params_.strength = static_cast<int>(integer(0, Engine::max_strength));
            if (engine_) engine_->set_strength(params_.strength);
        } else if (*name == "eval") {
            if (value != "learned" && value != "hand")
                throw BadValue("bad value for eval: '" + excerpt(value) + "' (learned or hand)");
            params_.learned_eval = value == "learned";
            if (engine_) engine_->set_learned_eval(params_.learned_eval);
        } else if (*name == "eval-file") {
            if (!value.empty()) {
                try {
                    engine().load_learned_eval(value);
                } catch (const std::runtime_error& e) {
                    throw BadValue(std::string("bad value for eval-file: ") + e.what());
                }
                engine().set_learned_eval(params_.learned_eval);
            }
            params_.eval_file = value;
        } else if (*name == "egdb-path") {
            load_egdb(value, params_.egdb_pieces, params_.egdb_cache_mb, *name);
        } else if (*name == "egdb-pieces" || *name == "bb-size") {
            load_egdb(params_.egdb_path, static_cast<int>(integer(2, 9)), params_.egdb_cache_mb,
                      *name);
        } else if (*name == "egdb-cache") {
            const auto mb =
                static_cast<std::size_t>(integer(1, static_cast<long>(Params::max_hash_mb())));
            load_egdb(params_.egdb_path, params_.egdb_pieces, mb, *name);
        } else {
            spdlog::info("hub: ignoring unknown parameter '{}'", excerpt(*name));
        }
    }

    // A book file that does not read, or is for another variant, is refused and the
    // book in use stays (set_book throws before it changes anything).
    void set_book_file(const std::string& path) {
        std::shared_ptr<const book::Book> loaded;
        if (!path.empty()) {
            try {
                loaded = std::make_shared<const book::Book>(book::Book::load(path));
                engine().set_book(loaded, params_.book_margin);  // checks the variant
            } catch (const std::runtime_error& e) {
                throw BadValue(std::string("bad value for book-file: ") + e.what());
            }
        }
        params_.book_file = path;
        book_file_ = loaded;
        if (engine_) apply_book();
    }

    void apply_book() {
        std::shared_ptr<const book::Book> book;
        if (params_.book) book = book_file_ ? book_file_ : book::builtin(engine_->variant());
        engine_->set_book(book, params_.book_margin);
    }

    // Loads the databases into the engine (or none, for an empty path); a path that does
    // not load is refused and the databases before are kept. `parameter` is the name the
    // GUI set, for the error line.
    void load_egdb(const std::string& path, int pieces, std::size_t cache_mb,
                   const std::string& parameter) {
        if (!path.empty() || engine_) {
            try {
                engine().load_egdb(path, pieces, cache_mb);
            } catch (const std::runtime_error& e) {
                throw BadValue("bad value for " + parameter + ": " + e.what());
            }
        }
        params_.egdb_path = path;
        params_.egdb_pieces = pieces;
        params_.egdb_cache_mb = cache_mb;
    }

    void resize(std::size_t mb) {
        params_.hash_mb = mb;
        if (engine_) engine_->set_hash_mb(mb);
    }

    void init() {
        engine();
        write("ready");
    }

    Engine& engine() {
        if (!engine_) {
            engine_ = Engine::create(params_.variant, params_.hash_mb);
            engine_->set_strength(params_.strength);
            engine_->set_threads(params_.threads);
            engine_->set_learned_eval(params_.learned_eval);
            apply_rules();
            apply_book();
            if (!params_.egdb_path.empty()) {
                // A new variant's engine: its databases are in the same directory, if any.
                try {
                    engine_->load_egdb(params_.egdb_path, params_.egdb_pieces,
                                       params_.egdb_cache_mb);
                } catch (const std::runtime_error& e) {
                    spdlog::info("hub: no endgame databases for {}: {}", params_.variant, e.what());
                }
            }
        }
        return *engine_;
    }

    // rules=blitz where the variant has such rules (kings and a main road); elsewhere
    // none of its claims can arise, and the variant's own rules are all there is. So the
    // GUI may set rules and variant in either order.
    void apply_rules() {
        const bool blitz = params_.rules == RuleSet::blitz && engine_->supports_blitz();
        if (params_.rules == RuleSet::blitz && !blitz)
            spdlog::info("hub: {} has no blitz rules; playing its standard ones", params_.variant);
        engine_->set_rule_set(blitz ? RuleSet::blitz : RuleSet::standard);
    }

    void set_position(const Line& line) {
        level_ = {};  // as Scan: `pos` resets the level (protocols.md §2.8, P-H4)
        std::string position = line.get("pos").value_or("start");
        if (line.has("start")) position = "start";
        if (const auto fen = line.get("fen")) position = *fen;
        std::vector<std::string> moves;
        if (const auto list = line.get("moves")) {
            std::size_t i = 0;
            while (i < list->size()) {
                const std::size_t end = std::min(list->find(' ', i), list->size());
                if (end > i) moves.push_back(list->substr(i, end - i));
                i = end + 1;
            }
        }
        Engine& e = engine();
        const SquareDialect d = dialect();
        if (!line.has("start") && !line.has("fen")) position = d.position_to_kabe(position);
        try {
            e.set_position(position, {});
        } catch (const NotationError& error) {
            throw NotationError(std::string("bad position: ") + error.what());
        }
        // As Scan: the moves before a bad one stay played.
        for (const auto& move : moves) {
            const std::string kabe_move = d.move_to_kabe(move);
            try {
                e.play(kabe_move);
            } catch (const NotationError& error) {
                if (kabe_move == move) throw;
                // The message quotes Kabe's numbers; say which move the client sent.
                throw NotationError(
                    std::string(error.what()) + " (the client's '" + excerpt(move) +
                    "' in notation=" + std::string(notation_name(params_.notation)) + ")");
            }
        }
    }

    SquareDialect dialect() const {
        return SquareDialect::of(VariantTools::canonical_name(params_.variant), params_.notation);
    }

    void set_level(const Line& line) {
        for (const auto& arg : line.args) {
            // Named references, not a structured binding: clang 14 (the fuzz build) cannot
            // capture a binding in the lambdas below.
            const std::string& name = arg.first;
            const std::string& value = arg.second;
            const auto real = [&] {
                const auto v = parse_number<double>(value);
                if (!v || *v < 0)
                    throw BadValue("bad value for level " + name + ": '" + excerpt(value) + "'");
                return *v;
            };
            const auto integer = [&] {
                const auto v = parse_number<long long>(value);
                if (!v || *v < 0)
                    throw BadValue("bad value for level " + name + ": '" + excerpt(value) + "'");
                return *v;
            };
            if (name == "depth")
                level_.depth = static_cast<int>(std::min<long long>(integer(), 1000));
            else if (name == "nodes")
                level_.nodes = static_cast<std::uint64_t>(integer());
            else if (name == "move-time")
                level_.move_time = real();
            else if (name == "time")
                level_.time = real();
            else if (name == "inc")
                level_.increment = real();
            else if (name == "moves")
                level_.moves_to_go = static_cast<int>(std::min<long long>(integer(), 1000));
            else if (name == "infinite")
                level_.infinite = true;
            // `ponder` (a flag some GUIs send) and unknown fields are ignored, as the spec asks.
        }
    }

    void go(const Line& line) {
        Engine& e = engine();
        SearchLimits limits = level_;
        level_ = {};  // as Scan: the level lasts for one search
        limits.analyze = line.has("analyze");
        limits.ponder = line.has("ponder");
        searching_ = true;
        search_finished_ = false;
        e.start(
            limits,
            [this, d = dialect()](ThinkInfo info) {
                for (auto& move : info.pv) move = d.move_from_kabe(move);
                write(info_line(info));
            },
            [this, d = dialect()](ThinkResult result) {
                result.move = d.move_from_kabe(result.move);
                result.ponder = d.move_from_kabe(result.ponder);
                write(done_line(result));
                search_finished_ = true;
            });
    }

    void end_search() {
        if (!searching_) return;
        engine_->stop();
        engine_->wait();
        searching_ = false;
    }

    void error(const std::string& message) {
        write(LineBuilder("error").arg("message", message).str());
    }

    void write(const std::string& line) {
        const std::lock_guard lock(out_mutex_);
        out_ << line << '\n' << std::flush;
    }

    std::istream& in_;
    std::ostream& out_;
    std::mutex out_mutex_;
    Params params_;
    std::unique_ptr<Engine> engine_;
    std::shared_ptr<const book::Book> book_file_;  // book-file's book, loaded
    SearchLimits level_;
    bool searching_ = false;                    // a search was started and not waited for
    std::atomic<bool> search_finished_{false};  // it has written its `done`
};

}  // namespace

int serve(std::istream& in, std::ostream& out) {
    Server server(in, out);
    return server.run();
}

}  // namespace kabe::hub
