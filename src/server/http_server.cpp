#include "server/http_server.h"

#include "server/desk_assets.h"
#include "server/http_transport.h"

#include <atomic>
#include <filesystem>
#include <string>
#include <vector>

#include <dlfcn.h>

namespace bl {
namespace {

// The desk's page and the API, by path; anything else is a 404 in the API's words.
class DeskHandler : public HttpHandler {
  public:
    explicit DeskHandler(const Api& api) : api_(api) {}

    ApiResponse answer(const ApiRequest& req) const override {
        if (req.path.rfind("/api/", 0) == 0) return api_.handle(req);
        if (req.method == "GET")
            if (const DeskAsset* asset = desk_asset(req.path))
                return {200, std::string(asset->content_type), std::string(asset->body)};
        return api_error(404,
                         {req.path, 0, 0,
                          "no such page: the desk is at / and the API under /api/ (docs/api.md)"});
    }

    ApiResponse refused(const std::string& path, bool form) const override {
        return api_error(
            413, {path, 0, 0,
                  form ? "a log is sent as text, not as a form: set Content-Type: text/yaml "
                         "(or application/xml)"
                       : "the request body is larger than the server accepts (--max-body)"});
    }

  private:
    const Api& api_;
};

// Where the transport module may be, in order: beside the installed program (its lib folder
// reached from its bin folder), where it is installed, where this build made it.
std::vector<std::string> module_places() {
    std::vector<std::string> places;
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec)
        places.push_back(
            (exe.parent_path() / BRIDGELAWS_HTTP_MODULE_FROM_BIN).lexically_normal().string());
    places.push_back(BRIDGELAWS_HTTP_MODULE_INSTALLED);
    places.push_back(BRIDGELAWS_HTTP_MODULE_BUILT);
    return places;
}

std::string join(const std::vector<std::string>& places) {
    std::string out;
    for (const std::string& p : places) out += (out.empty() ? "" : ", ") + p;
    return out;
}

struct Transport {
    BlHttpServe* serve = nullptr;
    BlHttpStop* stop = nullptr;
};

std::atomic<BlHttpStop*> loaded_stop{nullptr};

// The module loaded once (never unloaded: its server may be stopped from a signal handler).
Result<Transport> load_transport() {
    const std::vector<std::string> places = module_places();
    std::string why;
    for (const std::string& place : places) {
        std::error_code ec;
        if (!std::filesystem::exists(place, ec)) continue;
        void* module = dlopen(place.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!module) {
            why = dlerror();
            continue;
        }
        auto* const abi = reinterpret_cast<BlHttpAbi*>(dlsym(module, BRIDGELAWS_HTTP_ABI_NAME));
        Transport t{reinterpret_cast<BlHttpServe*>(dlsym(module, BRIDGELAWS_HTTP_SERVE)),
                    reinterpret_cast<BlHttpStop*>(dlsym(module, BRIDGELAWS_HTTP_STOP))};
        if (!abi || !t.serve || !t.stop) {
            why = place + " is not bridgelaws' HTTP module";
        } else if (abi() != BRIDGELAWS_HTTP_ABI) {
            why = place + " is from another build of bridgelaws (its interface " +
                  std::to_string(abi()) + ", this program's " +
                  std::to_string(BRIDGELAWS_HTTP_ABI) + ")";
        } else {
            return t;
        }
    }
    if (why.empty()) why = "it is in none of " + join(places);
    return Error{"libbridgelaws_http.so", 0, 0,
                 "the desk's HTTP module cannot be loaded: " + why +
                     "; install bridgelaws again, or build its target bridgelaws_http"};
}

void tell_port(const void* context, int port) {
    (*static_cast<const std::function<void(int)>*>(context))(port);
}

} // namespace

std::optional<Error> serve(const Api& api, const ServeOptions& options,
                           const std::function<void(int)>& on_ready) {
    const auto transport = load_transport();
    if (!transport) return transport.error();
    loaded_stop = transport->stop;
    const DeskHandler handler(api);
    const HttpListen listen{options.host.c_str(), options.port, options.max_body, tell_port,
                            &on_ready};
    if (transport->serve(&handler, &listen) != 0)
        return Error{"", 0, 0,
                     "cannot listen on " + options.host + ":" + std::to_string(options.port) +
                         " (is another program using it? try --port with another number)"};
    return std::nullopt;
}

void stop_serving() {
    if (BlHttpStop* stop = loaded_stop.load()) stop();
}

} // namespace bl
