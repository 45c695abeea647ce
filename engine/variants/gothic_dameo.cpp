// The engines of Gothic checkers and Dameo, the other whole-board games (Turkish's
// generator family, movegen/whole_board/generate.hpp).

#include "engine/variant_engine.hpp"

namespace kabe {

template struct EngineGroup<GothicDameoEngines>;  // groups.hpp

}  // namespace kabe
