/**
 * Defensive readers for product JSON: template data is whatever the owner
 * wrote, so every field may be missing or of the wrong type.
 */
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

/** JSON truthiness, as a template section sees it (true, non-zero numbers, non-empty strings, lists and objects). */
export function isFlagSet(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return false;
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
