// Screenshots of every demo page at phone (390 px) and desktop (1280 px) widths, for reviewing the template.
// Usage (from the repository root, after `npm run build`):
//   node templates/tools/screenshots.mjs [--dir dist | --url http://localhost:4321] [--out /tmp/kiosk-shots] [--only shop]
// With --dir (the default, dist/) it serves the folder itself; the PNGs go to --out, never into the repository.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PAGES = [
  '/',
  '/shop',
  '/shop/p/classic-tee',
  '/shop/p/ceramic-mug',
  '/shop/p/limited-print',
  '/shop/p/gift-card',
  '/shop/p/coffee-subscription',
  '/shop/p/field-guide-ebook',
  '/shop/p/design-consultation',
  '/shop/p/name-necklace',
  '/journal',
  '/journal/speckled-glaze',
  '/journal/two-colour-riso',
  '/journal/autumn-brew-notes',
  '/about',
  '/contact',
  '/cart',
  '/search',
  '/no-such-page',
];
const WIDTHS = [390, 1280];
const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.json': 'application/json' };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** A minimal static server for a built site: /x → x, x/index.html or x.html; anything else → 404.html. */
function serve(dir) {
  const resolve = (urlPath) => {
    const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, path.join(clean, 'index.html'), `${clean}.html`]) {
      const file = path.join(dir, candidate);
      if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  };
  const server = createServer((req, res) => {
    const file = resolve(req.url ?? '/');
    const target = file ?? path.join(dir, '404.html');
    res.writeHead(file ? 200 : 404, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    res.end(existsSync(target) ? readFileSync(target) : 'not found');
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Scrolls through the page so lazy images load, then waits for fonts and every image. */
async function loadEverything(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Lazy images that are not rendered (display: none) never load: wait only for the others, 5 s at most.
    const settled = (img) =>
      img.complete ||
      !img.checkVisibility() ||
      new Promise((done) => {
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      });
    const timeout = new Promise((done) => setTimeout(done, 5000));
    await Promise.race([Promise.all([...document.images].map(settled)), timeout]);
  });
}

const out = option('out', '/tmp/kiosk-shots');
const only = option('only', '');
mkdirSync(out, { recursive: true });
let server;
let base = option('url', '');
if (!base) {
  const dir = path.resolve(option('dir', 'dist'));
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run npm run build first, or pass --url`);
  server = await serve(dir);
  base = `http://127.0.0.1:${server.address().port}`;
}

const profile = mkdtempSync(path.join(tmpdir(), 'kiosk-shots-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('crash', () => console.error(`renderer crashed on ${page.url()}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.request().isNavigationRequest()) problems.push(`${page.url()}: ${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    for (const urlPath of PAGES.filter((p) => p.includes(only))) {
      await page.goto(base + urlPath, { waitUntil: 'networkidle' });
      await loadEverything(page);
      const name = `${urlPath === '/' ? 'home' : urlPath.slice(1).replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
    }
  }
  for (const p of problems) console.warn(`browser: ${p}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  server?.close();
}
