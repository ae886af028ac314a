// Lighthouse on one URL, mobile (its default), printed as JSON scores. A plain Node script on purpose:
// Lighthouse sends its own functions into the page, which a TypeScript loader would have rewritten.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    // A config replaces the default one: it extends it, only bounding how long a page may take to load.
    { extends: 'lighthouse:default', settings: { maxWaitForLoad: 30_000, maxWaitForFcp: 30_000 } },
  );
  const categories = result?.lhr.categories;
  if (!categories) throw new Error(`Lighthouse returned no result for ${url}`);
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  process.stdout.write(JSON.stringify({ performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), failing }) + '\n');
} finally {
  chrome.kill();
}
