#pragma once
// Engine for one variant: a Game, a transposition table and a Searcher (which runs the
// Lazy SMP helpers, if any).

#include <algorithm>
#include <memory>
#include <random>
#include <stdexcept>
#include <thread>

#include "engine/book_move.hpp"
#include "engine/engine.hpp"
#include "engine/engine_factory.hpp"
#include "engine/game.hpp"
#include "engine/variant_tools.hpp"  // each variant's unit instantiates its tools too
#include "movegen/notation.hpp"
#include "search/search.hpp"

namespace kabe {

template <class Rules>
class VariantEngine final : public Engine {
public:
    using Pos = Position<Rules>;
    using Mv = Move<typename Rules::Word>;
    using Text = Notation<Rules>;

    explicit VariantEngine(std::size_t hash_mb) : tt_(hash_mb), searcher_(tt_) {}
    ~VariantEngine() override {
        stop();
        wait();
    }

    std::string_view variant() const override { return Rules::name; }
    int pdn_gametype() const override { return Rules::pdn_gametype; }

    void set_position(std::string_view position, const std::vector<std::string>& moves) override {
        game_ = Game<Rules>(Text::parse_game_position(position), rules_);
        for (const auto& m : moves) game_.play(Text::parse_move(game_.position(), m));
    }
    void play(std::string_view move) override {
        game_.play(Text::parse_move(game_.position(), move));
    }
    EngineResult result() const override {
        const GameResult r = game_.result();
        if (!r.over()) return {};
        const int points = r.outcome == Outcome::white_wins   ? 2
                           : r.outcome == Outcome::black_wins ? 0
                                                              : 1;
        return {true, result_text(Rules::pdn_gametype, points) + ": " + r.reason, r.reason, points};
    }
    void take_back_to(int plies) override { replay(plies); }
    void set_rule_set(RuleSet rules) override {
        if (rules == RuleSet::blitz && !supports_blitz())
            throw NotationError(std::string(Rules::name) +
                                " has no blitz rules (they need kings and a main road)");
        // The table's scores were found under the other rules (claims scored or not).
        if (rules != rules_) {
            wait();
            tt_.clear();
        }
        rules_ = rules;
        replay(moves_played());
    }
    RuleSet rule_set() const override { return rules_; }
    bool supports_blitz() const override { return Game<Rules>::supports_blitz; }
    DrawClaimText claimable_draw() const override {
        const DrawClaim claim = game_.claimable();
        if (claim == DrawClaim::none) return {};
        return {claim_clause(claim), describe_claim(claim)};
    }
    void claim_draw() override {
        if (!game_.claim_draw()) throw NotationError("no draw can be claimed here");
    }
    std::string fen() const override { return Text::to_fen(game_.position()); }
    std::string readable_fen() const override {
        return Text::to_fen(game_.position(), Text::readable);
    }
    std::string start_fen() const override { return Text::to_fen(game_.start()); }
    bool standard_start() const override { return game_.start() == Pos::start(); }
    std::string hub_position() const override { return Text::to_hub(game_.position()); }
    std::vector<std::string> moves_text(MoveFormat format) const override {
        std::vector<std::string> out;
        Pos pos = game_.start();
        for (const Mv& m : game_.moves()) {
            out.push_back(Text::format(pos, m, format));
            pos = pos.after(m);
        }
        return out;
    }
    std::string diagram(DiagramStyle style) const override {
        Bitboard<typename Rules::Word> marked;
        if (style.mark_last_move && !game_.moves().empty()) {
            const Mv& last = game_.moves().back();
            marked = Bitboard<typename Rules::Word>::bit(last.from) |
                     Bitboard<typename Rules::Word>::bit(last.to);
        }
        return Text::diagram(game_.position(), style.flipped, marked);
    }
    std::vector<std::string> legal_moves(MoveFormat format) const override {
        MoveList<typename Rules::Word> list;
        generate_moves(game_.position(), list);
        std::vector<std::string> out;
        for (const Mv& m : list) out.push_back(Text::format(game_.position(), m, format));
        return out;
    }
    int moves_played() const override { return static_cast<int>(game_.moves().size()); }
    bool white_to_move() const override { return game_.position().side_to_move() == Color::white; }

    void new_game() override {
        tt_.clear();
        searcher_.clear_history();
    }
    void set_hash_mb(std::size_t megabytes) override { tt_.resize(megabytes); }
    void set_threads(int threads) override { searcher_.set_threads(threads); }
    int threads() const override { return searcher_.threads(); }
    void set_strength(int level) override { strength_ = std::clamp(level, 0, max_strength); }
    bool has_learned_eval() const override { return learned_patterns(); }
    void set_learned_eval(bool on) override {
        wait();
        searcher_.set_patterns(on ? learned_patterns() : nullptr);
    }
    bool learned_eval() const override { return searcher_.patterns(); }
    void load_learned_eval(const std::string& path) override {
        using Patterns = typename Searcher<Rules>::Patterns;
        if constexpr (std::is_same_v<Patterns, eval::NoPatterns>) {
            throw std::runtime_error(std::string(Rules::name) + " has no learned patterns");
        } else {
            // A file that cannot be used throws (PatternFileError, a runtime_error) before
            // the search is touched.
            auto loaded = std::make_unique<const Patterns>(Patterns::from_path(path));
            wait();
            loaded_patterns_ = std::move(loaded);
            searcher_.set_patterns(loaded_patterns_.get());
        }
    }

    void set_book(std::shared_ptr<const book::Book> book, Score margin) override {
        if (book && book->variant() != Rules::name)
            throw std::runtime_error("the book is for " + book->variant() + ", not " +
                                     std::string(Rules::name));
        wait();
        book_ = std::move(book);
        book_margin_ = margin;
    }

    void load_egdb(const std::string& dir, int pieces, std::size_t cache_mb) override {
        if (dir.empty()) {
            wait();
            searcher_.set_egdb(nullptr, 0);
            egdb_.reset();
            egdb_pieces_ = 0;
            return;
        }
        if constexpr (egdb::DatabaseRules<Rules>) {
            auto loaded = std::make_unique<const egdb::Database<Rules>>(egdb::Database<Rules>::open(
                dir, pieces, egdb::Database<Rules>::Holding::whole_if_it_fits, cache_mb << 20));
            if (loaded->most_pieces() == 0)
                throw std::runtime_error("no " + std::string(Rules::name) +
                                         " endgame databases in " + notation::quote(dir) +
                                         " (kabe egdb build)");
            wait();
            egdb_pieces_ = std::min(pieces, loaded->most_pieces());
            searcher_.set_egdb(loaded.get(), egdb_pieces_);
            egdb_ = std::move(loaded);
        } else {
            (void)pieces;
            (void)cache_mb;
            throw std::runtime_error("there are no endgame databases for " +
                                     std::string(Rules::name));
        }
    }
    int egdb_pieces() const override { return egdb_pieces_; }

    ThinkResult think(const SearchLimits& limits, const InfoCallback& on_info,
                      MoveFormat format) override {
        wait();
        searcher_.arm();
        return search(limits, on_info, format);
    }
    void start(const SearchLimits& limits, const InfoCallback& on_info, const DoneCallback& on_done,
               MoveFormat format) override {
        wait();
        searcher_.arm();
        thread_ = std::thread([this, limits, on_info, on_done, format] {
            ThinkResult result;
            try {
                result = search(limits, on_info, format);
            } catch (const std::exception&) {
                // Only a bug can get here (the search allocates nothing); answer with no
                // move rather than terminate.
            }
            if (on_done) on_done(result);
        });
    }
    void wait() override {
        if (thread_.joinable()) thread_.join();
    }
    void stop() override { searcher_.stop(); }
    void ponder_hit() override { searcher_.ponder_hit(); }

private:
    ThinkResult search(const SearchLimits& given, const InfoCallback& on_info, MoveFormat format) {
        SearchLimits limits = given;
        if (strength_ < max_strength) {
            const std::uint64_t cap = strength_node_limit(strength_);
            limits.nodes = std::min(limits.nodes.value_or(cap), cap);
        }
        if (book_ && book_may_answer(given)) {
            if (auto answer =
                    book_answer(*book_, book_margin_, book_random_(), game_.position(), format)) {
                if (on_info) on_info({0, 0, answer->score, 0, 0, {answer->move}, true});
                return *answer;
            }
        }
        const RootState<Rules> root = game_.root_state();
        const auto report = [&](const SearchReport<Rules>& r) {
            if (!on_info) return;
            ThinkInfo info{r.depth, r.mean_depth, r.score, r.nodes, r.seconds, {}};
            Pos pos = root.position;
            for (const Mv& m : r.pv) {
                info.pv.push_back(Text::format(pos, m, format));
                pos = pos.after(m);
            }
            on_info(info);
        };
        const SearchResult<Rules> r = searcher_.run(root, limits, report);
        ThinkResult out{{}, {}, r.score, r.depth, r.nodes, r.seconds};
        if (r.best) {
            out.move = Text::format(root.position, *r.best, format);
            if (r.ponder)
                out.ponder = Text::format(root.position.after(*r.best), *r.ponder, format);
        }
        return out;
    }

    // The game's first `plies` moves, again, under the current rule set.
    void replay(int plies) {
        Game<Rules> replay(game_.start(), rules_);
        const auto& moves = game_.moves();
        for (int i = 0; i < std::min<int>(plies, static_cast<int>(moves.size())); ++i)
            replay.play(moves[i]);
        game_ = replay;
    }

    RuleSet rules_ = RuleSet::standard;
    Game<Rules> game_;
    TranspositionTable tt_;
    Searcher<Rules> searcher_;
    // Patterns read by load_learned_eval, which replace the built-in ones.
    std::unique_ptr<const typename Searcher<Rules>::Patterns> loaded_patterns_;
    const typename Searcher<Rules>::Patterns* learned_patterns() const {
        return loaded_patterns_ ? loaded_patterns_.get() : Searcher<Rules>::Patterns::builtin();
    }
    // Databases read by load_egdb, which the search probes.
    std::unique_ptr<const EgdbOf<Rules>> egdb_;
    int egdb_pieces_ = 0;
    int strength_ = max_strength;
    std::shared_ptr<const book::Book> book_;
    Score book_margin_ = 0;
    std::mt19937_64 book_random_{std::random_device{}()};  // matches do not repeat
    std::thread thread_;
};

template <class Rules>
std::unique_ptr<Engine> make_variant_engine(std::size_t hash_mb) {
    return std::make_unique<VariantEngine<Rules>>(hash_mb);
}

template <class... Rules>
std::unique_ptr<Engine> EngineGroup<VariantList<Rules...>>::make(int index, std::size_t hash_mb) {
    using Maker = std::unique_ptr<Engine> (*)(std::size_t);
    static constexpr Maker makers[] = {&make_variant_engine<Rules>...};
    return makers[index](hash_mb);
}

template <class... Rules>
std::unique_ptr<VariantTools> EngineGroup<VariantList<Rules...>>::make_tools(int index) {
    using Maker = std::unique_ptr<VariantTools> (*)();
    static constexpr Maker makers[] = {&make_variant_tools<Rules>...};
    return makers[index]();
}

}  // namespace kabe
