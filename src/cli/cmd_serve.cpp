// bridgelaws serve [--port 8080] [--host 127.0.0.1] [--max-body BYTES]: the dispute desk
#include "command.h"
#include "option_checks.h"
#include "server/http_server.h"

#include <csignal>
#include <iostream>

namespace bl::cli {
namespace {

void on_signal(int) { stop_serving(); }

int run_serve(const ServeOptions& options, const LawLibrary& lib) {
    if (lib.ids().empty())
        return fail({lib.dir(), 0, 0, "there are no law tables (*.yaml) here; give --laws DIR"});
    const Api api(lib, options.max_body, BRIDGELAWS_DEFAULT_CODE);
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    auto bad = serve(api, options, [&](int port) {
        std::cout << "The dispute desk is at http://" << options.host << ":" << port
                  << "/ (Ctrl-C stops it)" << std::endl;
    });
    if (bad) return fail(*bad);
    return 0;
}

const Registration serve_command(75, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto options = std::make_shared<ServeOptions>();
    auto* sv = app.add_subcommand(
        "serve",
        "Serve the dispute desk: a web page that rules on a hand as it is built (docs/desk.md)");
    sv->add_option("--port", options->port, "Port to listen on; 0 picks a free one")
        ->capture_default_str()
        ->check(whole_number(0, 65535));
    sv->add_option("--host", options->host, "Address to bind; the default serves this machine only")
        ->capture_default_str();
    sv->add_option("--max-body", options->max_body, "Largest request body accepted, in bytes")
        ->capture_default_str()
        ->check(whole_number(1, 1 << 28));
    return [options, &ctx] { return run_serve(*options, ctx.library()); };
});

} // namespace
} // namespace bl::cli
