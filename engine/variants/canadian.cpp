// The engine of Canadian draughts (12x12, 128-bit words).

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Canadian>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Canadian>();

}  // namespace kabe
