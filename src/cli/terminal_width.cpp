#include "terminal_width.h"

#include <sys/ioctl.h>
#include <unistd.h>

namespace bl::cli {

size_t output_width() {
    winsize ws{};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return 80;
}

} // namespace bl::cli
