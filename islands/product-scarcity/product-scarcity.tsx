/**
 * ProductScarcity island: one low-stock notice ("Only 3 left in stock") of a product page. A notice bound to a
 * variant shows once the visitor has chosen exactly that variant; the product's own notice shows until a
 * variant is chosen (always, for a product without options).
 */
import { useStore } from '@nanostores/react';
import { useRootState } from '../island-root/island-root';
import { $selections, selectionOf } from '../stores/product-form';

export interface ProductScarcityProps {
  itemId: string;
  optionNames: string[];
  /** The variant this notice is about (data-variant-attributes), or null for the product as a whole. */
  attributes: Record<string, string> | null;
  /** The notice as printed. */
  text: string;
}

export function isScarcityShown(
  optionNames: readonly string[],
  attributes: Readonly<Record<string, string>> | null,
  selection: Readonly<Record<string, string>>,
): boolean {
  const variantChosen = optionNames.length > 0 && optionNames.every((name) => selection[name]);
  if (attributes === null) return !variantChosen;
  return variantChosen && optionNames.every((name) => attributes[name] === selection[name]);
}

export function ProductScarcity({ itemId, optionNames, attributes, text }: ProductScarcityProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  useRootState(!isScarcityShown(optionNames, attributes, selection));
  return <>{text}</>;
}
