/** The BroadcastChannel tabs announce cart changes on; its own module so the tiny page entry need not carry the channel code. */
export const CART_CHANNEL_NAME = 'kiosk-cart';
