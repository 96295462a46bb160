// A load test of `bridgelaws serve` on loopback, bounded in count and time (issue #24): 200
// concurrent clients post a full-hand log, 10,000 requests in all. It fails on any failed or
// wrong answer, and prints the latency percentiles and the server's memory before and after,
// as figures (docs/desk.md): a timing is never a pass/fail condition.
//   desk_load [CLIENTS] [REQUESTS]
#include "server/http_server.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

long rss_kb() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
    return -1;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

struct Outcome {
    std::vector<double> ms;
    int failed = 0;
    std::string first_failure;
};

// One client: `count` posts of the log, each checked against the expected report.
void client(int port, const std::string& log, const std::string& expected, int count, Outcome& out,
            std::mutex& m) {
    httplib::Client http("127.0.0.1", port);
    http.set_read_timeout(30, 0);
    http.set_keep_alive(false);
    http.set_tcp_nodelay(true);
    for (int i = 0; i < count; ++i) {
        const auto start = Clock::now();
        auto res = http.Post("/api/replay", log, "text/yaml");
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        std::lock_guard lock(m);
        out.ms.push_back(ms);
        if (!res || res->status != 200 || res->body != expected) {
            if (out.failed++ == 0)
                out.first_failure =
                    res ? std::to_string(res->status) + " " + res->body.substr(0, 200)
                        : httplib::to_string(res.error());
        }
    }
}

// The engine alone, without HTTP: what one request costs in CPU, best of a few rounds (the
// latency under load is about this times the requests waiting ahead, shared over the cores).
double engine_ms(const bl::Api& api, const std::string& log) {
    double best = 1e9;
    for (int round = 0; round < 5; ++round) {
        const auto start = Clock::now();
        for (int i = 0; i < 50; ++i) api.handle({"POST", "/api/replay", {}, log});
        best = std::min(
            best, std::chrono::duration<double, std::milli>(Clock::now() - start).count() / 50);
    }
    return best;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char** argv) {
    const int clients = argc > 1 ? std::atoi(argv[1]) : 200;
    const int requests = argc > 2 ? std::atoi(argv[2]) : 10000;
    const std::string log = read_file(BRIDGELAWS_SOURCE_DIR "/tests/data/desk/full-hand.yaml");
    const bl::Api api(bl::LawLibrary(BRIDGELAWS_SOURCE_DIR "/laws"));
    const std::string expected = api.handle({"POST", "/api/replay", {}, log}).body;
    std::atomic<int> port{0};
    std::thread server([&] {
        bl::serve(api, {"127.0.0.1", 0, bl::Api::DEFAULT_MAX_BODY}, [&](int p) { port = p; });
    });
    while (port == 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const long rss_before = rss_kb();

    Outcome out;
    std::mutex m;
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
        threads.emplace_back(client, port.load(), std::cref(log), std::cref(expected),
                             requests / clients + (c < requests % clients), std::ref(out),
                             std::ref(m));
    for (auto& t : threads) t.join();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    bl::stop_serving();
    server.join();

    std::printf("desk load: %d clients, %zu requests of a %zu-byte log in %.2f s (%.0f a second)\n",
                clients, out.ms.size(), log.size(), seconds, double(out.ms.size()) / seconds);
    std::printf("latency ms: p50 %.1f, p90 %.1f, p99 %.1f, max %.1f (target p99 under 50 ms)\n",
                percentile(out.ms, 0.5), percentile(out.ms, 0.9), percentile(out.ms, 0.99),
                percentile(out.ms, 1.0));
    std::printf("memory: %ld kB before the run, %ld kB after\n", rss_before, rss_kb());
    std::printf("engine alone (no HTTP): %.3f ms a request, best of 5 rounds of 50\n",
                engine_ms(api, log));
    if (out.failed)
        std::printf("FAILED: %d requests failed; the first: %s\n", out.failed,
                    out.first_failure.c_str());
    return out.failed ? 1 : 0;
}
