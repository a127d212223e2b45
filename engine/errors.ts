/**
 * Template errors: data, never exceptions out of the public API. Each carries
 * the line and column (1-based) of the instruction it concerns.
 */

export interface TemplateError {
  /** Permanent kind: 'syntax', 'formatter', 'predicate', 'partial', 'expression', 'execution', ... */
  type: string;
  message: string;
  line?: number;
  column?: number;
}

export function templateError(type: string, message: string, line?: number, column?: number): TemplateError {
  const e: TemplateError = { type, message };
  if (line !== undefined) e.line = line;
  if (column !== undefined) e.column = column;
  return e;
}
