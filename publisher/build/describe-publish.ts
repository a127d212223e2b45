/** The line `kiosk build` prints after publishing (kept apart from the build's code, which is loaded on demand). */
import type { PublishSiteReport } from './publish-site';

/** One line: how many pages, which were rewritten (named when few), which went away. */
export function describePublish(report: PublishSiteReport, nameUpTo = 10): string {
  const names = (list: readonly string[]) => (list.length > 0 && list.length <= nameUpTo ? `: ${list.join(', ')}` : '');
  const removed = report.removed.length > 0 ? `; ${report.removed.length} removed${names(report.removed)}` : '';
  return `kiosk: ${report.pages} pages, ${report.rendered.length} rewritten${names(report.rendered)}, ${report.reused} unchanged${removed}`;
}
