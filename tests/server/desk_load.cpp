// A load test of `bridgelaws serve` on loopback, bounded in count and time (issue #24): 200
// concurrent clients post a full-hand log, 10,000 requests in all. It fails on any failed or
// wrong answer, and prints the latency percentiles and the server's memory before and after,
// as figures (docs/desk.md): a timing is never a pass/fail condition.
//   desk_load [CLIENTS] [REQUESTS]
// The clients share the server's two cores, so they are lean: each a thread with a plain socket,
// each request on a new connection as a browser's click would be, the answer read whole and
// compared with the expected report byte for byte (about 2,100 instructions a request, where
// cpp-httplib's client took 56,000). A thread a client, not a few threads driving many: a client
// woken as its answer arrives reads it at once, where one driving fifty leaves forty-nine
// answers waiting whenever the scheduler puts it by (measured: p90 twice the median).
#include "server/http_server.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

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
    std::vector<double> began; // when each request was sent, in seconds from the run's start
    int failed = 0;
    std::string first_failure;
    std::mutex m;

    void add(double began_at, double ms_taken, const std::string& problem) {
        std::lock_guard lock(m);
        began.push_back(began_at);
        ms.push_back(ms_taken);
        if (!problem.empty() && failed++ == 0) first_failure = problem;
    }
};

// The whole answer has come when the headers have and then Content-Length bytes of body.
bool answer_complete(const std::string& got) {
    const size_t end = got.find("\r\n\r\n");
    if (end == std::string::npos) return false;
    const size_t at = got.find("Content-Length: ");
    if (at == std::string::npos || at > end) return false;
    return got.size() >= end + 4 + std::stoul(got.substr(at + 16));
}

// What is wrong with an answer, or nothing: it must be 200 and the expected report exactly.
std::string answer_problem(const std::string& got, const std::string& expected) {
    const size_t end = got.find("\r\n\r\n");
    if (got.empty()) return "connection closed without an answer";
    if (got.rfind("HTTP/1.1 200 ", 0) != 0 || end == std::string::npos) return got.substr(0, 200);
    if (got.compare(end + 4, std::string::npos, expected) != 0)
        return "not the expected report: " + got.substr(end + 4, 200);
    return "";
}

// One request on a new connection: the answer as received, or what went wrong first.
std::string post(const sockaddr_in& server, const std::string& request, std::string& got) {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    const int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    const timeval limit{30, 0};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    std::string problem;
    if (connect(fd, reinterpret_cast<const sockaddr*>(&server), sizeof server) != 0)
        problem = std::string("connect: ") + std::strerror(errno);
    for (size_t sent = 0; problem.empty() && sent < request.size();) {
        const ssize_t n = send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
        if (n < 0) problem = std::string("send: ") + std::strerror(errno);
        sent += n > 0 ? size_t(n) : 0;
    }
    got.clear();
    char buffer[16384];
    while (problem.empty() && !answer_complete(got)) {
        const ssize_t n = read(fd, buffer, sizeof buffer);
        if (n <= 0) break; // closed, or no answer for 30 s: answer_problem says which
        got.append(buffer, size_t(n));
    }
    close(fd);
    return problem;
}

// One client: `count` posts of the log, each checked against the expected report.
void client(const sockaddr_in& server, const std::string& request, const std::string& expected,
            int count, Clock::time_point run_start, Outcome& out) {
    std::string got;
    for (int i = 0; i < count; ++i) {
        const auto start = Clock::now();
        std::string problem = post(server, request, got);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        out.add(std::chrono::duration<double>(start - run_start).count(), ms,
                problem.empty() ? answer_problem(got, expected) : problem);
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

void run_clients(int port, const std::string& log, const std::string& expected, int clients,
                 int requests, Clock::time_point start, Outcome& out) {
    sockaddr_in server{};
    server.sin_family = AF_INET;
    server.sin_port = htons(uint16_t(port));
    server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const std::string request =
        "POST /api/replay HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
        "\r\nContent-Type: text/yaml\r\nContent-Length: " + std::to_string(log.size()) +
        "\r\nConnection: close\r\n\r\n" + log;
    out.ms.reserve(size_t(requests));
    out.began.reserve(size_t(requests));
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
        threads.emplace_back(client, std::cref(server), std::cref(request), std::cref(expected),
                             requests / clients + (c < requests % clients), start, std::ref(out));
    for (auto& t : threads) t.join();
}

// When the slowest hundredth came: how many of them in each tenth of the run, and the 99th
// percentile of the requests sent after the first tenth (the start-up set apart).
void print_slow_ones(const Outcome& out, double seconds) {
    const double p99 = percentile(out.ms, 0.99);
    int tenths[10] = {};
    std::vector<double> later;
    for (size_t i = 0; i < out.ms.size(); ++i) {
        const int tenth = std::clamp(int(out.began[i] / seconds * 10), 0, 9);
        if (out.ms[i] > p99) ++tenths[tenth];
        if (tenth > 0) later.push_back(out.ms[i]);
    }
    std::printf("slowest 1%% (over %.1f ms) by tenth of the run:", p99);
    for (const int n : tenths) std::printf(" %d", n);
    std::printf("; p99 after the first tenth %.1f ms\n", percentile(later, 0.99));
}

} // namespace

int main(int argc, char** argv) {
    const int clients = std::max(1, argc > 1 ? std::atoi(argv[1]) : 200);
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
    const auto start = Clock::now();
    run_clients(port, log, expected, clients, requests, start, out);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    bl::stop_serving();
    server.join();

    std::printf("desk load: %d clients, %zu requests of a %zu-byte log in %.2f s (%.0f a second)\n",
                clients, out.ms.size(), log.size(), seconds, double(out.ms.size()) / seconds);
    std::printf("latency ms: p50 %.1f, p90 %.1f, p99 %.1f, max %.1f (target p99 under 50 ms)\n",
                percentile(out.ms, 0.5), percentile(out.ms, 0.9), percentile(out.ms, 0.99),
                percentile(out.ms, 1.0));
    print_slow_ones(out, seconds);
    std::printf("memory: %ld kB before the run, %ld kB after\n", rss_before, rss_kb());
    std::printf("engine alone (no HTTP): %.3f ms a request, best of 5 rounds of 50\n",
                engine_ms(api, log));
    if (out.failed)
        std::printf("FAILED: %d of %zu requests failed; the first: %s\n", out.failed, out.ms.size(),
                    out.first_failure.c_str());
    return out.failed ? 1 : 0;
}
