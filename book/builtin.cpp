// The books built into the binary (data/book/, embedded by embed_books.cmake).

#include <map>
#include <mutex>

#include "book/book.hpp"

namespace kabe::book {

std::string_view embedded_text(std::string_view variant);  // the generated source

std::shared_ptr<const Book> builtin(std::string_view variant) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const Book>, std::less<>> parsed;
    const std::lock_guard lock(mutex);
    if (const auto it = parsed.find(variant); it != parsed.end()) return it->second;
    const std::string_view text = embedded_text(variant);
    std::shared_ptr<const Book> book;
    // A built-in book that does not read is a build error the tests catch; here it is
    // simply no book.
    if (!text.empty()) {
        try {
            book = std::make_shared<const Book>(
                Book::parse(text, "built-in book " + std::string(variant)));
        } catch (const BookError&) {
        }
    }
    parsed.emplace(std::string(variant), book);
    return book;
}

}  // namespace kabe::book
