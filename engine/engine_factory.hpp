#pragma once
// One engine per variant, each compiled in its own translation unit (engine/variants/):
// a VariantEngine instantiates the whole search and evaluation, and with every variant in
// one file the build would be one long serial step. The variant's tools (tools.hpp:
// perft, the web board's services, tuning) are compiled beside its engine.

#include <cstddef>
#include <memory>

#include "engine/engine.hpp"
#include "engine/tools.hpp"

namespace kabe {

template <class Rules>
std::unique_ptr<Engine> make_variant_engine(std::size_t hash_mb);

template <class Rules>
std::unique_ptr<VariantTools> make_variant_tools();

}  // namespace kabe
