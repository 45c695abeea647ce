#include "cluster/farm.hpp"

#include <unistd.h>

#include <algorithm>
#include <boost/mpi/collectives.hpp>
#include <boost/mpi/environment.hpp>
#include <boost/optional.hpp>
#include <boost/serialization/string.hpp>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <exception>
#include <iostream>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "cluster/cluster.hpp"
#include "cluster/rank_zero_timeout.hpp"
#include "cluster/unit_deadline.hpp"

namespace kabe::cluster {

namespace {

constexpr int assign_tag = 1;  // rank 0 -> worker: an Assignment
constexpr int reply_tag = 2;   // worker -> rank 0: a Reply

constexpr int stop_unit = -1;          // an Assignment that ends the worker
constexpr int keep_waiting_unit = -2;  // rank 0's heartbeat to an idle worker

struct Assignment {
    int unit = stop_unit;  // or keep_waiting_unit, or the unit to compute
    std::string payload;
    template <class Archive>
    void serialize(Archive& archive, unsigned) {
        archive& unit& payload;
    }
};

struct Reply {
    int unit = -1;
    bool failed = false;
    std::string text;  // the result, or what went wrong
    template <class Archive>
    void serialize(Archive& archive, unsigned) {
        archive& unit& failed& text;
    }
};

std::string host_name() {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) != 0) return "unknown host";
    return name;
}

// KABE_UNIT_TIMEOUT (docs/cluster.md, cluster/unit_deadline.hpp).
UnitDeadline unit_deadline() {
    try {
        return UnitDeadline::parse(std::getenv("KABE_UNIT_TIMEOUT"));
    } catch (const std::invalid_argument& e) {
        throw ClusterError(e.what());
    }
}

// KABE_RANK0_TIMEOUT (docs/cluster.md, cluster/rank_zero_timeout.hpp); checked before the
// run (cli/cluster_run.cpp).
double rank_zero_timeout() {
    try {
        return RankZeroTimeout::parse(std::getenv("KABE_RANK0_TIMEOUT"));
    } catch (const std::invalid_argument& e) {
        throw ClusterError(e.what());
    }
}

}  // namespace

std::string agree_to_start(const boost::mpi::communicator& world, std::string verdict) {
    boost::mpi::broadcast(world, verdict, 0);
    return verdict;
}

boost::mpi::communicator checked_world() {
    boost::mpi::communicator world;
    if (world.size() != launched_ranks())
        throw ClusterError("the launcher started " + std::to_string(launched_ranks()) +
                           " ranks but MPI sees " + std::to_string(world.size()) +
                           ": is this kabe built with the MPI of that mpirun?");
    return world;
}

int hand_out(const boost::mpi::communicator& world, int first, int end, const UnitPayload& payload,
             const UnitDone& done, const KeepGoing& keep_going) {
    using Clock = std::chrono::steady_clock;
    UnitDeadline deadline = unit_deadline();
    struct Worker {
        int unit = -1;  // the unit it computes; -1: idle, waiting for one
        Clock::time_point since;
        bool late = false;  // past the deadline: its unit was handed out again
        Clock::time_point heard_from_us;  // rank 0's last message to it
    };
    std::vector<Worker> workers(static_cast<std::size_t>(world.size()));
    std::vector<bool> back(static_cast<std::size_t>(std::max(0, end - first)));
    std::set<int> pending;  // handed out, not back
    std::deque<int> again;  // late units, to hand out once more
    int next = first;
    bool stopping = false;  // no new unit: keep_going said so, a worker failed, a callback threw
    std::string failure;
    std::exception_ptr thrown;  // by a callback: rethrown once the workers have stopped
    const auto is_back = [&](int unit) { return back[static_cast<std::size_t>(unit - first)]; };
    const auto next_unit = [&]() -> int {
        if (stopping) return -1;
        while (!again.empty()) {
            const int unit = again.front();
            again.pop_front();
            if (!is_back(unit)) return unit;
        }
        if (next < end && keep_going()) return next++;
        stopping = stopping || next < end;
        return -1;
    };
    // Gives `rank` its next unit; false when there is none (the rank stays idle).
    const auto give = [&](int rank) {
        Assignment a;
        try {
            a.unit = next_unit();
            if (a.unit >= 0) a.payload = payload(a.unit);
        } catch (...) {
            thrown = std::current_exception();
            stopping = true;
            a.unit = -1;
        }
        if (a.unit < 0) return false;
        world.send(rank, assign_tag, a);
        workers[static_cast<std::size_t>(rank)] = {a.unit, Clock::now(), false, Clock::now()};
        pending.insert(a.unit);
        return true;
    };
    const auto busy = [&](bool count_late) {
        int n = 0;
        for (const auto& w : workers) n += w.unit >= 0 && (count_late || !w.late);
        return n;
    };
    // An idle worker hears from rank 0 every heartbeat, so that it can tell a rank 0 that
    // died (under --enable-recovery nobody tells it) from one that has no unit for it yet.
    const auto heartbeat = [&] {
        const auto now = Clock::now();
        for (int rank = 1; rank < world.size(); ++rank) {
            auto& w = workers[static_cast<std::size_t>(rank)];
            if (w.unit < 0 && std::chrono::duration<double>(now - w.heard_from_us).count() >=
                                  RankZeroTimeout::heartbeat_seconds) {
                world.send(rank, assign_tag, Assignment{keep_waiting_unit, {}});
                w.heard_from_us = now;
            }
        }
    };
    for (int rank = 1; rank < world.size(); ++rank) give(rank);
    // Until every unit is back (or, when stopping, every worker that answers is idle).
    while (busy(false) > 0 || (!stopping && !pending.empty())) {
        const boost::optional<boost::mpi::status> waiting =
            world.iprobe(boost::mpi::any_source, reply_tag);
        if (!waiting) {
            const auto now = Clock::now();
            for (auto& w : workers)
                if (deadline.seconds() > 0 && w.unit >= 0 && !w.late &&
                    std::chrono::duration<double>(now - w.since).count() > deadline.seconds()) {
                    w.late = true;
                    again.push_back(w.unit);
                }
            for (int rank = 1; rank < world.size() && !again.empty(); ++rank)
                if (workers[static_cast<std::size_t>(rank)].unit < 0) give(rank);
            heartbeat();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            continue;
        }
        Reply reply;
        world.recv(waiting->source(), reply_tag, reply);
        auto& worker = workers[static_cast<std::size_t>(waiting->source())];
        if (!reply.failed)
            deadline.unit_took(std::chrono::duration<double>(Clock::now() - worker.since).count());
        worker = {};
        worker.heard_from_us = Clock::now();  // it has just been answered, in effect
        if (reply.failed) {
            if (failure.empty()) failure = reply.text;
            stopping = true;
        } else if (!is_back(reply.unit)) {  // a unit handed out twice counts once
            back[static_cast<std::size_t>(reply.unit - first)] = true;
            pending.erase(reply.unit);
            try {
                if (!thrown) done(reply.unit, reply.text);
            } catch (...) {
                thrown = std::current_exception();
                stopping = true;
            }
        }
        give(waiting->source());
    }
    // Late ranks may be dead: only those that answer are told to stop, and only for a while.
    const auto grace = Clock::now() + std::chrono::duration<double>(deadline.seconds());
    while (busy(true) > 0 && Clock::now() < grace) {
        if (const auto waiting = world.iprobe(boost::mpi::any_source, reply_tag)) {
            Reply reply;
            world.recv(waiting->source(), reply_tag, reply);
            workers[static_cast<std::size_t>(waiting->source())] = {};
        } else {
            heartbeat();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }
    for (int rank = 1; rank < world.size(); ++rank)
        if (workers[static_cast<std::size_t>(rank)].unit < 0)
            world.send(rank, assign_tag, Assignment{});
    if (thrown) std::rethrow_exception(thrown);
    if (!failure.empty()) throw ClusterError(failure);
    return busy(true);
}

void finish_without_lost_ranks(int lost, const char* command, std::ostream& log, int exit_code) {
    if (lost == 0) return;
    log << command << ": " << lost << " rank" << (lost == 1 ? "" : "s")
        << " stopped answering; their units were computed by the others and the output is "
           "complete; ending the job without waiting for them\n"
        << std::flush;
    boost::mpi::environment::abort(exit_code);
}

namespace {

// A worker that has heard nothing from rank 0 for the timeout takes it for dead. It cannot
// finalise MPI (that would wait for rank 0) nor abort the job (rank 0's output may be
// mid-write); it says so and ends alone, and the job ends with the last of them.
[[noreturn]] void rank_zero_is_silent(const boost::mpi::communicator& world, double seconds) {
    std::cerr << "rank " << world.rank() << " (" << host_name() << "): no word from rank 0 for "
              << seconds
              << " s (KABE_RANK0_TIMEOUT): it has died or hangs; this rank ends. Run the same "
                 "command again with --resume to go on from what rank 0 wrote\n"
              << std::flush;
    std::_Exit(3);
}

// Polls `done` until it holds (a blocking wait in Open MPI spins a core); past `timeout`
// seconds without it, rank 0 is taken for dead.
template <class Done>
void wait_on_rank_zero(const boost::mpi::communicator& world, double timeout, Done&& done) {
    using Clock = std::chrono::steady_clock;
    for (const auto since = Clock::now(); !done();) {
        if (std::chrono::duration<double>(Clock::now() - since).count() > timeout)
            rank_zero_is_silent(world, timeout);
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
}

}  // namespace

void work(const boost::mpi::communicator& world, const UnitWork& compute) {
    const double timeout = rank_zero_timeout();
    for (;;) {
        Assignment a;
        do {
            wait_on_rank_zero(world, timeout,
                              [&] { return world.iprobe(0, assign_tag).has_value(); });
            world.recv(0, assign_tag, a);
        } while (a.unit == keep_waiting_unit);
        if (a.unit == stop_unit) return;
        Reply reply;
        reply.unit = a.unit;
        try {
            reply.text = compute(a.unit, a.payload);
        } catch (const std::exception& e) {
            reply.failed = true;
            reply.text =
                "rank " + std::to_string(world.rank()) + " (" + host_name() + "): " + e.what();
        }
        // Sent without blocking: a large result waits for rank 0 to take it, which a dead
        // rank 0 never does.
        boost::mpi::request sent = world.isend(0, reply_tag, reply);
        wait_on_rank_zero(world, timeout, [&] { return sent.test().has_value(); });
    }
}

}  // namespace kabe::cluster
