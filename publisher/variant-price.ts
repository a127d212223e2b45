/**
 * Renders the product-price widget for one variant of a product, with the page's context (money format,
 * locale), so the ProductPrice island can show a chosen variant's price exactly as the engine prints it.
 */
import { compile, execute, type CompiledTemplate } from '../engine';
import type { JsonObject } from './source/read-json';

const PRICE_TEMPLATE = '{item|product-price}';
let compiled: CompiledTemplate | undefined;

function priceTemplate(): CompiledTemplate {
  if (!compiled) {
    const { code, errors } = compile(PRICE_TEMPLATE);
    if (errors.length > 0) throw new Error(`${PRICE_TEMPLATE}: ${errors.map((e) => e.message).join('; ')}`);
    compiled = code;
  }
  return compiled;
}

function withOnlyVariant(item: JsonObject, sku: string): JsonObject {
  const content = (item.structuredContent ?? {}) as JsonObject;
  const variants = Array.isArray(content.variants) ? content.variants : [];
  const variant = variants.find((v) => (v as JsonObject | null)?.sku === sku);
  return { ...item, structuredContent: { ...content, variants: variant ? [variant] : [] } };
}

export function variantPriceRenderer(context: JsonObject, locale: string, now: number) {
  return (item: JsonObject, sku: string): string =>
    execute(priceTemplate(), { json: { ...context, item: withOnlyVariant(item, sku) }, locale, now }).output;
}
