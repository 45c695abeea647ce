#include "cli/network.hpp"

#include <boost/asio/ip/address.hpp>
#include <cstdio>
#include <iostream>
#include <random>

namespace kabe::cli {

bool is_loopback_host(const std::string& host) {
    if (host == "localhost") return true;
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(host, ec);
    if (ec) return false;
    if (address.is_v6() && address.to_v6().is_v4_mapped())
        return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, address.to_v6())
            .is_loopback();
    return address.is_loopback();
}

void warn_if_exposed(std::string_view command, const std::string& host, std::string_view what) {
    if (is_loopback_host(host)) return;
    std::cerr << "kabe " << command << ": warning: listening on " << host << ": " << what
              << std::endl;
}

std::string random_token() {
    std::random_device device;
    std::string token;
    for (int i = 0; i < 4; ++i) {
        char word[9];
        std::snprintf(word, sizeof word, "%08x", static_cast<unsigned>(device()));
        token += word;
    }
    return token;
}

}  // namespace kabe::cli
