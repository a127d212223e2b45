// What JavaScript a visitor downloads: nothing of React on a page without commerce widgets and with an empty
// cart; React and the islands on a product page. Sizes are gzip bytes of each script response.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from './harness/browser';
import { startSite } from './harness/site-server';

// React's element marker: present in any bundle that carries the React runtime.
const REACT_SIGNATURE = 'react.transitional.element';

interface LoadedScript {
  url: string;
  gzipBytes: number;
  hasReact: boolean;
}

async function scriptsLoadedBy(page: Page, url: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body).length,
        hasReact: body.includes(REACT_SIGNATURE),
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

const total = (scripts: LoadedScript[]) => scripts.reduce((n, s) => n + s.gzipBytes, 0);

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('JavaScript per page', () => {
  it('loads no React on /about with an empty cart', async () => {
    const page = await browser.context.newPage();
    const scripts = await scriptsLoadedBy(page, site.url + '/about');
    console.log(`/about, empty cart: ${scripts.length} script(s), ${total(scripts)} B gzip`, scripts);
    expect(scripts.filter((s) => s.hasReact)).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(1);
    expect(total(scripts)).toBeLessThan(2048);
    expect(await page.getAttribute('html', 'data-islands')).toBeNull();
    await page.close();
  });

  it('loads React and the islands on the product page', async () => {
    const page = await browser.context.newPage();
    const scripts = await scriptsLoadedBy(page, site.url + '/shop/p/classic-tee');
    console.log(`/shop/p/classic-tee: ${scripts.length} script(s), ${total(scripts)} B gzip`, scripts);
    expect(scripts.some((s) => s.hasReact)).toBe(true);
    expect(total(scripts)).toBeLessThan(150 * 1024);
    await page.close();
  });
});
