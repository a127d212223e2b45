/**
 * ProductPrice island: the `product-price` markup of a product page. When the visitor's choice names one
 * variant it shows that variant's price, as the engine printed it for that variant at build time.
 */
import { useStore } from '@nanostores/react';
import { HtmlTree, type HtmlTreeNode } from '../html-tree/html-tree';
import { chosenVariant } from '../product/product-data';
import { $selections, selectionOf } from '../stores/product-form';

export interface ProductPriceProps {
  itemId: string;
  optionNames: string[];
  variants: { sku: string; attributes: Record<string, string> }[];
  /** The price as printed for the product (`from $20.00`). */
  initial: HtmlTreeNode[];
  /** Each variant's price as printed for that variant alone, by sku. */
  bySku: Record<string, HtmlTreeNode[]>;
}

export function ProductPrice({ itemId, optionNames, variants, initial, bySku }: ProductPriceProps) {
  const selection = selectionOf(itemId, useStore($selections, { ssr: 'initial' }));
  const variant = chosenVariant(optionNames, variants, selection);
  return <HtmlTree nodes={(variant && bySku[variant.sku]) || initial} />;
}
