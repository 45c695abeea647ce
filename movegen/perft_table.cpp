#include "perft_table.hpp"

#include <bit>

namespace kabe {

PerftTable::PerftTable(std::size_t megabytes) {
    // The largest power of two of entries that fits the budget (at least one).
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Entry);
    const std::size_t count = wanted < 1 ? 1 : std::bit_floor(wanted);
    entries_ = std::vector<Entry>(count);
    mask_ = count - 1;
}

}  // namespace kabe
