/**
 * Defensive readers for product JSON: template data is whatever the owner
 * wrote, so every field may be missing or of the wrong type.
 */
import { isTruthy } from '../runtime/values';
import type { ProductItem, ProductVariant, StructuredContent } from './product-json';

const NO_VARIANTS: readonly ProductVariant[] = [];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function structuredContentOf(item: unknown): StructuredContent | undefined {
  if (!isRecord(item)) return undefined;
  const content = item.structuredContent;
  return isRecord(content) ? (content as StructuredContent) : undefined;
}

/** The variants that are objects; anything else in the list is skipped. */
export function variantsOf(item: ProductItem | unknown): readonly ProductVariant[] {
  const list = structuredContentOf(item)?.variants;
  if (!Array.isArray(list)) return NO_VARIANTS;
  for (const entry of list) {
    if (!isRecord(entry)) return list.filter(isRecord) as ProductVariant[];
  }
  return list;
}

/** A product flag (`onSale`, …) read as a template section reads a value, as Squarespace's price rules do. */
export function isFlagSet(value: unknown): boolean {
  return isTruthy(value);
}

/** A number or numeric string as a number; `undefined` for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
