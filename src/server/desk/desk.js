// The dispute desk: builds a game log (shared/spec/log-format.md) step by step and asks the
// engine (POST /api/replay) for the rulings after each step. No library, no outside script.
"use strict";

const SEATS = ["N", "E", "S", "W"];
const SUITS = ["S", "H", "D", "C"];
const RANKS = "AKQJT98765432";
const SUIT_SIGN = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const VERBS = ["exposes", "asks having none", "answers none", "answers has", "takes back", "quits", "claims",
  "throws down", "suggests", "calls attention", "draws attention", "consults", "elects", "calls", "takes up",
  "calls honours", "looks at", "lays down", "cut"];
const SEATLESS = new Set(["quits", "cut"]);

const desk = { codes: [], dealer: "S", hands: null, events: [], picking: null, reports: {} };
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
  desk.events = [];
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

function logYaml() {
  const q = (s) => JSON.stringify(s);
  const players = SEATS.filter((s) => $("name-" + s).value.trim());
  let out = "format: bridgelaws/1\n";
  out += `code: ${firstCode()}\n`;
  if (players.length) out += `players: {${players.map((s) => `${s}: ${q($("name-" + s).value.trim())}`).join(", ")}}\n`;
  out += `deals:\n  - dealer: ${desk.dealer}\n    hands: ${q(pbnOf(desk.hands, desk.dealer))}\n`;
  out += desk.events.length ? "    events:\n" + desk.events.map((e) => `      - ${q(e)}\n`).join("") : "    events: []\n";
  return out;
}

// The code the log names: the first ticked, else the server's default.
function firstCode() {
  return desk.codes[0] || (desk.all.find((c) => c.default) || desk.all[0]).id;
}

function addEvent(text) {
  if (!desk.hands) { $("event-error").textContent = "Lay out the deal first (section 2)."; return; }
  desk.events.push(text);
  refresh();
}

// --- asking the engine ----------------------------------------------------------------------

async function ask(code) {
  const res = await fetch(`/api/replay?code=${encodeURIComponent(code)}`, {
    method: "POST", headers: { "Content-Type": "text/yaml" }, body: logYaml() });
  const body = await res.json();
  return res.ok ? { report: body } : { error: body.text || "the engine refused the log" };
}

async function refresh() {
  renderDiagram();
  renderEvents();
  $("event-error").textContent = "";
  if (!desk.hands) return;
  const results = $("results");
  const answers = await Promise.all(desk.codes.map(async (code) => [code, await ask(code)]));
  results.replaceChildren(...answers.map(([code, a]) => renderResult(code, a)));
  desk.reports = Object.fromEntries(answers.filter(([, a]) => a.report).map(([c, a]) => [c, a.report]));
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

function trumpSuit() {
  const r = desk.reports[desk.codes[0]];
  const trump = r && r.deals.length && r.deals[r.deals.length - 1].declaration && r.deals[r.deals.length - 1].declaration.trump;
  return trump && trump !== "no-trumps" ? trump[0].toUpperCase() : null;
}

function winner(plays) {
  const trump = trumpSuit(), led = plays[0].card[0];
  const rank = (p) => (p.card[0] === trump ? 100 : p.card[0] === led ? 50 : 0) + (13 - RANKS.indexOf(p.card[1]));
  return plays.reduce((a, b) => (rank(b) > rank(a) ? b : a)).seat;
}

// Who should act next, as far as the page can tell: the engine rules on whoever did.
function updateHint() {
  const t = currentTrick();
  const hasDeclaration = desk.events.some((e) => / declares /.test(e));
  let seat, why;
  if (!hasDeclaration) {
    const left = desk.events.some((e) => e === `${desk.dealer} leaves it`);
    seat = left ? next(desk.dealer, 2) : desk.dealer;
    why = left ? "the dealer's partner declares" : "the dealer declares or leaves it";
  } else if (!desk.events.some((e) => / plays /.test(e))) {
    seat = next(desk.dealer); why = "the eldest hand doubles or asks to lead";
  } else if (t.length === 4) { seat = winner(t); why = "the winner of the trick leads"; }
  else { seat = next(t[t.length - 1].seat); why = "next in turn"; }
  $("actor").value = seat;
  $("hint").textContent = `(${why}: ${nameOf(seat)})`;
}

function renderEvents() {
  $("events").replaceChildren(...desk.events.map((e) => el("li", {}, e)));
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

function renderRuling(code, r) {
  const div = el("div", { class: "ruling" });
  const where = r.event >= 0 ? ` at event ${r.event + 1}` : "";
  div.append(el("div", { class: "what" }, `${words(r.infraction)} by ${nameOf(r.offender)}${where}: ${words(r.provision)}, ${words(r.status)}`));
  if (r.note) div.append(el("div", {}, r.note));
  if (r.elector && r.elector.length) div.append(el("div", {}, `Who may choose: ${r.elector.map(nameOf).join(" or ")}`));
  if (r.options && r.options.length) {
    const opts = el("div", {}, r.elected ? `Elected: ${words(r.elected)}. ` : "Elect: ");
    if (!r.elected && r.elector.length && r.status !== "waived")
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
  $("pbn").value = deal.hands;
  desk.events = deal.events;
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
  $("dealer").addEventListener("change", () => { desk.dealer = $("dealer").value; if (desk.hands) refresh(); });
  $("use-pbn").addEventListener("click", () => {
    const p = parsePbn($("pbn").value);
    if (p.error) $("deal-error").textContent = p.error; else setHands(p.hands);
  });
  $("random").addEventListener("click", () => setHands(randomHands()));
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
  for (const b of $("calls").querySelectorAll("button"))
    b.addEventListener("click", () => addEvent(`${$("actor").value} ${b.dataset.ev}`));
  $("verb").replaceChildren(...VERBS.map((v) => el("option", {}, v)));
  $("add-other").addEventListener("click", () => {
    const verb = $("verb").value, arg = $("arg").value.trim();
    addEvent(((SEATLESS.has(verb) ? "" : $("actor").value + " ") + verb + (arg ? " " + arg : "")).trim());
    $("arg").value = "";
  });
  $("card-typed").addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    const card = e.target.value.trim().toUpperCase().replace("10", "T");
    const seat = holderOf(card);
    if (!seat) { $("event-error").textContent = `${card || "Nothing"} is not a card of this deal: write suit then rank, e.g. SA, H10.`; return; }
    e.target.value = "";
    addEvent(`${seat} plays ${card}`);
  });
  $("undo").addEventListener("click", () => { desk.events.pop(); refresh(); });
  $("download-log").addEventListener("click", () => desk.hands && download("dispute.yaml", "text/yaml", logYaml()));
  $("download-report").addEventListener("click", async () => {
    if (!desk.hands) return;
    const res = await fetch(`/api/replay?format=html&code=${encodeURIComponent(firstCode())}`,
      { method: "POST", headers: { "Content-Type": "text/yaml" }, body: logYaml() });
    download("dispute.html", "text/html", await res.text());
  });
  $("open-log").addEventListener("change", (e) => e.target.files[0] && openLog(e.target.files[0]));
  for (const s of SEATS) $("name-" + s).addEventListener("change", () => desk.hands && refresh());
}

async function start() {
  wire();
  desk.all = await (await fetch("/api/codes")).json();
  desk.codes = desk.all.filter((c) => c.default).map((c) => c.id);
  renderCodes();
  renderDiagram();
}

start();
