// The variants served and the work behind egdb.hpp.

#include <chrono>
#include <fstream>

#include "egdb/database.hpp"
#include "egdb/egdb.hpp"
#include "egdb/file.hpp"
#include "egdb/generate.hpp"
#include "egdb/verify.hpp"
#include "movegen/notation.hpp"
#include "movegen/variants.hpp"

namespace kabe::egdb {

namespace {

// The variants of issue 17's first part; any DatabaseRules variant can join the list.
using Served = VariantList<International, Brazilian, Russian, English>;

template <class F, class Rules, class... Rest>
decltype(auto) dispatch_served(std::string_view name, F& f, VariantList<Rules, Rest...>) {
    if (name == Rules::name) return f(Rules{});
    if constexpr (sizeof...(Rest) > 0) {
        return dispatch_served(name, f, VariantList<Rest...>{});
    } else {
        std::string list;
        for (const auto& v : served_variants()) list += (list.empty() ? "" : ", ") + v;
        throw NotationError("no endgame databases for " + notation::quote(name) +
                            " (served: " + list + ")");
    }
}

// Calls f(Rules{}) for the served variant called `given` (any name `kabe variants` lists).
template <class F>
decltype(auto) dispatch(std::string_view given, F&& f) {
    const std::string_view name = variant_facts(given).name;  // throws if unknown
    return dispatch_served(name, f, Served{});
}

template <class... Rules>
std::vector<std::string> names_of(VariantList<Rules...>) {
    return {std::string(Rules::name)...};
}

// A directory a build can write to: created if missing, then tried with a file.
void prepare_directory(const std::filesystem::path& dir) {
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    const std::filesystem::path probe = dir / ".kabe-egdb-write-test";
    if (!error) {
        std::ofstream out(probe);
        out << "x";
        out.flush();
        if (out) {
            out.close();
            std::filesystem::remove(probe, error);
            return;
        }
    }
    throw NotationError("cannot write to the database directory " + notation::quote(dir.string()));
}

template <class Rules>
BuildSummary build_in(const std::filesystem::path& dir, int pieces,
                      const std::function<void(const BuildProgress&)>& progress) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto since = [](Clock::time_point t) {
        return std::chrono::duration<double>(Clock::now() - t).count();
    };
    prepare_directory(dir);
    const auto materials = materials_to_build<Rules>(pieces);
    std::uint64_t total = 0, done = 0, built_positions = 0;
    for (const Material& m : materials) total += 2 * SliceIndex<Rules>(m).size();
    SliceStore<Rules> store;
    BuildSummary summary;
    double built_seconds = 0;
    for (std::size_t n = 0; n < materials.size(); ++n) {
        const Material& m = materials[n];
        const SliceIndex<Rules> index(m);
        const Slice white{m, Color::white}, black{m, Color::black};
        const auto white_file = dir / file_name(Rules::name, white);
        const auto black_file = dir / file_name(Rules::name, black);
        BuildProgress p;
        p.number = static_cast<int>(n) + 1;
        p.count = static_cast<int>(materials.size());
        p.material = m.describe() + " (" + m.digits() + ")";
        p.positions = 2 * index.size();
        const auto material_start = Clock::now();
        if (slice_present(white_file, Rules::name, white, index.size()) &&
            slice_present(black_file, Rules::name, black, index.size())) {
            store.add(m, read_slice(white_file, Rules::name, white, index.size()),
                      read_slice(black_file, Rules::name, black, index.size()));
            p.skipped = true;
            ++summary.skipped;
        } else {
            const MaterialStats stats = build_material(store, m);
            const auto* entry = store.find(m);
            write_slice(white_file, Rules::name, white, entry->tables[0]);
            write_slice(black_file, Rules::name, black, entry->tables[1]);
            p.rounds = stats.rounds;
            ++summary.built;
            built_positions += p.positions;
            built_seconds += since(material_start);
        }
        done += p.positions;
        summary.positions += p.positions;
        summary.bytes +=
            std::filesystem::file_size(white_file) + std::filesystem::file_size(black_file);
        p.seconds = since(material_start);
        p.elapsed = since(start);
        // The time left at the speed of the slices built so far (later slices are larger
        // and slower a position; it errs short).
        p.eta_seconds =
            built_positions ? built_seconds / double(built_positions) * double(total - done) : 0;
        if (progress) progress(p);
    }
    summary.seconds = since(start);
    return summary;
}

}  // namespace

std::vector<std::string> served_variants() {
    return names_of(Served{});
}

BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress) {
    if (pieces < 2 || pieces > 9)
        throw NotationError("pieces must be between 2 and 9, not " + std::to_string(pieces));
    return dispatch(variant,
                    [&](auto rules) { return build_in<decltype(rules)>(dir, pieces, progress); });
}

ProbeAnswer probe(std::string_view variant, const std::filesystem::path& dir,
                  std::string_view fen) {
    return dispatch(variant, [&](auto rules) {
        using Rules = decltype(rules);
        const auto pos = Notation<Rules>::parse_fen(fen);
        const auto db = Database<Rules>::open(dir);
        const auto value = db.value(pos);
        if (!value) {
            const auto m = SliceIndex<Rules>::material_of(pos);
            if (m.white() == 0 || m.black() == 0)
                throw NotationError("the position has no pieces of one side: the game is over");
            const Slice slice{m, pos.side_to_move()};
            throw NotationError("missing slice " + file_name(Rules::name, slice) + " in " +
                                notation::quote(dir.string()));
        }
        ProbeAnswer answer;
        answer.value = std::string(to_string(*value));
        answer.capture_pending = must_capture(pos);
        if (const auto move = db.best_move(pos))
            answer.best_move = Notation<Rules>::format_pdn(pos, *move);
        return answer;
    });
}

VerifyReport verify(std::string_view variant, const std::filesystem::path& dir) {
    return dispatch(variant, [&](auto rules) {
        using Rules = decltype(rules);
        const auto db = Database<Rules>::open(dir);
        VerifyCounts counts;
        const auto materials = db.store().materials();
        if (materials.empty())
            throw NotationError("no " + std::string(Rules::name) + " slices in " +
                                notation::quote(dir.string()));
        for (const Material& m : materials) verify_material(db.store(), m, counts, Rules::name);
        VerifyReport report;
        report.slices = counts.slices;
        report.positions = counts.positions;
        report.wins = counts.wins;
        report.losses = counts.losses;
        report.draws = counts.draws;
        report.errors = counts.errors;
        report.examples = counts.examples;
        return report;
    });
}

}  // namespace kabe::egdb
