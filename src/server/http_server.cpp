#include "server/http_server.h"

#include "server/desk_assets.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include <netinet/in.h>
#include <sys/socket.h>

namespace bl {
namespace {

std::atomic<httplib::Server*> running{nullptr};

const size_t WORKERS = std::max(8u, 2 * std::thread::hardware_concurrency());

ApiRequest to_request(const httplib::Request& req) {
    ApiRequest out{req.method, req.path, {}, req.body};
    for (const auto& [key, value] : req.params) out.query[key] = value;
    return out;
}

void answer(httplib::Response& res, const ApiResponse& a) {
    res.status = a.status;
    res.set_content(a.body, a.content_type.c_str());
}

void handle(const Api& api, const httplib::Request& req, httplib::Response& res) {
    if (req.path.rfind("/api/", 0) == 0) return answer(res, api.handle(to_request(req)));
    if (req.method == "GET")
        if (const DeskAsset* asset = desk_asset(req.path))
            return answer(res, {200, std::string(asset->content_type), std::string(asset->body)});
    answer(res, api_error(
                    404, {req.path, 0, 0,
                          "no such page: the desk is at / and the API under /api/ (docs/api.md)"}));
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

} // namespace

std::optional<Error> serve(const Api& api, const ServeOptions& options,
                           const std::function<void(int)>& on_ready) {
    httplib::Server server;
    // Bodies over the limit are refused by the library with 413 before they are read whole.
    server.set_payload_max_length(options.max_body);
    // Each request is a fraction of a millisecond of CPU: a few workers a core serve them in the
    // order they came. Many more workers slice the cores between as many requests at once, and
    // every one of them finishes late (measured at 200 clients: with 64 workers the 99th
    // percentile was four to six times the median, with 8 about three times). A kept-alive connection holds its worker while it idles, so
    // an idle browser lets go after a second; the desk reconnects at its next click.
    server.set_tcp_nodelay(true); // an answer is one small write: never wait for Nagle's timer
    server.set_keep_alive_timeout(1);
    server.new_task_queue = [] { return new httplib::ThreadPool(WORKERS); };
    const auto h = [&api](const httplib::Request& req, httplib::Response& res) {
        handle(api, req, res);
    };
    server.Get(".*", h);
    server.Post(".*", h);
    server.Put(".*", h);
    server.Delete(".*", h);
    server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
        if (res.status != 413 || !res.body.empty()) return;
        // The library reads a form-encoded body into fields and caps it at 8 KB: a log is text.
        const bool form =
            req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) == 0;
        answer(
            res,
            api_error(413,
                      {req.path, 0, 0,
                       form ? "a log is sent as text, not as a form: set Content-Type: text/yaml "
                              "(or application/xml)"
                            : "the request body is larger than the server accepts (--max-body)"}));
    });
    const int port =
        options.port == 0
            ? server.bind_to_any_port(options.host.c_str())
            : (server.bind_to_port(options.host.c_str(), options.port) ? options.port : -1);
    if (port < 0)
        return Error{"", 0, 0,
                     "cannot listen on " + options.host + ":" + std::to_string(options.port) +
                         " (is another program using it? try --port with another number)"};
    widen_backlog(port);
    running = &server;
    on_ready(port);
    server.listen_after_bind();
    running = nullptr;
    return std::nullopt;
}

void stop_serving() {
    if (httplib::Server* s = running.load()) s->stop();
}

} // namespace bl
