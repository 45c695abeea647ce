// The engine of Turkish draughts, the first game on a whole board.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Turkish>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Turkish>();

}  // namespace kabe
