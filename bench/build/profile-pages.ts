/**
 * Publishes every page of a site folder in this process and prints the time per page, without Astro: what the
 * build spends in the publisher (run under `node --cpu-prof` to see where).
 *   tsx bench/build/profile-pages.ts <site-folder> [--limit N]
 */
import { parseArgs } from 'node:util';
import { loadSite } from '../../publisher/site-publisher';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { limit: { type: 'string' } } });
const root = positionals[0];
if (!root) throw new Error('usage: profile-pages.ts <site-folder> [--limit N]');
let started = performance.now();
const site = loadSite({ root });
console.log(`loaded ${site.routes.length} routes in ${Math.round(performance.now() - started)} ms`);
const routes = site.pageRoutes().slice(0, values.limit ? Number(values.limit) : undefined);
started = performance.now();
let bytes = 0;
for (const route of routes) bytes += site.publish(route).body.length;
const ms = performance.now() - started;
console.log(`published ${routes.length} pages in ${Math.round(ms)} ms (${(ms / routes.length).toFixed(1)} ms/page, ${Math.round(bytes / routes.length / 1024)} KB body/page)`);
