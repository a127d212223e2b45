/**
 * The template's own cart indicators, apart from custom-cart.ts so the hydrator can look for one cheaply.
 * `.kiosk-cart-indicator` keeps the floating pill (a header's cart link); only `.sqs-custom-cart` replaces the
 * pill (islands/ssr/adopt/cart-pill.ts).
 */
export const CUSTOM_CART_SELECTOR = '.sqs-custom-cart, .kiosk-cart-indicator';
