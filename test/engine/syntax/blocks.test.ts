/** How misplaced block tags are recovered from: the way Squarespace's assembler does, so broken templates render alike. */
import { describe, expect, it } from 'vitest';
import { referenceRender } from '../reference-engine';
import { render } from '../render';

function agreeWithErrors(template: string, json: unknown, expected: string, errors: number): void {
  expect(referenceRender(template, json).output).toBe(expected);
  const kiosk = render(template, json);
  expect(kiosk.output).toBe(expected);
  expect(kiosk.compileErrors).toHaveLength(errors);
}

describe('.alternates with', () => {
  it('drops a second {.alternates with} right after the first; the separator goes on', () => {
    agreeWithErrors('{.repeated section l}{@}{.alternates with}-{.alternates with}+{.end}', { l: [1, 2, 3] }, '1-+2-+3', 1);
  });

  it('starts another part of the separator after a block inside it', () => {
    agreeWithErrors('{.repeated section l}{@}{.alternates with}-{.if a}A{.end}{.alternates with}+{.end}', { l: [1, 2], a: 1 }, '1A-+2A', 0);
  });

  it('still takes .or branches after the separator', () => {
    agreeWithErrors('{.repeated section l}{@}{.alternates with}{.alternates with}x{.or}none{.end}', { l: [] }, 'none', 1);
  });
});

describe('.macro', () => {
  it('drops an {.or} or {.alternates with} inside a macro and keeps the body', () => {
    agreeWithErrors('{.macro m}a{.or}b{.alternates with}c{.end}{@|apply m}', {}, 'abc', 2);
  });
});
