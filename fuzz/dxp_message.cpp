// DXP messages as a peer sends them (protocol/dxp/message.hpp): the bytes framed at each
// NUL, as from a TCP stream, and each frame decoded. A frame may be refused with
// MessageError; a decoded message must encode to a text that decodes to it again.

#include <cstdlib>
#include <string_view>

#include "protocol/dxp/message.hpp"

using namespace kabe::dxp;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FrameBuffer frames;
    frames.append(std::string_view(reinterpret_cast<const char*>(data), size));
    while (true) {
        std::optional<std::string> frame;
        try {
            frame = frames.next();
        } catch (const MessageError&) {
            continue;  // too long without a NUL: the buffer is cleared, read on
        }
        if (!frame) break;
        try {
            const Message m = decode(*frame);
            describe(m);
            if (decode(encode(m)) != m) std::abort();
        } catch (const MessageError&) {
        }
    }
    return 0;
}
