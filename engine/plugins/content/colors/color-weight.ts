/** `color-weight`: whether a hex colour ("#rgb" … "#rrggbb") reads as "light" or "dark". */
import type { FormatterSpec } from '../../api';

/** Spec §5: 3 to 6 hex digits, with or without "#". */
const HEX_COLOR = /^#?([0-9a-fA-F]{3,6})$/;

/** Spec §9: colours above half of 0xFFFFFF are light. */
const LIGHT_THRESHOLD = 0xffffff / 2;

/** The colour as a 24-bit number ("#abc" means "#aabbcc"), or undefined when unrecognised. */
export function parseHexColor(value: string): number | undefined {
  const match = HEX_COLOR.exec(value);
  if (match === null) return undefined;
  let digits = match[1];
  if (digits.length === 3) digits = digits[0] + digits[0] + digits[1] + digits[1] + digits[2] + digits[2];
  return parseInt(digits, 16);
}

export const colorWeightFormatters: Record<string, FormatterSpec> = {
  'color-weight': {
    apply(value) {
      // A number is read as its digits, as the reference reads any value as text (554 is #555544).
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
      const color = text === undefined ? undefined : parseHexColor(text);
      if (color === undefined) return undefined;
      return color > LIGHT_THRESHOLD ? 'light' : 'dark';
    },
  },
};
