/**
 * Lighthouse (12.2.3, Node 20) on pages of a running site, with its default mobile settings (a mid-range phone on a
 * slow 4G link, simulated): category scores, the three metrics issue 14 names, and each weighted audit that failed.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../harness/free-port';
import { assertChromiumInstalled, CHROMIUM } from './browser';

export interface LighthouseResult {
  path: string;
  /** 0–100 per category: performance, accessibility, best-practices, seo */
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** weighted audits scoring under 1, as `category/audit-id: shown value` */
  failedAudits: string[];
  /** Lighthouse's measure of the host's CPU (higher is faster) */
  benchmarkIndex: number;
  /** the CPU slowdown the run simulated (Lighthouse's default is 4) */
  cpuSlowdown: number;
}

export interface LighthouseOptions {
  /** CPU slowdown to simulate instead of Lighthouse's default 4× (see lighthouse-calibration.ts) */
  cpuSlowdown?: number;
}

/** The targets of issue 14: scores per category (minimums) and metric ceilings. */
export const LIGHTHOUSE_TARGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  lcpMs: 1500,
  cls: 0.05,
  tbtMs: 100,
} as const;

/** The first element an audit names (its CSS selector and markup), so a failure says where to look. */
function firstNode(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items;
  const node = items?.find((item) => item.node)?.node;
  return node ? ` at ${node.selector} ${node.snippet ?? ''}`.trimEnd() : '';
}

/** Runs Lighthouse on each path of `baseUrl`, one after the other, in one Chromium it starts and stops. */
export async function runLighthouse(baseUrl: string, paths: string[], options: LighthouseOptions = {}): Promise<LighthouseResult[]> {
  assertChromiumInstalled();
  // Lighthouse drives Chromium over its remote-debugging port; Playwright only starts and stops it.
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const throttling = options.cpuSlowdown === undefined ? undefined : { cpuSlowdownMultiplier: options.cpuSlowdown };
      const run = await lighthouse(baseUrl + path, { port, output: 'json', logLevel: 'error', ...(throttling && { throttling }) });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.code} ${runtimeError.message}`);
      const failedAudits: string[] = [];
      for (const [id, category] of Object.entries(categories)) {
        for (const ref of category.auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failedAudits.push(`${id}/${ref.id}: ${audit.displayValue ?? audit.score}${firstNode(audit.details)}`);
        }
      }
      results.push({
        path,
        scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        failedAudits,
        benchmarkIndex: run.lhr.environment.benchmarkIndex,
        cpuSlowdown: run.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** One line per page, for logs and the benchmark. */
export function describeResult(result: LighthouseResult): string {
  const scores = Object.entries(result.scores).map(([id, score]) => `${id} ${score}`).join(', ');
  return `${result.path}: ${scores}; LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms (CPU ${result.cpuSlowdown.toFixed(2)}×, BenchmarkIndex ${Math.round(result.benchmarkIndex)})`;
}
