// The variant registry (movegen/variants/registry.hpp, variants.hpp): the one list of
// variants gives the names in the order help texts show, the aliases, dispatch and the
// runtime facts of each variant.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "movegen/variants.hpp"

namespace kabe::registry_test {
namespace {

TEST(Registry, NamesInHelpOrder) {
    const std::vector<std::string> expected = {"international",
                                               "brazilian",
                                               "canadian",
                                               "killer",
                                               "breakthrough",
                                               "antidraughts",
                                               "russian",
                                               "russian-giveaway",
                                               "pool",
                                               "english",
                                               "english-giveaway",
                                               "italian",
                                               "spanish",
                                               "portuguese",
                                               "czech",
                                               "thai",
                                               "frisian",
                                               "frysk",
                                               "turkish",
                                               "corner",
                                               "one-way",
                                               "parachute",
                                               "konane",
                                               "alquerque",
                                               "gothic",
                                               "dameo",
                                               "tablut"};
    EXPECT_EQ(variant_names(), expected);
}

TEST(Registry, DispatchFindsEachVariantByItsName) {
    for (const std::string& name : variant_names())
        EXPECT_EQ(dispatch_variant(name, [](auto rules) { return decltype(rules)::name; }), name);
    EXPECT_EQ(dispatch_variant("dama", [](auto rules) { return decltype(rules)::name; }),
              "turkish");
    EXPECT_THROW(dispatch_variant("chess", [](auto) {}), NotationError);
}

// Names and aliases in any case (issue 19: `--variant Russian`), and the message keeps
// the name as it was typed.
TEST(Registry, NamesAreMatchedWithoutRegardToCase) {
    const auto name_of = [](std::string_view given) {
        return dispatch_variant(given, [](auto rules) { return decltype(rules)::name; });
    };
    EXPECT_EQ(name_of("Russian"), "russian");
    EXPECT_EQ(name_of("FRISIAN"), "frisian");
    EXPECT_EQ(name_of("Standard"), "international");
    EXPECT_EQ(canonical_variant_name("One-Way"), "one-way");
    try {
        dispatch_variant("Chess", [](auto) {});
        ADD_FAILURE() << "Chess accepted";
    } catch (const NotationError& e) {
        EXPECT_NE(std::string(e.what()).find("'Chess'"), std::string::npos) << e.what();
    }
}

TEST(Registry, VariantFactsOfEachVariant) {
    const VariantFacts& intl = variant_facts("normal");
    EXPECT_EQ(intl.name, "international");
    EXPECT_EQ(intl.family, Family::diagonal);
    EXPECT_EQ(intl.board_width, 10);
    EXPECT_EQ(intl.board_height, 10);
    EXPECT_EQ(intl.squares, 50);
    EXPECT_EQ(intl.pdn_gametype, 20);
    EXPECT_EQ(intl.first_to_move, Color::white);
    EXPECT_FALSE(intl.algebraic);

    const VariantFacts& tablut = variant_facts("tablut");
    EXPECT_EQ(tablut.family, Family::tablut);
    EXPECT_EQ(tablut.squares, 81);
    EXPECT_EQ(tablut.goal, Goal::escape);

    EXPECT_EQ(variant_facts("konane").first_to_move, Color::black);
    EXPECT_EQ(variant_facts("alquerque").squares, 25);
    EXPECT_EQ(variant_facts("gothic").family, Family::whole_board);
    EXPECT_EQ(variant_facts("italian").numbering, Numbering::scheme_b);
    EXPECT_THROW(variant_facts("chess"), NotationError);

    ASSERT_EQ(all_variant_facts().size(), variant_names().size());
    for (std::size_t i = 0; i < all_variant_facts().size(); ++i)
        EXPECT_EQ(all_variant_facts()[i].name, variant_names()[i]);
}

}  // namespace
}  // namespace kabe::registry_test
