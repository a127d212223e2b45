import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from '../../../islands/checkout/checkout-form';
import { CheckoutPage } from '../../../islands/checkout/checkout-page';
import { CheckoutSummary, variantText } from '../../../islands/checkout/checkout-summary';
import { countryChoices, parseCountryList } from '../../../islands/checkout/countries';
import { TextField } from '../../../islands/checkout/field';
import { PaymentSection } from '../../../islands/checkout/payment-section';
import { PlaceOrder } from '../../../islands/checkout/place-order';
import { ShippingOptions } from '../../../islands/checkout/shipping-options';
import { checkoutAdopter } from '../../../islands/ssr/adopt/checkout';
import { renderIslands } from '../../../islands/ssr/render-islands';
import { quote } from './quote-fixture';

const noop = () => undefined;

describe('CheckoutPage markup', () => {
  it('renders its loading state at build time', () => {
    const html = renderToStaticMarkup(<CheckoutPage locale="en-US" cartUrl="/cart" shopUrl="/shop" countries={['US']} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your order…');
  });

  it('is adopted from the template root with its attributes', () => {
    const html = renderIslands(
      '<main><div class="kiosk-checkout-root" data-locale="en-GB" data-cart-url="/cart" data-shop-url="/shop" data-countries="gb, IE"><p>Loading</p></div></main>',
      { findItem: () => undefined },
    );
    expect(html).toContain('data-island="CheckoutPage"');
    expect(html).toContain('"countries":["GB","IE"]');
    expect(html).toContain('"locale":"en-GB"');
    expect(checkoutAdopter.rootClass).toBe('kiosk-checkout-root');
  });
});

describe('TextField', () => {
  it('labels the control and ties its hint and error to it', () => {
    const html = renderToStaticMarkup(<TextField id="f" label="Email" value="" onChange={noop} hint="Hint" error="Bad" />);
    expect(html).toContain('<label class="kiosk-field__label" for="f">Email</label>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-hint f-error"');
    expect(html).toContain('<p class="kiosk-field__error" id="f-error">Bad</p>');
  });
});

describe('CheckoutSummary', () => {
  it('lists the lines with their variant and quantity, the plan and the totals', () => {
    const q = quote({ subscription: { planText: '$25.00 every month', billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } });
    const html = renderToStaticMarkup(<CheckoutSummary quote={q} locale="en-US" busy={false} />);
    expect(html).toContain('Size: M, Color: Black');
    expect(html).toContain('Quantity: 2');
    expect(html).toContain('$50.00');
    expect(html).toContain('<strong>Subscription:</strong> $25.00 every month');
    expect(html).toContain('<dt>Amount due</dt><dd>$58.38</dd>');
    expect(variantText({})).toBe('');
  });
});

describe('ShippingOptions', () => {
  it('is a labelled radio group with prices, the priced option checked and focusable by id', () => {
    const html = renderToStaticMarkup(<ShippingOptions quote={quote()} locale="en-US" priced onChoose={noop} />);
    // The legend names the group and carries the section's heading, as the other sections have.
    expect(html).toContain('<legend class="kiosk-checkout__legend"><h2 class="kiosk-checkout__heading">Delivery</h2></legend>');
    expect(html).toContain('<fieldset class="kiosk-checkout__section kiosk-checkout-shipping" id="kiosk-checkout-shippingOption" tabindex="-1">');
    expect(html).toContain('<input type="radio" id="kiosk-checkout-shippingOption-standard" name="kiosk-checkout-shipping-option" checked="" value="standard"/>');
    // The visitor's new choice is checked before its quote answers.
    const chosen = renderToStaticMarkup(<ShippingOptions quote={quote()} locale="en-US" priced chosen="pickup" onChoose={noop} />);
    expect(chosen).toContain('id="kiosk-checkout-shippingOption-pickup" name="kiosk-checkout-shipping-option" checked=""');
    expect(html).toContain('Free');
  });

  it('asks for an address until one is priced', () => {
    const html = renderToStaticMarkup(<ShippingOptions quote={quote({ shippingOptions: [], selectedShippingOption: null })} locale="en-US" priced={false} onChoose={noop} />);
    expect(html).toContain('Enter your address to see the delivery options.');
  });
});

describe('PaymentSection', () => {
  const common = { values: EMPTY_VALUES, errors: {}, onChange: noop, onChooseProvider: noop, stripeContainer: { current: null }, stripeState: 'off' as const };

  it('test mode: the card field with its visible note tied to it', () => {
    const html = renderToStaticMarkup(<PaymentSection quote={quote()} provider="test" {...common} />);
    expect(html).toContain('Test mode: use 4242 4242 4242 4242. No real payment is taken.');
    // HTML attribute names are case-insensitive: React prints autoComplete as written.
    expect(html.toLowerCase()).toContain('autocomplete="cc-number"');
    expect(html).toContain('aria-describedby="kiosk-checkout-cardNumber-hint"');
    expect(html).not.toContain('kiosk-checkout-stripe');
  });

  it('gift cards covering the order: says nothing is due', () => {
    const html = renderToStaticMarkup(<PaymentSection quote={quote({ amountDueCents: 0, giftCardCents: 5838 })} provider="test" {...common} />);
    expect(html).toContain('Nothing to pay: your gift cards cover this order.');
  });

  it('Stripe: a labelled mount point, and a choice when the store takes both', () => {
    const q = quote({ payment: { providers: ['stripe', 'test'], stripePublishableKey: 'pk_test_1', testMode: false } });
    const html = renderToStaticMarkup(<PaymentSection quote={q} provider="stripe" {...common} stripeState="loading" />);
    expect(html).toContain('class="kiosk-checkout-stripe" id="kiosk-checkout-payment" role="group"');
    expect(html).toContain('Loading the secure card form…');
    expect(html).toContain('<legend class="kiosk-checkout__label">Payment method</legend>');
  });
});

describe('PlaceOrder', () => {
  it('shows the blockers and disables the button meanwhile', () => {
    const html = renderToStaticMarkup(<PlaceOrder blockers={['Your cart is empty.']} cartUrl="/cart" placing={false} noProvider={false} />);
    expect(html).toContain('<li>Your cart is empty.</li>');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="kiosk-checkout-blockers"/);
  });

  it('while placing: "Placing order…", aria-disabled so the focus stays', () => {
    const html = renderToStaticMarkup(<PlaceOrder blockers={[]} cartUrl="/cart" placing noProvider={false} />);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('Placing order…');
    expect(html).not.toContain('disabled=""');
  });

  it('out of stock: the lines and a link back to the cart', () => {
    const stock = [{ itemId: 'tee', sku: 'M', title: 'Tee', requested: 3, available: 1 }, { itemId: 'mug', sku: 'B', title: 'Mug', requested: 1, available: 0 }];
    const html = renderToStaticMarkup(<PlaceOrder blockers={[]} cartUrl="/cart" placing={false} noProvider={false} message="Sorry, we do not have enough of that item available." stock={stock} />);
    expect(html).toContain('<li>Tee: only 1 left</li><li>Mug: sold out</li>');
    expect(html).toContain('<a class="kiosk-checkout-problem__link" href="/cart">Adjust your cart</a>');
  });
});

describe('countries', () => {
  it("names the countries in the page's language, keeping a chosen one", () => {
    expect(parseCountryList(' us,ca  xx1 ')).toEqual(['US', 'CA']);
    expect(parseCountryList('')).toBeUndefined();
    expect(countryChoices(['US', 'DE'], 'en-US', 'FR').map((c) => c.name)).toEqual(['France', 'Germany', 'United States']);
    expect(countryChoices(['DE'], 'de-DE')[0]?.name).toBe('Deutschland');
  });
});
