/**
 * AddToCart island: adopts the `add-to-cart-btn` markup (a role="button" div), validates the visitor's
 * choices (spec §5), then adds to the cart, starts a subscription, goes to the gift-card page or to express
 * checkout, with the button states of spec §4.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { announce } from '../a11y/announcer';
import { onActivationKey } from '../a11y/role-button';
import { PENDING_PRESS_ATTRIBUTE } from '../markers';
import { useIslandRoot, useRootState } from '../island-root/island-root';
import type { ProductVariant } from '../product/product-data';
import { $cart, addToCart, quantityInCart } from '../stores/cart';
import { $quantities, $selections, quantityTextOf, selectionOf } from '../stores/product-form';
import { buttonLabel, runAddFlow, runNavigateFlow, type ButtonState } from './add-flow';
import { useRevealWhenRestocked } from './restocked-reveal';
import { addErrorTitle, type AlertText } from './error-message';
import { loadPurchaseSteps } from './load-purchase-steps';
import { expressCheckoutUrl, giftCardPageUrl, purchaseKind, subscriptionPageUrl } from './purchase';
import { validateAddToCart, type AddToCartCheck } from './validate';
import { CART_MESSAGES, RETRY_MESSAGE } from '../../schemas/add-to-cart-messages';

export interface AddToCartProps {
  itemId: string;
  productType: number;
  /** The label the markup printed (data-original-label). */
  label: string;
  /** The button div's class list as printed. */
  buttonClass: string;
  /** The button div's data-* attributes as printed (kept so the markup stays Squarespace's). */
  dataAttributes: Record<string, string>;
  optionNames: string[];
  variants: ProductVariant[];
  /** data-is-subscription: the purchase starts a subscription. */
  isSubscription: boolean;
  /** The store's express checkout: the purchase goes straight to checkout. */
  expressCheckout: boolean;
  /** Spec §4: the product page shows a quantity input (else the quantity is 1). */
  hasQuantityInput: boolean;
}

/** The wrapper's class while Added! shows; a button whose parent has it ignores clicks (spec §4). */
export const ADDED_CLASS = 'cart-added';
const ADDING_CLASS = 'cart-adding';

type Purchase = Extract<AddToCartCheck, { ok: true }>;

/** The alert (and its modal machinery) is fetched when one must show; the button works meanwhile. */
const AlertDialog = lazy(async () => ({ default: (await import('../alert/alert-dialog')).AlertDialog }));

export function AddToCart(props: AddToCartProps) {
  const [state, setState] = useState<ButtonState>('idle');
  const [alert, setAlert] = useState<AlertText | null>(null);
  const button = useRef<HTMLDivElement>(null);
  const root = useIslandRoot();
  const selections = useStore($selections, { ssr: 'initial' });
  const quantities = useStore($quantities, { ssr: 'initial' });
  useRootState(undefined, { [ADDING_CLASS]: state === 'adding', [ADDED_CLASS]: state === 'added' });
  useRevealWhenRestocked(button, props.itemId, props.variants);

  // Adding… and Added! are said through the page's one live region (the button's own label changes too).
  const label = buttonLabel(state, props.label);
  useEffect(() => {
    if (state !== 'idle') announce(label);
  }, [state, label]);

  const kind = purchaseKind(props);
  const title = addErrorTitle(props.productType, kind === 'express-checkout');

  const closeAlert = () => {
    setAlert(null);
    button.current?.focus();
  };
  // A failure's text comes with the purchase steps (purchase-steps.ts): a failed call has loaded them or their
  // sibling chunks already; if even they cannot load, the visitor is asked to try again.
  const onError = (error: unknown) =>
    void loadPurchaseSteps()
      .then((steps) => steps.addErrorMessage(error, navigator.cookieEnabled), () => RETRY_MESSAGE)
      .then((message) => setAlert({ title, message }));
  const navigate = (url: string) => window.location.assign(url);
  // class use-form + data-form: the product's additional-fields form (islands-markup.md), read when it is needed.
  const formText = props.dataAttributes['data-form'];

  const purchase = ({ sku, quantity }: Purchase, additionalFields?: string) => {
    const { itemId } = props;
    switch (kind) {
      case 'cart':
        return runAddFlow({ submit: () => addToCart({ itemId, sku, quantity, additionalFields }), setState, onError });
      case 'subscription':
        return runNavigateFlow({
          submit: async () => {
            const { startSubscription } = await loadPurchaseSteps();
            return subscriptionPageUrl((await startSubscription({ itemId, sku, qty: quantity, additionalFields })).cartToken);
          },
          setState,
          onError,
          navigate,
        });
      case 'gift-card':
        return runNavigateFlow({ submit: async () => giftCardPageUrl(itemId, sku), setState, onError, navigate });
      case 'express-checkout':
        return runNavigateFlow({ submit: async () => expressCheckoutUrl(itemId, sku, quantity), setState, onError, navigate });
    }
  };

  // The spec §5 checks run at once on the press, in this chunk: Adding… shows without waiting for any download.
  const activate = () => {
    // Spec §4: a button already adding, or whose parent is marked added, ignores clicks.
    if (state !== 'idle' || root?.classList.contains(ADDED_CLASS)) return;
    const validate = (variants: ProductVariant[]) => validateAddToCart({
      productType: props.productType,
      optionNames: props.optionNames,
      variants,
      selection: selectionOf(props.itemId, selections),
      quantityText: props.hasQuantityInput ? quantityTextOf(props.itemId, quantities) : undefined,
      // Only an add joins what the cart already holds.
      inCart: (sku) => (kind === 'cart' ? quantityInCart($cart.get(), props.itemId, sku) : 0),
    });
    const printed = validate(props.variants);
    // The page shows the stock of its build: before refusing for stock, ask the server for the live one.
    if (!printed.ok && printed.message === CART_MESSAGES.notEnoughStock) {
      loadPurchaseSteps()
        .then(({ withLiveStock }) => withLiveStock(props.itemId, props.variants))
        .then((live) => proceed(validate(live)), () => proceed(printed));
    } else {
      proceed(printed);
    }
  };

  const proceed = (check: AddToCartCheck) => {
    if (!check.ok) {
      setAlert({ title, message: check.message });
      return;
    }
    // Spec §5: an item with a form gets a stock check, then its answers in the lightbox, then the purchase.
    // A gift card's form is on the gift-card page; express checkout asks at checkout.
    if (formText && (kind === 'cart' || kind === 'subscription')) {
      loadPurchaseSteps().then(
        (steps) => {
          const form = steps.parseFormDefinition(formText);
          if (!form) return void purchase(check);
          return steps.openAdditionalFieldsForm({ itemId: props.itemId, sku: check.sku }, form).then((opening) => {
            if (!opening.ok) setAlert({ title, message: opening.message });
            else if (opening.values) void purchase(check, JSON.stringify(opening.values));
          });
        },
      ).catch(onError);
      return;
    }
    void purchase(check);
  };
  // The steps after the checks (a form, a subscription, a failure's text) start on their way as the visitor
  // reaches for the button, so a press rarely waits for them.
  const prefetchSteps = () => void loadPurchaseSteps().catch(() => undefined);

  // A press before React had the island (early-press.ts) is made now, after the render that reads the stores' own
  // values (the first one shows the server's).
  const latestActivate = useRef(activate);
  latestActivate.current = activate;
  useEffect(() => {
    if (!root?.hasAttribute(PENDING_PRESS_ATTRIBUTE)) return;
    root.removeAttribute(PENDING_PRESS_ATTRIBUTE);
    const timer = setTimeout(() => latestActivate.current(), 0);
    return () => clearTimeout(timer);
  }, [root]);

  const stateClass = state === 'adding' ? ` ${ADDING_CLASS}` : state === 'added' ? ` ${ADDED_CLASS}` : '';
  return (
    <>
      <div
        {...props.dataAttributes}
        ref={button}
        className={props.buttonClass + stateClass}
        role="button"
        tabIndex={0}
        aria-disabled={state === 'idle' ? undefined : true}
        onClick={activate}
        onKeyDown={onActivationKey(activate)}
        onPointerEnter={prefetchSteps}
        onFocus={prefetchSteps}
      >
        <div className="sqs-add-to-cart-button-inner">{label}</div>
      </div>
      {/* In <body>: the widget may sit in a stacking context (sticky column) below the site header. */}
      {alert &&
        createPortal(
          <Suspense fallback={null}>
            <AlertDialog title={alert.title} message={alert.message} onClose={closeAlert} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
