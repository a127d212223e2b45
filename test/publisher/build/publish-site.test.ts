import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { manifestFileOf } from '../../../publisher/build/build-manifest';
import { publishSite, type PublishSiteOptions } from '../../../publisher/build/publish-site';
import { PARALLEL_FROM } from '../../../publisher/build/render-pages';
import { loadSite } from '../../../publisher/site-publisher';
import { ParsedFiles } from '../../../publisher/source/parsed-files';
import type { SearchEntry, SearchIndex } from '../../../schemas/search';
import { baseProject, writeProject } from '../project-fixture';
import { product } from '../site-fixture';
import { fakeAstro } from './shell-fixture';

const { 'content/images/tee.jpg': _image, ...files } = baseProject;

function setup(moreFiles: Record<string, object | string> = {}) {
  const root = writeProject({ ...files, 'content/collections/shop/items/mug.json': product('mug'), 'content/collections/shop/items/cap.json': product('cap'), ...moreFiles });
  const kioskRoot = mkdtempSync(path.join(tmpdir(), 'kiosk-code-'));
  mkdirSync(path.join(kioskRoot, 'site'));
  writeFileSync(path.join(kioskRoot, 'site', 'layout.astro'), 'v1');
  const runs = { count: 0 };
  const distDir = path.join(root, 'dist');
  const options: PublishSiteOptions = { siteRoot: root, kioskRoot, distDir, runAstro: fakeAstro(runs), env: {}, now: Date.UTC(2026, 0, 1), threads: 1, log: () => undefined };
  const page = (p: string) => path.join(distDir, p === '/' ? '' : p.slice(1), 'index.html');
  return { root, runs, distDir, options, page };
}

function editItem(root: string, slug: string, change: Record<string, unknown>): void {
  const file = path.join(root, 'content/collections/shop/items', `${slug}.json`);
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...change }));
}

describe('publishSite: incremental', () => {
  it('renders every page the first time, then only the pages whose inputs changed, linking the others', async () => {
    const { root, runs, options, page } = setup();
    const first = await publishSite(options);
    expect(first.rendered).toEqual(expect.arrayContaining(['/about', '/shop', '/shop/p/tee', '/shop/p/mug', '/shop/p/cap', '/404']));
    expect(first.reused).toBe(0);
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toContain('<h1>TEE</h1>');
    const aboutBefore = statSync(page('/about')).ino;

    const same = await publishSite(options);
    expect(same.rendered).toEqual([]);
    expect(same.reused).toBe(first.pages);
    // The Astro shell is built once per version of Kiosk's code.
    expect(runs.count).toBe(1);

    editItem(root, 'tee', { title: 'Tee, now organic' });
    const after = await publishSite(options);
    // The product's page and the list that shows it; the neighbours whose previous/next link names it.
    expect(after.rendered).toContain('/shop/p/tee');
    expect(after.rendered).toContain('/shop');
    expect(after.rendered).not.toContain('/about');
    // Only the shop's pages (its list, in each of its sorts) and the neighbour; not the third product.
    expect(after.rendered.every((p) => p.startsWith('/shop'))).toBe(true);
    expect(after.rendered).toContain('/shop/p/mug');
    expect(after.rendered).not.toContain('/shop/p/cap');
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toContain('<h1>Tee, now organic</h1>');
    expect(readFileSync(page('/shop'), 'utf8')).toContain('Tee, now organic');
    // Not rewritten: the very file of the first build.
    expect(statSync(page('/about')).ino).toBe(aboutBefore);
  });

  it("renders a blog post's edit on its blog's pages only (the feeds every page links to are their address and title)", async () => {
    const post = (urlId: string, title: string, publishOn: number) => ({ id: `post-${urlId}`, title, urlId, publishOn, body: '<p>Text</p>' });
    const { root, options, page } = setup({
      'content/collections/journal/collection.json': { id: 'journal-id', title: 'Journal', urlId: 'journal', fullUrl: '/journal', typeName: 'blog' },
      'content/collections/journal/items/first.json': post('first', 'First post', 1),
      'content/collections/journal/items/second.json': post('second', 'Second post', 2),
      'templates/collections/blog.list': '{.repeated section items}<h2>{title}</h2>{.end}',
      'templates/collections/blog.item': '<h1>{item.title}</h1>',
    });
    const first = await publishSite(options);
    expect(first.rendered).toEqual(expect.arrayContaining(['/journal', '/journal/first', '/journal/second', '/about', '/shop/p/tee']));
    const file = path.join(root, 'content/collections/journal/items/first.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title: 'First post, revised' }));
    const after = await publishSite(options);
    expect(after.rendered).toEqual(expect.arrayContaining(['/journal', '/journal/first']));
    expect(after.rendered.every((p) => p.startsWith('/journal'))).toBe(true);
    expect(readFileSync(page('/journal'), 'utf8')).toContain('<h2>First post, revised</h2>');
    expect(readFileSync(page('/journal/first'), 'utf8')).toContain('<h1>First post, revised</h1>');
  });

  it("renders an item's edit on the pages whose own templates query it, not on every page", async () => {
    const { root, options, page } = setup({
      'content/pages/featured.json': { collection: { title: 'Featured', urlId: 'featured', fullUrl: '/featured' } },
      'templates/pages/featured.page': '<squarespace:query collection="shop" limit="3">{.repeated section items}<b>{title}</b>{.end}</squarespace:query>',
    });
    const first = await publishSite(options);
    expect(first.rendered).toEqual(expect.arrayContaining(['/featured', '/about', '/shop']));
    expect(readFileSync(page('/featured'), 'utf8')).toContain('<b>TEE</b>');
    editItem(root, 'tee', { title: 'Tee, now organic' });
    const after = await publishSite(options);
    expect(after.rendered).toContain('/featured');
    expect(readFileSync(page('/featured'), 'utf8')).toContain('<b>Tee, now organic</b>');
    // /about's template has no query: another template's query is not among its inputs.
    expect(after.rendered).not.toContain('/about');
    expect(after.rendered.every((p) => p === '/featured' || p.startsWith('/shop'))).toBe(true);
  });

  it('publishes in a long-lived build (items kept between builds) what a build of its own publishes, byte for byte', async () => {
    const { root, options, distDir, page } = setup();
    const items = new ParsedFiles();
    await publishSite({ ...options, items });
    editItem(root, 'tee', { title: 'Tee, now organic' });
    const kept = await publishSite({ ...options, items });
    expect(kept.rendered).toContain('/shop/p/tee');
    expect(kept.rendered).not.toContain('/shop/p/cap');
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toContain('<h1>Tee, now organic</h1>');
    rmSync(path.join(root, 'content/collections/shop/items/cap.json'));
    const removed = await publishSite({ ...options, items });
    expect(removed.removed).toEqual(['/shop/p/cap']);

    // A build of its own finds every page's inputs as the long-lived one recorded them, and writes the same files.
    const own = await publishSite(options);
    expect(own.rendered).toEqual([]);
    const elsewhere = path.join(root, 'dist-fresh');
    await publishSite({ ...options, distDir: elsewhere });
    const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
    expect(files(distDir)).toEqual(files(elsewhere));
    for (const file of files(distDir)) {
      expect(readFileSync(path.join(distDir, file)).equals(readFileSync(path.join(elsewhere, file))), file).toBe(true);
    }
  });

  it('renders a page again when its file of the last build is gone, though its inputs did not change', async () => {
    const { options, page } = setup();
    await publishSite(options);
    rmSync(page('/about'));
    const again = await publishSite(options);
    expect(again.rendered).toEqual(['/about']);
    expect(readFileSync(page('/about'), 'utf8')).toContain('<!DOCTYPE html>');
    expect(existsSync(`${page('/shop/p/tee')}.br`)).toBe(true);
  });

  it('removes the pages of deleted items and reports them', async () => {
    const { root, options, page } = setup();
    await publishSite(options);
    const { rmSync } = await import('node:fs');
    rmSync(path.join(root, 'content/collections/shop/items/cap.json'));
    const report = await publishSite(options);
    expect(report.removed).toEqual(['/shop/p/cap']);
    expect(existsSync(page('/shop/p/cap'))).toBe(false);
  });

  it('renders everything again when Kiosk\'s code changes (a new shell)', async () => {
    const { runs, options } = setup();
    const first = await publishSite(options);
    writeFileSync(path.join(options.kioskRoot, 'site', 'layout.astro'), 'v2, longer');
    const again = await publishSite(options);
    expect(runs.count).toBe(2);
    expect(again.rendered.length).toBe(first.pages);
  });
});

describe('publishSite: what did not change is not written again', () => {
  it('links the site files whose bytes are unchanged, with their compressed copies, and rewrites the others', async () => {
    const { root, options, distDir } = setup();
    await publishSite(options);
    const file = (name: string) => path.join(distDir, name);
    const sitemap = statSync(file('sitemap.xml')).ino;
    const searchIndex = statSync(file('search-index.json')).ino;
    const robots = statSync(file('robots.txt')).ino;

    editItem(root, 'tee', { title: 'Tee, now organic' });
    await publishSite(options);
    // The product's title is in the search index, not in the sitemap or robots.txt.
    expect(statSync(file('search-index.json')).ino).not.toBe(searchIndex);
    expect(readFileSync(file('search-index.json'), 'utf8')).toContain('Tee, now organic');
    expect(statSync(file('sitemap.xml')).ino).toBe(sitemap);
    expect(statSync(file('robots.txt')).ino).toBe(robots);
    for (const suffix of ['.br', '.gz']) {
      if (existsSync(file(`sitemap.xml${suffix}`))) expect(statSync(file(`sitemap.xml${suffix}`)).mtimeMs).toBeGreaterThanOrEqual(statSync(file('sitemap.xml')).mtimeMs);
    }
  });

  it("takes the search entries of the items whose pages it reuses from the last build's index, and makes the others", async () => {
    const { root, options, distDir } = setup();
    await publishSite(options);
    const indexFile = path.join(distDir, 'search-index.json');
    const fresh = () => JSON.stringify(loadSite({ root, now: options.now, fresh: true }).searchIndex());
    expect(readFileSync(indexFile, 'utf8')).toBe(fresh());

    // A mark put into the last build's entry of a product whose page stays: it comes through, so that entry was reused.
    const marked = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndex;
    const cap = marked.entries.find((entry) => entry.url === '/shop/p/cap') as SearchEntry;
    cap.excerpt = 'marked in the last build';
    writeFileSync(indexFile, JSON.stringify(marked));
    editItem(root, 'tee', { title: 'Tee, now organic' });
    const after = await publishSite(options);
    expect(after.rendered).not.toContain('/shop/p/cap');
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndex;
    expect(index.entries.find((entry) => entry.url === '/shop/p/cap')?.excerpt).toBe('marked in the last build');
    expect(index.entries.find((entry) => entry.url === '/shop/p/tee')?.title).toBe('Tee, now organic');
    // Without the mark, the index is the one a full build makes, byte for byte.
    cap.excerpt = (JSON.parse(fresh()) as SearchIndex).entries.find((entry) => entry.url === '/shop/p/cap')?.excerpt as string;
    expect(JSON.stringify({ ...index, entries: index.entries.map((entry) => (entry.url === '/shop/p/cap' ? cap : entry)) })).toBe(fresh());

    // An index that cannot be read lends nothing: every entry is made again.
    writeFileSync(indexFile, '{"version":1,"entries":[{"url":"/shop/p/cap"}]}');
    editItem(root, 'tee', { title: 'Tee, organic' });
    await publishSite(options);
    expect(readFileSync(indexFile, 'utf8')).toBe(fresh());
  });

  it('writes each rendered page with its brotli and gzip copies, as the hosting step would make them', async () => {
    const { options, page } = setup();
    await publishSite(options);
    const html = readFileSync(page('/shop'));
    expect(html.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(readFileSync(`${page('/shop')}.br`)).equals(html)).toBe(true);
    expect(gunzipSync(readFileSync(`${page('/shop')}.gz`)).equals(html)).toBe(true);
  });
});

describe('publishSite: the hosting step', () => {
  it("compresses and lists a file the build put in a page's own folder, though it reads no page folder", async () => {
    // templates/styles/ files are published at their path relative to styles/: this one lands beside /about's page.
    const note = `${'A note published beside the about page. '.repeat(40)}\n`;
    const { options, distDir, page } = setup({ 'templates/styles/about/note.txt': note });
    for (let build = 0; build < 2; build++) {
      await publishSite(options);
      const file = path.join(distDir, 'about', 'note.txt');
      expect(readFileSync(file, 'utf8')).toBe(note);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(note);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(note);
      expect(readFileSync(page('/about'), 'utf8')).toContain('<html');
    }
  });
});

describe('publishSite: atomic', () => {
  it('assembles the new site beside the published one, which keeps serving the old pages until the swap', async () => {
    const { root, options, page } = setup();
    await publishSite(options);
    editItem(root, 'tee', { title: 'Renamed tee' });
    let seenDuringBuild = '';
    await publishSite({ ...options, beforeSwap: () => (seenDuringBuild = readFileSync(page('/shop/p/tee'), 'utf8')) });
    expect(seenDuringBuild).toContain('<h1>TEE</h1>');
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toContain('<h1>Renamed tee</h1>');
  });

  it('refuses a second build into the same folder while one runs, and the first one publishes', async () => {
    const { options, page } = setup();
    const [first, second] = await Promise.allSettled([publishSite(options), publishSite(options)]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect(String((second as PromiseRejectedResult).reason)).toMatch(/another build \(process \d+ since .*\) is publishing into/);
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toContain('<h1>TEE</h1>');
    // Released: the next build goes ahead.
    expect((await publishSite(options)).rendered).toEqual([]);
  });

  it('leaves the last good site in place when a build fails, and nothing half-built beside it', async () => {
    const { root, distDir, options, page } = setup();
    await publishSite(options);
    const before = readFileSync(page('/shop/p/tee'), 'utf8');
    editItem(root, 'tee', { title: 'Never published' });
    writeFileSync(path.join(root, 'templates/collections/products.item'), '<h1>{item.title}</h1>{.section item}');
    await expect(publishSite(options)).rejects.toThrow();
    expect(readFileSync(page('/shop/p/tee'), 'utf8')).toBe(before);
    expect(readdirSync(path.dirname(distDir)).filter((name) => name.includes('-next'))).toEqual([]);
  });
});

describe('publishSite: parallel', () => {
  /** Every file below `dir` with its bytes, by path relative to it. */
  function filesOf(dir: string): Map<string, Buffer> {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    return new Map(entries.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]));
  }

  it('renders a first build of a big site across threads, each page once, byte for byte as one thread does', async () => {
    // Enough products for the workers to start while this thread loads the site and writes the site files.
    const products = Object.fromEntries(Array.from({ length: PARALLEL_FROM }, (_, i) => [`content/collections/shop/items/p${i}.json`, product(`p${i}`)]));
    const { root, options } = setup(products);
    const one = await publishSite({ ...options, distDir: path.join(root, 'dist-one') });
    const two = await publishSite({ ...options, distDir: path.join(root, 'dist-two'), threads: 2 });
    expect(one.pages).toBeGreaterThan(PARALLEL_FROM);
    expect(two.rendered).toEqual(one.rendered);
    expect(two.rendered).toHaveLength(two.pages);
    const [oneFiles, twoFiles] = [filesOf(path.join(root, 'dist-one')), filesOf(path.join(root, 'dist-two'))];
    expect([...twoFiles.keys()].sort()).toEqual([...oneFiles.keys()].sort());
    for (const [name, bytes] of oneFiles) expect(twoFiles.get(name)?.equals(bytes), name).toBe(true);
    // The same fingerprints: a rebuild after either reuses the same pages.
    expect(readFileSync(manifestFileOf(path.join(root, 'dist-two')), 'utf8')).toBe(readFileSync(manifestFileOf(path.join(root, 'dist-one')), 'utf8'));
  }, 60_000);
});
