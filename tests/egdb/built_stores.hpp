#pragma once
// The slices the egdb tests share, built once per test process: every material of up to
// 3 pieces and 3 kings against 1 king (with what it converts into), for International
// and Russian.

#include <gtest/gtest.h>

#include <string_view>

#include "egdb/generate.hpp"
#include "movegen/notation.hpp"

namespace kabe::egdb::test {

// Every slice up to `pieces`, and `extra` with what it needs, built once per variant.
template <class Rules>
const SliceStore<Rules>& built(int pieces, Material extra = {}) {
    static SliceStore<Rules> store;
    static bool done = false;
    if (!done) {
        for (const Material& m : materials_to_build<Rules>(pieces)) build_material(store, m);
        if (extra.pieces()) build_with_dependencies(store, extra);
        done = true;
    }
    return store;
}

inline const SliceStore<International>& international() {
    return built<International>(3, {0, 3, 0, 1});
}
inline const SliceStore<Russian>& russian() {
    return built<Russian>(3, {0, 3, 0, 1});
}

template <class Rules>
Wdl value(const SliceStore<Rules>& store, std::string_view fen) {
    const Code c = store.code(Notation<Rules>::parse_fen(fen));
    EXPECT_NE(c, Code::unknown) << fen;
    return wdl_of(c);
}

}  // namespace kabe::egdb::test
