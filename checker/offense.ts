/**
 * What a check finds: an offense with its rule, severity, message and the span of text it concerns.
 * Positions are 1-based; `end` is the position just after the last character (exclusive), as editors expect.
 */

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Higher is more severe: `--fail-level warning` fails on warnings and errors. */
export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

export interface Position {
  line: number;
  column: number;
}

export interface Offense {
  ruleId: string;
  severity: Severity;
  message: string;
  /** Relative to the template folder, with "/" separators: `blocks/product-card.block`. */
  file: string;
  start: Position;
  end: Position;
  /** A replacement the author most likely meant (an unknown formatter's nearest known name). */
  suggestion?: string;
}

/** Sorted by file, then position, then rule id: the order both reports print. */
export function compareOffenses(a: Offense, b: Offense): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.start.line - b.start.line || a.start.column - b.start.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}
