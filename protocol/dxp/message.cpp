#include "protocol/dxp/message.hpp"

#include <algorithm>
#include <utility>

namespace kabe::dxp {

namespace {

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

[[noreturn]] void fail(const std::string& what) {
    throw MessageError(what);
}

// Lengths fixed by the layouts of protocols.md §3.2.
constexpr std::size_t gamereq_start_length = 43;
constexpr std::size_t gamereq_setup_length = 94;
constexpr std::size_t gameacc_length = 34;
constexpr std::size_t move_header_length = 11;
constexpr std::size_t gameend_length = 3;
constexpr std::size_t backreq_length = 5;
constexpr std::size_t backacc_length = 2;
constexpr std::size_t max_chat_text = max_message_length - 1;
constexpr int max_captured = 20;
constexpr std::size_t board_squares = 50;
constexpr std::string_view piece_letters = "ewzWZ";

bool is_ascii(char c) {
    return c != '\0' && static_cast<unsigned char>(c) <= 127;
}

// ---- encoding ----------------------------------------------------------------------------

// Zero-padded decimal of exactly `width` digits; the caller has checked the range.
void put_number(std::string& out, int value, int width) {
    std::string digits = std::to_string(value);
    out.append(static_cast<std::size_t>(width) - digits.size(), '0');
    out += digits;
}

void check_range(int value, int low, int high, const char* field) {
    if (value < low || value > high)
        fail(std::string(field) + " " + std::to_string(value) + " is outside " +
             std::to_string(low) + "-" + std::to_string(high));
}

void put_field(std::string& out, int value, int width, int low, int high, const char* field) {
    check_range(value, low, high, field);
    put_number(out, value, width);
}

void put_colour(std::string& out, Colour colour) {
    if (colour != Colour::white && colour != Colour::black) fail("colour is not W or Z");
    out += static_cast<char>(colour);
}

// Names are not repaired like CHAT text: a name is configuration, so a bad one is a bug to
// report rather than something to send mangled on every game. §3.2 forbids a leading blank
// only in the Initiator name; we hold our own Follower name to the same rule (a blank name
// would be 32 blanks) and accept either from a peer, see Reader::name.
void put_name(std::string& out, const std::string& name) {
    if (name.size() > name_width)
        fail("name '" + name + "' is longer than " + std::to_string(name_width) + " characters");
    if (name.empty() || name.front() == ' ')
        fail("name '" + name + "' is empty or starts with a blank");
    if (!std::all_of(name.begin(), name.end(), is_ascii))
        fail("name contains a NUL or a non-ASCII byte");
    out += name;
    out.append(name_width - name.size(), ' ');
}

std::string encode_one(const GameRequest& m) {
    std::string out = "R";
    put_field(out, m.version, 2, 0, 99, "version");
    put_name(out, m.initiator_name);
    put_colour(out, m.follower_colour);
    put_field(out, m.minutes, 3, 0, 999, "minutes");
    put_field(out, m.moves, 3, 0, 999, "moves");
    if (!m.setup) {
        out += 'A';
        return out;
    }
    out += 'B';
    put_colour(out, m.setup->to_move);
    const std::string& squares = m.setup->squares;
    if (squares.size() != board_squares ||
        squares.find_first_not_of(piece_letters) != std::string::npos)
        fail("set-up position '" + squares + "' is not 50 characters of ewzWZ");
    out += squares;
    return out;
}

std::string encode_one(const GameAccept& m) {
    std::string out = "A";
    put_name(out, m.follower_name);
    put_field(out, m.code, 1, 0, 3, "GAMEACC code");
    return out;
}

std::string encode_one(const MoveMessage& m) {
    std::string out = "M";
    if (m.seconds < 0) fail("move time " + std::to_string(m.seconds) + " is negative");
    // The time is informational only (§3.6): a long think must not make the move unsendable.
    put_number(out, std::min(m.seconds, 9999), 4);
    put_field(out, m.from, 2, 1, 50, "from square");
    put_field(out, m.to, 2, 1, 50, "to square");
    const int count = static_cast<int>(m.captured.size());
    put_field(out, count, 2, 0, max_captured, "number captured");
    for (std::size_t i = 0; i < m.captured.size(); ++i) {
        put_field(out, m.captured[i], 2, 1, 50, "captured square");
        if (std::find(m.captured.begin(), m.captured.begin() + static_cast<std::ptrdiff_t>(i),
                      m.captured[i]) != m.captured.begin() + static_cast<std::ptrdiff_t>(i))
            fail("captured square " + std::to_string(m.captured[i]) + " is listed twice");
    }
    return out;
}

std::string encode_one(const GameEnd& m) {
    std::string out = "E";
    put_field(out, m.reason, 1, 0, 3, "GAMEEND reason");
    put_field(out, m.stop, 1, 0, 1, "GAMEEND stop code");
    return out;
}

std::string encode_one(const Chat& m) {
    std::string out = "C";
    // Free text comes from people and engines alike; replacing is kinder than refusing.
    for (const char c : m.text) out += is_ascii(c) ? c : '?';
    if (out.size() < 2 || out.size() > max_message_length)
        fail("chat text must be 1-" + std::to_string(max_chat_text) + " characters, not " +
             std::to_string(m.text.size()));
    return out;
}

std::string encode_one(const BackRequest& m) {
    std::string out = "B";
    put_field(out, m.move_number, 3, 1, 999, "BACKREQ move number");
    put_colour(out, m.to_move);
    return out;
}

std::string encode_one(const BackAccept& m) {
    std::string out = "K";
    put_field(out, m.code, 1, 0, 2, "BACKACC code");
    return out;
}

// ---- decoding ----------------------------------------------------------------------------

// Reads fixed-width fields left to right; every field must be present (lengths are checked
// before a reader is made, so running out is a bug in this file, still reported cleanly).
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    std::string_view take(std::size_t width) {
        if (pos_ + width > text_.size()) fail("message '" + std::string(text_) + "' is too short");
        const std::string_view field = text_.substr(pos_, width);
        pos_ += width;
        return field;
    }
    // Digits only: std::stoi and friends would accept '+', '-' and leading blanks.
    int number(std::size_t width, int low, int high, const char* name) {
        const std::string_view field = take(width);
        int value = 0;
        for (const char c : field) {
            if (c < '0' || c > '9')
                fail(std::string(name) + " '" + std::string(field) + "' is not a number");
            value = value * 10 + (c - '0');
        }
        check_range(value, low, high, name);
        return value;
    }
    Colour colour(const char* name) {
        const char c = take(1)[0];
        if (c != 'W' && c != 'Z') fail(std::string(name) + " '" + c + "' is not W or Z");
        return static_cast<Colour>(c);
    }
    // Only the GAMEREQ row of §3.2 forbids a leading blank: a Follower's answer is not refused
    // over the look of its name.
    std::string name(bool leading_blank_allowed) {
        const std::string_view field = take(name_width);
        if (!leading_blank_allowed && field.front() == ' ')
            fail("name '" + std::string(field) + "' starts with a blank");
        const std::size_t end = field.find_last_not_of(' ');
        return std::string(field.substr(0, end == std::string_view::npos ? 0 : end + 1));
    }

private:
    std::string_view text_;
    std::size_t pos_ = 1;  // after the type letter
};

void expect_length(std::string_view text, std::size_t length, const char* type) {
    if (text.size() != length)
        fail(std::string(type) + " must be " + std::to_string(length) + " characters, not " +
             std::to_string(text.size()));
}

GameRequest decode_gamereq(std::string_view text) {
    if (text.size() != gamereq_start_length && text.size() != gamereq_setup_length)
        fail("GAMEREQ must be 43 or 94 characters, not " + std::to_string(text.size()));
    Reader r(text);
    GameRequest m;
    // Any version is decoded: answering GAMEACC code 1 is the session's business (§3.2).
    m.version = r.number(2, 0, 99, "version");
    m.initiator_name = r.name(false);
    m.follower_colour = r.colour("follower colour");
    m.minutes = r.number(3, 0, 999, "minutes");
    m.moves = r.number(3, 0, 999, "moves");
    const char start = r.take(1)[0];
    if (start == 'A') {
        expect_length(text, gamereq_start_length, "GAMEREQ with the start position");
        return m;
    }
    if (start != 'B') fail(std::string("GAMEREQ position kind '") + start + "' is not A or B");
    expect_length(text, gamereq_setup_length, "GAMEREQ with a set-up position");
    SetupPosition setup;
    setup.to_move = r.colour("colour to move");
    const std::string_view squares = r.take(board_squares);
    if (squares.find_first_not_of(piece_letters) != std::string_view::npos)
        fail("set-up position '" + std::string(squares) + "' has a letter other than ewzWZ");
    setup.squares = std::string(squares);
    m.setup = std::move(setup);
    return m;
}

MoveMessage decode_move(std::string_view text) {
    if (text.size() < move_header_length)
        fail("MOVE must be at least 11 characters, not " + std::to_string(text.size()));
    Reader r(text);
    MoveMessage m;
    m.seconds = r.number(4, 0, 9999, "move time");
    m.from = r.number(2, 1, 50, "from square");
    m.to = r.number(2, 1, 50, "to square");
    const int count = r.number(2, 0, max_captured, "number captured");
    expect_length(text, move_header_length + 2 * static_cast<std::size_t>(count),
                  ("MOVE with " + std::to_string(count) + " captured").c_str());
    for (int i = 0; i < count; ++i) {
        const int square = r.number(2, 1, 50, "captured square");
        // A set (§3.5): a repeated square would let a wrong count match a legal move.
        if (std::find(m.captured.begin(), m.captured.end(), square) != m.captured.end())
            fail("captured square " + std::to_string(square) + " is listed twice");
        m.captured.push_back(square);
    }
    return m;
}

}  // namespace

std::string encode(const Message& message) {
    return std::visit([](const auto& m) { return encode_one(m); }, message);
}

Message decode(std::string_view text) {
    if (text.empty()) fail("empty message");
    if (text.size() > max_message_length)
        fail("message of " + std::to_string(text.size()) + " characters is longer than 127");
    if (!std::all_of(text.begin(), text.end(), is_ascii))
        fail("message contains a NUL or a non-ASCII byte");
    Reader r(text);
    switch (text[0]) {
        case 'R':
            return decode_gamereq(text);
        case 'A': {
            expect_length(text, gameacc_length, "GAMEACC");
            GameAccept m;
            m.follower_name = r.name(true);
            m.code = r.number(1, 0, 3, "GAMEACC code");
            return m;
        }
        case 'M':
            return decode_move(text);
        case 'E': {
            expect_length(text, gameend_length, "GAMEEND");
            GameEnd m;
            m.reason = r.number(1, 0, 3, "GAMEEND reason");
            m.stop = r.number(1, 0, 1, "GAMEEND stop code");
            return m;
        }
        case 'C':
            if (text.size() < 2) fail("CHAT without text");
            return Chat{std::string(text.substr(1))};
        case 'B': {
            expect_length(text, backreq_length, "BACKREQ");
            BackRequest m;
            m.move_number = r.number(3, 1, 999, "BACKREQ move number");
            m.to_move = r.colour("BACKREQ colour");
            return m;
        }
        case 'K': {
            expect_length(text, backacc_length, "BACKACC");
            BackAccept m;
            m.code = r.number(1, 0, 2, "BACKACC code");
            return m;
        }
        default:
            fail(std::string("unknown message type '") + text[0] + "'");
    }
}

std::string describe(const Message& message) {
    const auto colour = [](Colour c) { return std::string(1, static_cast<char>(c)); };
    return std::visit(
        Overloaded{
            [&](const GameRequest& m) {
                std::string s = "GAMEREQ v" + std::to_string(m.version) + " '" + m.initiator_name +
                                "' follower " + colour(m.follower_colour) + " " +
                                std::to_string(m.minutes) + " min " + std::to_string(m.moves) +
                                " moves ";
                return s + (m.setup ? "setup " + colour(m.setup->to_move) + " to move" : "start");
            },
            [&](const GameAccept& m) {
                return "GAMEACC '" + m.follower_name + "' code " + std::to_string(m.code);
            },
            [&](const MoveMessage& m) {
                std::string s = "MOVE " + std::to_string(m.from) +
                                (m.captured.empty() ? "-" : "x") + std::to_string(m.to);
                if (!m.captured.empty()) {
                    s += " (";
                    // Appended piece by piece: `"," + std::to_string(...)` trips GCC 12's
                    // false -Wrestrict at -O3.
                    for (std::size_t i = 0; i < m.captured.size(); ++i) {
                        if (i) s += ',';
                        s += std::to_string(m.captured[i]);
                    }
                    s += ")";
                }
                return s + " " + std::to_string(m.seconds) + " s";
            },
            [&](const GameEnd& m) {
                return "GAMEEND reason " + std::to_string(m.reason) + " stop " +
                       std::to_string(m.stop);
            },
            [&](const Chat& m) { return "CHAT '" + m.text + "'"; },
            [&](const BackRequest& m) {
                return "BACKREQ move " + std::to_string(m.move_number) + " " + colour(m.to_move);
            },
            [&](const BackAccept& m) { return "BACKACC code " + std::to_string(m.code); },
        },
        message);
}

// ---- framing -----------------------------------------------------------------------------

void FrameBuffer::append(std::string_view bytes) {
    buffer_.append(bytes);
}

std::optional<std::string> FrameBuffer::next() {
    while (true) {
        const std::size_t nul = buffer_.find('\0');
        const std::size_t length = nul == std::string::npos ? buffer_.size() : nul;
        // Checked before waiting for the NUL, or a peer that never sends one would grow the
        // buffer without bound.
        if (length > max_message_length) {
            buffer_.clear();
            fail("more than 127 characters without a NUL: the peer is not speaking DXP");
        }
        if (nul == std::string::npos) return std::nullopt;
        std::string message = buffer_.substr(0, nul);
        buffer_.erase(0, nul + 1);
        if (!message.empty()) return message;  // an empty frame carries nothing: skip it
    }
}

}  // namespace kabe::dxp
