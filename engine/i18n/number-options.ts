/**
 * The number options templates write as `key:value` arguments
 * (`maxfrac:2 round:down group`) and how they map onto `Intl.NumberFormat`.
 */
import type { NumberFormatOptions, RoundingMode } from './intl-cache';

/** Rounding names as templates write them. */
export type RoundingName =
  | 'half-even' | 'half-up' | 'half-down' | 'up' | 'down' | 'ceiling' | 'floor' | 'truncate';

/** How digit limits combine: fraction digits, significant digits, or significant digits capped by fraction digits. */
export type DigitMode = 'default' | 'fractions' | 'significant' | 'significant-maxfrac';

/** Digit, grouping and rounding options shared by decimals, money and percentages. */
export interface DigitOptions {
  group?: boolean;
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumSignificantDigits?: number;
  maximumSignificantDigits?: number;
  mode?: DigitMode;
  /** Default `half-even`. */
  round?: RoundingName;
}

/** Spec §9: a number format shows at most 50 digits of each kind a template can ask for. */
export const NUMBER_FORMAT_DIGIT_LIMIT = 50;

/** The most fraction digits this runtime's Intl accepts: 100 since ES2023, 20 before (Node 20). */
export const INTL_FRACTION_LIMIT = ((): number => {
  try {
    new Intl.NumberFormat('en', { minimumFractionDigits: 100, maximumFractionDigits: 100 });
    return 100;
  } catch {
    return 20;
  }
})();

const ROUNDING: Record<RoundingName, RoundingMode> = {
  'half-even': 'halfEven',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  floor: 'floor',
};

const DIGIT_KEYS: Record<string, keyof DigitOptions> = {
  minint: 'minimumIntegerDigits',
  minimumintegerdigits: 'minimumIntegerDigits',
  minfrac: 'minimumFractionDigits',
  minimumfractiondigits: 'minimumFractionDigits',
  maxfrac: 'maximumFractionDigits',
  maximumfractiondigits: 'maximumFractionDigits',
  minsig: 'minimumSignificantDigits',
  minimumsignificantdigits: 'minimumSignificantDigits',
  maxsig: 'maximumSignificantDigits',
  maximumsignificantdigits: 'maximumSignificantDigits',
};

/** Splits `key:value` arguments (a bare `key` means `key:true`), keeping the case of keys. */
export function parseKeyValueArgs(args: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon < 0) options.set(arg, 'true');
    else options.set(arg.slice(0, colon), arg.slice(colon + 1));
  }
  return options;
}

/** Reads the digit options out of parsed arguments; unknown or malformed values are ignored. */
export function readDigitOptions(args: ReadonlyMap<string, string>): DigitOptions {
  const options: DigitOptions = {};
  for (const [name, value] of args) {
    const key = name.toLowerCase();
    const digitKey = DIGIT_KEYS[key];
    if (digitKey !== undefined) {
      const digits = Number(value);
      if (Number.isInteger(digits) && digits >= 0) (options as Record<string, number>)[digitKey] = Math.min(digits, NUMBER_FORMAT_DIGIT_LIMIT);
    } else if (key === 'group' || key === 'grouping') {
      options.group = value !== 'false';
    } else if (key === 'no-group') {
      options.group = false;
    } else if (key === 'round' || key === 'rounding') {
      if (value in ROUNDING) options.round = value as RoundingName;
    } else if (key === 'mode') {
      if (value === 'default' || value === 'fractions' || value === 'significant' || value === 'significant-maxfrac') {
        options.mode = value;
      }
    }
  }
  return options;
}

/**
 * The `Intl.NumberFormat` options for some digit options. `defaults` fills in
 * fraction digits the caller did not give (a currency's digits, for instance).
 */
export function toIntlDigits(options: DigitOptions, defaults: DigitOptions = {}): NumberFormatOptions {
  const intl: NumberFormatOptions = { roundingMode: ROUNDING[options.round ?? 'half-even'] };
  if (options.group !== undefined) intl.useGrouping = options.group;
  if (options.minimumIntegerDigits !== undefined) intl.minimumIntegerDigits = clamp(options.minimumIntegerDigits, 1, 21);
  const significant = options.minimumSignificantDigits !== undefined || options.maximumSignificantDigits !== undefined;
  const fractions = options.minimumFractionDigits !== undefined || options.maximumFractionDigits !== undefined;
  const mode = options.mode ?? 'default';
  const useSignificant = mode === 'significant' || mode === 'significant-maxfrac' || (mode === 'default' && significant && !fractions);
  const useFractions = mode !== 'significant';
  if (useSignificant && significant) {
    if (options.minimumSignificantDigits !== undefined) intl.minimumSignificantDigits = clamp(options.minimumSignificantDigits, 1, 21);
    if (options.maximumSignificantDigits !== undefined) intl.maximumSignificantDigits = clamp(options.maximumSignificantDigits, 1, 21);
    // Intl throws when a minimum exceeds its maximum; read that as "at least the minimum".
    const minSig = intl.minimumSignificantDigits;
    if (minSig !== undefined && intl.maximumSignificantDigits !== undefined && minSig > intl.maximumSignificantDigits) {
      intl.maximumSignificantDigits = minSig;
    }
  }
  if (useFractions && !(useSignificant && significant && mode !== 'significant-maxfrac')) {
    let min = options.minimumFractionDigits ?? defaults.minimumFractionDigits;
    let max = options.maximumFractionDigits ?? defaults.maximumFractionDigits;
    // A default must give way to what the template wrote: `maxfrac:1` on dollars shows one digit.
    if (min !== undefined && max !== undefined && min > max) {
      if (options.minimumFractionDigits === undefined) min = max;
      else max = min;
    }
    // Digits past Intl's limit are padded by the caller (padFractionDigits).
    if (min !== undefined) intl.minimumFractionDigits = clamp(min, 0, INTL_FRACTION_LIMIT);
    if (max !== undefined) intl.maximumFractionDigits = clamp(max, 0, INTL_FRACTION_LIMIT);
    if (useSignificant && significant) intl.roundingPriority = 'lessPrecision';
  }
  return intl;
}

/**
 * Pads a formatted number with zeros up to `minimumFractionDigits` when Intl
 * could not show that many (see INTL_FRACTION_LIMIT); `parts` are its formatToParts.
 */
export function padFractionDigits(parts: readonly Intl.NumberFormatPart[], minimumFractionDigits: number, decimalSeparator: string): string {
  let shown = 0;
  let last = -1;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].type === 'fraction') {
      shown += parts[i].value.length;
      last = i;
    } else if (parts[i].type === 'integer' && last < 0) {
      last = i;
    }
  }
  const missing = minimumFractionDigits - shown;
  if (missing <= 0 || last < 0) return parts.map((p) => p.value).join('');
  const zeros = (shown === 0 ? decimalSeparator : '') + '0'.repeat(missing);
  return parts.map((p, i) => (i === last ? p.value + zeros : p.value)).join('');
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** A stable text naming a set of Intl options, for formatter caches. */
export function optionsKey(options: object): string {
  return JSON.stringify(options);
}
