// Reading a table's infraction rules and its readings of open points (docs/laws.md): the part
// of the strict table reader that knows the rule schema.
#pragma once

#include "core/vocab.h"
#include "core/yaml_reader.h"
#include "laws/lawbook.h"

#include <string>

namespace bl {

class RuleReader : public YamlReader {
  public:
    using YamlReader::YamlReader;

  protected:
    void read_rules(const YAML::Node& n, Lawbook& book) const;
    void read_readings(const YAML::Node& n, Lawbook& book) const;
    // An overlay's `readings` may also pick a reading of its base by id: {id: choice}.
    void read_reading_choices(const YAML::Node& n, Lawbook& book) const;
    // A table's parameters (the table reader's), also read in a reading's alternative.
    virtual void read_parameters(const YAML::Node& n, Parameters& p) const = 0;

    template <class E> E word(const YAML::Node& v, const char* what) const {
        auto e = parse_name<E>(scalar(v, what));
        if (!e) fail(v, "\"" + v.Scalar() + "\" is not " + what + " (" + name_list<E>() + ")");
        return *e;
    }

  private:
    Rule read_rule(const YAML::Node& r, const Lawbook& book) const;
    Conditions conditions(const YAML::Node& n) const;
    void read_follows(const YAML::Node& f, Rule& rule) const;
    void read_claim(const YAML::Node& r, Rule& rule) const;
    Reading read_reading(const YAML::Node& r, const Lawbook& book) const;
    void read_alternative(const YAML::Node& x, Reading& rd, const Lawbook& book) const;

    template <class E> uint8_t role_mask(const YAML::Node& v, const char* what) const {
        uint8_t mask = 0;
        const auto add = [&](const YAML::Node& x) {
            mask |= uint8_t(1u << unsigned(word<E>(x, what)));
        };
        if (v.IsSequence())
            for (const YAML::Node& x : v) add(x);
        else
            add(v);
        return mask;
    }

    template <class Mask>
    Mask number_mask(const YAML::Node& v, int lo, int hi, const char* what) const {
        Mask mask = 0;
        const auto add = [&](const YAML::Node& x) {
            const int k = integer(x, what);
            if (k < lo || k > hi)
                fail(x, std::string(what) + " is from " + std::to_string(lo) + " to " +
                            std::to_string(hi));
            mask = Mask(mask | (1u << k));
        };
        if (v.IsSequence())
            for (const YAML::Node& x : v) add(x);
        else
            add(v);
        return mask;
    }
};

} // namespace bl
