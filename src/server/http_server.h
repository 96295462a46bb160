// `bridgelaws serve`: the API and the desk page over HTTP (cpp-httplib, docs/desk.md), bound to
// the loopback address unless told otherwise.
#pragma once

#include "server/api.h"

#include <functional>
#include <string>

namespace bl {

struct ServeOptions {
    std::string host = "127.0.0.1";
    int port = 8080; // 0: any free port
    size_t max_body = Api::DEFAULT_MAX_BODY;
};

// Serves until stopped; `on_ready` is told the port once the socket is bound. Returns an error
// when the address cannot be bound.
std::optional<Error> serve(const Api& api, const ServeOptions& options,
                           const std::function<void(int port)>& on_ready);

// Stops the server started by serve() in this process (for the tests and signal handlers).
void stop_serving();

} // namespace bl
