// The engines of International draughts, the games on its rules, and Frisian.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<International>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<International>();
template std::unique_ptr<Engine> make_variant_engine<Killer>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Killer>();
template std::unique_ptr<Engine> make_variant_engine<Breakthrough>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Breakthrough>();
template std::unique_ptr<Engine> make_variant_engine<Antidraughts>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Antidraughts>();
template std::unique_ptr<Engine> make_variant_engine<Frisian>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Frisian>();

}  // namespace kabe
