/**
 * ProductStatus island: the product page's sold-out or sale mark (spec §4 "Product display status"). Once the
 * visitor's choice names a variant it shows that variant's mark (or none), as the engine prints it for that
 * variant alone, so the texts (custom sold-out text, localized strings) are the engine's.
 */
import { useStore } from '@nanostores/react';
import { useRootState } from '../island-root/island-root';
import { chosenVariant } from '../product/product-data';
import { $restocked, $selections, selectionOf } from '../stores/product-form';

export type ProductMarkKind = 'sold-out' | 'sale';

export interface ProductMark {
  kind: ProductMarkKind;
  text: string;
}

export interface ProductStatusProps {
  itemId: string;
  optionNames: string[];
  variants: { sku: string; attributes: Record<string, string> }[];
  /** The mark printed for the product. */
  initial: ProductMark;
  /** Each variant's mark, or null when that variant has none. */
  bySku: Record<string, ProductMark | null>;
}

export function ProductStatus({ itemId, optionNames, variants, initial, bySku }: ProductStatusProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  const variant = chosenVariant(optionNames, variants, selection);
  const restocked = useStore($restocked, { ssr: 'initial' })[itemId] === true;
  const printed = variant && variant.sku in bySku ? bySku[variant.sku] : initial;
  // Sold out at build time, in stock now: no variant's printed sold-out mark holds any more (the server checks adds).
  const mark = restocked && printed?.kind === 'sold-out' ? null : printed;
  useRootState(mark === null, { 'sold-out': mark?.kind === 'sold-out', sale: mark?.kind === 'sale' });
  // A hidden mark keeps its last text: nothing reads it, and the element keeps its size when it shows again.
  return <>{mark?.text ?? initial.text}</>;
}
