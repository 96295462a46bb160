// A queue between two threads that holds at most `capacity` items: the thread that fills it
// waits while it is full, the one that empties it while it is empty, so that memory stays
// bounded whichever is faster. Either side may close it: the filler's pushes then fail and the
// emptier, once it is empty, gets nothing.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace bl {

template <class T> class BoundedQueue {
  public:
    explicit BoundedQueue(size_t capacity) : capacity_(capacity) {}

    // False when the queue was closed (the item is dropped).
    bool push(T item) {
        std::unique_lock lk(m_);
        not_full_.wait(lk, [&] { return closed_ || items_.size() < capacity_; });
        if (closed_) return false;
        items_.push_back(std::move(item));
        not_empty_.notify_one();
        return true;
    }
    // The oldest item; nothing once the queue is closed and empty.
    std::optional<T> pop() {
        std::unique_lock lk(m_);
        not_empty_.wait(lk, [&] { return closed_ || !items_.empty(); });
        if (items_.empty()) return std::nullopt;
        T item = std::move(items_.front());
        items_.pop_front();
        not_full_.notify_one();
        return item;
    }
    void close() {
        {
            std::lock_guard lk(m_);
            closed_ = true;
        }
        not_full_.notify_all();
        not_empty_.notify_all();
    }

  private:
    size_t capacity_;
    std::deque<T> items_;
    bool closed_ = false;
    std::mutex m_;
    std::condition_variable not_full_, not_empty_;
};

} // namespace bl
