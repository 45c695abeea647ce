// The engines of International draughts and the games on its rules.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<InternationalEngines>;  // groups.hpp

}  // namespace kabe
