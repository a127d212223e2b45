/**
 * The report people read, modelled on Theme Check: offenses grouped by file, one per line as
 * `file:line:column  severity  rule-id  message` (the location first, so terminals and editors link it),
 * then one summary line.
 */
import path from 'node:path';
import type { CheckResult } from '../run-check';
import { summarize } from './summary';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `label` is how the folder was named on the command line (`templates`), so paths stay clickable from there. */
export function textReport(result: CheckResult, label: string): string {
  const lines: string[] = [];
  let file: string | undefined;
  const width = Math.max(0, ...result.offenses.map((o) => o.severity.length));
  for (const offense of result.offenses) {
    if (offense.file !== file) {
      if (file !== undefined) lines.push('');
      file = offense.file;
    }
    const where = `${path.posix.join(label.split(path.sep).join('/'), offense.file)}:${offense.start.line}:${offense.start.column}`;
    lines.push(`${where}  ${offense.severity.padEnd(width)}  ${offense.ruleId}  ${offense.message}`);
  }
  const s = summarize(result);
  const counts = [plural(s.error, 'error'), plural(s.warning, 'warning'), ...(s.info > 0 ? [`${s.info} info`] : [])].join(', ');
  if (lines.length > 0) lines.push('');
  lines.push(
    s.offenses === 0
      ? `${plural(s.files, 'file')} checked, no offenses.`
      : `${plural(s.files, 'file')} checked: ${plural(s.offenses, 'offense')} in ${plural(s.filesWithOffenses, 'file')} (${counts}).`,
  );
  return `${lines.join('\n')}\n`;
}
