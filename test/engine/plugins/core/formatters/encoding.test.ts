import { describe, expect, it } from 'vitest';
import { format } from '../run-core';

const SPECIALS = '!*()~._- /?:@&=+$,#;[]<>"{}|\\^`%é\u{1F60D}';

describe('encode-space', () => {
  it('turns every whitespace character into &nbsp;', () => {
    expect(format('encode-space', 'a b\tc\nd  e\u00a0f')).toBe('a&nbsp;b&nbsp;c&nbsp;d&nbsp;&nbsp;e&nbsp;f');
  });

  it('prints numbers and booleans, nothing for containers', () => {
    expect(format('encode-space', 12.5)).toBe('12.5');
    expect(format('encode-space', ['x y'])).toBe('');
    expect(format('encode-space', undefined)).toBe('');
  });
});

describe('encode-uri and encode-uri-component', () => {
  it('encode like the JavaScript functions of the same names', () => {
    expect(format('encode-uri', 'Coffee & Tea')).toBe('Coffee%20&%20Tea');
    expect(format('encode-uri-component', 'Coffee & Tea')).toBe('Coffee%20%26%20Tea');
    expect(format('encode-uri-component', '커피와 차')).toBe('%EC%BB%A4%ED%94%BC%EC%99%80%20%EC%B0%A8');
  });

  it('encode a lone surrogate as U+FFFD instead of failing', () => {
    expect(format('encode-uri', 'a\ud83db')).toBe('a%EF%BF%BDb');
    expect(format('encode-uri-component', '\ude0d')).toBe('%EF%BF%BD');
  });
});

describe('url-encode', () => {
  it('keeps letters, digits and * @ - _ + . / and percent-encodes the rest as UTF-8', () => {
    expect(format('url-encode', SPECIALS)).toBe(
      '%21*%28%29%7E._-%20/%3F%3A@%26%3D+%24%2C%23%3B%5B%5D%3C%3E%22%7B%7D%7C%5C%5E%60%25%C3%A9%F0%9F%98%8D',
    );
    expect(format('url-encode', '\u201ca b\u201d')).toBe('%E2%80%9Ca%20b%E2%80%9D');
  });

  it('does not mistake an encoded "%" for an escape of its own', () => {
    expect(format('url-encode', '%2B%40')).toBe('%252B%2540');
  });

  it('prints nothing for missing values and containers', () => {
    expect(format('url-encode', undefined)).toBe('');
    expect(format('url-encode', { a: 1 })).toBe('');
    expect(format('url-encode', true)).toBe('true');
  });
});
