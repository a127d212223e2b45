/** The CartPill island's props for one page: the cart page, express checkout and a template cart indicator hide it. */
import type { CartPillProps } from '../../cart-pill/cart-pill';
import type { ItemJson } from '../adopter';
import { findElementsByClass } from '../find-elements';

/** The class of a template's own cart indicator (Squarespace's custom cart). */
export const CUSTOM_CART_CLASS = 'sqs-custom-cart';

export function cartPillProps(cartUrl: string, pageHtml: string, storeSettings: ItemJson | undefined, onCartPage: boolean): CartPillProps {
  const props: CartPillProps = { cartUrl, onCartPage };
  // Only the flags that are on travel in data-props.
  if (storeSettings?.expressCheckout === true) props.expressCheckout = true;
  // A text search first: most pages have no such element, and the scan reads every tag.
  if (pageHtml.includes(CUSTOM_CART_CLASS) && findElementsByClass(pageHtml, CUSTOM_CART_CLASS).length > 0) props.customCart = true;
  return props;
}
