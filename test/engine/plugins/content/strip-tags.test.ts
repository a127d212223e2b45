import { describe, expect, it } from 'vitest';
import { stripTags } from '../../../../engine/plugins/content/strip-tags';

describe('stripTags', () => {
  it('turns each tag into one space and keeps whitespace as it is', () => {
    expect(stripTags('<b>bold</b><div><i>italics</i></div>')).toBe(' bold   italics  ');
    expect(stripTags('a\t\n  b')).toBe('a\t\n  b');
  });
  it('ends a tag at the first ">" and turns stray ">" into spaces', () => {
    expect(stripTags('a<br/>b <img src="x>y"> c')).toBe('a b  y"  c');
    expect(stripTags('a > b')).toBe('a   b');
    expect(stripTags('a <<b>> c')).toBe('a    c');
  });
  it('drops the rest of the text after an unclosed "<"', () => {
    expect(stripTags('a < b')).toBe('a ');
    expect(stripTags('x<')).toBe('x');
  });
  it('keeps entities', () => {
    expect(stripTags('<p>a &amp; b</p>')).toBe(' a &amp; b ');
  });
});
