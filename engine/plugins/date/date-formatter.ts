/**
 * `{value|date %A, %B %d %Y}`: an epoch-milliseconds value printed with a
 * strftime pattern in the website time zone; "Invalid Date" when the value
 * cannot be a date (spec §8).
 */
import type { FormatterSpec, JsonValue } from '../api';
import { compileStrftime, renderStrftime, type Segment } from './strftime';
import { wallClock } from './zone-clock';

const INVALID_DATE = 'Invalid Date';
const MAX_EPOCH_MS = 8.64e15;
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

// The engine passes the same args array on every call of one template position.
const patterns = new WeakMap<readonly string[], Segment[]>();

function patternFor(args: readonly string[]): Segment[] {
  let segments = patterns.get(args);
  if (segments === undefined) {
    segments = compileStrftime(args.join(' '));
    patterns.set(args, segments);
  }
  return segments;
}

/**
 * Epoch milliseconds of a value: numbers and numeric strings as they are;
 * null, booleans and containers as the epoch itself (as the reference engine
 * does); `undefined` for text or numbers that cannot be a date.
 */
export function dateMillis(value: JsonValue): number | undefined {
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC.test(text)) return undefined;
    ms = Number(text);
  } else ms = 0;
  ms = Math.trunc(ms);
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? ms : undefined;
}

export const dateFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    const ms = dateMillis(value);
    if (ms === undefined) return INVALID_DATE;
    return renderStrftime(patternFor(args), wallClock(ms, ctx.timeZone));
  },
};
