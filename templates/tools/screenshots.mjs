// Screenshots of every page a build published, at phone (390 px) and desktop (1280 px) widths, for reviewing the
// template; with --url (a running `kiosk serve`, whose API answers) also the storefront's states: the alert, the
// lightbox, the instalments popup and a cart with a line.
// Usage (from the repository root, after `npm run build`):
//   node templates/tools/screenshots.mjs [--dir dist] [--url http://localhost:4321] [--out /tmp/kiosk-shots] [--only shop]
// The pages are read from --dir (default KIOSK_DIST_DIR, else dist/); without --url it serves that folder itself.
// The PNGs go to --out, never into the repository.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Every HTML page under `dir` as its address (`about/index.html` → `/about`). */
function publishedPages(dir, below = '') {
  const pages = [];
  for (const entry of readdirSync(path.join(dir, below), { withFileTypes: true })) {
    const relative = below ? `${below}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== '_astro') pages.push(...publishedPages(dir, relative));
    else if (entry.isFile() && entry.name === 'index.html') pages.push(`/${below}`);
  }
  return pages;
}

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
const dir = path.resolve(option('dir', process.env.KIOSK_DIST_DIR || 'dist'));
if (!existsSync(dir)) throw new Error(`${dir} does not exist: run npm run build first`);
// An unknown address shows the not-found page.
const PAGES = [...publishedPages(dir).sort(), '/no-such-page'];
let server;
let base = option('url', '');
if (!base) {
  server = await serve(dir);
  base = `http://127.0.0.1:${server.address().port}`;
}

/** Waits until the page's islands have hydrated (a page without any, or a visitor without a cart, never starts them). */
async function hydrated(page) {
  if (await page.$('[data-island]')) await page.waitForSelector('html[data-islands="hydrated"]', { timeout: 30_000 }).catch(() => {});
}

/** The storefront's dialogs and a cart with a line: they need the API, so only against a running server. */
async function shootStates(page) {
  const shot = async (name, width) => {
    await page.waitForTimeout(400); // the dialog's entrance, the pill's fade
    await page.screenshot({ path: path.join(out, `state_${name}-${width}.png`) });
    console.log(path.join(out, `state_${name}-${width}.png`));
  };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`${base}/shop/p/classic-tee`);
    await hydrated(page);
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-alert');
    await shot('alert', width);
    await page.keyboard.press('Escape');
    await page.goto(`${base}/shop/p/name-necklace`);
    await hydrated(page);
    await page.click('.kiosk-installments__info');
    await page.waitForSelector('.kiosk-installments-popup__provider, .kiosk-installments-popup__built-in');
    await shot('instalments-popup', width);
    await page.keyboard.press('Escape');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-lightbox__dialog form');
    await page.keyboard.press('Tab');
    await shot('additional-fields-lightbox', width);
    await page.keyboard.press('Escape');
    await page.goto(`${base}/shop/p/ceramic-mug`);
    await hydrated(page);
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    await shot('product-with-cart', width);
    await page.goto(`${base}/cart`);
    await hydrated(page);
    await page.waitForSelector('.kiosk-cart__entries, .kiosk-cart__empty');
    await page.screenshot({ path: path.join(out, `state_cart-with-a-line-${width}.png`), fullPage: true });
    console.log(path.join(out, `state_cart-with-a-line-${width}.png`));
    // A new visitor (no cart) for the next width.
    await context.clearCookies();
  }
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
  if (option('url', '') && !only) await shootStates(page);
  for (const p of problems) console.warn(`browser: ${p}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  server?.close();
}
