// The disputed rubber's HTML page as a committee sees it, in headless Chromium: at 1200 and at
// 400 CSS pixels wide, the page never scrolls sideways at 400 (the trick table and the what-if
// tables scroll in their own boxes), and every ruling with options shows its what-if table, a
// row per option. Run by ctest (tests/CMakeLists.txt): node report_page.test.js BRIDGELAWS SOURCE_DIR
'use strict';

const assert = require('assert');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const b = require('./lib/browser');

const [binary, source] = process.argv.slice(2);

function report(format) {
  return execFileSync(binary, ['replay', path.join(source, 'examples/disputed-rubber.yaml'), '--format', format],
                      { encoding: 'utf8' });
}

b.run_test('report page at 1200 and 400 px', async () => {
  const json = JSON.parse(report('json'));
  const rulings = json.deals.flatMap(d => d.rulings);
  assert.ok(rulings.some(r => r.options_score), 'the example has rulings with options');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-page-'));
  const file = path.join(dir, 'disputed.html');
  fs.writeFileSync(file, report('html'));
  const browser = await b.launch();
  try {
    for (const width of [1200, 400]) {
      const page = await b.open(browser, file, { width });
      const seen = await b.evaluate(page, () => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        rulings: [...document.querySelectorAll('.ruling')].map(box => {
          const table = box.querySelector('table.what-if');
          return table ? table.querySelectorAll('tbody tr').length : -1;
        }),
      }));
      if (width === 400) assert.strictEqual(seen.document, seen.viewport, `the page scrolls sideways at ${width} px`);
      else assert.ok(seen.document <= seen.viewport, `the page scrolls sideways at ${width} px`);
      assert.strictEqual(seen.rulings.length, rulings.length, 'a box for every ruling');
      rulings.forEach((r, i) => {
        const want = r.options_score ? r.options_score.length : -1;
        assert.strictEqual(seen.rulings[i], want, `ruling ${i + 1} (${r.infraction}): what-if rows at ${width} px`);
      });
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
