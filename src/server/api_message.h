// A request to the desk's API and its answer, as plain values: what the API takes and gives
// (api.h), and all that crosses to the HTTP transport (http_transport.h).
#pragma once

#include <map>
#include <string>

namespace bl {

struct ApiRequest {
    std::string method; // "GET", "POST", ...
    std::string path;   // "/api/replay", without the query
    std::map<std::string, std::string> query;
    std::string body;
};

struct ApiResponse {
    int status = 200;
    std::string content_type = "application/json";
    std::string body;
};

} // namespace bl
