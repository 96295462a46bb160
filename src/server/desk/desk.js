// The dispute desk: builds a game log (shared/spec/log-format.md) step by step and asks the
// engine (POST /api/replay) for the rulings after each step. No library, no outside script.
"use strict";

const SEATS = ["N", "E", "S", "W"];
const SUITS = ["S", "H", "D", "C"];
const RANKS = "AKQJT98765432";
const SUIT_SIGN = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
// Every verb of the log format (shared/spec/log-format.md, docs/log-additions.md), for the menu:
// the buttons offer the declaration and doubling the engine allows now, the menu everything.
const VERBS = ["declares", "leaves it", "doubles", "asks to lead", "says yes", "is satisfied", "plays",
  "exposes", "asks having none", "answers none", "answers has", "takes back", "quits", "claims",
  "throws down", "suggests", "calls attention", "draws attention", "consults", "elects", "calls", "takes up",
  "calls honours", "looks at", "lays down", "cut", "counts", "shows other pack", "names trump card",
  "forgets trump card", "scores"];
// What happens while the cards are cut and dealt: the deal's during-deal list.
const DURING = ["cuts", "shuffles", "deals with", "exposes", "looks at", "elects", "touches cards", "interrupts",
  "omits cut", "draws attention"];
const SEATLESS = new Set(["quits", "cut"]);

// hands: the deal as laid out, or null; tricksOnly: the hands are read from the play instead.
// steps: which list ("events" or "during") each step went to, for undo.
const desk = { codes: [], dealer: "S", hands: null, tricksOnly: false, events: [], during: [], steps: [],
  picking: null, reports: {}, acts: null };
const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) k === "class" ? (e.className = v) : e.setAttribute(k, v);
  for (const kid of kids) e.append(kid);
  return e;
};
const words = (id) => String(id).replace(/-/g, " ");
const nameOf = (seat) => { const n = $("name-" + seat).value.trim(); return n ? `${seat} (${n})` : seat; };
const next = (seat, k = 1) => SEATS[(SEATS.indexOf(seat) + k) % 4];

// --- the deal -------------------------------------------------------------------------------

function parsePbn(text) {
  const m = text.trim().match(/^([NESW]):(.*)$/i);
  if (!m) return { error: "A PBN line begins with the first hand's seat and a colon, e.g. \"S:AKQ4.J32.T98.765 ...\"." };
  const parts = m[2].trim().split(/\s+/);
  if (parts.length !== 4) return { error: `A PBN line has four hands separated by spaces; this one has ${parts.length}.` };
  const hands = {}, seen = new Set();
  let seat = m[1].toUpperCase();
  for (const part of parts) {
    const suits = part.split(".");
    if (suits.length !== 4) return { error: `${seat}'s hand "${part}" needs four suits separated by dots (spades.hearts.diamonds.clubs, "-" for a void).` };
    hands[seat] = [];
    for (let i = 0; i < 4; i++) {
      for (const r of suits[i] === "-" ? "" : suits[i].toUpperCase()) {
        if (!RANKS.includes(r)) return { error: `"${r}" in ${seat}'s hand is not a rank (A K Q J T 9 ... 2).` };
        const card = SUITS[i] + r;
        if (seen.has(card)) return { error: `${card} is written twice: a pack has each card once.` };
        seen.add(card);
        hands[seat].push(card);
      }
    }
    seat = next(seat);
  }
  for (const s of SEATS)
    if (hands[s].length !== 13) return { error: `${s} holds ${hands[s].length} cards; each hand holds thirteen.` };
  return { hands };
}

function pbnOf(hands, first) {
  let seat = first, out = [];
  for (let i = 0; i < 4; i++, seat = next(seat))
    out.push(SUITS.map((s) => hands[seat].filter((c) => c[0] === s).map((c) => c[1]).sort(byRank).join("") || "-").join("."));
  return `${first}:${out.join(" ")}`;
}
const byRank = (a, b) => RANKS.indexOf(a) - RANKS.indexOf(b);

function randomHands() {
  const pack = SUITS.flatMap((s) => [...RANKS].map((r) => s + r));
  const rnd = new Uint32Array(52);
  crypto.getRandomValues(rnd);
  for (let i = 51; i > 0; i--) { const j = rnd[i] % (i + 1); [pack[i], pack[j]] = [pack[j], pack[i]]; }
  const hands = {};
  SEATS.forEach((s, i) => (hands[s] = pack.slice(i * 13, i * 13 + 13)));
  return hands;
}

function setHands(hands) {
  desk.hands = hands;
  desk.tricksOnly = false;
  desk.events = [];
  desk.during = [];
  desk.steps = [];
  $("pbn").value = pbnOf(hands, desk.dealer);
  $("deal-error").textContent = "";
  refresh();
}

// --- the log --------------------------------------------------------------------------------

function playedCards() {
  const played = new Set();
  for (const ev of desk.events) {
    const m = ev.match(/^[NESW] (plays|takes back) (.+)$/);
    if (!m) continue;
    for (const card of m[2].split(/\s+/)) m[1] === "plays" ? played.add(card) : played.delete(card);
  }
  return played;
}

function holderOf(card) {
  return desk.hands && SEATS.find((s) => desk.hands[s].includes(card));
}

// Starting from the tricks alone: no hands are written, and the engine reads each player's hand
// from the cards he played (docs/log-additions.md) once every card is played.
function startFromTricks() {
  desk.hands = null;
  desk.tricksOnly = true;
  desk.events = [];
  desk.during = [];
  desk.steps = [];
  $("deal-error").textContent = "";
  refresh();
}

// The cards each seat has played so far.
function playedBy() {
  const by = { N: [], E: [], S: [], W: [] };
  for (const ev of desk.events) {
    const m = ev.match(/^([NESW]) plays (.+)$/);
    if (m) for (const card of m[2].split(/\s+/)) if (!by[m[1]].includes(card)) by[m[1]].push(card);
  }
  return by;
}

// The hands as far as the play shows them, the cards not yet played dealt round to fill each to
// thirteen: only to ask which acts are open while the tricks are being entered.
function provisionalHands() {
  const hands = playedBy();
  const seen = new Set(SEATS.flatMap((s) => hands[s]));
  const rest = SUITS.flatMap((s) => [...RANKS].map((r) => s + r)).filter((c) => !seen.has(c));
  for (const s of SEATS) while (hands[s].length < 13 && rest.length) hands[s].push(rest.shift());
  return hands;
}

const wholePlay = () => SEATS.every((s) => playedBy()[s].length === 13);

// The log as the page has it. `hands`: the hands to write (none when starting from the tricks).
function logYaml(hands = desk.hands) {
  const q = (s) => JSON.stringify(s);
  const list = (key, events) => `    ${key}:\n` + events.map((e) => `      - ${q(e)}\n`).join("");
  const players = SEATS.filter((s) => $("name-" + s).value.trim());
  let out = "format: bridgelaws/1\n";
  out += `code: ${firstCode()}\n`;
  if (players.length) out += `players: {${players.map((s) => `${s}: ${q($("name-" + s).value.trim())}`).join(", ")}}\n`;
  out += `deals:\n  - dealer: ${desk.dealer}\n`;
  if (hands) out += `    hands: ${q(pbnOf(hands, desk.dealer))}\n`;
  const turnUp = $("turn-up").value.trim().toUpperCase();
  if (turnUp && turnsTrump()) out += `    turn-up: ${q(turnUp)}\n`;
  if (desk.during.length) out += list("during-deal", desk.during);
  out += desk.events.length ? list("events", desk.events) : "    events: []\n";
  return out;
}

// Whether the log's code turns the trump card (then the deal needs the card turned up).
function turnsTrump() {
  const c = (desk.all || []).find((x) => x.id === firstCode());
  return !!(c && c.trump_turned);
}

const laidOut = () => desk.hands || desk.tricksOnly;

// The code the log names: the first ticked, else the server's default.
function firstCode() {
  return desk.codes[0] || (desk.all.find((c) => c.default) || desk.all[0]).id;
}

function addEvent(text, list = "events") {
  if (!laidOut()) { $("event-error").textContent = "Lay out the deal first (section 2)."; return; }
  (list === "during" ? desk.during : desk.events).push(text);
  desk.steps.push(list);
  refresh();
}

function undo() {
  const list = desk.steps.pop();
  if (list) (list === "during" ? desk.during : desk.events).pop();
  refresh();
}

// --- asking the engine ----------------------------------------------------------------------

async function ask(code) {
  const res = await fetch(`/api/replay?code=${encodeURIComponent(code)}`, {
    method: "POST", headers: { "Content-Type": "text/yaml" }, body: logYaml() });
  const body = await res.json();
  return res.ok ? { report: body } : { error: body.text || "the engine refused the log" };
}

// The declaration and doubling acts open now under the log's code (POST /api/acts).
async function askActs() {
  const hands = desk.tricksOnly ? (wholePlay() ? null : provisionalHands()) : desk.hands;
  const res = await fetch(`/api/acts?code=${encodeURIComponent(firstCode())}`, {
    method: "POST", headers: { "Content-Type": "text/yaml" }, body: logYaml(hands) });
  const body = await res.json();
  return res.ok ? body : { acts: [], turn: "", error: body.text };
}

async function refresh() {
  renderDiagram();
  renderEvents();
  $("event-error").textContent = "";
  $("turn-up-box").hidden = !turnsTrump();
  if (!laidOut()) return;
  const results = $("results");
  if (desk.tricksOnly && !wholePlay()) {
    const by = playedBy();
    results.replaceChildren(el("p", { class: "hint" }, "Starting from the tricks alone: the hands are read from the play " +
      `once every card is played (played so far: ${SEATS.map((s) => `${s} ${by[s].length}`).join(", ")}). ` +
      "The rulings appear then."));
  } else {
    const answers = await Promise.all(desk.codes.map(async (code) => [code, await ask(code)]));
    results.replaceChildren(...answers.map(([code, a]) => renderResult(code, a)));
    desk.reports = Object.fromEntries(answers.filter(([, a]) => a.report).map(([c, a]) => [c, a.report]));
  }
  desk.acts = await askActs();
  renderDiagram();
  updateHint();
}

// --- what the page shows --------------------------------------------------------------------

function cardButton(card, cls, onclick) {
  const b = el("button", { class: `card ${cls} ${"HD".includes(card[0]) ? "red" : ""}`, "data-card": card, title: card }, card[1] === "T" ? "10" : card[1]);
  b.addEventListener("click", onclick);
  return b;
}

function renderDiagram() {
  const d = $("diagram");
  if (desk.tricksOnly) return renderTricksOnly(d);
  if (!desk.hands) { d.replaceChildren(el("p", { class: "hint" }, "The hands appear here once the deal is laid out.")); return; }
  const played = playedCards();
  const hands = SEATS.map((seat) => {
    const h = el("div", { class: `hand ${seat}` }, el("h3", {}, nameOf(seat) + (seat === desk.dealer ? " · dealer" : "")));
    for (const s of SUITS) {
      const line = el("div", { class: "suit" }, el("span", { class: "HD".includes(s) ? "red" : "" }, SUIT_SIGN[s] + " "));
      for (const card of desk.hands[seat].filter((c) => c[0] === s).sort((a, b) => byRank(a[1], b[1])))
        line.append(cardButton(card, played.has(card) ? "played" : "", () => !played.has(card) && addEvent(`${seat} plays ${card}`)));
      h.append(line);
    }
    return h;
  });
  d.replaceChildren(...hands, el("div", { class: "trick" }, trickText()));
}

// Starting from the tricks: each hand shows what its player has played, and the cards not yet
// played are a pack to click, played by the player in "Who acts".
function renderTricksOnly(d) {
  const by = playedBy();
  const hands = SEATS.map((seat) => el("div", { class: `hand ${seat}` },
    el("h3", {}, nameOf(seat) + (seat === desk.dealer ? " · dealer" : "")),
    el("div", { class: "suit" }, by[seat].length ? `played ${by[seat].join(" ")}` : "nothing played yet")));
  const seen = new Set(SEATS.flatMap((s) => by[s]));
  const pack = el("div", { class: "pack unplayed" }, el("p", { class: "hint" }, "Cards not yet played: click one to play it for the player in \u201cWho acts\u201d."));
  for (const s of SUITS) {
    const line = el("div", { class: "suit" }, el("span", { class: "HD".includes(s) ? "red" : "" }, SUIT_SIGN[s] + " "));
    for (const r of RANKS) if (!seen.has(s + r)) line.append(cardButton(s + r, "", () => addEvent(`${$("actor").value} plays ${s + r}`)));
    pack.append(line);
  }
  d.replaceChildren(...hands, el("div", { class: "trick" }, trickText()), pack);
}

function currentTrick() {
  const plays = [];
  for (const ev of desk.events) {
    const m = ev.match(/^([NESW]) plays (\S+)$/);
    if (m) { if (plays.length === 4) plays.length = 0; plays.push({ seat: m[1], card: m[2] }); }
    else if (ev === "quits") plays.length = 0;
  }
  return plays;
}

function trickText() {
  const t = currentTrick();
  return t.length ? "Trick: " + t.map((p) => `${p.seat} ${p.card}`).join(", ") : "No card on the table";
}

// Who acts next, and what the declaration and doubling allow now: the engine's answer.
function updateHint() {
  const acts = desk.acts || { acts: [], turn: "" };
  if (acts.turn) $("actor").value = acts.turn;
  const why = { declaration: "to declare", doubling: "to double or ask", play: "to play" }[acts.phase] || "to act";
  $("hint").textContent = acts.turn ? `(next ${why}, as the code has it: ${nameOf(acts.turn)})` : acts.error || "";
  renderCalls();
}

// The buttons of the seat in "Who acts": the acts the engine offers it now, the irregular ones
// marked with what the engine would note.
function renderCalls() {
  const seat = $("actor").value;
  const mine = ((desk.acts && desk.acts.acts) || []).filter((a) => a.by === seat);
  const buttons = mine.map((a) => {
    const ev = a.event.slice(seat.length + 1);
    const label = words(ev) + (a.regular ? "" : ` (${words(a.infraction)})`);
    const b = el("button", { "data-ev": ev, class: a.regular ? "regular" : "irregular", title: a.event }, label);
    b.addEventListener("click", () => ev === "leads" ? leadNow(seat) : addEvent(a.event));
    return b;
  });
  const none = desk.acts ? `Nothing to declare or double for ${seat} now.` : "";
  $("calls").replaceChildren(...(buttons.length ? buttons : [el("span", { class: "hint" }, none)]));
}

// The lead is made by clicking the card: the button only says whose it is.
function leadNow(seat) {
  $("actor").value = seat;
  $("event-error").textContent = `Click the card ${nameOf(seat)} leads, or type it.`;
}

function renderEvents() {
  $("events").replaceChildren(...desk.during.map((e) => el("li", { class: "during" }, `(while dealing) ${e}`)),
    ...desk.events.map((e) => el("li", {}, e)));
}

function lawQuote(code, number) {
  const box = el("div", { class: "law" }, `Law ${number} \u2026`);
  fetch(`/api/laws/${encodeURIComponent(code)}/${encodeURIComponent(number)}`).then((r) => r.json())
    .then((law) => (box.textContent = law.text ? `Law ${number}. ${law.text}` : `Law ${number}: not found`));
  return box;
}

function whatIf(ruling) {
  if (!ruling.options_score || !ruling.options_score.length) return null;
  const rows = ruling.options_score.map((o) => el("tr", {}, el("td", {}, words(o.option)),
    el("td", {}, `${o.tricks.NS}–${o.tricks.EW}`),
    el("td", {}, `NS ${o.score.NS.below}/${o.score.NS.above}, EW ${o.score.EW.below}/${o.score.EW.above}`),
    el("td", {}, `${o.net >= 0 ? "+" : ""}${o.net}`)));
  return el("table", { class: "whatif" }, el("tr", {}, el("th", {}, "if elected"), el("th", {}, "tricks NS–EW"),
    el("th", {}, "the hand's score (below/above)"), el("th", {}, "net for the electors")), ...rows);
}

// "Claimed: take three tricks, elected by N": who claimed it, from the log's own election.
function electedText(r) {
  const claim = [...desk.events].reverse().find((e) => new RegExp(`^[NESW] elects ${r.elected}( |$)`).test(e));
  return claim ? `Claimed: ${words(r.elected)}, elected by ${nameOf(claim[0])}. ` : `Elected: ${words(r.elected)}. `;
}

function renderRuling(code, r) {
  const div = el("div", { class: "ruling" });
  const where = r.event >= 0 ? ` at event ${r.event + 1}` : "";
  div.append(el("div", { class: "what" }, `${words(r.infraction)} by ${nameOf(r.offender)}${where}: ${words(r.provision)}, ${words(r.status)}`));
  if (r.note) div.append(el("div", {}, r.note));
  if (r.elector && r.elector.length) div.append(el("div", {}, `Who may choose: ${r.elector.map(nameOf).join(" or ")}`));
  if (r.options && r.options.length) {
    const open = !r.elected && r.elector.length && r.status !== "waived";
    const opts = el("div", {}, r.elected ? electedText(r) : open ? "Elect (the election claims the penalty): " : "Not elected.");
    if (open)
      for (const o of r.options) {
        const b = el("button", { class: "elect", "data-option": o }, words(o));
        b.addEventListener("click", () => addEvent(`${r.elector[0]} elects ${o}`));
        opts.append(b);
      }
    div.append(opts);
  }
  const table = whatIf(r);
  if (table) div.append(table);
  for (const n of r.laws || []) div.append(lawQuote(code, n));
  return div;
}

function renderResult(code, answer) {
  const box = el("div", { class: "code-result", "data-code": code }, el("h3", {}, code));
  if (answer.error) { box.append(el("p", { class: "error" }, answer.error)); return box; }
  const deal = answer.report.deals[answer.report.deals.length - 1];
  if (!deal) return box;
  if (deal.declaration && deal.declaration.trump)
    box.append(el("p", {}, `Trump: ${words(deal.declaration.trump)}${deal.declaration.by ? ", declared by " + nameOf(deal.declaration.by) : ""}; multiplier ${deal.multiplier}.`));
  box.append(el("p", {}, deal.rulings.length ? `${deal.rulings.length} ruling${deal.rulings.length > 1 ? "s" : ""}:` : "No irregularity so far."));
  for (const r of deal.rulings) box.append(renderRuling(code, r));
  box.append(el("p", { class: "score" }, `Tricks NS ${deal.tricks.NS}, EW ${deal.tricks.EW}. The hand scores NS ${deal.score.NS.below} below, ${deal.score.NS.above} above; EW ${deal.score.EW.below} below, ${deal.score.EW.above} above (${words(deal.ends)}).`));
  return box;
}

// --- downloads and opening a log -------------------------------------------------------------

function download(name, type, text) {
  const a = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

async function openLog(file) {
  const res = await fetch("/api/log", { method: "POST", headers: { "Content-Type": "text/yaml" }, body: await file.text() });
  const log = await res.json();
  if (!res.ok) { $("event-error").textContent = log.text; return; }
  const deal = log.deals[log.deals.length - 1];
  for (const s of SEATS) $("name-" + s).value = (log.players || {})[s] || "";
  if (log.code && !desk.codes.includes(log.code)) desk.codes.unshift(log.code);
  renderCodes();
  desk.dealer = deal.dealer;
  $("dealer").value = deal.dealer;
  const parsed = parsePbn(deal.hands);
  if (parsed.error) { $("deal-error").textContent = parsed.error; return; }
  desk.hands = parsed.hands;
  desk.tricksOnly = false;
  $("pbn").value = deal.hands;
  $("turn-up").value = deal.turn_up || "";
  desk.events = deal.events;
  desk.during = deal.during_deal || [];
  desk.steps = [...desk.during.map(() => "during"), ...desk.events.map(() => "events")];
  refresh();
}

// --- picking the cards by clicking -----------------------------------------------------------

function renderPack() {
  const taken = new Map(Object.entries(desk.picking).flatMap(([s, cards]) => cards.map((c) => [c, s])));
  const rows = SUITS.map((s) => el("div", { class: "suit" }, SUIT_SIGN[s] + " ",
    ...[...RANKS].map((r) => {
      const card = s + r;
      const b = cardButton(card, taken.has(card) ? "taken" : "", () => pick(card));
      if (taken.has(card)) b.title = `${card}: ${taken.get(card)}`;
      return b;
    })));
  const counts = el("p", {}, SEATS.map((s) => `${s} ${desk.picking[s].length}`).join(" · "));
  $("pack").replaceChildren(...rows, counts);
}

function pick(card) {
  const seat = $("pick-seat").value;
  for (const s of SEATS) desk.picking[s] = desk.picking[s].filter((c) => c !== card);
  if (desk.picking[seat].length < 13) desk.picking[seat].push(card);
  renderPack();
}

// --- set-up ---------------------------------------------------------------------------------

function renderCodes() {
  const box = $("codes");
  box.replaceChildren(el("legend", {}, "Rule under"));
  for (const c of desk.all || []) {
    const input = el("input", { type: "checkbox", value: c.id });
    input.checked = desk.codes.includes(c.id);
    input.addEventListener("change", () => {
      desk.codes = [...box.querySelectorAll("input:checked")].map((i) => i.value);
      refresh();
    });
    box.append(el("label", { title: c.title }, input, " " + c.id));
  }
}

function wire() {
  $("dealer").addEventListener("change", () => { desk.dealer = $("dealer").value; if (laidOut()) refresh(); });
  $("use-pbn").addEventListener("click", () => {
    const p = parsePbn($("pbn").value);
    if (p.error) $("deal-error").textContent = p.error; else setHands(p.hands);
  });
  $("random").addEventListener("click", () => setHands(randomHands()));
  $("tricks-only").addEventListener("click", startFromTricks);
  $("turn-up").addEventListener("change", () => laidOut() && refresh());
  $("pick").addEventListener("click", () => {
    desk.picking = { N: [], E: [], S: [], W: [] };
    $("picker").hidden = false;
    renderPack();
  });
  $("pick-done").addEventListener("click", () => {
    const short = SEATS.filter((s) => desk.picking[s].length !== 13);
    if (short.length) { $("deal-error").textContent = `Each hand needs thirteen cards: ${short.map((s) => `${s} has ${desk.picking[s].length}`).join(", ")}.`; return; }
    $("picker").hidden = true;
    setHands(desk.picking);
  });
  $("actor").addEventListener("change", renderCalls);
  $("verb").replaceChildren(...VERBS.map((v) => el("option", { value: v }, v)),
    ...DURING.map((v) => el("option", { value: `during ${v}` }, `(while dealing) ${v}`)));
  $("add-other").addEventListener("click", () => {
    const chosen = $("verb").value, arg = $("arg").value.trim();
    const during = chosen.startsWith("during ");
    const verb = during ? chosen.slice(7) : chosen;
    addEvent(((SEATLESS.has(verb) ? "" : $("actor").value + " ") + verb + (arg ? " " + arg : "")).trim(), during ? "during" : "events");
    $("arg").value = "";
  });
  $("card-typed").addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    const card = e.target.value.trim().toUpperCase().replace("10", "T");
    const seat = desk.tricksOnly && /^[SHDC][AKQJT2-9]$/.test(card) ? $("actor").value : holderOf(card);
    if (!seat) { $("event-error").textContent = `${card || "Nothing"} is not a card of this deal: write suit then rank, e.g. SA, H10.`; return; }
    e.target.value = "";
    addEvent(`${seat} plays ${card}`);
  });
  $("undo").addEventListener("click", undo);
  $("download-log").addEventListener("click", () => laidOut() && download("dispute.yaml", "text/yaml", logYaml()));
  $("download-report").addEventListener("click", async () => {
    if (!laidOut()) return;
    const res = await fetch(`/api/replay?format=html&code=${encodeURIComponent(firstCode())}`,
      { method: "POST", headers: { "Content-Type": "text/yaml" }, body: logYaml() });
    download("dispute.html", "text/html", await res.text());
  });
  $("open-log").addEventListener("change", (e) => e.target.files[0] && openLog(e.target.files[0]));
  for (const s of SEATS) $("name-" + s).addEventListener("change", () => laidOut() && refresh());
}

async function start() {
  wire();
  desk.all = await (await fetch("/api/codes")).json();
  desk.codes = desk.all.filter((c) => c.default).map((c) => c.id);
  renderCodes();
  renderDiagram();
}

start();
