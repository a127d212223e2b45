/** A small Squarespace-style template and recorded page contexts, written to a temporary folder for the preview tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TemplateFixture {
  root: string;
  templateDir: string;
  fixturesDir: string;
  write(relative: string, text: string): void;
  remove(): void;
}

const TEMPLATE: Record<string, string> = {
  'template.conf': JSON.stringify({
    name: 'Fixture',
    layouts: { default: { name: 'Default', regions: ['header', 'site'] }, homepage: { name: 'Home', regions: ['header', 'home'] } },
    navigations: [{ title: 'Main', name: 'mainNav' }],
    stylesheets: ['vars.less', 'site.less'],
  }),
  'header.region': '<!doctype html>\n<html>\n<head>{squarespace-headers}</head>\n<body class="{squarespace.page-classes}">\n<header><squarespace:navigation navigationId="mainNav" template="nav" /></header>\n',
  'site.region': '<main id="main">{squarespace.main-content}</main>\n<squarespace:script src="site.js" combo="false" />\n</body>\n</html>\n',
  'home.region': '<main id="home">{squarespace.main-content}</main>\n</body>\n</html>\n',
  'collections/blog.list': '<h1>{collection.title}</h1>\n{.repeated section items}<article>{@|apply card.block}</article>{.end}\n',
  'collections/blog.item': '{.section item}<h1 class="post-title">{title}</h1>{.end}\n',
  'blocks/card.block': '<a class="card" href="{fullUrl}">{title}</a>\n',
  'blocks/nav.block': '<nav>{.repeated section items}<a class="nav-link{.if active} active{.end}" href="{collection.fullUrl}">{collection.navigationTitle}</a>{.end}</nav>\n',
  'pages/about.page': '<h1 class="about">{collection.title}</h1>\n',
  'styles/vars.less': '@brand: #123456;\n',
  'styles/site.less': '.card {\n  color: @brand;\n  .inner { margin: (2px * 2); }\n}\n',
  'scripts/site.js': 'window.fixtureScript = true;\n',
  'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const navigation = { mainNav: [{ title: 'Blog', url: '/blog' }, { title: 'About', url: '/about' }] };
const website = { title: 'Fixture Site', language: 'en-US' };
const post = { id: 'p1', title: 'First post', fullUrl: '/blog/first-post', urlId: 'first-post' };

const FIXTURES: Record<string, unknown> = {
  'index.json': { website, navigation, collection: { id: 'home', title: 'Home', typeName: 'page', urlId: 'home', regionName: 'homepage' }, mainContent: '<p class="welcome">Welcome</p>' },
  'blog.json': { website, navigation, collection: { id: 'blog', title: 'Journal', typeName: 'blog', urlId: 'blog' }, items: [post] },
  'blog/first-post.json': { website, navigation, collection: { id: 'blog', title: 'Journal', typeName: 'blog', urlId: 'blog' }, item: post },
  'about.json': { website, navigation, collection: { id: 'about', title: 'About us', typeName: 'page', urlId: 'about' } },
};

export function templateFixture(): TemplateFixture {
  const root = mkdtempSync(path.join(tmpdir(), 'kiosk-preview-test-'));
  const templateDir = path.join(root, 'template');
  const fixturesDir = path.join(root, 'fixtures');
  const write = (relative: string, text: string) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const [name, text] of Object.entries(TEMPLATE)) write(`template/${name}`, text);
  for (const [name, value] of Object.entries(FIXTURES)) write(`fixtures/${name}`, JSON.stringify(value));
  return { root, templateDir, fixturesDir, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
