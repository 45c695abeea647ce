// Exchange offers (search/exchange_offers.hpp): which quiet moves quiescence searches
// besides promotions. Squares in International numbering; White moves up the board.

#include "search/exchange_offers.hpp"

#include <gtest/gtest.h>

#include "movegen/notation.hpp"

namespace kabe {
namespace {

using N = Notation<International>;
using Pos = Position<International>;
using Mv = Move<International::Word>;

Mv quiet_move(const Pos& pos, const std::string& text) {
    const Mv m = N::parse_move(pos, text);
    EXPECT_FALSE(m.is_capture()) << text;
    return m;
}

TEST(ExchangeOffers, AManTakenAndTakenBackIsAnOffer) {
    // 32-28: Black's 23 must take it, 23x32 (41 blocks the way on over 37), and White
    // takes back with 37x28.
    const Pos pos = N::parse_position("W:W32,37,41,47:B23,3");
    EXPECT_TRUE(may_offer_exchange(pos));
    EXPECT_TRUE(offers_exchange(pos, quiet_move(pos, "32-28")));
    // A move next to no opposing man offers nothing.
    EXPECT_FALSE(offers_exchange(pos, quiet_move(pos, "47-42")));
}

TEST(ExchangeOffers, NoOfferWhenTheOpponentTakesTwo) {
    // Without the man on 41, Black takes on from 32 over 37 to 41: two for one.
    const Pos pos = N::parse_position("W:W32,37,47:B23,3");
    EXPECT_FALSE(offers_exchange(pos, quiet_move(pos, "32-28")));
}

TEST(ExchangeOffers, NoOfferWhenNothingTakesBack) {
    // 23x32 and White has no capture: a man given away, not an exchange.
    const Pos pos = N::parse_position("W:W32,47:B23,3");
    EXPECT_FALSE(offers_exchange(pos, quiet_move(pos, "32-28")));
}

TEST(ExchangeOffers, EveryCaptureTheOpponentMayChooseMustBeAnswered) {
    // 32-28 lets Black take with 23 (23x32, answered by 37x28) or with 22 (22x33, which
    // nothing answers), so it is no offer. With men on 39 and 44, 22x33 stops on 33 and
    // 39x28 answers it.
    const Pos open = N::parse_position("W:W32,37,41,47:B22,23,3");
    EXPECT_FALSE(offers_exchange(open, quiet_move(open, "32-28")));
    const Pos covered = N::parse_position("W:W32,37,39,41,44,47:B22,23,3");
    EXPECT_TRUE(offers_exchange(covered, quiet_move(covered, "32-28")));
}

TEST(ExchangeOffers, FrisianMenAlsoTakeStraight) {
    // Frisian men capture along files and rows too (FRIS; rules.md §2.19). After 33-28
    // Black's 18 takes it straight down the file, 18x38, and White's 48 takes back up
    // the file, 48x28: an offer, though no black man stands diagonally next to 28. In
    // International the man on 18 cannot take, so the same move offers nothing.
    const std::string fen = "W:W33,48:B18,3";
    using F = Notation<Frisian>;
    const Position<Frisian> frisian = F::parse_position(fen);
    const auto move = F::parse_move(frisian, "33-28");
    ASSERT_FALSE(move.is_capture());
    EXPECT_TRUE(may_offer_exchange(frisian));
    EXPECT_TRUE(offers_exchange(frisian, move));
    const Pos international = N::parse_position(fen);
    EXPECT_FALSE(offers_exchange(international, quiet_move(international, "33-28")));
}

TEST(ExchangeOffers, OnlyWithoutKingsAndOnlyInGamesOfCapture) {
    EXPECT_FALSE(may_offer_exchange(N::parse_position("W:W32,37,41,K47:B23,3")));
    EXPECT_FALSE(may_offer_exchange(N::parse_position("W:W32,37,41,47:B23,K3")));
    // Russian giveaway: the side that gives its men away wins, so an exchange is no
    // tactic to look for.
    EXPECT_FALSE(may_offer_exchange(Notation<RussianGiveaway>::parse_position("W:W21,22:B9,10")));
}

}  // namespace
}  // namespace kabe
