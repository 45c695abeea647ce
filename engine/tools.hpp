#pragma once
// The services of a variant that are not playing a game: reading positions, listing
// moves, perft, the web board's view of a game, the board's geometry, self-play's quiet
// test and tuning. Like the Engine (engine.hpp), one object per variant behind a runtime
// interface, compiled in the per-variant units (engine/variants/, variant_tools.hpp;
// perft in perft_unit.cpp): the front ends (protocol/, cli/, match/, gui/) instantiate no
// movegen, eval or search template. Everything crosses this boundary as text, numbers and
// plain structs.
//
// Positions are given as the Engine takes them: "start", a Hub string or a FEN. Every
// method is const and keeps no state: one object may serve several threads at once.

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/rule_set.hpp"
#include "movegen/plain_types.hpp"

namespace kabe {

class PerftTable;  // movegen/perft_table.hpp

struct PerftDivideLine {
    std::string move;  // Hub text
    std::uint64_t count = 0;
};

// A square of the board, as the web board draws it.
struct BoardSquare {
    int number = 0;    // the variant's square number
    std::string name;  // algebraic (c3)
    int file = 0;      // 0-based, from White's left
    int rank = 0;      // 1-based, from White's side
};

// A square with a rule of its own (Tablut's throne).
struct SpecialSquare {
    int number = 0;
    std::string name;
    std::string kind;  // "throne"
};

// What a board needs to know of a variant before any game: its geometry and names.
struct VariantInfo {
    std::string name;
    std::vector<std::string> aliases;
    int width = 0, height = 0;
    bool algebraic = false;  // moves written c3-d4 rather than numbered
    bool white_first = true;
    std::string start_fen;
    int pdn_gametype = 0;      // 0 where none exists
    bool blitz_rules = false;  // the blitz rule set applies (engine/rule_set.hpp)
    // The squares that play, rank by rank from White's far side, files from White's left.
    std::vector<BoardSquare> squares;
    // Games played on the points of a line pattern (Alquerque): every segment between
    // neighbouring points, as pairs of square numbers.
    bool points = false;
    std::vector<std::pair<int, int>> lines;
    std::vector<SpecialSquare> special;
};

struct BoardPiece {
    int square = 0;
    bool white = true;
    bool king = false;
};

struct PlayedMove {
    std::string pdn;  // as PDN writes it (the variant's notation)
    std::string hub;
};

struct BoardMove {
    int from = 0, to = 0;
    std::vector<int> path;      // the landing squares of the capture route, or just `to`
    std::vector<int> captured;  // in increasing order
    std::string pdn, hub;
    bool promotes = false;
};

// A game replayed by the rules, as the web board shows it.
struct GameView {
    std::string variant;
    std::string start_fen;
    bool standard_start = true;
    std::string fen, readable_fen;
    bool white_to_move = true;
    std::vector<BoardPiece> pieces;  // White's, then Black's
    std::vector<PlayedMove> history;
    std::vector<BoardMove> legal;  // none once the rules have ended the game
    int white_half_points = -1;    // 2: White won, 1: a draw, 0: Black won; -1: ongoing
    std::string result;            // result_text (engine/engine.hpp): "2-0", "1/2-1/2", ...; "*"
    std::string reason;            // why it ended
    int pdn_gametype = 0;
    // The rule set, and the draw the side to move may claim under it (blitz 12): the
    // clause ("12d", empty if none) and what entitles it.
    RuleSet rules = RuleSet::standard;
    std::string claim_clause, claim_reason;
    bool over() const { return white_half_points >= 0; }
};

// How the web board's game is played: under which rule set, and whether the side to move
// at the end has claimed the draw the blitz rules give it.
struct ReplayRules {
    RuleSet rules = RuleSet::standard;
    bool claimed = false;
};

struct TuneSettings {
    int iterations = 50;
    int step = 8;
    std::vector<std::string> fixed;  // weights kept as they are
    double lambda = 1;
    double regularization = 0;
};

// Texel tuning on a set of positions (eval/tuner.hpp): positions go in one by one, then
// run() fits the weights.
class VariantTuner {
public:
    virtual ~VariantTuner() = default;
    // Throws NotationError if the variant does not read the FEN.
    virtual void add(std::string_view fen, double points, double score) = 0;
    // Prints the fit on `out` (positions, K, errors, the weights as C++ text) and each
    // round on `log`; returns the weights' text (the comment line and the weights).
    virtual std::string run(const TuneSettings& settings, std::ostream& out, std::ostream& log) = 0;
};

struct PatternTrainSettings {
    int epochs = 20;
    int batch = 512;
    double learning_rate = 1.0;  // centi-men per Adam step at the start
    double l2 = 1e-4;
    double lambda = 0.5;  // the result's share in each target; the rest is the search score
    double validation = 0.05;
    std::size_t validation_count = 0;  // if not 0: the last this many positions are held out
    std::uint64_t seed = 1;
    bool windows = true;  // fit the windows' entries; false: kept as they start
    bool extras = true;   // fit the extras (king squares, material); false: kept as they start
    // What blends the middle-game and endgame weights: "pieces" or "men-steps"; empty:
    // the starting weights' measure, else the pieces (eval/patterns/layout.hpp).
    std::string phase;
};

// Training the learned board patterns (eval/patterns/trainer.hpp): positions go in one
// by one, then run() trains and returns the weights file (eval/patterns/file.hpp).
class VariantPatternTrainer {
public:
    virtual ~VariantPatternTrainer() = default;
    // Throws NotationError if the variant does not read the FEN.
    virtual void add(std::string_view fen, double points, double score) = 0;
    virtual std::size_t size() const = 0;
    // Start from the weights of the file at `path` instead of zeros. Throws
    // std::runtime_error saying why a file that cannot be read, one for another variant
    // or layout, or a damaged one, cannot be used.
    virtual void start_from(const std::string& path) = 0;
    // Prints K, the samples and a line per epoch on `out`; returns the file's bytes.
    virtual std::string run(const PatternTrainSettings& settings, std::ostream& out) = 0;
};

class VariantTools {
public:
    // Throws NotationError for an unknown variant (the message lists where to find them).
    static std::unique_ptr<VariantTools> create(std::string_view variant);
    // The variants by their canonical names, in the order help texts list them.
    static std::vector<std::string> names();
    // The canonical name of an alias ("normal" -> "international"); other names unchanged.
    static std::string canonical_name(std::string_view name);
    // Every weight of the evaluation's table (eval/weights.hpp), tunable or not.
    static std::vector<std::string> weight_names();

    virtual ~VariantTools() = default;

    virtual std::string_view name() const = 0;
    virtual VariantInfo info() const = 0;

    // The position as a FEN; throws NotationError.
    virtual std::string fen(std::string_view position) const = 0;
    // The position as a diagram for a terminal.
    virtual std::string diagram(std::string_view position) const = 0;
    virtual std::vector<std::string> legal_moves(std::string_view position, Duplicates duplicates,
                                                 MoveFormat format) const = 0;
    // Move paths of `depth` plies (perft.hpp); the table, if any, holds subtree counts.
    virtual std::uint64_t perft(std::string_view position, int depth, Duplicates duplicates,
                                int threads, PerftTable* table) const = 0;
    virtual std::vector<PerftDivideLine> perft_divide(std::string_view position, int depth,
                                                      Duplicates duplicates, int threads,
                                                      PerftTable* table) const = 0;
    // Whether the static evaluation sees the whole story: the side to move has no capture
    // and the opponent threatens none.
    virtual bool quiet(std::string_view fen) const = 0;

    // The game from `start` with `moves`, replayed so that repetitions and the counted
    // draw rules are judged on the whole history; then `next_move`, unless empty. Throws
    // NotationError with a message that names the move at fault ("move 3: ...", "move 3
    // '32-28': the game is over (...)", "bad position: ...", "the game is over: ...").
    // Under `rules` (ReplayRules): the rule set (NotationError where the variant has no
    // blitz rules), and a claim of the side to move at the end (NotationError if it has
    // none to make), which ends the game drawn.
    virtual GameView replay(std::string_view start, const std::vector<std::string>& moves,
                            std::string_view next_move = {}, ReplayRules rules = {}) const = 0;

    // Weights start from the variant's own table.
    virtual std::unique_ptr<VariantTuner> tuner() const = 0;
    // nullptr where the variant has no learned patterns (eval/patterns/layout.hpp).
    virtual std::unique_ptr<VariantPatternTrainer> pattern_trainer() const = 0;
};

}  // namespace kabe
