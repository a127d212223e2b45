/** A file's text with offset → line/column, so rules work in offsets and offenses carry positions. */
import type { Position } from './offense';

export class SourceText {
  private lineStarts: number[] | null = null;

  constructor(
    /** Relative to the template folder: `collections/blog.item`. */
    readonly name: string,
    readonly text: string,
  ) {}

  position(offset: number): Position {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo] + 1 };
  }

  /** The offset of a 1-based line and column (clamped to the text). */
  offset(position: Position): number {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    const lineStart = starts[Math.max(0, Math.min(position.line - 1, starts.length - 1))];
    return Math.min(this.text.length, lineStart + Math.max(0, position.column - 1));
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
