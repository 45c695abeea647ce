// The engines of Brazilian and Russian draughts, their giveaway and pool.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<RussianEngines>;  // groups.hpp

}  // namespace kabe
