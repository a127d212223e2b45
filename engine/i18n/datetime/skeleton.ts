/**
 * CLDR date skeletons (`yMMMd`, `EEEEMMMMd`, `hm`, `Bh`) as `Intl.DateTimeFormat`
 * component options; Intl then picks the locale's best pattern for them.
 */

type Options = Intl.DateTimeFormatOptions & Record<string, unknown>;

const TEXT_WIDTHS = ['short', 'short', 'short', 'long', 'narrow'] as const;

/** Options for a skeleton; letters Intl cannot express (quarters, weeks, day of year) are skipped. */
export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const options: Options = {};
  let i = 0;
  while (i < skeleton.length) {
    const letter = skeleton[i] as string;
    let count = 1;
    while (skeleton[i + count] === letter) count++;
    i += count;
    applyField(options, letter, count);
  }
  return options;
}

/** Whether a skeleton asks for any time field (hours, minutes, seconds). */
export function hasTimeFields(skeleton: string): boolean {
  return /[hHkKjJCmsSB]/.test(skeleton);
}

// CLDR's field letters: day period and smaller are time fields, the rest date fields.
const DATE_LETTERS = /[GyYurUQqMLlwWEcedgDF]/;
const TIME_LETTERS = /[abBhHkKjJCmsASvzZOVXx]/;

/**
 * Splits a skeleton into its date and its time letters (`yMMMdhm` gives
 * `yMMMd` and `hm`), as CLDR does before matching each half; letters that are
 * no field are dropped. Either half may be empty.
 */
export function splitSkeleton(skeleton: string): { date: string; time: string } {
  let date = '';
  let time = '';
  for (const letter of skeleton) {
    if (DATE_LETTERS.test(letter)) date += letter;
    else if (TIME_LETTERS.test(letter)) time += letter;
  }
  return { date, time };
}

function textWidth(count: number): 'short' | 'long' | 'narrow' {
  return TEXT_WIDTHS[Math.min(count, 5) - 1] as 'short' | 'long' | 'narrow';
}

function numericWidth(count: number): 'numeric' | '2-digit' {
  return count === 2 ? '2-digit' : 'numeric';
}

function applyField(options: Options, letter: string, count: number): void {
  switch (letter) {
    case 'G':
      options.era = textWidth(count);
      break;
    case 'y':
    case 'Y':
    case 'u':
    case 'U':
    case 'r':
      options.year = numericWidth(count);
      break;
    case 'M':
    case 'L':
      options.month = count <= 2 ? numericWidth(count) : textWidth(count);
      break;
    case 'd':
      options.day = numericWidth(count);
      break;
    case 'E':
    case 'c':
    case 'e':
      // `e`/`c` with one or two letters are numeric weekdays, which no CLDR pattern holds: the reference's
      // best fit is the pattern with the short weekday (`yMMMde` as `yMMMEd`).
      options.weekday = letter === 'E' || count >= 3 ? textWidth(count) : 'short';
      break;
    case 'h':
    case 'H':
    case 'K':
    case 'k':
      options.hour = numericWidth(count);
      options.hourCycle = letter === 'h' ? 'h12' : letter === 'H' ? 'h23' : letter === 'K' ? 'h11' : 'h24';
      break;
    case 'j':
    case 'J':
    case 'C':
      options.hour = numericWidth(count);
      break;
    case 'm':
      options.minute = numericWidth(count);
      break;
    case 's':
      options.second = numericWidth(count);
      break;
    case 'S':
      options.fractionalSecondDigits = Math.min(count, 3) as 1 | 2 | 3;
      break;
    case 'B':
      options.dayPeriod = textWidth(count);
      break;
    case 'z':
      options.timeZoneName = count >= 4 ? 'long' : 'short';
      break;
    case 'Z':
    case 'O':
    case 'x':
    case 'X':
      options.timeZoneName = count >= 4 ? 'longOffset' : 'shortOffset';
      break;
    case 'v':
    case 'V':
      options.timeZoneName = count >= 4 ? 'longGeneric' : 'shortGeneric';
      break;
    default:
      break;
  }
}

const FIELD_OPTIONS = ['era', 'year', 'month', 'day', 'weekday', 'hour', 'minute', 'second', 'dayPeriod', 'timeZoneName'] as const;

/**
 * Options for a skeleton as the reference's best-fit match reads it. CLDR has patterns for some field sets
 * only, and a skeleton without one is formatted with the closest pattern (fewest fields missing): a lone
 * minute with `Hm`, a lone second with `ms`, a lone day period with `h` (`Bh` for `B`), a lone era with `Gy`,
 * a lone zone with `Hv`, and a skeleton with no field at all with the first one-field pattern, `E`. `J` is an hour without a day
 * period; fractional seconds show only beside seconds.
 */
export function bestFitSkeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const options = skeletonOptions(skeleton) as Options;
  const has = (key: (typeof FIELD_OPTIONS)[number]) => options[key] !== undefined;
  if (/J/.test(skeleton) && options.hourCycle === undefined) options.hourCycle = 'h23';
  if (/A/.test(skeleton) && !has('second')) options.second = 'numeric';
  if (options.fractionalSecondDigits !== undefined && !has('second')) delete options.fractionalSecondDigits;
  if (!has('hour') && (has('dayPeriod') || /[ab]/.test(skeleton))) {
    options.hour = 'numeric';
    options.hourCycle = 'h12';
  }
  // An hour and a second without a minute have no CLDR pattern; the closest, `hms`, adds the minute.
  if (has('hour') && has('second') && !has('minute')) options.minute = '2-digit';
  if (has('minute') && !has('hour') && !has('second')) {
    options.hour = '2-digit';
    options.minute = '2-digit';
    options.hourCycle = 'h23';
  } else if (has('second') && !has('minute') && !has('hour')) {
    options.minute = '2-digit';
    options.second = '2-digit';
  }
  if (has('era') && !has('year') && !has('month') && !has('day') && !has('weekday')) options.year = 'numeric';
  // A weekday beside a month, year or era but no day has no CLDR pattern; the closest adds the day (and the
  // month, and the era's year): `ME` as `MEd`, `yE` as `yMEd`, `GE` as `GyMEd`.
  if (has('weekday') && !has('day') && (has('month') || has('year') || has('era'))) {
    options.day = 'numeric';
    if (!has('month')) options.month = 'numeric';
    if (has('era') && !has('year')) options.year = 'numeric';
  }
  if (has('timeZoneName') && FIELD_OPTIONS.every((key) => key === 'timeZoneName' || !has(key))) {
    // The hour's digits are the locale's `Hv` pattern's: `HH'h'` in English, `H時` in Japanese.
    options.hour = 'numeric';
    options.hourCycle = 'h23';
  }
  if (!FIELD_OPTIONS.some(has)) options.weekday = 'short';
  return options;
}
