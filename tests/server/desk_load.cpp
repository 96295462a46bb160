// A load test of `bridgelaws serve` on loopback, bounded in count and time (issue #24): 200
// concurrent clients post a full-hand log, 10,000 requests in all. It fails on any failed or
// wrong answer, and prints the latency percentiles and the server's memory before and after,
// as figures (docs/desk.md): a timing is never a pass/fail condition.
//   desk_load [CLIENTS] [REQUESTS]
// The clients share the server's two cores, so they are lean: a few threads drive them over
// non-blocking sockets (epoll), each request on a new connection as a browser's click would be,
// and each answer is read whole and compared with the expected report byte for byte (about two
// thousand instructions a request, where cpp-httplib's client with a thread a client took 56,000).
#include "server/http_server.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

// Threads that drive the clients, each a share of them. One alone gets about a ninth of the
// CPU against the server's eight busy workers and, answers waiting on it, becomes the bottleneck
// (measured: half the rate of four).
constexpr int DRIVERS = 4;

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

    void fail(const std::string& why) {
        if (failed++ == 0) first_failure = why;
    }
};

// One client's request in flight: its socket, when it began, what is sent and what came back.
struct Flight {
    int fd = -1;
    int left = 0; // requests this client has still to make, this one included
    Clock::time_point start;
    size_t sent = 0;
    std::string got;
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
    if (got.rfind("HTTP/1.1 200 ", 0) != 0 || end == std::string::npos)
        return got.substr(0, 200).empty() ? "connection closed without an answer"
                                          : got.substr(0, 200);
    if (got.compare(end + 4, std::string::npos, expected) != 0)
        return "not the expected report: " + got.substr(end + 4, 200);
    return "";
}

class LoadClients {
  public:
    LoadClients(int port, const std::string& log, const std::string& expected)
        : expected_(expected), epoll_(epoll_create1(0)) {
        request_ = "POST /api/replay HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                   "\r\nContent-Type: text/yaml\r\nContent-Length: " + std::to_string(log.size()) +
                   "\r\nConnection: close\r\n\r\n" + log;
        address_.sin_family = AF_INET;
        address_.sin_port = htons(uint16_t(port));
        address_.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    }
    ~LoadClients() { close(epoll_); }

    void run(int clients, int requests, Outcome& out) {
        flights_.resize(size_t(clients));
        out.ms.reserve(size_t(requests));
        for (int c = 0; c < clients; ++c) {
            flights_[size_t(c)].left = requests / clients + (c < requests % clients);
            begin(flights_[size_t(c)], out);
        }
        std::vector<epoll_event> ready(static_cast<size_t>(clients));
        while (active_ > 0) {
            const int n = epoll_wait(epoll_, ready.data(), clients, 30000);
            if (n <= 0) return out.fail("no answer for 30 s"), abandon_all();
            for (int i = 0; i < n; ++i) step(*static_cast<Flight*>(ready[size_t(i)].data.ptr), out);
        }
    }

  private:
    // A new connection for the client's next request, if it has one to make.
    void begin(Flight& f, Outcome& out) {
        if (f.left == 0) return;
        f.start = Clock::now();
        f.sent = 0;
        f.got.clear();
        f.fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
        const int one = 1;
        setsockopt(f.fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        if (connect(f.fd, reinterpret_cast<const sockaddr*>(&address_), sizeof address_) != 0 &&
            errno != EINPROGRESS)
            return finish(f, out, std::string("connect: ") + std::strerror(errno));
        epoll_event e{EPOLLOUT, {.ptr = &f}};
        epoll_ctl(epoll_, EPOLL_CTL_ADD, f.fd, &e);
        ++active_;
    }

    void step(Flight& f, Outcome& out) {
        if (f.sent < request_.size()) return send_more(f, out);
        char buffer[16384];
        const ssize_t n = read(f.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EAGAIN) return;
        if (n > 0) f.got.append(buffer, size_t(n));
        if (n <= 0 || answer_complete(f.got)) {
            --active_;
            finish(f, out, answer_problem(f.got, expected_));
        }
    }

    void send_more(Flight& f, Outcome& out) {
        const ssize_t n = send(f.fd, request_.data() + f.sent, request_.size() - f.sent, 0);
        if (n < 0 && errno == EAGAIN) return;
        if (n < 0) {
            --active_;
            return finish(f, out, std::string("send: ") + std::strerror(errno));
        }
        f.sent += size_t(n);
        epoll_event e{f.sent < request_.size() ? uint32_t(EPOLLOUT) : uint32_t(EPOLLIN),
                      {.ptr = &f}};
        epoll_ctl(epoll_, EPOLL_CTL_MOD, f.fd, &e);
    }

    // The request is over (`problem` empty when it was answered right): its time is counted,
    // and the client makes its next.
    void finish(Flight& f, Outcome& out, const std::string& problem) {
        out.ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - f.start).count());
        if (!problem.empty()) out.fail(problem);
        close(f.fd);
        --f.left;
        begin(f, out);
    }

    void abandon_all() {
        for (Flight& f : flights_)
            if (f.left > 0) close(f.fd);
        active_ = 0;
    }

    const std::string& expected_;
    int epoll_;
    std::string request_;
    sockaddr_in address_{};
    std::vector<Flight> flights_;
    int active_ = 0;
};

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

    const int drivers = std::min(clients, DRIVERS);
    std::vector<Outcome> outs(static_cast<size_t>(drivers));
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int d = 0; d < drivers; ++d)
        threads.emplace_back([&, d] {
            const int c = clients / drivers + (d < clients % drivers);
            const int r = requests / drivers + (d < requests % drivers);
            LoadClients(port, log, expected).run(c, r, outs[size_t(d)]);
        });
    for (auto& t : threads) t.join();
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    Outcome out;
    for (Outcome& o : outs) {
        out.ms.insert(out.ms.end(), o.ms.begin(), o.ms.end());
        if (o.failed && !out.failed) out.first_failure = o.first_failure;
        out.failed += o.failed;
    }
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
    if (out.failed || int(out.ms.size()) != requests)
        std::printf("FAILED: %d of %zu requests failed; the first: %s\n", out.failed, out.ms.size(),
                    out.first_failure.c_str());
    return out.failed || int(out.ms.size()) != requests ? 1 : 0;
}
