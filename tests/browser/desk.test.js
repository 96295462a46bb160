// The dispute desk in Chromium, as a committee uses it (issue #24), each step of the acceptance
// list as a person does it: start `bridgelaws serve` on a free loopback port; enter a deal as a
// PBN line; declare; double out of turn; play two tricks by clicking, the second with a
// renounce; mark the revoke claimed and elect the penalty by clicking (an election is the claim
// of the penalty it chooses: shared/spec/log-format.md); read the ruling on the page; download
// the log; `bridgelaws replay` on it gives the JSON of the page's last API answer. Then the
// keyboard (a card typed, Enter), the page at 400 px, and a dispute started from the tricks alone.
//
'use strict';

const b = require('./lib/browser');
const assert = require('assert');
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

// node desk.test.js BINARY SOURCE_DIR [SCREENSHOT_DIR]
const binary = process.argv[2];
const shots = process.argv[4];
const PBN = 'S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32';

// The server on a free port: it prints the address once it listens.
function startServer() {
  const server = spawn(binary, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve({ server, url: m[0] });
    });
    server.on('exit', (code) => reject(new Error(`serve exited with ${code} before listening`)));
  });
}

async function settle(page) {
  // Each step asks the engine; wait until no request is in flight.
  await page.waitForNetworkIdle({ idleTime: 150, timeout: 10000 });
}

async function clickCard(page, card) {
  await page.click(`#diagram button[data-card="${card}"]`);
  await settle(page);
}

// Clicks the button the engine offers `seat` for `ev` (POST /api/acts); returns its label.
async function act(page, seat, ev) {
  await page.select('#actor', seat);
  const button = `#calls button[data-ev="${ev}"]`;
  const label = await page.$eval(button, (b) => b.textContent);
  await page.click(button);
  await settle(page);
  return label;
}

// The buttons the engine offers a seat now, as labelled on the page.
async function offered(page, seat) {
  await page.select('#actor', seat);
  return page.$$eval('#calls button', (bs) => bs.map((b) => b.textContent));
}

b.run_test('the dispute desk', async () => {
  const { server, url } = await startServer();
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-desk-'));
  const browser = await b.launch();
  try {
    const page = await b.open(browser, url, { width: 1200 });
    // The page's last answer from the engine's report, byte for byte, as the browser received it.
    let lastAnswer = null;
    page.on('response', async (res) => {
      if (/\/api\/replay\?code=/.test(res.url()) && !/format=html/.test(res.url()) && res.ok()) lastAnswer = await res.text();
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.waitForSelector('#codes input[value="club-1904"]');

    // A deal that is not 52 distinct cards is refused with the reason.
    await page.type('#pbn', 'S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A3A');
    await page.click('#use-pbn');
    assert.match(await page.$eval('#deal-error', (e) => e.textContent), /written twice|thirteen/);

    // The deal as a PBN line.
    await page.$eval('#pbn', (e) => (e.value = ''));
    await page.type('#pbn', PBN);
    await page.click('#use-pbn');
    await settle(page);
    assert.strictEqual(await page.$$eval('#diagram .hand', (h) => h.length), 4);

    // The dealer declares: the engine offers him the five declarations and leaving it, and
    // offers his adversary a declaration only as an irregularity.
    assert.strictEqual(await page.$eval('#actor', (e) => e.value), 'S');
    const dealers = await offered(page, 'S');
    assert.ok(dealers.includes('declares hearts') && dealers.includes('leaves it'), dealers.join('|'));
    assert.ok((await offered(page, 'E')).includes('declares hearts (declaration by adversary)'));
    await act(page, 'S', 'declares hearts');

    // E doubles out of turn: the eldest hand, W, holds the right to double or ask.
    assert.strictEqual(await page.$eval('#actor', (e) => e.value), 'W');
    if (shots) {
      await page.select('#actor', 'E');
      await b.screenshot(page, path.join(shots, 'desk-doubling-1200.png'));
    }
    assert.strictEqual(await act(page, 'E', 'doubles'), 'doubles (double out of turn)');
    // The rest of the dialogue as the engine offers it, in turn: whoever holds the right declines.
    for (let i = 0; i < 4; i++) {
      const seat = await page.$eval('#actor', (e) => e.value);
      const mine = await offered(page, seat);
      if (!mine.includes('is satisfied')) break;
      await act(page, seat, 'is satisfied');
    }
    assert.strictEqual(await page.$eval('#actor', (e) => e.value), 'W', 'W leads');

    // Two tricks by clicking the cards in the diagram; in the second W renounces (a heart,
    // holding spades), and the trick is quitted from the menu.
    for (const card of ['ST', 'S7', 'S2', 'SA']) await clickCard(page, card);
    for (const card of ['SK', 'H7', 'SJ', 'S3']) await clickCard(page, card);
    await page.select('#verb', 'quits');
    await page.click('#add-other');
    await settle(page);

    // The keyboard: the next card typed and played with Enter.
    await page.focus('#card-typed');
    await page.keyboard.type('S9');
    await page.keyboard.press('Enter');
    await settle(page);
    let events = await page.$$eval('#events li', (li) => li.map((e) => e.textContent));
    assert.strictEqual(events[events.length - 1], 'W plays S9');

    // The rulings read on the page.
    const text = await page.$eval('#results', (e) => e.innerText);
    assert.match(text, /double out of turn by E/);
    assert.match(text, /revoke by W/);
    assert.match(text, /Law 90\. The penalty for a revoke/);
    if (shots) await b.screenshot(page, path.join(shots, 'desk-1200.png'));

    // The revoke claimed: the adversaries elect a penalty by clicking an option of its ruling.
    const option = await page.$eval('#results .ruling button.elect[data-option*="three-tricks"]', (e) => e.dataset.option);
    await page.click(`#results .ruling button.elect[data-option="${option}"]`);
    await settle(page);
    const ruled = await page.$eval('#results', (e) => e.innerText);
    assert.match(ruled, new RegExp(`Claimed: ${option.replace(/-/g, ' ')}, elected by [NS]`));
    events = await page.$$eval('#events li', (li) => li.map((e) => e.textContent));
    assert.match(events[events.length - 1], new RegExp(`^[NS] elects ${option}$`));

    // The downloaded log replays to the page's last answer.
    await page.click('#download-log');
    const file = path.join(downloads, 'dispute.yaml');
    for (let i = 0; i < 50 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(lastAnswer, 'the page asked the engine');
    assert.match(fs.readFileSync(file, 'utf8'), /elects/);
    const replayed = execFileSync(binary, ['replay', file, '--code', 'club-1904', '--format', 'json'], { encoding: 'utf8' });
    assert.strictEqual(replayed, lastAnswer);

    // At 400 px the page does not scroll sideways, and a card is still played by typing it.
    await page.setViewport({ width: 400, height: 900 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 400, `document is ${width} px wide at 400`);
    if (shots) await b.screenshot(page, path.join(shots, 'desk-400.png'));
    await page.focus('#card-typed');
    await page.keyboard.type('h9'); // N's, who has no spade left
    await page.keyboard.press('Enter');
    await settle(page);
    events = await page.$$eval('#events li', (li) => li.map((e) => e.textContent));
    assert.strictEqual(events[events.length - 1], 'N plays H9');

    // A dispute from the tricks alone: no hands, the cards played from the pack.
    await page.setViewport({ width: 1200, height: 900 });
    await page.click('#tricks-only');
    await settle(page);
    await act(page, 'S', 'declares hearts');
    await act(page, 'W', 'asks to lead');
    await act(page, 'E', 'says yes');
    for (const card of ['ST', 'S7', 'S2', 'SA']) await clickCard(page, card);
    assert.match(await page.$eval('#results', (e) => e.innerText), /played so far: N 1, E 1, S 1, W 1/);
    assert.doesNotMatch(await page.evaluate(() => logYaml()), /hands:/);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(downloads, { recursive: true, force: true });
  }
});
