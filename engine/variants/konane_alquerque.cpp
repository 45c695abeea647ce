// The engines of Konane and Alquerque, the two games with their own small generators
// (movegen/generate_konane.hpp, generate_alquerque.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Konane>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Konane>();
template std::unique_ptr<Engine> make_variant_engine<Alquerque>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Alquerque>();

}  // namespace kabe
