/**
 * Publishes every page of a site folder in this process and prints the time per page, without Astro: what the
 * build spends in the publisher (run under `node --cpu-prof` to see where). With --out it also writes each page's
 * parts (head, body, attributes) to a file per page at a fixed time, so two versions of the publisher can be
 * compared byte for byte with `diff -r`.
 *   tsx bench/build/profile-pages.ts <site-folder> [--limit N] [--out DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageFile } from '../../publisher/build/page-file';
import { loadSite } from '../../publisher/site-publisher';

/** The time pages are published at with --out (prices on sale, dates): fixed so two runs compare. */
const FIXED_NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

const { positionals, values } = parseArgs({ allowPositionals: true, options: { limit: { type: 'string' }, out: { type: 'string' } } });
const root = positionals[0];
if (!root) throw new Error('usage: profile-pages.ts <site-folder> [--limit N] [--out DIR]');
let started = performance.now();
const site = loadSite({ root, now: values.out ? FIXED_NOW : undefined });
console.log(`loaded ${site.routes.length} routes in ${Math.round(performance.now() - started)} ms`);
const routes = [...site.pageRoutes(), site.notFoundRoute()].slice(0, values.limit ? Number(values.limit) : undefined);
started = performance.now();
let bytes = 0;
for (const route of routes) {
  const page = site.publish(route);
  bytes += page.body.length;
  if (values.out) {
    const file = path.join(values.out, pageFile(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    const { body, head, ...rest } = page;
    writeFileSync(file, `${JSON.stringify(rest)}\n${head}\n${body}`);
  }
}
const ms = performance.now() - started;
console.log(`published ${routes.length} pages in ${Math.round(ms)} ms (${(ms / routes.length).toFixed(1)} ms/page, ${Math.round(bytes / routes.length / 1024)} KB body/page)`);
