// The demo store's pages once its images are processed: every content <img> the templates print is a <picture>
// with AVIF and WebP sources, a srcset and default src of files the build publishes, its true size, its focal
// point and its placeholder colour.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../publisher';
import type { SitePublisher } from '../../../publisher/site-publisher';
import { listPublishedAssets } from '../../../publisher/assets';
import { readImageCatalog, type ImageCatalog } from '../../../publisher/images/image-catalog';
import { processImages } from '../../../publisher/images/process-images';

const ROOT = path.resolve(__dirname, '../../..');
let site: SitePublisher;
let catalog: ImageCatalog;
let published: Set<string>;

beforeAll(async () => {
  // Usually reuses the cache of an earlier build; on a fresh clone this makes it (and the browser tests' build reuses it).
  await processImages(ROOT);
  site = loadSite({ root: ROOT, now: Date.UTC(2026, 10, 22) });
  catalog = readImageCatalog(ROOT);
  published = new Set(listPublishedAssets(ROOT).map((a) => a.url));
}, 600_000);

function body(urlPath: string): string {
  const route = site.routes.find((r) => r.path === urlPath);
  if (!route) throw new Error(`no route ${urlPath}`);
  const page = site.publish(route);
  expect(page.warnings).toEqual([]);
  return page.body;
}

const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];

/** Each <picture> of a page: its sources and its <img>. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map(([, inner]) => ({
    sources: [...inner.matchAll(/<source [^>]*>/g)].map(([tag]) => tag),
    img: /<img [^>]*>/.exec(inner)?.[0] ?? '',
  }));
}

/** The URLs of a srcset, each checked to be a width descriptor. */
function srcsetUrls(srcset: string | undefined): string[] {
  return (srcset ?? '').split(',').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    expect(descriptor).toMatch(/^\d+w$/);
    return url;
  });
}

describe('content images on the demo pages', () => {
  it('prints no content <img> outside a <picture>', () => {
    for (const urlPath of ['/', '/shop', '/shop/p/classic-tee', '/journal', '/journal/two-colour-riso', '/about', '/launch']) {
      const html = body(urlPath);
      const loose = html.replace(/<picture>.*?<\/picture>/gs, '').match(/<img [^>]*src="\/images\/[^>]*>/g);
      expect(loose, urlPath).toBeNull();
    }
  });

  it('points every source, srcset and src at files the build publishes', () => {
    for (const urlPath of ['/', '/shop', '/shop/p/classic-tee', '/journal', '/about', '/launch']) {
      for (const { sources, img } of pictures(body(urlPath))) {
        expect(sources.map((s) => attr(s, 'type'))).toEqual(['image/avif', 'image/webp']);
        const urls = [...sources.flatMap((s) => srcsetUrls(attr(s, 'srcset'))), ...srcsetUrls(attr(img, 'srcset')), attr(img, 'src')!];
        for (const url of urls) expect(published.has(url), url).toBe(true);
        expect(srcsetUrls(attr(sources[0], 'srcset')).every((u) => u.endsWith('.avif'))).toBe(true);
        expect(attr(img, 'sizes')).toBe(attr(sources[0], 'sizes'));
      }
    }
  });

  it("gives the shop grid the image's true size, its focal point, its colour and the 300w bucket as src", () => {
    const shop = pictures(body('/shop'));
    expect(shop.length).toBeGreaterThanOrEqual(8);
    const necklace = shop.find(({ img }) => img.includes('name-necklace'))!.img;
    const image = catalog.get('/images/name-necklace.jpg')!;
    expect(attr(necklace, 'width')).toBe(String(image.width));
    expect(attr(necklace, 'height')).toBe(String(image.height));
    expect(attr(necklace, 'src')).toBe(`${image.base}.300w.jpg`);
    expect(attr(necklace, 'style')).toBe(`object-position: 50% 50%; background-color: #${image.colorData.centerAverage}`);
    expect(attr(necklace, 'loading')).toBe('lazy');
    expect(srcsetUrls(attr(necklace, 'srcset'))).toEqual(image.widths.map((w) => `${image.base}.${w}w.jpg`));
  });

  it("uses the cover page's focal point and the product gallery's bucket", () => {
    const [cover] = pictures(body('/launch'));
    expect(attr(cover.img, 'style')).toMatch(/^object-position: 42% 60%; background-color: #[0-9a-f]{6}$/);
    const [lead] = pictures(body('/shop/p/ceramic-mug'));
    expect(lead.img).toContain('class="product-gallery__image"');
    expect(attr(lead.img, 'src')).toBe(`${catalog.get('/images/ceramic-mug.jpg')!.base}.750w.jpg`);
    expect(attr(lead.img, 'fetchpriority')).toBe('high');
  });

  it('never lists a width wider than the original', () => {
    const [hero] = pictures(body('/'));
    const widths = srcsetUrls(attr(hero.img, 'srcset')).map((u) => parseInt(/\.(\d+)w\./.exec(u)![1], 10));
    expect(Math.max(...widths)).toBeLessThanOrEqual(catalog.get('/images/hero-studio.jpg')!.width);
  });
});
