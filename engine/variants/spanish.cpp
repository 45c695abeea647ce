// The engines of Spanish, Portuguese, Czech and Thai draughts.

#include "engine/variant_engine.hpp"

namespace kabe {

template std::unique_ptr<Engine> make_variant_engine<Spanish>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Portuguese>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Czech>(std::size_t);
template std::unique_ptr<Engine> make_variant_engine<Thai>(std::size_t);

}  // namespace kabe
