#pragma once
// One engine per variant, compiled by group in the translation units of engine/variants/
// (groups.hpp): a VariantEngine instantiates the whole search and evaluation, and with
// every variant in one file the build would be one long serial step. The variant's tools
// (tools.hpp: positions, the web board's services, tuning) are compiled beside its engine.

#include <cstddef>
#include <memory>

#include "engine/engine.hpp"
#include "engine/tools.hpp"
#include "engine/variants/groups.hpp"

namespace kabe {

template <class Rules>
std::unique_ptr<Engine> make_variant_engine(std::size_t hash_mb);

template <class Rules>
std::unique_ptr<VariantTools> make_variant_tools();

// The engines and tools of one group of variants (groups.hpp), defined in
// variant_engine.hpp and instantiated by the group's file.
template <class Group>
struct EngineGroup;
template <class... Rules>
struct EngineGroup<VariantList<Rules...>> {
    // The engine of the group's variant at `index` (in the group's order).
    static std::unique_ptr<Engine> make(int index, std::size_t hash_mb);
    // Its tools.
    static std::unique_ptr<VariantTools> make_tools(int index);
};

// The engine of the variant Rules, from the file of its group.
template <class Rules>
std::unique_ptr<Engine> make_engine(std::size_t hash_mb) {
    using Group = EngineGroupOf<Rules>;
    return EngineGroup<Group>::make(detail::index_in<Rules>(Group{}), hash_mb);
}

// The tools of the variant Rules, from the file of its group.
template <class Rules>
std::unique_ptr<VariantTools> make_tools() {
    using Group = EngineGroupOf<Rules>;
    return EngineGroup<Group>::make_tools(detail::index_in<Rules>(Group{}));
}

}  // namespace kabe
