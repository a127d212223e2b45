import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../publisher';
import { baseProject, writeProject, type ProjectFiles } from '../project-fixture';
import { product } from '../site-fixture';

const journalPost = (slug: string, publishOn: number, starred = false) => ({
  id: `post-${slug}`, title: slug.toUpperCase(), urlId: slug, fullUrl: `/journal/${slug}`, publishOn, starred, recordType: 1,
});

const project: ProjectFiles = {
  ...baseProject,
  'content/collections/shop/items/mug.json': product('mug', { publishOn: 300 }),
  'content/collections/shop/items/cap.json': product('cap', { publishOn: 200 }),
  'content/collections/journal/collection.json': { id: 'j', title: 'Journal', urlId: 'journal', fullUrl: '/journal', typeName: 'blog' },
  'content/collections/journal/items/one.json': journalPost('one', 1, true),
  'content/collections/journal/items/two.json': journalPost('two', 2),
  'content/collections/journal/items/three.json': journalPost('three', 3, true),
  'templates/collections/blog.list': 'list',
  'templates/collections/blog.item': 'post',
  'templates/pages/about.page':
    '<squarespace:query collection="journal" limit="2">{.repeated section items}[{title}]{.end}</squarespace:query>' +
    '|<squarespace:query collection="journal" featured="true">{.repeated section items}({title}){.end}</squarespace:query>' +
    '|{@|apply picks.block}|{website.title}',
  'templates/blocks/picks.block':
    '<squarespace:query collection="shop" limit="2">{.section items}{.repeated section @}<{urlId}>{.end}{.or}none{.end} on {collection.title}</squarespace:query>',
  'templates/collections/products.item': '<h1>{item.title}</h1>{@|apply picks.block}',
};

describe('<squarespace:query> in a site', () => {
  const site = loadSite({ root: writeProject(project), now: 0 });
  const main = (urlPath: string) => {
    const page = site.publish(site.routes.find((r) => r.path === urlPath)!);
    expect(page.warnings).toEqual([]);
    return /<main>([\s\S]*)<\/main>/.exec(page.body)?.[1];
  };

  it('renders each query with its items (newest first for a blog, limited, featured) and the rest of the page context', () => {
    expect(main('/about')).toBe('[THREE][TWO]|(THREE)(ONE)|<mug><cap> on About|Fixture Shop');
  });

  it('leaves the page item out of the queries of an item page', () => {
    expect(main('/shop/p/mug')).toBe('<h1>MUG</h1><cap><tee> on Shop');
    expect(main('/shop/p/cap')).toBe('<h1>CAP</h1><mug><tee> on Shop');
  });

  it('leaves nothing of the tags in the page', () => {
    expect(site.publish(site.routes.find((r) => r.path === '/about')!).body).not.toContain('squarespace:query');
  });
});

describe('<squarespace:query> errors stop the build', () => {
  const publishAbout = (files: ProjectFiles) => {
    const site = loadSite({ root: writeProject({ ...project, ...files }), now: 0 });
    return () => site.publish(site.routes.find((r) => r.path === '/about')!);
  };

  it('names the file, line and column of an unknown collection', () => {
    expect(publishAbout({ 'templates/pages/about.page': '<p>\n  <squarespace:query collection="blog">x</squarespace:query>' })).toThrow(
      'templates/pages/about.page:2:22: unknown collection "blog" in <squarespace:query> (collections: journal, shop)',
    );
  });

  it('names the file, line and column of a bad limit, in a block too', () => {
    expect(publishAbout({ 'templates/blocks/picks.block': 'a\nb <squarespace:query collection="shop" limit="-1"></squarespace:query>' })).toThrow(
      'templates/blocks/picks.block:2:40: limit "-1" of <squarespace:query> must be a whole number from 1 to 100',
    );
  });
});

describe('<squarespace:query> in the default template and demo store', () => {
  const demo = loadSite({ root: path.resolve(__dirname, '../../..'), now: Date.UTC(2026, 10, 22) });
  const body = (urlPath: string) => {
    const route = urlPath === '/404' ? demo.notFoundRoute() : demo.routes.find((r) => r.path === urlPath)!;
    const page = demo.publish(route);
    expect(page.warnings).toEqual([]);
    expect(page.body).not.toContain('squarespace:query');
    return page.body;
  };
  const section = (html: string, headingId: string) => html.slice(html.indexOf(`id="${headingId}"`)).split('</section>')[0];
  const cards = (html: string) => [...html.matchAll(/<article class="product-card[^"]*" id="product-([0-9a-f]+)"/g)].map((m) => m[1]);
  const posts = (html: string) => [...html.matchAll(/<h3 class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]);

  it('fills the home page: four products under "Fresh from the studio", the three newest stories under "From the journal"', () => {
    const home = body('/');
    expect(section(home, 'featured-title')).toContain('Fresh from the studio');
    expect(cards(section(home, 'featured-title'))).toHaveLength(4);
    expect(posts(section(home, 'journal-title'))).toEqual(['/journal/autumn-brew-notes', '/journal/two-colour-riso', '/journal/speckled-glaze']);
  });

  it('shows four other products under "You might also like", never the product itself', () => {
    for (const slug of ['name-necklace', 'ceramic-mug']) {
      const html = body(`/shop/p/${slug}`);
      const own = /<article class="product-detail[^"]*" id="product-([0-9a-f]+)"/.exec(html)![1];
      const related = cards(section(html, 'related-title'));
      expect(related).toHaveLength(4);
      expect(related).not.toContain(own);
    }
  });

  it('lists products on the search and not-found pages', () => {
    expect(cards(section(body('/search'), 'search-shop-title'))).toHaveLength(4);
    expect(cards(section(body('/404'), 'not-found-picks'))).toHaveLength(4);
  });
});
