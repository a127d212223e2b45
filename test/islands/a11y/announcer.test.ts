import { describe, expect, it } from 'vitest';
import { ANNOUNCER_ATTRIBUTE, announcerOf, createAnnouncer, LIVE_REGION_HTML, type AnnouncerRegion } from '../../../islands/a11y/announcer';
import { parseAttributes } from '../../../islands/ssr';

/** A region and a turn the test ends by hand. */
function setUp() {
  const region: AnnouncerRegion = { textContent: '', className: '', setAttribute: () => undefined };
  let pending: (() => void) | undefined;
  const announcer = createAnnouncer(() => region, (flush) => void (pending = flush));
  const endTurn = () => {
    pending?.();
    pending = undefined;
  };
  return { region, announcer, endTurn };
}

describe('announcerOf', () => {
  it('creates one polite, atomic status region at the end of <body>, and finds it afterwards', () => {
    type Region = AnnouncerRegion & { attributes: Record<string, string> };
    const appended: Record<string, string>[] = [];
    let found: unknown = null;
    const doc = {
      body: { appendChild: (region: Region) => void appended.push(region.attributes) },
      querySelector: (selector: string) => (selector === `[${ANNOUNCER_ATTRIBUTE}]` ? found : null),
      createElement: (): Region => {
        const attributes: Record<string, string> = {};
        return { textContent: '', className: '', attributes, setAttribute: (name: string, value: string) => void (attributes[name] = value) };
      },
    };
    const region = announcerOf(doc);
    expect(appended).toEqual([{ [ANNOUNCER_ATTRIBUTE]: '', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }]);
    expect(region.className).toBe('kiosk-visually-hidden');
    found = region;
    expect(announcerOf(doc)).toBe(region);
    expect(appended).toHaveLength(1);
  });

  it('is printed by the build as the same element it would create', () => {
    const [, attributeText] = /^<div([^>]*)><\/div>$/.exec(LIVE_REGION_HTML) ?? [];
    expect(parseAttributes(attributeText)).toEqual({
      class: 'kiosk-visually-hidden', [ANNOUNCER_ATTRIBUTE]: '', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true',
    });
  });
});

describe('createAnnouncer', () => {
  it('writes at the end of the turn, what came in the turn read together, leading messages first', () => {
    const { region, announcer, endTurn } = setUp();
    announcer.announce('2 items in cart.');
    announcer.announce('Ceramic Mug removed from your cart.', { lead: true });
    expect(region.textContent).toBe('');
    endTurn();
    expect(region.textContent).toBe('Ceramic Mug removed from your cart. 2 items in cart.');
  });

  it('says the same message again by changing the region anyway', () => {
    const { region, announcer, endTurn } = setUp();
    announcer.announce('Added!');
    endTurn();
    announcer.announce('Added!');
    endTurn();
    expect(region.textContent).toBe('Added!\u00A0');
    announcer.announce('Added!');
    endTurn();
    expect(region.textContent).toBe('Added!');
  });

  it('ignores empty text and a message already queued in the turn', () => {
    const { region, announcer, endTurn } = setUp();
    announcer.announce('');
    announcer.announce('Adding…');
    announcer.announce('Adding…');
    endTurn();
    expect(region.textContent).toBe('Adding…');
  });
});
