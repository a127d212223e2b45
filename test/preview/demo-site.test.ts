/** The preview on the bundled demo: its template and content through the publisher's loaders, islands server-rendered. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangeEvents, createPreviewApp, DEFAULT_CONTENT_DIR, DEFAULT_TEMPLATE_DIR, Preview } from '../../preview';

let app: ReturnType<typeof createPreviewApp>;
let preview: Preview;

beforeAll(async () => {
  preview = await Preview.open({ templateDir: DEFAULT_TEMPLATE_DIR, contentDir: DEFAULT_CONTENT_DIR, now: Date.UTC(2026, 0, 1) });
  app = createPreviewApp(preview, new ChangeEvents());
});

describe('the demo template on the demo content', () => {
  it('renders a product page with its commerce islands and the cart pill', async () => {
    const response = await app.request('/shop/p/classic-tee');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-island="AddToCart"');
    expect(html).toContain('data-island="CartPill"');
    expect(html).toMatch(/<script type="module" src="\/_preview\/islands\/[a-z0-9]+\/client\.js"><\/script>/);
    expect(preview.status('/shop/p/classic-tee').errors).toEqual([]);
  });

  it('answers ?format=json with the page context the publisher builds', async () => {
    const context = (await (await app.request('/shop?format=json')).json()) as { collection: { urlId: string }; items: unknown[]; pageType: number };
    expect(context.collection.urlId).toBe('shop');
    expect(context.items.length).toBeGreaterThan(0);
    expect(context.pageType).toBe(1);
  });

  it('renders every page without a template error', () => {
    const failing = preview.source.paths().filter((p) => preview.status(p).errors.length > 0);
    expect(failing).toEqual([]);
  });

  it('serves the stylesheets and the content images', async () => {
    const css = await app.request('/site.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await css.text()).length).toBeGreaterThan(1000);
    const again = await app.request('/site.css', { headers: { 'If-None-Match': css.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
