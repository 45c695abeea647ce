#pragma once
// The engine facade: one object per variant behind a runtime interface, so that the
// protocols (Hub, console, bench) need no templates. Moves cross this boundary as text.
//
// think() searches on the caller's thread, start() on a thread of its own; stop() and
// ponder_hit() may be called from any thread while a search runs. Everything else must
// not overlap a search (call wait() first).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_set.hpp"
#include "eval/score.hpp"
#include "movegen/plain_types.hpp"
#include "search/limits.hpp"

namespace kabe {

namespace book {
class Book;  // book/book.hpp
}

struct ThinkInfo {
    int depth = 0;
    double mean_depth = 0;
    Score score = 0;  // centi-men, side to move's point of view
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<std::string> pv;
    bool from_book = false;  // the move (pv) came from the opening book, unsearched
};

struct ThinkResult {
    std::string move;    // empty: no legal move
    std::string ponder;  // empty: none expected
    Score score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool from_book = false;  // the move came from the opening book
};

// A game's result as every front end and record writes it, in the convention of the
// variant's PDN GameType: the FMJD's 2-0 / 1-1 / 0-2 for International draughts (GameType
// 20), 1-0 / 1/2-1/2 / 0-1 for every other game; `white_half_points` as EngineResult has
// it (2, 1, 0; anything else: "*"). PDN's Result tag is the same (pdn_result).
inline std::string result_text(int gametype, int white_half_points) {
    const bool fmjd = gametype == 20;
    switch (white_half_points) {
        case 2:
            return fmjd ? "2-0" : "1-0";
        case 1:
            return fmjd ? "1-1" : "1/2-1/2";
        case 0:
            return fmjd ? "0-2" : "0-1";
        default:
            return "*";
    }
}

struct EngineResult {
    bool over = false;
    // result_text and the reason: "2-0: Black has no legal move" (International),
    // "1/2-1/2: threefold repetition" (Russian); "" if ongoing.
    std::string description;
    std::string reason;          // "Black has no legal move", ...; "" if ongoing
    int white_half_points = -1;  // 2: White won, 1: a draw, 0: Black won; -1: ongoing
};

// A draw the side to move may claim (blitz 12, movegen/blitz_claims.hpp).
struct DrawClaimText {
    std::string clause;  // "12b", "12c", "12d"; empty: no claim
    std::string reason;  // what entitles it
    bool available() const { return !clause.empty(); }
};

// How Engine::diagram() draws the board: White at the bottom unless `flipped`; with
// `mark_last_move` the squares the last move left and reached are marked.
struct DiagramStyle {
    bool flipped = false;
    bool mark_last_move = false;
};

class Engine {
public:
    using InfoCallback = std::function<void(const ThinkInfo&)>;

    // Throws NotationError for an unknown variant.
    static std::unique_ptr<Engine> create(std::string_view variant, std::size_t hash_mb = 64);
    virtual ~Engine() = default;

    virtual std::string_view variant() const = 0;
    // The variant's PDN GameType number (rules.md §0.4); 0 where none exists.
    virtual int pdn_gametype() const = 0;

    // The position as the start position ("start", a Hub string or a FEN) and the moves
    // played since. Throws NotationError; the moves before a bad one stay played (as Scan).
    virtual void set_position(std::string_view position, const std::vector<std::string>& moves) = 0;
    // Plays one more move (any accepted notation); throws NotationError if not legal.
    virtual void play(std::string_view move) = 0;
    virtual EngineResult result() const = 0;
    // The rule set (engine/rule_set.hpp); the game so far is replayed under it, and the
    // search scores the blitz claims. Throws NotationError for blitz where the variant has
    // no such rules (supports_blitz).
    virtual void set_rule_set(RuleSet rules) = 0;
    virtual RuleSet rule_set() const = 0;
    virtual bool supports_blitz() const = 0;
    // The draw the side to move may claim now, and claiming it (the game ends drawn);
    // claim_draw throws NotationError when there is none.
    virtual DrawClaimText claimable_draw() const = 0;
    virtual void claim_draw() = 0;
    // Takes moves back: keeps the first `plies` moves of the game (at most those played).
    virtual void take_back_to(int plies) = 0;
    virtual std::string fen() const = 0;
    // The FEN for people to read: algebraic squares where the variant writes them so
    // (Russian `W:Wc3:Bd6`), else as fen().
    virtual std::string readable_fen() const = 0;
    virtual std::string start_fen() const = 0;
    // Whether the game started from the variant's standard start position.
    virtual bool standard_start() const = 0;
    // The current position as a Hub string (W or B, then one letter per square).
    virtual std::string hub_position() const = 0;
    // The moves of the game from its start, in the given notation.
    virtual std::vector<std::string> moves_text(MoveFormat format) const = 0;
    // The board as text (movegen's Notation::diagram).
    virtual std::string diagram(DiagramStyle style = {}) const = 0;
    virtual std::vector<std::string> legal_moves(MoveFormat format) const = 0;
    virtual int moves_played() const = 0;
    virtual bool white_to_move() const = 0;

    virtual void new_game() = 0;
    virtual void set_hash_mb(std::size_t megabytes) = 0;
    // Search threads (Lazy SMP), 1 to max_threads; a node-limited search (weaker
    // strength levels, `nodes`) uses one.
    virtual void set_threads(int threads) = 0;
    virtual int threads() const = 0;
    static constexpr int max_threads = 64;
    // 0 (weakest) to max_strength (full strength): weaker levels cap the nodes searched.
    virtual void set_strength(int level) = 0;
    static constexpr int max_strength = 20;
    // The evaluation: the hand-made terms plus the variant's learned board patterns
    // (docs/eval.md; the default where the binary has them), or the hand-made terms alone.
    // Not while a search runs.
    virtual bool has_learned_eval() const = 0;
    virtual void set_learned_eval(bool on) = 0;
    virtual bool learned_eval() const = 0;
    // Learned patterns from a weights file (`kabe train`) in place of the built-in ones,
    // and in use. Throws std::runtime_error saying why the file does not load (not for
    // this variant, damaged, ...); the evaluation is then unchanged.
    virtual void load_learned_eval(const std::string& path) = 0;

    // The opening book (book/book.hpp, docs/book.md): a search for a move to play (not
    // analyze, ponder or infinite) in a position of the book answers at once with one of
    // its moves within `margin` centi-men of the best, chosen at random. nullptr (the
    // default): no book. Throws std::runtime_error for a book of another variant.
    virtual void set_book(std::shared_ptr<const book::Book> book, Score margin = 0) = 0;
    // Endgame databases for the search to probe (docs/egdb.md): the variant's slices in
    // `dir` of at most `pieces` pieces, with `cache_mb` MiB for their decompressed codes:
    // held whole if they fit (the 2-5 piece International ones take 405 MB), else held
    // compressed with a cache of that size for the blocks the search decompresses; an
    // empty `dir`: none. Throws std::runtime_error saying why they do not load (no such
    // directory, a damaged file, a variant the databases do not serve); the engine keeps
    // the ones it had. Not while a search runs.
    static constexpr std::size_t default_egdb_cache_mb = 512;
    virtual void load_egdb(const std::string& dir, int pieces, std::size_t cache_mb) = 0;
    // The most pieces of a position the search probes (0: no databases).
    virtual int egdb_pieces() const = 0;

    using DoneCallback = std::function<void(const ThinkResult&)>;

    virtual ThinkResult think(const SearchLimits& limits, const InfoCallback& on_info,
                              MoveFormat format = MoveFormat::hub) = 0;
    // Searches in the background; on_done is called on the search thread at the end.
    virtual void start(const SearchLimits& limits, const InfoCallback& on_info,
                       const DoneCallback& on_done, MoveFormat format = MoveFormat::hub) = 0;
    // Waits for a search started by start() to end (returns at once if none runs).
    virtual void wait() = 0;
    virtual void stop() = 0;
    virtual void ponder_hit() = 0;
};

// The evaluation an engine plays with: what `--eval` and `--eval-file` choose.
struct EvalChoice {
    bool learned = true;  // with the learned patterns, where the variant has them
    std::string file;     // the patterns from this weights file; empty: the built-in ones

    // Throws std::runtime_error when the file does not load.
    void apply(Engine& engine) const {
        if (!file.empty()) engine.load_learned_eval(file);
        engine.set_learned_eval(learned);
    }
    // "learned", "hand" or the file: how a data file's header records it.
    std::string name() const { return !learned ? "hand" : file.empty() ? "learned" : file; }
};

// Node cap of a strength level below full strength (doubles every two levels: level 0
// searches about 200 nodes, level 19 about 150 000).
std::uint64_t strength_node_limit(int level);

}  // namespace kabe
