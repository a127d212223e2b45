import { describe, expect, it } from 'vitest';
import { additionalFieldsForms, cartPageAdopter, readMinimumOrder } from '../../../../islands/ssr/adopt/cart-page';
import { cartPillProps } from '../../../../islands/ssr/adopt/cart-pill';
import { renderIslands } from '../../../../islands/ssr/render-islands';

const necklace = {
  id: 'n1',
  structuredContent: {
    additionalFieldsFormId: 'f1',
    additionalFieldsForm: { name: 'Engraving', fields: [{ id: 't', type: 'text', title: 'Name to engrave', required: true }] },
  },
};
const broken = { id: 'b1', structuredContent: { additionalFieldsForm: { id: 'f2', fields: 'nope' } } };

describe('cart page adopter', () => {
  it('reads the minimum order setting as cents, none when absent or 0', () => {
    expect(readMinimumOrder({ minimumOrderSubtotal: { value: '20.00', currency: 'USD' } })).toEqual({ cents: 2000, currency: 'USD' });
    expect(readMinimumOrder({ minimumOrderSubtotal: { value: '0', currency: 'USD' } })).toBeUndefined();
    expect(readMinimumOrder({})).toBeUndefined();
    expect(readMinimumOrder(undefined)).toBeUndefined();
  });

  it("collects the products' additional-fields forms by id, leaving out broken ones", () => {
    const forms = additionalFieldsForms([necklace, broken, { id: 'plain', structuredContent: {} }]);
    expect(Object.keys(forms)).toEqual(['f1']);
    expect(forms.f1).toMatchObject({ id: 'f1', name: 'Engraving', fields: [{ id: 't', title: 'Name to engrave' }] });
  });

  it('turns the cart root into a server-rendered CartPage island', () => {
    const html = renderIslands('<main><div id="sqs-cart-root"></div></main>', {
      findItem: () => undefined,
      locale: 'en-US',
      storeSettings: { continueShoppingLinkUrl: '/shop', minimumOrderSubtotal: { value: '10.00', currency: 'USD' } },
      items: () => [necklace],
    });
    expect(html).toMatch(/^<main><div id="sqs-cart-root" data-island="CartPage" data-props='/);
    expect(html).toContain('"continueShoppingUrl":"/shop"');
    expect(html).toContain('"checkoutUrl":"/checkout"');
    expect(html).toContain('"minimumOrder":{"cents":1000,"currency":"USD"}');
    expect(html).toContain('<p class="kiosk-cart__loading">Loading your cart…</p>');
    expect(cartPageAdopter.rootId).toBe('sqs-cart-root');
  });
});

describe('cart pill props', () => {
  it('hide the pill on the cart page, with express checkout, or beside a custom cart indicator', () => {
    expect(cartPillProps('/cart', '<main></main>', {}, false)).toEqual({ cartUrl: '/cart', onCartPage: false });
    expect(cartPillProps('/cart', '<main></main>', {}, true)).toEqual({ cartUrl: '/cart', onCartPage: true });
    expect(cartPillProps('/cart', '<main></main>', { expressCheckout: true }, false)).toMatchObject({ expressCheckout: true });
    expect(cartPillProps('/cart', '<a class="icon sqs-custom-cart" href="/cart">0</a>', {}, false)).toMatchObject({ customCart: true });
  });
});
