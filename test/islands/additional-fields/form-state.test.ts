import { describe, expect, it } from 'vitest';
import { initialState, toFormValues } from '../../../islands/additional-fields/form-state';
import { everyFieldView, necklaceView } from './necklace-form';

describe('form values', () => {
  it('starts empty and sends every field in the shape the server reads', () => {
    const view = everyFieldView();
    const state = initialState(view);
    expect(state).toEqual({ name: { First: '', Last: '' }, phone: { Areacode: '', Prefix: '', Line: '' }, size: '', wrap: '', extras: [], mood: {}, note: '' });
    expect(toFormValues(view, state)).toEqual({
      name: ['', ''], phone: ['', '', '', ''], size: '', wrap: '', extras: [], mood: {}, ref: 'default-ref', note: '',
    });
  });

  it('gives a 3-part phone an empty leading (country) part (spec §3)', () => {
    const view = everyFieldView();
    const values = toFormValues(view, { ...initialState(view), phone: { Areacode: '828', Prefix: '555', Line: '0142' } });
    expect(values.phone).toEqual(['', '828', '555', '0142']);
  });

  it('reads answers given before, as the form sends them or as the cart stores them', () => {
    const view = everyFieldView();
    const sent = { name: ['Ana', 'Lind'], phone: ['', '828', '555', '0142'], size: 'M', wrap: 'Cloth', extras: ['Card'], mood: { Happy: '2' } };
    const state = initialState(view, sent);
    expect(toFormValues(view, state)).toMatchObject(sent);
    // The cart keeps parts as a map sorted by name, and a 3-part phone list reads the same.
    const stored = initialState(view, { name: { First: 'Ana', Last: 'Lind' }, phone: ['828', '555', '0142'], extras: 'Ribbon' });
    expect(stored).toMatchObject({ name: { First: 'Ana', Last: 'Lind' }, phone: { Areacode: '828', Prefix: '555', Line: '0142' }, extras: ['Ribbon'] });
  });

  it('round-trips the necklace answers', () => {
    const view = necklaceView();
    const answers = { 'text-4d2a9c61': 'Amelia', 'textarea-8e1f0b37': 'Happy birthday!' };
    expect(toFormValues(view, initialState(view, answers))).toEqual(answers);
  });
});
