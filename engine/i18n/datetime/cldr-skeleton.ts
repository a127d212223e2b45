/**
 * CLDR skeleton matching as the reference does it, for the skeletons Intl cannot take (quarters, weeks, the
 * Julian day): a skeleton's fields ranked by kind and width, the closest pattern of a locale, and the pattern's
 * field widths adjusted to the skeleton's.
 */

/** A parsed pattern: literal text, or a field letter with its width. */
export type PatternNode = string | readonly [letter: string, width: number];

// Field slots, in CLDR's order: era, year, quarter, month, week of year, week of month, weekday, day, day of
// year, weekday in month, day period, hour, minute, second, fraction, zone. Time fields start at DAY_PERIOD.
const SLOTS = 16;
const DAY_PERIOD = 10;
const MONTH = 3;
const WEEKDAY = 6;

// How a field's kind ranks: numbers above zero (and grow with the width), names below (by width).
const DELTA = 16;
const NUMERIC = 256;
const NARROW = -257;
const SHORTER = -258;
const SHORT = -259;
const LONG = -260;
/** Distance for a field the skeleton asks for and the pattern lacks, and for one the pattern adds. */
const FIELD_LACKING = 65536;
const FIELD_ADDED = 4096;

/** [letter, slot, rank, shortest width, longest width]: the rows of CLDR's field table. */
type FieldRow = readonly [string, number, number, number, number];

// prettier-ignore
const FIELD_ROWS: readonly FieldRow[] = [
  ['G', 0, SHORT, 1, 3], ['G', 0, LONG, 4, 4], ['G', 0, NARROW, 5, 5],
  ['y', 1, NUMERIC, 1, 20], ['Y', 1, NUMERIC + DELTA, 1, 20], ['u', 1, NUMERIC + 2 * DELTA, 1, 20],
  ['r', 1, NUMERIC + 3 * DELTA, 1, 20], ['U', 1, SHORT, 1, 3], ['U', 1, LONG, 4, 4], ['U', 1, NARROW, 5, 5],
  ['Q', 2, NUMERIC, 1, 2], ['Q', 2, SHORT, 3, 3], ['Q', 2, LONG, 4, 4], ['Q', 2, NARROW, 5, 5],
  ['q', 2, NUMERIC + DELTA, 1, 2], ['q', 2, SHORT - DELTA, 3, 3], ['q', 2, LONG - DELTA, 4, 4], ['q', 2, NARROW - DELTA, 5, 5],
  ['M', 3, NUMERIC, 1, 2], ['M', 3, SHORT, 3, 3], ['M', 3, LONG, 4, 4], ['M', 3, NARROW, 5, 5],
  ['L', 3, NUMERIC + DELTA, 1, 2], ['L', 3, SHORT - DELTA, 3, 3], ['L', 3, LONG - DELTA, 4, 4], ['L', 3, NARROW - DELTA, 5, 5],
  ['l', 3, NUMERIC + DELTA, 1, 1],
  ['w', 4, NUMERIC, 1, 2], ['W', 5, NUMERIC, 1, 1],
  ['E', 6, SHORT, 1, 3], ['E', 6, LONG, 4, 4], ['E', 6, NARROW, 5, 5], ['E', 6, SHORTER, 6, 6],
  ['c', 6, NUMERIC + 2 * DELTA, 1, 2], ['c', 6, SHORT - 2 * DELTA, 3, 3], ['c', 6, LONG - 2 * DELTA, 4, 4],
  ['c', 6, NARROW - 2 * DELTA, 5, 5], ['c', 6, SHORTER - 2 * DELTA, 6, 6],
  ['e', 6, NUMERIC + DELTA, 1, 2], ['e', 6, SHORT - DELTA, 3, 3], ['e', 6, LONG - DELTA, 4, 4],
  ['e', 6, NARROW - DELTA, 5, 5], ['e', 6, SHORTER - DELTA, 6, 6],
  ['d', 7, NUMERIC, 1, 2], ['g', 7, NUMERIC + DELTA, 1, 20], ['D', 8, NUMERIC, 1, 3], ['F', 9, NUMERIC, 1, 1],
  ['a', 10, SHORT, 1, 3], ['a', 10, LONG, 4, 4], ['a', 10, NARROW, 5, 5],
  ['b', 10, SHORT - DELTA, 1, 3], ['b', 10, LONG - DELTA, 4, 4], ['b', 10, NARROW - DELTA, 5, 5],
  ['B', 10, SHORT - 3 * DELTA, 1, 3], ['B', 10, LONG - 3 * DELTA, 4, 4], ['B', 10, NARROW - 3 * DELTA, 5, 5],
  ['H', 11, NUMERIC + 10 * DELTA, 1, 2], ['k', 11, NUMERIC + 11 * DELTA, 1, 2], ['h', 11, NUMERIC, 1, 2],
  ['K', 11, NUMERIC + DELTA, 1, 2],
  ['m', 12, NUMERIC, 1, 2], ['s', 13, NUMERIC, 1, 2], ['A', 13, NUMERIC + DELTA, 1, 1000], ['S', 14, NUMERIC, 1, 1000],
  ['v', 15, SHORT - 2 * DELTA, 1, 1], ['v', 15, LONG - 2 * DELTA, 4, 4], ['z', 15, SHORT, 1, 3], ['z', 15, LONG, 4, 4],
  ['Z', 15, NARROW - DELTA, 1, 3], ['Z', 15, LONG - DELTA, 4, 4], ['Z', 15, SHORT - DELTA, 5, 5],
  ['O', 15, SHORT - DELTA, 1, 1], ['O', 15, LONG - DELTA, 4, 4],
  ['V', 15, SHORT - DELTA, 1, 1], ['V', 15, LONG - DELTA, 2, 2], ['V', 15, LONG - 1 - DELTA, 3, 3], ['V', 15, LONG - 2 - DELTA, 4, 4],
  ['X', 15, NARROW - DELTA, 1, 1], ['X', 15, SHORT - DELTA, 2, 2], ['X', 15, LONG - DELTA, 4, 4],
  ['x', 15, NARROW - DELTA, 1, 1], ['x', 15, SHORT - DELTA, 2, 2], ['x', 15, LONG - DELTA, 4, 4],
];

/** The letters a pattern or skeleton treats as fields (j, J and C are skeleton-only hour letters). */
const FIELD_LETTERS = new Set('GyYurUQqMLlwWdDFgEeca bBhHKkjJCmsSAzZOvVXx'.replace(' ', ''));

/** The row for a letter at a width: the first whose widths hold it, else the letter's last row. */
function fieldRow(letter: string, width: number): FieldRow | undefined {
  let last: FieldRow | undefined;
  for (const row of FIELD_ROWS) {
    if (row[0] !== letter) continue;
    last = row;
    if (row[3] <= width && width <= row[4]) return row;
  }
  return last;
}

interface SlotField {
  letter: string;
  width: number;
  /** How often the canonical key repeats the letter (the row's shortest width). */
  repeat: number;
}

/** A skeleton (or a pattern read as one): per slot, its rank and the field filling it. */
export interface Skeleton {
  /** The key it is looked up by: the skeleton as written, or a pattern's canonical letters. */
  key: string;
  ranks: number[];
  fields: (SlotField | undefined)[];
  /** Set when the skeleton was read off a standard pattern, which is then its pattern. */
  pattern?: string;
}

function place(s: Skeleton, letter: string, width: number): void {
  const row = fieldRow(letter, width);
  if (row === undefined) return;
  const slot = row[1];
  s.ranks[slot] = row[2] + (row[2] > 0 ? width : 0);
  s.fields[slot] = { letter, width, repeat: row[3] };
}

/** The canonical key: each field in slot order, names once, numbers at their shortest width. */
function canonicalKey(s: Skeleton): string {
  let key = '';
  for (const field of s.fields) {
    if (field !== undefined) key += field.letter.repeat('GEzvQ'.includes(field.letter) ? 1 : field.repeat);
  }
  return key;
}

/** The locale's hour patterns the skeleton letters `j`, `J` (preferred) and `C` (first allowed) stand for. */
export interface HourCycles {
  preferred: string;
  allowed: string;
}

/** Without a locale's hour cycles, `j`, `J` and `C` stand for the 24-hour hour. */
const TWENTY_FOUR_HOURS: HourCycles = { preferred: 'H', allowed: 'H' };

/** Places the fields of an hour letter: `j`/`J`/`C` take each field of the locale's hour pattern (its widths). */
function placeRun(s: Skeleton, letter: string, width: number, hours: HourCycles): void {
  if (letter !== 'j' && letter !== 'J' && letter !== 'C') {
    place(s, letter, width);
    return;
  }
  for (const node of parsePattern(letter === 'C' ? hours.allowed : hours.preferred)) {
    if (typeof node !== 'string') place(s, node[0], node[1]);
  }
}

/**
 * Reads a skeleton, or a pattern (`asPattern`: quoted text skipped, keyed by its canonical letters). Runs of
 * one letter make a field; other characters are skipped without ending the run. A 12-hour hour brings the
 * default day period; a 24-hour one drops any day period, and so does a `J` read last among the hour letters.
 */
export function parseSkeleton(raw: string, asPattern = false, hours: HourCycles = TWENTY_FOUR_HOURS): Skeleton {
  const s: Skeleton = { key: '', ranks: new Array<number>(SLOTS).fill(0), fields: new Array<SlotField | undefined>(SLOTS).fill(undefined) };
  let letter = '';
  let width = 0;
  let quoted = false;
  let noDayPeriod = false;
  const flush = () => {
    if (letter === 'j' || letter === 'J' || letter === 'C') noDayPeriod = letter === 'J';
    placeRun(s, letter, width, hours);
  };
  for (const ch of raw) {
    if (quoted) {
      if (ch === "'") quoted = false;
      continue;
    }
    if (ch === "'") quoted = true;
    else if (FIELD_LETTERS.has(ch)) {
      if (ch === letter) width++;
      else {
        if (letter !== '') flush();
        letter = ch;
        width = 1;
      }
    }
  }
  if (letter !== '' && width > 0) flush();
  const hour = s.fields[11];
  if (noDayPeriod) {
    s.ranks[DAY_PERIOD] = 0;
    s.fields[DAY_PERIOD] = undefined;
  } else if (hour !== undefined && (hour.letter === 'h' || hour.letter === 'K')) {
    if (s.fields[DAY_PERIOD] === undefined) {
      s.ranks[DAY_PERIOD] = SHORT;
      s.fields[DAY_PERIOD] = { letter: 'a', width: 1, repeat: 1 };
    }
  } else if (hour !== undefined) {
    s.ranks[DAY_PERIOD] = 0;
    s.fields[DAY_PERIOD] = undefined;
  }
  s.key = asPattern ? canonicalKey(s) : raw;
  if (asPattern) s.pattern = raw;
  return s;
}

/**
 * Splits a skeleton as the reference does before matching each half: the time fields (day period and smaller)
 * move to a skeleton of their own, and both are then keyed by their canonical letters.
 */
export function splitParsedSkeleton(s: Skeleton): { date: Skeleton; time: Skeleton } {
  const empty = (): Skeleton => ({ key: '', ranks: new Array<number>(SLOTS).fill(0), fields: new Array<SlotField | undefined>(SLOTS).fill(undefined) });
  const date = empty();
  const time = empty();
  for (let i = 0; i < SLOTS; i++) {
    const into = i < DAY_PERIOD ? date : time;
    into.ranks[i] = s.ranks[i] as number;
    into.fields[i] = s.fields[i];
  }
  date.key = canonicalKey(date);
  time.key = canonicalKey(time);
  return { date, time };
}

/** Whether the skeleton has a date field (larger than the day period). */
export function hasDateSlot(s: Skeleton): boolean {
  return s.ranks.slice(0, DAY_PERIOD).some((rank) => rank !== 0);
}

/** Whether the skeleton has a time field (day period or smaller). */
export function hasTimeSlot(s: Skeleton): boolean {
  return s.ranks.slice(DAY_PERIOD).some((rank) => rank !== 0);
}

/** The width of a skeleton's month field (0 without one), and whether it has a weekday. */
export function monthWidthOf(s: Skeleton): number {
  return s.fields[MONTH]?.width ?? 0;
}
export function hasWeekday(s: Skeleton): boolean {
  return s.ranks[WEEKDAY] !== 0;
}

function distance(candidate: Skeleton, wanted: Skeleton): number {
  let total = 0;
  for (let i = 0; i < SLOTS; i++) {
    const have = candidate.ranks[i] as number;
    const want = wanted.ranks[i] as number;
    if (have === want) continue;
    if (have === 0) total += FIELD_LACKING;
    else if (want === 0) total += FIELD_ADDED;
    else total += Math.abs(have - want);
  }
  return total;
}

/** A locale's skeletons ready for matching: first-added wins among equal keys, shorter keys tried first. */
export class SkeletonMatcher {
  private readonly byKey = new Map<string, Skeleton>();
  private readonly ordered: Skeleton[] = [];

  add(s: Skeleton): void {
    if (this.byKey.has(s.key)) return;
    this.byKey.set(s.key, s);
    this.ordered.push(s);
  }

  /** Call once all are added (the sort is stable, so equal lengths keep their order). */
  sort(): void {
    this.ordered.sort((a, b) => a.key.length - b.key.length);
  }

  match(wanted: Skeleton): Skeleton | undefined {
    const exact = this.byKey.get(wanted.key);
    if (exact !== undefined) return exact;
    let best: Skeleton | undefined;
    let bestDistance = Number.MAX_SAFE_INTEGER;
    for (const candidate of this.ordered) {
      const d = distance(candidate, wanted);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 0) break;
      }
    }
    return best;
  }
}

/**
 * Splits a pattern into literals and fields: quoted text is literal (quotes dropped), runs of a field letter
 * are one field.
 */
export function parsePattern(raw: string): PatternNode[] {
  const nodes: PatternNode[] = [];
  let text = '';
  let letter = '';
  let width = 0;
  let quoted = false;
  for (const ch of raw) {
    if (quoted) {
      if (ch === "'") {
        quoted = false;
        letter = '';
      } else text += ch;
      continue;
    }
    if (FIELD_LETTERS.has(ch)) {
      if (text !== '') {
        nodes.push(text);
        text = '';
      }
      if (ch === letter) width++;
      else {
        if (letter !== '') nodes.push([letter, width]);
        letter = ch;
        width = 1;
      }
      continue;
    }
    if (letter !== '') nodes.push([letter, width]);
    letter = '';
    if (ch === "'") quoted = true;
    else text += ch;
  }
  if (letter !== '' && width > 0) nodes.push([letter, width]);
  else if (text !== '') nodes.push(text);
  return nodes;
}

/**
 * The pattern with each field's letter and width taken from the skeleton where both hold the same kind of
 * value (both numbers or both names) in that slot; hours, minutes and seconds keep the pattern's. Fields the
 * skeleton asks for and the pattern lacks stay missing, as in the reference.
 */
export function adjustPattern(pattern: readonly PatternNode[], wanted: Skeleton, decimal = '.'): PatternNode[] {
  const out: PatternNode[] = [];
  for (const node of pattern) {
    const row = typeof node === 'string' ? undefined : fieldRow(node[0], node[1]);
    if (typeof node === 'string' || row === undefined) {
      out.push(node);
      continue;
    }
    const slot = row[1];
    if (slot === 11 || slot === 12 || slot === 13) {
      out.push(node);
      // Fractions of a second the skeleton asks for follow the pattern's seconds, after the decimal sign.
      const fraction = wanted.fields[14];
      if (slot === 13 && fraction !== undefined) out.push(decimal, [fraction.letter, fraction.width]);
      continue;
    }
    const want = wanted.ranks[slot] as number;
    const field = wanted.fields[slot];
    const sameKind = (row[2] < 0 && want < 0) || (row[2] > 0 && want > 0);
    out.push(field !== undefined && sameKind ? ([field.letter, field.width] as const) : node);
  }
  return out;
}
