import { describe, expect, it } from 'vitest';
import { format } from '../run-core';

const DICKENS = 'It was the best of times, it was the worst of times, it was the age of wisdom';

describe('truncate', () => {
  it('cuts after the last whitespace within the length and appends the ellipsis', () => {
    expect(format('truncate', DICKENS, ['28'])).toBe('It was the best of times, ...');
    expect(format('truncate', DICKENS, ['55', '!!'])).toBe('It was the best of times, it was the worst of times, !!');
    expect(format('truncate', DICKENS, ['10'])).toBe('It was ...');
    expect(format('truncate', DICKENS, ['11'])).toBe('It was the ...');
    expect(format('truncate', DICKENS, ['28', ' ! ! !'])).toBe('It was the best of times,  ! ! !');
  });

  it('cuts mid-word when the span holds no whitespace', () => {
    expect(format('truncate', 'abcdefghij', ['5'])).toBe('abcde...');
    expect(format('truncate', 1234567, ['3'])).toBe('123...');
  });

  it('breaks only at ASCII whitespace', () => {
    expect(format('truncate', 'ab\tcd\nef gh', ['4'])).toBe('ab\t...');
    expect(format('truncate', 'x\u00a0y z', ['3'])).toBe('x\u00a0y...');
  });

  it('leaves text within the length alone', () => {
    expect(format('truncate', 'short', ['5'])).toBe('short');
    expect(format('truncate', 'short', ['4'])).toBe('shor...');
  });

  it('defaults to 100 characters, and never cuts for a zero or negative length', () => {
    const long = 'word '.repeat(30);
    expect(format('truncate', long)).toBe('word '.repeat(20) + '...');
    expect(format('truncate', long, ['0'])).toBe(long);
    expect(format('truncate', long, ['-1'])).toBe(long);
  });

  it('gives "" for missing values and containers', () => {
    expect(format('truncate', undefined, ['3'])).toBe('');
    expect(format('truncate', ['a b'], ['3'])).toBe('');
  });
});

describe('slugify', () => {
  it('keeps ASCII letters, digits and dashes, lowercased, whitespace runs as "-"', () => {
    expect(format('slugify', "If Strike Isn't Settled Quickly, It May Last Awhile")).toBe(
      'if-strike-isnt-settled-quickly-it-may-last-awhile',
    );
    expect(format('slugify', '  Hello   World  ')).toBe('-hello-world-');
    expect(format('slugify', 'foo_bar-baz--qux')).toBe('foobar-baz--qux');
    expect(format('slugify', 'Crème Brûlée & Café')).toBe('crme-brle-caf');
    expect(format('slugify', 'x - y')).toBe('x---y');
  });

  it('strips before lowercasing, so non-ASCII capitals vanish', () => {
    expect(format('slugify', 'İx \u212a')).toBe('x-');
    expect(format('slugify', 12.5)).toBe('125');
  });
});

describe('smartypants', () => {
  const cases: [string, string][] = [
    [`Yes, I've read both "Don Quixote" and "A Tale of Two Cities".`, 'Yes, I’ve read both “Don Quixote” and “A Tale of Two Cities”.'],
    ['I spoke to Larry--the project lead--about the issue.', 'I spoke to Larry—the project lead—about the issue.'],
    [`'single'`, '‘single’'],
    [`don't 'x' "y"`, 'don’t ’x’ “y”'],
    [`He said, "'Hi'"`, 'He said, “‘Hi’”'],
    [`('x') ["x"] -'x -"x`, '(‘x’) [“x”] -‘x -“x'],
    [`x\n'y'`, 'x\n‘y’'],
    [`{"x" ="x" /"x /'x`, '{”x” =”x” /“x /’x'],
    [`5'10"`, '5’10”'],
    ['a---b', 'a—-b'],
    ['wait...', 'wait...'],
  ];
  it.each(cases)('%s', (input, expected) => {
    expect(format('smartypants', input)).toBe(expected);
  });
});
