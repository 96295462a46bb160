// The HTTP transport of `bridgelaws serve`: cpp-httplib in a module of its own
// (libbridgelaws_http.so, src/server/transport/), loaded by serve() alone. Debian's cpp-httplib
// brings OpenSSL, brotli and zlib with it: linked into the program, they were loaded and
// relocated at the start of every command, some 2 ms of each (half of `bridgelaws --help`).
//
// The boundary is this header: plain values, a handler called through its virtual functions,
// and three C functions (serve, stop, and the boundary's version). The module calls nothing of
// the program by name (it is linked with --no-undefined), so the program exports nothing to it.
#pragma once

#include "server/api_message.h"

#include <cstddef>

namespace bl {

// The program's side: what every request is answered with.
class HttpHandler {
  public:
    // A request read whole.
    virtual ApiResponse answer(const ApiRequest& request) const = 0;
    // A request refused before its body was read: larger than `max_body`, or a form (whose
    // fields the library caps itself).
    virtual ApiResponse refused(const std::string& path, bool form) const = 0;

  protected:
    ~HttpHandler() = default; // never deleted through the module
};

struct HttpListen {
    const char* host;
    int port; // 0: any free port
    size_t max_body;
    void (*on_ready)(const void* context, int port); // told the port once the socket is bound
    const void* context;
};

} // namespace bl

extern "C" {
// Serves until bl_http_stop(); 0 then, or -1 when the address cannot be bound.
using BlHttpServe = int(const bl::HttpHandler* handler, const bl::HttpListen* listen);
// Stops the server bl_http_serve() runs in this process, if any (from any thread or a signal
// handler).
using BlHttpStop = void();
}

// The version of this boundary, which the module reports (bl_http_abi): a program and a module
// of different builds whose boundary differs are refused, not met through an unchecked layout.
// Raise it with any change to this header.
#define BRIDGELAWS_HTTP_ABI 1
using BlHttpAbi = int();

// The module's functions' names.
#define BRIDGELAWS_HTTP_SERVE "bl_http_serve"
#define BRIDGELAWS_HTTP_STOP "bl_http_stop"
#define BRIDGELAWS_HTTP_ABI_NAME "bl_http_abi"
