#include "match/runner.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "engine/engine.hpp"
#include "engine/tools.hpp"

namespace kabe::match {

namespace {

using Clock = std::chrono::steady_clock;

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// A reason on one line (engines' output can span several), cut to a readable length: it
// goes into a progress line and a PDN tag.
std::string one_line(std::string text) {
    for (char& c : text)
        if (c == '\n' || c == '\r') c = ' ';
    constexpr std::size_t limit = 400;
    if (text.size() > limit) text = text.substr(0, limit) + "...";
    return text;
}

// The comment a move gets in the PDN, as cutechess writes it: the mover's score in men
// and the depth of its last info line, then the time the move took ("-0.35/15 0.92s");
// "book" for the depth of a move from the engine's opening book ("+0.12/book 0.00s").
std::string move_comment(const EngineMove& move, double seconds) {
    std::string text;
    if (move.score) text = (*move.score > 0 ? "+" : "") + format_fixed(*move.score, 2);
    if (move.book)
        text += "/book";
    else if (move.depth)
        text += "/" + std::to_string(*move.depth);
    if (!text.empty()) text += ' ';
    return text + format_fixed(seconds, 2) + "s";
}

// The referee: Kabe's own rules, with the smallest table (it never searches).
std::unique_ptr<Engine> make_referee(const std::string& variant) {
    return Engine::create(variant, 1);
}

}  // namespace

TimeControl TimeControl::parse_clock(std::string_view text) {
    const auto plus = text.find('+');
    const std::string minutes(text.substr(0, plus));
    const std::string inc =
        plus == std::string_view::npos ? "0" : std::string(text.substr(plus + 1));
    TimeControl tc;
    tc.kind = Kind::clock;
    std::size_t used_m = 0, used_i = 0;
    try {
        tc.base = std::stod(minutes, &used_m) * 60;
        tc.increment = std::stod(inc, &used_i);
    } catch (const std::exception&) {
        used_m = 0;
    }
    if (used_m != minutes.size() || used_i != inc.size() || !(tc.base > 0) || tc.increment < 0)
        throw std::invalid_argument("bad time control '" + std::string(text) +
                                    "': MINUTES+INCREMENT, e.g. 1+0.1");
    return tc;
}

std::string TimeControl::describe() const {
    switch (kind) {
        case Kind::move_time:
            return format_fixed(move_time, 3) + " s/move";
        case Kind::clock:
            return format_fixed(base / 60, 2) + " min + " + format_fixed(increment, 2) + " s";
        case Kind::depth:
            return "depth " + std::to_string(depth);
        case Kind::nodes:
            return std::to_string(nodes) + " nodes";
    }
    return {};
}

std::vector<Opening> builtin_openings(const std::string& variant) {
    const auto referee = make_referee(variant);
    std::vector<Opening> out;
    referee->set_position("start", {});
    for (const auto& first : referee->legal_moves(MoveFormat::hub)) {
        referee->set_position("start", {first});
        for (const auto& reply : referee->legal_moves(MoveFormat::hub))
            out.push_back({"start", {first, reply}});
    }
    return out;
}

std::vector<Opening> read_openings(const std::string& path, const std::string& variant) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read openings file " + path);
    const auto referee = make_referee(variant);
    std::vector<Opening> out;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        line.erase(std::min(line.find('#'), line.size()));  // a comment, to the end of the line
        line.erase(line.find_last_not_of(" \t\r") + 1);
        const auto w = words(line);
        if (w.empty()) continue;
        Opening opening;
        if (line.find(':') != std::string::npos || (w.size() == 1 && w[0].size() > 40))
            opening.position = line;
        else
            opening.moves = w;
        try {
            referee->set_position(opening.position, opening.moves);
        } catch (const NotationError& e) {
            throw std::runtime_error(path + ":" + std::to_string(number) + ": " + e.what());
        }
        out.push_back(opening);
    }
    if (out.empty()) throw std::runtime_error(path + ": no openings");
    return out;
}

MatchRunner::MatchRunner(MatchOptions options)
    : options_(std::move(options)), records_(options_.pdn_path), site_(pdn_site()) {
    openings_ = options_.openings.empty() ? builtin_openings(options_.variant) : options_.openings;
    if (options_.sprt) sprt_.emplace(*options_.sprt);
    for (int e = 0; e < 2; ++e) {
        const auto& argv = options_.engines[e].argv;
        if (argv.empty() || !is_dxp_address(argv[0])) continue;
        const auto [host, port] = dxp_endpoint(argv[0]);
        dxp_players_[e] = std::make_unique<DxpPlayer>(host, port, "kabe match");
        options_.concurrency = 1;  // a DXP engine plays one game at a time
    }
}

std::optional<std::pair<int, std::string>> MatchRunner::adjudicate(
    const std::vector<double>& scores, int plies) const {
    const int n = options_.adjudication_plies;
    if (static_cast<int>(scores.size()) < n) return std::nullopt;
    const auto last = scores.end() - n;
    const auto all = [&](auto predicate) { return std::all_of(last, scores.end(), predicate); };
    if (const auto s = options_.resign_score) {
        if (all([&](double v) { return v >= *s; }))
            return std::pair{
                2, "adjudicated: both engines see White " + format_fixed(*s, 2) + " men ahead"};
        if (all([&](double v) { return v <= -*s; }))
            return std::pair{
                0, "adjudicated: both engines see Black " + format_fixed(*s, 2) + " men ahead"};
    }
    if (const auto d = options_.draw_score; d && plies >= options_.draw_after) {
        if (all([&](double v) { return std::abs(v) <= *d; }))
            return std::pair{1,
                             "adjudicated a draw: scores within " + format_fixed(*d, 2) + " men"};
    }
    return std::nullopt;
}

int MatchRunner::dxp_minutes() const {
    const TimeControl& tc = options_.time_control;
    switch (tc.kind) {
        case TimeControl::Kind::clock:
            return static_cast<int>(std::ceil(tc.base / 60));
        case TimeControl::Kind::move_time:
            return static_cast<int>(std::ceil(tc.move_time * options_.max_plies / 2 / 60));
        default:
            return 10;
    }
}

void MatchRunner::check_outputs() const {
    try {
        if (!options_.pdn_path.empty()) check_writable(options_.pdn_path);
    } catch (const std::runtime_error& e) {
        throw SetupError(std::string("--pdn: ") + e.what());
    }
    if (options_.live_path.empty()) return;
    try {
        check_writable(options_.live_path);
        // The live file is written beside itself and renamed: that file must work too.
        const std::string partial = options_.live_path + ".part";
        check_writable(partial);
        std::remove(partial.c_str());
    } catch (const std::runtime_error& e) {
        throw SetupError(std::string("--live: ") + e.what());
    }
}

void MatchRunner::check_engines() {
    for (int e = 0; e < 2; ++e) {
        const std::string& name = options_.engines[e].name;
        try {
            if (dxp_players_[e]) {
                dxp_players_[e]->connect();
            } else {
                // The same start as every game's (set-param, init): a refused parameter
                // fails here, once, instead of in every game.
                HubClient client(options_.engines[e]);
                client.start(std::chrono::seconds(30));
            }
        } catch (const EngineFailure& failure) {
            std::string why = failure.summary();
            if (why.rfind(name + ": ", 0) == 0) why.erase(0, name.size() + 2);
            throw SetupError("engine " + name + " cannot start: " + one_line(why));
        }
    }
}

MatchScore MatchRunner::run(std::ostream& out) {
    check_outputs();
    check_engines();
    std::atomic<int> next{0};
    const auto worker = [&] {
        for (int i; (i = next++) < options_.games && !stop_;) {
            announce(i, out);
            record(i, play_game(i), out);
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, options_.concurrency); ++t) threads.emplace_back(worker);
    worker();
    for (auto& t : threads) t.join();
    return finish(out);
}

MatchScore MatchRunner::finish(std::ostream& out) {
    const std::lock_guard lock(mutex_);
    out << score_line(options_.engines[0].name, options_.engines[1].name, score_) << '\n'
        << elo_line(score_) << '\n';
    if (sprt_) out << sprt_line(sprt_->report(score_), sprt_->settings()) << '\n';
    out.flush();
    if (!failure_.empty()) {
        const std::size_t games = records_.size();
        failure_ +=
            "; match stopped after " + std::to_string(games) + " game" + (games == 1 ? "" : "s");
        try {
            if (games > 0) failure_ += ", kept in " + records_.keep();
        } catch (const std::runtime_error& e) {
            // Nowhere left to write: the games go to stdout, the one stream still open.
            failure_ += "; " + std::string(e.what()) + ": the games follow on stdout";
            out << records_.unwritten_text() << std::flush;
        }
    }
    return score_;
}

void MatchRunner::output_failed(const std::string& what) {
    const std::lock_guard lock(failure_mutex_);
    if (failure_.empty()) failure_ = what;
    stop_ = true;
}

void MatchRunner::announce(int game_index, std::ostream& out) {
    const int white = game_index % 2;
    const std::lock_guard lock(mutex_);
    out << "Started game " << game_index + 1 << " of " << options_.games << " ("
        << options_.engines[white].name << " vs " << options_.engines[1 - white].name << ")\n"
        << std::flush;
}

std::vector<std::string> MatchRunner::level_lines(double clock) const {
    const TimeControl& tc = options_.time_control;
    switch (tc.kind) {
        case TimeControl::Kind::move_time:
            return {"level move-time=" + format_fixed(tc.move_time, 3)};
        case TimeControl::Kind::clock:
            // The time before this move's increment: Hub engines add it themselves (P-H5).
            return {"level time=" + format_fixed(std::max(0.0, clock), 3) +
                    " inc=" + format_fixed(tc.increment, 3)};
        case TimeControl::Kind::depth:
            return {"level depth=" + std::to_string(tc.depth)};
        case TimeControl::Kind::nodes:
            return {"level nodes=" + std::to_string(tc.nodes)};
    }
    return {};
}

Clock::duration MatchRunner::answer_time(double clock) const {
    const TimeControl& tc = options_.time_control;
    double seconds = 300;  // depth and nodes
    if (tc.kind == TimeControl::Kind::move_time)
        seconds = tc.move_time + 5;
    else if (tc.kind == TimeControl::Kind::clock)
        seconds = std::max(0.0, clock) + tc.increment + options_.flag_tolerance + 2;
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// The ponder move goes to the engine as the referee writes it (so that the reply it is
// compared with is written alike), and only if it is legal: an engine asked to ponder on
// an illegal move would answer `error` and lose a game the runner set up wrongly.
void MatchRunner::ponder_on(Player& player, Engine& referee, const std::string& start,
                            const std::string& expected, const std::vector<std::string>& level) {
    const int plies = referee.moves_played();
    std::vector<std::string> moves;
    try {
        referee.play(expected);
        moves = referee.moves_text(MoveFormat::hub);
    } catch (const NotationError&) {
        return;  // not a legal reply: no pondering this move
    }
    const bool ends_the_game = referee.result().over;
    referee.take_back_to(plies);
    // Hub engines are never asked to search a position where the game is over.
    if (!ends_the_game) player.ponder(start, moves, level);
}

GameOutcome MatchRunner::play_game(int game_index) {
    const Opening& opening = openings_[(game_index / 2) % openings_.size()];
    GameOutcome outcome;
    outcome.white = game_index % 2;  // engine 0 has White in even games
    const auto engine_with = [&](bool white) { return white ? outcome.white : 1 - outcome.white; };
    const auto loses = [&](int engine, const std::string& why) {
        outcome.points_for_white = engine == outcome.white ? 0 : 2;
        outcome.termination = one_line(why);
    };

    const auto referee = make_referee(options_.variant);
    referee->set_rule_set(options_.rules);
    referee->set_position(opening.position, {});
    const std::string start = referee->hub_position();
    for (const auto& m : opening.moves) referee->play(m);
    // One per move; the opening's moves have none.
    std::vector<std::string> comments(static_cast<std::size_t>(referee->moves_played()));
    // The game's record as it stands (result "*" while it goes on).
    const auto record_now = [&](const std::string& result) {
        PdnGame game;
        game.event = options_.rules == RuleSet::blitz ? "kabe match (blitz rules)" : "kabe match";
        game.site = site_;
        game.round = std::to_string(game_index + 1);
        game.white = options_.engines[outcome.white].name;
        game.black = options_.engines[1 - outcome.white].name;
        if (!referee->standard_start()) game.start_fen = referee->start_fen();
        game.gametype = referee->pdn_gametype();
        game.moves = referee->moves_text(MoveFormat::pdn);
        game.comments = comments;
        game.result = result;
        game.time_control = options_.time_control.describe();
        return game;
    };
    write_live(game_index, record_now("*"), false);

    std::unique_ptr<HubPlayer> hub_players[2];
    Player* players[2] = {nullptr, nullptr};
    const std::vector<std::string> opening_moves = referee->moves_text(MoveFormat::hub);
    bool started = true;
    for (int e = 0; e < 2 && started; ++e) {
        try {
            if (dxp_players_[e]) {
                players[e] = dxp_players_[e].get();
            } else {
                hub_players[e] = std::make_unique<HubPlayer>(options_.engines[e]);
                players[e] = hub_players[e].get();
            }
            players[e]->start_game(start, opening_moves, e == outcome.white, dxp_minutes());
        } catch (const EngineFailure& failure) {
            loses(e, options_.engines[e].name + " failed to start: " + failure.what());
            started = false;
        }
    }
    const TimeControl& tc = options_.time_control;
    double clock[2] = {tc.base, tc.base};
    std::vector<double> recent_scores;  // White's view, one per move, newest last
    int illegal[2] = {0, 0};            // blitz: illegal moves taken back, per engine
    std::string retake_note[2];         // the comment of the move that replaced one
    while (started) {
        if (const EngineResult r = referee->result(); r.over) {
            outcome.points_for_white = r.white_half_points;
            outcome.termination = r.reason;
            break;
        }
        if (referee->moves_played() >= options_.max_plies) {
            outcome.points_for_white = 1;
            outcome.termination = "adjudicated a draw at the length limit (--max-plies " +
                                  std::to_string(options_.max_plies) + ")";
            break;
        }
        const int e = engine_with(referee->white_to_move());
        const std::string& name = options_.engines[e].name;
        const std::vector<std::string> level = level_lines(clock[e]);
        const auto deadline = Clock::now() + answer_time(clock[e]);
        const auto started_at = Clock::now();
        EngineMove move;
        try {
            move = players[e]->think(start, referee->moves_text(MoveFormat::hub), level, deadline);
        } catch (const EngineFailure& failure) {
            loses(e, name + " failed: " + failure.what() + " (position " + referee->fen() + ")");
            break;
        }
        const double used = std::chrono::duration<double>(Clock::now() - started_at).count();
        if (tc.kind == TimeControl::Kind::clock) {
            clock[e] += tc.increment - used;
            if (clock[e] < -options_.flag_tolerance) {
                const bool other_has_time = clock[1 - e] >= -options_.flag_tolerance;
                if (flag_verdict(options_.rules, other_has_time) == FlagVerdict::draw) {
                    outcome.points_for_white = 1;
                    outcome.termination = "both flags fell (blitz 11b)";
                } else {
                    loses(e, name + " lost on time" +
                                 (options_.rules == RuleSet::blitz ? " (blitz 10b)" : ""));
                }
                break;
            }
        } else if (tc.kind == TimeControl::Kind::move_time &&
                   used > tc.move_time + 1 + options_.flag_tolerance) {
            loses(e, name + " took " + format_fixed(used, 2) + " s for a " +
                         format_fixed(tc.move_time, 2) + " s move");
            break;
        }
        // Blitz 12: the engine may claim a draw instead of moving; it does when its own
        // score says playing on is worth no more (docs/match.md).
        if (const DrawClaimText claim = referee->claimable_draw();
            claim.available() && move.score && *move.score <= 0) {
            referee->claim_draw();
            outcome.points_for_white = 1;
            outcome.termination = name + " claimed a draw (score " + format_fixed(*move.score, 2) +
                                  "): " + claim.reason;
            break;
        }
        if (move.move.empty()) {
            loses(e,
                  name + " gave no move in a position with legal moves (" + referee->fen() + ")");
            break;
        }
        try {
            referee->play(move.move);
        } catch (const NotationError& error) {
            const std::string what = "illegal move " + move.move + " by " + name + " in " +
                                     referee->fen() + ": " + error.what();
            if (illegal_move_loses(options_.rules, illegal[e])) {
                loses(e, what + (options_.rules == RuleSet::blitz ? " (second: blitz 10d)" : ""));
                break;
            }
            // Blitz 2: the referee demands it back and the engine moves again.
            ++illegal[e];
            if (tc.kind == TimeControl::Kind::clock) clock[e] -= tc.increment;  // no move made
            retake_note[e] = "after an illegal " + move.move + " taken back (blitz 2)";
            continue;
        }
        comments.push_back(move_comment(move, used));
        if (!retake_note[e].empty()) {
            comments.back() += ", " + retake_note[e];
            retake_note[e].clear();
        }
        players[1 - e]->opponent_moved(referee->moves_text(MoveFormat::hub).back());
        if (options_.ponder && move.ponder && !referee->result().over) {
            try {
                ponder_on(*players[e], *referee, start, *move.ponder, level_lines(clock[e]));
            } catch (const EngineFailure& failure) {
                loses(e,
                      name + " failed: " + failure.what() + " (position " + referee->fen() + ")");
                break;
            }
        }
        write_live(game_index, record_now("*"), false);
        // Score adjudication: White's view of what the mover reported.
        if (move.score) {
            const double white_view = referee->white_to_move() ? -*move.score : *move.score;
            recent_scores.push_back(white_view);
        } else {
            recent_scores.clear();  // a move without a score breaks the agreement
        }
        if (const auto verdict = adjudicate(recent_scores, referee->moves_played())) {
            outcome.points_for_white = verdict->first;
            outcome.termination = verdict->second;
            break;
        }
    }
    // Close the game with the players that keep a connection (the DXP GAMEEND handshake).
    const bool last = game_index + 1 >= options_.games || stop_;
    for (int e = 0; e < 2; ++e) {
        if (!players[e]) continue;
        const int points =
            e == outcome.white ? outcome.points_for_white : 2 - outcome.points_for_white;
        players[e]->end_game(points, referee->white_to_move() == (e == outcome.white), last);
    }

    outcome.record = record_now(pdn_result(referee->pdn_gametype(), outcome.points_for_white));
    outcome.record.termination = outcome.termination;
    write_live(game_index, outcome.record, true);
    return outcome;
}

void MatchRunner::write_live(int game_index, const PdnGame& game, bool finished) {
    if (options_.live_path.empty()) return;
    const std::lock_guard lock(live_mutex_);
    if (live_failed_) return;
    // Finished games leave when another game moves: the file shows what is being played.
    std::erase_if(
        live_, [&](const auto& entry) { return entry.second.second && entry.first != game_index; });
    live_[game_index] = {game, finished};
    live_[game_index].first.variant = VariantTools::canonical_name(options_.variant);
    std::string text;
    for (const auto& [index, entry] : live_) text += to_pdn(entry.first) + '\n';
    // Written beside the file and renamed over it, so a reader never sees half a game.
    const std::string partial = options_.live_path + ".part";
    errno = 0;
    std::ofstream file(partial, std::ios::trunc);
    file << text;
    file.flush();
    if (file) file.close();
    std::string error;
    if (!file)
        error = "cannot write " + partial + ": " + std::strerror(errno);
    else if (std::rename(partial.c_str(), options_.live_path.c_str()) != 0)
        error =
            "cannot rename " + partial + " to " + options_.live_path + ": " + std::strerror(errno);
    if (error.empty()) return;
    live_failed_ = true;
    output_failed("--live: " + error);
}

void MatchRunner::record(int game_index, const GameOutcome& outcome, std::ostream& out) {
    const std::lock_guard lock(mutex_);
    const int points = outcome.white == 0 ? outcome.points_for_white : 2 - outcome.points_for_white;
    if (points == 2)
        ++score_.wins;
    else if (points == 0)
        ++score_.losses;
    else
        ++score_.draws;
    ++finished_;
    out << "Finished game " << game_index + 1 << " (" << outcome.record.white << " vs "
        << outcome.record.black << "): " << outcome.record.result << " {" << outcome.termination
        << "}\n"
        << score_line(options_.engines[0].name, options_.engines[1].name, score_) << '\n'
        << std::flush;
    // Without --pdn the games are kept only for a --live file that may fail.
    const bool kept = !options_.pdn_path.empty() || !options_.live_path.empty();
    if (kept && !records_.append(outcome.record)) output_failed("--pdn: " + records_.error());
    if (sprt_ && sprt_->decided(score_)) stop_ = true;
}

}  // namespace kabe::match
