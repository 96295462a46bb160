// The project's browser harness: Debian's Chromium, headless, driven by puppeteer-core. Small on
// purpose, so the report's tests, a static site's and a web desk's can share it:
//   const b = require('./lib/browser');
//   const browser = await b.launch();
//   const page = await b.open(browser, 'file:///tmp/x.html' or '/tmp/x.html', {width: 400});
//   const n = await b.evaluate(page, () => document.title);
//   await b.screenshot(page, 'docs/x.png');
//   await browser.close();
// `available()` says why the browser cannot run here (no Chromium, puppeteer-core not installed),
// so a test can skip with that message.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const CHROMIUM = process.env.BRIDGELAWS_CHROMIUM || '/usr/bin/chromium';
// The flags of the team's brief: no sandbox (containers), no GPU, and nothing that reaches out.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
               '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function puppeteer() { return require('puppeteer-core'); }

// "" when the browser can run; else what is missing, in words.
function available() {
  if (!fs.existsSync(CHROMIUM)) return `no ${CHROMIUM} (BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh installs it)`;
  try { require.resolve('puppeteer-core'); } catch (e) {
    return 'puppeteer-core is not installed (bash scripts/browser-deps.sh)';
  }
  return '';
}

// A fresh browser with its own profile folder, removed when it closes.
async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-chromium-'));
  const browser = await puppeteer().launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, `--user-data-dir=${profile}`],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => { try { await close(); } finally { fs.rmSync(profile, { recursive: true, force: true }); } };
  return browser;
}

// A page at `width` x `height` CSS pixels showing `target`: a URL, or the path of a file.
async function open(browser, target, { width = 1200, height = 900 } = {}) {
  const page = await browser.newPage();
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  const url = /^[a-z]+:\/\//.test(target) ? target : pathToFileURL(path.resolve(target)).href;
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

// Runs `fn` in the page with `args`; its result comes back as JSON.
function evaluate(page, fn, ...args) { return page.evaluate(fn, ...args); }

// The whole page as a PNG at `file`.
async function screenshot(page, file) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

// Runs `main`, reports the outcome and sets the exit status: 0 passed, 77 skipped (ctest's
// SKIP_RETURN_CODE; a failure where BRIDGELAWS_BROWSER_TESTS=1 asks for the browser), 1 failed.
async function run_test(name, main) {
  const missing = available();
  if (missing) {
    const required = process.env.BRIDGELAWS_BROWSER_TESTS === '1';
    console.log(`${required ? 'FAILED' : 'SKIPPED'} ${name}: ${missing}`);
    process.exit(required ? 1 : 77);
  }
  try {
    await main();
    console.log(`passed ${name}`);
  } catch (e) {
    console.error(`FAILED ${name}: ${e && e.stack ? e.stack : e}`);
    process.exit(1);
  }
}

module.exports = { available, launch, open, evaluate, screenshot, run_test, CHROMIUM, FLAGS };
