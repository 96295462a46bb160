#include "core/thread_apart.h"

#include <gtest/gtest.h>

#include <pthread.h>
#include <sched.h>

namespace {

cpu_set_t cores_of_this_thread() {
    cpu_set_t set;
    CPU_ZERO(&set);
    EXPECT_EQ(pthread_getaffinity_np(pthread_self(), sizeof set, &set), 0);
    return set;
}

// The calling thread limited to `cores` for the test's length, then given back its own.
class Cores {
  public:
    explicit Cores(const cpu_set_t& cores) : before_(cores_of_this_thread()) {
        EXPECT_EQ(pthread_setaffinity_np(pthread_self(), sizeof cores, &cores), 0);
    }
    ~Cores() { pthread_setaffinity_np(pthread_self(), sizeof before_, &before_); }

  private:
    cpu_set_t before_;
};

TEST(ThreadApart, RunsTheWorkWithEveryCoreItsCreatorMayUse) {
    const cpu_set_t creator = cores_of_this_thread();
    cpu_set_t seen;
    CPU_ZERO(&seen);
    bool ran = false;
    std::thread t = bl::start_apart([&] {
        seen = cores_of_this_thread();
        ran = true;
    });
    t.join();
    EXPECT_TRUE(ran);
    EXPECT_TRUE(CPU_EQUAL(&seen, &creator)) << "the thread stayed bound to the cores it began on";
}

TEST(ThreadApart, OnOneCoreIsAThreadAsAny) {
    const int here = sched_getcpu();
    ASSERT_GE(here, 0);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(here, &one);
    const Cores limited(one);
    int ran_on = -1;
    cpu_set_t seen;
    CPU_ZERO(&seen);
    std::thread t = bl::start_apart([&] {
        ran_on = sched_getcpu();
        seen = cores_of_this_thread();
    });
    t.join();
    EXPECT_EQ(ran_on, here);
    EXPECT_TRUE(CPU_EQUAL(&seen, &one));
}

// Where two cores or more are allowed, the thread begins on another core than its creator's.
// The scheduler may move either thread in the instant between a look at its core and the
// next; 8 times of 10 at least. A thread started as any other mostly begins on its creator's
// core here, which waits for it in join().
TEST(ThreadApart, BeginsOnAnotherCore) {
    const cpu_set_t creator = cores_of_this_thread();
    if (CPU_COUNT(&creator) < 2) GTEST_SKIP() << "one core allowed";
    int apart = 0;
    for (int trial = 0; trial < 10; ++trial) {
        const int here = sched_getcpu();
        int began_on = -1;
        std::thread t = bl::start_apart([&] { began_on = sched_getcpu(); });
        t.join();
        apart += began_on != here;
    }
    EXPECT_GE(apart, 8);
}

} // namespace
