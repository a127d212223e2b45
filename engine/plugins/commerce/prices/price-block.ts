/**
 * The markup around a displayed price, shared by product-price and
 * subscription-price: one price, "from" a price, or a sale beside the original.
 */

const SALE_LABEL = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const ORIGINAL_LABEL = '<span class="visually-hidden v6-visually-hidden">Original Price:</span>';

/** What goes inside the block, each part already rendered. */
export type PriceBlockBody =
  | { kind: 'none' }
  | { kind: 'single'; text: string }
  /** A line that ends with a blank line: "from …", or a message such as "Unavailable". */
  | { kind: 'line'; text: string }
  | { kind: 'sale'; text: string; original: string };

/** `<div class="product-price">…</div>`, spaced as the reference storefront writes it. */
export function priceBlock(className: string, body: PriceBlockBody): string {
  return `\n\n\n<div class="${className}">\n${bodyText(body)}\n</div>`;
}

function bodyText(body: PriceBlockBody): string {
  switch (body.kind) {
    case 'single':
      return body.text;
    case 'line':
      return `${body.text}\n`;
    case 'sale':
      return `${SALE_LABEL}${body.text} ${ORIGINAL_LABEL}<span class="original-price">${body.original}</span>\n`;
    default:
      return '';
  }
}
