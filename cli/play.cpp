// kabe play: a game on the console, a person against Kabe, two people, or Kabe against
// itself. The board with the last move marked, the moves with their numbers, the clock
// when the game is timed, and the commands a player expects (help, undo, new, flip, hint,
// pdn, save, load, quit); the game is kept in PDN (--pdn) and printed when it ends.
// Under --rules blitz (engine/rule_set.hpp, rules.md §3.3) the console is the arbiter of
// the Estonian blitz rules: a side to move that may claim a draw (12a-d) is told so and
// may 'claim' it (Kabe claims when its search sees no more than a draw for it, the
// match runner's policy); a person's first illegal move is taken back (2: Kabe, or the
// other person, demands it), the second loses (10d); a flag loses only while the other
// side has time (10b), both flags draw (11b).

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/engine.hpp"
#include "protocol/hub/format.hpp"
#include "protocol/pdn_reader.hpp"
#include "protocol/pdn_writer.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

bool is_engine(const std::string& player) {
    if (player != "human" && player != "engine")
        throw UsageError("--white and --black are 'human' or 'engine'");
    return player == "engine";
}

// A game clock: minutes per side, plus an increment in seconds after every move.
struct ClockSetting {
    double seconds = 0;
    double increment = 0;
};

// "5" (minutes, sudden death) or "5+3" (and 3 seconds a move).
ClockSetting parse_clock(const std::string& text) {
    ClockSetting c;
    const std::size_t plus = text.find('+');
    try {
        std::size_t used = 0;
        const std::string minutes = text.substr(0, plus);
        c.seconds = std::stod(minutes, &used) * 60;
        if (used != minutes.size()) throw std::invalid_argument("minutes");
        if (plus != std::string::npos) {
            const std::string inc = text.substr(plus + 1);
            c.increment = std::stod(inc, &used);
            if (used != inc.size()) throw std::invalid_argument("increment");
        }
    } catch (const std::exception&) {
        throw UsageError("--clock is minutes per side, optionally +seconds a move (5, 3+2), not '" +
                         text + "'");
    }
    if (!(c.seconds > 0 && c.seconds <= 24 * 3600) || !(c.increment >= 0 && c.increment <= 600))
        throw UsageError("--clock: 0 to 1440 minutes and 0 to 600 seconds a move");
    return c;
}

// "1 move", "4 moves".
std::string moves_text(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " move" : " moves");
}

const char* side_name(bool white) {
    return white ? "White" : "Black";
}

const char* help_text =
    "  a move          play it (32-28, 28x19, Russian c3-d4; 'moves' lists them)\n"
    "  moves           the legal moves\n"
    "  hint            what Kabe would play here\n"
    "  claim           claim the draw the blitz rules allow now (--rules blitz, 12a-d)\n"
    "  undo            take back your last move (and Kabe's reply)\n"
    "  new             a new game from the start position\n"
    "  flip            turn the board round\n"
    "  pdn             the game so far in PDN\n"
    "  save FILE       write the game to FILE as PDN\n"
    "  load FILE       replay the first game of a PDN file and go on from there\n"
    "  help            this list\n"
    "  quit            end the session (the game is printed in PDN)\n";

class Console {
public:
    struct Setup {
        bool engine_plays[2] = {false, true};
        SearchLimits limits;
        std::optional<ClockSetting> clock;
        std::string start;  // --fen
        std::string pdn_path;
        bool flipped = false;
        int max_moves = 0;
        RuleSet rules = RuleSet::standard;
    };

    Console(Engine& engine, Setup setup) : engine_(engine), setup_(std::move(setup)) {
        flipped_ = setup_.flipped;
        reset_clock();
    }

    int run() {
        while (true) {
            show();
            const EngineResult r = engine_.result();
            const bool white = engine_.white_to_move();
            if (r.over || ruling_) {
                finish();
                // A person may still take back, start again or load; Kabe alone stops.
                if (!anyone_human() || !command_after_the_end()) return 0;
                continue;
            }
            if (setup_.max_moves > 0 && plies_this_run_ >= setup_.max_moves) {
                std::cout << "\nStopped after " << moves_text(setup_.max_moves)
                          << " (--max-moves).\n";
                print_pdn("*", "");
                return 0;
            }
            if (setup_.engine_plays[white ? 0 : 1]) {
                engine_turn(white);
            } else if (!human_turn(white)) {
                quit();
                return 0;
            }
        }
    }

private:
    bool anyone_human() const { return !setup_.engine_plays[0] || !setup_.engine_plays[1]; }

    void reset_clock() {
        ruling_.reset();
        illegal_[0] = illegal_[1] = 0;
        if (setup_.clock) left_[0] = left_[1] = setup_.clock->seconds;
    }

    // "12." before a White move, "12..." before a Black one, counted from the start.
    std::string move_number(int ply) const {
        const int n = (ply + (start_black_to_move() ? 1 : 0)) / 2 + 1;
        return std::to_string(n) + (white_moves(ply) ? "." : "...");
    }
    bool white_moves(int ply) const { return (ply + (start_black_to_move() ? 1 : 0)) % 2 == 0; }
    bool start_black_to_move() const {
        const std::string fen = engine_.start_fen();
        return !fen.empty() && (fen[0] == 'B' || fen[0] == 'b');
    }

    void show() const {
        const auto moves = engine_.moves_text(MoveFormat::pdn);
        if (!moves.empty()) {
            // The last few moves, numbered; the whole game is one 'pdn' away.
            constexpr int shown = 12;
            const int first = std::max(0, static_cast<int>(moves.size()) - shown);
            std::string line = first > 0 ? "Moves: ... " : "Moves: ";
            for (int i = first; i < static_cast<int>(moves.size()); ++i) {
                if (white_moves(i) || i == first) line += move_number(i) + ' ';
                line += moves[i] + ' ';
            }
            std::cout << '\n' << line << '\n';
        }
        std::cout << '\n' << engine_.diagram({flipped_, true});
        if (!moves.empty())
            std::cout << "  Last move: " << move_number(static_cast<int>(moves.size()) - 1) << ' '
                      << moves.back() << " (marked *)\n";
        if (setup_.clock)
            std::cout << "  Clock: White " << clock_text(left_[0]) << ", Black "
                      << clock_text(left_[1]) << '\n';
        if (const DrawClaimText claim = engine_.claimable_draw(); claim.available())
            std::cout << "  " << side_name(engine_.white_to_move())
                      << " may claim a draw: " << claim.reason << '\n';
        std::cout << std::flush;
    }

    SearchLimits limits_for(bool white) const {
        SearchLimits limits = setup_.limits;
        if (setup_.clock) {
            limits = SearchLimits{};
            limits.time = left_[white ? 0 : 1];
            if (setup_.clock->increment > 0) limits.increment = setup_.clock->increment;
        }
        return limits;
    }

    // Score in men from White's side, said as such ("+0.25 for White").
    std::string white_view(Score side_to_move_score, bool white_to_move) const {
        const Score s = white_to_move ? side_to_move_score : -side_to_move_score;
        if (s == 0) return "0.00 (level)";
        return (s > 0 ? "+" : "-") + hub::format_score(std::abs(s)) + " for " +
               (s > 0 ? "White" : "Black");
    }

    void engine_turn(bool white) {
        const int ply = engine_.moves_played();
        const auto started = std::chrono::steady_clock::now();
        const ThinkResult r = engine_.think(limits_for(white), {}, MoveFormat::pdn);
        spend(white, started);
        // The match runner's policy: claim when playing on looks no better than the draw.
        const DrawClaimText claim = engine_.claimable_draw();
        if (!ruling_ && claim.available() && r.score <= 0) {
            std::cout << side_name(white) << " (Kabe, eval " << white_view(r.score, white)
                      << ") claims a draw: " << claim.reason << '\n';
            engine_.claim_draw();
            return;
        }
        std::cout << move_number(ply) << ' ' << r.move << "  (" << side_name(white)
                  << ", Kabe: eval " << white_view(r.score, white);
        if (r.from_book)
            std::cout << ", from the book)\n";
        else
            std::cout << ", depth " << r.depth << ", " << r.nodes << " nodes)\n";
        engine_.play(r.move);
        ++plies_this_run_;
    }

    // Takes the time a side used off its clock; a flag that falls loses the game.
    void spend(bool white, std::chrono::steady_clock::time_point started) {
        if (!setup_.clock) return;
        double& left = left_[white ? 0 : 1];
        left -= std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (left <= 0) {
            left = 0;
            const bool other_has_time = left_[white ? 1 : 0] > 0;
            if (flag_verdict(setup_.rules, other_has_time) == FlagVerdict::draw)
                ruling_ = Ruling{1, "both flags fell (blitz 11b)"};
            else
                ruling_ = Ruling{white ? 0 : 2,
                                 std::string(side_name(white)) + "'s time ran out" +
                                     (setup_.rules == RuleSet::blitz ? " (blitz 10b)" : "")};
        } else {
            left += setup_.clock->increment;
        }
    }

    // Reads the person's input until a move is played; false on quit or end of input.
    bool human_turn(bool white) {
        const auto started = std::chrono::steady_clock::now();
        const int ply = engine_.moves_played();
        while (true) {
            const auto legal = engine_.legal_moves(MoveFormat::pdn);
            const bool claimable = engine_.claimable_draw().available();
            const auto read = ask(move_number(ply) + ' ' + side_name(white) + " to move (e.g. " +
                                  (legal.empty() ? "32-28" : legal.front()) +
                                  (claimable ? "; 'claim' claims the draw" : "") +
                                  "; 'help' lists the commands): ");
            if (!read) return false;
            const std::string line = *read;
            const Command c = command(line);
            if (c == Command::quit) return false;
            if (c == Command::redraw) return true;  // the board changed (undo, new, load, flip)
            if (c == Command::done) continue;
            try {
                engine_.play(line);
            } catch (const NotationError& e) {
                std::cout << e.what() << '\n';
                if (setup_.rules == RuleSet::blitz && looks_like_a_move(line)) {
                    int& earlier = illegal_[white ? 0 : 1];
                    std::cout << "Illegal move: " << illegal_move_note(setup_.rules, earlier)
                              << ".\n";
                    if (illegal_move_loses(setup_.rules, earlier)) {
                        spend(white, started);
                        ruling_ = Ruling{white ? 0 : 2, std::string(side_name(white)) +
                                                            " made a second illegal move "
                                                            "(blitz 10d)"};
                        return true;
                    }
                    ++earlier;
                }
                continue;
            }
            spend(white, started);
            const auto moves = engine_.moves_text(MoveFormat::pdn);
            std::cout << move_number(ply) << ' ' << moves.back() << "  (" << side_name(white)
                      << ")\n";
            ++plies_this_run_;
            return true;
        }
    }

    enum class Command { none, done, redraw, quit };

    // A command of the prompt, or none if the line is not one (then it is a move).
    Command command(const std::string& line) {
        std::istringstream words(line);
        std::string word, arg;
        words >> word;
        std::getline(words, arg);
        arg = trim(arg);
        if (word == "quit" || word == "exit") return Command::quit;
        if (word == "help" || word == "?") {
            std::cout << help_text;
            return Command::done;
        }
        if (word == "moves") {
            for (const auto& m : engine_.legal_moves(MoveFormat::pdn)) std::cout << ' ' << m;
            std::cout << '\n';
            return Command::done;
        }
        if (word == "hint") {
            hint();
            return Command::done;
        }
        if (word == "undo") return undo() ? Command::redraw : Command::done;
        if (word == "claim") return claim() ? Command::redraw : Command::done;
        if (word == "new") {
            engine_.set_position(setup_.start, {});
            engine_.new_game();
            reset_clock();
            std::cout << "New game.\n";
            return Command::redraw;
        }
        if (word == "flip") {
            flipped_ = !flipped_;
            return Command::redraw;
        }
        if (word == "pdn") {
            std::cout << pdn_text();
            return Command::done;
        }
        if (word == "save") {
            if (arg.empty()) {
                std::cout << "save needs a file name: save game.pdn\n";
                return Command::done;
            }
            std::ofstream out(arg);
            if (!(out << pdn_text()) || !out.flush())
                std::cout << "cannot write " << arg << '\n';
            else
                std::cout << "Saved to " << arg << ".\n";
            return Command::done;
        }
        if (word == "load") {
            if (arg.empty()) {
                std::cout << "load needs a file name: load game.pdn\n";
                return Command::done;
            }
            return load(arg) ? Command::redraw : Command::done;
        }
        return Command::none;
    }

    void hint() {
        const bool white = engine_.white_to_move();
        SearchLimits limits = limits_for(white);
        if (setup_.clock) {  // a hint costs the clock nothing: a short look
            limits = SearchLimits{};
            limits.move_time = 1.0;
        }
        const ThinkResult r = engine_.think(limits, {}, MoveFormat::pdn);
        if (r.move.empty()) {
            std::cout << "No legal move.\n";
            return;
        }
        std::cout << "Hint: " << r.move << " (eval " << white_view(r.score, white) << ", depth "
                  << r.depth << ")\n";
    }

    // Back to the person's previous turn: their last move and Kabe's reply since.
    bool undo() {
        int plies = engine_.moves_played();
        if (plies == 0) {
            std::cout << "Nothing to take back.\n";
            return false;
        }
        int back = 1;
        // Kabe replied since the person's last move: take both back.
        const bool kabe_moved_last = setup_.engine_plays[engine_.white_to_move() ? 1 : 0];
        if (kabe_moved_last && anyone_human() && plies >= 2) back = 2;
        engine_.take_back_to(plies - back);
        ruling_.reset();
        std::cout << "Took back " << moves_text(back) << ".\n";
        return true;
    }

    // The side to move claims the draw the blitz rules give it (12a-d).
    bool claim() {
        const DrawClaimText claim = engine_.claimable_draw();
        if (!claim.available()) {
            std::cout << (setup_.rules == RuleSet::blitz
                              ? "No draw can be claimed here (blitz 12a-d).\n"
                              : "Draws are claimed under the blitz rules (--rules blitz).\n");
            return false;
        }
        engine_.claim_draw();
        return true;
    }

    // A line a person meant as a move (squares and separators), not a mistyped command:
    // only such a line is an illegal move under the blitz rules.
    static bool looks_like_a_move(const std::string& line) {
        bool digit = false;
        for (const char c : line) {
            if (std::isdigit(static_cast<unsigned char>(c)))
                digit = true;
            else if (!std::strchr("abcdefghijklABCDEFGHIJKL-x:", c))
                return false;
        }
        return digit;
    }

    bool load(const std::string& path) {
        PdnRecord game;
        try {
            game = read_pdn_file(path);
        } catch (const PdnError& e) {
            std::cout << e.what() << '\n';
            return false;
        }
        const std::string variant = game.tag("Variant");
        if (!variant.empty() && variant != engine_.variant()) {
            std::cout << path << " is a game of " << variant << "; this console plays "
                      << engine_.variant() << " (--variant)\n";
            return false;
        }
        try {
            engine_.set_position(game.tag("FEN", "start"), game.moves);
        } catch (const NotationError& e) {
            // The moves before the bad one stay played.
            std::cout << path << ": " << e.what() << " (kept the "
                      << moves_text(engine_.moves_played()) << " before it)\n";
            reset_clock();
            return true;
        }
        reset_clock();
        std::cout << "Loaded " << moves_text(game.moves.size()) << " from " << path << ".\n";
        return true;
    }

    // After the end: undo, new and load go on; anything else (or the end of input) ends.
    bool command_after_the_end() {
        while (true) {
            const auto line =
                ask("Game over: 'undo', 'new', 'load FILE', 'pdn', 'save FILE' or 'quit': ");
            if (!line) return false;
            const Command c = command(*line);
            if (c == Command::quit) return false;
            if (c == Command::redraw) {
                finished_ = false;
                return true;
            }
            if (c == Command::none) std::cout << "The game is over; 'help' lists the commands.\n";
        }
    }

    std::string current_result() const {
        const int points =
            ruling_ ? ruling_->white_half_points : engine_.result().white_half_points;
        return pdn_result(engine_.pdn_gametype(), points);
    }
    std::string current_reason() const {
        if (ruling_) return ruling_->reason;
        return engine_.result().reason;
    }

    void finish() {
        if (finished_) return;
        finished_ = true;
        std::cout << "\nGame over: " << current_result() << ", " << current_reason() << ".\n";
        print_pdn(current_result(), current_reason());
    }

    void quit() {
        std::cout << '\n';
        print_pdn(current_result(), current_reason());
    }

    std::string pdn_text(const std::string& result, const std::string& reason) const {
        PdnGame pdn;
        pdn.event = "Kabe console";
        pdn.white = setup_.engine_plays[0] ? "Kabe" : "Human";
        pdn.black = setup_.engine_plays[1] ? "Kabe" : "Human";
        if (!engine_.standard_start()) pdn.start_fen = engine_.start_fen();
        pdn.moves = engine_.moves_text(MoveFormat::pdn);
        pdn.result = result;
        pdn.termination = reason;
        pdn.gametype = engine_.pdn_gametype();
        pdn.variant = std::string(engine_.variant());
        if (setup_.clock) {
            std::ostringstream tc;
            tc << setup_.clock->seconds << '+' << setup_.clock->increment;
            pdn.time_control = tc.str();
        }
        return to_pdn(pdn);
    }
    std::string pdn_text() const { return pdn_text(current_result(), current_reason()); }

    // The game on the console, and appended to --pdn where given.
    void print_pdn(const std::string& result, const std::string& reason) {
        std::cout << '\n' << pdn_text(result, reason) << std::flush;
        if (setup_.pdn_path.empty()) return;
        std::ofstream out(setup_.pdn_path, std::ios::app);
        if (!(out << pdn_text(result, reason) << '\n') || !out.flush())
            std::cout << "cannot write " << setup_.pdn_path << "; the game is printed above\n";
    }

    // Prints the prompt and reads the next line that is not blank; nothing at the end of
    // the input.
    static std::optional<std::string> ask(const std::string& prompt) {
        while (true) {
            std::cout << prompt << std::flush;
            std::string line;
            if (!std::getline(std::cin, line)) return std::nullopt;
            line = trim(line);
            if (!line.empty()) return line;
        }
    }

    static std::string trim(const std::string& s) {
        const auto first = s.find_first_not_of(" \t\r\n");
        if (first == std::string::npos) return "";
        return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
    }

    Engine& engine_;
    Setup setup_;
    bool flipped_ = false;
    double left_[2] = {0, 0};
    // A result the clock or the arbiter gave, not the position: a flag, a second illegal
    // move (blitz 10d).
    struct Ruling {
        int white_half_points = 1;
        std::string reason;
    };
    std::optional<Ruling> ruling_;
    int illegal_[2] = {0, 0};  // blitz: illegal moves taken back, per side
    bool finished_ = false;
    int plies_this_run_ = 0;
};

}  // namespace

int run_play(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, white, black, clock, pdn;
    int max_moves = 0, strength = Engine::max_strength;
    bool flip = false;
    SearchOptions search;
    add_variant_option(options, variant);
    add_position_option(options, fen, "start position");
    options.add_options()("white", po::value(&white)->default_value("human"), "human or engine")(
        "black", po::value(&black)->default_value("engine"), "human or engine")(
        "clock", po::value(&clock),
        "a game clock: minutes per side, optionally +seconds a move (5, 3+2); Kabe plays to "
        "it, and a side whose time runs out loses")(
        "pdn", po::value(&pdn), "append the game to this PDN file when it ends")(
        "flip", po::bool_switch(&flip), "show the board from Black's side")(
        "max-moves", po::value(&max_moves)->default_value(0),
        "stop after this many moves (plies) in all; 0: play to the end")(
        "strength", po::value(&strength)->default_value(Engine::max_strength),
        "engine strength, 0 (weakest) to 20 (full)");
    std::string rules;
    add_rules_option(options, rules);
    search.add_to(options);
    EvalOptions eval;
    eval.add_to(options);
    BookOptions book;
    book.add_to(options);
    EgdbOptions egdb;
    egdb.add_to(options);
    po::variables_map vm;
    if (!parse("play",
               "[--white human|engine] [--black human|engine] [--movetime S (default 1)] "
               "[--clock M+I] [--pdn FILE] ...",
               options, args, vm))
        return 0;
    Console::Setup setup;
    setup.engine_plays[0] = is_engine(white);
    setup.engine_plays[1] = is_engine(black);
    if (strength < 0 || strength > Engine::max_strength) throw UsageError("--strength is 0 to 20");
    if (max_moves < 0) throw UsageError("--max-moves must be 0 or more");
    if (!clock.empty()) {
        if (search.any()) throw UsageError("--clock or --depth/--movetime/--nodes, not both");
        setup.clock = parse_clock(clock);
    }
    // The record is checked before the first move, not lost after the last.
    if (!pdn.empty() && !std::ofstream(pdn, std::ios::app))
        throw UsageError("cannot write --pdn " + pdn);
    setup.limits = search.limits(1.0);
    setup.start = fen;
    setup.pdn_path = pdn;
    setup.flipped = flip;
    setup.max_moves = max_moves;
    setup.rules = rule_set(rules);

    const auto engine = Engine::create(variant);
    try {
        engine->set_rule_set(setup.rules);
    } catch (const NotationError& e) {
        throw UsageError(std::string("--rules: ") + e.what());
    }
    engine->set_strength(strength);
    engine->set_threads(search.threads);
    eval.apply(*engine);
    book.apply(*engine);
    egdb.apply(*engine);
    engine->set_position(fen, {});
    return Console(*engine, std::move(setup)).run();
}

}  // namespace kabe::cli
