#pragma once
// One engine per variant, compiled by group in the translation units of engine/variants/
// (groups.hpp): a VariantEngine instantiates the whole search and evaluation, and with
// every variant in one file the build would be one long serial step.

#include <cstddef>
#include <memory>

#include "engine/engine.hpp"
#include "engine/variants/groups.hpp"

namespace kabe {

template <class Rules>
std::unique_ptr<Engine> make_variant_engine(std::size_t hash_mb);

// The engines of one group of variants (groups.hpp), defined in variant_engine.hpp and
// instantiated by the group's file.
template <class Group>
struct EngineGroup;
template <class... Rules>
struct EngineGroup<VariantList<Rules...>> {
    // The engine of the group's variant at `index` (in the group's order).
    static std::unique_ptr<Engine> make(int index, std::size_t hash_mb);
};

// The engine of the variant Rules, from the file of its group.
template <class Rules>
std::unique_ptr<Engine> make_engine(std::size_t hash_mb) {
    using Group = EngineGroupOf<Rules>;
    return EngineGroup<Group>::make(detail::index_in<Rules>(Group{}), hash_mb);
}

}  // namespace kabe
