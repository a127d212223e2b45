import { describe, expect, it } from 'vitest';
import { broadcastCartChannel, type CartChangeNotice } from '../../../islands/stores/cart-channel';

describe('cart channel (BroadcastChannel between tabs)', () => {
  it("delivers one tab's notice to the others, not to itself, and ignores foreign messages", async () => {
    const name = `kiosk-cart-test-${Math.random()}`;
    const mine = broadcastCartChannel(name)!;
    const other = broadcastCartChannel(name)!;
    const heardByOther: CartChangeNotice[] = [];
    const heardByMe: CartChangeNotice[] = [];
    const stopOther = other.listen((n) => heardByOther.push(n));
    const stopMine = mine.listen((n) => heardByMe.push(n));
    const stranger = new BroadcastChannel(name);
    stranger.postMessage('hello');
    mine.announce({ cartId: 'c1', version: 7 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByOther).toEqual([{ cartId: 'c1', version: 7 }]);
    expect(heardByMe).toEqual([]);
    stopOther();
    stopMine();
    stranger.close();
  });
});
