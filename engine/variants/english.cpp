// The engines of the short-king games: English checkers, its giveaway, Italian.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<EnglishEngines>;  // groups.hpp

}  // namespace kabe
