import { describe, expect, it } from 'vitest';
import { buttonLabel, runAddFlow, type AddFlowClock, type ButtonState } from '../../../islands/add-to-cart/add-flow';

/** A clock whose sleeps advance virtual time at once, recording when each state was entered. */
function virtualClock() {
  let time = 0;
  const clock: AddFlowClock = {
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  };
  return { clock, advance: (ms: number) => (time += ms), time: () => time };
}

describe('runAddFlow (spec §4 timings)', () => {
  it('shows Adding…, Added! 1 s after the click, then the label 2 s later', async () => {
    const { clock, advance, time } = virtualClock();
    const states: [ButtonState, number][] = [];
    await runAddFlow(
      {
        submit: async () => advance(300), // the request takes 0.3 s
        setState: (s) => states.push([s, time()]),
        onError: () => {
          throw new Error('no error expected');
        },
      },
      clock,
    );
    expect(states).toEqual([
      ['adding', 0],
      ['added', 1000],
      ['idle', 3000],
    ]);
  });

  it('shows Added! as soon as a slow request ends', async () => {
    const { clock, advance, time } = virtualClock();
    const states: [ButtonState, number][] = [];
    await runAddFlow({ submit: async () => advance(1500), setState: (s) => states.push([s, time()]), onError: () => {} }, clock);
    expect(states).toEqual([
      ['adding', 0],
      ['added', 1500],
      ['idle', 3500],
    ]);
  });

  it('reports a failure and returns to idle 1 s later', async () => {
    const { clock, time } = virtualClock();
    const states: [ButtonState, number][] = [];
    const errors: unknown[] = [];
    const failure = new Error('nope');
    await runAddFlow(
      {
        submit: async () => {
          throw failure;
        },
        setState: (s) => states.push([s, time()]),
        onError: (e) => errors.push(e),
      },
      clock,
    );
    expect(errors).toEqual([failure]);
    expect(states).toEqual([
      ['adding', 0],
      ['idle', 1000],
    ]);
  });

  it('labels each state', () => {
    expect(buttonLabel('idle', 'Add To Cart')).toBe('Add To Cart');
    expect(buttonLabel('adding', 'Add To Cart')).toBe('Adding…');
    expect(buttonLabel('added', 'Add To Cart')).toBe('Added!');
  });
});
