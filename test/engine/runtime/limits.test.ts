/** The per-render budgets: a runaway template stops with a 'limit' error instead of hanging or filling memory. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_OUTPUT, DEFAULT_MAX_STEPS, type TemplateError } from '../../../engine';
import { render } from '../render';

const limitErrors = (errors: TemplateError[]) => errors.filter((e) => e.type === 'limit');

describe('step budget', () => {
  it('has sane defaults', () => {
    expect(DEFAULT_MAX_STEPS).toBeGreaterThanOrEqual(1_000_000);
    expect(DEFAULT_MAX_OUTPUT).toBeGreaterThanOrEqual(10_000_000);
  });

  it('stops nested repeats of a big array, once, with an error', () => {
    // Each item holds the same list again: a section name is looked up in the item, as Squarespace does.
    const node: { l: unknown[] } = { l: [] };
    node.l = Array.from({ length: 100 }, () => node);
    const t = '{.repeated section l}{.repeated section l}{.repeated section l}{.repeated section l}x{.end}{.end}{.end}{.end}';
    const { output, errors } = render(t, node, { maxSteps: 5_000 });
    expect(output.length).toBeLessThan(5_000);
    expect(limitErrors(errors)).toHaveLength(1);
    expect(limitErrors(errors)[0].message).toContain('5000 steps');
  });

  // Fan-out that stays within the depth limit (15 levels of 3 calls each, 3^15 calls): only the step budget
  // stops it. (A partial applying itself overflows the depth limit first, which then refuses every later call.)
  it('stops partials that apply each other many times', () => {
    const partials: Record<string, string> = {};
    for (let i = 0; i < 15; i++) partials[`p${i}`] = `{@|apply p${i + 1}}`.repeat(3);
    partials.p15 = 'x';
    const { errors } = render('{@|apply p0}', {}, { partials, maxSteps: 1_000 });
    expect(limitErrors(errors)).toHaveLength(1);
    expect(errors.filter((e) => e.message.includes('recursion depth'))).toEqual([]);
  });

  it('stops includes that include each other many times', () => {
    let t = '';
    for (let i = 0; i < 15; i++) t += `{.macro m${i}}${`{.include m${i + 1}}`.repeat(3)}{.end}`;
    t += '{.macro m15}x{.end}{.include m0}';
    const { errors } = render(t, {}, { maxSteps: 500 });
    expect(limitErrors(errors)).toHaveLength(1);
  });

  it('counts a call refused for depth for the rest of the render, as Squarespace does', () => {
    const t = '{.macro r}x{@|apply r}{.end}{a|apply r}|{a|apply r}';
    const { output, errors } = render(t, { a: 1 });
    expect(output).toBe(`${'x'.repeat(16)}|${'x'.repeat(15)}`);
    expect(errors.filter((e) => e.message.includes('recursion depth'))).toHaveLength(2);
  });

  it('leaves an ordinary render alone', () => {
    const { output, errors } = render('{.repeated section l}{@}{.end}', { l: [1, 2, 3] }, { maxSteps: 10 });
    expect(output).toBe('123');
    expect(errors).toEqual([]);
  });
});

describe('output bound', () => {
  it('cuts the output at the bound and reports it', () => {
    const list = Array.from({ length: 50 }, () => 'abcdefghij');
    const { output, errors } = render('{.repeated section l}{@}{@}{.end}', { l: list }, { maxOutput: 100 });
    expect(output.length).toBeLessThanOrEqual(100);
    expect(limitErrors(errors)).toHaveLength(1);
    expect(limitErrors(errors)[0].message).toContain('100 characters');
  });

  it('counts the output held by callers while a partial renders', () => {
    const partials = { p: '{.repeated section l}{@}{.end}' };
    const list = Array.from({ length: 40 }, () => 'xxxxxxxxxx');
    const { output, errors } = render('{l|json}{@|apply p}{@|apply p}', { l: list }, { partials, maxOutput: 700 });
    expect(output.length).toBeLessThanOrEqual(700);
    expect(limitErrors(errors)).toHaveLength(1);
  });

  it('bounds straight-line text too', () => {
    const { output, errors } = render('x'.repeat(50), {}, { maxOutput: 10 });
    expect(output).toBe('x'.repeat(10));
    expect(limitErrors(errors)).toHaveLength(1);
  });
});
