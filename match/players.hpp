#pragma once
// The two kinds of players in `kabe match`: a Hub engine run as a child process (fresh for
// every game), and a DXP engine reached over TCP, for which the runner is the Initiator
// and relays the other player's moves. The runner asks each for moves in turn.

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/dxp/connection.hpp"
#include "protocol/hub/client.hpp"

namespace kabe::match {

class Player {
public:
    virtual ~Player() = default;
    // A new game from `start_hub` after `moves`; `plays_white` says this player's colour.
    // Throws EngineFailure.
    virtual void start_game(const std::string& start_hub, const std::vector<std::string>& moves,
                            bool plays_white, int minutes) = 0;
    // This player's move; `level` is what a Hub engine is told about the limits.
    virtual EngineMove think(const std::string& start_hub, const std::vector<std::string>& moves,
                             const std::vector<std::string>& level,
                             std::chrono::steady_clock::time_point deadline) = 0;
    // The opponent played `hub_move` (after this player's think, in game order).
    virtual void opponent_moved(const std::string& /*hub_move*/) {}
    // Think on the opponent's time: `moves` end with the reply this player expects, and
    // `level` is what it will be told when the reply comes (`kabe match --ponder`). The
    // next think() gets the game's real moves. Players that cannot ponder ignore it.
    virtual void ponder(const std::string& /*start_hub*/, const std::vector<std::string>& /*moves*/,
                        const std::vector<std::string>& /*level*/) {}
    // The game is over; `points` for this player (2 win, 1 draw, 0 loss, -1 unknown),
    // `to_move`: whether this player was to move at the end; `last`: no game follows.
    virtual void end_game(int /*points*/, bool /*to_move*/, bool /*last*/) {}
};

class HubPlayer final : public Player {
public:
    explicit HubPlayer(const EngineSpec& spec);
    void start_game(const std::string&, const std::vector<std::string>&, bool, int) override;
    EngineMove think(const std::string& start_hub, const std::vector<std::string>& moves,
                     const std::vector<std::string>& level,
                     std::chrono::steady_clock::time_point deadline) override;
    void ponder(const std::string& start_hub, const std::vector<std::string>& moves,
                const std::vector<std::string>& level) override;

private:
    HubClient client_;
    std::optional<std::vector<std::string>> pondering_;  // the moves of the ponder search
};

// One connection for the whole match (DXP engines play one game at a time); reconnects
// for the next game if the connection broke.
class DxpPlayer final : public Player {
public:
    DxpPlayer(std::string host, int port, std::string our_name);
    // Opens the connection now (the runner checks its engines before game 1); throws
    // EngineFailure if the engine cannot be reached. start_game() calls it too.
    void connect();
    void start_game(const std::string& start_hub, const std::vector<std::string>& moves,
                    bool plays_white, int minutes) override;
    EngineMove think(const std::string& start_hub, const std::vector<std::string>& moves,
                     const std::vector<std::string>& level,
                     std::chrono::steady_clock::time_point deadline) override;
    void opponent_moved(const std::string& hub_move) override;
    void end_game(int points, bool to_move, bool last) override;

private:
    std::optional<dxp::Message> receive_until(std::chrono::steady_clock::time_point deadline);

    std::string host_;
    int port_;
    std::string our_name_;
    std::unique_ptr<dxp::Connection> connection_;
    bool game_closed_ = false;  // the GAMEEND handshake of this game is done
};

// "dxp://HOST:PORT" for a DXP engine, anything else is a Hub engine's command.
bool is_dxp_address(const std::string& command);
std::pair<std::string, int> dxp_endpoint(const std::string& address);

}  // namespace kabe::match
