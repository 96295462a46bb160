// The dispute desk in Chromium, as a committee uses it (issue #24): start `bridgelaws serve` on
// a free loopback port; enter a deal as a PBN line; declare; double out of turn; play two tricks
// by clicking, the second with a renounce; elect the revoke penalty by clicking; read the ruling;
// download the log; `bridgelaws replay` on it gives the page's last report.
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

async function act(page, seat, ev) {
  await page.select('#actor', seat);
  await page.click(`#calls button[data-ev="${ev}"]`);
  await settle(page);
}

async function lastReport(page, url) {
  const log = await page.evaluate(() => logYaml());
  const res = await fetch(`${url}api/replay?code=club-1904`, { method: 'POST', headers: { 'Content-Type': 'text/yaml' }, body: log });
  return { log, report: await res.text() };
}

b.run_test('the dispute desk', async () => {
  const { server, url } = await startServer();
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-desk-'));
  const browser = await b.launch();
  try {
    const page = await b.open(browser, url, { width: 1200 });
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.waitForSelector('#codes input[value="club-1904"]');

    // A deal that is not 52 distinct cards is refused with the reason.
    await page.type('#pbn', 'S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A3A');
    await page.click('#use-pbn');
    assert.match(await page.$eval('#deal-error', (e) => e.textContent), /written twice|thirteen/);

    await page.$eval('#pbn', (e) => (e.value = ''));
    await page.type('#pbn', PBN);
    await page.click('#use-pbn');
    await settle(page);
    assert.strictEqual(await page.$$eval('#diagram .hand', (h) => h.length), 4);

    await act(page, 'S', 'declares hearts');
    await act(page, 'E', 'doubles'); // before his partner asked "May I lead?": out of turn
    await act(page, 'W', 'asks to lead');
    await act(page, 'E', 'says yes');
    for (const card of ['ST', 'S7', 'S2', 'SA']) await clickCard(page, card);
    // The second trick: West renounces (a heart, holding spades).
    for (const card of ['SK', 'H7', 'SJ', 'S3']) await clickCard(page, card);
    await page.select('#verb', 'quits');
    await page.click('#add-other');
    await settle(page);

    const text = await page.$eval('#results', (e) => e.innerText);
    assert.match(text, /double out of turn by E/);
    assert.match(text, /revoke by W/);
    if (shots) await b.screenshot(page, path.join(shots, 'desk-1200.png'));

    // The election, by clicking an option of the revoke ruling.
    const option = await page.$eval('#results .ruling button.elect[data-option*="three-tricks"]', (e) => e.dataset.option);
    await page.click(`#results .ruling button.elect[data-option="${option}"]`);
    await settle(page);
    assert.match(await page.$eval('#results', (e) => e.innerText), new RegExp(`Elected: ${option.replace(/-/g, ' ')}`));
    const events = await page.$$eval('#events li', (li) => li.map((e) => e.textContent));
    assert.match(events[events.length - 1], new RegExp(`elects ${option}$`));

    // The downloaded log replays to the page's last report.
    await page.click('#download-log');
    const file = path.join(downloads, 'dispute.yaml');
    for (let i = 0; i < 50 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    const { log, report } = await lastReport(page, url);
    assert.strictEqual(fs.readFileSync(file, 'utf8'), log);
    const replayed = execFileSync(binary, ['replay', file, '--code', 'club-1904', '--format', 'json'], { encoding: 'utf8' });
    assert.strictEqual(replayed, report);

    // At 400 px the page does not scroll sideways.
    await page.setViewport({ width: 400, height: 900 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 400, `document is ${width} px wide at 400`);
    if (shots) await b.screenshot(page, path.join(shots, 'desk-400.png'));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(downloads, { recursive: true, force: true });
  }
});
