// The one rounding rule of pricing: a fractional cent amount (a tax line, a percentage discount) is rounded
// half up to whole cents, once per line, so every line on the receipt adds up to the total shown.

/**
 * Rounds a non-negative cent amount half up: 47.5 → 48, 47.49 → 47. The value is first cut to 12 significant
 * digits, so binary noise such as 200 × 0.0725 = 14.499999999999998 still rounds as the decimal 14.5 would.
 */
export function roundHalfUpCents(cents: number): number {
  if (!(cents > 0)) return 0;
  return Math.floor(Number(cents.toPrecision(12)) + 0.5);
}
