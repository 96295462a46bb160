// User errors as values: where (file, line, column) and what is wrong, pugixml style.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace bl {

struct Error {
    // Bad input (exit status 2), or an output that could not be written (exit status 4).
    enum class Kind { BadInput, WriteFailed };
    std::string file;
    int line = 0;   // 1-based; 0 when unknown
    int column = 0; // 1-based; 0 when unknown
    std::string message;
    Kind kind = Kind::BadInput;

    // "file:line:column: message"; the message alone for what is in no file and at no line (a
    // code named on the command line: "<input>: unknown code" named a file there was none of).
    std::string describe() const {
        if (file.empty() && line <= 0) return message;
        std::string out = file.empty() ? std::string("<input>") : file;
        if (line > 0) out += ":" + std::to_string(line);
        if (line > 0 && column > 0) out += ":" + std::to_string(column);
        return out + ": " + message;
    }
};

// Thrown inside the readers and caught at their public boundary, which returns a Result.
struct InputError : std::runtime_error {
    Error error;
    explicit InputError(Error e) : std::runtime_error(e.message), error(std::move(e)) {}
};

template <class T> class Result {
  public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(v_); }

  private:
    std::variant<T, Error> v_;
};

} // namespace bl
