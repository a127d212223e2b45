// Serving in a real browser. kiosk serve: every page of the demo loads with its security headers and no
// Content-Security-Policy violation. Static hosting: dist/ served by a plain static file server (node:http, applying
// the build's `_headers` as Netlify would) on one port, the API (`kiosk serve --api-only`) on another; a visitor adds
// to the cart and checks out, and no page reports a CSP or CORS error.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR, PROJECT_ROOT } from '../../cli/project';
import { startServer, type RunningServer } from '../../cli/serve/start-server';
import { publishHosting } from '../../publisher/hosting';
import { launchBrowser, waitForIslands, type Browser } from './harness/browser';
import { startSite, temporaryDatabase } from './harness/site-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What went wrong on a page as far as the policies go: violation events, and the console's CSP and CORS errors. */
async function watchPolicies(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('kioskReportViolation', (text: string) => violations.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { kioskReportViolation(text: string): void }).kioskReportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { violations, errors };
}

const POLICY_ERROR = /Content Security Policy|Refused to|CORS|Access-Control/i;

/** Every page of the published site, as URL paths. */
function publishedPages(root: string, dir = root): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) pages.push(...publishedPages(root, file));
    else if (name === 'index.html') pages.push(`/${path.relative(root, dir).split(path.sep).join('/')}`.replace(/\/?$/, '/'));
  }
  return pages;
}

describe('kiosk serve', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('loads every page compressed, with the security headers, and no page breaks its Content-Security-Policy', async () => {
    const page = await browser.context.newPage();
    const seen = await watchPolicies(page);
    // With something in the cart every page hydrates its islands (the cart pill at least), so their scripts run too.
    await page.goto(`${site.url}/shop/p/classic-tee`);
    await waitForIslands(page);
    await page.click('label[for="variant-option-Size-M"]');
    await page.click('label[for="variant-option-Color-Black"]');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');
    const paths = [...publishedPages(DIST_DIR), '/no-such-page'];
    const started = Date.now();
    expect(paths.length).toBeGreaterThan(20);
    for (const pathname of paths) {
      const answer = await page.goto(site.url + pathname);
      const headers = answer!.headers();
      expect(headers['content-security-policy'], pathname).toContain("script-src 'self'");
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(['br', 'gzip'], pathname).toContain(headers['content-encoding']);
      // With a full cart every page that has islands hydrates them: their scripts have all run once <html> says so.
      if (await page.locator('[data-island]').count() > 0) await waitForIslands(page);
    }
    console.log(`kiosk serve: ${paths.length} pages in ${Date.now() - started} ms`);
    expect(seen.violations).toEqual([]);
    expect(seen.errors.filter((error) => POLICY_ERROR.test(error))).toEqual([]);
    await page.close();
  });
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.woff2': 'font/woff2', '.txt': 'text/plain', '.xml': 'application/xml', '.ico': 'image/x-icon',
};

/** The header blocks of a Netlify `_headers` file: path pattern → headers. */
function headerRules(root: string): [string, [string, string][]][] {
  const rules: [string, [string, string][]][] = [];
  for (const line of readFileSync(path.join(root, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.push([line.trim(), []]);
    else {
      const at = line.indexOf(':');
      rules.at(-1)![1].push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** A plain static file server, as any host would be: files, directories by index.html, 404.html, `_headers`. */
function staticServer(root: string): Promise<{ server: Server; origin: string }> {
  const server = createHttpServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || pathname.includes('..')) file = '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = file !== '' && existsSync(file) && statSync(file).isFile();
    const served = found ? file : path.join(root, '404.html');
    for (const [pattern, headers] of headerRules(root)) {
      if (pattern === '/*' || pathname.startsWith(pattern.replace(/\*$/, ''))) for (const [name, value] of headers) response.setHeader(name, value);
    }
    response.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    resolve({ server, origin: `http://127.0.0.1:${address.port}` });
  }));
}

describe('pages on a static host, the API elsewhere', () => {
  let root: string;
  let pages: { server: Server; origin: string };
  let api: RunningServer;
  let dbPath: string;

  beforeAll(async () => {
    // A copy of the harness's build, pointed at this test's API the way a build with KIOSK_API_ORIGIN would be.
    root = mkdtempSync(path.join(tmpdir(), 'kiosk-static-host-'));
    cpSync(DIST_DIR, root, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    pages = await staticServer(root);
    dbPath = temporaryDatabase();
    api = await startServer({
      projectRoot: PROJECT_ROOT, distDir: root, port: 0, hostname: '127.0.0.1', apiOnly: true,
      api: { dbFile: dbPath, contentDir: path.join(PROJECT_ROOT, 'content'), siteOrigins: pages.origin },
    });
    const apiOrigin = `http://127.0.0.1:${api.port}`;
    await publishHosting({ distDir: root, siteRoot: PROJECT_ROOT, env: {}, settings: { apiOrigin, apiRewrite: false }, compress: false });
  });

  afterAll(async () => {
    await api?.close();
    await new Promise((done) => (pages ? pages.server.close(done) : done(undefined)));
    if (root) rmSync(root, { recursive: true, force: true });
    if (root) rmSync(`${root}-hosting`, { recursive: true, force: true });
    if (dbPath) rmSync(path.dirname(dbPath), { recursive: true, force: true });
  });

  it('lets a visitor add to the cart and check out across origins, without a CSP or CORS error', async () => {
    const page = await browser.context.newPage();
    const seen = await watchPolicies(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).origin);
    });
    await page.goto(`${pages.origin}/shop/p/classic-tee`);
    await waitForIslands(page);
    await page.click('label[for="variant-option-Size-M"]');
    await page.click('label[for="variant-option-Color-Black"]');
    await page.click('.sqs-add-to-cart-button');
    await page.waitForSelector('.kiosk-cart-pill.is-visible');

    await page.goto(`${pages.origin}/checkout`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    const main = page.locator('main');
    await main.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await main.getByLabel('First name').fill('Ada');
    await main.getByLabel('Last name').fill('Lovelace');
    await main.getByLabel('Address', { exact: true }).fill('12 Haywood Road');
    await main.getByLabel('City').fill('Asheville');
    await main.getByLabel('State / region').fill('NC');
    await main.getByLabel('Postal code').fill('28806');
    await page.getByRole('radio', { name: /Standard/ }).check();
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/order-confirmed', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' }).waitFor();
    await page.getByText(/^Order #\d+$/).first().waitFor();
    expect(new URL(page.url()).origin).toBe(pages.origin);

    expect(apiCalls.length).toBeGreaterThan(3);
    expect(new Set(apiCalls)).toEqual(new Set([`http://127.0.0.1:${api.port}`]));
    expect(seen.violations).toEqual([]);
    expect(seen.errors.filter((error) => POLICY_ERROR.test(error))).toEqual([]);
    await page.close();
  });
});
