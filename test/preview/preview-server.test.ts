/** The preview server on a small template with recorded fixtures: pages, layouts, ?format=json, LESS, Squarespace tags, overlay payloads. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeEvents, createPreviewApp, DEFAULT_CONTENT_DIR, Preview, type Diagnostic } from '../../preview';
import { templateFixture, type TemplateFixture } from './template-fixture';

let fixture: TemplateFixture;
let preview: Preview;
let events: ChangeEvents;

async function open(): Promise<ReturnType<typeof createPreviewApp>> {
  preview = await Preview.open({ templateDir: fixture.templateDir, contentDir: DEFAULT_CONTENT_DIR, fixturesDir: fixture.fixturesDir, now: 0 });
  events = new ChangeEvents();
  return createPreviewApp(preview, events);
}

beforeEach(() => {
  fixture = templateFixture();
});
afterEach(() => {
  events?.close();
  fixture.remove();
});

describe('pages', () => {
  it('renders a collection list with its layout regions, blocks and navigation', async () => {
    const app = await open();
    const response = await app.request('/blog');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Journal</h1>');
    expect(html).toContain('<a class="card" href="/blog/first-post">First post</a>');
    expect(html).toMatch(/<header><nav><a class="nav-link active" href="\/blog">Blog<\/a><a class="nav-link" href="\/about">About<\/a><\/nav>\s*<\/header>/);
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<body class="collection-type-blog view-list">');
    expect(html).toContain('<script src="/scripts/site.js"></script>');
    expect(html).toContain('<script defer src="/_preview/client.js"></script>');
  });

  it('renders an item page with the .item template, and a page with its .page template', async () => {
    const app = await open();
    expect(await (await app.request('/blog/first-post')).text()).toContain('<h1 class="post-title">First post</h1>');
    expect(await (await app.request('/about')).text()).toContain('<h1 class="about">About us</h1>');
  });

  it('picks the layout the collection names (regionName), and uses mainContent without a page template', async () => {
    const app = await open();
    const html = await (await app.request('/')).text();
    expect(html).toContain('<main id="home"><p class="welcome">Welcome</p></main>');
  });

  it('answers unknown paths with 404', async () => {
    const app = await open();
    expect((await app.request('/nowhere')).status).toBe(404);
    expect((await app.request('/nowhere?format=json')).status).toBe(404);
  });

  it('serves the template files: assets/ and scripts/', async () => {
    const app = await open();
    const asset = await app.request('/assets/logo.svg');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/svg+xml');
    expect(await (await app.request('/scripts/site.js')).text()).toContain('fixtureScript');
    expect((await app.request('/assets/../template.conf')).status).toBe(404);
  });
});

describe('on Kiosk content', () => {
  it("renders a collection type the template lacks (Squarespace's system collections) with Kiosk's default template, in the template's layout", async () => {
    preview = await Preview.open({ templateDir: fixture.templateDir, contentDir: DEFAULT_CONTENT_DIR, now: 0 });
    events = new ChangeEvents();
    const app = createPreviewApp(preview, events);
    const html = await (await app.request('/shop/p/classic-tee')).text();
    expect(html).toContain('<main id="main">');
    expect(html).toContain('data-island="AddToCart"');
    expect(preview.status('/shop/p/classic-tee').errors).toEqual([]);
  });
});

describe('?format=json', () => {
  it('answers the context the page was rendered with', async () => {
    const app = await open();
    const response = await app.request('/blog/first-post?format=json');
    expect(response.status).toBe(200);
    const context = (await response.json()) as Record<string, unknown>;
    expect(context.item).toEqual({ id: 'p1', title: 'First post', fullUrl: '/blog/first-post', urlId: 'first-post' });
    expect((context.collection as { typeName: string }).typeName).toBe('blog');
    expect((context.website as { title: string }).title).toBe('Fixture Site');
  });
});

describe('styles', () => {
  it('compiles the stylesheets as one LESS unit in template.conf order', async () => {
    const app = await open();
    const css = await (await app.request('/site.css')).text();
    expect(css).toContain('color: #123456;');
    expect(css).toMatch(/\.card \.inner \{\s*margin: 4px;/);
  });

  it('reports a LESS error with its file, line and a code frame, and keeps serving the last good CSS', async () => {
    const app = await open();
    fixture.write('template/styles/site.less', '.card {\n  color: @brand;\n  border: @missing;\n}\n');
    await preview.apply([{ root: 'template', name: 'styles/site.less' }]);
    const [error] = preview.status('/blog').errors;
    expect(error).toMatchObject({ severity: 'error', file: 'styles/site.less', start: { line: 3 } });
    expect(error.message).toContain('@missing');
    expect(error.frame).toContain('border: @missing;');
    expect(await (await app.request('/site.css')).text()).toContain('#123456');
  });
});

describe('errors and warnings', () => {
  const errorOf = (path = '/blog'): Diagnostic => preview.status(path).errors[0];

  it('turns a template syntax error into an overlay payload: message, file:line:column, code frame with a caret', async () => {
    const app = await open();
    const before = await (await app.request('/blog')).text();
    fixture.write('template/blocks/card.block', '<a class="card">\n  {.section title}\n  {title}\n');
    const change = await preview.apply([{ root: 'template', name: 'blocks/card.block' }]);
    expect(change.kind).toBe('page');
    const error = errorOf();
    expect(error.file).toBe('blocks/card.block');
    expect(error.start?.line).toBeGreaterThan(0);
    expect(error.frame).toMatch(/\^/);
    // The last good render stays, with the problem in its state for the overlay.
    const after = await (await app.request('/blog')).text();
    expect(after).toContain('<a class="card" href="/blog/first-post">First post</a>');
    expect(after).toContain('"file":"blocks/card.block"');
    expect(after.length).toBeGreaterThan(before.length);
    // Fixing the file clears it.
    fixture.write('template/blocks/card.block', '<a class="card" href="{fullUrl}">{title}</a>\n');
    await preview.apply([{ root: 'template', name: 'blocks/card.block' }]);
    expect(preview.status('/blog').errors).toEqual([]);
  });

  it('places an error in a layout region in that region file, at its own line', async () => {
    await open();
    fixture.write('template/site.region', '<main>\n{squarespace.main-content}\n{.end}\n</main>\n');
    await preview.apply([{ root: 'template', name: 'site.region' }]);
    expect(errorOf()).toMatchObject({ file: 'site.region', start: { line: 3 } });
    expect(errorOf().frame).toContain('> 3 | {.end}');
  });

  it('names a region the layout lists but the template lacks', async () => {
    await open();
    fixture.write('template/template.conf', JSON.stringify({ layouts: { default: { regions: ['header', 'missing'] } } }));
    await preview.apply([{ root: 'template', name: 'template.conf' }]);
    expect(errorOf().message).toBe('layout "default" names the region "missing", but missing.region is missing');
  });

  it('reports a template.conf that is not JSON at its line', async () => {
    await open();
    fixture.write('template/template.conf', '{\n  "layouts": {\n}\n');
    await preview.apply([{ root: 'template', name: 'template.conf' }]);
    expect(preview.status('/blog').errors.some((e) => e.file === 'template.conf' && e.start !== undefined)).toBe(true);
  });

  it('lists execution problems as warnings while the page renders', async () => {
    await open();
    fixture.write('template/collections/blog.list', '<h1>{collection.title}</h1>\n{@|apply nowhere.block}\n');
    await preview.apply([{ root: 'template', name: 'collections/blog.list' }]);
    const state = preview.status('/blog');
    expect(state.errors).toEqual([]);
    expect(state.warnings[0]).toMatchObject({ severity: 'warning', file: 'collections/blog.list', start: { line: 2 } });
  });
});

describe('the compile cache', () => {
  it('compiles again only the file that changed', async () => {
    const app = await open();
    await app.request('/blog');
    const before = preview.cache.compiles;
    fixture.write('template/blocks/card.block', '<a class="card changed" href="{fullUrl}">{title}</a>\n');
    await preview.apply([{ root: 'template', name: 'blocks/card.block' }]);
    const html = await (await app.request('/blog')).text();
    expect(html).toContain('card changed');
    expect(preview.cache.compiles - before).toBe(1);
  });
});
