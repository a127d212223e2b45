import { describe, expect, it } from 'vitest';
import { format } from '../run-core';

const SAMPLE = '"< foo & bar >"';

describe('html, htmlattr, htmltag', () => {
  it('escape text and attribute values', () => {
    expect(format('html', SAMPLE)).toBe('"&lt; foo &amp; bar &gt;"');
    expect(format('htmlattr', SAMPLE)).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
    expect(format('htmltag', SAMPLE)).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
  });

  it('print scalars and nothing for the rest', () => {
    expect(format('html', 5)).toBe('5');
    expect(format('htmlattr', false)).toBe('false');
    expect(format('htmltag', null)).toBe('');
    expect(format('html', ['<'])).toBe('');
  });
});

describe('safe', () => {
  it('removes tags', () => {
    expect(format('safe', '<a href="/link">link</a>')).toBe('link');
    expect(format('safe', '<b>bold string</b>')).toBe('bold string');
  });

  it('passes missing and null through, and gives "" for containers', () => {
    expect(format('safe', undefined)).toBeUndefined();
    expect(format('safe', null)).toBeNull();
    expect(format('safe', { a: '<b>' })).toBe('');
    expect(format('safe', 5)).toBe('5');
  });
});
