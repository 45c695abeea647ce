#pragma once
// DamExchange (DXP) messages (protocols.md §3.2): the seven message types as values, their
// fixed-width text form, and the framing of a TCP stream into NUL-terminated messages.
//
// Every field has a fixed width of zero-padded decimal digits or a single code letter;
// names are 32 characters, space-padded. A message is 1 to 127 ASCII characters and
// never contains a NUL; on a stream each one is followed by a NUL.

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace kabe::dxp {

// A message that breaks the format: the text says what is wrong, fit for a CHAT reply.
class MessageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// DXP colours: W (white) and Z (black, Dutch "zwart").
enum class Colour : char { white = 'W', black = 'Z' };

inline constexpr int protocol_version = 1;
inline constexpr std::size_t name_width = 32;
inline constexpr std::size_t max_message_length = 127;

// A set-up position of a GAMEREQ: colour to move and 50 characters for squares 1-50,
// e (empty), w/z (white/black man), W/Z (white/black king).
struct SetupPosition {
    Colour to_move = Colour::white;
    std::string squares;
    bool operator==(const SetupPosition&) const = default;
};

// R: the Initiator proposes a game.
struct GameRequest {
    int version = protocol_version;  // 2 digits
    std::string initiator_name;      // at most 32 characters, not starting with a blank
    Colour follower_colour = Colour::white;
    int minutes = 0;                     // thinking time per player for the game, 000-999
    int moves = 0;                       // moves for the game, 000 = no limit
    std::optional<SetupPosition> setup;  // absent: the standard start position ('A')
    bool operator==(const GameRequest&) const = default;
};

// A: the Follower answers a GAMEREQ.
struct GameAccept {
    enum Code : int { accepted = 0, bad_version = 1, not_this_game = 2, no_games = 3 };
    std::string follower_name;
    int code = accepted;  // 0-3
    bool operator==(const GameAccept&) const = default;
};

// M: a move, as from, to and the captured squares in any order.
struct MoveMessage {
    int seconds = 0;            // time used for this move, 0000-9999 (informational)
    int from = 0;               // 01-50
    int to = 0;                 // 01-50
    std::vector<int> captured;  // 0-20 squares, 01-50 each
    bool operator==(const MoveMessage&) const = default;
};

// E: ends the game; sent by the side to move, acknowledged by the other with reason 0.
struct GameEnd {
    enum Reason : int { unknown = 0, i_give_up = 1, draw = 2, i_win = 3 };  // sender's view
    enum Stop : int { next_game_welcome = 0, stop_entirely = 1 };
    int reason = unknown;
    int stop = next_game_welcome;
    bool operator==(const GameEnd&) const = default;
};

// C: free text, at any time.
struct Chat {
    std::string text;  // 1-126 characters
    bool operator==(const Chat&) const = default;
};

// B: take back to the position where `colour` is to move in move `move_number` (1-999).
struct BackRequest {
    int move_number = 1;
    Colour to_move = Colour::white;
    bool operator==(const BackRequest&) const = default;
};

// K: the answer to a BACKREQ.
struct BackAccept {
    enum Code : int { accepted = 0, not_supported = 1, refused = 2 };
    int code = accepted;
    bool operator==(const BackAccept&) const = default;
};

using Message =
    std::variant<GameRequest, GameAccept, MoveMessage, GameEnd, Chat, BackRequest, BackAccept>;

// The message text without its terminating NUL. Throws MessageError for values that do
// not fit their fields (a name too long, a square out of 1-50, ...). Names shorter than
// 32 characters are padded with blanks; text that DXP cannot carry (NUL, non-ASCII) in a
// CHAT is replaced by '?'.
std::string encode(const Message& message);

// Parses one message (without NUL). Throws MessageError: unknown type, wrong length, a
// non-digit in a number field, a code out of range, a bad colour or square letter.
// Trailing blanks of names are removed.
Message decode(std::string_view text);

// Short description for logs, e.g. "MOVE 32-28" or "GAMEEND reason 2 stop 0".
std::string describe(const Message& message);

// Splits a byte stream into messages at each NUL, keeping an unfinished message for the
// next bytes. A message longer than 127 characters without a NUL is an error (the peer
// is not speaking DXP): next() throws MessageError and the buffer is cleared.
class FrameBuffer {
public:
    void append(std::string_view bytes);
    // The next complete message (without NUL), or nothing until more bytes arrive.
    std::optional<std::string> next();
    std::size_t pending() const { return buffer_.size(); }

private:
    std::string buffer_;
};

}  // namespace kabe::dxp
