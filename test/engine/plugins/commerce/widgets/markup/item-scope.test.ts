import { describe, expect, it } from 'vitest';
import { field, itemIdOf, lookUp } from '../../../../../../engine/plugins/commerce/widgets/markup/item-scope';
import { FakeContext } from '../../../fake-context';

describe('item-scope', () => {
  it('reads own fields only', () => {
    expect(field({ a: { b: 1 } }, 'a', 'b')).toBe(1);
    expect(field({ a: 1 }, 'a', 'b')).toBeUndefined();
    expect(field({}, 'constructor')).toBeUndefined();
    expect(field(['x'], '0')).toBe('x');
  });

  it('looks a path up in the item before the stack', () => {
    const root = { localizedStrings: { t: 'root' }, item: { localizedStrings: { t: 'item' } } };
    const ctx = new FakeContext(root);
    expect(lookUp(root.item, ctx, 'localizedStrings.t')).toBe('item');
    expect(lookUp({ id: 1 }, ctx, 'localizedStrings.t')).toBe('root');
  });

  it('gives the item id as text', () => {
    expect(itemIdOf({ id: 12 })).toBe('12');
    expect(itemIdOf({})).toBe('');
  });
});
