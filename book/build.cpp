#include "book/build.hpp"

#include <chrono>
#include <exception>
#include <limits>
#include <memory>
#include <queue>
#include <stdexcept>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kabe::book {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Edge {
    std::string move;  // Hub notation
    int child = 0;
};

struct Node {
    std::string key;        // the Hub position
    Score searched = 0;     // its own search's score, side to move's view
    bool expanded = false;  // its moves are in the tree (none: the game is over)
    std::vector<Edge> edges;
};

class Builder {
public:
    Builder(const BuildOptions& options, const BuildCallbacks& callbacks)
        : options_(options),
          callbacks_(callbacks),
          engine_(Engine::create(options.variant, options.hash_mb)) {
        options.eval.apply(*engine_);
        // The first search thread is engine_ itself; the others get engines of their own.
        for (int t = 1; t < options.threads; ++t) {
            helpers_.push_back(Engine::create(options.variant, options.hash_mb));
            options.eval.apply(*helpers_.back());
        }
        limits_.depth = options.depth;
        limits_.analyze = true;  // a forced move searched too: its score is what we want
    }

    Book run(const Book* resume) {
        start_ = Clock::now();
        last_checkpoint_ = start_;
        if (resume) {
            load(*resume);
        } else {
            engine_->set_position("start", {});
            const std::string start = engine_->hub_position();
            insert(search_position(*engine_, start));
        }
        while (nodes_.size() < options_.positions) {
            const int next = cheapest_leaf();
            if (next < 0) break;  // every line has ended
            expand(next);
            if (callbacks_.checkpoint &&
                seconds_since(last_checkpoint_) >= callbacks_.checkpoint_seconds) {
                callbacks_.checkpoint(book());
                last_checkpoint_ = Clock::now();
            }
        }
        return book();
    }

private:
    // A position searched by `engine` (which touches nothing else of the builder, so
    // that the search threads can run it side by side).
    Node search_position(Engine& engine, const std::string& key) const {
        Node node;
        node.key = key;
        engine.set_position(key, {});
        if (engine.legal_moves(MoveFormat::hub).empty()) {
            // The game is over, by the variant's rules (a loss for the side to move in
            // most, a win in the giveaway games); nothing to search or expand.
            const EngineResult r = engine.result();
            const int mover_points =
                engine.white_to_move() ? r.white_half_points : 2 - r.white_half_points;
            node.searched = !r.over || mover_points == 0 ? score::loss_in(0)
                            : mover_points == 2          ? score::win_in(0)
                                                         : score::draw;
            node.expanded = true;
        } else {
            node.searched = engine.think(limits_, {}).score;
        }
        return node;
    }

    int insert(Node node) {
        const std::string key = node.key;
        nodes_.push_back(std::move(node));
        index_.emplace(key, static_cast<int>(nodes_.size() - 1));
        ++searched_;
        report();
        return static_cast<int>(nodes_.size() - 1);
    }

    std::string child_key(const std::string& key, const std::string& move) {
        engine_->set_position(key, {move});
        return engine_->hub_position();
    }

    int child_of(const std::string& key, const std::string& move) {
        const std::string child = child_key(key, move);
        const auto it = index_.find(child);
        return it != index_.end() ? it->second : insert(search_position(*engine_, child));
    }

    // Adds every position the moves of position i lead to. The new ones are searched in
    // the order of the moves, dealt out in turn to the search threads (with one thread,
    // one after the other by engine_, as child_of would).
    void expand(int i) {
        const std::string key = nodes_[i].key;
        engine_->set_position(key, {});
        const std::vector<std::string> moves = engine_->legal_moves(MoveFormat::hub);
        std::vector<std::string> children;
        std::vector<std::string> fresh;
        std::unordered_set<std::string> seen;
        for (const std::string& move : moves) {
            children.push_back(child_key(key, move));
            if (!index_.contains(children.back()) && seen.insert(children.back()).second)
                fresh.push_back(children.back());
        }
        for (Node& node : search_all(fresh)) insert(std::move(node));
        std::vector<Edge> edges;
        for (std::size_t m = 0; m < moves.size(); ++m)
            edges.push_back({moves[m], index_.at(children[m])});
        nodes_[i].edges = std::move(edges);
        nodes_[i].expanded = true;
    }

    // Thread t searches keys t, t + threads, ... with its own engine.
    std::vector<Node> search_all(const std::vector<std::string>& keys) {
        std::vector<Node> out(keys.size());
        const std::size_t threads = std::min(helpers_.size() + 1, keys.size());
        const auto work = [&](std::size_t t) {
            Engine& engine = t == 0 ? *engine_ : *helpers_[t - 1];
            for (std::size_t k = t; k < keys.size(); k += threads)
                out[k] = search_position(engine, keys[k]);
        };
        if (threads <= 1) {
            work(0);
            return out;
        }
        std::vector<std::exception_ptr> failures(threads);
        std::vector<std::thread> running;
        for (std::size_t t = 1; t < threads; ++t)
            running.emplace_back([&, t] {
                try {
                    work(t);
                } catch (...) {
                    failures[t] = std::current_exception();
                }
            });
        try {
            work(0);
        } catch (...) {
            failures[0] = std::current_exception();
        }
        for (std::thread& thread : running) thread.join();
        for (const std::exception_ptr& failure : failures)
            if (failure) std::rethrow_exception(failure);
        return out;
    }

    // The minimax scores of every node (transpositions shared; a cycle, which needs
    // kings, is cut at the node's own search score).
    std::vector<Score> values() const {
        std::vector<Score> value(nodes_.size());
        std::vector<char> state(nodes_.size(), 0);  // 0 new, 1 on the stack, 2 done
        const std::function<Score(int)> visit = [&](int i) -> Score {
            if (state[i] == 2) return value[i];
            if (state[i] == 1) return nodes_[i].searched;
            state[i] = 1;
            Score best = nodes_[i].searched;
            if (!nodes_[i].edges.empty()) {
                best = -score::infinity;
                for (const Edge& e : nodes_[i].edges) best = std::max<Score>(best, -visit(e.child));
            }
            state[i] = 2;
            return value[i] = best;
        };
        for (int i = 0; i < static_cast<int>(nodes_.size()); ++i) visit(i);
        return value;
    }

    // Drop-out expansion's choice: the unexpanded position whose cheapest line from the
    // start costs least (Dijkstra over the tree; every step costs at least ply_cost).
    int cheapest_leaf() const {
        const std::vector<Score> value = values();
        constexpr long unreached = std::numeric_limits<long>::max();
        std::vector<long> cost(nodes_.size(), unreached);
        using Item = std::pair<long, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        cost[0] = 0;
        queue.push({0, 0});
        while (!queue.empty()) {
            const auto [c, i] = queue.top();
            queue.pop();
            if (c != cost[i]) continue;
            if (!nodes_[i].expanded) return i;
            for (const Edge& e : nodes_[i].edges) {
                const long error = value[i] - (-value[e.child]);
                const long next = c + std::max<long>(options_.ply_cost, 1) + error;
                if (next < cost[e.child]) {
                    cost[e.child] = next;
                    queue.push({next, e.child});
                }
            }
        }
        return -1;
    }

    void load(const Book& resume) {
        if (resume.variant() != options_.variant)
            throw std::runtime_error("the book to resume is for " + resume.variant() + ", not " +
                                     options_.variant);
        if (resume.depth != options_.depth)
            throw std::runtime_error("the book to resume was searched to depth " +
                                     std::to_string(resume.depth) + ", not " +
                                     std::to_string(options_.depth));
        engine_->set_position("start", {});
        const std::string start = engine_->hub_position();
        if (!resume.find(start))
            throw std::runtime_error("the book to resume has no start position");
        // The start first (node 0), then the rest; an expanded position's own search
        // score is not kept, its moves' are.
        const auto insert = [&](const std::string& key, const BookEntry& entry) {
            nodes_.push_back({key, entry.score, !entry.moves.empty(), {}});
            index_.emplace(key, static_cast<int>(nodes_.size() - 1));
        };
        insert(start, *resume.find(start));
        for (const auto& [key, entry] : resume.entries())
            if (key != start) insert(key, entry);
        const std::size_t loaded = nodes_.size();
        for (std::size_t i = 0; i < loaded; ++i) {
            const BookEntry& entry = *resume.find(nodes_[i].key);
            if (entry.moves.empty()) continue;
            std::vector<Edge> edges;
            for (const BookMove& m : entry.moves)
                edges.push_back({m.move, child_of(nodes_[i].key, m.move)});
            nodes_[i].edges = std::move(edges);
        }
    }

    Book book() const {
        Book out(options_.variant);
        out.depth = options_.depth;
        out.eval = options_.eval.name();
        const std::vector<Score> value = values();
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            BookEntry entry{value[i], {}};
            for (const Edge& e : nodes_[i].edges)
                entry.moves.push_back({e.move, static_cast<Score>(-value[e.child])});
            out.set(nodes_[i].key, std::move(entry));
        }
        return out;
    }

    void report() const {
        if (!callbacks_.progress) return;
        BuildProgress p;
        p.positions = nodes_.size();
        p.target = options_.positions;
        p.searched = searched_;
        p.seconds = seconds_since(start_);
        const std::size_t left = p.target > p.positions ? p.target - p.positions : 0;
        p.eta_seconds = searched_ ? p.seconds / static_cast<double>(searched_) * left : 0;
        callbacks_.progress(p);
    }

    const BuildOptions& options_;
    const BuildCallbacks& callbacks_;
    std::unique_ptr<Engine> engine_;
    std::vector<std::unique_ptr<Engine>> helpers_;  // the search threads after the first
    SearchLimits limits_;
    std::vector<Node> nodes_;
    std::unordered_map<std::string, int> index_;
    std::size_t searched_ = 0;
    Clock::time_point start_;
    Clock::time_point last_checkpoint_;
};

}  // namespace

Book build(const BuildOptions& options, const Book* resume, const BuildCallbacks& callbacks) {
    if (options.depth < 1) throw std::runtime_error("the depth must be at least 1");
    if (options.threads < 1) throw std::runtime_error("the threads must be at least 1");
    return Builder(options, callbacks).run(resume);
}

}  // namespace kabe::book
