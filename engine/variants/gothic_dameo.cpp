// The engines of Gothic checkers and Dameo, the other whole-board games (Turkish's
// generator family, generate_orthogonal.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Gothic>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Gothic>();
template std::unique_ptr<Engine> make_variant_engine<Dameo>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Dameo>();

}  // namespace kabe
