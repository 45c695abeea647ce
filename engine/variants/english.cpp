// The engines of the short-king games: English checkers, its giveaway, Italian.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<English>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<English>();
template std::unique_ptr<Engine> make_variant_engine<EnglishGiveaway>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<EnglishGiveaway>();
template std::unique_ptr<Engine> make_variant_engine<Italian>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Italian>();

}  // namespace kabe
