// Linked into every fuzz target: logs (every refused input writes one) would only slow
// the runs down.

#include <spdlog/spdlog.h>

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    spdlog::set_level(spdlog::level::off);
    return 0;
}
