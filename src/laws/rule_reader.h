// Reading a table's infraction rules and its readings of open points (docs/laws.md): the part
// of the strict table reader that knows the rule schema. It reads the compact tree
// (core/yaml_tree.h) or, for text only yaml-cpp reads, yaml-cpp's nodes, in the same words.
#pragma once

#include "core/vocab.h"
#include "core/yaml_reader.h"
#include "laws/lawbook.h"

#include <string>

namespace bl {

template <class Node> class RuleReader : public BasicYamlReader<Node> {
    using Base = BasicYamlReader<Node>;

  public:
    using Base::Base;
    using Base::boolean, Base::fail, Base::integer, Base::only_keys, Base::required, Base::scalar,
        Base::strings;

  protected:
    void read_rules(const Node& n, Lawbook& book) const;
    void read_readings(const Node& n, Lawbook& book) const;
    // An overlay's `readings` may also pick a reading of its base by id: {id: choice}.
    void read_reading_choices(const Node& n, Lawbook& book) const;
    // A table's parameters (the table reader's), also read in a reading's alternative.
    virtual void read_parameters(const Node& n, Parameters& p) const = 0;

    template <class E> E word(const Node& v, const char* what) const {
        auto e = parse_name<E>(scalar(v, what));
        if (!e) fail(v, "\"" + v.Scalar() + "\" is not " + what + " (" + name_list<E>() + ")");
        return *e;
    }

  private:
    Rule read_rule(const Node& r, const Lawbook& book) const;
    Conditions conditions(const Node& n) const;
    void read_follows(const Node& f, Rule& rule) const;
    void read_claim(const Node& claimed, Rule& rule) const;
    Reading read_reading(const Node& r, const Lawbook& book) const;
    void read_alternative(const Node& x, Reading& rd, const Lawbook& book) const;

    template <class E> uint8_t role_mask(const Node& v, const char* what) const {
        uint8_t mask = 0;
        const auto add = [&](const Node& x) { mask |= uint8_t(1u << unsigned(word<E>(x, what))); };
        if (v.IsSequence())
            for (const Node& x : v) add(x);
        else
            add(v);
        return mask;
    }

    template <class Mask> Mask number_mask(const Node& v, int lo, int hi, const char* what) const {
        Mask mask = 0;
        const auto add = [&](const Node& x) {
            const int k = integer(x, what);
            if (k < lo || k > hi)
                fail(x, std::string(what) + " is from " + std::to_string(lo) + " to " +
                            std::to_string(hi));
            mask = Mask(mask | (1u << k));
        };
        if (v.IsSequence())
            for (const Node& x : v) add(x);
        else
            add(v);
        return mask;
    }
};

} // namespace bl
