import { describe, expect, it } from 'vitest';
import { checkForm, counterText, isOverLimit } from '../../../islands/additional-fields/form-checks';
import { initialState } from '../../../islands/additional-fields/form-state';
import { everyFieldView, necklaceView } from './necklace-form';

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
    expect(isOverLimit(view.fields[1], 'x'.repeat(101))).toBe(true);
    expect(isOverLimit(view.fields[1], 'x'.repeat(100))).toBe(false);
    expect(counterText(101, 100)).toBe('101 / 100');
  });

  it('applies the empty rules of each field kind; likert is never required, sections and hidden fields are skipped', () => {
    const view = everyFieldView();
    const empty = initialState(view);
    expect(checkForm(view, empty)).toEqual({ name: 'Required', phone: 'Required', size: 'Required', wrap: 'Required', extras: 'Required' });
    const answered = {
      ...empty,
      // One part of a multi-part field is enough; a part of spaces is not.
      name: { First: '', Last: 'Lind' },
      phone: { Areacode: ' ', Prefix: '', Line: '0142' },
      size: 'S',
      wrap: 'Cloth',
      // A required checkbox needs one box.
      extras: ['Card'],
    };
    expect(checkForm(view, answered)).toEqual({});
    expect(checkForm(view, { ...answered, name: { First: ' ', Last: '' } })).toEqual({ name: 'Required' });
  });
});
