#include "protocol/hub/client.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>

#include "engine/tools.hpp"
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

// The words of an announced enum's values ("normal killer bt").
std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> words;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && blank(text[at])) ++at;
        const std::size_t end = std::min(text.find_first_of(" \t\n", at), text.size());
        if (end > at) words.emplace_back(text.substr(at, end - at));
        at = end;
    }
    return words;
}

bool same_name(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
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

std::string_view scan_variant_name(std::string_view kabe_name) {
    static constexpr std::pair<std::string_view, std::string_view> scan[] = {
        {"international", "normal"}, {"killer", "killer"},       {"breakthrough", "bt"},
        {"frisian", "frisian"},      {"antidraughts", "losing"},
    };
    for (const auto& [kabe, name] : scan)
        if (kabe == kabe_name) return name;
    return {};
}

std::string variant_name_for(std::string_view variant, const std::vector<std::string>& announced) {
    const std::string kabe = VariantTools::canonical_name(variant);
    const std::string_view scan = scan_variant_name(kabe);
    const auto announces = [&](std::string_view name) {
        return std::any_of(announced.begin(), announced.end(),
                           [&](const std::string& a) { return same_name(a, name); });
    };
    if (announces(kabe)) return kabe;
    if (!scan.empty() && announces(scan)) return std::string(scan);
    for (const auto& name : announced)
        if (VariantTools::canonical_name(name) == kabe) return name;
    return scan.empty() ? kabe : std::string(scan);
}

void HubClient::start(std::chrono::milliseconds timeout) {
    check_usable();
    const auto deadline = Clock::now() + timeout;
    send("hub", deadline);
    // P-H1: an engine not in hub mode prints a board and never `wait`s: it times out here.
    bool has_variant = false;
    std::vector<std::string> variants;  // the values its variant parameter announced
    for (hub::Line line; line.command != "wait";) {
        line = hub::parse_line(read_line(deadline, "'wait' after 'hub' (is it a Hub engine?)"));
        if (line.command == "id") id_name_ = line.get("name").value_or(id_name_);
        if (line.command == "error") throw fail("error in reply to 'hub'");
        if (line.command == "param" && line.get("name") == "variant") {
            has_variant = true;
            variants = words_of(line.get("values").value_or(""));
        }
    }
    // An engine without a variant parameter plays International, the Hub's game: it is
    // told nothing then, and any other variant in Scan's name (it may refuse it).
    std::vector<std::pair<std::string, std::string>> settings;
    if (!spec_.variant.empty() &&
        (has_variant || VariantTools::canonical_name(spec_.variant) != "international"))
        settings.emplace_back("variant", variant_name_for(spec_.variant, variants));
    settings.insert(settings.end(), spec_.params.begin(), spec_.params.end());
    for (const auto& [name, value] : settings)
        send(hub::LineBuilder("set-param").arg("name", name).arg("value", value).str(), deadline);
    send("init", deadline);
    for (hub::Line line; line.command != "ready";) {
        const std::string text = read_line(deadline, "'ready' after 'init'");
        line = hub::parse_line(text);
        if (line.command != "error") continue;
        // The engine's own words say which setting it refused.
        std::string sent;
        for (const auto& [name, value] : settings)
            sent += (sent.empty() ? "" : " ") + name + "=" + value;
        const std::string refused =
            sent.empty() ? "'init'" : "its settings (" + sent + ") or 'init'";
        throw fail("refused " + refused + ": " + line.get("message").value_or(text));
    }
}

void HubClient::new_game() {
    check_usable();
    send("new-game", Clock::now() + command_timeout);
}

EngineMove HubClient::think(const std::string& hub_position, const std::vector<std::string>& moves,
                            const std::vector<std::string>& level_lines,
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
    send("go think", deadline);

    EngineMove result;
    while (true) {
        std::string text = read_line(deadline, "'done' after 'go think'");
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
        } else if (line.command == "error") {
            throw fail("error in reply to the position, level or go");
        }
        // Anything else (`pong`, free-form chatter) is not for us (P-H2).
    }
}

}  // namespace kabe::match
