/**
 * The frames a render reuses (a repeated section's item frame, a formatter chain's array and pushed
 * frame per nesting level) behave as fresh ones: nothing one item or one tag leaves is seen by the next.
 */
import { describe, expect, it } from 'vitest';
import { referenceRender } from '../reference-engine';
import { render } from '../render';

function agree(template: string, json: unknown, expected: string, partials?: Record<string, string>): void {
  expect(referenceRender(template, json, { partials }).output).toBe(expected);
  expect(render(template, json, { partials }).output).toBe(expected);
}

describe('a repeated section moves one frame from item to item', () => {
  it('drops what an item bound before the next item', () => {
    agree('{.repeated section a}{.if f}{.var @v n}{.end}[{@v}]{.end}', { a: [{ f: 1, n: 'x' }, { n: 'y' }] }, '[x][]');
  });

  it('drops the macros an item defined before the next item', () => {
    agree('{.repeated section a}{.if f}{.macro m}M{.end}{.end}[{@|apply m}]{.end}', { a: [{ f: 1 }, {}] }, '[M][]');
  });

  it('gives each nesting of the same section its own frame', () => {
    const partials = { row: '{.repeated section kids}({n}{@|apply row}){.end}' };
    agree('{@|apply row}', { kids: [{ n: 1, kids: [{ n: 2 }, { n: 3 }] }, { n: 4 }] }, '(1(2)(3))(4)', partials);
  });

  it('keeps the separator and @index reading the item just rendered', () => {
    agree('{.repeated section a}{n}{.alternates with}<{n}{@index}>{.end}', { a: [{ n: 'p' }, { n: 'q' }, { n: 'r' }] }, 'p<p1>q<q2>r');
  });
});

describe('formatter chains nest without disturbing each other', () => {
  it('continues a chain with its own value after a formatter rendered tags of its own', () => {
    const partials = { inner: '<{name|html}{@|json}>' };
    agree('{a|apply inner|html}|{b|apply inner}', { a: { name: 'A&' }, b: { name: 'B' } }, '&lt;A&amp;amp;{"name":"A&amp;"}&gt;|<B{"name":"B"}>', partials);
  });

  it('resolves names past a pushed value after a nested chain ends', () => {
    const partials = { card: '{title|html}:{@|apply price}:{title}', price: '{cost|json}' };
    agree('{.repeated section items}{@|apply card};{.end}', { items: [{ title: 'T1', cost: 1 }, { title: 'T2', cost: 2 }] }, 'T1:1:T1;T2:2:T2;', partials);
  });
});
