/** Launches headless Chromium from the system install (see docs: architecture.md, gotcha 14). */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.KIOSK_CHROMIUM || '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: the browser tests need it. Install it with: apt-get install -y chromium`);
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh browser profile (no cookies); close it in `finally`/`afterAll` or the run hangs. */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  assertChromiumInstalled();
  const profile = mkdtempSync(path.join(tmpdir(), 'kiosk-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Console errors and page exceptions (hydration mismatches arrive here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until every island on the page has hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForSelector('html[data-islands="hydrated"]', { timeout: 30_000 });
}
