/**
 * How the reference's message argument converter reads a money-like object: when printing it or reading it
 * as a number (`{0}`, plural, `decimal`), an object with a `decimalValue` (else a `value`) field stands for
 * that field, so `{value: "12.50", currency: "USD"}` prints as 12.50 and counts as 12.5.
 */
export function messageAmount(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record.decimalValue !== undefined) return record.decimalValue;
  return record.value !== undefined ? record.value : value;
}
