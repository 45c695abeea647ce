// The engines of Konane and Alquerque, the two games with their own small generators
// (movegen/generate_konane.hpp, generate_alquerque.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<KonaneAlquerqueEngines>;  // groups.hpp

}  // namespace kabe
