// The dispute desk's HTTP API as a plain function of a request: no sockets, so the tests and the
// fuzz target drive it directly, and http_server.cpp only carries bytes (docs/api.md).
#pragma once

#include "laws/lawbook.h"
#include "server/api_message.h"

#include <cstddef>
#include <map>
#include <string>

namespace bl {

class Api {
  public:
    static constexpr size_t DEFAULT_MAX_BODY = 1 << 20;
    // `default_code`: the code the desk ticks first (the build's default, BRIDGELAWS_DEFAULT_CODE).
    explicit Api(LawLibrary library, size_t max_body = DEFAULT_MAX_BODY, std::string default_code = {});
    ApiResponse handle(const ApiRequest& request) const;
    size_t max_body() const { return max_body_; }

  private:
    ApiResponse route_get(const ApiRequest& request) const;
    ApiResponse route_post(const ApiRequest& request) const;
    ApiResponse codes() const;
    ApiResponse laws(const std::string& code, const std::string& number) const;
    ApiResponse replay(const ApiRequest& request) const;
    ApiResponse check(const ApiRequest& request) const;
    ApiResponse log_model(const ApiRequest& request) const;
    ApiResponse acts(const ApiRequest& request) const;
    const Lawbook* book(const std::string& code) const;
    Error unknown_code(const std::string& code) const;
    LawLibrary library_;
    std::map<std::string, Lawbook> books_; // every code of the library, read once
    size_t max_body_;
    std::string default_code_;
};

// A 4xx answer carrying the same words, file, line and column the command line prints.
ApiResponse api_error(int status, const Error& error);

} // namespace bl
