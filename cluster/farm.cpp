#include "cluster/farm.hpp"

#include <unistd.h>

#include <boost/mpi/collectives.hpp>
#include <boost/optional.hpp>
#include <boost/serialization/string.hpp>
#include <chrono>
#include <exception>
#include <thread>
#include <vector>

#include "cluster/cluster.hpp"

namespace kabe::cluster {

namespace {

constexpr int assign_tag = 1;  // rank 0 -> worker: an Assignment
constexpr int reply_tag = 2;   // worker -> rank 0: a Reply

struct Assignment {
    int unit = -1;  // -1: stop
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

void hand_out(const boost::mpi::communicator& world, int first, int end, const UnitPayload& payload,
              const UnitDone& done, const KeepGoing& keep_going) {
    int next = first, in_flight = 0;
    std::string failure;
    std::exception_ptr thrown;  // by a callback: rethrown once the workers have stopped
    const auto give = [&](int rank) {
        Assignment a;
        try {
            if (failure.empty() && !thrown && next < end && keep_going()) {
                a.payload = payload(next);
                a.unit = next++;
                ++in_flight;
            }
        } catch (...) {
            thrown = std::current_exception();
        }
        world.send(rank, assign_tag, a);
    };
    for (int rank = 1; rank < world.size(); ++rank) give(rank);
    while (in_flight > 0) {
        const boost::optional<boost::mpi::status> waiting =
            world.iprobe(boost::mpi::any_source, reply_tag);
        if (!waiting) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            continue;
        }
        Reply reply;
        world.recv(waiting->source(), reply_tag, reply);
        --in_flight;
        if (reply.failed) {
            if (failure.empty()) failure = reply.text;
        } else if (failure.empty() && !thrown) {
            try {
                done(reply.unit, reply.text);
            } catch (...) {
                thrown = std::current_exception();
            }
        }
        give(waiting->source());
    }
    if (thrown) std::rethrow_exception(thrown);
    if (!failure.empty()) throw ClusterError(failure);
}

void work(const boost::mpi::communicator& world, const UnitWork& compute) {
    for (;;) {
        Assignment a;
        world.recv(0, assign_tag, a);
        if (a.unit < 0) return;
        Reply reply;
        reply.unit = a.unit;
        try {
            reply.text = compute(a.unit, a.payload);
        } catch (const std::exception& e) {
            reply.failed = true;
            reply.text =
                "rank " + std::to_string(world.rank()) + " (" + host_name() + "): " + e.what();
        }
        world.send(0, reply_tag, reply);
    }
}

}  // namespace kabe::cluster
