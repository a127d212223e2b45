import { describe, expect, it } from 'vitest';
import { startOnInteraction } from '../../islands/interaction-start';
import { needsHydration } from '../../islands/lazy-start';

// Element is a DOM global; the test only needs `instanceof Element` to work.
globalThis.Element ??= class {} as unknown as typeof Element;

/** Just enough of the DOM: one waiting island (a form) and a link elsewhere on the page. */
function page() {
  const attributes = new Map<string, string>([['data-island-interaction', '']]);
  const island = { setAttribute: (name: string, value: string) => void attributes.set(name, value), attributes };
  const inside = Object.assign(Object.create(Element.prototype) as Element, { closest: () => island });
  const outside = Object.assign(Object.create(Element.prototype) as Element, { closest: () => null });
  const listeners = new Map<string, { listener: (event: Event) => void; capture: boolean }>();
  const doc = {
    querySelector: () => island,
    addEventListener: (type: string, listener: (event: Event) => void, capture = false) => void listeners.set(type, { listener, capture }),
  } as unknown as Document;
  /** Dispatches to the document's listener; `handled`: an island already prevented it. Gives whether it is prevented. */
  const fire = (type: string, target: Element, handled = false) => {
    let prevented = handled;
    listeners.get(type)!.listener({ type, target, defaultPrevented: handled, preventDefault: () => (prevented = true) } as unknown as Event);
    return prevented;
  };
  return { doc, attributes, inside, outside, fire, listeners };
}

describe('startOnInteraction', () => {
  it('starts the islands on the first focus or press inside a waiting island, once', () => {
    const { doc, inside, outside, fire, listeners } = page();
    let starts = 0;
    startOnInteraction(doc, () => starts++);
    expect(listeners.get('focusin')?.capture).toBe(true);
    fire('pointerdown', outside);
    expect(starts).toBe(0);
    fire('focusin', inside);
    fire('pointerdown', inside);
    expect(starts).toBe(1);
  });

  it('marks every waiting island the visitor touches as woken, also after the start', () => {
    const { doc, attributes, inside, fire } = page();
    startOnInteraction(doc, () => undefined);
    fire('focusin', inside);
    expect(attributes.has('data-island-woken')).toBe(true);
    attributes.delete('data-island-woken');
    fire('pointerdown', inside);
    expect(attributes.has('data-island-woken')).toBe(true);
  });

  it('holds a submit no hydrated island handled, marks it pending and starts the islands', () => {
    const { doc, attributes, inside, fire, listeners } = page();
    let starts = 0;
    startOnInteraction(doc, () => starts++);
    expect(listeners.get('submit')?.capture).toBe(false);
    expect(fire('submit', inside)).toBe(true);
    expect(attributes.has('data-island-pending-submit')).toBe(true);
    expect(starts).toBe(1);
  });

  it('leaves alone a submit a hydrated island already handled', () => {
    const { doc, attributes, inside, fire } = page();
    let starts = 0;
    startOnInteraction(doc, () => starts++);
    fire('submit', inside, true);
    expect(attributes.has('data-island-pending-submit')).toBe(false);
    expect(starts).toBe(0);
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
