// The static site in Chromium, as a teacher uses it (issue #23): `bridgelaws site` on the
// repository's laws and cases; open the index from file://; follow a law's cross-reference; open
// a case from the casebook; answer three quiz questions by clicking and see the score change;
// search from the box at the top and follow a result; at 400 px no page is wider than the window.
//
// node site.test.js BINARY SOURCE_DIR [SCREENSHOT_DIR]: with a folder, the pages are also
// photographed there (docs/site/, see docs/site.md).
'use strict';

const assert = require('assert');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const b = require('./lib/browser');

const [binary, source, shots] = process.argv.slice(2);

// Clicks what `selector` finds and waits for the page it leads to.
async function follow(page, selector) {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(selector)]);
}

// Only the window's worth: the code pages are long.
async function shot(page, name) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function crossReference(page) {
  await follow(page, 'ul.codes a[href="club-1904.html"]');
  const link = await b.evaluate(page, () => {
    const a = document.querySelector('article.law p.refs a[href^="club-1904.html#law-"]');
    a.id = 'the-reference';
    return a.getAttribute('href');
  });
  await page.click('#the-reference');
  await page.waitForFunction(h => location.hash === h, {}, link.slice(link.indexOf('#')));
  const seen = await b.evaluate(page, () => {
    const target = document.getElementById(location.hash.slice(1));
    return { heading: target.querySelector('h3').textContent, top: target.getBoundingClientRect().top };
  });
  assert.strictEqual(seen.heading, `Law ${link.split('#law-')[1]}`, 'the reference leads to its law');
  assert.ok(Math.abs(seen.top) < 5, `the law is scrolled to the top (at ${seen.top})`);
  await shot(page, 'law-1200');
}

async function openCase(page) {
  await follow(page, 'nav.top a[href="casebook.html"]');
  const name = await b.evaluate(page, () => document.querySelector('ol.cases a').textContent);
  await follow(page, 'ol.cases a');
  const seen = await b.evaluate(page, () => ({
    name: document.querySelector('h1').textContent,
    codes: document.querySelectorAll('section.code-ruling').length,
    question: document.querySelector('p.question').textContent,
  }));
  assert.strictEqual(seen.name, name, 'the case the casebook names');
  assert.ok(seen.codes >= 1 && seen.question.length > 10, 'the case with its question and rulings');
  await shot(page, 'case-1200');
}

// The first question answered rightly, the next two wrongly: the score says so after each.
async function quiz(page) {
  await follow(page, 'nav.top a[href="quiz.html"]');
  const questions = await b.evaluate(page, () => JSON.parse(document.getElementById('quiz-data').textContent));
  const scores = [];
  for (let i = 0; i < 3; ++i) {
    const q = questions[i];
    const pick = i === 0 ? q.right : (q.right + 1) % q.choices.length;
    await page.click(`ol.choices li:nth-child(${pick + 1}) button`);
    const seen = await b.evaluate(page, () => ({
      score: document.getElementById('score').textContent,
      because: document.querySelector('pre.because').textContent,
    }));
    assert.strictEqual(seen.because, q.because, 'the laws and the explanation are shown after the answer');
    scores.push(seen.score);
    if (i === 0) await shot(page, 'quiz-1200');
    await page.click('button.next');
  }
  assert.deepStrictEqual(scores, ['Score: 1 right of 1 answered.', 'Score: 1 right of 2 answered.',
                                  'Score: 1 right of 3 answered.']);
}

async function search(page) {
  await page.type('nav.top input[name="q"]', 'revoke');
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
  // Each result: its link, and the words around the first match.
  const results = await b.evaluate(page, () => [...document.querySelectorAll('#results li')].map(
    li => ({ href: li.querySelector('a').getAttribute('href'), words: li.querySelector('p').textContent })));
  assert.ok(results.length > 5, 'results for "revoke"');
  await shot(page, 'search-1200');
  const law = results.find(r => r.href.includes('#law-') && /revoke/i.test(r.words)).href;
  await page.evaluate(h => { document.querySelector(`#results a[href="${h}"]`).id = 'the-result'; }, law);
  await follow(page, '#the-result');
  const text = await b.evaluate(page, () => document.getElementById(location.hash.slice(1)).textContent);
  assert.ok(/revoke/i.test(text), `the result ${law} holds the word`);
}

async function narrow(browser, dir) {
  const files = ['index.html', 'club-1904.html', 'concordance.html', 'matrix.html', 'casebook.html',
                 'quiz.html', 'search.html', 'diff-club-1903-club-1904.html',
                 fs.readdirSync(dir).find(f => f.startsWith('case-revoke-'))];
  for (const file of files) {
    const url = pathToFileURL(path.join(dir, file)).href + (file === 'search.html' ? '?q=trumps' : '');
    const page = await b.open(browser, url, { width: 400, height: 800 });
    const seen = await b.evaluate(page, () => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    assert.ok(seen.document <= seen.viewport, `${file} is ${seen.document} px wide at 400 px`);
    if (file.startsWith('case-') || file === 'index.html') await shot(page, `${file.startsWith('case-') ? 'case' : 'index'}-400`);
    await page.close();
  }
}

b.run_test('the site in the browser', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridgelaws-site-'));
  execFileSync(binary, ['site', dir, '--cases', path.join(source, 'cases')], { encoding: 'utf8' });
  const browser = await b.launch();
  try {
    const page = await b.open(browser, path.join(dir, 'index.html'));
    assert.ok(page.url().startsWith('file://'));
    await shot(page, 'index-1200');
    await crossReference(page);
    await openCase(page);
    await quiz(page);
    await search(page);
    await page.close();
    await narrow(browser, dir);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
