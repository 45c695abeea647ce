// kabe book: build an opening book with Kabe's own search, and probe one
// (book/build.hpp, book/book.hpp; docs/book.md).

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "book/build.hpp"
#include "cli/cli.hpp"
#include "cli/options.hpp"
#include "engine/memory.hpp"
#include "protocol/hub/format.hpp"

namespace po = boost::program_options;

namespace kabe::cli {

namespace {

// Before the work starts: the file must be new (or the book to resume) and its folder
// writable, so that a long build does not fail at its end.
void check_output(const std::string& output, bool resume) {
    const bool exists = std::filesystem::exists(output);
    if (resume && !exists) throw UsageError("--resume: there is no book " + output + " to extend");
    if (!resume && exists)
        throw UsageError(output + " exists: --resume extends it; remove it to build anew");
    const std::string probe = output + ".tmp";
    if (!std::ofstream(probe, std::ios::app)) throw UsageError("cannot write " + probe);
    std::remove(probe.c_str());
}

int run_build(const Args& args) {
    po::options_description options("options");
    book::BuildOptions build;
    std::string output;
    bool resume = false;
    int ply_cost = build.ply_cost;
    EvalOptions eval;
    add_variant_option(options, build.variant, "rules the book is built for");
    options.add_options()("output", po::value(&output)->required(), "the book file to write")(
        "positions", po::value(&build.positions)->default_value(build.positions),
        "positions to search: the book's size")("depth",
                                                po::value(&build.depth)->default_value(build.depth),
                                                "plies each position is searched to")(
        "ply-cost", po::value(&ply_cost)->default_value(ply_cost),
        "centi-men a ply adds to a line's cost (drop-out expansion: smaller grows the best "
        "lines deeper, larger the side lines near the start)")(
        "resume", po::bool_switch(&resume), "extend the book --output (same variant and depth)")(
        "threads", po::value(&build.threads)->default_value(build.threads),
        "positions searched at once, 1 to 64, each thread with its own table of --hash MB "
        "(the book is the same for the same count)");
    add_hash_option(options, build.hash_mb, build.hash_mb);
    eval.add_to(options);
    po::variables_map vm;
    if (!parse("book build",
               "--output FILE [--variant V] [--positions N] [--depth D] [--threads T]", options,
               args, vm))
        return 0;
    if (build.positions < 1 || build.positions > 10'000'000)
        throw UsageError("--positions must be 1 to 10000000");
    if (build.depth < 1 || build.depth > 100) throw UsageError("--depth must be 1 to 100");
    if (ply_cost < 1 || ply_cost > 10'000) throw UsageError("--ply-cost must be 1 to 10000");
    if (build.threads < 1 || build.threads > 64) throw UsageError("--threads must be 1 to 64");
    check_hash_mb(build.hash_mb);
    if (build.hash_mb * static_cast<std::size_t>(build.threads) > max_hash_mb())
        throw UsageError("--hash " + std::to_string(build.hash_mb) + " MB for each of " +
                         std::to_string(build.threads) +
                         " threads is more than half of this machine's memory (" +
                         std::to_string(max_hash_mb()) + " MB at most)");
    build.ply_cost = ply_cost;
    const auto engine = Engine::create(build.variant, 1);  // the name checked, made canonical
    build.variant = std::string(engine->variant());
    build.eval = eval.choice(build.variant);
    check_output(output, resume);
    std::optional<book::Book> previous;
    if (resume) {
        try {
            previous = book::Book::load(output);
        } catch (const book::BookError& e) {
            throw UsageError(std::string("--resume: ") + e.what());
        }
    }

    book::BuildCallbacks callbacks;
    auto last = std::chrono::steady_clock::now() - std::chrono::hours(1);
    callbacks.progress = [&](const book::BuildProgress& p) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last < std::chrono::seconds(5)) return;
        last = now;
        std::fprintf(stderr, "book: %zu/%zu positions  elapsed %s  ETA %s\n", p.positions, p.target,
                     clock_text(p.seconds).c_str(), clock_text(p.eta_seconds).c_str());
    };
    callbacks.checkpoint = [&](const book::Book& b) { b.save(output); };
    const auto start = std::chrono::steady_clock::now();
    book::Book result = [&] {
        try {
            return book::build(build, previous ? &*previous : nullptr, callbacks);
        } catch (const book::BookError&) {
            throw;
        } catch (const std::runtime_error& e) {
            throw UsageError(e.what());  // a book to resume that does not fit
        }
    }();
    result.save(output);
    std::size_t expanded = 0;
    for (const auto& [key, entry] : result.entries()) expanded += !entry.moves.empty();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("wrote %s: %zu positions (%zu with their moves), depth %d, %s, %ju bytes\n",
                output.c_str(), result.size(), expanded, build.depth, clock_text(seconds).c_str(),
                static_cast<std::uintmax_t>(std::filesystem::file_size(output)));
    return 0;
}

int run_probe(const Args& args) {
    po::options_description options("options");
    std::string variant, fen, book_file;
    std::vector<std::string> moves;
    add_variant_option(options, variant, "rules of the book");
    add_position_option(options, fen);
    add_moves_option(options, moves);
    options.add_options()("book", po::value(&book_file),
                          "the book file; default: the variant's built-in book");
    po::variables_map vm;
    if (!parse("book probe", "[--fen F] [--moves M] [--book FILE] [--variant V]", options, args,
               vm))
        return 0;
    const auto engine = Engine::create(variant, 1);
    engine->set_position(fen, moves);
    BookOptions choice;
    choice.book = book_file;
    const auto book = choice.load(engine->variant());
    if (!book)
        throw UsageError(std::string(engine->variant()) + " has no built-in book (--book FILE)");
    const book::BookEntry* entry = book->find(engine->hub_position());
    if (!entry) {
        std::cout << "not in the book\n";
        return 0;
    }
    std::cout << "in the book: score " << hub::format_score(entry->score) << " (men, side to move)";
    if (entry->moves.empty()) {
        std::cout << ", not expanded: no book moves\n";
        return 0;
    }
    std::cout << ", " << entry->moves.size() << (entry->moves.size() == 1 ? " move\n" : " moves\n");
    // The book writes Hub moves; the legal moves in both notations, in the same order,
    // give each its PDN form.
    const auto hub_moves = engine->legal_moves(MoveFormat::hub);
    const auto pdn_moves = engine->legal_moves(MoveFormat::pdn);
    for (const book::BookMove& m : entry->moves) {
        std::string shown = m.move + " (not legal here)";
        for (std::size_t i = 0; i < hub_moves.size(); ++i)
            if (hub_moves[i] == m.move) shown = pdn_moves[i];
        std::printf("  %-12s %s\n", shown.c_str(), hub::format_score(m.score).c_str());
    }
    return 0;
}

}  // namespace

int run_book(const Args& args) {
    const std::string usage =
        "usage: kabe book build|probe [OPTIONS] ('kabe book build --help' and so on)";
    if (args.empty()) throw UsageError(usage);
    const Args rest(args.begin() + 1, args.end());
    if (args[0] == "build") return run_build(rest);
    if (args[0] == "probe") return run_probe(rest);
    if (args[0] == "--help" || args[0] == "-h") {
        std::cout << usage << "\n  build   build an opening book with Kabe's own search\n"
                  << "  probe   the book moves of a position, with their scores\n";
        return 0;
    }
    throw UsageError("unknown book command '" + args[0] + "'; " + usage);
}

}  // namespace kabe::cli
