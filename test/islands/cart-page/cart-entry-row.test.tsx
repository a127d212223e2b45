import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartEntryRow, type EntryPending } from '../../../islands/cart-page/cart-entry-row';
import type { CartEntry } from '../../../schemas/cart';
import { cartEntry } from '../stores/cart-fixture';

const noop = () => {};
const row = (entry: CartEntry, pending?: EntryPending) =>
  renderToStaticMarkup(
    <CartEntryRow entry={entry} currency="USD" locale="en-US" pending={pending} onQuantity={noop} onRemove={noop} onEdit={noop} />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('CartEntryRow', () => {
  it('shows the image, title, variant, unit price, quantity and line total', () => {
    const html = row(
      cartEntry({ quantity: 2, subTotal: 5000, image: { assetUrl: '/images/tee.jpg', altText: 'A tee' }, url: '/shop/p/tee' }),
    );
    expect(html).toContain('<img src="/images/tee.jpg" alt=""');
    expect(html).toContain('<a class="kiosk-cart-entry__title" href="/shop/p/tee">Tee</a>');
    expect(text(html)).toContain('Size: M Color: Black');
    expect(text(html)).toContain('$25.00 each');
    expect(html).toContain('<p class="kiosk-cart-entry__total">$50.00</p>');
    expect(html).toContain('aria-label="Quantity of Tee"');
    expect(html).toMatch(/<input[^>]*value="2"/);
    expect(html).toContain('aria-label="Remove Tee"');
  });

  it('shows a sale price with the original struck through and screen-reader labels', () => {
    const html = row(cartEntry({ onSale: true, purchasePriceCents: 2000, listPriceCents: 2500, subTotal: 2000 }));
    expect(text(html)).toContain('Sale Price: $20.00 Original Price: $25.00 each');
    expect(html).toContain('<s>$25.00</s>');
  });

  it('lists the additional-fields answers and offers to edit them', () => {
    const html = row(
      cartEntry({
        additionalFieldsFormId: 'f1',
        additionalFields: { t: 'Ada', n: ['Ada', 'Lovelace'] },
        formSubmission: [
          { id: 't', type: 'text', rawTitle: 'Name to engrave', value: 'Ada' },
          { id: 'n', type: 'name', rawTitle: 'Gift for', values: { First: 'Ada', Last: 'Lovelace' } },
        ],
      }),
    );
    expect(text(html)).toContain('Name to engrave Ada Gift for Ada, Lovelace');
    expect(html).toContain('aria-label="Edit the details of Tee"');
    expect(row(cartEntry())).not.toContain('kiosk-cart-entry__edit');
  });

  it('marks a busy line and shows the quantity being sent', () => {
    const html = row(cartEntry({ quantity: 2 }), { quantity: 3 });
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<input[^>]*value="3"/);
    expect(html).toMatch(/aria-label="Remove Tee" aria-disabled="true"/);
  });
});
