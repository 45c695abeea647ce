#pragma once
// The machine's physical memory, to refuse tables that could never fit (zeroing one
// would swap or get the process killed rather than fail cleanly).

#include <unistd.h>

#include <cstddef>

namespace kabe {

inline std::size_t physical_memory_mb() {
    return static_cast<std::size_t>(sysconf(_SC_PHYS_PAGES)) *
           static_cast<std::size_t>(sysconf(_SC_PAGE_SIZE)) / (1024 * 1024);
}

// The largest search table Kabe allocates: half the machine, the other half left to the
// system and the opponent engine.
inline std::size_t max_hash_mb() {
    const std::size_t half = physical_memory_mb() / 2;
    return half > 0 ? half : 1;
}

}  // namespace kabe
