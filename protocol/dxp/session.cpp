#include "protocol/dxp/session.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>

#include "protocol/dxp/hub.hpp"

namespace kabe::dxp {

namespace {

using namespace std::chrono_literals;

}  // namespace

Session::Session(Connection& connection, Engine& engine, const SessionOptions& options)
    : connection_(connection), engine_(engine), options_(options), records_(options.pdn_path) {}

Session::~Session() {
    // A ponder search must not outlive the session its callback writes to.
    try {
        cancel_pondering();
    } catch (const std::exception& e) {
        spdlog::error("dxp: {}", e.what());
    }
}

SessionSummary Session::run() {
    spdlog::info("dxp: connected to {} as {}", connection_.peer(),
                 options_.initiator ? "Initiator" : "Follower");
    try {
        // A record that cannot be written ends the session: games after it would be lost.
        while (state_ != State::finished && !records_.failed()) {
            if (state_ == State::idle && options_.initiator) {
                propose_next_game();
                continue;
            }
            if (state_ == State::playing && our_turn()) {
                play_our_move();
                continue;
            }
            std::optional<Message> message;
            try {
                message = connection_.receive(peer_patience());
            } catch (const BadMessage& error) {
                on_bad_message(error);
                continue;
            }
            if (!message) {
                cancel_pondering();
                const auto seconds =
                    std::chrono::duration_cast<std::chrono::seconds>(peer_patience());
                chat("no message for " + std::to_string(seconds.count()) + " s: closing");
                if (state_ == State::playing || state_ == State::awaiting_end_ack)
                    finish_game(pending_outcome_, "opponent silent");
                state_ = State::finished;
                break;
            }
            on_message(*message);
        }
    } catch (const ConnectionClosed& closed) {
        cancel_pondering();
        spdlog::info("dxp: {}", closed.what());
        if (state_ == State::playing)
            finish_game(std::nullopt, "opponent disconnected");
        else if (state_ == State::awaiting_end_ack)
            finish_game(pending_outcome_, pending_reason_);
    }
    cancel_pondering();
    if (records_.failed()) {
        summary_.record_failure = records_.error() + "; session stopped after " +
                                  std::to_string(records_.size()) + " game" +
                                  (records_.size() == 1 ? "" : "s");
        try {
            summary_.record_failure += ", kept in " + records_.keep();
        } catch (const std::runtime_error& e) {
            summary_.record_failure += "; " + std::string(e.what()) + ": the games follow";
            summary_.record_failure += "\n" + records_.unwritten_text();
        }
    }
    spdlog::info("dxp: session over: {} games, +{} ={} -{} ({} unknown)", summary_.games_finished,
                 summary_.wins, summary_.draws, summary_.losses, summary_.unknown);
    if (options_.ponder)
        spdlog::info("dxp: ponder hits {}, misses {}", ponder_hits_, ponder_misses_);
    return summary_;
}

void Session::propose_next_game() {
    if (games_proposed_ >= options_.games) {
        state_ = State::finished;
        return;
    }
    const bool we_white =
        options_.our_colour == ColourChoice::white ||
        (options_.our_colour == ColourChoice::alternate && games_proposed_ % 2 == 0);
    GameRequest request;
    request.initiator_name = options_.name.substr(0, name_width);
    request.follower_colour = we_white ? Colour::black : Colour::white;
    request.minutes = options_.minutes;
    request.moves = options_.moves;
    if (options_.setup) {
        engine_.set_position(*options_.setup, {});
        request.setup = setup_from_hub(engine_.hub_position());
    }
    ++games_proposed_;
    we_play_white_ = we_white;
    connection_.send(request);
    state_ = State::awaiting_accept;
}

void Session::on_message(const Message& message) {
    spdlog::debug("dxp: received {}", describe(message));
    // Only a move (which may be the expected one) or a chat leave a ponder search running.
    if (!std::holds_alternative<MoveMessage>(message) && !std::holds_alternative<Chat>(message))
        cancel_pondering();
    std::visit(
        [this](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, GameRequest>)
                on_request(m);
            else if constexpr (std::is_same_v<T, GameAccept>)
                on_accept(m);
            else if constexpr (std::is_same_v<T, MoveMessage>)
                on_move(m);
            else if constexpr (std::is_same_v<T, GameEnd>)
                on_end(m);
            else if constexpr (std::is_same_v<T, Chat>)
                spdlog::info("dxp: {} says: {}", opponent_, m.text);
            else if constexpr (std::is_same_v<T, BackRequest>)
                on_back_request(m);
            else if constexpr (std::is_same_v<T, BackAccept>)
                spdlog::info("dxp: BACKACC {} ignored (Kabe sends no BACKREQ)", m.code);
        },
        message);
}

void Session::on_request(const GameRequest& request) {
    if (options_.initiator) return chat("error: only the Initiator sends GAMEREQ, and that is me");
    if (state_ != State::idle) return chat("error: GAMEREQ during a game; finish this game first");
    opponent_ = request.initiator_name;
    if (request.version != protocol_version) {
        connection_.send(GameAccept{options_.name.substr(0, name_width), GameAccept::bad_version});
        return;
    }
    try {
        engine_.set_position(request.setup ? hub_position(*request.setup) : "start", {});
        if (engine_.result().over) throw NotationError("the game is already over in that position");
    } catch (const NotationError& e) {
        connection_.send(
            GameAccept{options_.name.substr(0, name_width), GameAccept::not_this_game});
        chat(std::string("cannot play from that position: ") + e.what());
        return;
    }
    connection_.send(GameAccept{options_.name.substr(0, name_width), GameAccept::accepted});
    start_game(request.follower_colour == Colour::white, request.minutes, request.moves);
}

void Session::on_accept(const GameAccept& accept) {
    if (state_ != State::awaiting_accept) return chat("error: GAMEACC without a GAMEREQ");
    opponent_ = accept.follower_name;
    switch (accept.code) {
        case GameAccept::accepted:
            start_game(we_play_white_, options_.minutes, options_.moves);
            return;
        case GameAccept::not_this_game:
            spdlog::warn("dxp: {} declines game {}; proposing the next one", opponent_,
                         games_proposed_);
            state_ = State::idle;
            return;
        default:
            spdlog::warn("dxp: {} declines to play (code {})", opponent_, accept.code);
            state_ = State::finished;
    }
}

void Session::start_game(bool we_play_white, int minutes, int moves) {
    if (options_.initiator) engine_.set_position(options_.setup.value_or("start"), {});
    engine_.new_game();
    we_play_white_ = we_play_white;
    minutes_ = minutes;
    moves_limit_ = moves;
    our_seconds_used_ = 0;
    our_moves_ = 0;
    last_score_ = 0;
    pending_outcome_.reset();
    pending_reason_.clear();
    state_ = State::playing;
    spdlog::info("dxp: game {} against {}: Kabe plays {}, {} min, {} moves, from {}",
                 summary_.games_finished + 1, opponent_, we_play_white ? "White" : "Black", minutes,
                 moves, engine_.fen());
}

bool Session::our_turn() const {
    // While pondering the engine already stands after the reply we expect.
    const bool expected_on_board = pondering_ && !pondering_->hit;
    return (engine_.white_to_move() == we_play_white_) != expected_on_board;
}

std::optional<int> Session::outcome_by_rules() const {
    const EngineResult result = engine_.result();
    if (!result.over) return std::nullopt;
    // White's half points: turn them to our point of view.
    if (result.white_half_points == 1) return 0;
    return (result.white_half_points == 2) == we_play_white_ ? 1 : -1;
}

void Session::play_our_move() {
    // A ponder search that was a hit is our search now: let it use its time.
    std::optional<ThinkResult> pondered;
    double pondered_seconds = 0;
    if (pondering_ && pondering_->hit) {
        engine_.wait();
        pondered = pondering_->result;
        pondered_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - pondering_->hit_at)
                .count();
        pondering_.reset();
    }
    cancel_pondering();
    if (const auto outcome = outcome_by_rules()) {
        const int reason = *outcome == 0  ? GameEnd::draw
                           : *outcome > 0 ? GameEnd::i_win
                                          : GameEnd::i_give_up;
        return end_game_ourselves(reason, outcome, engine_.result().reason);
    }
    if (moves_limit_ > 0 && engine_.moves_played() >= 2 * moves_limit_) {
        // The agreed number of moves is played: adjudicate by the evaluation, as Scan does.
        if (last_score_ >= 300)
            return end_game_ourselves(GameEnd::i_win, 1, "move limit, adjudicated");
        if (last_score_ <= -300)
            return end_game_ourselves(GameEnd::i_give_up, -1, "move limit, adjudicated");
        return end_game_ourselves(GameEnd::unknown, std::nullopt, "move limit reached");
    }
    ThinkResult r;
    double seconds = pondered_seconds;
    if (pondered && !pondered->move.empty()) {
        r = *pondered;
    } else {
        const auto start = std::chrono::steady_clock::now();
        r = engine_.think(our_limits(), {}, MoveFormat::hub);
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    our_seconds_used_ += seconds;
    last_score_ = r.score;
    connection_.send(move_from_hub(r.move, static_cast<int>(seconds + 0.5)));
    engine_.play(r.move);
    ++our_moves_;
    spdlog::info("dxp: Kabe plays {} (score {:.2f} men, {}, {:.2f} s, {:.1f} s left{})", r.move,
                 r.score / 100.0,
                 r.from_book ? "from the book" : "depth " + std::to_string(r.depth), seconds,
                 minutes_ * 60.0 - our_seconds_used_, pondered ? ", pondered" : "");
    if (options_.ponder && !r.ponder.empty()) start_pondering(r.ponder);
}

SearchLimits Session::our_limits() const {
    SearchLimits limits;
    if (options_.move_time) {
        limits.move_time = *options_.move_time;
    } else if (minutes_ > 0) {
        limits.time = std::max(0.0, minutes_ * 60.0 - our_seconds_used_);
        if (moves_limit_ > 0) limits.moves_to_go = std::max(1, moves_limit_ - our_moves_);
    } else {
        limits.move_time = 1.0;  // no time agreed: a second a move
    }
    return limits;
}

void Session::start_pondering(const std::string& expected) {
    Pondering p;
    p.expected = expected;
    p.fen_before = engine_.fen();
    try {
        engine_.play(expected);
    } catch (const NotationError& e) {
        spdlog::warn("dxp: cannot ponder on {}: {}", expected, e.what());
        return;
    }
    // Nothing to think about if the expected reply ends the game or the agreed moves.
    if (engine_.result().over || (moves_limit_ > 0 && engine_.moves_played() >= 2 * moves_limit_)) {
        engine_.take_back_to(engine_.moves_played() - 1);
        return;
    }
    p.fen_after = engine_.fen();
    if (!referee_) referee_ = Engine::create(engine_.variant(), 1);
    SearchLimits limits = our_limits();
    limits.ponder = true;
    pondering_ = std::move(p);
    spdlog::info("dxp: pondering on {}", expected);
    engine_.start(
        limits, {}, [this](const ThinkResult& r) { pondering_->result = r; }, MoveFormat::hub);
}

bool Session::ponder_hit_by(const std::string& move) {
    // The referee replays the opponent's move from the position before the expected one:
    // the same position after it is the same move.
    try {
        referee_->set_position(pondering_->fen_before, {});
        referee_->play(move);
    } catch (const NotationError&) {
        return false;  // illegal: on_move says so once the ponder search is cancelled
    }
    return referee_->fen() == pondering_->fen_after;
}

void Session::cancel_pondering() {
    if (!pondering_) return;
    engine_.stop();
    engine_.wait();
    if (!pondering_->hit) engine_.take_back_to(engine_.moves_played() - 1);
    pondering_.reset();
}

void Session::on_move(const MoveMessage& move) {
    if (state_ != State::playing) return chat("error: MOVE outside a game");
    if (our_turn()) return chat("error: MOVE out of turn, it is my move");
    const std::string text = hub_move(move);
    if (pondering_) {
        if (!pondering_->hit && ponder_hit_by(text)) {
            // The expected reply: our clock starts now and the search goes on.
            engine_.ponder_hit();
            pondering_->hit = true;
            pondering_->hit_at = std::chrono::steady_clock::now();
            ++ponder_hits_;
            spdlog::info("dxp: {} plays {} (ponder hit)", opponent_, text);
            return;
        }
        ++ponder_misses_;
        cancel_pondering();
    }
    try {
        engine_.play(text);
    } catch (const NotationError& e) {
        chat("error: illegal move " + text + ": " + e.what());
        return end_game_ourselves(GameEnd::unknown, std::nullopt,
                                  "illegal move " + text + " by " + opponent_);
    }
    spdlog::info("dxp: {} plays {}", opponent_, text);
}

void Session::end_game_ourselves(int reason, std::optional<int> outcome, const std::string& why) {
    cancel_pondering();
    const bool last = options_.initiator && games_proposed_ >= options_.games;
    connection_.send(GameEnd{reason, last ? GameEnd::stop_entirely : GameEnd::next_game_welcome});
    pending_outcome_ = outcome;
    pending_reason_ = why;
    state_ = State::awaiting_end_ack;
}

void Session::on_end(const GameEnd& end) {
    if (state_ == State::awaiting_end_ack) {  // the acknowledgement of ours
        finish_game(pending_outcome_, pending_reason_);
    } else if (state_ == State::playing) {
        // The peer ends the game (on its move, if it follows the rules); we must agree.
        connection_.send(GameEnd{GameEnd::unknown, end.stop});
        // Its reason is from its own point of view; without one, the rules may know.
        switch (end.reason) {
            case GameEnd::i_give_up:
                finish_game(1, opponent_ + " gives up");
                break;
            case GameEnd::draw:
                finish_game(0, opponent_ + " claims a draw");
                break;
            case GameEnd::i_win:
                finish_game(-1, opponent_ + " claims the win");
                break;
            default:
                if (const auto outcome = outcome_by_rules())
                    finish_game(outcome, engine_.result().reason);
                else
                    finish_game(std::nullopt, opponent_ + " ends the game");
        }
    } else {
        spdlog::info("dxp: GAMEEND outside a game ignored");
        return;
    }
    if (end.stop == GameEnd::stop_entirely) state_ = State::finished;
}

void Session::on_back_request(const BackRequest& request) {
    if (state_ != State::playing) return connection_.send(BackAccept{BackAccept::refused});
    const bool start_black = engine_.start_fen().front() == 'B';
    const int target = (request.move_number - 1) * 2 + (request.to_move == Colour::black ? 1 : 0) -
                       (start_black ? 1 : 0);
    if (target < 0 || target > engine_.moves_played())
        return connection_.send(BackAccept{BackAccept::refused});
    engine_.take_back_to(target);
    // Our moves among those kept: the plies with our colour to move.
    our_moves_ = 0;
    for (int ply = 0; ply < target; ++ply)
        our_moves_ += ((ply + (start_black ? 1 : 0)) % 2 == 0) == we_play_white_;
    connection_.send(BackAccept{BackAccept::accepted});
    spdlog::info("dxp: took back to move {} ({} to move)", request.move_number,
                 request.to_move == Colour::white ? "White" : "Black");
}

void Session::on_bad_message(const BadMessage& error) {
    cancel_pondering();
    std::string text = std::string("error: ") + error.what();
    if (!error.text().empty()) text += " in '" + error.text().substr(0, 40) + "'";
    chat(text);
    if (state_ == State::playing)
        end_game_ourselves(GameEnd::unknown, std::nullopt, "malformed message from " + opponent_);
}

void Session::finish_game(std::optional<int> outcome, const std::string& why) {
    cancel_pondering();
    ++summary_.games_finished;
    if (!outcome)
        ++summary_.unknown;
    else if (*outcome > 0)
        ++summary_.wins;
    else if (*outcome < 0)
        ++summary_.losses;
    else
        ++summary_.draws;

    PdnGame game;
    game.site = pdn_site();
    game.round = std::to_string(summary_.games_finished);
    game.white = we_play_white_ ? options_.name : opponent_;
    game.black = we_play_white_ ? opponent_ : options_.name;
    if (!engine_.standard_start()) game.start_fen = engine_.start_fen();
    game.gametype = engine_.pdn_gametype();
    game.moves = engine_.moves_text(MoveFormat::pdn);
    if (outcome) {
        const int white_view = we_play_white_ ? *outcome : -*outcome;
        game.result = pdn_result(game.gametype, white_view + 1);
    }
    game.termination = why;
    // Moves as PDN numbers them (a game set up with Black to move starts with "1. ...").
    const bool black_first = engine_.start_fen().front() == 'B';
    const std::size_t moves = (game.moves.size() + (black_first ? 1 : 0) + 1) / 2;
    spdlog::info("dxp: game {} over: {} ({}), {} move{}", summary_.games_finished, game.result, why,
                 moves, moves == 1 ? "" : "s");
    if (!options_.pdn_path.empty() && !records_.append(game))
        spdlog::error("dxp: {}", records_.error());
    state_ = State::idle;
}

void Session::chat(const std::string& text) {
    spdlog::warn("dxp: to {}: {}", opponent_, text);
    connection_.send(Chat{text.substr(0, max_message_length - 1)});
}

std::chrono::milliseconds Session::peer_patience() const {
    switch (state_) {
        case State::playing:
            // The opponent's whole clock, and a minute on top: beyond that it has gone.
            return minutes_ > 0 ? std::chrono::milliseconds(minutes_ * 60'000 + 60'000) : 300s;
        case State::idle:
            return options_.idle_timeout;
        default:
            return 60s;
    }
}

}  // namespace kabe::dxp
