#include "core/thread_apart.h"

#include <latch>
#include <memory>

#ifdef __linux__
#include <pthread.h>
#include <sched.h>
#endif

namespace bl {

#ifdef __linux__
// The new thread is held until the caller has moved it (a thread that ran first would let its
// own widening of its cores be undone by the caller's move, and stay bound for its whole run);
// then it widens them back to all that its creator may use, and works.
std::thread start_apart(std::function<void()> work) {
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    const int here = sched_getcpu();
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0 || here < 0 ||
        !CPU_ISSET(here, &allowed) || CPU_COUNT(&allowed) < 2)
        return std::thread(std::move(work));
    auto moved = std::make_shared<std::latch>(1);
    std::thread t([work = std::move(work), moved, allowed] {
        moved->wait();
        pthread_setaffinity_np(pthread_self(), sizeof allowed, &allowed);
        work();
    });
    cpu_set_t elsewhere = allowed;
    CPU_CLR(here, &elsewhere);
    // A failure leaves the thread where the system put it: slower to start, nothing worse.
    pthread_setaffinity_np(t.native_handle(), sizeof elsewhere, &elsewhere);
    moved->count_down();
    return t;
}
#else
std::thread start_apart(std::function<void()> work) { return std::thread(std::move(work)); }
#endif

} // namespace bl
