/**
 * `npm run bench:preview`: save-to-updated-page time of `kiosk preview` on the demo template. Starts the preview
 * on a temporary copy of templates/, opens a page in Chromium (playwright-core, Debian's /usr/bin/chromium), then
 * saves one block file several times, each time with a new marker, and times each save until the open page's DOM
 * holds the marker (the file written → the watcher → recompile → the change event → the page reloaded and parsed;
 * the page's own clock marks the moment, so no polling delay is counted). Prints each time and the median.
 *   tsx bench/preview/run.ts [--saves N] [--path /url]
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { DEFAULT_CONTENT_DIR, DEFAULT_TEMPLATE_DIR, startPreview } from '../../preview';

const CHROMIUM = process.env.KIOSK_CHROMIUM || '/usr/bin/chromium';
/** The block every page prints (the footer's social links), and where a marker goes into it. */
const BLOCK = 'blocks/social-links.block';
const ANCHOR = '<ul class="social-links">';

const { values: flags } = parseArgs({ options: { saves: { type: 'string', default: '9' }, path: { type: 'string', default: '/' } } });
const saves = Number(flags.saves);
if (!Number.isInteger(saves) || saves < 1) throw new Error(`--saves must be a positive integer, not ${flags.saves}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const templateDir = mkdtempSync(path.join(tmpdir(), 'kiosk-bench-preview-'));
cpSync(DEFAULT_TEMPLATE_DIR, templateDir, { recursive: true });
const blockFile = path.join(templateDir, BLOCK);
const original = readFileSync(blockFile, 'utf8');
if (!original.includes(ANCHOR)) throw new Error(`${BLOCK} no longer has ${ANCHOR}: update the bench`);

// Playwright's connection does not hold the event loop open: without this the top-level await would end the run.
const keepAlive = setInterval(() => undefined, 1000);
const applied: number[] = [];
const preview = await startPreview({ templateDir, contentDir: DEFAULT_CONTENT_DIR, onChange: (_change, ms) => applied.push(ms) });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  // The moment the page's DOM first holds a marker, by the page's own clock (epoch ms): no polling delay measured.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-bench-mark]')) {
        const mark = el.getAttribute('data-bench-mark')!;
        seen[mark] ??= performance.timeOrigin + performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${preview.url}${flags.path}`);
  await page.waitForSelector('.social-links', { state: 'attached' });
  // The live-reload connection must be open before the first save.
  await page.waitForSelector('html[data-kiosk-preview="connected"]', { state: 'attached' });

  const times: number[] = [];
  for (let i = 1; i <= saves; i++) {
    const marker = `bench-${i}`;
    const started = performance.timeOrigin + performance.now();
    writeFileSync(blockFile, original.replace(ANCHOR, `${ANCHOR}<li data-bench-mark="${marker}" hidden></li>`));
    await page.waitForSelector(`[data-bench-mark="${marker}"]`, { state: 'attached', timeout: 15_000 });
    const seenAt = await page.evaluate((m) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[m], marker);
    times.push(seenAt - started);
    // Let the reloaded page settle (islands, the events connection) before the next save.
    await page.waitForSelector('html[data-kiosk-preview="connected"]', { state: 'attached' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`kiosk preview: save ${BLOCK} → page ${flags.path} shows the change (${saves} saves)`);
  console.log(`  each:   ${times.map(fmt).join(', ')}`);
  console.log(`  median: ${fmt(median(times))}   (min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))}; target < 200 ms)`);
  console.log(`  server side (watch event → change applied), median: ${fmt(median(applied))}`);
} finally {
  await browser.close();
  await preview.close();
  rmSync(templateDir, { recursive: true, force: true });
  clearInterval(keepAlive);
}
