#include "engine/tools.hpp"

#include "engine/engine_factory.hpp"
#include "eval/weights.hpp"
#include "movegen/variants.hpp"

namespace kabe {

std::unique_ptr<VariantTools> VariantTools::create(std::string_view variant) {
    return dispatch_variant(variant, [](auto rules) -> std::unique_ptr<VariantTools> {
        return make_tools<decltype(rules)>();
    });
}

std::vector<std::string> VariantTools::names() {
    return variant_names();
}

std::string VariantTools::canonical_name(std::string_view name) {
    return std::string(canonical_variant_name(name));
}

std::vector<std::string> VariantTools::weight_names() {
    std::vector<std::string> out;
    for (const auto& f : eval::weight_fields) out.emplace_back(f.name);
    return out;
}

}  // namespace kabe
