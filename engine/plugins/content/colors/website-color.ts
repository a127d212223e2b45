/**
 * `website-color`: a site colour stored as {hue, saturation, lightness, alpha?}
 * printed as CSS `hsl()` / `hsla()`, or the spec §5 messages when it is not valid.
 */
import type { FormatterSpec } from '../../api';
import { looseNumber } from '../../../i18n/epoch-input';
import { field } from '../record-fields';

const MISSING_VALUE = 'Missing an H/S/L value.';

/** Rounds to at most two decimals as the reference does (`toFixed(2)`, which rounds the binary value: 10.555 is 10.55). */
function round2(value: number): number {
  return parseFloat(value.toFixed(2));
}

export function websiteColor(color: unknown): string {
  const hue = field(color, 'hue');
  const saturation = field(color, 'saturation');
  const lightness = field(color, 'lightness');
  if (hue === undefined || saturation === undefined || lightness === undefined) return MISSING_VALUE;
  const alphaValue = field(color, 'alpha');
  // Read as the reference reads them (`asNumber`: "0.5x" is 0.5, "abc" NaN, true 1).
  const h = looseNumber(hue);
  const s = looseNumber(saturation);
  const l = looseNumber(lightness);
  const a = alphaValue === undefined ? undefined : looseNumber(alphaValue);

  // Spec §5: hue 0-360; saturation, lightness and alpha 0-1. Every violation is reported; as in the
  // reference, a saturation or lightness that is no number is out of bounds, a hue or alpha is not.
  let problems = '';
  if (h < 0 || h > 360) problems += 'Hue out of bounds. ';
  if (!(s >= 0 && s <= 1)) problems += 'Saturation out of bounds. ';
  if (!(l >= 0 && l <= 1)) problems += 'Lightness out of bounds. ';
  // The reference writes this last message without the trailing space the others have.
  if (a !== undefined && (a < 0 || a > 1)) problems += 'Alpha out of bounds.';
  if (problems !== '') return problems;

  const hsl = `${round2(h)}, ${round2(s * 100)}%, ${round2(l * 100)}%`;
  return a === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(a)})`;
}

export const websiteColorFormatters: Record<string, FormatterSpec> = {
  'website-color': { apply: (color) => websiteColor(color) },
};
