/**
 * Template problems: data, never exceptions out of the public API. Each
 * carries the span of the text it concerns, from (line, column) to
 * (endLine, endColumn), 1-based, the end exclusive, so a code frame can
 * underline exactly that text.
 */

/**
 * An `error` is something Squarespace's engine rejects too (unknown
 * formatter, unbalanced blocks) or a render that went wrong; a `warning` is
 * a problem Squarespace compiles and renders anyway (a formatter's bad
 * argument, a malformed `.eval`): the template still publishes.
 */
export type Severity = 'error' | 'warning';

export interface TemplateError {
  /** Permanent kind: 'syntax', 'formatter', 'predicate', 'partial', 'expression', 'execution', 'limit', ... */
  type: string;
  severity: Severity;
  message: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

/** A warning has the same shape as an error; only its severity differs. */
export type TemplateWarning = TemplateError;

export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export function templateError(type: string, message: string, span?: Span, severity: Severity = 'error'): TemplateError {
  const e: TemplateError = { type, severity, message };
  if (span) {
    e.line = span.line;
    e.column = span.column;
    e.endLine = span.endLine;
    e.endColumn = span.endColumn;
  }
  return e;
}
