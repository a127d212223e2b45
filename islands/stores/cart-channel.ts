/**
 * Tells the visitor's other tabs that the cart changed, and hears theirs (a BroadcastChannel). Only the cart's
 * id and version travel: a tab that hears of a newer version reads the cart from the server itself.
 */
import { CART_CHANNEL_NAME } from './cart-channel-name';

export { CART_CHANNEL_NAME };

export interface CartChangeNotice {
  cartId: string;
  version: number;
}

export interface CartChannel {
  announce(notice: CartChangeNotice): void;
  /** Calls `onNotice` for each change another tab announces; returns the unsubscribe. */
  listen(onNotice: (notice: CartChangeNotice) => void): () => void;
}

function isNotice(data: unknown): data is CartChangeNotice {
  if (data === null || typeof data !== 'object') return false;
  const { cartId, version } = data as Record<string, unknown>;
  return typeof cartId === 'string' && typeof version === 'number';
}

/** The channel over a BroadcastChannel, or undefined where the browser has none (the tab then just stays put). */
export function broadcastCartChannel(name = CART_CHANNEL_NAME): CartChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    announce: (notice) => channel.postMessage({ cartId: notice.cartId, version: notice.version }),
    listen(onNotice) {
      const handler = (event: MessageEvent) => {
        if (isNotice(event.data)) onNotice(event.data);
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
