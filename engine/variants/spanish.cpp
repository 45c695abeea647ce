// The engines of Spanish, Portuguese, Czech and Thai draughts.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<SpanishEngines>;  // groups.hpp

}  // namespace kabe
