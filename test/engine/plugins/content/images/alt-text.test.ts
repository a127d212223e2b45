import { describe, expect, it } from 'vitest';
import { render } from '../render';

/** The alt text `image-meta` prints for `img` (with optional root fields such as blockType). */
function alt(img: unknown, root: Record<string, unknown> = {}): string {
  const out = render('{img|image-meta}', { ...root, img });
  return /alt="([^"]*)"/.exec(out)![1];
}

describe('alt text', () => {
  it('prefers the title, then the body as plain text, then the filename', () => {
    expect(alt({ title: 't', body: 'b', filename: 'f' })).toBe('t');
    expect(alt({ title: '', body: '<p>x</p>', filename: 'f' })).toBe(' x ');
    expect(alt({ title: '', body: '', filename: 'x.png' })).toBe('x.png');
    expect(alt({})).toBe('');
  });

  it('ignores altText outside an image block', () => {
    expect(alt({ title: 't', altText: 'a' })).toBe('t');
    expect(alt({ altText: 'a' })).toBe('');
  });

  it('uses only the trimmed altText inside an image block (blockType 5), even when empty', () => {
    expect(alt({ title: 't', altText: ' a ' }, { blockType: 5 })).toBe('a');
    expect(alt({ title: 't', altText: '' }, { blockType: '5' })).toBe('');
    expect(alt({ title: 't' }, { blockType: 5 })).toBe('');
    expect(alt({ title: 't', altText: 'a' }, { blockType: 6 })).toBe('t');
  });

  it("takes the image's own blockType over the context's", () => {
    expect(alt({ title: 't', altText: 'a', blockType: 5 }, { blockType: 6 })).toBe('a');
    expect(alt({ title: 't', altText: 'a', blockType: 6 }, { blockType: 5 })).toBe('t');
  });

  it('skips empty-looking fields and prints scalars', () => {
    expect(alt({ title: 0, body: 'b' })).toBe('b');
    expect(alt({ title: {}, body: 'b' })).toBe('b');
    expect(alt({ title: true, body: 'b' })).toBe('true');
    expect(alt({ filename: 7 })).toBe('7');
  });

  it('cuts alt text taken from the body at 250 characters (spec §9)', () => {
    const body = '<b>' + 'x'.repeat(248) + 'yz';
    expect(alt({ body })).toBe(' ' + 'x'.repeat(248) + 'y');
    expect(alt({ title: 'x'.repeat(300) })).toHaveLength(300);
  });

  it('escapes the text for the attribute', () => {
    expect(alt({ title: `a"<>&'b` })).toBe(`a&quot;&lt;&gt;&amp;'b`);
  });
});
