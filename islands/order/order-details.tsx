/** The body both order pages share: next steps, the subscription, the lines, the totals, the address and delivery. */
import type { OrderView } from '../../schemas/checkout';
import { countryName, formatDay, orderMoney } from './order-format';
import { nextSteps, type OrderPage } from './next-steps';
import { cyclesText, lineQuantityText, ORDER_TEXT } from './order-text';
import { orderTotalRows } from './order-totals';

function variantText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

export function NextSteps({ order, page, locale }: { order: OrderView; page: OrderPage; locale: string }) {
  const steps = nextSteps(order, page, locale);
  if (steps.length === 0) return null;
  return (
    <section className="kiosk-order__section" aria-labelledby="kiosk-order-next">
      <h2 className="kiosk-order__heading" id="kiosk-order-next">
        {ORDER_TEXT.nextHeading}
      </h2>
      <ul className="kiosk-order-next">
        {steps.map((step) =>
          step.kind === 'link' ? (
            <li key={step.key}>
              <a href={step.href}>{step.text}</a>
              {step.note && <span className="kiosk-order-next__note">{step.note}</span>}
            </li>
          ) : (
            <li key={step.key}>{step.text}</li>
          ),
        )}
      </ul>
    </section>
  );
}

export function SubscriptionBlock({ order, page, locale }: { order: OrderView; page: OrderPage; locale: string }) {
  const subscription = order.subscription;
  if (!subscription) return null;
  return (
    <section className="kiosk-order__section kiosk-order-subscription" aria-labelledby="kiosk-order-subscription">
      <h2 className="kiosk-order__heading" id="kiosk-order-subscription">
        {ORDER_TEXT.subscriptionHeading}
      </h2>
      <dl className="kiosk-order-facts">
        <div>
          <dt>{ORDER_TEXT.plan}</dt>
          <dd>{subscription.planText}</dd>
        </div>
        {subscription.nextBillingAt !== null && (
          <div>
            <dt>{ORDER_TEXT.nextBilling}</dt>
            <dd>{formatDay(subscription.nextBillingAt, locale)}</dd>
          </div>
        )}
        {page === 'status' && (
          <>
            <div>
              <dt>{ORDER_TEXT.state}</dt>
              <dd className="kiosk-order-subscription__state">{subscription.status}</dd>
            </div>
            <div>
              <dt>{ORDER_TEXT.payments}</dt>
              <dd>{cyclesText(subscription.cyclesBilled, subscription.cyclesTotal)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}

export function OrderDetails({ order, page, locale }: { order: OrderView; page: OrderPage; locale: string }) {
  const money = (cents: number) => orderMoney(cents, order.currencyCode, locale);
  const address = order.shippingAddress;
  return (
    <>
      <NextSteps order={order} page={page} locale={locale} />
      <SubscriptionBlock order={order} page={page} locale={locale} />
      <div className="kiosk-order__columns">
        <section className="kiosk-order__section" aria-labelledby="kiosk-order-items">
          <h2 className="kiosk-order__heading" id="kiosk-order-items">
            {ORDER_TEXT.itemsHeading}
          </h2>
          <ul className="kiosk-order-lines">
            {order.lines.map((line) => {
              const variant = variantText(line.attributes);
              return (
                <li className="kiosk-order-line" key={line.id}>
                  <span className="kiosk-order-line__details">
                    <span className="kiosk-order-line__title">{line.title}</span>
                    {variant !== '' && <span className="kiosk-order-line__variant">{variant}</span>}
                    <span className="kiosk-order-line__quantity">{lineQuantityText(line.quantity)}</span>
                  </span>
                  <span className="kiosk-order-line__total">{money(line.subtotalCents)}</span>
                </li>
              );
            })}
          </ul>
          <h3 className="kiosk-visually-hidden">{ORDER_TEXT.totalsHeading}</h3>
          <dl className="kiosk-order-totals">
            {orderTotalRows(order, locale).map((row) => (
              <div className={`kiosk-order-totals__row kiosk-order-totals__row--${row.key}`} key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {(address || order.shippingOption) && (
          <section className="kiosk-order__section" aria-labelledby="kiosk-order-shipping">
            <h2 className="kiosk-order__heading" id="kiosk-order-shipping">
              {ORDER_TEXT.shippingHeading}
            </h2>
            {address && (
              <address className="kiosk-order-address">
                {`${address.firstName} ${address.lastName}`}
                <br />
                {address.line1}
                {address.line2 ? (
                  <>
                    <br />
                    {address.line2}
                  </>
                ) : null}
                <br />
                {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
                <br />
                {countryName(address.country, locale)}
                {address.phone ? (
                  <>
                    <br />
                    {address.phone}
                  </>
                ) : null}
              </address>
            )}
            {order.shippingOption && (
              <p className="kiosk-order-option">
                <strong>{order.shippingOption.name}</strong>
                {order.shippingOption.description && ` · ${order.shippingOption.description}`}
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
