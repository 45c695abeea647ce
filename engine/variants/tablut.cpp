// The engine of Tablut, the first game that is not draughts: rook moves and custodial
// captures on a 9x9 board (movegen/generate_tablut.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Tablut>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Tablut>();

}  // namespace kabe
