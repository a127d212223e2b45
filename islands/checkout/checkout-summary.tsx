/** The order summary beside the form: the lines, the subscription plan, and every total from the server's quote. */
import type { CheckoutQuote } from '../../schemas/checkout';
import { formatCents } from '../cart-page/cart-money';
import { CHECKOUT_TEXT, lineQuantityText } from './checkout-text';
import { totalRows } from './checkout-totals';

export const SUMMARY_HEADING_ID = 'kiosk-checkout-summary-heading';

/** "Size: M, Color: Blue" */
export function variantText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

export function CheckoutSummary({ quote, locale, busy }: { quote: CheckoutQuote; locale: string; busy: boolean }) {
  const currency = quote.currencyCode;
  return (
    <section className="kiosk-checkout-summary" aria-labelledby={SUMMARY_HEADING_ID} aria-busy={busy || undefined}>
      <h2 className="kiosk-checkout__heading" id={SUMMARY_HEADING_ID}>
        {CHECKOUT_TEXT.summaryHeading}
      </h2>
      <ul className="kiosk-checkout-summary__lines">
        {quote.shoppingCart.entries.map((entry) => {
          const variant = variantText(entry.chosenVariant.attributes);
          return (
            <li className="kiosk-checkout-line" key={entry.id}>
              {entry.image ? (
                <img className="kiosk-checkout-line__image" src={entry.image.assetUrl} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="kiosk-checkout-line__image" aria-hidden="true" />
              )}
              <span className="kiosk-checkout-line__details">
                <span className="kiosk-checkout-line__title">{entry.title}</span>
                {variant !== '' && <span className="kiosk-checkout-line__variant">{variant}</span>}
                <span className="kiosk-checkout-line__quantity">{lineQuantityText(entry.quantity)}</span>
              </span>
              <span className="kiosk-checkout-line__total">{formatCents(entry.subTotal, currency, locale)}</span>
            </li>
          );
        })}
      </ul>
      {quote.subscription && (
        <p className="kiosk-checkout-summary__plan">
          <strong>{CHECKOUT_TEXT.plan}:</strong> {quote.subscription.planText}
        </p>
      )}
      <dl className="kiosk-checkout-totals">
        {totalRows(quote, locale).map((row) => (
          <div className={`kiosk-checkout-totals__row kiosk-checkout-totals__row--${row.id}`} key={row.id}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.note && <span className="kiosk-checkout-totals__note">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
