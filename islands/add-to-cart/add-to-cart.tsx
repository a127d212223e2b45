/**
 * AddToCart island: adopts the `add-to-cart-btn` markup (a role="button" div), validates the visitor's
 * choices (spec §5), adds through the cart store and runs the button states of spec §4.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { onActivationKey } from '../a11y/role-button';
import { AlertDialog } from '../alert/alert-dialog';
import type { ProductVariant } from '../product/product-data';
import { $cart, addToCart, quantityInCart } from '../stores/cart';
import { $quantities, $selections, quantityTextOf, selectionOf } from '../stores/product-form';
import { buttonLabel, runAddFlow, type ButtonState } from './add-flow';
import { addErrorMessage, addErrorTitle, type AlertText } from './error-message';
import { validateAddToCart } from './validate';

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
}

export function AddToCart(props: AddToCartProps) {
  const [state, setState] = useState<ButtonState>('idle');
  const [alert, setAlert] = useState<AlertText | null>(null);
  const button = useRef<HTMLDivElement>(null);
  const selections = useStore($selections, { ssr: 'initial' });
  const quantities = useStore($quantities, { ssr: 'initial' });

  const closeAlert = () => {
    setAlert(null);
    button.current?.focus();
  };

  const activate = () => {
    if (state !== 'idle') return; // spec §4: a button already adding or added ignores clicks
    const title = addErrorTitle(props.productType);
    const check = validateAddToCart({
      productType: props.productType,
      optionNames: props.optionNames,
      variants: props.variants,
      selection: selectionOf(props.itemId, selections),
      quantityText: quantityTextOf(props.itemId, quantities),
      inCart: (sku) => quantityInCart($cart.get(), props.itemId, sku),
    });
    if (!check.ok) {
      setAlert({ title, message: check.message });
      return;
    }
    void runAddFlow({
      submit: () => addToCart({ itemId: props.itemId, sku: check.sku, quantity: check.quantity }),
      setState,
      onError: (error) => setAlert({ title, message: addErrorMessage(error, navigator.cookieEnabled) }),
    });
  };

  const stateClass = state === 'adding' ? ' cart-adding' : state === 'added' ? ' cart-added' : '';
  const label = buttonLabel(state, props.label);
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
      >
        <div className="sqs-add-to-cart-button-inner">{label}</div>
      </div>
      <span className="kiosk-visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
      {/* In <body>: the widget may sit in a stacking context (sticky column) below the site header. */}
      {alert && createPortal(<AlertDialog title={alert.title} message={alert.message} onClose={closeAlert} />, document.body)}
    </>
  );
}
