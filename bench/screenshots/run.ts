/**
 * `npm run screenshots`: every published page of the built site (run `npm run build` first) as a full-page screenshot
 * at 390 and 1280 px, plus contact sheets that put several pages side by side for a quick look. The cart is also
 * shown holding a line. A page that scrolls sideways or logs an error is reported, and the run exits 1.
 *   tsx bench/screenshots/run.ts [--out DIR] [--pages /,/shop,…]
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DIST_DIR } from '../../cli/project';
import { collectErrors, launchBrowser } from '../../test/browser/harness/browser';
import { startSite } from '../../test/browser/harness/site-server';

const WIDTHS = [390, 1280] as const;
/** Per width: how wide each page is drawn on a sheet, how much of its height is kept, and pages per sheet. */
const SHEET = { 390: { column: 300, height: 2200, perSheet: 6 }, 1280: { column: 420, height: 1400, perSheet: 4 } } as const;
const GAP = 10;
/** Time for islands to hydrate and images in view to arrive before the shot. */
const SETTLE_MS = 700;
/** Chromium's line for an answer of 401: a signed-out visitor's expected answer (the account page asks who is signed in). */
const SIGNED_OUT = /status of 401 \(Unauthorized\)/;
/** A product with no options to choose, so one press of Add to Cart fills the cart. */
const ONE_PRESS_PRODUCT = '/shop/p/field-guide-ebook';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'bench/out/screenshots' }, pages: { type: 'string' } } });
const outDir = path.resolve(values.out!);
if (!existsSync(path.join(DIST_DIR, 'index.html'))) throw new Error(`no built site in ${DIST_DIR}: run npm run build first`);

/** The published pages: each folder of dist/ holding an index.html (the protected ones are not in dist/). */
function publishedPages(): string[] {
  const entries = readdirSync(DIST_DIR, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${path.relative(DIST_DIR, entry.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
  return pages.sort();
}

function fileName(width: number, label: string): string {
  return path.join(outDir, `${width}-${label === '/' ? 'home' : label.replace(/^\//, '').replace(/[^\w-]+/g, '_')}.png`);
}

interface Shot {
  label: string;
  file: string;
}

/** Draws `shots` side by side (each scaled to the sheet's column, cut at its height) into one PNG. */
async function contactSheet(shots: Shot[], width: (typeof WIDTHS)[number], file: string): Promise<void> {
  const { column, height } = SHEET[width];
  const tiles = await Promise.all(shots.map(async (shot) => {
    const scaled = await sharp(shot.file).resize({ width: column }).png().toBuffer();
    const { height: scaledHeight = height } = await sharp(scaled).metadata();
    const kept = Math.min(height, scaledHeight);
    return { input: await sharp(scaled).extract({ left: 0, top: 0, width: column, height: kept }).png().toBuffer(), kept };
  }));
  await sharp({ create: { width: (column + GAP) * tiles.length - GAP, height: Math.max(...tiles.map((t) => t.kept)), channels: 3, background: '#888888' } })
    .composite(tiles.map((tile, i) => ({ input: tile.input, left: i * (column + GAP), top: 0 })))
    .png()
    .toFile(file);
}

const pages = values.pages ? values.pages.split(',').map((p) => p.trim()).filter(Boolean) : publishedPages();
mkdirSync(outDir, { recursive: true });
const site = await startSite();
const browser = await launchBrowser();
const problems: string[] = [];
try {
  for (const width of WIDTHS) {
    const page: Page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 844 });
    const errors = collectErrors(page);
    const shots: Shot[] = [];
    const shoot = async (label: string) => {
      await page.waitForTimeout(SETTLE_MS);
      const file = fileName(width, label);
      await page.screenshot({ path: file, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${label} at ${width} px scrolls sideways (${scrollWidth} px wide)`);
      for (const error of errors.splice(0)) if (!SIGNED_OUT.test(error)) problems.push(`${label} at ${width} px: ${error}`);
      shots.push({ label, file });
    };
    for (const pagePath of pages) {
      await page.goto(site.url + pagePath, { waitUntil: 'load' });
      await shoot(pagePath);
    }
    // The cart holding a line, as a shopper sees it after one add.
    await page.goto(site.url + ONE_PRESS_PRODUCT, { waitUntil: 'load' });
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    await page.getByText(/added/i).first().waitFor();
    await page.goto(site.url + '/cart', { waitUntil: 'load' });
    await shoot('cart-with-a-line');
    await page.close();

    const { perSheet } = SHEET[width];
    for (let first = 0; first < shots.length; first += perSheet) {
      const group = shots.slice(first, first + perSheet);
      const file = path.join(outDir, `sheet-${width}-${String(first / perSheet + 1).padStart(2, '0')}.png`);
      await contactSheet(group, width, file);
      console.log(`${path.relative(process.cwd(), file)}: ${group.map((shot) => shot.label).join('  ')}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(`${pages.length + 1} page states at ${WIDTHS.join(' and ')} px in ${path.relative(process.cwd(), outDir) || '.'}`);
for (const problem of problems) console.log(`problem: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
