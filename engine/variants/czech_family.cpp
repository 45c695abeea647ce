// The engines of BrainKing's Czech-based games: Corner, One-way and Parachute checkers.

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<CzechFamilyEngines>;  // groups.hpp

}  // namespace kabe
