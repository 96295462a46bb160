#include "terminal_width.h"

#include <sys/ioctl.h>
#include <unistd.h>

namespace bl::cli {

size_t terminal_columns(int fd) {
    winsize ws{};
    if (isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0) return ws.ws_col;
    return 0;
}

size_t output_width() {
    const size_t columns = terminal_columns(STDOUT_FILENO);
    return columns > 0 ? columns : 80;
}

} // namespace bl::cli
