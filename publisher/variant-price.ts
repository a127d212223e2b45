/**
 * Renders a product widget (its price, its sold-out/sale mark) for one variant of a product, with the page's
 * context (money format, locale, merchandising texts), so an island can show what the engine prints for the
 * chosen variant exactly.
 */
import { compile, execute, type CompiledTemplate } from '../engine';
import type { JsonObject } from './source/read-json';

export type VariantWidget = 'product-price' | 'product-status';

const compiled = new Map<VariantWidget, CompiledTemplate>();

function widgetTemplate(widget: VariantWidget): CompiledTemplate {
  let code = compiled.get(widget);
  if (!code) {
    const source = `{item|${widget}}`;
    const result = compile(source);
    if (result.errors.length > 0) throw new Error(`${source}: ${result.errors.map((e) => e.message).join('; ')}`);
    code = result.code;
    compiled.set(widget, code);
  }
  return code;
}

function withOnlyVariant(item: JsonObject, sku: string): JsonObject {
  const content = (item.structuredContent ?? {}) as JsonObject;
  const variants = Array.isArray(content.variants) ? content.variants : [];
  const variant = variants.find((v) => (v as JsonObject | null)?.sku === sku);
  return { ...item, structuredContent: { ...content, variants: variant ? [variant] : [] } };
}

export function variantWidgetRenderer(widget: VariantWidget, context: JsonObject, locale: string, now: number) {
  return (item: JsonObject, sku: string): string =>
    execute(widgetTemplate(widget), { json: { ...context, item: withOnlyVariant(item, sku) }, locale, now }).output;
}

export function variantPriceRenderer(context: JsonObject, locale: string, now: number) {
  return variantWidgetRenderer('product-price', context, locale, now);
}
