/** Renders template snippets through Kiosk's engine, so adopter tests read the markup the widgets really print. */
import { compile, execute } from '../../../../engine';

export function renderTemplate(template: string, json: Record<string, unknown>): string {
  const { code, errors } = compile(template);
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
  return execute(code, { json, locale: 'en-US', now: 0 }).output;
}

const money = (value: string) => ({ currency: 'USD', value });

/** A tee like the demo store's: Size × Color, Black/S on sale, White/L out of stock, a picture per colour. */
export const tee = {
  id: 'tee',
  collectionId: 'shop',
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      { sku: 'S-BLK', attributes: { Size: 'S', Color: 'Black' }, priceMoney: money('25.00'), salePriceMoney: money('20.00'), onSale: true, qtyInStock: 10, mainImage: { id: 'img-black' } },
      { sku: 'L-BLK', attributes: { Size: 'L', Color: 'Black' }, priceMoney: money('25.00'), salePriceMoney: money('0.00'), onSale: false, qtyInStock: 10, mainImage: { id: 'img-black' } },
      { sku: 'S-WHT', attributes: { Size: 'S', Color: 'White' }, priceMoney: money('25.00'), salePriceMoney: money('0.00'), onSale: false, qtyInStock: 4, mainImage: { id: 'img-white' } },
      { sku: 'L-WHT', attributes: { Size: 'L', Color: 'White' }, priceMoney: money('25.00'), salePriceMoney: money('0.00'), onSale: false, qtyInStock: 0, mainImage: { id: 'img-white' } },
    ],
  },
};

export function product(id: string, structuredContent: Record<string, unknown>) {
  return { id, collectionId: 'shop', structuredContent: { variants: [{ sku: `${id}-1`, attributes: {}, priceMoney: money('10.00'), qtyInStock: 5 }], ...structuredContent } };
}
