// The engines of International draughts, the games on its rules, and Frisian.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<InternationalEngines>;  // groups.hpp

}  // namespace kabe
