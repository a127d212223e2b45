// `kiosk preview` in Chromium: a saved block updates the open page, a template error opens the overlay over the
// last good render (fixing the file clears it), and add to cart works against the preview's offline cart.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, DEFAULT_TEMPLATE_DIR, startPreview, type RunningPreview } from '../../preview';
import { launchBrowser, waitForIslands, type Browser } from './harness/browser';

const BLOCK = 'blocks/social-links.block';
const ANCHOR = '<ul class="social-links">';
const CONNECTED = 'html[data-kiosk-preview="connected"]';

let templateDir: string;
let preview: RunningPreview;
let browser: Browser;

beforeAll(async () => {
  templateDir = mkdtempSync(path.join(tmpdir(), 'kiosk-preview-browser-'));
  cpSync(DEFAULT_TEMPLATE_DIR, templateDir, { recursive: true });
  preview = await startPreview({ templateDir, contentDir: DEFAULT_CONTENT_DIR });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await preview?.close();
  rmSync(templateDir, { recursive: true, force: true });
});

describe('kiosk preview in the browser', () => {
  it('reloads on save, shows a template error over the last good render, and clears it when fixed', async () => {
    const file = path.join(templateDir, BLOCK);
    const original = readFileSync(file, 'utf8');
    const page = await browser.context.newPage();
    await page.goto(`${preview.url}/about`);
    await page.waitForSelector(CONNECTED, { state: 'attached' });

    writeFileSync(file, original.replace(ANCHOR, `${ANCHOR}<li data-mark="first" hidden></li>`));
    await page.waitForSelector('[data-mark="first"]', { state: 'attached' });
    await page.waitForSelector(CONNECTED, { state: 'attached' });

    writeFileSync(file, original.replace(ANCHOR, `${ANCHOR}\n  {.section nothing}`));
    const overlay = await page.waitForSelector('#kiosk-preview-overlay');
    expect(await overlay.$eval('.kiosk-preview-location', (e) => e.textContent)).toMatch(/^blocks\/social-links\.block:\d+:\d+$/);
    expect(await overlay.$eval('.kiosk-preview-frame', (e) => e.textContent)).toContain('^');
    expect(await overlay.$eval('.kiosk-preview-message', (e) => e.textContent)).not.toBe('');
    // The last good render is still the page underneath.
    expect(await page.$('[data-mark="first"]')).not.toBeNull();

    writeFileSync(file, original.replace(ANCHOR, `${ANCHOR}<li data-mark="fixed" hidden></li>`));
    await page.waitForSelector('[data-mark="fixed"]', { state: 'attached' });
    expect(await page.$('#kiosk-preview-overlay')).toBeNull();
    await page.close();
  });

  it('adds to cart against the offline cart', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${preview.url}/shop/p/classic-tee`);
    await waitForIslands(page);
    await page.click('label[for="variant-option-Size-M"]');
    await page.click('label[for="variant-option-Color-Black"]');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForFunction(() => document.querySelector('.kiosk-cart-pill .total-quantity')?.textContent === '1');
    const cart = await page.evaluate(async () => (await (await fetch('/api/commerce/shopping-cart')).json()) as { entries: unknown[] });
    expect(cart.entries).toHaveLength(1);
    await page.close();
  });
});
