// The rendition pipeline end to end on a small project: sharp makes the files, the cache keeps them, the catalog
// lists them, the published assets include them, and a second run reuses everything.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublishedAssets } from '../../../publisher/assets';
import { imageCacheDir } from '../../../publisher/images/image-cache';
import { readImageCatalog } from '../../../publisher/images/image-catalog';
import { processImages, type ProcessImagesReport } from '../../../publisher/images/process-images';

/** Raw RGB(A) pixels: left half `left`, right half `right`. */
function halves(width: number, height: number, left: number[], right: number[]): Buffer {
  const channels = left.length;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(x < width / 2 ? left : right, (y * width + x) * channels);
  return data;
}

async function writeImages(root: string): Promise<void> {
  const images = path.join(root, 'content', 'images');
  mkdirSync(path.join(images, 'shop'), { recursive: true });
  await sharp(halves(800, 500, [200, 40, 40], [40, 40, 200]), { raw: { width: 800, height: 500, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path.join(images, 'wide.jpg'));
  await sharp(halves(120, 90, [0, 128, 0, 255], [0, 0, 0, 0]), { raw: { width: 120, height: 90, channels: 4 } })
    .png()
    .toFile(path.join(images, 'shop', 'badge.png'));
  writeFileSync(path.join(images, 'broken.jpg'), 'not a picture');
  writeFileSync(path.join(images, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(images, 'notes.txt'), 'not an image');
}

describe('processImages', () => {
  let root: string;
  let first: ProcessImagesReport;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kiosk-images-'));
    await writeImages(root);
    first = await processImages(root, { concurrency: 2 });
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes every planned rendition of every raster image and reports the unreadable one', () => {
    expect(first.images).toBe(3);
    expect(first.reused).toBe(0);
    // wide.jpg: 100, 300, 500, 750 (800 is too close to 750); badge.png: 100 and its own 120; three formats each.
    expect(first.encoded).toBe(4 * 3 + 2 * 3);
    expect(first.failed.map((f) => f.url)).toEqual(['/images/broken.jpg']);
  });

  it('lists each processed image with its size, colours, widths and files', () => {
    const catalog = readImageCatalog(root);
    expect([...catalog.keys()].sort()).toEqual(['/images/shop/badge.png', '/images/wide.jpg']);
    const wide = catalog.get('/images/wide.jpg')!;
    expect(wide).toMatchObject({ width: 800, height: 500, fallback: 'jpg', widths: [100, 300, 500, 750] });
    expect(wide.base).toMatch(/^\/images\/wide\.[0-9a-f]{8}$/);
    expect(wide.files).toHaveLength(12);
    for (const file of wide.files) {
      expect(existsSync(file.file)).toBe(true);
      expect(file.url.startsWith(`${wide.base}.`)).toBe(true);
    }
    const badge = catalog.get('/images/shop/badge.png')!;
    expect(badge).toMatchObject({ width: 120, height: 90, fallback: 'png', widths: [100, 120] });
    expect(badge.base).toMatch(/^\/images\/shop\/badge\.[0-9a-f]{8}$/);
    // Lossless source: the left third is exactly the green, the right third transparent black.
    expect(badge.colorData.topLeftAverage).toBe('008000');
    expect(badge.colorData.bottomRightAverage).toBe('000000');
  });

  it('reads the colours of a photo closely enough for a placeholder', () => {
    const { colorData } = readImageCatalog(root).get('/images/wide.jpg')!;
    const channels = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const near = (hex: string, expected: number[]) => channels(hex).every((c, i) => Math.abs(c - expected[i]) <= 12);
    expect(near(colorData.topLeftAverage, [200, 40, 40])).toBe(true);
    expect(near(colorData.bottomRightAverage, [40, 40, 200])).toBe(true);
  });

  it('writes files of the planned size and format', async () => {
    const wide = readImageCatalog(root).get('/images/wide.jpg')!;
    const avif = wide.files.find((f) => f.url.endsWith('.300w.avif'))!;
    const meta = await sharp(avif.file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 300, 188]);
    const jpeg = await sharp(wide.files.find((f) => f.url.endsWith('.750w.jpg'))!.file).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 750, 469]);
  });

  it('publishes the renditions beside the originals', () => {
    const urls = listPublishedAssets(root).map((a) => a.url);
    expect(urls).toContain('/images/wide.jpg');
    for (const file of readImageCatalog(root).get('/images/wide.jpg')!.files) expect(urls).toContain(file.url);
  });

  it('reuses the cache on the next run, and remakes only an entry that lost a file', async () => {
    const again = await processImages(root, { concurrency: 2 });
    expect(again).toMatchObject({ images: 3, reused: 2, encoded: 0 });
    const badge = readImageCatalog(root).get('/images/shop/badge.png')!;
    rmSync(badge.files[0].file);
    expect(readImageCatalog(root).has('/images/shop/badge.png')).toBe(false);
    const repaired = await processImages(root, { concurrency: 2 });
    expect(repaired).toMatchObject({ reused: 1, encoded: 6 });
    expect(readImageCatalog(root).get('/images/shop/badge.png')?.base).toBe(badge.base);
  }, 60_000);

  it('gives a changed image new URLs', async () => {
    const before = readImageCatalog(root).get('/images/wide.jpg')!.base;
    await sharp(halves(800, 500, [10, 10, 10], [250, 250, 250]), { raw: { width: 800, height: 500, channels: 3 } })
      .jpeg()
      .toFile(path.join(root, 'content', 'images', 'wide.jpg'));
    expect(readImageCatalog(root).has('/images/wide.jpg')).toBe(false);
    await processImages(root, { concurrency: 2 });
    const after = readImageCatalog(root).get('/images/wide.jpg')!;
    expect(after.base).not.toBe(before);
    expect(after.base).toMatch(/^\/images\/wide\.[0-9a-f]{8}$/);
  }, 60_000);

  it('keeps its cache in .kiosk-cache/images, or where it is told', async () => {
    expect(imageCacheDir(root)).toBe(path.join(root, '.kiosk-cache', 'images'));
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'kiosk-image-cache-'));
    const report = await processImages(root, { cacheDir: elsewhere, concurrency: 1 });
    expect(report.reused).toBe(0);
    expect(readImageCatalog(root, elsewhere).size).toBe(2);
    rmSync(elsewhere, { recursive: true, force: true });
  }, 60_000);
});
