/** The context stack of sections, repeated sections and `.if`, against Squarespace's engine. */
import { describe, expect, it } from 'vitest';
import { referenceRender } from '../reference-engine';
import { render } from '../render';

function agree(template: string, json: unknown, expected: string): void {
  expect(referenceRender(template, json).output).toBe(expected);
  expect(render(template, json).output).toBe(expected);
}

describe('.section and .repeated section resolve their name in the current frame only', () => {
  it('does not find a section name up the stack', () => {
    agree('{.section a}{.section b}x{.or}none{.end}{.end}', { a: { c: 1 }, b: 'B' }, 'none');
    agree('{.section a}{.repeated section list}{@}{.or}empty{.end}{.end}', { a: { c: 1 }, list: [1, 2] }, 'empty');
  });

  it('still finds variables up the stack', () => {
    agree('{.section a}{b}{.end}', { a: { c: 1 }, b: 'B' }, 'B');
  });

  it('reads a bound variable of the current frame only', () => {
    agree('{.var @v a}{.section @v}{c}{.end}|{.section a}{.section @v}in{.or}out{.end}{.end}', { a: { c: 1 } }, '1|out');
  });

  it('reads @index of the current frame: missing inside an item', () => {
    agree('{.repeated section a}{.section @index}i{.or}-{.end}{@index}{.end}', { a: [1, 2] }, '-1-2');
  });
});

describe('a section runs its .or in its own frame', () => {
  it('prints the absent value as @ and drops what the branch binds', () => {
    agree('{.section n}A{.or}[{@}]{.var @v w}{.end}{@v}', { n: 0, w: 'W' }, '[0]');
    agree('{.section missing}A{.or}[{@}]{.end}', { x: 1 }, '[]');
  });

  it('runs a repeated section’s .or in the enclosing frame', () => {
    agree('{.repeated section none}x{.or}{.var @v w}{.end}{@v}', { none: [], w: 'W' }, 'W');
  });
});

describe('inside a repeated section the array itself is on the stack', () => {
  it('reads {0} and {length} from the array when the item lacks them', () => {
    agree('{.repeated section a}{0}|{length}|{@index};{.end}', { a: [5, 6] }, '5|2|1;5|2|2;');
  });

  it('prefers the item’s own keys', () => {
    agree('{.repeated section a}{0}{.end}', { a: [[7], [8]] }, '78');
  });

  it('keeps @index right through nested sections and alternates', () => {
    agree('{.repeated section a}{.section @}{@index}{.end}{.alternates with},{.end}', { a: [{ k: 1 }, { k: 2 }] }, '1,2');
  });
});

describe('.if with || and && follows the legacy left-to-right rule', () => {
  const json = { t: 1, f: 0 };
  const cases: [string, string][] = [
    ['t || f && f', 'T'],
    ['f && t || t', 'F'],
    ['f || t && f', 'T'],
    ['t && f || t', 'F'],
    ['f || f || t', 'T'],
    ['t && t && f', 'F'],
  ];
  for (const [condition, expected] of cases) {
    it(condition, () => agree(`{.if ${condition}}T{.or}F{.end}`, json, expected));
  }
});
