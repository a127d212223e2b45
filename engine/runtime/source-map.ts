import type { Span } from '../errors';

/** Turns offsets in a template's source into 1-based line and column, computed only when an error needs them. */
export class SourceMap {
  private lineStarts: number[] | null = null;

  constructor(
    readonly source: string,
    /** The partial's name, or null for the main template. */
    readonly name: string | null = null,
  ) {}

  /** The span of `source[start..end)`; an empty or reversed range covers one character. */
  span(start: number, end: number): Span {
    const from = this.position(start);
    const to = this.position(Math.max(end, start + 1));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }

  position(offset: number): { line: number; column: number } {
    const starts = (this.lineStarts ??= computeLineStarts(this.source));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
}

function computeLineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
