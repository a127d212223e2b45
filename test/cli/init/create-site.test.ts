// `kiosk init`: a new site folder with the default (or a given) template, starter content the publisher and the
// server can read, package.json with the expected scripts, .gitignore and README; never into a non-empty folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main';
import { PROJECT_ROOT } from '../../../cli/project';
import { isSiteFolder } from '../../../cli/site/resolve-site';
import { loadContent } from '../../../publisher/source/load-content';
import { STARTER_HEADLINE, STARTER_IMAGE, STARTER_PRODUCT_URL } from '../../../cli/init/starter-content';

/** Runs main() in-process, capturing what it prints. */
async function kiosk(...args: string[]) {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, output: out.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const kioskPackage = json(path.join(PROJECT_ROOT, 'package.json')) as { name: string; version: string };

describe('kiosk init', () => {
  it('creates a site with the default template, starter content and the project files', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-init-')), 'corner-shop');
    const result = await kiosk('init', dir);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('npm install');
    expect(result.output).toContain('npm start');
    expect(isSiteFolder(dir)).toBe(true);

    // The default template, without the demo's image tooling.
    for (const file of ['site.region', 'template.conf', 'pages/home.page', 'collections/products.item', 'emails']) {
      expect(existsSync(path.join(dir, 'templates', file)), file).toBe(true);
    }
    expect(existsSync(path.join(dir, 'templates', 'tools'))).toBe(false);

    // Starter content the publisher reads: a home page, a shop with one product whose picture exists, a contact form.
    const content = loadContent(path.join(dir, 'content'));
    expect(content.site).toMatchObject({ website: { title: 'Corner Shop' } });
    const home = content.pages.find((p) => p.urlId === 'home');
    expect(home?.data).toMatchObject({ collection: { fullUrl: '/', customContent: { heroTitle: STARTER_HEADLINE } } });
    const shop = content.collections.find((c) => c.urlId === 'shop');
    expect(shop?.items).toHaveLength(1);
    expect(shop?.items[0]).toMatchObject({ fullUrl: STARTER_PRODUCT_URL, mainImage: { altText: STARTER_IMAGE.alt } });
    const picture = await sharp(path.join(dir, 'content', 'images', STARTER_IMAGE.file)).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: STARTER_IMAGE.width, height: STARTER_IMAGE.height });
    expect(content.pages.find((p) => p.urlId === 'contact')?.data).toMatchObject({ collection: { customContent: { formId: 'contact' } } });
    expect(content.forms.get('contact')?.fields).toHaveLength(3);

    // package.json: the scripts a user expects, each on this site, and Kiosk as the dependency.
    const manifest = json(path.join(dir, 'package.json'));
    expect(manifest.name).toBe('corner-shop');
    expect(Object.keys(manifest.scripts as object).sort()).toEqual(['build', 'check', 'dev', 'preview', 'serve', 'start']);
    expect(manifest.scripts).toMatchObject({ start: 'kiosk start --site .', build: 'kiosk build --site .' });
    expect(manifest.dependencies).toEqual({ [kioskPackage.name]: `^${kioskPackage.version}` });

    const ignored = readFileSync(path.join(dir, '.gitignore'), 'utf8').split('\n');
    for (const entry of ['node_modules/', 'dist/', 'data/', '.kiosk-cache/', 'dist-hosting/', 'dist-private/', '.dist-*/']) expect(ignored).toContain(entry);
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(readme).toContain(`# Corner Shop`);
    expect(readme).toContain(`\`${kioskPackage.name}\``);
    for (const script of ['npm start', 'npm run build', 'npm run serve', 'npm run preview', 'npm run check']) expect(readme).toContain(script);
  });

  it("gives a starter that kiosk check --site passes (no errors) and whose database commands work on the site's data/", { timeout: 120_000 }, async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-init-')), 'checked');
    expect((await kiosk('init', dir)).code).toBe(0);
    const checked = await kiosk('check', '--site', dir, '--format', 'json');
    expect(checked.code, checked.output).toBe(0);
    expect(JSON.parse(checked.output).summary).toMatchObject({ error: 0 });
    vi.stubEnv('KIOSK_DB', '');
    vi.stubEnv('DATABASE_URL', '');
    try {
      expect((await kiosk('orders', 'list', '--site', dir)).output).toContain('No orders match.');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(existsSync(path.join(dir, 'data', 'kiosk.db'))).toBe(true);
  });

  it('copies the given template and writes the given Kiosk dependency', async () => {
    const template = mkdtempSync(path.join(tmpdir(), 'kiosk-template-'));
    writeFileSync(path.join(template, 'site.region'), '<main>{squarespace.main-content}</main>');
    mkdirSync(path.join(template, 'node_modules'));
    writeFileSync(path.join(template, 'node_modules', 'junk.js'), '');
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-init-')), 'site');
    expect((await kiosk('init', dir, '--template', template, '--kiosk-dependency', 'file:../kiosk')).code).toBe(0);
    expect(readFileSync(path.join(dir, 'templates', 'site.region'), 'utf8')).toBe('<main>{squarespace.main-content}</main>');
    expect(existsSync(path.join(dir, 'templates', 'node_modules'))).toBe(false);
    expect(json(path.join(dir, 'package.json')).dependencies).toEqual({ [kioskPackage.name]: 'file:../kiosk' });
  });

  it('refuses a folder that is not empty, a folder that is not a template, and a missing <dir>', async () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'kiosk-init-'));
    writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    const refused = await kiosk('init', busy);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`kiosk init: "${busy}" is not empty (notes.txt): give a new or empty folder for the new site`);
    expect(readFileSync(path.join(busy, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(busy, 'content'))).toBe(false);

    const notTemplate = mkdtempSync(path.join(tmpdir(), 'kiosk-init-'));
    const fresh = path.join(notTemplate, 'new-site');
    const wrong = await kiosk('init', fresh, '--template', notTemplate);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('has no site.region, so it is not a template folder');
    expect(existsSync(fresh)).toBe(false);

    expect((await kiosk('init')).output).toContain('kiosk init: missing <dir>: the folder for the new site');
  });
});
