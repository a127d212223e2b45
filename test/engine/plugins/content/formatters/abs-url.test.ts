import { describe, expect, it } from 'vitest';
import { render } from '../render';

describe('AbsUrl', () => {
  it('joins the nearest base-url and the path with a slash', () => {
    expect(render('{path|AbsUrl}', { 'base-url': 'https://example.com/prefix', path: 'blog/a' })).toBe(
      'https://example.com/prefix/blog/a',
    );
    expect(render('{.section s}{path|AbsUrl}{.end}', { 'base-url': 'R', s: { 'base-url': 'S', path: 'x' } })).toBe('S/x');
  });
  it('keeps going without a base-url or a path', () => {
    expect(render('{path|AbsUrl}', { path: 'x' })).toBe('/x');
    expect(render('{path|AbsUrl}', { 'base-url': 'http://a' })).toBe('http://a/');
  });
});
