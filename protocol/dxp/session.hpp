#pragma once
// One DXP connection, in either role (protocols.md §3.4): the Initiator proposes games
// with GAMEREQ, the Follower accepts them; moves alternate; the side to move ends a game
// with GAMEEND and the other acknowledges it. Kabe plays with its own engine and checks
// every incoming move against the rules.
//
// Anything wrong from the peer (a malformed message, an illegal move, a message out of
// turn) is answered with a CHAT that explains it and, in a game, the end of that game;
// never with a crash. A peer that disconnects ends the session.

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "engine/engine.hpp"
#include "protocol/dxp/connection.hpp"
#include "protocol/pdn_log.hpp"
#include "protocol/pdn_writer.hpp"

namespace kabe::dxp {

enum class ColourChoice { white, black, alternate };

// SessionOptions::idle_timeout unless told otherwise (kabe dxp --idle-timeout).
inline constexpr int default_idle_timeout_s = 120;

struct SessionOptions {
    std::string name = "Kabe 0.1.0";
    bool initiator = false;
    // As Initiator: the games to propose and their conditions.
    int games = 1;
    int minutes = 5;  // thinking time per player for the whole game
    int moves = 75;   // moves for the game (the time control); 0: no limit
    ColourChoice our_colour = ColourChoice::alternate;  // Kabe's colour in the games
    std::optional<std::string> setup;  // a start position (FEN or Hub), else the standard one
    // Where finished games are appended; empty: nowhere. A write that fails ends the
    // session (SessionSummary::record_failure).
    std::string pdn_path;
    // Seconds per move for Kabe, whatever the clock (quick matches and tests).
    std::optional<double> move_time;
    // Think on the opponent's time: after each of our moves, search the position after
    // the reply we expect; if the opponent plays it, that search goes on as ours.
    bool ponder = false;
    // How long a peer may stay silent between games (before its first GAMEREQ, or the
    // next one) before the connection is closed: a peer that connects and says nothing
    // must not hold a server that serves one connection at a time.
    std::chrono::seconds idle_timeout{default_idle_timeout_s};
};

struct SessionSummary {
    int games_finished = 0;
    int wins = 0, draws = 0, losses = 0, unknown = 0;
    // Why the session stopped early, and where its games are kept, when the PDN file could
    // not be written ("cannot write x.pdn: ...; ... kept in /tmp/x.pdn.rescue-123");
    // empty if it did not fail.
    std::string record_failure;
};

class Session {
public:
    Session(Connection& connection, Engine& engine, const SessionOptions& options);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;
    // Plays until the match is over, the peer stops, or the connection closes.
    SessionSummary run();

private:
    enum class State { idle, awaiting_accept, playing, awaiting_end_ack, finished };

    void propose_next_game();
    void on_message(const Message& message);
    void on_request(const GameRequest& request);
    void on_accept(const GameAccept& accept);
    void on_move(const MoveMessage& move);
    void on_end(const GameEnd& end);
    void on_back_request(const BackRequest& request);
    void on_bad_message(const BadMessage& error);

    void start_game(bool we_play_white, int minutes, int moves);
    bool our_turn() const;
    // The result by the rules from our point of view (+1, 0, -1), if the game is over.
    std::optional<int> outcome_by_rules() const;
    void play_our_move();
    SearchLimits our_limits() const;
    // Pondering: starts a search on the expected reply (played on the engine for the
    // time being); on the opponent's move, either goes on with it (a hit) or is cancelled.
    void start_pondering(const std::string& expected);
    bool ponder_hit_by(const std::string& move);
    // Stops a ponder search that is not a hit and takes its expected move back. Safe to
    // call at any time; every path that leaves the game or changes the position calls it.
    void cancel_pondering();
    // Ends the current game from our side (we are to move): GAMEEND, then its ack.
    void end_game_ourselves(int reason, std::optional<int> outcome, const std::string& why);
    // Records the result: `outcome` from our point of view (+1 win, 0 draw, -1 loss,
    // nothing if unknown).
    void finish_game(std::optional<int> outcome, const std::string& why);
    void chat(const std::string& text);
    std::chrono::milliseconds peer_patience() const;

    Connection& connection_;
    Engine& engine_;
    SessionOptions options_;
    SessionSummary summary_;
    PdnLog records_;  // the games of this session: options_.pdn_path, memory if it fails
    State state_ = State::idle;
    int games_proposed_ = 0;
    int last_stop_code_ = GameEnd::next_game_welcome;

    // The game in progress.
    bool we_play_white_ = true;
    std::string opponent_ = "opponent";
    int minutes_ = 0, moves_limit_ = 0;
    double our_seconds_used_ = 0;
    int our_moves_ = 0;
    Score last_score_ = 0;
    std::optional<int> pending_outcome_;  // the result our own GAMEEND claimed
    std::string pending_reason_;

    // The ponder search in progress (at most one). The referee is a second engine that
    // checks the opponent's move against the expected one while the first one searches.
    struct Pondering {
        std::string expected;
        std::string fen_before, fen_after;  // around the expected move
        bool hit = false;
        std::chrono::steady_clock::time_point hit_at;
        ThinkResult result;  // written by the search thread when it ends
    };
    std::optional<Pondering> pondering_;
    std::unique_ptr<Engine> referee_;
    int ponder_hits_ = 0, ponder_misses_ = 0;
};

}  // namespace kabe::dxp
