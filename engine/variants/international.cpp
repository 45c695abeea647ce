// The engines of International draughts and the games on its rules.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<International>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Killer>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Breakthrough>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Antidraughts>(std::size_t);

}  // namespace kabe
