// The module of `bridgelaws serve` that speaks HTTP (cpp-httplib): it carries bytes between the
// sockets and the handler, and nothing else (src/server/http_transport.h says why it is apart).
#include "server/http_transport.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include <netinet/in.h>
#include <sys/socket.h>

namespace {

std::atomic<httplib::Server*> running{nullptr};

// Each request is a fraction of a millisecond of CPU: a few workers a core serve them in the
// order they came. Many more workers slice the cores between as many requests at once, and
// every one of them finishes late (measured at 200 clients: with 64 workers the 99th
// percentile was four to six times the median, with 8 about three times).
size_t workers() { return std::max(8u, 2 * std::thread::hardware_concurrency()); }

bl::ApiRequest to_request(const httplib::Request& req) {
    bl::ApiRequest out{req.method, req.path, {}, req.body};
    for (const auto& [key, value] : req.params) out.query[key] = value;
    return out;
}

void answer(httplib::Response& res, const bl::ApiResponse& a) {
    res.status = a.status;
    res.set_content(a.body, a.content_type.c_str());
}

// Debian's compiled cpp-httplib listens with a backlog of 5 connections, and offers no way to
// change it: 200 committee members connecting at once would see connections dropped and
// retried. Linux lets a listening socket be given a new backlog by calling listen() again, so
// the socket bound to `port` is found among this process's descriptors and given the system's.
void widen_backlog(int port) {
    for (int fd = 3; fd < 1024; ++fd) {
        int listening = 0;
        socklen_t len = sizeof listening;
        if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) != 0 || !listening)
            continue;
        sockaddr_storage addr{};
        socklen_t alen = sizeof addr;
        if (getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &alen) != 0) continue;
        const int bound =
            addr.ss_family == AF_INET    ? ntohs(reinterpret_cast<sockaddr_in*>(&addr)->sin_port)
            : addr.ss_family == AF_INET6 ? ntohs(reinterpret_cast<sockaddr_in6*>(&addr)->sin6_port)
                                         : -1;
        if (bound == port) listen(fd, SOMAXCONN);
    }
}

void configure(httplib::Server& server, const bl::HttpHandler& handler, size_t max_body) {
    // Bodies over the limit are refused by the library with 413 before they are read whole.
    server.set_payload_max_length(max_body);
    server.set_tcp_nodelay(true); // an answer is one small write: never wait for Nagle's timer
    // A kept-alive connection holds its worker while it idles, so an idle browser lets go after
    // a second; the desk reconnects at its next click.
    server.set_keep_alive_timeout(1);
    server.new_task_queue = [] { return new httplib::ThreadPool(workers()); };
    const auto h = [&handler](const httplib::Request& req, httplib::Response& res) {
        answer(res, handler.answer(to_request(req)));
    };
    server.Get(".*", h);
    server.Post(".*", h);
    server.Put(".*", h);
    server.Delete(".*", h);
    server.set_error_handler([&handler](const httplib::Request& req, httplib::Response& res) {
        if (res.status != 413 || !res.body.empty()) return;
        // The library reads a form-encoded body into fields and caps it at 8 KB: a log is text.
        const bool form =
            req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) == 0;
        answer(res, handler.refused(req.path, form));
    });
}

} // namespace

extern "C" [[gnu::visibility("default")]] int bl_http_abi() { return BRIDGELAWS_HTTP_ABI; }

extern "C" [[gnu::visibility("default")]] int bl_http_serve(const bl::HttpHandler* handler,
                                                            const bl::HttpListen* listen) {
    httplib::Server server;
    configure(server, *handler, listen->max_body);
    const int port = listen->port == 0
                         ? server.bind_to_any_port(listen->host)
                         : (server.bind_to_port(listen->host, listen->port) ? listen->port : -1);
    if (port < 0) return -1;
    widen_backlog(port);
    running = &server;
    listen->on_ready(listen->context, port);
    server.listen_after_bind();
    running = nullptr;
    return 0;
}

extern "C" [[gnu::visibility("default")]] void bl_http_stop() {
    if (httplib::Server* s = running.load()) s->stop();
}
