import { describe, expect, it } from 'vitest';
import { holds } from '../render';

describe('image predicates', () => {
  it('main-image? needs a main image or a system data id', () => {
    expect(holds('main-image?', { mainImageId: 'm' })).toBe(true);
    expect(holds('main-image?', { mainImageId: '', systemDataId: 's' })).toBe(true);
    expect(holds('main-image?', { mainImageId: 0 })).toBe(false);
  });
  it('child-images? looks at the first child only', () => {
    expect(holds('child-images?', { items: [{ systemDataId: 'x' }] })).toBe(true);
    expect(holds('child-images?', { items: [{ foo: 1 }, { mainImageId: 'm' }] })).toBe(false);
    expect(holds('child-images?', { items: [] })).toBe(false);
  });
});

describe('excerpt?', () => {
  it('needs visible text in a string or in excerpt.html', () => {
    expect(holds('excerpt?', { excerpt: { html: 'foo' } })).toBe(true);
    expect(holds('excerpt?', { excerpt: 'abc' })).toBe(true);
    expect(holds('excerpt?', { excerpt: { html: '   ' } })).toBe(false);
    expect(holds('excerpt?', { excerpt: '<p> </p>' })).toBe(false);
    expect(holds('excerpt?', { excerpt: 123 })).toBe(false);
  });
});

describe('other item predicates', () => {
  it('external-link? and passthrough?', () => {
    expect(holds('external-link?', { externalLink: 'http://x' })).toBe(true);
    expect(holds('external-link?', { externalLink: '' })).toBe(false);
    expect(holds('passthrough?', { passthrough: true, sourceUrl: 'http://x' })).toBe(true);
    expect(holds('passthrough?', { passthrough: true, sourceUrl: '' })).toBe(false);
    expect(holds('passthrough?', { passthrough: false, sourceUrl: 'http://x' })).toBe(false);
  });

  it('has-multiple? counts list entries or object keys', () => {
    expect(holds('has-multiple?', [1, 2])).toBe(true);
    expect(holds('has-multiple?', [1])).toBe(false);
    expect(holds('has-multiple?', { a: 1, b: 2 })).toBe(true);
    expect(holds('has-multiple?', 'ab')).toBe(false);
  });

  it('location? needs both map coordinates', () => {
    expect(holds('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(holds('location?', { location: { mapLat: 33.4 } })).toBe(false);
  });

  it('event and form settings', () => {
    expect(holds('calendar-view?', { calendarView: true })).toBe(true);
    expect(holds('calendar-view?', { calendarView: 'yes' })).toBe(false);
    expect(holds('show-past-events?', { showPastOrUpcomingEvents: 'past' })).toBe(true);
    expect(holds('show-past-events?', { showPastOrUpcomingEvents: 'upcoming' })).toBe(false);
    expect(holds('serviceNameEmail?', { serviceName: 'email' })).toBe(true);
    expect(holds('serviceNameEmail?', { serviceName: 'EMAIL' })).toBe(false);
  });
});
