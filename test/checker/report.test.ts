/** The two reports: Theme Check-like text, and the versioned JSON an editor reads. */
import { describe, expect, it } from 'vitest';
import { jsonReport, textReport, type CheckResult } from '../../checker';

const result: CheckResult = {
  root: '/sites/shop/templates',
  files: ['blocks/card.block', 'site.region', 'template.conf'],
  offenses: [
    { ruleId: 'unknown-formatter', severity: 'error', message: 'Unknown formatter "htlm". Did you mean "html"?', file: 'blocks/card.block', start: { line: 2, column: 11 }, end: { line: 2, column: 15 }, suggestion: 'html' },
    { ruleId: 'img-alt-empty', severity: 'warning', message: 'Empty alt text without a decorative marker.', file: 'site.region', start: { line: 4, column: 9 }, end: { line: 4, column: 12 } },
  ],
};

describe('reports', () => {
  it('prints text grouped by file with a summary line', () => {
    expect(textReport(result, 'templates')).toBe(
      [
        'templates/blocks/card.block:2:11  error    unknown-formatter  Unknown formatter "htlm". Did you mean "html"?',
        '',
        'templates/site.region:4:9  warning  img-alt-empty  Empty alt text without a decorative marker.',
        '',
        '3 files checked: 2 offenses in 2 files (1 error, 1 warning).',
        '',
      ].join('\n'),
    );
    expect(textReport({ ...result, offenses: [] }, 'templates')).toBe('3 files checked, no offenses.\n');
  });

  it('gives JSON with version, files, offenses and summary', () => {
    const report = jsonReport(result);
    expect(report).toEqual({
      version: 1,
      root: '/sites/shop/templates',
      files: result.files,
      offenses: result.offenses,
      summary: { files: 3, filesWithOffenses: 2, offenses: 2, error: 1, warning: 1, info: 0 },
    });
    expect(Object.keys(report.offenses[0])).toEqual(['ruleId', 'severity', 'message', 'file', 'start', 'end', 'suggestion']);
    expect('suggestion' in report.offenses[1]).toBe(false);
  });
});
