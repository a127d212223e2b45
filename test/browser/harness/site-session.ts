/** One production site and one browser for a test file: started before its tests, closed after them. */
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startSite } from './site-server';

export interface SiteSession {
  site: Awaited<ReturnType<typeof startSite>>;
  browser: Browser;
}

/**
 * Registers the hooks; read `site` and `browser` inside tests (they exist once beforeAll has run). `start` serves
 * another site than the demo store (a fixture site, harness/fixture-site.ts).
 */
export function useSiteAndBrowser(start: () => Promise<SiteSession['site']> = () => startSite()): SiteSession {
  const session = {} as SiteSession;
  beforeAll(async () => {
    session.site = await start();
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.site?.close();
  });
  return session;
}
