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
#include <utility>

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
                            const Material& m, int threads = 1) {
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
        p.rounds = build_material(store, m, {}, threads).rounds;
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

// Makes the store hold the slices `target` reads and nothing else, reading from `dir`
// those it does not hold (they were built before it: missing, a NotationError).
template <class Rules>
void hold_only_what_is_read(SliceStore<Rules>& store, const std::filesystem::path& dir,
                            const Material& target) {
    const auto read = kept_materials_one_move_from<Rules>(target);
    for (const Material& m : store.materials())
        if (std::find(read.begin(), read.end(), m) == read.end()) store.remove(m);
    for (const Material& m : read) {
        if (store.find(m)) continue;
        const SliceIndex<Rules> index(m);
        const Slice white{m, Color::white}, black{m, Color::black};
        store.add(
            m, read_slice(dir / file_name(Rules::name, white), Rules::name, white, index.size()),
            read_slice(dir / file_name(Rules::name, black), Rules::name, black, index.size()));
    }
}

// The memory of a build, worked out from its materials before it starts: the code tables
// held (2 bits a position) and the work tables of the materials in hand (generate.hpp's
// build_work_bytes), by the rules build_in follows. The program, file buffers and the
// allocator add some megabytes on top.
template <class Rules>
class MemoryPlanner {
public:
    explicit MemoryPlanner(int pieces) : materials_(materials_to_build<Rules>(pieces)) {
        for (const Material& m : materials_) sizes_.push_back(SliceIndex<Rules>(m).size());
        groups_ = group_starts();
        // read_later_[g]: the materials some material of group g or a later group reads.
        read_later_.resize(groups_.size());
        std::set<std::size_t> read;
        for (std::size_t g = groups_.size(); g-- > 0;) {
            for (std::size_t n = groups_[g]; n < end_of_group(g); ++n)
                for (const Material& m : kept_materials_one_move_from<Rules>(materials_[n]))
                    read.insert(position_of(m));
            read_later_[g] = read;
        }
    }

    // Every group's materials built `threads` at once, each group then dropping the slices
    // no later material reads: the most held at once, and the material of that group
    // whose work is the largest.
    std::pair<std::uint64_t, std::size_t> keeping(int threads) const {
        std::pair<std::uint64_t, std::size_t> peak{0, 0};
        for (std::size_t g = 0; g < groups_.size(); ++g) {
            std::uint64_t held = 0;
            for (std::size_t n : read_later_[g])
                if (n < groups_[g]) held += codes_bytes(sizes_[n]);
            // The group's finished materials stay until it ends; `threads` of them are in
            // work at once, at worst its largest.
            std::vector<std::uint64_t> work;
            for (std::size_t n = groups_[g]; n < end_of_group(g); ++n) {
                held += codes_bytes(sizes_[n]);
                work.push_back(build_work_bytes(sizes_[n]) - codes_bytes(sizes_[n]));
            }
            std::sort(work.rbegin(), work.rend());
            for (std::size_t t = 0; t < work.size() && t < std::size_t(threads); ++t)
                held += work[t];
            if (held > peak.first) peak = {held, largest_of_group(g)};
        }
        return peak;
    }

    // One material at a time, holding only the slices it reads.
    std::pair<std::uint64_t, std::size_t> lean() const {
        std::pair<std::uint64_t, std::size_t> peak{0, 0};
        for (std::size_t n = 0; n < materials_.size(); ++n) {
            std::uint64_t held = build_work_bytes(sizes_[n]);
            for (const Material& m : kept_materials_one_move_from<Rules>(materials_[n]))
                held += codes_bytes(sizes_[position_of(m)]);
            if (held > peak.first) peak = {held, n};
        }
        return peak;
    }

    std::uint64_t positions() const {  // both sides to move, every material
        std::uint64_t total = 0;
        for (std::uint64_t size : sizes_) total += 2 * size;
        return total;
    }
    int materials() const { return static_cast<int>(materials_.size()); }
    std::string name(std::size_t n) const {
        return materials_[n].describe() + " (" + materials_[n].digits() + ")";
    }

private:
    std::vector<std::size_t> group_starts() const {
        std::vector<std::size_t> starts;
        for (std::size_t n = 0; n < materials_.size(); ++n)
            if (n == 0 || !same_group(materials_[n], materials_[n - 1])) starts.push_back(n);
        return starts;
    }
    std::size_t end_of_group(std::size_t g) const {
        return g + 1 < groups_.size() ? groups_[g + 1] : materials_.size();
    }
    std::size_t largest_of_group(std::size_t g) const {
        std::size_t largest = groups_[g];
        for (std::size_t n = groups_[g]; n < end_of_group(g); ++n)
            if (sizes_[n] > sizes_[largest]) largest = n;
        return largest;
    }
    std::size_t position_of(const Material& m) const {
        return static_cast<std::size_t>(std::find(materials_.begin(), materials_.end(), m) -
                                        materials_.begin());
    }

    std::vector<Material> materials_;
    std::vector<std::uint64_t> sizes_;
    std::vector<std::size_t> groups_;  // where each group of materials starts
    std::vector<std::set<std::size_t>> read_later_;
};

std::string mebibytes(std::uint64_t bytes) {
    return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MiB";
}

template <class Rules>
MemoryPlan plan_memory_in(int pieces, int threads, std::uint64_t budget) {
    const MemoryPlanner<Rules> planner(pieces);
    MemoryPlan plan;
    plan.materials = planner.materials();
    plan.positions = planner.positions();
    const auto lean = planner.lean();
    plan.lean_peak_bytes = lean.first;
    plan.threads = threads;
    const auto chosen = [&](int t, bool lean, std::pair<std::uint64_t, std::size_t> peak) {
        plan.at_once = t;
        plan.lean = lean;
        plan.peak_bytes = peak.first;
        plan.peak_material = planner.name(peak.second);
        return plan;
    };
    for (int t = threads; t >= 1; --t) {
        const auto peak = planner.keeping(t);
        if (budget == 0 || peak.first <= budget) return chosen(t, false, peak);
    }
    const auto [bytes, material] = lean;
    if (bytes <= budget) return chosen(1, true, lean);
    throw NotationError("building " + std::to_string(pieces) + " pieces needs at least " +
                        mebibytes(bytes) + " (for " + planner.name(material) +
                        " and the slices it reads), more than the " + mebibytes(budget) +
                        " allowed");
}

template <class Rules>
BuildSummary build_in(const std::filesystem::path& dir, int pieces, const MemoryPlan& plan,
                      const std::function<void(const BuildProgress&)>& progress) {
    const int threads = plan.threads;
    const int at_once = plan.lean ? 1 : plan.at_once;
    prepare_directory(dir);
    const auto materials = materials_to_build<Rules>(pieces);
    std::uint64_t total = 0;
    for (const Material& m : materials) total += 2 * SliceIndex<Rules>(m).size();
    // The store takes each material in its own slot: threads building materials of one
    // group each write their own and read only earlier groups' (store.hpp).
    SliceStore<Rules> store;
    BuildTally tally(total, threads);
    std::mutex mutex;  // the tally and the progress calls

    // A group of fewer materials than threads (the largest come alone) shares the
    // spare threads out among its materials' steps (build_material).
    int inside = 1;
    const auto make = [&](std::size_t n) {
        if (plan.lean) hold_only_what_is_read(store, dir, materials[n]);
        BuildProgress p = make_material(store, dir, materials[n], inside);
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
            const int materials_at_once = std::min(at_once, static_cast<int>(end - first));
            inside = std::max(1, threads / materials_at_once);
            for (int t = 1; t < materials_at_once; ++t) helpers.emplace_back(work);
            work();
        }
        if (failure) std::rethrow_exception(failure);
        first = end;
        if (!plan.lean) drop_materials_no_longer_read(store, materials, first);
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
    hold_only_what_is_read(store, dir, *target);
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

MemoryPlan plan_memory(std::string_view variant, int pieces, int threads,
                       std::uint64_t budget_bytes) {
    if (pieces < 2 || pieces > 9)
        throw NotationError("pieces must be between 2 and 9, not " + std::to_string(pieces));
    if (threads < 1 || threads > 256)
        throw NotationError("threads must be between 1 and 256, not " + std::to_string(threads));
    return dispatch(variant, [&](auto rules) {
        return plan_memory_in<decltype(rules)>(pieces, threads, budget_bytes);
    });
}

BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress,
                   const MemoryPlan& plan) {
    if (pieces < 2 || pieces > 9)
        throw NotationError("pieces must be between 2 and 9, not " + std::to_string(pieces));
    if (plan.threads < 1 || plan.threads > 256)
        throw NotationError("threads must be between 1 and 256, not " +
                            std::to_string(plan.threads));
    return dispatch(variant, [&](auto rules) {
        return build_in<decltype(rules)>(dir, pieces, plan, progress);
    });
}

BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress, int threads) {
    return build(variant, pieces, dir, progress, plan_memory(variant, pieces, threads, 0));
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
