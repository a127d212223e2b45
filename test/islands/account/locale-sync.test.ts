// Locale sync (spec §7): sent only when the top window has a translation widget, once per language per tab.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncLocale, widgetLanguage, type TopWindow } from '../../../islands/account/locale-sync';
import { fakeTransport, json } from '../stores/fake-transport';

function topWith(widget: { language?: string } | undefined, lang = 'en-US'): TopWindow {
  return {
    document: {
      querySelector: (selector) => (widget && selector === '[data-translation-widget]' ? { getAttribute: (name) => (name === 'data-language' ? (widget.language ?? null) : null) } : null),
      documentElement: { lang },
    },
  };
}

const crossOrigin = { get document(): TopWindow['document'] { throw new DOMException('Blocked a frame', 'SecurityError'); } } as TopWindow;

const account = { email: 'a@b.co', verified: true, createdAt: 1, language: 'fr-CA', pendingEmail: null };

beforeEach(() => {
  const store = new Map<string, string>();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

describe('widgetLanguage', () => {
  it('reads the widget\'s language, else the top document\'s lang', () => {
    expect(widgetLanguage(topWith({ language: 'fr-CA' }))).toBe('fr-CA');
    expect(widgetLanguage(topWith({}, 'de'))).toBe('de');
  });

  it('finds none without a widget, in a top window of another origin, or for a tag that is not one', () => {
    expect(widgetLanguage(topWith(undefined))).toBeUndefined();
    expect(widgetLanguage(crossOrigin)).toBeUndefined();
    expect(widgetLanguage(null)).toBeUndefined();
    expect(widgetLanguage(topWith({ language: 'not a language' }))).toBeUndefined();
  });
});

describe('syncLocale', () => {
  it('sends nothing without a widget', async () => {
    const fake = fakeTransport([]);
    expect(await syncLocale(fake.transport, topWith(undefined))).toBe(false);
    expect(fake.sent).toEqual([]);
  });

  it('posts the widget\'s language once per language', async () => {
    const fake = fakeTransport([json(account), json({ ...account, language: 'en-US' })]);
    expect(await syncLocale(fake.transport, topWith({ language: 'fr-CA' }))).toBe(true);
    expect(await syncLocale(fake.transport, topWith({ language: 'fr-CA' }))).toBe(false);
    expect(await syncLocale(fake.transport, topWith({ language: 'en-US' }))).toBe(true);
    expect(fake.sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/site-users/account/locale', { language: 'fr-CA' }],
      ['POST', '/api/site-users/account/locale', { language: 'en-US' }],
    ]);
  });
});
