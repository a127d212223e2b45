/**
 * A problem the preview shows the template author: where it is (file, start and end), what it says, and a code
 * frame of the lines around it with a caret under the span (the overlay prints it as it is).
 */
export type Severity = 'error' | 'warning';

export interface Position {
  line: number;
  column: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Relative to the template (or content) folder, `/`-separated: `blocks/product-card.block`. */
  file: string;
  message: string;
  start?: Position;
  end?: Position;
  /** The lines around `start`, numbered, with `^` under the span; empty without a position. */
  frame: string;
}

/** The fields an engine error or warning may carry; spans are read in either of the shapes the engine may use. */
export interface EngineProblem {
  message: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  start?: Position;
  end?: Position;
}

const CONTEXT_LINES = 2;

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let i = 0; i < before.length; i++) if (before.charCodeAt(i) === 10) line++;
  return { line, column: before.length - lastBreak };
}

/** Numbered lines around `start`, and a caret line under the span (to the end of the line when it spans several). */
export function codeFrame(source: string, start: Position, end?: Position): string {
  const lines = source.split('\n');
  const at = Math.min(Math.max(start.line, 1), lines.length);
  const first = Math.max(1, at - CONTEXT_LINES);
  const last = Math.min(lines.length, at + CONTEXT_LINES);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1].replace(/\t/g, ' ').replace(/\r$/, '');
    out.push(`${n === at ? '>' : ' '} ${String(n).padStart(width)} | ${text}`);
    if (n === at) {
      const from = Math.max(1, start.column);
      const to = end && end.line === start.line && end.column > from ? end.column : from + 1;
      const length = end && end.line > start.line ? Math.max(1, text.length - from + 1) : to - from;
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(from - 1)}${'^'.repeat(Math.max(1, length))}`);
    }
  }
  return out.join('\n');
}

function startOf(problem: EngineProblem): Position | undefined {
  if (problem.start) return problem.start;
  return problem.line === undefined ? undefined : { line: problem.line, column: problem.column ?? 1 };
}

function endOf(problem: EngineProblem): Position | undefined {
  if (problem.end) return problem.end;
  return problem.endLine === undefined ? undefined : { line: problem.endLine, column: problem.endColumn ?? 1 };
}

/** A diagnostic from an engine problem in `file` (whose text is `source`), positions shifted by `lineOffset`. */
export function diagnosticOf(severity: Severity, file: string, source: string, problem: EngineProblem, lineOffset = 0): Diagnostic {
  const shift = (p: Position | undefined) => (p ? { line: p.line - lineOffset, column: p.column } : undefined);
  const start = shift(startOf(problem));
  const end = shift(endOf(problem));
  return {
    severity,
    file,
    message: problem.message,
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    frame: start ? codeFrame(source, start, end) : '',
  };
}

/** `blocks/x.block:3:14: message`, the form editors and terminals link. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.start ? `${d.file}:${d.start.line}:${d.start.column}` : d.file;
  return `${where}: ${d.message}`;
}
