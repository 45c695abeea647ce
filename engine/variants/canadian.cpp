// The engine of Canadian draughts (12x12, 128-bit words).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<CanadianEngines>;  // groups.hpp

}  // namespace kabe
