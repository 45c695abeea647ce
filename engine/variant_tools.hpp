#pragma once
// VariantTools for one variant (tools.hpp): the templates of movegen/ and eval/ behind the
// runtime interface, instantiated in the per-variant units (engine/variants/) next to the
// variant's engine.

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "engine/engine.hpp"
#include "engine/engine_factory.hpp"
#include "engine/game.hpp"
#include "engine/perft_unit.hpp"
#include "engine/tools.hpp"
#include "eval/patterns/trainer.hpp"
#include "eval/tuner.hpp"
#include "movegen/alquerque/generate.hpp"
#include "movegen/notation.hpp"
#include "movegen/tablut/generate.hpp"
#include "movegen/variants.hpp"

namespace kabe {

namespace detail::tools {

inline std::string weights_text(const eval::Weights& w, const eval::Weights& before) {
    std::ostringstream out;
    for (const auto& f : eval::weight_fields) {
        out << "    int " << f.name << " = " << w.*f.field << ";";
        if (w.*f.field != before.*f.field) out << "  // was " << before.*f.field;
        out << '\n';
    }
    return out.str();
}

}  // namespace detail::tools

template <class Rules>
class VariantTuning final : public VariantTuner {
public:
    void add(std::string_view fen, double points, double score) override {
        samples_.push_back({Notation<Rules>::parse_position(fen), points, score});
    }

    std::string run(const TuneSettings& s, std::ostream& out, std::ostream& log) override {
        const auto elapsed = [&] {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_)
                .count();
        };
        const eval::Weights start = eval::variant_weights<Rules>;
        std::vector<eval::WeightField> tuned;
        for (const auto& f : eval::tunable_weights<Rules>())
            if (std::find(s.fixed.begin(), s.fixed.end(), f.name) == s.fixed.end())
                tuned.push_back(f);
        eval::Tuner<Rules> tuner(std::move(samples_), start, tuned);
        samples_.clear();
        out << "Positions: " << tuner.size() << '\n';
        const double k = tuner.fit_k();
        tuner.blend_search_scores(s.lambda);
        tuner.set_regularization(s.regularization);
        const double before = tuner.error();
        out << std::setprecision(6) << "K: " << k << " per centi-man\n"
            << "Targets: " << s.lambda << " x result + " << 1 - s.lambda << " x search score\n"
            << "Error before: " << before << std::endl;
        const double after =
            tuner.descend(s.iterations, s.step, [&](int round, double e, int step) {
                log << "tune: round " << round << ", step " << step << ", error "
                    << std::setprecision(6) << e << ", " << static_cast<int>(elapsed()) << " s\n";
            });
        out << "Error after: " << after << '\n';
        std::ostringstream text;
        text << "// kabe tune " << Rules::name << ": " << tuner.size() << " positions, K " << k
             << ", lambda " << s.lambda << ", regularization " << s.regularization << ", error "
             << before << " -> " << after
             << "\n// the weights (eval/weights.hpp: struct Weights, or the variant's own table "
                "such as tuned_international):\n"
             << detail::tools::weights_text(tuner.weights(), start);
        out << text.str();
        return text.str();
    }

private:
    // From the tuner's making: reading the samples is part of the time the rounds report.
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    std::vector<eval::TuningSample<Rules>> samples_;
};

template <class Rules>
class PatternTraining final : public VariantPatternTrainer {
public:
    void add(std::string_view fen, double points, double score) override {
        trainer_.add(Notation<Rules>::parse_position(fen), points, score);
    }
    std::size_t size() const override { return trainer_.size(); }
    void start_from(const std::string& path) override {
        trainer_.start_from(eval::patterns::PatternWeights<Rules>::from_path(path));
    }

    std::string run(const PatternTrainSettings& s, std::ostream& out) override {
        eval::patterns::TrainSettings t;
        t.epochs = s.epochs;
        t.batch = s.batch;
        t.learning_rate = s.learning_rate;
        t.l2 = s.l2;
        t.lambda = s.lambda;
        t.validation = s.validation;
        t.validation_count = s.validation_count;
        t.seed = s.seed;
        t.windows = s.windows;
        t.extras = s.extras;
        if (s.phase == "pieces") t.phase = eval::patterns::Phase::pieces;
        if (s.phase == "men-steps") t.phase = eval::patterns::Phase::men_steps;
        using L = eval::patterns::Layout<Rules>;
        out << "Positions: " << trainer_.size() << " (" << trainer_.skipped()
            << " drawn lone-king endings and drawish material left out)\n"
            << "Weights: (" << L::windows << " windows x " << eval::patterns::configurations
            << " configurations + " << L::extras << " extras) x 2 phases = "
            << 2 * (L::windows * eval::patterns::configurations + L::extras) << '\n';
        const auto weights = trainer_.train(t, [&](const eval::patterns::EpochReport& r) {
            if (r.epoch == 0)
                out << std::setprecision(6) << "K: " << trainer_.k() << " per centi-man\n"
                    << "Epoch 0 (" << (trainer_.warm() ? "the starting weights" : "hand-made only")
                    << "): validation loss " << r.validation_loss << ", squared error "
                    << r.validation_mse << std::endl;
            else
                out << "Epoch " << r.epoch << ": training loss " << r.train_loss
                    << ", validation loss " << r.validation_loss << ", squared error "
                    << r.validation_mse << ", " << static_cast<int>(r.seconds) << " s" << std::endl;
        });
        out << "Kept epoch " << trainer_.best_epoch() << " (the lowest validation loss)";
        if (trainer_.best_epoch() == 0)
            out << ": no epoch beat "
                << (trainer_.warm() ? "the starting weights" : "the hand-made evaluation");
        out << '\n';
        return eval::patterns::encode(weights.to_file());
    }

private:
    eval::patterns::PatternTrainer<Rules> trainer_;
};

template <class Rules>
class VariantToolsOf final : public VariantTools {
public:
    using Pos = Position<Rules>;
    using Mv = Move<typename Rules::Word>;
    using N = Notation<Rules>;
    using Board = typename Rules::Board;
    using Names = SquareNames<Rules>;

    std::string_view name() const override { return Rules::name; }

    VariantInfo info() const override {
        VariantInfo v;
        v.name = Rules::name;
        for (const auto& a : variant_aliases)
            if (a.name == Rules::name) v.aliases.emplace_back(a.alias);
        v.width = Board::width;
        v.height = Board::height;
        v.algebraic = Rules::algebraic;
        const auto start = Pos::start();
        v.white_first = start.side_to_move() == Color::white;
        v.start_fen = N::to_fen(start);
        v.pdn_gametype = Rules::pdn_gametype;
        v.blitz_rules = Game<Rules>::supports_blitz;
        for (int rank = Board::height; rank >= 1; --rank) {
            for (int file = 0; file < Board::width; ++file) {
                const int index = Names::index_at(file, rank);
                if (index < 0) continue;
                v.squares.push_back(
                    {Names::number_of_index(index), Names::algebraic(index), file, rank});
            }
        }
        // The diagonals only where the generator has them (detail::alquerque).
        if constexpr (Rules::family == Family::alquerque) {
            v.points = true;
            const auto diagonal = detail::alquerque::diagonal_points<Rules>;
            const auto segment = [&](int from, int file, int rank) {
                const int to = Names::index_at(file, rank);
                if (rank < 1 || rank > Board::height || to < 0) return;
                v.lines.emplace_back(Names::number_of_index(from), Names::number_of_index(to));
            };
            for (int rank = 1; rank <= Board::height; ++rank) {
                for (int file = 0; file < Board::width; ++file) {
                    const int index = Names::index_at(file, rank);
                    if (index < 0) continue;
                    segment(index, file + 1, rank);
                    segment(index, file, rank + 1);
                    if (diagonal.test(Board::bit_of(index))) {
                        segment(index, file + 1, rank + 1);
                        segment(index, file - 1, rank + 1);
                    }
                }
            }
        }
        if constexpr (Rules::goal == Goal::escape) {
            const int throne_bit = detail::tablut::Geometry<Rules>::throne_bit;
            for (int index = 0; index < Board::squares; ++index)
                if (Board::bit_of(index) == throne_bit)
                    v.special.push_back(
                        {Names::number_of_index(index), Names::algebraic(index), "throne"});
        }
        return v;
    }

    std::string fen(std::string_view position) const override {
        return N::to_fen(N::parse_game_position(position));
    }
    std::string diagram(std::string_view position) const override {
        return N::diagram(N::parse_game_position(position));
    }
    std::vector<std::string> legal_moves(std::string_view position, Duplicates duplicates,
                                         MoveFormat format) const override {
        const Pos pos = N::parse_game_position(position);
        MoveList<typename Rules::Word> list;
        generate_moves(pos, list, duplicates);
        std::vector<std::string> out;
        for (const Mv& m : list) out.push_back(N::format(pos, m, format));
        return out;
    }
    // Perft runs in a unit of its own (perft_unit.hpp says why).
    std::uint64_t perft(std::string_view position, int depth, Duplicates duplicates, int threads,
                        PerftTable* table) const override {
        return detail::tools::perft(Rules::name, position, depth, duplicates, threads, table);
    }
    std::vector<PerftDivideLine> perft_divide(std::string_view position, int depth,
                                              Duplicates duplicates, int threads,
                                              PerftTable* table) const override {
        return detail::tools::perft_divide(Rules::name, position, depth, duplicates, threads,
                                           table);
    }
    bool quiet(std::string_view fen) const override {
        const Pos pos = N::parse_position(fen);
        return !must_capture(pos) && !opponent_threatens(pos);
    }

    GameView replay(std::string_view start, const std::vector<std::string>& moves,
                    std::string_view next_move, ReplayRules rules) const override {
        if (rules.rules == RuleSet::blitz && !Game<Rules>::supports_blitz)
            throw NotationError(std::string(Rules::name) +
                                " has no blitz rules (they need kings and a main road)");
        Game<Rules> game;
        try {
            game = Game<Rules>(N::parse_game_position(start), rules.rules);
        } catch (const NotationError& e) {
            throw NotationError(std::string("bad position: ") + e.what());
        }
        for (std::size_t i = 0; i < moves.size(); ++i) {
            // A game that has ended takes no more moves (a draw by repetition still has
            // legal moves, but the rules have decided).
            if (const GameResult r = game.result(); r.over())
                throw NotationError("move " + std::to_string(i + 1) + " " +
                                    notation::quote(moves[i]) + ": the game is over (" + r.reason +
                                    ")");
            try {
                game.play(N::parse_move(game.position(), moves[i]));
            } catch (const NotationError& e) {
                throw NotationError("move " + std::to_string(i + 1) + ": " + e.what());
            }
        }
        if (!next_move.empty()) {
            if (const GameResult r = game.result(); r.over())
                throw NotationError("the game is over: " + r.reason);
            game.play(N::parse_move(game.position(), next_move));
        }
        if (rules.claimed && !game.claim_draw())
            throw NotationError("no draw can be claimed here (blitz 12a-d)");
        return view_of(game);
    }

    std::unique_ptr<VariantTuner> tuner() const override {
        return std::make_unique<VariantTuning<Rules>>();
    }
    std::unique_ptr<VariantPatternTrainer> pattern_trainer() const override {
        if constexpr (eval::patterns::has_patterns<Rules>())
            return std::make_unique<PatternTraining<Rules>>();
        else
            return nullptr;
    }

private:
    static GameView view_of(const Game<Rules>& game) {
        const Pos& pos = game.position();
        const GameResult r = game.result();
        GameView v;
        v.variant = Rules::name;
        v.start_fen = N::to_fen(game.start());
        v.standard_start = game.start() == Pos::start();
        v.fen = N::to_fen(pos);
        v.readable_fen = N::to_fen(pos, N::readable);
        v.white_to_move = pos.side_to_move() == Color::white;
        for (Color c : {Color::white, Color::black})
            for (int bit : pos.pieces(c))
                v.pieces.push_back(
                    {N::number_of_bit(bit), c == Color::white, pos.kings().test(bit)});
        Pos before = game.start();
        for (const Mv& m : game.moves()) {
            v.history.push_back({N::format_pdn(before, m), N::format_hub(m)});
            before = before.after(m);
        }
        // No moves once the rules have ended the game (a repetition draw leaves legal moves).
        if (!r.over()) {
            MoveList<typename Rules::Word> list;
            generate_moves(pos, list);
            std::vector<Mv> seen;
            for (const Mv& m : list) {
                if (std::find(seen.begin(), seen.end(), m) != seen.end()) continue;
                seen.push_back(m);
                BoardMove b;
                b.from = N::number_of_bit(m.from);
                b.to = N::number_of_bit(m.to);
                // The landing squares: the first capture route (CaptureRoutes), or just `to`.
                if (m.is_capture()) {
                    const auto routes = N::capture_routes(pos, m);
                    if (!routes.empty())
                        for (int bit : routes.front()) b.path.push_back(N::number_of_bit(bit));
                }
                if (b.path.empty()) b.path.push_back(b.to);
                for (int bit : m.captured) b.captured.push_back(N::number_of_bit(bit));
                std::sort(b.captured.begin(), b.captured.end());
                b.pdn = N::format_pdn(pos, m);
                b.hub = N::format_hub(m);
                b.promotes = m.promotes;
                v.legal.push_back(std::move(b));
            }
        }
        v.white_half_points = r.outcome == Outcome::white_wins   ? 2
                              : r.outcome == Outcome::black_wins ? 0
                              : r.outcome == Outcome::draw       ? 1
                                                                 : -1;
        v.result = result_text(Rules::pdn_gametype, v.white_half_points);
        v.reason = r.reason;
        v.pdn_gametype = Rules::pdn_gametype;
        v.rules = game.rule_set();
        if (const DrawClaim claim = game.claimable(); claim != DrawClaim::none) {
            v.claim_clause = claim_clause(claim);
            v.claim_reason = describe_claim(claim);
        }
        return v;
    }
};

template <class Rules>
std::unique_ptr<VariantTools> make_variant_tools() {
    return std::make_unique<VariantToolsOf<Rules>>();
}

}  // namespace kabe
