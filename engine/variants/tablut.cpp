// The engine of Tablut, the first game that is not draughts: rook moves and custodial
// captures on a 9x9 board (movegen/tablut/generate.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<TablutEngines>;  // groups.hpp

}  // namespace kabe
