// Lighthouse with mobile settings on home, shop, a product page and the cart (issue 14). Asserted here: what does
// not depend on the machine's speed (accessibility, best practices, SEO, layout shift). Performance, LCP and TBT are
// simulated from the CPU time this machine's tasks took, so a busy machine lowers them: they are printed here and
// checked by `npm run bench:lighthouse`, never asserted in a test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeResult, LIGHTHOUSE_TARGETS, runLighthouse, type LighthouseResult } from './harness/lighthouse';
import { startSite } from './harness/site-server';

const PAGES = ['/', '/shop', '/shop/p/classic-tee', '/cart'];

let site: Awaited<ReturnType<typeof startSite>>;
let results: LighthouseResult[] = [];
beforeAll(async () => {
  site = await startSite();
  results = await runLighthouse(site.url, PAGES);
  for (const result of results) console.log(describeResult(result), result.failedAudits);
}, 300_000);
afterAll(async () => {
  await site?.close();
});

const resultFor = (path: string) => results.find((r) => r.path === path)!;
const failed = (path: string, category: string) => resultFor(path).failedAudits.filter((a) => a.startsWith(`${category}/`));

describe.each(PAGES)('Lighthouse, mobile: %s', (path) => {
  it('passes every accessibility audit', () => {
    expect(failed(path, 'accessibility')).toEqual([]);
    expect(resultFor(path).scores.accessibility).toBe(LIGHTHOUSE_TARGETS.scores.accessibility);
  });

  it('passes every SEO audit', () => {
    expect(failed(path, 'seo')).toEqual([]);
    expect(resultFor(path).scores.seo).toBe(LIGHTHOUSE_TARGETS.scores.seo);
  });

  it(`scores at least ${LIGHTHOUSE_TARGETS.scores['best-practices']} for best practices`, () => {
    expect(resultFor(path).scores['best-practices'], resultFor(path).failedAudits.join('\n')).toBeGreaterThanOrEqual(LIGHTHOUSE_TARGETS.scores['best-practices']);
  });

  it(`shifts the layout by at most ${LIGHTHOUSE_TARGETS.cls}`, () => {
    expect(resultFor(path).cls).toBeLessThanOrEqual(LIGHTHOUSE_TARGETS.cls);
  });
});
