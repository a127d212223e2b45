/**
 * The report editors and CI read (`--format json`). Its shape is versioned: fields are only ever added
 * within a version. Documented in checker/README.md.
 */
import type { Offense } from '../offense';
import type { CheckResult } from '../run-check';
import { summarize, type Summary } from './summary';

export const JSON_REPORT_VERSION = 1;

export interface JsonReport {
  version: typeof JSON_REPORT_VERSION;
  /** Absolute path of the template folder; every `file` is relative to it. */
  root: string;
  files: string[];
  offenses: Offense[];
  summary: Summary;
}

export function jsonReport(result: CheckResult): JsonReport {
  return {
    version: JSON_REPORT_VERSION,
    root: result.root,
    files: result.files,
    offenses: result.offenses.map((o) => ({
      ruleId: o.ruleId,
      severity: o.severity,
      message: o.message,
      file: o.file,
      start: { line: o.start.line, column: o.start.column },
      end: { line: o.end.line, column: o.end.column },
      ...(o.suggestion !== undefined ? { suggestion: o.suggestion } : {}),
    })),
    summary: summarize(result),
  };
}
