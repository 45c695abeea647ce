// The capture rules that set the variants apart, each on a concrete position with its
// exact move list (rules.md §2 and §5, perft.md §3.5). Moves are written from, 'x' or '-',
// to, and "=K" when the mover ends as a new king.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "movegen/generate.hpp"
#include "movegen/notation.hpp"

namespace kabe::variant_rules_test {
namespace {

// Rules with scheme A numbers on the same board: positions written the way rules.md writes
// them (scheme A or algebraic) whatever the variant's own numbering.
template <class Rules>
struct SchemeA : Rules {
    static constexpr Numbering numbering = Numbering::scheme_a;
};

template <class Rules, class Numbers = Rules>
Position<Rules> position(const std::string& fen) {
    const auto p = Notation<Numbers>::parse_fen(fen);
    return Position<Rules>::from_pieces(p.pieces(Color::white), p.pieces(Color::black), p.kings(),
                                        p.side_to_move());
}

template <class Rules, class Numbers = Rules>
std::set<std::string> moves(const std::string& fen) {
    const auto pos = position<Rules, Numbers>(fen);
    MoveList<typename Rules::Word> list;
    generate_moves(pos, list);
    std::set<std::string> out;
    for (const auto& m : list) {
        out.insert(std::to_string(Notation<Numbers>::number_of_bit(m.from)) +
                   (m.is_capture() ? "x" : "-") +
                   std::to_string(Notation<Numbers>::number_of_bit(m.to)) +
                   (m.promotes ? "=K" : ""));
    }
    return out;
}

// Scheme A numbers whatever the variant numbers its squares.
template <class Rules>
std::set<std::string> moves_a(const std::string& fen) {
    return moves<Rules, SchemeA<Rules>>(fen);
}

using Set = std::set<std::string>;

// rules.md E7 (verified with pydraughts there): W:Wd6:Be7,g7 = W:W10:B7,8. Russian: d6:f8:h6,
// crowned on f8 and ending a king; Brazilian and pool: the same path, still a man;
// English: the man stops on f8, crowned, and g7 survives.
TEST(PassingPromotion, TheThreeBehaviours) {
    const std::string fen = "W:W10:B7,8";
    EXPECT_EQ(moves_a<Russian>(fen), Set{"10x12=K"});
    EXPECT_EQ(moves_a<Brazilian>(fen), Set{"10x12"});
    EXPECT_EQ(moves_a<Pool>(fen), Set{"10x12"});
    EXPECT_EQ(moves_a<English>(fen), Set{"10x3=K"});
}

// rules.md E8: W:Wb6:Bc7,f6 = W:W9:B6,11. Russian: crowned on d8, the new king takes f6
// from a distance and may not stop on d8: b6:d8:g5, b6:d8:h4. Brazilian: b6xd8 only.
TEST(PassingPromotion, TheNewRussianKingFlies) {
    const std::string fen = "W:W9:B6,11";
    EXPECT_EQ(moves_a<Russian>(fen), (Set{"9x16=K", "9x20=K"}));
    EXPECT_EQ(moves_a<Brazilian>(fen), Set{"9x2=K"});
}

// perft.md §3.5, py-draughts test_russian_board.py L202-247: crowned on the second jump,
// 18x9x2x11 takes 14, 6 and 7 and ends a king on 11.
TEST(PassingPromotion, CrownedOnASecondJump) {
    const auto pos = position<Russian, SchemeA<Russian>>("W:W18:B6,7,14");
    MoveList<Russian::Word> list;
    generate_moves(pos, list);
    bool found = false;
    for (const auto& m : list) {
        if (Notation<Brazilian>::number_of_bit(m.to) != 11) continue;
        found = true;
        EXPECT_TRUE(m.promotes);
        EXPECT_EQ(m.captured.count(), 3);
    }
    EXPECT_TRUE(found);
}

// rules.md E9 and §2.20: over a king, the Killer king stops right behind it.
TEST(Killer, HaltsBehindACapturedKing) {
    EXPECT_EQ(moves<Killer>("W:WK46:BK32"), Set{"46x28"});
    EXPECT_EQ(moves<International>("W:WK46:BK32"),
              (Set{"46x28", "46x23", "46x19", "46x14", "46x10", "46x5"}));
    EXPECT_EQ(moves<Killer>("W:WK46:B32"), moves<International>("W:WK46:B32"));
}

// Only the last captured piece matters (rules.md §2.20, Scan's gen.cpp): the king on a1
// (46) takes the king on c3 (37), must land on e5 (28) to go on, takes the man on d6 (22)
// and may stop anywhere behind it: c7, b8, a9 (17, 11, 6), as in International.
TEST(Killer, OnlyTheLastCapturedPieceMatters) {
    const Set expected{"46x17", "46x11", "46x6"};
    EXPECT_EQ(moves<Killer>("W:WK46:BK37,22"), expected);
    EXPECT_EQ(moves<International>("W:WK46:BK37,22"), expected);
}

// rules.md E17 (by hand from the dctl-style rules): the Thai king lands right behind,
// captured pieces vanish at once, and it may turn back across them. d4 = 18, b2 = 25,
// f6 = 11, g7 = 8, a1 = 29, h8 = 4 in scheme A.
TEST(Thai, KingsLandBehindAndTurnBackOverCapturedSquares) {
    const std::string fen = "W:WK18:B25,11";
    EXPECT_EQ(moves_a<Thai>(fen), (Set{"18x29", "18x8"}));
    EXPECT_EQ(moves_a<Brazilian>(fen), (Set{"18x8", "18x4", "18x29"}));
}

// With pieces removed at once, three pieces can be taken by two routes of one move (found
// by the notation's route check): one move when duplicates are dropped, two when kept.
TEST(Thai, ThreePieceDuplicatesAreOneMove) {
    const auto pos = Notation<Thai>::parse_fen("W:WKf4:Ba3,c3,g3,e5,c7,Kf8");
    MoveList<Thai::Word> drop, keep;
    generate_moves(pos, drop, Duplicates::drop);
    generate_moves(pos, keep, Duplicates::keep);
    EXPECT_EQ(keep.size(), drop.size() + 1);
    for (int i = 0; i < drop.size(); ++i)
        for (int j = i + 1; j < drop.size(); ++j) EXPECT_FALSE(drop[i] == drop[j]);
}

// rules.md E20 (inferred from dctl's czech precedence): a king must capture when it can,
// though a man would take more. W:Wc1,Kh8:Bb2,b4,d6,g7 = W:W30,K4:B25,17,10,8: the man on
// c1 could take three (c1:a3:c5:e7), the king on h8 two.
TEST(Czech, AKingCapturesFirst) {
    const std::string fen = "W:W30,K4:B25,17,10,8";
    for (const auto& m : moves_a<Czech>(fen)) EXPECT_EQ(m.substr(0, 2), "4x") << m;
    EXPECT_EQ(moves_a<Brazilian>(fen), Set{"30x7"});
}

// rules.md §2.17: most pieces first, then most kings. The man on c3 (22) can take d4 and
// the king on f6 (22x8) or b4 and b6 (22x6); the man on a3 (21) takes b4 and b6 (21x5).
// Two pieces each; only the sequence with a king is legal in Spanish.
TEST(Spanish, MostPiecesThenMostKings) {
    const std::string fen = "W:W22,21:B18,K11,17,9";
    EXPECT_EQ(moves_a<Spanish>(fen), Set{"22x8"});
    EXPECT_EQ(moves_a<Czech>(fen), (Set{"22x8", "22x6", "21x5"}));
}

// Italian rule book positions (FID art. 5-6) in Italian numbering, as encoded in dctl
// test/src/core/model/italian.cpp (perft.md §3.5; rules.md §2.18, E13-E15).
TEST(Italian, RuleBookPositions) {
    struct Case {
        const char *article, *fen;
        Set expected;
    };
    const Case cases[] = {
        {"5.6 man direction", "W:W30:B27", {"30x23"}},
        {"5.7 man continuation", "W:W31:B12,20,28", {"31x8"}},
        {"5.8 king directions", "W:WK22:B18,19,27", {"22x13", "22x15", "22x31"}},
        {"5.9 king continuation", "W:WK27:B5,6,13,15,21,23", {"27x25"}},
        {"6.6 quantity", "W:WK21,31:B10,18,27", {"31x6"}},
        {"6.7 modality", "W:WK23,31:B19,26,27", {"23x21"}},
        {"6.8 quality", "W:WK23:B19,K28", {"23x32"}},
        {"6.9 order", "W:WK30:B10,12,18,K20,K26,27", {"30x5"}},
        {"6.10 equivalent", "W:WK31:B18,20,K27,K28", {"31x13", "31x15"}},
        {"6.9 order (Alioto)", "W:WK30:B10,K12,K18,20,K26,K27", {"30x5"}},
        {"5.3b men only forward", "W:W24:B20,28", {"24x15"}},
        {"5.3b men never take kings", "W:W30:BK26", {"30-27"}},
        {"5.3b men take men", "W:W30:B27", {"30x23"}},
        {"5.3c kings forward and back", "W:WK24:B20,28", {"24x15", "24x31"}},
        {"5.3d kings take kings", "W:WK30:BK26", {"30x21"}},
        {"5.3d kings take men", "W:WK30:B27", {"30x23"}},
    };
    for (const auto& c : cases) EXPECT_EQ(moves<Italian>(c.fen), c.expected) << c.article;
}

// The mirrored numbering of Italian: 1 = a8 is a corner square with one neighbour (5),
// 4 = g8 has two (7 and 8), as on the FID board (rules.md §0.3 scheme B).
TEST(Italian, MirroredBoardNumbering) {
    EXPECT_EQ(moves<Italian>("B:B1"), Set{"1-5"});
    EXPECT_EQ(moves<Italian>("B:B4"), (Set{"4-7", "4-8"}));
    EXPECT_EQ(moves<Italian>("W:W29"), (Set{"29-25", "29-26"}));
    EXPECT_EQ(moves<Italian>("W:W32"), Set{"32-28"});
}

// Start positions: who moves first and where the men stand.
TEST(VariantStart, FirstMoverAndMen) {
    EXPECT_EQ(Position<English>::start().side_to_move(), Color::black);  // WCDF
    EXPECT_EQ(Position<Italian>::start().side_to_move(), Color::white);  // FID 3.4
    EXPECT_EQ(Position<Thai>::start().pieces(Color::white).count(), 8);  // two rows
    EXPECT_EQ(Position<Canadian>::start().pieces(Color::black).count(), 30);
    EXPECT_EQ(Notation<Canadian>::parse_fen("W:W43-72:B1-30"), Position<Canadian>::start());
}

}  // namespace
}  // namespace kabe::variant_rules_test
