// The engines of BrainKing's Czech-based games: Corner, One-way and Parachute checkers.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Corner>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Corner>();
template std::unique_ptr<Engine> make_variant_engine<OneWay>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<OneWay>();
template std::unique_ptr<Engine> make_variant_engine<Parachute>(std::size_t);
template std::unique_ptr<VariantTools> make_variant_tools<Parachute>();

}  // namespace kabe
