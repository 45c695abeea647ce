// Round trips as properties: in positions of every variant reached by random playouts
// from the start (fixed seeds), every text Kabe writes reads back as what it wrote:
// FEN (numeric and algebraic squares) and Hub position strings, each legal move in Hub
// and PDN form, Hub moves through the client numbering of notation=pydraughts
// (protocol/hub/dialect.hpp), and international moves as DXP MOVE messages.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <type_traits>
#include <variant>

#include "movegen/variants.hpp"
#include "protocol/dxp/message.hpp"
#include "protocol/hub/dialect.hpp"

namespace kabe::round_trip_test {
namespace {

constexpr int playouts = 12;   // per variant
constexpr int max_plies = 90;  // per playout

struct Counts {
    int positions = 0, moves = 0;
};

template <class Rules>
void check_position(const Position<Rules>& pos) {
    using N = Notation<Rules>;
    const std::string fen = N::to_fen(pos);
    const std::string hub = N::to_hub(pos);
    ASSERT_EQ(N::to_fen(N::parse_fen(fen)), fen) << Rules::name;
    ASSERT_EQ(N::to_hub(N::parse_fen(fen)), hub) << Rules::name << ' ' << fen;
    ASSERT_EQ(N::to_hub(N::parse_hub(hub)), hub) << Rules::name << ' ' << fen;
    ASSERT_EQ(N::to_fen(N::parse_position(hub)), fen) << Rules::name << ' ' << hub;
    ASSERT_EQ(N::to_fen(N::parse_position(fen)), fen) << Rules::name;
    const std::string algebraic = N::to_fen(pos, N::Squares::algebraic);
    ASSERT_EQ(N::to_fen(N::parse_fen(algebraic)), fen) << Rules::name << ' ' << algebraic;
}

template <class Rules>
void check_moves(const Position<Rules>& pos, const MoveList<typename Rules::Word>& legal,
                 const hub::SquareDialect& pydraughts) {
    using N = Notation<Rules>;
    for (const auto& m : legal) {
        const std::string hub = N::format_hub(m);
        const std::string pdn = N::format_pdn(pos, m);
        const std::string where = std::string(Rules::name) + ' ' + N::to_fen(pos) + ' ' + hub;
        ASSERT_EQ(N::parse_move(pos, hub), m) << where;
        ASSERT_EQ(N::parse_move(pos, pdn), m) << where << " pdn " << pdn;
        ASSERT_EQ(N::format(pos, m, MoveFormat::hub), hub) << where;
        ASSERT_EQ(N::format(pos, m, MoveFormat::pdn), pdn) << where;
        // What a pydraughts client is sent, and sends back.
        const std::string client = pydraughts.move_from_kabe(hub);
        ASSERT_EQ(N::parse_move(pos, pydraughts.move_to_kabe(client)), m)
            << where << " client " << client;
        if constexpr (std::is_same_v<Rules, International>) {
            // DXP: from, to and the captured squares, read back as the same move.
            dxp::MoveMessage sent{0, N::number_of_bit(m.from), N::number_of_bit(m.to), {}};
            for (int bit : m.captured) sent.captured.push_back(N::number_of_bit(bit));
            const auto received = std::get<dxp::MoveMessage>(dxp::decode(dxp::encode(sent)));
            ASSERT_EQ(received, sent) << where;
            std::string text = std::to_string(received.from) + "x" + std::to_string(received.to);
            for (int square : received.captured) text += "x" + std::to_string(square);
            if (received.captured.empty())
                text = std::to_string(received.from) + "-" + std::to_string(received.to);
            ASSERT_EQ(N::parse_move(pos, text), m) << where << " dxp " << dxp::encode(sent);
        }
    }
}

template <class Rules>
Counts check_playouts(unsigned seed) {
    std::mt19937 rng(seed);
    const auto pydraughts = hub::SquareDialect::of(Rules::name, hub::HubNotation::pydraughts);
    Counts counts;
    for (int p = 0; p < playouts; ++p) {
        auto pos = Position<Rules>::start();
        for (int ply = 0; ply < max_plies; ++ply) {
            check_position(pos);
            MoveList<typename Rules::Word> legal;
            generate_moves(pos, legal);
            check_moves(pos, legal, pydraughts);
            if (::testing::Test::HasFatalFailure()) return counts;
            ++counts.positions;
            counts.moves += legal.size();
            if (legal.empty()) break;
            pos = pos.after(legal[static_cast<int>(rng() % legal.size())]);
        }
    }
    return counts;
}

TEST(RoundTrips, FenHubAndMovesReadBackInEveryVariant) {
    unsigned seed = 20261201;
    for (const std::string& name : variant_names()) {
        SCOPED_TRACE(name);
        const Counts counts = dispatch_variant(
            name, [&](auto rules) { return check_playouts<decltype(rules)>(seed); });
        if (HasFatalFailure()) return;
        EXPECT_GT(counts.positions, playouts * 10) << name;
        EXPECT_GT(counts.moves, counts.positions) << name;
        ++seed;
    }
}

}  // namespace
}  // namespace kabe::round_trip_test
