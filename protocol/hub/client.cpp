#include "protocol/hub/client.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstring>

#include "protocol/hub/line.hpp"

namespace kabe::match {

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

constexpr std::size_t max_line = 1 << 20;  // longer is garbage, not a Hub line
constexpr std::size_t recent_lines = 12;   // kept for failure messages
constexpr auto quit_grace = 300ms;         // for a clean exit after `quit`
constexpr auto command_timeout = 5s;       // for writes outside start() and think()

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n';
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status))
        return "killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
               ::strsignal(WTERMSIG(status)) + ")";
    return "ended";
}

template <class T>
std::optional<T> number(std::optional<std::string> text) {
    if (!text) return std::nullopt;
    std::string_view s = *text;
    if (s.starts_with('+')) s.remove_prefix(1);  // from_chars does not take a plus sign
    T value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

}  // namespace

std::vector<std::string> split_command(std::string_view command) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;  // '' makes an empty word, so "empty so far" is not enough
    for (std::size_t i = 0; i < command.size(); ++i) {
        const char c = command[i];
        if (blank(c)) {
            if (in_word) words.push_back(std::exchange(word, {}));
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\\') {
            if (++i == command.size())
                throw std::invalid_argument("trailing backslash in: " + std::string(command));
            word += command[i];
        } else if (c == '\'' || c == '"') {
            std::size_t j = i + 1;
            for (; j < command.size() && command[j] != c; ++j) {
                // In double quotes a backslash escapes only what the shell would.
                if (c == '"' && command[j] == '\\' && j + 1 < command.size() &&
                    std::string_view("\"\\$`").find(command[j + 1]) != std::string_view::npos)
                    ++j;
                word += command[j];
            }
            if (j == command.size())
                throw std::invalid_argument("unbalanced " + std::string(1, c) +
                                            " in: " + std::string(command));
            i = j;
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

namespace {

ChildProcess spawn(const EngineSpec& spec) {
    try {
        return ChildProcess(
            {spec.argv, spec.working_directory, spec.stderr_path, /*stdin_pipe=*/true});
    } catch (const SpawnError& e) {
        throw EngineFailure(spec.name + ": " + e.what());
    }
}

}  // namespace

HubClient::HubClient(EngineSpec spec) : spec_(std::move(spec)), child_(spawn(spec_)) {}

HubClient::~HubClient() {
    try {
        if (child_.pid() > 0) child_.write("quit\n", Clock::now());
        child_.close_stdin();  // end of input: Scan exits too
        child_.wait(Clock::now() + quit_grace, /*keep_output=*/false);
        child_.kill();
    } catch (...) {
        // Nothing sensible to do in a destructor; the process is killed above before
        // anything that can throw (only strings are built after it).
    }
}

bool HubClient::running() {
    if (child_.pid() > 0 && child_.exited()) child_.kill();
    return child_.pid() > 0;
}

EngineFailure HubClient::fail(const std::string& what) {
    failed_ = true;
    const bool was_running = child_.pid() > 0 && !child_.exited();
    child_.kill();
    std::string message = spec_.name + ": " + what;
    message += was_running ? " (killed)" : " (" + describe_status(child_.status()) + ")";
    const std::string summary = message;
    if (!recent_.empty()) {
        message += "; its last lines:";
        for (const auto& line : recent_) message += "\n  | " + line;
    }
    return EngineFailure(message, summary);
}

void HubClient::check_usable() const {
    if (failed_ || child_.pid() <= 0)
        throw EngineFailure(spec_.name + ": the engine is gone (it failed before)");
}

void HubClient::send(std::string_view line, Clock::time_point deadline) {
    std::string bytes(line);
    bytes += '\n';
    switch (child_.write(bytes, deadline)) {
        case ChildProcess::Write::done:
            return;
        case ChildProcess::Write::timeout:
            throw fail("does not read its input (sending '" + std::string(line) + "')");
        case ChildProcess::Write::failed:
            throw fail("cannot take '" + std::string(line) +
                       "': " + std::strerror(child_.write_error()));
    }
}

std::string HubClient::read_line(Clock::time_point deadline, std::string_view waiting_for) {
    std::string line;
    switch (child_.read_line(line, deadline, max_line)) {
        case ChildProcess::Read::line:
            if (!line.empty() && line.back() == '\r') line.pop_back();  // CRLF engines
            recent_.push_back(line);
            if (recent_.size() > recent_lines) recent_.erase(recent_.begin());
            return line;
        case ChildProcess::Read::too_long:
            throw fail("wrote a line of over 1 MiB");
        case ChildProcess::Read::timeout:
            throw fail("no " + std::string(waiting_for) + " before the deadline");
        case ChildProcess::Read::closed:
            break;
    }
    // Give a crashing engine a moment to be reaped, so that we can say how it ended.
    for (int i = 0; i < 50 && !child_.exited(); ++i) ::usleep(2000);
    if (!child_.unread().empty()) recent_.push_back(child_.take_unread());
    throw fail("closed its output while we waited for " + std::string(waiting_for));
}

void HubClient::start(std::chrono::milliseconds timeout) {
    check_usable();
    const auto deadline = Clock::now() + timeout;
    send("hub", deadline);
    // P-H1: an engine not in hub mode prints a board and never `wait`s: it times out here.
    std::vector<std::string> announced, variants;
    for (hub::Line line; line.command != "wait";) {
        line = hub::parse_line(read_line(deadline, "'wait' after 'hub' (is it a Hub engine?)"));
        if (line.command == "id") id_name_ = line.get("name").value_or(id_name_);
        if (line.command == "param") {
            announced.push_back(line.get("name").value_or(""));
            if (announced.back() == "variant") {
                try {
                    variants = split_command(line.get("values").value_or(""));
                } catch (const std::invalid_argument&) {
                    // Values we cannot split: the variant goes as given.
                }
            }
        }
        if (line.command == "error") throw fail("error in reply to 'hub'");
    }
    const auto among = [](const std::vector<std::string>& list, const std::string& word) {
        return std::find(list.begin(), list.end(), word) != list.end();
    };
    for (const auto& [name, value] : spec_.params_if_announced)
        if (among(announced, name))
            send(hub::LineBuilder("set-param").arg("name", name).arg("value", value).str(),
                 deadline);
    for (auto [name, value] : spec_.params) {
        if (name == "variant" && !variants.empty() && !among(variants, value))
            for (const auto& other : spec_.variant_names)
                if (among(variants, other)) {
                    value = other;
                    break;
                }
        send(hub::LineBuilder("set-param").arg("name", name).arg("value", value).str(), deadline);
    }
    send("init", deadline);
    for (hub::Line line; line.command != "ready";) {
        const std::string text = read_line(deadline, "'ready' after 'init'");
        line = hub::parse_line(text);
        if (line.command != "error") continue;
        // The engine's own words say which setting it refused.
        std::string settings;
        for (const auto& [name, value] : spec_.params)
            settings += (settings.empty() ? "" : " ") + name + "=" + value;
        const std::string refused =
            settings.empty() ? "'init'" : "its settings (" + settings + ") or 'init'";
        throw fail("refused " + refused + ": " + line.get("message").value_or(text));
    }
}

void HubClient::new_game() {
    check_usable();
    send("new-game", Clock::now() + command_timeout);
}

void HubClient::send_search(const std::string& hub_position, const std::vector<std::string>& moves,
                            const std::vector<std::string>& level_lines, std::string_view go,
                            Clock::time_point deadline) {
    check_usable();
    hub::LineBuilder pos("pos");
    pos.arg("pos", hub_position);
    if (!moves.empty()) {
        std::string joined;
        for (const auto& m : moves) joined += (joined.empty() ? "" : " ") + m;
        pos.arg("moves", joined);
    }
    send(pos.str(), deadline);
    for (const auto& level : level_lines) send(level, deadline);
    send(go, deadline);
}

EngineMove HubClient::think(const std::string& hub_position, const std::vector<std::string>& moves,
                            const std::vector<std::string>& level_lines,
                            Clock::time_point deadline) {
    send_search(hub_position, moves, level_lines, "go think", deadline);
    return read_result(deadline, "'go think'");
}

void HubClient::ponder(const std::string& hub_position, const std::vector<std::string>& moves,
                       const std::vector<std::string>& level_lines) {
    send_search(hub_position, moves, level_lines, "go ponder", Clock::now() + command_timeout);
}

EngineMove HubClient::ponder_hit(Clock::time_point deadline) {
    check_usable();
    send("ponder-hit", deadline);
    return read_result(deadline, "'go ponder' and 'ponder-hit'");
}

void HubClient::stop_pondering(Clock::time_point deadline) {
    check_usable();
    send("stop", deadline);
    read_result(deadline, "'stop' of a ponder search");
}

EngineMove HubClient::read_result(Clock::time_point deadline, const std::string& after) {
    EngineMove result;
    const std::string waiting_for = "'done' after " + after;
    while (true) {
        std::string text = read_line(deadline, waiting_for);
        const hub::Line line = hub::parse_line(text);
        result.log.push_back(std::move(text));
        if (line.command == "done") {
            // A bare `done` (or `move=""`) means no legal move (P-H9).
            result.move = line.get("move").value_or("");
            result.ponder = line.get("ponder");
            return result;
        }
        if (line.command == "info") {
            if (auto score = number<double>(line.get("score"))) result.score = score;
            if (auto depth = number<int>(line.get("depth"))) result.depth = depth;
            if (line.get("book") == "true") result.book = true;
        } else if (line.command == "error") {
            throw fail("error in reply to the position, level or go");
        }
        // Anything else (`pong`, free-form chatter) is not for us (P-H2).
    }
}

}  // namespace kabe::match
