/**
 * `kiosk fixtures`: the demo's page contexts written as a versioned fixtures set and read back by the preview
 * (the same pages, rendered the same), rewriting, the version guard, and `--edge-cases` on the demo template and
 * on a small template that breaks on an empty collection (through the CLI: report and exit code).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, DEFAULT_TEMPLATE_DIR, Preview } from '../../preview';
import { fixturePages } from '../../preview/fixture-pages';
import {
  contentPageList,
  EDGE_VARIANTS,
  FIXTURES_MANIFEST,
  FIXTURES_VERSION,
  fixtureFileFor,
  readManifest,
  writeFixtures,
  type EdgeJsonReport,
  type FixturesResult,
} from '../../preview/fixtures';
import { runMain } from '../cli/run-main';

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiosk-fixtures-test-'));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => runMain('fixtures', ...args);

describe('the fixture file of a URL path', () => {
  it('is what the preview reads back as that path', () => {
    expect(fixtureFileFor('/')).toBe('index.json');
    expect(fixtureFileFor('/journal')).toBe('journal.json');
    expect(fixtureFileFor('/shop/p/ceramic-mug')).toBe('shop/p/ceramic-mug.json');
    expect(fixtureFileFor('/404')).toBe('404.json');
    // index.json already means "this folder": a page called index goes one level down.
    expect(fixtureFileFor('/index')).toBe('index/index.json');
    expect(fixtureFileFor('/docs/index')).toBe('docs/index/index.json');
  });
});

describe('the demo written as fixtures and edge cases', () => {
  let out: string;
  let result: FixturesResult;

  beforeAll(() => {
    out = path.join(tempDir(), 'fixtures');
    result = writeFixtures({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, outDir: out, edgeCases: true, now: 0 });
  }, 120_000);

  it('writes one file per page and a manifest with the format version', () => {
    const pages = contentPageList(DEFAULT_CONTENT_DIR);
    const manifest = readManifest(out)!;
    expect(manifest.format).toBe('kiosk-fixtures');
    expect(manifest.version).toBe(FIXTURES_VERSION);
    expect(manifest.pages.map((p) => p.path)).toEqual(pages.map((p) => p.path));
    for (const page of manifest.pages) expect(existsSync(path.join(out, page.file))).toBe(true);
    expect(manifest.pages.find((p) => p.path === '/shop/p/ceramic-mug')).toMatchObject({ file: 'shop/p/ceramic-mug.json', kind: 'item', type: 'products-item' });
    expect(manifest.pages.find((p) => p.path === '/404')).toMatchObject({ file: '404.json', kind: 'not-found' });
    expect(manifest.edgeCases).toEqual(EDGE_VARIANTS.map((v) => `edge-cases/${v.id}`));
  });

  it('is read back by the preview as the same pages, rendered as from the content', async () => {
    const source = fixturePages(out);
    const pages = contentPageList(DEFAULT_CONTENT_DIR);
    // The edge cases are sets of their own: not pages of this one.
    expect([...source.paths(), source.notFound().path].sort()).toEqual(pages.map((p) => p.path).sort());
    for (const page of pages) {
      const read = page.path === '/404' ? source.notFound() : source.page(page.path)!;
      expect({ path: read.path, kind: read.route.kind, pageType: read.route.pageType }).toEqual({ path: page.path, kind: page.route.kind, pageType: page.route.pageType });
    }
    const fromContent = await Preview.open({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, now: 0 });
    const fromFixtures = await Preview.open({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, fixturesDir: out, now: 0 });
    for (const urlPath of ['/', '/about', '/journal', '/journal/autumn-brew-notes', '/shop', '/shop/p/ceramic-mug', '/cart']) {
      const a = fromContent.render(urlPath);
      const b = fromFixtures.render(urlPath);
      expect(b.found, urlPath).toBe(true);
      expect(b.errors, urlPath).toEqual([]);
      expect(b.mainContent, urlPath).toBe(a.mainContent);
      expect(b.mainContent!.length, urlPath).toBeGreaterThan(100);
    }
  }, 60_000);

  it('finds no error on the demo template, and writes each case as a set the preview can open', async () => {
    const edge = result.edgeCases!;
    expect(edge.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(edge.types.map((t) => t.type)).toEqual(expect.arrayContaining(['home', 'page', 'cart', 'blog-list', 'blog-item', 'products-list', 'products-item', 'not-found']));
    expect(edge.sets.map((s) => s.variant)).toEqual(EDGE_VARIANTS.map((v) => v.id));
    expect(edge.sets.find((s) => s.variant === 'empty-collection')!.pages).toEqual(expect.arrayContaining(['/journal', '/shop']));

    const soldOut = await Preview.open({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, fixturesDir: path.join(out, 'edge-cases/sold-out'), now: 0 });
    const product = soldOut.render('/shop/p/ceramic-mug');
    expect(product.errors).toEqual([]);
    expect(product.page!.body).toMatch(/sold out/i);

    const empty = await Preview.open({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, fixturesDir: path.join(out, 'edge-cases/empty-collection'), now: 0 });
    expect(empty.render('/journal').mainContent).toContain('No stories yet');

    const rtl = JSON.parse(readFileSync(path.join(out, 'edge-cases/rtl-title/journal/autumn-brew-notes.json'), 'utf8'));
    expect(rtl.item.title).toMatch(/[\u0600-\u06ff]/);
  }, 60_000);

  it('writing again removes the files the last manifest listed, and leaves the author’s own', () => {
    const dir = path.join(tempDir(), 'again');
    const first = writeFixtures({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, outDir: dir });
    // A page that is gone from the content since: listed by the manifest, so removed on the next run.
    const manifest = readManifest(dir)!;
    mkdirSync(path.join(dir, 'old'), { recursive: true });
    writeFileSync(path.join(dir, 'old/page.json'), '{}');
    writeFileSync(path.join(dir, FIXTURES_MANIFEST), JSON.stringify({ ...manifest, pages: [...manifest.pages, { path: '/old/page', file: 'old/page.json', kind: 'page', pageType: 2, type: 'page' }] }));
    writeFileSync(path.join(dir, 'recorded-by-hand.json'), '{"collection":{"title":"Mine"}}');
    writeFixtures({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, outDir: dir });
    expect(existsSync(path.join(dir, 'old'))).toBe(false);
    expect(existsSync(path.join(dir, 'recorded-by-hand.json'))).toBe(true);
    expect(readManifest(dir)!.pages).toHaveLength(first.manifest.pages.length);
  });

  it('does not overwrite a file it did not write', () => {
    const dir = path.join(tempDir(), 'recorded');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'journal.json'), '{"recorded":"by hand"}');
    expect(() => writeFixtures({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, outDir: dir })).toThrow(
      /journal\.json: is in the way and was not written by kiosk fixtures/,
    );
    expect(readFileSync(path.join(dir, 'journal.json'), 'utf8')).toBe('{"recorded":"by hand"}');
    expect(existsSync(path.join(dir, FIXTURES_MANIFEST))).toBe(false);
  });

  it('refuses fixtures of a newer format version instead of misreading them', async () => {
    const dir = path.join(tempDir(), 'newer');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'index.json'), '{}');
    writeFileSync(path.join(dir, FIXTURES_MANIFEST), JSON.stringify({ format: 'kiosk-fixtures', version: FIXTURES_VERSION + 1, pages: [] }));
    expect(() => fixturePages(dir)).toThrow(/fixtures format version 2 is newer than this Kiosk reads \(1\)/);
  });
});

describe('kiosk fixtures --edge-cases on a template that breaks on an empty collection', () => {
  let template: string;

  beforeAll(() => {
    template = path.join(tempDir(), 'template');
    const files: Record<string, string> = {
      'template.conf': JSON.stringify({ name: 'Tiny', layouts: { default: { name: 'Default', regions: ['site'] } } }),
      'site.region': '<!doctype html>\n<html><head><title>T</title>{squarespace-headers}</head>\n<body>{squarespace.main-content}</body></html>\n',
      // The list closes its <ul> outside the section that opens it: fine while there are posts.
      'collections/blog.list': '<h1>{collection.title}</h1>\n{.section items}<ul class="posts">{.repeated section @}<li><a href="{fullUrl}">{title}</a></li>{.end}{.end}\n</ul>\n',
      // No gallery in the demo content: the report says the cases did not reach it.
      'collections/gallery.list': '{.repeated section items}<img src="{assetUrl}">{.end}\n',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(template, name)), { recursive: true });
      writeFileSync(path.join(template, name), text);
    }
  });

  it('reports the unbalanced output of the empty case only, and exits 1', async () => {
    const out = path.join(tempDir(), 'out');
    const { code, stdout, stderr } = await run(template, '--content', DEFAULT_CONTENT_DIR, '--out', out, '--edge-cases', '--format', 'json', '--now', '0');
    expect(code).toBe(1);
    expect(stderr).toMatch(/page contexts written to/);
    const report = JSON.parse(stdout) as EdgeJsonReport;
    expect(report.version).toBe(1);
    expect(report.problems).toEqual([
      expect.objectContaining({
        ruleId: 'unbalanced-output',
        severity: 'error',
        page: '/journal',
        type: 'blog-list',
        variant: 'empty-collection',
        fixture: 'edge-cases/empty-collection/journal.json',
        file: 'collections/blog.list',
      }),
    ]);
    expect(report.summary).toMatchObject({ error: 1, warning: 0 });
    expect(report.unrendered).toEqual(['collections/gallery.list']);
    expect(existsSync(path.join(out, report.problems[0].fixture))).toBe(true);
  }, 120_000);

  it('reports a problem of the layout once, not once per page', () => {
    const withLogo = path.join(tempDir(), 'with-logo');
    mkdirSync(withLogo);
    for (const name of ['template.conf', 'collections/blog.list']) {
      mkdirSync(path.dirname(path.join(withLogo, name)), { recursive: true });
      writeFileSync(path.join(withLogo, name), readFileSync(path.join(template, name)));
    }
    writeFileSync(path.join(withLogo, 'site.region'), '<html><head></head><body><img src="/logo.png">{squarespace.main-content}</body></html>\n');
    const result = writeFixtures({ templateDir: withLogo, contentDir: DEFAULT_CONTENT_DIR, outDir: path.join(tempDir(), 'out'), edgeCases: true, now: 0 });
    const layout = result.edgeCases!.problems.filter((p) => p.file === '(layout)');
    expect(layout).toEqual([expect.objectContaining({ ruleId: 'img-alt-missing', severity: 'warning', variant: 'as-recorded', message: '<img> without alt text: "<img src="/logo.png">"' })]);
  }, 120_000);

  it('prints the table as text, and refuses report options without --edge-cases (exit 2)', async () => {
    const out = path.join(tempDir(), 'text');
    const text = await run(template, '--content', DEFAULT_CONTENT_DIR, '--out', out, '--edge-cases', '--now', '0');
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^\/journal\s+empty-collection\s+error\s+unbalanced-output\s+collections\/blog\.list\s+<\/ul> closes an element that is not open/m);
    expect(text.stdout).toMatch(/\d+ page types, \d+ renders: 1 error, 0 warnings\./);
    expect(text.stdout).toContain('Not rendered (no page of the content uses them; record fixtures of such pages to test them): collections/gallery.list');
    const wrong = await run(template, '--format', 'json');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--format and --fail-level report the edge cases: add --edge-cases');
  }, 120_000);
});
