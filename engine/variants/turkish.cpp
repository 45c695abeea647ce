// The engine of Turkish draughts, the first game on a whole board.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<TurkishEngines>;  // groups.hpp

}  // namespace kabe
