#include "match/players.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "engine/engine.hpp"
#include "protocol/dxp/hub.hpp"

namespace kabe::match {

namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

bool is_dxp_address(const std::string& command) {
    return command.rfind("dxp://", 0) == 0;
}

std::pair<std::string, int> dxp_endpoint(const std::string& address) {
    return dxp::parse_endpoint(address.substr(6), "127.0.0.1");
}

HubPlayer::HubPlayer(const EngineSpec& spec) : client_(spec) {
    client_.start(std::chrono::seconds(30));
}

void HubPlayer::start_game(const std::string&, const std::vector<std::string>&, bool, int) {
    client_.new_game();
}

EngineMove HubPlayer::think(const std::string& start_hub, const std::vector<std::string>& moves,
                            const std::vector<std::string>& level, Clock::time_point deadline) {
    if (pondering_) {
        const bool hit = *pondering_ == moves;
        pondering_.reset();
        if (hit) return client_.ponder_hit(deadline);
        client_.stop_pondering(deadline);
    }
    return client_.think(start_hub, moves, level, deadline);
}

void HubPlayer::ponder(const std::string& start_hub, const std::vector<std::string>& moves,
                       const std::vector<std::string>& level) {
    client_.ponder(start_hub, moves, level);
    pondering_ = moves;
}

DxpPlayer::DxpPlayer(std::string host, int port, std::string our_name)
    : host_(std::move(host)), port_(port), our_name_(std::move(our_name)) {}

std::optional<dxp::Message> DxpPlayer::receive_until(Clock::time_point deadline) {
    while (true) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return std::nullopt;
        try {
            auto message = connection_->receive(left);
            if (message && std::holds_alternative<dxp::Chat>(*message)) {
                spdlog::info("match: DXP engine says: {}", std::get<dxp::Chat>(*message).text);
                continue;
            }
            return message;
        } catch (const dxp::BadMessage& e) {
            throw EngineFailure(std::string("malformed DXP message: ") + e.what() + " '" +
                                e.text() + "'");
        } catch (const dxp::ConnectionClosed& e) {
            connection_.reset();
            throw EngineFailure(std::string("DXP connection lost: ") + e.what());
        }
    }
}

void DxpPlayer::connect() {
    if (connection_) return;
    try {
        connection_ = dxp::connect_to(host_, port_);
    } catch (const std::exception& e) {
        throw EngineFailure(std::string("cannot reach the DXP engine: ") + e.what());
    }
}

void DxpPlayer::start_game(const std::string& start_hub, const std::vector<std::string>& moves,
                           bool plays_white, int minutes) {
    connect();
    // The opening's moves are played already: the game starts from the position after them.
    auto referee = Engine::create("international", 1);
    referee->set_position(start_hub, moves);
    const std::string hub = referee->hub_position();
    dxp::GameRequest request;
    request.initiator_name = our_name_;
    request.follower_colour = plays_white ? dxp::Colour::white : dxp::Colour::black;
    request.minutes = std::clamp(minutes, 1, 999);
    request.moves = 0;  // the runner adjudicates long games itself
    request.setup = dxp::setup_from_hub(hub);
    try {
        connection_->send(request);
    } catch (const dxp::ConnectionClosed& e) {
        connection_.reset();
        throw EngineFailure(std::string("DXP connection lost: ") + e.what());
    }
    const auto reply = receive_until(Clock::now() + std::chrono::seconds(30));
    if (!reply) throw EngineFailure("no GAMEACC within 30 s");
    const auto* accept = std::get_if<dxp::GameAccept>(&*reply);
    if (!accept) throw EngineFailure("expected GAMEACC, got " + dxp::describe(*reply));
    if (accept->code != dxp::GameAccept::accepted)
        throw EngineFailure("the DXP engine declined the game (code " +
                            std::to_string(accept->code) + ")");
    game_closed_ = false;
}

EngineMove DxpPlayer::think(const std::string&, const std::vector<std::string>&,
                            const std::vector<std::string>&, Clock::time_point deadline) {
    if (!connection_) throw EngineFailure("DXP connection lost");
    const auto message = receive_until(deadline);
    if (!message) throw EngineFailure("no DXP move before the deadline");
    if (const auto* move = std::get_if<dxp::MoveMessage>(&*message)) {
        EngineMove result;
        result.move = dxp::hub_move(*move);
        return result;
    }
    if (const auto* end = std::get_if<dxp::GameEnd>(&*message)) {
        connection_->send(dxp::GameEnd{dxp::GameEnd::unknown, end->stop});
        game_closed_ = true;
        throw EngineFailure("the DXP engine ended the game (GAMEEND reason " +
                            std::to_string(end->reason) + ") in a position the rules do not end");
    }
    throw EngineFailure("expected a MOVE, got " + dxp::describe(*message));
}

void DxpPlayer::opponent_moved(const std::string& hub_move_text) {
    if (!connection_) return;
    try {
        connection_->send(dxp::move_from_hub(hub_move_text));
    } catch (const dxp::ConnectionClosed& e) {
        connection_.reset();
    }
}

void DxpPlayer::end_game(int points, bool to_move, bool last) {
    if (!connection_ || game_closed_) return;
    const int stop = last ? dxp::GameEnd::stop_entirely : dxp::GameEnd::next_game_welcome;
    try {
        if (to_move) {
            // The DXP engine is to move: it ends the game (or, not seeing the end, moves,
            // after which we may end it).
            const auto message = receive_until(Clock::now() + std::chrono::seconds(10));
            if (message && std::holds_alternative<dxp::GameEnd>(*message)) {
                connection_->send(dxp::GameEnd{dxp::GameEnd::unknown, stop});
                return;
            }
        }
        // Our side ends it, with the result from our side's view (the DXP engine's opposite).
        const int reason = points < 0    ? dxp::GameEnd::unknown
                           : points == 2 ? dxp::GameEnd::i_give_up
                           : points == 1 ? dxp::GameEnd::draw
                                         : dxp::GameEnd::i_win;
        connection_->send(dxp::GameEnd{reason, stop});
        const auto ack = receive_until(Clock::now() + std::chrono::seconds(10));
        if (!ack || !std::holds_alternative<dxp::GameEnd>(*ack))
            spdlog::warn("match: the DXP engine did not acknowledge GAMEEND");
    } catch (const std::exception& e) {
        spdlog::warn("match: DXP game end: {}", e.what());
        connection_.reset();
    }
    if (last) connection_.reset();
}

}  // namespace kabe::match
