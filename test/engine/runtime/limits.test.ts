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

  it('stops partials that apply themselves many times', () => {
    const partials = { p: '{@|apply p}{@|apply p}{@|apply p}' };
    const { errors } = render('{@|apply p}', {}, { partials, maxSteps: 1_000 });
    expect(limitErrors(errors)).toHaveLength(1);
  });

  it('stops recursive includes', () => {
    const t = '{.macro m}{.include m}{.include m}{.end}{.include m}';
    const { errors } = render(t, {}, { maxSteps: 500 });
    expect(limitErrors(errors)).toHaveLength(1);
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
