import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonLabel, runAddFlow, runNavigateFlow, type AddFlowClock, type ButtonState } from '../../../islands/add-to-cart/add-flow';

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

describe('runAddFlow on the real clock (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enters adding at once, added at 1000 ms, idle at 3000 ms', async () => {
    const states: [ButtonState, number][] = [];
    const started = Date.now();
    const done = runAddFlow({
      submit: () => new Promise((resolve) => setTimeout(resolve, 250)),
      setState: (s) => states.push([s, Date.now() - started]),
      onError: () => {},
    });
    expect(states).toEqual([['adding', 0]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(states.map(([s]) => s)).toEqual(['adding']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual(['added', 1000]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(states.at(-1)?.[0]).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(states).toEqual([
      ['adding', 0],
      ['added', 1000],
      ['idle', 3000],
    ]);
  });

  it('backs off 1000 ms after a failure', async () => {
    const states: [ButtonState, number][] = [];
    const started = Date.now();
    const done = runAddFlow({
      submit: () => new Promise((_, reject) => setTimeout(() => reject(new Error('429')), 100)),
      setState: (s) => states.push([s, Date.now() - started]),
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(1099);
    expect(states).toEqual([['adding', 0]]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(states).toEqual([
      ['adding', 0],
      ['idle', 1100],
    ]);
  });
});

describe('runNavigateFlow (express checkout, subscriptions)', () => {
  it('stays on Adding… and goes to the page the purchase names', async () => {
    const { clock } = virtualClock();
    const states: ButtonState[] = [];
    const visited: string[] = [];
    await runNavigateFlow(
      { submit: async () => '/checkout?itemId=a', setState: (s) => states.push(s), onError: () => {}, navigate: (url) => visited.push(url) },
      clock,
    );
    expect(states).toEqual(['adding']);
    expect(visited).toEqual(['/checkout?itemId=a']);
  });

  it('reports a failure, stays put and returns to idle 1 s later', async () => {
    const { clock, time } = virtualClock();
    const states: [ButtonState, number][] = [];
    const errors: unknown[] = [];
    const visited: string[] = [];
    await runNavigateFlow(
      {
        submit: async () => {
          throw new Error('not subscribable');
        },
        setState: (s) => states.push([s, time()]),
        onError: (e) => errors.push(e),
        navigate: (url) => visited.push(url),
      },
      clock,
    );
    expect(errors).toHaveLength(1);
    expect(visited).toEqual([]);
    expect(states).toEqual([
      ['adding', 0],
      ['idle', 1000],
    ]);
  });
});
