// The engines of Frisian draughts and Frysk! (Frisian from five men a side).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<FrisianEngines>;  // groups.hpp

}  // namespace kabe
