/**
 * The checkout page's state and actions: the quote (on load, after each choice, debounced while the address is
 * typed, the newest answer winning), the visitor's values and choices, the order attempt and what it answered.
 */
import { useEffect, useRef, useState } from 'react';
import type { CheckoutQuote, PaymentInput, PaymentProviderName } from '../../schemas/checkout';
import { formatCents } from '../cart-page/cart-money';
import { browserTransport, type SiteTransport } from '../site-api/transport';
import { fetchCart } from '../stores/cart-api';
import { addToCart } from '../stores/cart';
import { AttemptKey } from './attempt-key';
import { placeOrder, requestQuote } from './checkout-api';
import { placeProblem, quoteFailureMessage, type OutOfStockItem } from './checkout-failure';
import {
  buildCheckoutRequest, buildQuoteRequest, EMPTY_VALUES, firstInvalidField, orderErrors, validateCheckout,
  type CheckoutValues, type FieldErrors, type FieldName, type PricingChoices,
} from './checkout-form';
import { checkoutQueryOf, withoutExpressParams } from './checkout-query';
import { CHECKOUT_MESSAGES, CHECKOUT_TEXT, couponAppliedText, couponFreeShippingText, invalidFieldsText, totalUpdatedText } from './checkout-text';
import { addExpressItem } from './express-item';
import { fieldDomId } from './field-ids';
import { chosenProvider } from './payment-mode';
import { applyQuote, checkCode, giftCardAddable } from './quote-choices';

/** How long the address must rest before it is priced again. */
export const REQUOTE_DELAY_MS = 400;
const DESTINATION_FIELDS = new Set<keyof CheckoutValues>(['country', 'region', 'postalCode']);

export type Phase = 'loading' | 'ready' | 'failed';

export interface CheckoutAlert {
  title: string;
  message: string;
}

/** Makes the payment of an attempt: the test card as typed, or a Stripe PaymentMethod (made once per attempt). */
export type PaymentMaker = (provider: PaymentProviderName, values: CheckoutValues) => Promise<{ ok: true; payment: PaymentInput } | { ok: false; message: string }>;

export function useCheckout(locale: string, transport: SiteTransport = browserTransport) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [values, setValues] = useState<CheckoutValues>(EMPTY_VALUES);
  const [choices, setChoices] = useState<PricingChoices>({ giftCardCodes: [] });
  const [providerChoice, setProviderChoice] = useState<PaymentProviderName>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [stock, setStock] = useState<OutOfStockItem[]>();
  /** where to sign in when the cart holds a membership and nobody is signed in */
  const [signInHref, setSignInHref] = useState<string>();
  const [alert, setAlert] = useState<CheckoutAlert>();
  const [quoting, setQuoting] = useState(false);
  /** the quote priced an address (its shipping options are for it) */
  const [priced, setPriced] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | undefined>();

  // Timers and answers arrive outside React's renders: they read the latest values through these.
  const valuesRef = useRef(values);
  const choicesRef = useRef(choices);
  const quoteRef = useRef<CheckoutQuote | null>(null);
  const quoteSeq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempt = useRef(new AttemptKey(() => transport.requestKey()));
  const attemptPayment = useRef<PaymentInput | undefined>(undefined);
  const placingRef = useRef(false);
  const started = useRef(false);

  /** Anything the visitor changes makes the next submit a new attempt. */
  const newAttempt = () => {
    attempt.current.reset();
    attemptPayment.current = undefined;
  };

  const updateChoices = (next: PricingChoices) => {
    choicesRef.current = next;
    setChoices(next);
  };

  async function runQuote(options: { destination?: boolean; announce?: 'total' | 'coupon' } = {}): Promise<CheckoutQuote | undefined> {
    const seq = ++quoteSeq.current;
    const sent = choicesRef.current;
    const destination = options.destination ?? quoteRef.current?.requiresShipping ?? false;
    setQuoting(true);
    const result = await requestQuote(transport, buildQuoteRequest(sent, valuesRef.current, destination));
    // A newer quote is on its way: this answer prices choices the visitor has already changed.
    if (seq !== quoteSeq.current) return undefined;
    setQuoting(false);
    if (!result.ok) {
      const message = quoteFailureMessage(result.failure, navigator.cookieEnabled);
      if (quoteRef.current === null) {
        setLoadError(message);
        setPhase('failed');
      } else {
        setFormMessage(message);
      }
      setAnnouncement(message);
      return undefined;
    }
    const next = result.data;
    const outcome = applyQuote(next, sent);
    updateChoices(outcome.choices);
    quoteRef.current = next;
    setQuote(next);
    setPhase('ready');
    setPriced(destination);
    setLoadError(undefined);
    setErrors(({ coupon: _c, giftCard: _g, ...rest }) => orderErrors({ ...rest, ...outcome.errors }));
    const total = formatCents(next.grandTotalCents, next.currencyCode, locale);
    if (options.announce === 'coupon') {
      const coupon = next.coupon;
      const text = outcome.errors.coupon ?? (coupon?.freeShipping ? couponFreeShippingText(coupon.code) : coupon ? couponAppliedText(coupon.code) : '');
      setAnnouncement(`${text} ${totalUpdatedText(total)}`.trim());
    } else if (options.announce === 'total') {
      setAnnouncement([outcome.errors.giftCard, totalUpdatedText(total)].filter(Boolean).join(' '));
    }
    return next;
  }

  /** Prices the address once the visitor stops typing it. */
  function scheduleQuote(): void {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void runQuote({ destination: true, announce: 'total' });
    }, REQUOTE_DELAY_MS);
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = checkoutQueryOf(window.location.search);
    if (query.subscriptionToken) updateChoices({ ...choicesRef.current, subscriptionToken: query.subscriptionToken });
    void (async () => {
      if (query.express) {
        const { itemId, sku, quantity } = query.express;
        const outcome = await addExpressItem(query.express, {
          readCart: () => fetchCart(transport),
          add: () => addToCart({ itemId, sku, quantity }),
          cookiesEnabled: navigator.cookieEnabled,
        });
        if (outcome.ok) window.history.replaceState(window.history.state, '', withoutExpressParams(window.location.href));
        else setAlert({ title: outcome.title, message: outcome.message });
      }
      // The first quote with nothing; a cart that ships is priced again for the default country at once.
      const first = await runQuote({ destination: false });
      if (first?.requiresShipping) await runQuote({ destination: true });
    })();
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(fieldDomId(focusRequest.field))?.focus();
  }, [focusRequest]);

  function setValue(name: keyof CheckoutValues, value: string): void {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
    setErrors(({ [name]: _old, ...rest }) => rest);
    newAttempt();
    if (DESTINATION_FIELDS.has(name) && quoteRef.current?.requiresShipping) scheduleQuote();
  }

  function chooseShipping(id: string): void {
    newAttempt();
    updateChoices({ ...choicesRef.current, shippingOptionId: id });
    void runQuote({ announce: 'total' });
  }

  function chooseProvider(provider: PaymentProviderName): void {
    newAttempt();
    setProviderChoice(provider);
    setErrors(({ cardNumber: _n, payment: _p, ...rest }) => rest);
  }

  function applyCoupon(raw: string): boolean {
    const checked = checkCode(raw, CHECKOUT_MESSAGES.couponInvalid);
    if (!checked.ok) {
      setErrors((all) => orderErrors({ ...all, coupon: checked.message }));
      setFocusRequest({ field: 'coupon' });
      return false;
    }
    newAttempt();
    updateChoices({ ...choicesRef.current, couponCode: checked.code });
    void runQuote({ announce: 'coupon' });
    return true;
  }

  function removeCoupon(): void {
    newAttempt();
    updateChoices({ ...choicesRef.current, couponCode: undefined });
    void runQuote({ announce: 'total' });
    setFocusRequest({ field: 'coupon' });
  }

  function applyGiftCard(raw: string): boolean {
    const checked = checkCode(raw, CHECKOUT_MESSAGES.giftCardInvalid);
    const codes = choicesRef.current.giftCardCodes;
    const addable = checked.ok ? giftCardAddable(codes, checked.code) : checked;
    if (!checked.ok || !addable.ok) {
      setErrors((all) => orderErrors({ ...all, giftCard: addable.ok ? CHECKOUT_MESSAGES.giftCardInvalid : addable.message }));
      setFocusRequest({ field: 'giftCard' });
      return false;
    }
    if (addable.duplicate) return true;
    newAttempt();
    updateChoices({ ...choicesRef.current, giftCardCodes: [...codes, checked.code] });
    void runQuote({ announce: 'total' });
    return true;
  }

  function removeGiftCard(code: string): void {
    newAttempt();
    updateChoices({ ...choicesRef.current, giftCardCodes: choicesRef.current.giftCardCodes.filter((c) => c !== code) });
    void runQuote({ announce: 'total' });
    setFocusRequest({ field: 'giftCard' });
  }

  function showFieldErrors(fieldErrors: FieldErrors): void {
    const ordered = orderErrors(fieldErrors);
    setErrors(ordered);
    const first = firstInvalidField(ordered);
    if (first) setFocusRequest({ field: first });
    setAnnouncement(invalidFieldsText(Object.keys(ordered).length));
  }

  async function place(makePayment: PaymentMaker): Promise<void> {
    if (placingRef.current) return;
    let current = quoteRef.current;
    if (!current) return;
    // An address still waiting to be priced is priced first: the order is placed with what the page shows.
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
      current = (await runQuote({ destination: true })) ?? current;
    }
    // Gift cards that cover the whole order leave nothing to charge: no card is asked for.
    const paying = current.amountDueCents > 0;
    const provider = chosenProvider(current.payment, providerChoice);
    const formValues = valuesRef.current;
    const fieldErrors = validateCheckout(formValues, { requiresShipping: current.requiresShipping, payment: paying && provider === 'test' ? 'test' : undefined });
    setFormMessage(undefined);
    setStock(undefined);
    setSignInHref(undefined);
    if (Object.keys(fieldErrors).length > 0) return showFieldErrors(fieldErrors);
    if (paying && provider === undefined) {
      setFormMessage(CHECKOUT_MESSAGES.providerUnavailable);
      setAnnouncement(CHECKOUT_MESSAGES.providerUnavailable);
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    let leaving = false;
    setAnnouncement(CHECKOUT_TEXT.placing);
    try {
      if (paying && provider !== undefined && attemptPayment.current === undefined) {
        const made = await makePayment(provider, formValues);
        if (!made.ok) return showFieldErrors({ [provider === 'test' ? 'cardNumber' : 'payment']: made.message });
        attemptPayment.current = made.payment;
      }
      const request = buildCheckoutRequest(formValues, choicesRef.current, paying ? attemptPayment.current : undefined, current.requiresShipping);
      const result = await placeOrder(transport, request, attempt.current.current());
      if (result.ok) {
        // The page stays busy until the confirmation page replaces it.
        leaving = true;
        window.location.assign(result.data.confirmationUrl);
        return;
      }
      const problem = placeProblem(result.failure, navigator.cookieEnabled);
      // Only a request that may not have arrived is sent again as the same attempt.
      if (problem.kind !== 'retry') newAttempt();
      switch (problem.kind) {
        case 'fields':
          showFieldErrors(problem.fieldErrors);
          if (problem.message) setFormMessage(problem.message);
          return;
        case 'payment':
          return showFieldErrors({ [provider === 'test' ? 'cardNumber' : 'payment']: problem.message });
        case 'stock':
          setStock(problem.items);
          break;
        case 'changed':
          void runQuote();
          break;
        case 'sign-in':
          setSignInHref(problem.href);
          break;
        case 'retry':
        case 'message':
          break;
      }
      setFormMessage(problem.message);
      setAnnouncement(problem.message);
    } finally {
      if (!leaving) {
        placingRef.current = false;
        setPlacing(false);
      }
    }
  }

  function retryLoad(): void {
    setPhase('loading');
    void runQuote();
  }

  return {
    phase, loadError, quote, values, choices, errors, formMessage, stock, signInHref, alert, quoting, priced, placing, announcement,
    provider: quote ? chosenProvider(quote.payment, providerChoice) : undefined,
    setValue, chooseShipping, chooseProvider, applyCoupon, removeCoupon, applyGiftCard, removeGiftCard, place, retryLoad,
  };
}
