// The engines of Konane and Alquerque, the two games with their own small generators
// (movegen/konane/generate.hpp, alquerque/generate.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<KonaneAlquerqueEngines>;  // groups.hpp

}  // namespace kabe
