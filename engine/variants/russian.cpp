// The engines of Brazilian and Russian draughts, their giveaway and pool.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Brazilian>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Brazilian>();
template std::unique_ptr<Engine> make_variant_engine<Russian>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Russian>();
template std::unique_ptr<Engine> make_variant_engine<RussianGiveaway>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<RussianGiveaway>();
template std::unique_ptr<Engine> make_variant_engine<Pool>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Pool>();

}  // namespace kabe
