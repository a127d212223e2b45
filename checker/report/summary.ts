/** Counts by severity, shared by the text and JSON reports. */
import type { Offense, Severity } from '../offense';
import type { CheckResult } from '../run-check';

export interface Summary {
  files: number;
  filesWithOffenses: number;
  offenses: number;
  error: number;
  warning: number;
  info: number;
}

export function summarize(result: CheckResult): Summary {
  const count = (severity: Severity) => result.offenses.filter((o: Offense) => o.severity === severity).length;
  return {
    files: result.files.length,
    filesWithOffenses: new Set(result.offenses.map((o) => o.file)).size,
    offenses: result.offenses.length,
    error: count('error'),
    warning: count('warning'),
    info: count('info'),
  };
}
