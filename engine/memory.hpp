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

}  // namespace kabe
