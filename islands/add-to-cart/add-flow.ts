/**
 * The add-to-cart button's states and timings (spec §4, constants §9): idle → adding → added → idle,
 * or back to idle 1 s after a failure. Time is injected so tests can drive it.
 */

export type ButtonState = 'idle' | 'adding' | 'added';

export const BUTTON_TIMINGS = {
  /** Added! shows 1 s after the click (the request may take longer; then it shows when it ends). */
  addedAfterMs: 1000,
  /** Back to the label 2 s after Added! */
  idleAfterAddedMs: 2000,
  /** Back to idle 1 s after a failure. */
  idleAfterErrorMs: 1000,
} as const;

export const BUTTON_LABELS = { adding: 'Adding…', added: 'Added!' } as const;

export interface AddFlowClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: AddFlowClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface AddFlow {
  /** Sends the request; resolves on success, rejects with the failure. */
  submit(): Promise<unknown>;
  setState(state: ButtonState): void;
  onError(error: unknown): void;
}

/** After a failed purchase: the error is shown, and the button is idle again 1 s later. */
async function recover(flow: Pick<AddFlow, 'setState' | 'onError'>, error: unknown, clock: AddFlowClock): Promise<void> {
  flow.onError(error);
  await clock.sleep(BUTTON_TIMINGS.idleAfterErrorMs);
  flow.setState('idle');
}

/** Runs one add from the click to the return to idle. */
export async function runAddFlow(flow: AddFlow, clock: AddFlowClock = realClock): Promise<void> {
  const startedAt = clock.now();
  flow.setState('adding');
  try {
    await flow.submit();
  } catch (error) {
    return recover(flow, error, clock);
  }
  await clock.sleep(Math.max(0, BUTTON_TIMINGS.addedAfterMs - (clock.now() - startedAt)));
  flow.setState('added');
  await clock.sleep(BUTTON_TIMINGS.idleAfterAddedMs);
  flow.setState('idle');
}

export interface NavigateFlow {
  /** Prepares the purchase; resolves with the page to go to (checkout, subscription page). */
  submit(): Promise<string>;
  setState(state: ButtonState): void;
  onError(error: unknown): void;
  navigate(url: string): void;
}

/**
 * A purchase that leaves the page (express checkout, a subscription): Adding… until the next page loads,
 * or back to idle 1 s after a failure, as an add.
 */
export async function runNavigateFlow(flow: NavigateFlow, clock: AddFlowClock = realClock): Promise<void> {
  flow.setState('adding');
  let url: string;
  try {
    url = await flow.submit();
  } catch (error) {
    return recover(flow, error, clock);
  }
  flow.navigate(url);
}

export function buttonLabel(state: ButtonState, idleLabel: string): string {
  return state === 'idle' ? idleLabel : BUTTON_LABELS[state];
}
