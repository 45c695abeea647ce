// kabe gui: the web board (docs/gui.md). Serves the embedded page and its JSON API on
// 127.0.0.1 by default: the engine is for the person at this machine, not the network.
// Another address is warned about and needs a token on every API call.

#include <boost/asio/ip/address.hpp>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <thread>

#include "cli/cli.hpp"
#include "cli/network.hpp"
#include "gui/server/server.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

extern "C" void on_signal(int) {
    // Only async-signal-safe work here: stop() would lock; quit at once instead. The
    // server holds nothing that needs saving.
    std::_Exit(0);
}

}  // namespace

int run_gui(const Args& args) {
    po::options_description options("options");
    std::string host;
    int port = 8080;
    bool open = false;
    std::string watch, token;
    options.add_options()("port", po::value(&port)->default_value(8080),
                          "TCP port (0: any free one, printed at start)")(
        "host", po::value(&host)->default_value("127.0.0.1"),
        "address to listen on (127.0.0.1: this machine only; 0.0.0.0 opens it to the network)")(
        "open", po::bool_switch(&open), "open the page in the default browser (xdg-open)")(
        "watch", po::value(&watch),
        "show the last game of this PDN file as it grows (kabe match --live FILE)")(
        "token", po::value(&token),
        "every API call must carry this token (default off 127.0.0.1: a random one, printed)");
    po::variables_map vm;
    if (!parse("gui", "[--port 8080] [--host 127.0.0.1] [--open] [--watch FILE] [--token T]",
               options, args, vm))
        return 0;
    if (port < 0 || port > 65535) throw UsageError("--port is 0 to 65535");

    {
        // Checked first, so that a mistyped address is not blamed on the port.
        boost::system::error_code ec;
        boost::asio::ip::make_address(host, ec);
        if (ec)
            throw UsageError("--host '" + host +
                             "' is not an IPv4 or IPv6 address (e.g. 127.0.0.1, ::1, 0.0.0.0)");
    }
    if (vm.count("token") &&
        (token.empty() ||
         token.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN"
                                 "OPQRSTUVWXYZ0123456789-_.~") != std::string::npos))
        throw UsageError("--token must be letters, digits and - _ . ~ (it travels in the URL)");
    // Off this machine the page's API could be driven by anyone on the network: a token
    // (in the printed address) makes only those who were given it.
    if (token.empty() && !is_loopback_host(host)) token = random_token();
    std::unique_ptr<kabe::gui::GuiServer> bound;
    try {
        bound = std::make_unique<kabe::gui::GuiServer>(host, static_cast<unsigned short>(port));
    } catch (const std::runtime_error& e) {
        // A port in use or a bad address: the user's to fix, so a usage error (exit 2).
        throw UsageError(std::string(e.what()) +
                         " (another program on that port? --port 0 takes a free one)");
    }
    kabe::gui::GuiServer& server = *bound;
    server.watch(watch);
    server.require_token(token);
    const std::string shown_host = host == "0.0.0.0" ? "127.0.0.1" : host;
    const std::string url =
        "http://" +
        (shown_host.find(':') != std::string::npos ? "[" + shown_host + "]" : shown_host) + ":" +
        std::to_string(server.port()) + "/" + (token.empty() ? "" : "?token=" + token);
    warn_if_exposed("gui", host,
                    "other machines can reach it; every API call needs the token of the address "
                    "below");
    std::cout << "Kabe's board is at " << url << "  (Ctrl-C stops the server)" << std::endl;
    if (!watch.empty()) std::cout << "Watching " << watch << std::endl;
    // A page closed in the middle of an answer must not kill the server (asio also sends
    // with MSG_NOSIGNAL; this covers any other write).
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    if (open) {
        // The browser is started in the background; failing to start it is not an error.
        const std::string command = "xdg-open '" + url + "' >/dev/null 2>&1 &";
        if (std::system(command.c_str()) != 0)
            std::cerr << "could not start a browser; open " << url << " yourself\n";
    }
    server.run();
    return 0;
}

}  // namespace kabe::cli
