// `kiosk stock`: sets and moves live stock in the store's database, which a server on it then sells against;
// refusals (unknown sku, unlimited variant, below zero, not a number) exit 1 with the rule's message.
import { describe, expect, it } from 'vitest';
import { useCommandStore } from './command-store';
import { OWNER_ORDER_MESSAGES as M } from '../../schemas/owner-orders';
import { itemIdOf, Visitor } from '../server/visitor';

const TEE = 'SQ-TEE-BLK-M';
const store = useCommandStore('stock');
const kiosk = store.kiosk;

/** A server on the command's database (it seeds the catalog); answers the storefront's stock of the tee. */
async function storefront() {
  const api = store.server();
  await api.ready;
  return async (): Promise<number | undefined> => {
    const answer = await new Visitor(api).request(`/api/commerce/inventory/stock?itemId=${itemIdOf('classic-tee')}`);
    const variants = JSON.stringify(answer.body);
    const found = new RegExp(`"sku":"${TEE}"[^}]*?"qtyInStock":(\\d+)|"qtyInStock":(\\d+)[^}]*?"sku":"${TEE}"`).exec(variants);
    return found ? Number(found[1] ?? found[2]) : undefined;
  };
}

describe('kiosk stock', () => {
  it('lists every variant, sets and adds stock, and the storefront sees it', async () => {
    const stockOfTee = await storefront();
    const listed = await kiosk('stock', 'list');
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(/^sku\s+product\s+variant\s+stock$/m);
    expect(listed.output).toMatch(new RegExp(`^${TEE}\\s+\\S.*\\s10$`, 'm'));
    expect(listed.output).toMatch(/^SQ-EBOOK-GUIDE\s.*unlimited$/m);

    expect(await kiosk('stock', 'set', TEE, '3')).toEqual({ code: 0, output: `${TEE} now has 3 in stock.\n` });
    expect(await kiosk('stock', 'add', TEE, '4')).toEqual({ code: 0, output: `${TEE} now has 7 in stock.\n` });
    expect(await kiosk('stock', 'add', TEE, '-2')).toEqual({ code: 0, output: `${TEE} now has 5 in stock.\n` });
    expect(await stockOfTee()).toBe(5);
    expect((await kiosk('stock', 'list')).output).toMatch(new RegExp(`^${TEE}\\s.*\\s5$`, 'm'));
  });

  it('refuses what the rules refuse, with exit code 1 and the reason', async () => {
    await storefront();
    expect(await kiosk('stock', 'add', TEE, '-11')).toEqual({ code: 1, output: `kiosk stock: ${M.negativeStock(TEE, 10)}\n` });
    expect(await kiosk('stock', 'set', 'SQ-NOPE', '1')).toEqual({ code: 1, output: `kiosk stock: ${M.unknownSku('SQ-NOPE')}\n` });
    expect(await kiosk('stock', 'set', 'SQ-EBOOK-GUIDE', '1')).toEqual({ code: 1, output: `kiosk stock: ${M.unlimited('SQ-EBOOK-GUIDE')}\n` });
    const negative = await kiosk('stock', 'set', TEE, '-1');
    expect(negative.code).toBe(1);
    expect(negative.output).toContain('quantity');
    const words = await kiosk('stock', 'set', TEE, 'lots');
    expect(words.code).toBe(1);
    expect(words.output).toContain('quantity is a whole number, not "lots"');
    expect((await kiosk('stock', 'set', TEE)).output).toContain('set needs a sku and a number');
    expect((await kiosk('stock', 'count')).output).toContain('expected set, add or list');
    expect((await kiosk('stock', 'list')).output).toMatch(new RegExp(`^${TEE}\\s.*\\s10$`, 'm'));
  });
});
