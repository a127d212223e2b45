/**
 * GiftCardPurchase island: the gift-card page (`/commerce/gift-card?itemId=…&sku=…`, spec §2). It shows the
 * chosen card and amount from the server's catalog and the card's recipient form inline, then puts the card
 * in the cart and goes to the cart page.
 */
import { useEffect, useId, useState } from 'react';
import type { GiftCardOffer } from '../../schemas/gift-card';
import type { FormDefinition, FormValues } from '../../schemas/forms';
import { GIFT_CARD_UNAVAILABLE, RETRY_MESSAGE } from '../../schemas/messages';
import { AdditionalFieldsForm } from '../additional-fields';
import { fetchFormTemplate, templateFailureMessage } from '../additional-fields/form-api';
import { buildFormView, type FormView } from '../additional-fields/form-view';
import { formatCents } from '../cart-page/cart-money';
import type { FormOutcome } from '../site-api/form-outcome';
import { browserTransport } from '../site-api/transport';
import { addToCart } from '../stores/cart';
import { addGiftCard } from './add-gift-card';
import { fetchGiftCardOffer, giftCardQueryOf, isUnavailable, offerFailureMessage } from './gift-card-api';

export interface GiftCardPurchaseProps {
  /** The page's locale (money format). */
  locale: string;
  /** What shows until the card has loaded, as the template printed it. */
  loadingText: string;
  /** Where the visitor goes once the card is in the cart. */
  cartUrl: string;
  /** Where to go when the card cannot be bought. */
  shopUrl: string;
}

/** A card without a form of its own still needs a button: an empty form carries it. */
const NO_FORM: FormDefinition = { id: '', name: '', fields: [], submitButtonText: 'Add To Cart' };

type View =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; offer: GiftCardOffer; form: FormView };

async function loadView(search: string): Promise<View> {
  const query = giftCardQueryOf(search);
  if (!query) return { kind: 'unavailable' };
  // Both at once; the template only matters once the card is known.
  const [offer, template] = await Promise.all([fetchGiftCardOffer(browserTransport, query), fetchFormTemplate(browserTransport)]);
  if (!offer.ok) return isUnavailable(offer.failure) ? { kind: 'unavailable' } : { kind: 'failed', message: offerFailureMessage(offer.failure) };
  if (!template.ok) return { kind: 'failed', message: templateFailureMessage(template.failure) };
  // A form the template cannot show says why (spec §8 "Form template"), as in the lightbox.
  try {
    return { kind: 'ready', offer: offer.data, form: buildFormView(offer.data.form ?? NO_FORM, template.data) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : RETRY_MESSAGE };
  }
}

function Problem({ message, shopUrl }: { message: string; shopUrl: string }) {
  return (
    <div className="gift-card-purchase__problem">
      <p className="gift-card-purchase__status gift-card-purchase__status--error" role="alert">
        {message}
      </p>
      <a className="link-arrow link-arrow--back" href={shopUrl}>
        Back to the shop
      </a>
    </div>
  );
}

export function GiftCardPurchase({ locale, loadingText, cartUrl, shopUrl }: GiftCardPurchaseProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const headingId = useId();

  useEffect(() => {
    let live = true;
    loadView(window.location.search).then(
      (next) => live && setView(next),
      () => live && setView({ kind: 'failed', message: RETRY_MESSAGE }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (view.kind === 'loading') return <p className="gift-card-purchase__status">{loadingText}</p>;
  if (view.kind === 'unavailable') return <Problem message={GIFT_CARD_UNAVAILABLE} shopUrl={shopUrl} />;
  if (view.kind === 'failed') return <Problem message={view.message} shopUrl={shopUrl} />;

  const { offer, form } = view;
  const submit = async (values: FormValues): Promise<FormOutcome> => {
    const line = { itemId: offer.itemId, sku: offer.sku };
    const outcome = await addGiftCard(line, offer.form, values, { transport: browserTransport, add: addToCart, cookiesEnabled: navigator.cookieEnabled });
    if (!outcome.ok) return outcome;
    window.location.assign(cartUrl);
    // The form stays busy (its button disabled) until the cart page replaces this one: no second card.
    return new Promise<FormOutcome>(() => undefined);
  };

  return (
    <div className="gift-card-purchase" data-sku={offer.sku}>
      <div className="gift-card-purchase__card">
        {offer.image && <img className="gift-card-purchase__image" src={offer.image.assetUrl} alt={offer.image.altText} />}
        <div className="gift-card-purchase__summary">
          <h2 className="gift-card-purchase__title">{offer.title}</h2>
          <p className="gift-card-purchase__amount">
            <span className="gift-card-purchase__amount-label">Amount</span>{' '}
            <span className="gift-card-purchase__price">{formatCents(offer.amountCents, offer.currencyCode, locale)}</span>
          </p>
          <a className="gift-card-purchase__change" href={offer.url}>
            Choose another amount
          </a>
        </div>
      </div>
      <section className="gift-card-purchase__details" aria-labelledby={headingId}>
        <h2 className="gift-card-purchase__heading" id={headingId}>
          {form.name || 'Gift card details'}
        </h2>
        <AdditionalFieldsForm view={form} onSubmit={submit} autoFocus={false} />
      </section>
    </div>
  );
}
