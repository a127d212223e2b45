import { describe, expect, it } from 'vitest';
import { startOnInteraction } from '../../islands/interaction-start';
import { needsHydration } from '../../islands/lazy-start';

/** Just enough of the DOM: one waiting island (a form) and a link elsewhere on the page. */
function page() {
  const attributes = new Map<string, string>([['data-island-interaction', '']]);
  const island = {
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    attributes,
  };
  const inside = Object.assign(Object.create(Element.prototype) as Element, { closest: () => island });
  const outside = Object.assign(Object.create(Element.prototype) as Element, { closest: () => null });
  const listeners = new Map<string, (event: Event) => void>();
  const doc = {
    querySelector: () => island,
    addEventListener: (type: string, listener: (event: Event) => void, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  } as unknown as Document;
  const fire = (type: string, target: Element) => {
    let prevented = false;
    listeners.get(type)!({ type, target, preventDefault: () => (prevented = true) } as unknown as Event);
    return prevented;
  };
  return { doc, island, inside, outside, fire, listeners };
}

// Element is a DOM global; the test only needs `instanceof Element` to work.
globalThis.Element ??= class {} as unknown as typeof Element;

describe('startOnInteraction', () => {
  it('starts the islands on the first focus or press inside a waiting island, once', () => {
    const { doc, inside, outside, fire } = page();
    let starts = 0;
    startOnInteraction(doc, () => starts++);
    fire('pointerdown', outside);
    expect(starts).toBe(0);
    fire('focusin', inside);
    fire('pointerdown', inside);
    expect(starts).toBe(1);
  });

  it('holds a submit made before the island is ready and marks it pending', () => {
    const { doc, island, inside, fire } = page();
    let starts = 0;
    startOnInteraction(doc, () => starts++);
    expect(fire('submit', inside)).toBe(true);
    expect(island.attributes.has('data-island-pending-submit')).toBe(true);
    expect(starts).toBe(1);
    island.attributes.set('data-island-ready', '');
    island.attributes.delete('data-island-pending-submit');
    expect(fire('submit', inside)).toBe(false); // the hydrated island handles its own submits
    expect(island.attributes.has('data-island-pending-submit')).toBe(false);
  });

  it('listens to nothing on a page without a waiting island', () => {
    const { doc, listeners } = page();
    startOnInteraction({ ...doc, querySelector: () => null } as unknown as Document, () => {});
    expect(listeners.size).toBe(0);
  });
});

describe('needsHydration with waiting islands', () => {
  const island = (...names: string[]) => ({ hasAttribute: (name: string) => names.includes(name) });

  it('does not load React for islands that wait for the visitor (the footer newsletter)', () => {
    expect(needsHydration([island('data-island-interaction'), island('data-island-cart')], '')).toBe(false);
    expect(needsHydration([island('data-island-interaction'), island()], '')).toBe(true);
  });
});
