/** `humanizeDuration`: a duration in milliseconds as "m:ss" (minutes are not folded into hours). */
import type { FormatterSpec } from '../../api';
import { toNumber } from '../../core/coercion';

export function humanizeDuration(milliseconds: number): string {
  const totalSeconds = Number.isNaN(milliseconds) ? 0 : Math.trunc(milliseconds / 1000);
  const minutes = Math.trunc(totalSeconds / 60);
  const seconds = String(totalSeconds % 60);
  return `${minutes}:${seconds.length === 1 ? '0' + seconds : seconds}`;
}

export const humanizeDurationFormatters: Record<string, FormatterSpec> = {
  humanizeDuration: { apply: (value) => humanizeDuration(toNumber(value)) },
};
