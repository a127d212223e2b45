// What a 390 px phone (3x screen) downloads for the content images of /shop and a product page: the AVIF
// renditions the build made (publisher/images/), sized by srcset/sizes, never an original; every image decodes,
// and none moves the layout when it arrives. Prints the bytes, on load and after scrolling to the bottom.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from './harness/browser';
import { startSite } from './harness/site-server';

const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
const RENDITION = /^\/images\/.+\.[0-9a-f]{8}\.(\d+)w\.(avif|webp|jpg|png)$/;

interface LoadedImage {
  path: string;
  bytes: number;
}

/**
 * Opens `url` as the phone, with the HTTP cache off so every file is fetched and counted; `fetched()` lists the
 * content images (/images/…) received so far with their body bytes.
 */
async function openAsPhone(url: string): Promise<{ page: Page; fetched(): Promise<LoadedImage[]> }> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const received: Promise<LoadedImage>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/images/')) return;
    received.push(response.body().then((body) => ({ path, bytes: body.length }), () => ({ path, bytes: 0 })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, fetched: () => Promise.all(received) };
}

const total = (images: LoadedImage[]) => images.reduce((n, i) => n + i.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scrolls to the bottom step by step so every lazy image is asked for, then waits for the network. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += PHONE.height / 2) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
}

/** Every content <img> on the page: what it shows and whether it decoded. */
async function contentImages(page: Page) {
  return page.$$eval('picture img', (imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      currentSrc: new URL(img.currentSrc || img.src).pathname,
      complete: img.complete,
      naturalWidth: img.naturalWidth,
      shownWidth: img.getBoundingClientRect().width,
      hidden: getComputedStyle(img).opacity === '0',
    })),
  );
}

/** Layout shifts caused by an image (or its picture) since the page started, from the buffered entries. */
async function imageLayoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let shift = 0;
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
            if (entry.sources?.some((s) => s.node instanceof HTMLImageElement || s.node?.nodeName === 'PICTURE')) shift += entry.value;
          }
          resolve(shift);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

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

describe('content images on a 390 px phone', () => {
  for (const path of ['/shop', '/shop/p/classic-tee']) {
    it(`loads only AVIF renditions on ${path}, each decoded, none shifting the layout`, async () => {
      const { page, fetched } = await openAsPhone(site.url + path);
      const onLoad = await fetched();
      await scrollThrough(page);
      const content = await fetched();
      console.log(
        `${path} at 390 px (3x): content images ${kb(total(onLoad))} on load (${onLoad.length} files), ` +
          `${kb(total(content))} after scrolling to the bottom (${content.length} files)`,
        content.map((i) => `${i.path} ${kb(i.bytes)}`),
      );
      expect(content.length).toBeGreaterThan(0);
      for (const image of content) {
        const match = RENDITION.exec(image.path);
        expect(match, image.path).not.toBeNull();
        expect(match![2], image.path).toBe('avif');
      }
      for (const img of await contentImages(page)) {
        expect(img.currentSrc, JSON.stringify(img)).toMatch(RENDITION);
        if (img.hidden) continue; // the product card's second image, shown on hover
        expect(img.complete && img.naturalWidth > 0, JSON.stringify(img)).toBe(true);
        // The chosen file is at least as wide as the device pixels need (or the widest there is), not much more.
        const width = parseInt(RENDITION.exec(img.currentSrc)![1], 10);
        expect(width, JSON.stringify(img)).toBeLessThanOrEqual(Math.max(img.shownWidth * PHONE.deviceScaleFactor * 2, 300));
      }
      expect(await imageLayoutShifts(page)).toBe(0);
      await page.close();
    });
  }
});
