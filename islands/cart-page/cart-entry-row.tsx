/** One cart line on the cart page: image, title, variant, form answers, unit price, quantity stepper, line total, remove. */
import type { CartEntry } from '../../schemas/cart';
import type { FormAnswer } from '../../schemas/forms';
import { formatCents } from './cart-money';
import { CART_PAGE_TEXT, editLabel, removeLabel } from './cart-page-messages';
import { QuantityStepper } from './quantity-stepper';

export interface EntryPending {
  quantity?: number;
  removing?: boolean;
  editing?: boolean;
}

export interface CartEntryRowProps {
  entry: CartEntry;
  currency: string;
  locale: string;
  pending: EntryPending | undefined;
  onQuantity(entry: CartEntry, quantity: number): void;
  onRemove(entry: CartEntry): void;
  /** Opens the additional-fields form of a line that has one. */
  onEdit(entry: CartEntry): void;
}

/** A form answer as text: its value, or its parts joined (name, address, likert…). */
function answerText(answer: FormAnswer): string {
  if (answer.value !== undefined) return answer.value;
  return Object.values(answer.values ?? {}).filter((part) => part !== '').join(', ');
}

export function CartEntryRow({ entry, currency, locale, pending, onQuantity, onRemove, onEdit }: CartEntryRowProps) {
  const money = (cents: number) => formatCents(cents, currency, locale);
  const busy = pending !== undefined;
  const attributes = Object.entries(entry.chosenVariant.attributes);
  return (
    <li className="kiosk-cart-entry" data-entry-id={entry.id} aria-busy={busy || undefined}>
      <a className="kiosk-cart-entry__image" href={entry.url} tabIndex={-1} aria-hidden="true">
        {entry.image && <img src={entry.image.assetUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />}
      </a>
      <div className="kiosk-cart-entry__details">
        <a className="kiosk-cart-entry__title" href={entry.url}>
          {entry.title}
        </a>
        {attributes.length > 0 && (
          <ul className="kiosk-cart-entry__variant">
            {attributes.map(([name, value]) => (
              <li key={name}>{`${name}: ${value}`}</li>
            ))}
          </ul>
        )}
        {entry.formSubmission.length > 0 && (
          <dl className="kiosk-cart-entry__answers">
            {entry.formSubmission.map((answer) => (
              <div key={answer.id}>
                <dt>{answer.rawTitle}</dt>
                <dd>{answerText(answer)}</dd>
              </div>
            ))}
          </dl>
        )}
        {entry.additionalFieldsFormId && (
          <button type="button" className="kiosk-cart-entry__edit" aria-label={editLabel(entry.title)} onClick={() => !busy && onEdit(entry)}>
            {CART_PAGE_TEXT.edit}
          </button>
        )}
        <p className="kiosk-cart-entry__unit-price">
          {entry.onSale && entry.listPriceCents > entry.purchasePriceCents ? (
            <>
              <span className="kiosk-visually-hidden">{CART_PAGE_TEXT.salePrice}</span>
              <span>{money(entry.purchasePriceCents)}</span>{' '}
              <span className="kiosk-visually-hidden">{CART_PAGE_TEXT.originalPrice}</span>
              <s>{money(entry.listPriceCents)}</s>
            </>
          ) : (
            <span>{money(entry.purchasePriceCents)}</span>
          )}{' '}
          {CART_PAGE_TEXT.each}
        </p>
      </div>
      <QuantityStepper
        title={entry.title}
        quantity={entry.quantity}
        pending={pending?.quantity}
        max={entry.maxQuantity}
        busy={busy}
        onChange={(quantity) => onQuantity(entry, quantity)}
      />
      <p className="kiosk-cart-entry__total">{money(entry.subTotal)}</p>
      <button
        type="button"
        className="kiosk-cart-entry__remove"
        aria-label={removeLabel(entry.title)}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onRemove(entry)}
      >
        {CART_PAGE_TEXT.remove}
      </button>
    </li>
  );
}
