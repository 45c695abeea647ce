// kabe dxp: play over DamExchange, as TCP server or client and as Initiator or Follower.

#include <spdlog/spdlog.h>

#include <iostream>

#include "cli/cli.hpp"
#include "cli/network.hpp"
#include "cli/options.hpp"
#include "protocol/dxp/connection.hpp"
#include "protocol/dxp/session.hpp"
#include "protocol/pdn_writer.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

// 0, or 1 with the one line that says why the session stopped and where its games are.
int finished(const dxp::SessionSummary& summary) {
    if (summary.record_failure.empty()) return 0;
    std::cerr << "kabe dxp: " << summary.record_failure << '\n';
    return 1;
}

}  // namespace

int run_dxp(const Args& args) {
    po::options_description options("options");
    std::string listen, connect, colour, pdn, name, fen;
    int games = 1, minutes = 5, moves = 75, connections = 0;
    int idle_timeout = dxp::default_idle_timeout_s;
    std::size_t hash_mb = 64;
    options.add_options()("listen", po::value(&listen)->implicit_value("127.0.0.1:27531"),
                          "wait for connections on [HOST:]PORT (default 127.0.0.1:27531; port 0 "
                          "picks a free one, printed on stdout)")("connect", po::value(&connect),
                                                                  "connect to HOST:PORT")(
        "initiator", "propose the games (GAMEREQ); otherwise follow the peer's proposals")(
        "games", po::value(&games)->default_value(1), "games to propose (Initiator)")(
        "time", po::value(&minutes)->default_value(5), "minutes per player per game (Initiator)")(
        "moves", po::value(&moves)->default_value(75),
        "moves per game, the time control and move limit (Initiator; 0: no limit)")(
        "colour", po::value(&colour)->default_value("alternate"),
        "Kabe's colour: white, black or alternate (Initiator)");
    add_position_option(options, fen, "start the games from this position (Initiator)",
                        /*start_by_default=*/false);
    options.add_options()("pdn", po::value(&pdn), "append finished games to this PDN file")(
        "name", po::value(&name)->default_value("Kabe 0.1.0"), "name sent to the peer");
    add_hash_option(options, hash_mb, 64);
    options.add_options()("movetime", po::value<double>(),
                          "Kabe's seconds per move, whatever the clock (quick matches, tests)")(
        "ponder", "think on the opponent's time (on the reply Kabe expects)")(
        "connections", po::value(&connections)->default_value(0),
        "with --listen: stop after this many connections (0: serve forever)")(
        "idle-timeout", po::value(&idle_timeout)->default_value(idle_timeout),
        "seconds a peer may stay silent between games before it is dropped (1 to 86400)");
    EgdbOptions egdb;
    egdb.add_to(options);
    BookOptions book;
    book.add_to(options);
    po::variables_map vm;
    if (!parse("dxp", "--listen [HOST:]PORT | --connect HOST:PORT [--initiator] ...", options, args,
               vm))
        return 0;
    if (listen.empty() == connect.empty()) throw UsageError("give one of --listen or --connect");
    if (games < 1 || games > 10000) throw UsageError("--games must be 1 to 10000");
    if (minutes < 0 || minutes > 999) throw UsageError("--time must be 0 to 999 minutes");
    if (moves < 0 || moves > 999) throw UsageError("--moves must be 0 to 999");
    check_hash_mb(hash_mb);
    if (idle_timeout < 1 || idle_timeout > 86400)
        throw UsageError("--idle-timeout must be 1 to 86400 seconds");
    if (name.empty() || name.size() > dxp::name_width || name.front() == ' ')
        throw UsageError("--name must be 1 to 32 characters, not starting with a blank");
    dxp::SessionOptions session;
    session.name = name;
    session.initiator = vm.count("initiator") > 0;
    session.games = games;
    session.minutes = minutes;
    session.moves = moves;
    if (colour == "white")
        session.our_colour = dxp::ColourChoice::white;
    else if (colour == "black")
        session.our_colour = dxp::ColourChoice::black;
    else if (colour != "alternate")
        throw UsageError("--colour is white, black or alternate");
    if (!fen.empty()) session.setup = fen;
    if (vm.count("movetime")) {
        const double seconds = vm["movetime"].as<double>();
        if (!(seconds > 0 && seconds < 1e6))
            throw UsageError("--movetime must be a positive number of seconds");
        session.move_time = seconds;
    }
    // The record is checked before the first game, not found unwritable after it.
    if (!pdn.empty()) {
        try {
            check_writable(pdn);
        } catch (const std::runtime_error& e) {
            throw UsageError(std::string("--pdn: ") + e.what());
        }
    }
    session.pdn_path = pdn;
    session.ponder = vm.count("ponder") > 0;
    session.idle_timeout = std::chrono::seconds(idle_timeout);

    const auto engine = Engine::create("international", hash_mb);
    egdb.apply(*engine);
    book.apply(*engine);
    if (session.setup) engine->set_position(*session.setup, {});  // a bad FEN fails here, early

    std::pair<std::string, int> endpoint;
    try {
        endpoint = dxp::parse_endpoint(listen.empty() ? connect : listen, "127.0.0.1");
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string(listen.empty() ? "--connect: " : "--listen: ") + e.what());
    }
    if (!connect.empty()) {
        std::unique_ptr<dxp::Connection> connection;
        try {
            connection = dxp::connect_to(endpoint.first, endpoint.second);
        } catch (const std::runtime_error& e) {
            throw UsageError(e.what());
        }
        return finished(dxp::Session(*connection, *engine, session).run());
    }
    std::unique_ptr<dxp::Listener> listener;
    try {
        listener = std::make_unique<dxp::Listener>(endpoint.first, endpoint.second);
    } catch (const std::runtime_error& e) {
        throw UsageError(e.what());
    }
    warn_if_exposed("dxp", endpoint.first,
                    "any machine that can reach it may connect and play (DXP has no password)");
    std::cout << "listening on " << endpoint.first << ':' << listener->port() << std::endl;
    for (int served = 0; connections == 0 || served < connections; ++served) {
        const auto connection = listener->accept();
        if (const int code = finished(dxp::Session(*connection, *engine, session).run()))
            return code;
    }
    return 0;
}

}  // namespace kabe::cli
