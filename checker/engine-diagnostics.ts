/**
 * The engine's compile-time problems as the checker sees them: errors, and warnings when the engine reports
 * them. Read defensively, so the checker keeps working whichever of the engine's shapes is installed: a
 * `warnings` list beside `errors`, or a `severity`/`kind` field on each entry, and an end position given as
 * `end: { line, column }` or `endLine`/`endColumn`.
 */
import { compile } from '../engine';
import type { Position } from './offense';

export interface EngineDiagnostic {
  severity: 'error' | 'warning';
  /** The engine's permanent kind: 'syntax', 'formatter', 'predicate', 'expression', 'internal', ... */
  type: string;
  message: string;
  start?: Position;
  end?: Position;
}

type Loose = Record<string, unknown>;

function positionOf(line: unknown, column: unknown): Position | undefined {
  return typeof line === 'number' && line > 0 ? { line, column: typeof column === 'number' && column > 0 ? column : 1 } : undefined;
}

function endOf(entry: Loose): Position | undefined {
  const end = entry.end as Loose | undefined;
  if (end && typeof end === 'object') return positionOf(end.line, end.column);
  return positionOf(entry.endLine, entry.endColumn);
}

function startOf(entry: Loose): Position | undefined {
  const start = entry.start as Loose | undefined;
  if (start && typeof start === 'object') return positionOf(start.line, start.column);
  return positionOf(entry.line, entry.column);
}

function severityOf(entry: Loose, listed: 'error' | 'warning'): 'error' | 'warning' {
  const said = entry.severity ?? entry.kind ?? entry.level;
  return said === 'warning' ? 'warning' : said === 'error' ? 'error' : listed;
}

function read(entries: unknown, listed: 'error' | 'warning'): EngineDiagnostic[] {
  if (!Array.isArray(entries)) return [];
  return entries.map((raw) => {
    const entry = raw as Loose;
    const start = startOf(entry);
    const end = endOf(entry);
    return {
      severity: severityOf(entry, listed),
      type: typeof entry.type === 'string' ? entry.type : 'syntax',
      message: String(entry.message ?? ''),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
    };
  });
}

/** Compiles `source` with the engine and gives every problem it reports; an engine crash is one 'internal' error. */
export function engineDiagnostics(source: string): EngineDiagnostic[] {
  try {
    const result = compile(source) as unknown as Loose;
    return [...read(result.errors, 'error'), ...read(result.warnings, 'warning')];
  } catch (e) {
    // compile() promises not to throw; if it does, the author still gets a report and the lead a crash to fix.
    return [{ severity: 'error', type: 'internal', message: `the engine crashed compiling this file: ${(e as Error)?.message ?? String(e)}` }];
  }
}
