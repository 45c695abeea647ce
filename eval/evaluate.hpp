#pragma once
// Static evaluation of a quiet position (no capture pending), in centi-men from the side
// to move's point of view, always within +-score::eval_limit.

#include <algorithm>

#include "eval/score.hpp"
#include "movegen/position.hpp"

namespace kabe {

template <class Rules>
Score evaluate(const Position<Rules>& pos) {
    const Color us = pos.side_to_move(), them = !us;
    const Score material = 100 * (pos.men(us).count() - pos.men(them).count()) +
                           300 * (pos.kings(us).count() - pos.kings(them).count());
    return std::clamp(material, -score::eval_limit, score::eval_limit);
}

}  // namespace kabe
