/** `line-breaks`: every newline of the text becomes `<br/>`. */
import { describe, expect, it } from 'vitest';
import { render } from '../../../render';

describe('line-breaks', () => {
  it('replaces each newline, numbers print as text, other values as nothing', () => {
    expect(render('{s|line-breaks}', { s: 'a\nb\n\nc' }).output).toBe('a<br/>b<br/><br/>c');
    expect(render('{n|line-breaks}', { n: 5 }).output).toBe('5');
    expect(render('{o|line-breaks}', { o: { a: 1 } }).output).toBe('');
    expect(render('{nope|line-breaks}', {}).output).toBe('');
  });
});
