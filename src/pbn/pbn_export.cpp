// PBN export: the log's deals as PBN games, the play as the engine's fold reads it.
#include "pbn/pbn.h"

#include "core/card.h"
#include "table/fold.h"

#include <algorithm>
#include <tuple>

namespace bl {

namespace {

constexpr const char* SEAT_TAGS[] = {"North", "East", "South", "West"};
constexpr const char* DENOM_LETTERS[] = {"S", "H", "D", "C", "NT"};

std::string tag(const std::string& name, const std::string& value) {
    std::string escaped;
    for (char c : value) {
        if (c == '"' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return "[" + name + " \"" + escaped + "\"]\n";
}

// PBN writes a void as nothing between the dots ("AKQ..T98.765"), not "-".
std::string pbn_hands(const Deal& d) {
    std::string out = pbn_deal(d.hands, d.dealer);
    out.erase(std::remove(out.begin(), out.end(), '-'), out.end());
    return out;
}

bool pbn_can_say(Verb v) {
    return v == Verb::Declares || v == Verb::LeavesIt || v == Verb::Plays || v == Verb::Quits;
}

// The tricks of the play in PBN's columns: seats in order from the opening leader.
std::vector<Trick> played_tricks(const DealRecord& rec) {
    std::vector<Trick> out;
    for (const QuittedTrick& q : rec.tricks) out.push_back(q.trick);
    const Trick& last = rec.history.back().trick;
    if (last.leader != NO_SEAT && last.count > 0 && !rec.history.back().trick_done)
        out.push_back(last);
    return out;
}

class PbnWriter {
  public:
    PbnWriter(const GameLog& log, const Lawbook& book) : log_(log), book_(book) {}

    Result<PbnExport> run() {
        log_notes();
        for (size_t i = 0; i < log_.deals.size(); ++i) {
            auto rec = fold_deal(log_.deals[i], book_, log_.file, int(i) + 1, false);
            if (!rec) return rec.error();
            game(log_.deals[i], *rec, int(i) + 1);
        }
        // The notes go first, as comments, so that a reader of the file sees what is missing.
        std::string head = "% PBN 2.1\n% Written by bridgelaws from " +
                           (log_.file.empty() ? std::string("a log") : log_.file) + "\n";
        for (const std::string& n : out_.notes) head += "; " + n + "\n";
        out_.text = head + out_.text;
        return out_;
    }

  private:
    void note(const std::string& s) { out_.notes.push_back(s); }

    void log_notes() {
        if (!log_.code.empty()) note("the code of laws (" + log_.code + ") has no PBN tag");
        if (log_.score) note("the score brought forward has no PBN tag");
        if (!log_.cutting.empty()) note("the cutting for partners and deal has no PBN tag");
    }

    void game(const Deal& d, const DealRecord& rec, int index) {
        const std::string place = "deal " + std::to_string(index) + ": ";
        const State& end = rec.history.back();
        std::string& t = out_.text;
        t += "\n";
        for (const auto& [name, own, log] :
             {std::tuple{"Event", &d.event, &log_.event}, std::tuple{"Date", &d.date, &log_.date}})
            if (!own->empty() || !log->empty()) t += tag(name, own->empty() ? *log : *own);
        t += tag("Board", d.board.empty() ? std::to_string(index) : d.board);
        for (Seat s : {W, N, E, S})
            if (!log_.players[s].empty()) t += tag(SEAT_TAGS[s], log_.players[s]);
        t += tag("Dealer", seat_name(d.dealer));
        t += tag("Deal", pbn_hands(d));
        for (int s = 0; s < SEATS; ++s)
            if (d.counts[s] != d.hands[s].size())
                note(place + seat_name(Seat(s)) +
                     "'s hand was written with a card twice; PBN holds each card once");
        if (d.turn_up != NO_CARD)
            note(place + "the trump card turned (" + card_name(d.turn_up) + ") has no PBN tag");
        if (!d.during_deal.empty())
            note(place + "what happened during the deal has no place in PBN");
        dropped_events(d, place);
        contract(end, place);
        play(rec, end, place);
    }

    void dropped_events(const Deal& d, const std::string& place) {
        std::string dropped;
        for (const Event& e : d.events)
            if (!pbn_can_say(e.verb)) dropped += (dropped.empty() ? "" : ", ") + event_text(e);
        if (!dropped.empty()) note(place + "PBN cannot say: " + dropped);
    }

    void contract(const State& end, const std::string& place) {
        if (end.trump == NO_DENOM) {
            note(place + "no trump was declared: no Declarer or Contract tag");
            return;
        }
        std::string risk = end.doublings == 1 ? "X" : end.doublings >= 2 ? "XX" : "";
        if (end.doublings > 2)
            note(place + "doubled " + std::to_string(end.doublings) + " times (each trick " +
                 std::to_string(end.multiplier()) +
                 " times its value); PBN's Contract says only X or XX, so XX is written");
        if (end.declarer != NO_SEAT)
            out_.text += tag("Declarer", seat_name(end.declarer));
        else
            note(place + "the trump is turned, not declared: no Declarer tag");
        // Bridge Whist has no level: the declaring side scores every trick over six, as a contract
        // of one.
        out_.text += tag("Contract", "1" + std::string(DENOM_LETTERS[end.trump]) + risk);
        if (end.declarer != NO_SEAT)
            out_.text += tag("Result", std::to_string(end.won[side_of(end.declarer)]));
    }

    void play(const DealRecord& rec, const State& end, const std::string& place) {
        const std::vector<Trick> tricks = played_tricks(rec);
        if (tricks.empty()) return;
        const Seat first = tricks.front().leader;
        std::string& t = out_.text;
        t += tag("Play", seat_name(first));
        for (size_t i = 0; i < tricks.size(); ++i) {
            const Trick& k = tricks[i];
            if (i > 0 && k.leader != tricks[i - 1].winner(end.trump))
                note(place + "trick " + std::to_string(i + 1) + " was led by " +
                     seat_name(k.leader) +
                     ", not by the winner of the trick before; PBN's play section cannot say so");
            std::string row;
            for (int col = 0; col < SEATS; ++col) {
                const Seat s = Seat((first + col) & 3);
                row += (col ? " " : "") + (k.has(s) ? card_name(k.by_seat[s]) : std::string("-"));
            }
            t += row + "\n";
        }
        t += "*\n";
    }

    const GameLog& log_;
    const Lawbook& book_;
    PbnExport out_;
};

} // namespace

Result<PbnExport> write_pbn(const GameLog& log, const Lawbook& book) {
    return PbnWriter(log, book).run();
}

} // namespace bl
