// The variants served and the work behind egdb.hpp.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <fstream>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

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

// Materials of equal pieces and men do not lead into one another: a capture takes a
// piece, a promotion turns a man into a king. They can be built at once.
bool same_group(const Material& a, const Material& b) {
    return a.pieces() == b.pieces() && a.men() == b.men();
}

double seconds_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// Reads material m into the store if both its files in `dir` are whole, else builds it
// from the slices in the store and writes them. Fills the material's part of the
// progress (not its number, the time elapsed or the ETA).
template <class Rules>
BuildProgress make_material(SliceStore<Rules>& store, const std::filesystem::path& dir,
                            const Material& m) {
    const auto start = std::chrono::steady_clock::now();
    const SliceIndex<Rules> index(m);
    const Slice white{m, Color::white}, black{m, Color::black};
    const auto white_file = dir / file_name(Rules::name, white);
    const auto black_file = dir / file_name(Rules::name, black);
    BuildProgress p;
    p.material = m.describe() + " (" + m.digits() + ")";
    p.positions = 2 * index.size();
    // Each file is read (and decompressed) once: the check that it is whole is the read.
    auto white_table = read_slice_if_whole(white_file, Rules::name, white, index.size());
    auto black_table = white_table
                           ? read_slice_if_whole(black_file, Rules::name, black, index.size())
                           : std::nullopt;
    p.skipped = white_table && black_table;
    if (p.skipped) {
        store.add(m, std::move(*white_table), std::move(*black_table));
    } else {
        p.rounds = build_material(store, m).rounds;
        const auto* entry = store.find(m);
        write_slice(white_file, Rules::name, white, entry->tables[0]);
        write_slice(black_file, Rules::name, black, entry->tables[1]);
    }
    p.bytes = std::filesystem::file_size(white_file) + std::filesystem::file_size(black_file);
    p.seconds = seconds_since(start);
    return p;
}

// Frees the built materials (those before `next`) that no material from `next` on reads:
// at 5 pieces of International the codes held at once fall from 405 MB to about 223 MB.
template <class Rules>
void drop_materials_no_longer_read(SliceStore<Rules>& store, const std::vector<Material>& materials,
                                   std::size_t next) {
    std::set<Material> read;
    for (std::size_t n = next; n < materials.size(); ++n)
        for (const Material& m : kept_materials_one_move_from<Rules>(materials[n])) read.insert(m);
    for (std::size_t n = 0; n < next; ++n)
        if (!read.count(materials[n])) store.remove(materials[n]);
}

template <class Rules>
BuildSummary build_in(const std::filesystem::path& dir, int pieces, int threads,
                      const std::function<void(const BuildProgress&)>& progress) {
    prepare_directory(dir);
    const auto materials = materials_to_build<Rules>(pieces);
    std::uint64_t total = 0;
    for (const Material& m : materials) total += 2 * SliceIndex<Rules>(m).size();
    // The store takes each material in its own slot: threads building materials of one
    // group each write their own and read only earlier groups' (store.hpp).
    SliceStore<Rules> store;
    BuildTally tally(total, threads);
    std::mutex mutex;  // the tally and the progress calls

    const auto make = [&](std::size_t n) {
        BuildProgress p = make_material(store, dir, materials[n]);
        p.number = static_cast<int>(n) + 1;
        p.count = static_cast<int>(materials.size());
        const std::lock_guard lock(mutex);
        tally.add(p);
        if (progress) progress(p);
    };

    for (std::size_t first = 0; first < materials.size();) {
        std::size_t end = first;
        while (end < materials.size() && same_group(materials[end], materials[first])) ++end;
        std::atomic<std::size_t> next{first};
        std::exception_ptr failure;
        const auto work = [&] {
            for (std::size_t n = next++; n < end; n = next++) {
                try {
                    make(n);
                } catch (...) {
                    const std::lock_guard lock(mutex);
                    if (!failure) failure = std::current_exception();
                    next = end;  // the others stop after their material
                }
            }
        };
        {
            std::vector<std::jthread> helpers;
            const auto group = static_cast<int>(end - first);
            for (int t = 1; t < std::min(threads, group); ++t) helpers.emplace_back(work);
            work();
        }
        if (failure) std::rethrow_exception(failure);
        first = end;
        drop_materials_no_longer_read(store, materials, first);
    }
    return tally.summary();
}

template <class Rules>
std::vector<std::vector<PlannedMaterial>> plan_in(const std::filesystem::path& dir, int pieces) {
    prepare_directory(dir);
    std::vector<std::vector<PlannedMaterial>> groups;
    const auto materials = materials_to_build<Rules>(pieces);
    for (std::size_t n = 0; n < materials.size(); ++n) {
        if (n == 0 || !same_group(materials[n], materials[n - 1])) groups.emplace_back();
        groups.back().push_back(
            {materials[n].digits(), 2 * SliceIndex<Rules>(materials[n]).size()});
    }
    return groups;
}

template <class Rules>
BuildProgress build_one_in(const std::filesystem::path& dir, std::string_view digits) {
    std::optional<Material> target;
    for (const Material& m : materials_to_build<Rules>(9))
        if (m.digits() == digits) target = m;
    if (!target)
        throw NotationError("no material " + notation::quote(digits) + " is built for " +
                            std::string(Rules::name));
    SliceStore<Rules> store;
    for (const Material& m : kept_materials_one_move_from<Rules>(*target)) {
        const SliceIndex<Rules> index(m);
        const Slice white{m, Color::white}, black{m, Color::black};
        store.add(
            m, read_slice(dir / file_name(Rules::name, white), Rules::name, white, index.size()),
            read_slice(dir / file_name(Rules::name, black), Rules::name, black, index.size()));
    }
    return make_material(store, dir, *target);
}

}  // namespace

BuildTally::BuildTally(std::uint64_t total_positions, int workers)
    : start_(std::chrono::steady_clock::now()), total_(total_positions), workers_(workers) {}

void BuildTally::add(BuildProgress& p) {
    if (p.skipped) {
        ++summary_.skipped;
    } else {
        ++summary_.built;
        built_positions_ += p.positions;
        built_seconds_ += p.seconds;
    }
    done_ += p.positions;
    summary_.positions += p.positions;
    summary_.bytes += p.bytes;
    p.elapsed = seconds_since(start_);
    p.eta_seconds = built_positions_ ? built_seconds_ / double(built_positions_) *
                                           double(total_ - done_) / workers_
                                     : 0;
}

BuildSummary BuildTally::summary() const {
    BuildSummary s = summary_;
    s.seconds = seconds_since(start_);
    return s;
}

std::vector<std::string> served_variants() {
    return names_of(Served{});
}

BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress, int threads) {
    if (pieces < 2 || pieces > 9)
        throw NotationError("pieces must be between 2 and 9, not " + std::to_string(pieces));
    if (threads < 1 || threads > 256)
        throw NotationError("threads must be between 1 and 256, not " + std::to_string(threads));
    return dispatch(variant, [&](auto rules) {
        return build_in<decltype(rules)>(dir, pieces, threads, progress);
    });
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

std::vector<std::vector<PlannedMaterial>> build_plan(std::string_view variant, int pieces,
                                                     const std::filesystem::path& dir) {
    if (pieces < 2 || pieces > 9)
        throw NotationError("pieces must be between 2 and 9, not " + std::to_string(pieces));
    return dispatch(variant, [&](auto rules) { return plan_in<decltype(rules)>(dir, pieces); });
}

BuildProgress build_one(std::string_view variant, const std::filesystem::path& dir,
                        std::string_view material) {
    return dispatch(variant,
                    [&](auto rules) { return build_one_in<decltype(rules)>(dir, material); });
}

VerifyReport verify(std::string_view variant, const std::filesystem::path& dir) {
    return dispatch(variant, [&](auto rules) {
        using Rules = decltype(rules);
        // Whole: verify reads every code of every slice, in order.
        const auto db = Database<Rules>::open(dir, 9, Database<Rules>::Holding::whole);
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
