/** `humanizeDuration`: a duration in milliseconds as "m:ss" (minutes are not folded into hours). */
import type { FormatterSpec } from '../../api';
import { toNumber } from '../../core/coercion';

/**
 * As the reference computes it, in 32-bit integer arithmetic (`(ms / 1000) | 0`): NaN and infinities are 0
 * seconds and a duration past 2^31 seconds wraps, so every input gives the same text there.
 */
export function humanizeDuration(milliseconds: number): string {
  const totalSeconds = (milliseconds / 1000) | 0;
  const minutes = (totalSeconds / 60) | 0;
  const seconds = String(totalSeconds - minutes * 60);
  return `${minutes}:${seconds.length === 1 ? '0' + seconds : seconds}`;
}

export const humanizeDurationFormatters: Record<string, FormatterSpec> = {
  humanizeDuration: { apply: (value) => humanizeDuration(toNumber(value)) },
};
