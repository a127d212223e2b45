/** Runs axe-core (WCAG 2.1 A/AA rules) in a page and returns its violations, each as "rule: target…". */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * axe is loaded as a script of the page's own origin, answered by the test: the site's Content-Security-Policy
 * allows only its own scripts, so an inline copy would be refused (and the tests keep the policy in force).
 */
const AXE_PATH = '/__kiosk-test/axe.min.js';
const routed = new WeakSet<Page>();

export async function axeViolations(page: Page, include = 'main'): Promise<string[]> {
  if (!routed.has(page)) {
    routed.add(page);
    await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ body: axeSource, contentType: 'application/javascript; charset=utf-8' }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH });
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [selector] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
  return violations;
}
