// The newsletter export's files: CSV (one row per address, ISO times in UTC, a header row) or JSON. Whatever an
// address holds, a spreadsheet opening the CSV never reads a cell as a formula.
import type { ExportFormat, SubscriberRecord } from '../../schemas/newsletter';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

const COLUMNS: readonly [string, (record: SubscriberRecord) => string | number | null][] = [
  ['email', (r) => r.email],
  ['status', (r) => r.status],
  ['opt_in', (r) => r.optIn],
  ['consented_at', (r) => r.consentedAt],
  ['source', (r) => r.source],
  ['form_id', (r) => r.formId],
  ['product_id', (r) => r.productId],
  ['page_path', (r) => r.pagePath],
  ['signed_up_at', (r) => r.signedUpAt],
  ['requested_at', (r) => r.requestedAt],
  ['unsubscribed_at', (r) => r.unsubscribedAt],
];

const TIME_COLUMNS = new Set(['consented_at', 'signed_up_at', 'requested_at', 'unsubscribed_at']);

/** One CSV cell (RFC 4180 quoting); text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(records: readonly SubscriberRecord[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const record of records) {
    lines.push(COLUMNS.map(([name, read]) => {
      const value = read(record);
      if (value === null) return '';
      return csvCell(TIME_COLUMNS.has(name) ? new Date(value).toISOString() : String(value));
    }).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function exportFile(format: ExportFormat, records: readonly SubscriberRecord[], exportedAt: number): ExportFile {
  const day = new Date(exportedAt).toISOString().slice(0, 10);
  if (format === 'json') {
    return {
      filename: `newsletter-subscribers-${day}.json`,
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify({ exportedAt, subscribers: records }, null, 2)}\n`,
    };
  }
  return { filename: `newsletter-subscribers-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: subscribersCsv(records) };
}
