// Notation of the other variants: each numbering scheme (rules.md §0.3), algebraic squares,
// the printed notation of algebraic variants and the capture routes under every capture
// rule (rules.md §2.4, §5 E7-E17; perft.md §3.5 for Italian).

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "movegen/variants.hpp"

namespace kabe::variant_notation_test {
namespace {

template <class Rules>
using Text = Notation<Rules>;

// The legal moves of a position as the variant prints them (PDN).
template <class Rules>
std::set<std::string> pdn_moves(const std::string& fen) {
    const auto pos = Text<Rules>::parse_position(fen);
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    std::set<std::string> out;
    for (const auto& m : list) out.insert(Text<Rules>::format_pdn(pos, m));
    return out;
}

// Square `number` of the variant is `name` on its real board, both ways.
template <class Rules>
void expect_square(int number, const std::string& name) {
    using N = Text<Rules>;
    const int bit = N::bit_of_number(number);
    EXPECT_EQ(N::number_of_bit(bit), number) << Rules::name << ' ' << name;
    EXPECT_EQ(N::square_name(bit, N::Squares::algebraic), name) << Rules::name << ' ' << number;
    EXPECT_EQ(N::parse_fen("W:WK" + name), N::parse_fen("W:WK" + std::to_string(number)))
        << Rules::name << ' ' << name;
}

template <class Rules>
std::string error_of_fen(const std::string& fen) {
    try {
        Text<Rules>::parse_fen(fen);
    } catch (const NotationError& e) {
        return e.what();
    }
    return "accepted";
}

TEST(VariantNotation, SchemeAPutsSquareOneTopLeft) {
    expect_square<Russian>(1, "b8");
    expect_square<Russian>(4, "h8");
    expect_square<Russian>(29, "a1");
    expect_square<English>(32, "g1");
    expect_square<International>(1, "b10");
    expect_square<International>(5, "j10");
    expect_square<International>(46, "a1");
    expect_square<International>(50, "i1");
    expect_square<Canadian>(1, "b12");
    expect_square<Canadian>(67, "a1");
}

TEST(VariantNotation, ItalianSchemeBIsTheMirroredBoard) {
    expect_square<Italian>(1, "a8");
    expect_square<Italian>(4, "g8");
    expect_square<Italian>(5, "b7");
    expect_square<Italian>(29, "b1");
    expect_square<Italian>(32, "h1");
}

TEST(VariantNotation, SpanishSchemeCCountsFromWhitesRight) {
    for (auto check : {expect_square<Spanish>, expect_square<Portuguese>}) {
        check(1, "h1");
        check(4, "b1");
        check(5, "g2");
        check(32, "a8");
    }
}

TEST(VariantNotation, ThaiSchemeDCountsFromTheOtherEnd) {
    expect_square<Thai>(1, "g1");
    expect_square<Thai>(4, "a1");
    expect_square<Thai>(5, "h2");
    expect_square<Thai>(32, "b8");
}

TEST(VariantNotation, StartPositionsRoundTripInEveryVariant) {
    for (const std::string& name : variant_names()) {
        dispatch_variant(name, [&]<class Rules>(Rules) {
            using N = Text<Rules>;
            const auto start = Position<Rules>::start();
            EXPECT_EQ(N::parse_fen(N::to_fen(start)), start) << name;
            EXPECT_EQ(N::parse_fen(N::to_fen(start, N::Squares::algebraic)), start) << name;
            EXPECT_EQ(N::parse_hub(N::to_hub(start)), start) << name;
            EXPECT_EQ(N::parse_position(N::to_hub(start)), start) << name;
        });
    }
}

TEST(VariantNotation, StartPositionsReadInTheVariantsNumbers) {
    // White always starts on the low ranks; the numbers there depend on the scheme.
    EXPECT_EQ(Text<Italian>::parse_fen("W:W21-32:B1-12"), Position<Italian>::start());
    EXPECT_EQ(Text<Spanish>::parse_fen("W:W1-12:B21-32"), Position<Spanish>::start());
    EXPECT_EQ(Text<Spanish>::to_fen(Position<Spanish>::start()),
              "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32");
    EXPECT_EQ(Text<Thai>::parse_fen("W:W1-8:B25-32"), Position<Thai>::start());
    EXPECT_EQ(Text<Russian>::to_fen(Position<Russian>::start(), Text<Russian>::Squares::algebraic),
              "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
}

TEST(VariantNotation, HubStringsFollowTheVariantsNumbers) {
    // Italian square 1 is a8; the Hub string's first square is the variant's 1.
    const auto pos = Text<Italian>::parse_fen("W:WKa8:BKh1");
    EXPECT_EQ(Text<Italian>::to_hub(pos), "WW" + std::string(30, 'e') + "B");
    const auto thai = Text<Thai>::parse_fen("W:Wa1:BKb8");  // Thai 4 and 32
    EXPECT_EQ(Text<Thai>::to_hub(thai), "Weeew" + std::string(27, 'e') + "B");
}

TEST(VariantNotation, AlgebraicFenEqualsNumericFen) {
    EXPECT_EQ(Text<Russian>::parse_fen("W:Wc3,Kd4:Bf6"), Text<Russian>::parse_fen("W:W22,K18:B11"));
    EXPECT_EQ(Text<International>::parse_fen("B:Wa1,Kj10:Bb10"),
              Text<International>::parse_fen("B:W46,K5:B1"));
    EXPECT_EQ(Text<Canadian>::parse_fen("W:WKl12,k1:Bka1"),
              Text<Canadian>::parse_fen("W:WK6,72:BK67"));  // k1 is a square on 12x12
    // Algebraic and numeric squares may be mixed; output stays numeric unless asked.
    const auto pos = Text<Russian>::parse_fen("W:Wc3,18:Bf6");
    EXPECT_EQ(Text<Russian>::to_fen(pos), "W:W18,22:B11");
    EXPECT_EQ(Text<Russian>::to_fen(pos, Text<Russian>::Squares::algebraic), "W:Wc3,d4:Bf6");
}

TEST(VariantNotation, BadSquaresAreNamedInTheError) {
    EXPECT_NE(error_of_fen<Russian>("W:Wi9:B1").find("square i9 is not on the board (a1-h8)"),
              std::string::npos);
    EXPECT_NE(error_of_fen<Russian>("W:Wa2:B1").find("square a2 is a light square"),
              std::string::npos);
    // a1 plays in Russian and Thai, not on the mirrored Italian and Spanish boards.
    EXPECT_NE(error_of_fen<Italian>("W:Wa1:B1").find("square a1 is a light square"),
              std::string::npos);
    EXPECT_NE(error_of_fen<Spanish>("W:Wa1:B1").find("square a1 is a light square"),
              std::string::npos);
    EXPECT_NE(error_of_fen<Russian>("W:Wa1-c3:B1").find("ranges are for square numbers only"),
              std::string::npos);
    EXPECT_NE(error_of_fen<Russian>("W:Wc3,22:B1").find("square 22 is given more than once"),
              std::string::npos);
    try {
        Text<Russian>::parse_move(Position<Russian>::start(), "c3-i9");
        ADD_FAILURE() << "c3-i9 accepted";
    } catch (const NotationError& e) {
        EXPECT_NE(std::string(e.what()).find("square i9 is not on the board"), std::string::npos)
            << e.what();
    }
    try {
        Text<International>::parse_move(Position<International>::start(), "k1-j2");
        ADD_FAILURE() << "k1-j2 accepted";
    } catch (const NotationError& e) {
        EXPECT_NE(std::string(e.what()).find("square k1 is not on the board (a1-j10)"),
                  std::string::npos)
            << e.what();
    }
}

TEST(VariantNotation, MovesReadInEitherNotationAndEverySeparator) {
    using N = Text<Russian>;
    const auto start = Position<Russian>::start();
    const auto expected = N::parse_move(start, "22-18");  // c3-d4
    for (const char* text : {"c3-d4", "c3xd4", "c3:d4", "22-d4"})
        EXPECT_EQ(N::parse_move(start, text), expected) << text;
    EXPECT_EQ(N::format_pdn(start, expected), "c3-d4");
    EXPECT_EQ(N::format_hub(expected), "22-18");  // Hub stays numeric
    // International takes algebraic squares too: 32 = d4, 28 = e5.
    using I = Text<International>;
    const auto intl = Position<International>::start();
    EXPECT_EQ(I::parse_move(intl, "d4-e5"), I::parse_move(intl, "32-28"));
}

TEST(VariantNotation, RussianManCrownedInPassingGoesOnAsAKing) {
    // rules.md §2.4 / E7: d6:f8:h6, crowned on f8, ends as a king on h6.
    using N = Text<Russian>;
    EXPECT_EQ(pdn_moves<Russian>("W:Wd6:Be7,g7"), (std::set<std::string>{"d6:f8:h6"}));
    const auto pos = N::parse_fen("W:Wd6:Be7,g7");
    const auto m = N::parse_move(pos, "d6:f8:h6");
    EXPECT_TRUE(m.promotes);
    for (const char* text : {"d6:h6", "d6xh6", "10x12", "10x12x7x8", "d6-f8-h6"})
        EXPECT_EQ(N::parse_move(pos, text), m) << text;
    EXPECT_EQ(N::to_fen(pos.after(m), N::Squares::algebraic), "B:WKh6:B");
    // E8: the new king takes f6 from a distance; stopping on d8 is illegal.
    EXPECT_EQ(pdn_moves<Russian>("W:Wb6:Bc7,f6"), (std::set<std::string>{"b6:d8:g5", "b6:d8:h4"}));
    EXPECT_THROW(N::parse_move(N::parse_fen("W:Wb6:Bc7,f6"), "b6:d8"), NotationError);
}

TEST(VariantNotation, BrazilianPrintsAlgebraicWithItsSeparator) {
    // E7/E8 under FMJD rules: the man only passes the back row and stays a man.
    EXPECT_EQ(pdn_moves<Brazilian>("W:Wd6:Be7,g7"), (std::set<std::string>{"d6xf8xh6"}));
    EXPECT_EQ(pdn_moves<Brazilian>("W:Wb6:Bc7,f6"), (std::set<std::string>{"b6xd8"}));
    // English (scheme A numbers, short kings): the man stops on f8 as a new king.
    EXPECT_EQ(pdn_moves<English>("W:W10:B7,8"), (std::set<std::string>{"10x3"}));
}

TEST(VariantNotation, SameFromAndToNeedsThePath) {
    // Two Russian king captures from h6 to f8 over different pieces: the short form is
    // ambiguous, each path names one.
    using N = Text<Russian>;
    const auto pos = N::parse_fen("W:WKh6:Bb2,c3,e3,e7");
    EXPECT_EQ(pdn_moves<Russian>("W:WKh6:Bb2,c3,e3,e7"),
              (std::set<std::string>{"h6:c1:a3:f8", "h6:d2:b4:f8"}));
    try {
        N::parse_move(pos, "h6:f8");
        ADD_FAILURE() << "h6:f8 accepted";
    } catch (const NotationError& e) {
        const std::string msg = e.what();
        EXPECT_NE(msg.find("ambiguous"), std::string::npos) << msg;
        EXPECT_NE(msg.find("h6:c1:a3:f8"), std::string::npos) << msg;
        EXPECT_NE(msg.find("h6:d2:b4:f8"), std::string::npos) << msg;
    }
    EXPECT_NE(N::parse_move(pos, "h6:c1:a3:f8"), N::parse_move(pos, "h6:d2:b4:f8"));
    EXPECT_EQ(N::parse_move(pos, "h6xc1xa3xf8").captured.count(), 3);
}

TEST(VariantNotation, AFullPathIsExactEvenWhereItIsAnothersShortForm) {
    // h6:c1 takes d2 only, and is also the short form of h6:f8:c5:e3:c1: the one-capture
    // move is meant (its whole path), as Kabe prints it.
    using N = Text<Russian>;
    const std::string fen = "W:WKh6:Bg7,d6,d4,d2";
    EXPECT_EQ(pdn_moves<Russian>(fen),
              (std::set<std::string>{"h6:f8:c5:e3:c1", "h6:f8:b4:e1", "h6:c1"}));
    const auto pos = N::parse_fen(fen);
    EXPECT_EQ(N::parse_move(pos, "h6:c1").captured.count(), 1);
    EXPECT_EQ(N::parse_move(pos, "h6:f8:c5:e3:c1").captured.count(), 4);
    EXPECT_EQ(N::parse_move(pos, "h6:e1"), N::parse_move(pos, "h6:f8:b4:e1"));  // unique
    EXPECT_EQ(N::number_of_bit(N::parse_move(pos, "h6:e1").to), 31);            // e1
}

TEST(VariantNotation, ItalianRulePositionsInItalianNumbers) {
    // perft.md §3.5 (dctl test/src/core/model/italian.cpp), Italian numbering.
    EXPECT_EQ(pdn_moves<Italian>("W:W30:BK26"), (std::set<std::string>{"30-27"}));  // E14
    EXPECT_EQ(pdn_moves<Italian>("W:W30:B27"), (std::set<std::string>{"30x23"}));
    EXPECT_EQ(pdn_moves<Italian>("W:W31:B12,20,28"), (std::set<std::string>{"31x8"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK22:B18,19,27"),
              (std::set<std::string>{"22x13", "22x15", "22x31"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK21,31:B10,18,27"), (std::set<std::string>{"31x6"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK23:B19,K28"), (std::set<std::string>{"23x32"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK30:B10,K12,K18,20,K26,K27"),
              (std::set<std::string>{"30x5"}));  // E13
    EXPECT_EQ(pdn_moves<Italian>("W:WK27:B5,6,13,15,21,23"), (std::set<std::string>{"27x25"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK23,31:B19,26,27"), (std::set<std::string>{"23x21"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK31:B18,20,K27,K28"),
              (std::set<std::string>{"31x13", "31x15"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK30:B10,12,18,K20,K26,27"), (std::set<std::string>{"30x5"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK30:BK26"), (std::set<std::string>{"30x21"}));
    EXPECT_EQ(pdn_moves<Italian>("W:W24:B20,28"), (std::set<std::string>{"24x15"}));
    EXPECT_EQ(pdn_moves<Italian>("W:WK24:B20,28"), (std::set<std::string>{"24x15", "24x31"}));
    // Paths in Italian numbers: 31 over 27 to 22, over 18 to 13 ... to 6.
    const auto pos = Text<Italian>::parse_fen("W:WK21,31:B10,18,27");
    const auto m = Text<Italian>::parse_move(pos, "31x6");
    ASSERT_EQ(Text<Italian>::capture_routes(pos, m).size(), 1u);
    EXPECT_EQ(Text<Italian>::parse_move(pos, "31x22x13x6"), m);
}

TEST(VariantNotation, SpanishMovesInSchemeC) {
    // White starts on 1-12 and moves to higher numbers; 9 = h3 is on the edge.
    EXPECT_EQ(pdn_moves<Spanish>("start"), (std::set<std::string>{"9-13", "10-13", "10-14", "11-14",
                                                                  "11-15", "12-15", "12-16"}));
    EXPECT_EQ(pdn_moves<Spanish>("W:W9:B13"), (std::set<std::string>{"9x18"}));  // h3xf5
    EXPECT_EQ(Text<Spanish>::parse_move(Text<Spanish>::parse_fen("W:W9:B13"), "h3xf5"),
              Text<Spanish>::parse_move(Text<Spanish>::parse_fen("W:W9:B13"), "9x18"));
}

TEST(VariantNotation, ThaiKingTurnsBackOverTakenPieces) {
    // E17: d4 (Thai 15) takes f6 landing on g7 (25), then turns back over the emptied
    // squares to take b2 landing on a1 (4); or the other way round.
    EXPECT_EQ(pdn_moves<Thai>("W:WKd4:Bb2,f6"), (std::set<std::string>{"15-4", "15-25"}));
    using N = Text<Thai>;
    const auto pos = N::parse_fen("W:WKd4:Bb2,f6");
    EXPECT_EQ(N::format_hub(N::parse_move(pos, "d4-g7-a1")), "15x4x8x22");
    EXPECT_EQ(N::format_hub(N::parse_move(pos, "15-4-25")), "15x25x8x22");
    EXPECT_THROW(N::parse_move(pos, "15-25-5"), NotationError);  // not a square behind b2
}

TEST(VariantNotation, KillerKingHaltsBehindACapturedKing) {
    // E9: the king must stop right behind the king it takes.
    EXPECT_EQ(pdn_moves<Killer>("W:WK46:BK32"), (std::set<std::string>{"46x28"}));
    EXPECT_EQ(pdn_moves<International>("W:WK46:BK32").size(), 6u);
}

TEST(VariantNotation, DiagramShowsTheRealBoard) {
    const std::string italian = Text<Italian>::diagram(Position<Italian>::start());
    // a8 is square 1 and holds a black man; a1 is light, b1 is square 29.
    EXPECT_EQ(italian.substr(0, 4), "  b ") << italian;
    EXPECT_NE(italian.find("    w   w   w   w    29-32\n"), std::string::npos) << italian;
    const std::string spanish = Text<Spanish>::diagram(Position<Spanish>::start());
    EXPECT_NE(spanish.find("32-29\n"), std::string::npos) << spanish;  // a8 = 32 ... g8 = 29
    const std::string russian = Text<Russian>::diagram(Position<Russian>::start());
    EXPECT_EQ(russian.substr(0, 6), "  8   ") << russian;  // a8 light, b8 black man
    EXPECT_NE(russian.find("  1 w   w   w   w"), std::string::npos) << russian;
    EXPECT_NE(russian.find("    a b c d e f g h"), std::string::npos) << russian;
}

}  // namespace
}  // namespace kabe::variant_notation_test
