import { describe, expect, it } from 'vitest';
import { checkForm, counterText, isEmpty } from '../../../islands/additional-fields/form-checks';
import { initialState } from '../../../islands/additional-fields/form-state';
import { everyFieldView, necklaceView } from './necklace-form';

const field = (id: string) => everyFieldView().fields.find((f) => f.id === id)!;

describe('client checks (spec §5)', () => {
  it("says 'Required' for the empty required name, and nothing for the empty optional message", () => {
    const view = necklaceView();
    expect(checkForm(view, initialState(view))).toEqual({ 'text-4d2a9c61': 'Required' });
    expect(checkForm(view, { 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': '' })).toEqual({});
  });

  it('counts a message over 100 characters as over the limit, with the counter text N / max', () => {
    const view = necklaceView();
    expect(checkForm(view, { 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'x'.repeat(101) })).toEqual({
      'textarea-8e1f0b37': 'You have exceeded the character limit.',
    });
    expect(checkForm(view, { 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'x'.repeat(100) })).toEqual({});
    expect(counterText(101, 100)).toBe('101 / 100');
  });

  it('applies the empty rules of each field kind', () => {
    expect(isEmpty(field('size'), '')).toBe(true);
    expect(isEmpty(field('size'), 'S')).toBe(false);
    expect(isEmpty(field('wrap'), '')).toBe(true);
    // A multi-part field is empty only when no part has a value.
    expect(isEmpty(field('name'), { First: '', Last: ' ' })).toBe(true);
    expect(isEmpty(field('name'), { First: '', Last: 'Lind' })).toBe(false);
    // A required checkbox needs one box.
    expect(isEmpty(field('extras'), [])).toBe(true);
    expect(isEmpty(field('extras'), ['Card'])).toBe(false);
  });

  it('never checks likert for required, and skips sections and hidden fields', () => {
    const view = everyFieldView();
    const errors = checkForm(view, initialState(view));
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'size', 'wrap', 'extras']);
    expect(Object.values(errors).every((m) => m === 'Required')).toBe(true);
  });
});
