// Screenshots of a log's HTML page at a desk's width and a phone's, for docs/ (so a reader sees
// what a committee sees): node screenshots.js BRIDGELAWS LOG OUT_DIR NAME. scripts/screenshots.sh
// runs it for the disputed rubber.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const b = require('./lib/browser');

async function main() {
  const [binary, log, outDir, name] = process.argv.slice(2);
  const missing = b.available();
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-shots-'));
  const file = path.join(dir, `${name}.html`);
  fs.writeFileSync(file, execFileSync(binary, ['replay', log, '--format', 'html'], { encoding: 'utf8' }));
  const browser = await b.launch();
  try {
    for (const width of [1200, 400]) {
      const page = await b.open(browser, file, { width, height: 800 });
      const out = path.join(outDir, `${name}-${width}.png`);
      await b.screenshot(page, out);
      console.log(out);
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch(e => { console.error(`screenshots: ${e.message || e}`); process.exit(1); });
