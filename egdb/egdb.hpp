#pragma once
// The endgame databases as a service, without templates: what `kabe egdb` (cli/egdb.cpp)
// asks for, with the variant as a name. The rules-typed pieces behind it are
// generate.hpp, database.hpp and verify.hpp, compiled in service.cpp for the variants it
// serves. Errors the user can fix (an unknown or unserved variant, a directory that
// cannot be written, a missing slice, a bad FEN) throw NotationError, one line.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabe::egdb {

// The variants databases can be built for, by their canonical names.
std::vector<std::string> served_variants();

struct BuildProgress {
    int number = 0, count = 0;  // this material is number `number` of `count`
    std::string material;       // "2 kings v 1 king (0201)"
    std::uint64_t positions = 0;
    bool skipped = false;  // its files were there already (resumed)
    int rounds = 0;
    std::uint64_t bytes = 0;  // its two files' sizes
    double seconds = 0;       // for this material
    double elapsed = 0;       // since the build started
    double eta_seconds = 0;   // estimated time left, by the positions left
};

struct BuildSummary {
    int built = 0, skipped = 0;
    std::uint64_t positions = 0;  // both sides to move, every material
    std::uint64_t bytes = 0;      // the files' sizes
    double seconds = 0;
};

// Adds up a build's materials as they end (one thread at a time), and gives each its time
// elapsed since the tally started and an ETA: the positions left at the speed of the
// materials built so far, shared by `workers` (it errs short: later materials are larger
// and slower a position).
class BuildTally {
public:
    BuildTally(std::uint64_t total_positions, int workers);
    void add(BuildProgress& p);
    BuildSummary summary() const;

private:
    std::chrono::steady_clock::time_point start_;
    std::uint64_t total_, done_ = 0, built_positions_ = 0;
    int workers_;
    double built_seconds_ = 0;
    BuildSummary summary_;
};

// How a build stays within a memory budget, chosen before it starts (plan_memory).
struct MemoryPlan {
    int threads = 1;  // the threads the build uses, as asked
    int at_once = 1;  // materials in work at once (the threads share out the rest)
    // One material at a time, holding only the slices it reads (read again from the
    // directory): the least memory, some time more.
    bool lean = false;
    std::uint64_t peak_bytes = 0;       // code and work tables held at once, at most
    std::string peak_material;          // in work at that peak: "2 kings v 1 king (0201)"
    std::uint64_t lean_peak_bytes = 0;  // what the lean build would hold at most
    int materials = 0;                  // to build, 2..pieces
    std::uint64_t positions = 0;        // both sides to move, every material
};

// The plan for building 2..pieces pieces on `threads` threads in at most `budget_bytes`
// (0: no bound): as many materials at once as threads if they fit, else fewer (the
// threads then share the steps of a material), else the lean build; a NotationError
// naming what it needs when even that does not fit. Worked out
// from the materials' sizes alone (nothing is read or built), so 7 or 8 pieces can be
// planned on paper.
MemoryPlan plan_memory(std::string_view variant, int pieces, int threads,
                       std::uint64_t budget_bytes);

// Builds every slice of 2..pieces pieces into `dir` (created if missing), skipping the
// slices already there. With `threads` > 1 the materials of one group (equal pieces and
// men: none leads into another) are built at once, one a thread, and a group of fewer
// materials than threads shares the spare threads out inside them; the files are the
// same as one thread's, and the memory grows with the materials in hand. `progress` is
// called from one thread at a time, in the order the materials end.
BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress = {}, int threads = 1);
// The same, as `plan` says (its threads, lean or not); the files are the same either way.
BuildSummary build(std::string_view variant, int pieces, const std::filesystem::path& dir,
                   const std::function<void(const BuildProgress&)>& progress,
                   const MemoryPlan& plan);

// The same build in steps, for builds spread over processes (cluster/egdb.cpp): the
// materials of 2..pieces pieces, in groups whose materials do not lead into one another,
// the groups in building order; `dir` is created if missing.
struct PlannedMaterial {
    std::string digits;           // "0201"
    std::uint64_t positions = 0;  // both sides to move
};
std::vector<std::vector<PlannedMaterial>> build_plan(std::string_view variant, int pieces,
                                                     const std::filesystem::path& dir);
// Builds one material of the plan into `dir` unless its files are there, reading the
// slices it leads into from `dir` (the earlier groups'; missing: a NotationError). The
// progress has no number, time elapsed or ETA.
BuildProgress build_one(std::string_view variant, const std::filesystem::path& dir,
                        std::string_view material);

struct ProbeAnswer {
    std::string value;                     // "win", "loss" or "draw", for the side to move
    std::optional<std::string> best_move;  // in the variant's PDN notation; none: no move
    bool capture_pending = false;
};

ProbeAnswer probe(std::string_view variant, const std::filesystem::path& dir, std::string_view fen);

struct VerifyReport {
    int slices = 0;
    std::uint64_t positions = 0, wins = 0, losses = 0, draws = 0, errors = 0;
    std::vector<std::string> examples;  // the first errors
};

VerifyReport verify(std::string_view variant, const std::filesystem::path& dir);

}  // namespace kabe::egdb
