#include "engine/engine.hpp"

#include <cmath>

#include "engine/engine_factory.hpp"
#include "movegen/variants.hpp"

namespace kabe {

std::unique_ptr<Engine> Engine::create(std::string_view variant, std::size_t hash_mb) {
    return dispatch_variant(variant, [&](auto rules) -> std::unique_ptr<Engine> {
        return make_engine<decltype(rules)>(hash_mb);
    });
}

std::uint64_t strength_node_limit(int level) {
    return static_cast<std::uint64_t>(200.0 * std::pow(2.0, level / 2.0));
}

}  // namespace kabe
