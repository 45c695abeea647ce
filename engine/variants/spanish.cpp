// The engines of Spanish, Portuguese, Czech and Thai draughts.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Spanish>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Spanish>();
template std::unique_ptr<Engine> make_variant_engine<Portuguese>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Portuguese>();
template std::unique_ptr<Engine> make_variant_engine<Czech>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Czech>();
template std::unique_ptr<Engine> make_variant_engine<Thai>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Thai>();

}  // namespace kabe
